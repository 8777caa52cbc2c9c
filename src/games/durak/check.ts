/**
 * Durak teaching reasons: `check(state, move)` says, for every kind of illegal move, why in one or
 * two German du-form sentences, and names the rules paragraph (a heading id of the rules page).
 *
 * The verdicts agree exactly with `legalMoves` (asserted by the tests and the checking wrapper);
 * the preconditions of §5.3 are tested in the order a reader would ask about them: is it my turn,
 * do I hold the card, does the card fit. Reasons carry no colon: the page puts one in front
 * („Nicht erlaubt: …“).
 */
import type { CardId, Seat, Verdict } from '../core/types';
import { hasCard } from '../core/cards';
import { nextActive } from '../core/seats';
import { capitalize, cardsText, joinAnd } from '../core/text';
import { RANK_NAMES, beats, cardWithArticle, isCardId, rankBit, rankOf, suitOf } from './cards';
import { MAX_ATTACK, MOVE_TYPES, anyBeaten, tableRankMask, tableRanks } from './position';
import { movesForCard } from './input';
import type { DurakMove, DurakState, Suit } from './types';

/** The rule anchors of the rules page (heading ids); every reason points at one of them. */
export const RULE_ANCHORS = [
  'ziel',
  'karten',
  'geben-und-trumpf',
  'wer-beginnt',
  'angreifen',
  'abwehren',
  'nachlegen',
  'aufnehmen',
  'nachziehen',
  'ausscheiden',
  'weiterreichen',
  'tipps',
] as const;
export type RuleAnchor = (typeof RULE_ANCHORS)[number];

export const OK: Verdict = Object.freeze({ ok: true }) as Verdict;

export function no(reason: string, rule: RuleAnchor): Verdict {
  return { ok: false, reason, rule };
}

const NOT_YOUR_TURN = 'Du bist gerade nicht an der Reihe.';
const POLL_ORDER = `${NOT_YOUR_TURN} Beim Nachlegen wird zuerst der Angreifer gefragt, dann die anderen im Uhrzeigersinn.`;

/** „Die Pik 9“: the card with its article, at the start of a sentence. */
const The = (card: CardId): string => capitalize(cardWithArticle(card, 'nom'));

function notInHand(card: CardId, rule: RuleAnchor): Verdict {
  return no(`Du hast ${cardWithArticle(card, 'akk')} nicht auf der Hand.`, rule);
}

/** §3, why `d` does not beat `a` (only asked when it does not): the part after the dash. */
function notBeatingBecause(d: CardId, a: CardId, trumpSuit: Suit): string {
  const sd = suitOf(d);
  const sa = suitOf(a);
  if (sd === sa) return sd === trumpSuit ? 'beides Trumpf, aber niedriger' : 'gleiche Farbe, aber niedriger';
  if (sa === trumpSuit) return `${cardWithArticle(a, 'nom')} ist Trumpf, und einen Trumpf schlägt nur ein höherer Trumpf`;
  return 'andere Farbe und kein Trumpf';
}

/**
 * Why `d` does not beat `a` (§3; only called when it does not), as one sentence:
 * „Die Kreuz 6 kann die Kreuz 7 nicht schlagen – gleiche Farbe, aber niedriger.“ With `also` the
 * sentence follows another reason: „Schlagen kann die Kreuz 6 die Kreuz 7 auch nicht – …“.
 */
export function whyNotBeats(d: CardId, a: CardId, trumpSuit: Suit, also = false): string {
  const because = notBeatingBecause(d, a, trumpSuit);
  return also
    ? `Schlagen kann ${cardWithArticle(d, 'nom')} ${cardWithArticle(a, 'akk')} auch nicht – ${because}.`
    : `${The(d)} kann ${cardWithArticle(a, 'akk')} nicht schlagen – ${because}.`;
}

/**
 * Why `d` beats none of several open cards (after Weiterreichen, D23): „Die Karo 6 kann keine der
 * offenen Karten schlagen – die Herz 9 nicht (andere Farbe und kein Trumpf) und …“.
 */
export function whyNotBeatsAny(d: CardId, attacks: readonly CardId[], trumpSuit: Suit, also = false): string {
  const first = attacks[0];
  if (attacks.length === 1 && first !== undefined) return whyNotBeats(d, first, trumpSuit, also);
  const each = attacks.map((a) => `${cardWithArticle(a, 'akk')} nicht (${notBeatingBecause(d, a, trumpSuit)})`);
  return also
    ? `Schlagen kann ${cardWithArticle(d, 'nom')} auch keine der offenen Karten – ${joinAnd(each)}.`
    : `${The(d)} kann keine der offenen Karten schlagen – ${joinAnd(each)}.`;
}

/** D10: the bout holds its `limit` of attack cards. */
function limitReason(s: DurakState): Verdict {
  const allowed = s.limit === 1 ? 'darf höchstens eine Angriffskarte' : `dürfen höchstens ${s.limit} Angriffskarten`;
  const why =
    s.limit >= MAX_ATTACK ? 'mehr als 6 sind nie erlaubt.' : `der Verteidiger hatte zu Beginn seiner Abwehr nur ${cardsText(s.limit)}.`;
  return no(`Das Angriffslimit ist erreicht. In diesem Zug ${allowed} liegen – ${why}`, 'nachlegen');
}

/** Shape of a move: a known type, a real seat, one real card id (D7: never several cards at once). */
function checkShape(s: DurakState, m: DurakMove): Verdict | null {
  if (m === null || typeof m !== 'object' || !(MOVE_TYPES as readonly string[]).includes((m as { type: string }).type)) {
    return no('Diese Spielaktion gibt es im Durak nicht.', 'ziel');
  }
  const seat = m.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.options.players) {
    return no('Diesen Platz gibt es in diesem Spiel nicht.', 'ziel');
  }
  const raw = m as unknown as Record<string, unknown>;
  if (m.type === 'TAKE' || m.type === 'PASS') return null;
  if (Array.isArray(raw.card) || 'cards' in raw) {
    return m.type === 'ATTACK'
      ? no('Du eröffnest den Zug mit genau einer Karte – mehrere Karten auf einmal sind nicht erlaubt.', 'angreifen')
      : no(
          'Du legst immer nur eine Karte auf einmal.',
          m.type === 'DEFEND' ? 'abwehren' : m.type === 'TRANSFER' ? 'weiterreichen' : 'nachlegen',
        );
  }
  if (!isCardId(raw.card)) return no(`„${String(raw.card)}“ ist keine Karte dieses Spiels.`, 'karten');
  if (m.type === 'DEFEND' && !isCardId(raw.attackCard)) {
    return no(`„${String(raw.attackCard)}“ ist keine Karte dieses Spiels.`, 'karten');
  }
  return null;
}

/** M1 ATTACK (D7). */
function checkAttack(s: DurakState, m: Extract<DurakMove, { type: 'ATTACK' }>): Verdict {
  const isDefender = m.seat === s.defender;
  if (s.phase === 'DEFEND') {
    return isDefender
      ? no('Du verteidigst gerade. Schlag die offene Karte oder nimm auf – angreifen kannst du jetzt nicht.', 'abwehren')
      : no(
          `${NOT_YOUR_TURN} Der Angriff liegt schon, jetzt muss der Verteidiger die offene Karte abwehren. Danach darfst du höchstens nachlegen.`,
          'nachlegen',
        );
  }
  if (s.phase === 'THROW_IN') {
    return isDefender
      ? no('Als Verteidiger darfst du weder angreifen noch nachlegen.', 'nachlegen')
      : no('Der Zug ist schon eröffnet. Jetzt kannst du nur noch Karten nachlegen, deren Wert schon auf dem Tisch liegt.', 'nachlegen');
  }
  if (m.seat !== s.attacker) {
    return isDefender
      ? no(`${NOT_YOUR_TURN} Du verteidigst in diesem Zug, den ersten Angriff legt der Angreifer.`, 'angreifen')
      : no(`${NOT_YOUR_TURN} Den Zug eröffnet der Angreifer mit einer Karte.`, 'angreifen');
  }
  if (!hasCard(s.hands[m.seat]!, m.card)) return notInHand(m.card, 'angreifen');
  return OK;
}

/** M2 DEFEND (§3, D23). */
function checkDefend(s: DurakState, m: Extract<DurakMove, { type: 'DEFEND' }>): Verdict {
  if (s.phase === 'ATTACK_OPEN') return no('Es liegt noch keine Angriffskarte auf dem Tisch, die du abwehren könntest.', 'abwehren');
  if (m.seat !== s.defender) return no(`${NOT_YOUR_TURN} Abwehren darf nur der Verteidiger.`, 'abwehren');
  if (s.phase === 'THROW_IN') return no('Alle Angriffskarten sind schon abgewehrt – jetzt wird nachgelegt oder gepasst.', 'abwehren');
  const pair = s.table.find((p) => p.attack === m.attackCard);
  if (!pair) return no(`${The(m.attackCard)} liegt nicht als Angriffskarte auf dem Tisch.`, 'abwehren');
  if (pair.defence !== null) return no(`${The(m.attackCard)} ist schon abgewehrt.`, 'abwehren');
  if (!hasCard(s.hands[m.seat]!, m.card)) return notInHand(m.card, 'abwehren');
  if (!beats(m.card, m.attackCard, s.trumpSuit)) {
    // A card of the bout's rank could also pass the attack on (M6): when that is barred too, one
    // reason covers both actions („Weiterreichen geht nicht: … Schlagen kann … auch nicht …“).
    if (s.options.transfer && rankOf(m.card) === s.firstRank) {
      const transfer = checkTransfer(s, { type: 'TRANSFER', seat: m.seat, card: m.card });
      if (!transfer.ok) return no(`${transfer.reason} ${whyNotBeats(m.card, m.attackCard, s.trumpSuit, true)}`, 'abwehren');
    }
    return no(whyNotBeats(m.card, m.attackCard, s.trumpSuit), 'abwehren');
  }
  return OK;
}

/** M3 TAKE (D11, D12). */
function checkTake(s: DurakState, m: Extract<DurakMove, { type: 'TAKE' }>): Verdict {
  if (s.phase === 'ATTACK_OPEN') return no('Es liegt noch keine Karte auf dem Tisch, die du aufnehmen könntest.', 'aufnehmen');
  if (m.seat !== s.defender) return no(`${NOT_YOUR_TURN} Aufnehmen darf nur der Verteidiger.`, 'aufnehmen');
  if (s.phase === 'THROW_IN') {
    return no('Alle Angriffskarten sind abgewehrt – aufnehmen kannst du nur, solange eine Karte offen liegt.', 'aufnehmen');
  }
  return OK;
}

/** M4 THROW_IN (D8, D9, D10). */
function checkThrowIn(s: DurakState, m: Extract<DurakMove, { type: 'THROW_IN' }>): Verdict {
  if (s.phase === 'ATTACK_OPEN') {
    return m.seat === s.attacker
      ? no('Es liegt noch nichts auf dem Tisch. Eröffne den Zug mit einem Angriff.', 'angreifen')
      : no(`${NOT_YOUR_TURN} Nachlegen geht erst, wenn der Angreifer eröffnet hat und seine Karte abgewehrt ist.`, 'nachlegen');
  }
  if (m.seat === s.defender) return no('Als Verteidiger darfst du nicht nachlegen.', 'nachlegen');
  if (s.phase === 'DEFEND') {
    if (s.table.length >= s.limit) return limitReason(s);
    return no(`${NOT_YOUR_TURN} Erst muss der Verteidiger die offene Karte abwehren – nachlegen darfst du erst danach.`, 'nachlegen');
  }
  if (m.seat !== s.throwOrder[s.cursor]) return no(POLL_ORDER, 'nachlegen');
  if (!hasCard(s.hands[m.seat]!, m.card)) return notInHand(m.card, 'nachlegen');
  if (s.table.length >= s.limit) return limitReason(s);
  if (!(rankBit(m.card) & tableRankMask(s.table))) {
    const ranks = joinAnd(tableRanks(s.table).map((r) => RANK_NAMES[r]));
    return no(
      `Nachlegen darfst du nur Werte, die schon auf dem Tisch liegen (${ranks}) – ${cardWithArticle(m.card, 'nom')} passt nicht.`,
      'nachlegen',
    );
  }
  return OK;
}

/** M5 PASS (D7: the attacker never passes the opening; D18). */
function checkPass(s: DurakState, m: Extract<DurakMove, { type: 'PASS' }>): Verdict {
  const isDefender = m.seat === s.defender;
  if (s.phase === 'ATTACK_OPEN') {
    return m.seat === s.attacker
      ? no('Als Angreifer musst du den Zug mit einer Karte eröffnen – passen geht nicht.', 'angreifen')
      : no(`${NOT_YOUR_TURN} Der Angreifer eröffnet gerade den Zug.`, 'angreifen');
  }
  if (s.phase === 'DEFEND') {
    return isDefender
      ? no('Als Verteidiger kannst du nicht passen. Schlag die offene Karte oder nimm auf.', 'abwehren')
      : no(`${NOT_YOUR_TURN} Erst muss der Verteidiger die offene Karte abwehren.`, 'nachlegen');
  }
  if (isDefender) return no('Als Verteidiger legst du nichts nach – also gibt es für dich auch nichts zu passen.', 'nachlegen');
  if (m.seat !== s.throwOrder[s.cursor]) return no(POLL_ORDER, 'nachlegen');
  return OK;
}

/** M6 TRANSFER (D17, D22). */
function checkTransfer(s: DurakState, m: Extract<DurakMove, { type: 'TRANSFER' }>): Verdict {
  if (!s.options.transfer) return no('Weiterreichen ist in diesem Spiel nicht vereinbart.', 'weiterreichen');
  if (s.phase === 'ATTACK_OPEN') return no('Es liegt noch kein Angriff auf dem Tisch, den du weiterreichen könntest.', 'weiterreichen');
  if (m.seat !== s.defender) return no(`${NOT_YOUR_TURN} Weiterreichen darf nur der Verteidiger.`, 'weiterreichen');
  if (s.phase === 'THROW_IN' || anyBeaten(s.table)) {
    return no('Weiterreichen geht nur, solange noch keine Karte dieses Zuges abgewehrt ist.', 'weiterreichen');
  }
  if (!hasCard(s.hands[m.seat]!, m.card)) return notInHand(m.card, 'weiterreichen');
  if (rankOf(m.card) !== s.firstRank) {
    const first = s.firstRank === null ? '' : ` (${RANK_NAMES[s.firstRank]})`;
    return no(
      `Weiterreichen geht nur mit einer Karte vom Wert der ersten Angriffskarte${first} – ${cardWithArticle(m.card, 'nom')} passt nicht.`,
      'weiterreichen',
    );
  }
  const count = s.table.length + 1;
  if (count > MAX_ATTACK) {
    return no('Weiterreichen geht hier nicht – mehr als 6 Angriffskarten sind in einem Zug nie erlaubt.', 'weiterreichen');
  }
  const held = s.hands[nextActive(s.active, m.seat)]!.length;
  if (count > held) {
    return no(
      `Weiterreichen geht hier nicht – dann lägen ${count} Angriffskarten auf dem Tisch, aber der nächste Spieler hat nur ${cardsText(held)}.`,
      'weiterreichen',
    );
  }
  return OK;
}

/** The teaching verdict: ok, or a German reason with the anchor of its rules paragraph. */
export function check(s: DurakState, m: DurakMove): Verdict {
  const shape = checkShape(s, m);
  if (shape) return shape;
  if (s.phase === 'GAME_OVER') return no('Das Spiel ist schon vorbei.', 'ziel');
  if (!s.active[m.seat]) return no('Du bist schon ausgeschieden und spielst nicht mehr mit.', 'ausscheiden');
  switch (m.type) {
    case 'ATTACK':
      return checkAttack(s, m);
    case 'DEFEND':
      return checkDefend(s, m);
    case 'TAKE':
      return checkTake(s, m);
    case 'THROW_IN':
      return checkThrowIn(s, m);
    case 'PASS':
      return checkPass(s, m);
    case 'TRANSFER':
      return checkTransfer(s, m);
  }
}

/**
 * Why a click on `card` by `seat` does nothing, covering every decision the card could stand for:
 * for the defender that is beating each open card and, with Weiterreichen and a card of the
 * bout's first rank, passing the attack on („Weiterreichen geht hier nicht – … Schlagen kann die
 * Karo 6 die Herz 6 auch nicht – …“). `{ ok: true }` when the card has a legal move; otherwise
 * the reason and the rule anchor, as from `check` (which judges one move at a time).
 */
export function whyNotCard(state: DurakState, seat: Seat, card: CardId): Verdict {
  const { legal, attempt } = movesForCard(state, seat, card);
  if (legal.length > 0) return OK;
  if (attempt === null) return check(state, { type: 'PASS', seat });
  const defending = state.phase === 'DEFEND' && seat === state.defender && state.active[seat] === true;
  if (!defending || !hasCard(state.hands[seat] ?? [], card)) return check(state, attempt);
  const open = state.table.filter((p) => p.defence === null).map((p) => p.attack);
  const transfer = state.options.transfer && rankOf(card) === state.firstRank ? check(state, { type: 'TRANSFER', seat, card }) : OK;
  if (transfer.ok) return no(whyNotBeatsAny(card, open, state.trumpSuit), 'abwehren');
  return { ok: false, reason: `${transfer.reason} ${whyNotBeatsAny(card, open, state.trumpSuit, true)}`, rule: transfer.rule };
}
