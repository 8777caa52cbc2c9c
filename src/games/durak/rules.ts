/**
 * Durak rules engine — implements shared/rules/durak.md v1.0 (moves M1–M6, decisions D1–D24)
 * exactly; the spec's names (phases, moves, events) are used as they are.
 *
 * Main design choice: the state is plain immutable JSON data and `play` copies only what a move
 * changes (structural sharing), then runs the automatic steps RESOLVE → DRAW → CHECK_END and the
 * D18 auto-passes itself, so every returned state waits for a decision (or the game is over).
 * Legality is written three times, on purpose: `legalMoves` generates the moves, a fast boolean
 * test (`legalIndex`) guards `play`, and the teaching `check` explains every kind of illegal move in
 * German; the tests, the perft counts and the checking wrapper (core/checked.ts) keep the three
 * in agreement. Cards are read through precomputed tables (cards.ts), never parsed.
 * Hands, and the `known` lists, are always kept in canonical card order (§2.3), so equal positions
 * are equal data. Invariant assertions (§5.6) live in ./invariants.ts, not in the hot path.
 */
import type { CardId, GameRules, Outcome, Seat, Verdict } from '../core/types';
import { makeRng, randomInt, shuffle } from '../core/rng';
import { without } from '../core/cards';
import {
  CARD_IDS,
  CARD_INDEX,
  RANK_NAMES,
  RANKS,
  SUIT_NAMES,
  beats,
  cardIndex,
  cardName,
  cardWithArticle,
  insertCanonical,
  isCardId,
  isRank,
  isSuit,
  rankBit,
  rankOf,
  suitOf,
  valueOf,
} from './cards';
import type {
  DurakEvent,
  DurakLayout,
  DurakMove,
  DurakOptions,
  DurakPhase,
  DurakState,
  DurakView,
  Pair,
  Rank,
  Suit,
} from './types';

export type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakPhase, DurakState, DurakView, Pair, Rank, Suit };

/** The rule anchors of the rules page (heading ids); every `check` reason points at one of them. */
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

const HAND_SIZE = 6;
const MAX_ATTACK = 6;
const MOVE_TYPES = ['ATTACK', 'DEFEND', 'TAKE', 'THROW_IN', 'PASS', 'TRANSFER'] as const;

// ---------------------------------------------------------------------------------------------
// Seats

/** §4.2 nextActive(s): the first seat after `s`, clockwise, that is still active. */
export function nextActive(active: readonly boolean[], s: Seat): Seat {
  const n = active.length;
  for (let i = 1; i <= n; i++) {
    const t = (s + i) % n;
    if (active[t]) return t;
  }
  return s;
}

/** §4.2 firstActiveFrom(s): `s` if active, else nextActive(s). */
export function firstActiveFrom(active: readonly boolean[], s: Seat): Seat {
  return active[s] ? s : nextActive(active, s);
}

/** §5.1 throwOrder: attacker first, then every other active seat except the defender, clockwise. */
export function makeThrowOrder(active: readonly boolean[], attacker: Seat, defender: Seat): Seat[] {
  const n = active.length;
  const out = [attacker];
  for (let i = 1; i < n; i++) {
    const t = (attacker + i) % n;
    if (t !== defender && active[t]) out.push(t);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Small derived values

/** Ranks of all attack and defence cards on the table, as a bit set (see cards.rankBit). */
function tableRankMask(table: readonly Pair[]): number {
  let mask = 0;
  for (let i = 0; i < table.length; i++) {
    const p = table[i]!;
    mask |= rankBit(p.attack);
    if (p.defence !== null) mask |= rankBit(p.defence);
  }
  return mask;
}

function hasRankIn(hand: readonly CardId[], mask: number): boolean {
  for (let i = 0; i < hand.length; i++) if (rankBit(hand[i]!) & mask) return true;
  return false;
}

function openCount(table: readonly Pair[]): number {
  let k = 0;
  for (let i = 0; i < table.length; i++) if (table[i]!.defence === null) k++;
  return k;
}

function anyBeaten(table: readonly Pair[]): boolean {
  for (let i = 0; i < table.length; i++) if (table[i]!.defence !== null) return true;
  return false;
}

/** A copy of `cards` without the element at `at`. */
function withoutAt(cards: readonly CardId[], at: number): CardId[] {
  const out = cards.slice();
  for (let j = at + 1; j < out.length; j++) out[j - 1] = out[j]!;
  out.pop();
  return out;
}

function appendPair(table: readonly Pair[], attack: CardId): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i < table.length; i++) out.push(table[i]!);
  out.push({ attack, defence: null });
  return out;
}

function appendAll(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}

function tableCards(table: readonly Pair[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < table.length; i++) {
    const p = table[i]!;
    out.push(p.attack);
    if (p.defence !== null) out.push(p.defence);
  }
  return out;
}

/** The ranks on the table in rank order (for reasons). */
function tableRanks(table: readonly Pair[]): Rank[] {
  const mask = tableRankMask(table);
  return RANKS.filter((_, i) => mask & (1 << i));
}

/** Who decides now (§5.2); null at GAME_OVER. */
function actorOf(s: DurakState): Seat | null {
  switch (s.phase) {
    case 'ATTACK_OPEN':
      return s.attacker;
    case 'DEFEND':
      return s.defender;
    case 'THROW_IN':
      return s.throwOrder[s.cursor] ?? null;
    default:
      return null;
  }
}

/** Is `card` trump in this game? */
export function isTrumpIn(state: Pick<DurakState, 'trumpSuit'>, card: CardId): boolean {
  return suitOf(card) === state.trumpSuit;
}

// ---------------------------------------------------------------------------------------------
// Fast legality (hot path). Must agree exactly with `check` (asserted by tests and core/checked).

/**
 * -1 when `m` is illegal; otherwise the position of the played card in the mover's hand (0 for
 * TAKE and PASS), so that `play` need not search the hand again.
 */
function legalIndex(s: DurakState, m: DurakMove): number {
  if (m === null || typeof m !== 'object') return -1;
  const seat = m.seat;
  switch (s.phase) {
    case 'ATTACK_OPEN': {
      if (m.type !== 'ATTACK' || seat !== s.attacker) return -1;
      const card = m.card;
      return typeof card === 'string' ? s.hands[seat]!.indexOf(card) : -1;
    }
    case 'DEFEND': {
      if (seat !== s.defender) return -1;
      if (m.type === 'TAKE') return 0;
      if (m.type === 'DEFEND') {
        const card = m.card;
        if (typeof card !== 'string') return -1;
        const at = s.hands[seat]!.indexOf(card);
        if (at === -1) return -1;
        const t = s.table;
        for (let i = 0; i < t.length; i++) {
          const p = t[i]!;
          if (p.attack === m.attackCard) return p.defence === null && beats(card, p.attack, s.trumpSuit) ? at : -1;
        }
        return -1;
      }
      if (m.type === 'TRANSFER') {
        if (!s.options.transfer) return -1;
        const card = m.card;
        if (typeof card !== 'string') return -1;
        const at = s.hands[seat]!.indexOf(card);
        if (at === -1 || rankOf(card) !== s.firstRank || anyBeaten(s.table)) return -1;
        const r = nextActive(s.active, seat);
        return s.table.length + 1 <= Math.min(MAX_ATTACK, s.hands[r]!.length) ? at : -1;
      }
      return -1;
    }
    case 'THROW_IN': {
      if (seat !== s.throwOrder[s.cursor]) return -1;
      if (m.type === 'PASS') return 0;
      if (m.type !== 'THROW_IN') return -1;
      const card = m.card;
      if (typeof card !== 'string') return -1;
      const at = s.hands[seat]!.indexOf(card);
      if (at === -1 || s.table.length >= s.limit || (rankBit(card) & tableRankMask(s.table)) === 0) return -1;
      return at;
    }
    default:
      return -1;
  }
}

// ---------------------------------------------------------------------------------------------
// legalMoves — stable order:
//   ATTACK_OPEN: ATTACK per card of the attacker's hand (canonical card order).
//   DEFEND:      DEFEND per open pair (table order) × beating card (canonical order),
//                then TRANSFER per card (canonical order), then TAKE.
//   THROW_IN:    THROW_IN per card (canonical order), then PASS.
//   GAME_OVER:   none.

function legalMoves(s: DurakState): DurakMove[] {
  const out: DurakMove[] = [];
  switch (s.phase) {
    case 'ATTACK_OPEN': {
      const seat = s.attacker;
      const hand = s.hands[seat]!;
      for (let i = 0; i < hand.length; i++) out.push({ type: 'ATTACK', seat, card: hand[i]! });
      return out;
    }
    case 'DEFEND': {
      const seat = s.defender;
      const hand = s.hands[seat]!;
      const t = s.table;
      const trump = s.trumpSuit;
      let beaten = false;
      for (let j = 0; j < t.length; j++) {
        const p = t[j]!;
        if (p.defence !== null) {
          beaten = true;
          continue;
        }
        // beats(c, a, trump) (§3), with the attack card's data read once for the whole hand.
        const a = p.attack;
        const aSuit = a.charCodeAt(0);
        const aValue = valueOf(a);
        const tSuit = trump.charCodeAt(0);
        for (let i = 0; i < hand.length; i++) {
          const c = hand[i]!;
          const cSuit = c.charCodeAt(0);
          // (a different suit that is trump means the attack card is not trump)
          if (cSuit === aSuit ? valueOf(c) > aValue : cSuit === tSuit) {
            out.push({ type: 'DEFEND', seat, attackCard: a, card: c });
          }
        }
      }
      if (s.options.transfer && !beaten) {
        const r = nextActive(s.active, seat);
        if (t.length + 1 <= Math.min(MAX_ATTACK, s.hands[r]!.length)) {
          for (let i = 0; i < hand.length; i++) {
            const c = hand[i]!;
            if (rankOf(c) === s.firstRank) out.push({ type: 'TRANSFER', seat, card: c });
          }
        }
      }
      out.push({ type: 'TAKE', seat });
      return out;
    }
    case 'THROW_IN': {
      const seat = s.throwOrder[s.cursor]!;
      if (s.table.length < s.limit) {
        const hand = s.hands[seat]!;
        const mask = tableRankMask(s.table);
        for (let i = 0; i < hand.length; i++) {
          const c = hand[i]!;
          if (rankBit(c) & mask) out.push({ type: 'THROW_IN', seat, card: c });
        }
      }
      out.push({ type: 'PASS', seat });
      return out;
    }
    default:
      return out;
  }
}

// ---------------------------------------------------------------------------------------------
// check — the teaching verdict. Every illegal move gets a German du-form sentence and a rule anchor.

const OK: Verdict = Object.freeze({ ok: true }) as Verdict;

function no(reason: string, rule: RuleAnchor): Verdict {
  return { ok: false, reason, rule };
}

const NOT_YOUR_TURN = 'Du bist gerade nicht am Zug';

function notInHand(card: CardId, rule: RuleAnchor): Verdict {
  return no(`Du hast ${cardName(card)} nicht auf der Hand.`, rule);
}

/** Why `d` does not beat `a` (only called when it does not). */
export function whyNotBeats(d: CardId, a: CardId, trumpSuit: Suit): string {
  const dn = cardName(d);
  const an = cardName(a);
  const sd = suitOf(d);
  const sa = suitOf(a);
  if (sd === sa) {
    if (sd === trumpSuit) return `${dn} kann ${an} nicht schlagen: beides Trumpf, aber niedriger.`;
    return `${dn} kann ${an} nicht schlagen: gleiche Farbe, aber niedriger.`;
  }
  if (sa === trumpSuit) {
    return `${dn} kann ${an} nicht schlagen: ${an} ist Trumpf, und einen Trumpf schlägt nur ein höherer Trumpf.`;
  }
  return `${dn} kann ${an} nicht schlagen: andere Farbe und kein Trumpf.`;
}

function rankList(ranks: readonly Rank[]): string {
  const names = ranks.map((r) => RANK_NAMES[r]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
}

function limitReason(s: DurakState): Verdict {
  const allowed = s.limit === 1 ? 'darf höchstens eine Angriffskarte' : `dürfen höchstens ${s.limit} Angriffskarten`;
  const why =
    s.limit >= MAX_ATTACK
      ? 'mehr als 6 sind nie erlaubt.'
      : `der Verteidiger hatte zu Beginn seiner Abwehr nur ${s.limit === 1 ? '1 Karte' : `${s.limit} Karten`}.`;
  return no(`Das Angriffslimit ist erreicht: In diesem Zug ${allowed} liegen – ${why}`, 'nachlegen');
}

/** Shape of a move: known type, a real seat, single real card ids. */
function checkShape(s: DurakState, m: DurakMove): Verdict | null {
  if (m === null || typeof m !== 'object' || !(MOVE_TYPES as readonly string[]).includes((m as { type: string }).type)) {
    return no('Diesen Spielzug gibt es im Durak nicht.', 'ziel');
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
      : no('Du legst immer nur eine Karte auf einmal.', m.type === 'DEFEND' ? 'abwehren' : m.type === 'TRANSFER' ? 'weiterreichen' : 'nachlegen');
  }
  if (!isCardId(raw.card)) return no(`„${String(raw.card)}“ ist keine Karte dieses Spiels.`, 'karten');
  if (m.type === 'DEFEND' && !isCardId(raw.attackCard)) {
    return no(`„${String(raw.attackCard)}“ ist keine Karte dieses Spiels.`, 'karten');
  }
  return null;
}

function check(s: DurakState, m: DurakMove): Verdict {
  const shape = checkShape(s, m);
  if (shape) return shape;
  if (s.phase === 'GAME_OVER') return no('Das Spiel ist schon vorbei.', 'ziel');
  const seat = m.seat;
  if (!s.active[seat]) return no('Du bist schon ausgeschieden und spielst nicht mehr mit.', 'ausscheiden');
  const isDefender = seat === s.defender;
  const hand = s.hands[seat]!;
  switch (m.type) {
    case 'ATTACK': {
      if (s.phase === 'DEFEND') {
        return isDefender
          ? no('Du verteidigst gerade: Schlage die offene Karte oder nimm auf – angreifen kannst du jetzt nicht.', 'abwehren')
          : no(
              `${NOT_YOUR_TURN}: Der Angriff liegt schon, jetzt muss der Verteidiger die offene Karte abwehren. Danach darfst du höchstens nachlegen.`,
              'nachlegen',
            );
      }
      if (s.phase === 'THROW_IN') {
        return isDefender
          ? no('Als Verteidiger darfst du weder angreifen noch nachlegen.', 'nachlegen')
          : no('Der Zug ist schon eröffnet: Jetzt kannst du nur noch Karten nachlegen, deren Wert schon auf dem Tisch liegt.', 'nachlegen');
      }
      if (seat !== s.attacker) {
        return isDefender
          ? no(`${NOT_YOUR_TURN}: Du verteidigst in diesem Zug. Den ersten Angriff legt der Angreifer.`, 'angreifen')
          : no(`${NOT_YOUR_TURN}: Den Zug eröffnet der Angreifer mit einer Karte.`, 'angreifen');
      }
      if (hand.indexOf(m.card) === -1) return notInHand(m.card, 'angreifen');
      return OK;
    }
    case 'DEFEND': {
      if (s.phase === 'ATTACK_OPEN') return no('Es liegt noch keine Angriffskarte auf dem Tisch, die du abwehren könntest.', 'abwehren');
      if (!isDefender) return no(`${NOT_YOUR_TURN}: Abwehren darf nur der Verteidiger.`, 'abwehren');
      if (s.phase === 'THROW_IN') return no('Alle Angriffskarten sind schon abgewehrt – jetzt wird nachgelegt oder gepasst.', 'abwehren');
      const pair = s.table.find((p) => p.attack === m.attackCard);
      if (!pair) return no(`${cardName(m.attackCard)} liegt nicht als Angriffskarte auf dem Tisch.`, 'abwehren');
      if (pair.defence !== null) return no(`${cardName(m.attackCard)} ist schon abgewehrt.`, 'abwehren');
      if (hand.indexOf(m.card) === -1) return notInHand(m.card, 'abwehren');
      if (!beats(m.card, m.attackCard, s.trumpSuit)) return no(whyNotBeats(m.card, m.attackCard, s.trumpSuit), 'abwehren');
      return OK;
    }
    case 'TAKE': {
      if (s.phase === 'ATTACK_OPEN') return no('Es liegt noch keine Karte auf dem Tisch, die du aufnehmen könntest.', 'aufnehmen');
      if (!isDefender) return no(`${NOT_YOUR_TURN}: Aufnehmen darf nur der Verteidiger.`, 'aufnehmen');
      if (s.phase === 'THROW_IN') {
        return no('Alle Angriffskarten sind abgewehrt – aufnehmen kannst du nur, solange eine Karte offen liegt.', 'aufnehmen');
      }
      return OK;
    }
    case 'THROW_IN': {
      if (s.phase === 'ATTACK_OPEN') {
        return seat === s.attacker
          ? no('Es liegt noch nichts auf dem Tisch: Eröffne den Zug mit einem Angriff.', 'angreifen')
          : no(`${NOT_YOUR_TURN}: Nachlegen geht erst, wenn der Angreifer eröffnet hat und seine Karte abgewehrt ist.`, 'nachlegen');
      }
      if (isDefender) return no('Als Verteidiger darfst du nicht nachlegen.', 'nachlegen');
      if (s.phase === 'DEFEND') {
        if (s.table.length >= s.limit) return limitReason(s);
        return no(
          `${NOT_YOUR_TURN}: Erst muss der Verteidiger die offene Karte abwehren – nachlegen darfst du erst danach.`,
          'nachlegen',
        );
      }
      if (seat !== s.throwOrder[s.cursor]) {
        return no(
          `${NOT_YOUR_TURN}: Beim Nachlegen wird zuerst der Angreifer gefragt, dann die anderen im Uhrzeigersinn.`,
          'nachlegen',
        );
      }
      if (hand.indexOf(m.card) === -1) return notInHand(m.card, 'nachlegen');
      if (s.table.length >= s.limit) return limitReason(s);
      if (!(rankBit(m.card) & tableRankMask(s.table))) {
        const ranks = tableRanks(s.table);
        return no(
          `Nachlegen darfst du nur Werte, die schon auf dem Tisch liegen (${rankList(ranks)}) – ${cardName(m.card)} passt nicht.`,
          'nachlegen',
        );
      }
      return OK;
    }
    case 'PASS': {
      if (s.phase === 'ATTACK_OPEN') {
        return seat === s.attacker
          ? no('Als Angreifer musst du den Zug mit einer Karte eröffnen – passen geht nicht.', 'angreifen')
          : no(`${NOT_YOUR_TURN}: Der Angreifer eröffnet gerade den Zug.`, 'angreifen');
      }
      if (s.phase === 'DEFEND') {
        return isDefender
          ? no('Als Verteidiger kannst du nicht passen: Schlage die offene Karte oder nimm auf.', 'abwehren')
          : no(`${NOT_YOUR_TURN}: Erst muss der Verteidiger die offene Karte abwehren.`, 'nachlegen');
      }
      if (isDefender) return no('Als Verteidiger legst du nichts nach – also gibt es für dich auch nichts zu passen.', 'nachlegen');
      if (seat !== s.throwOrder[s.cursor]) {
        return no(
          `${NOT_YOUR_TURN}: Beim Nachlegen wird zuerst der Angreifer gefragt, dann die anderen im Uhrzeigersinn.`,
          'nachlegen',
        );
      }
      return OK;
    }
    case 'TRANSFER': {
      if (!s.options.transfer) return no('Weiterreichen ist in diesem Spiel nicht vereinbart.', 'weiterreichen');
      if (s.phase === 'ATTACK_OPEN') return no('Es liegt noch kein Angriff auf dem Tisch, den du weiterreichen könntest.', 'weiterreichen');
      if (!isDefender) return no(`${NOT_YOUR_TURN}: Weiterreichen darf nur der Verteidiger.`, 'weiterreichen');
      if (s.phase === 'THROW_IN' || anyBeaten(s.table)) {
        return no('Weiterreichen geht nur, solange noch keine Karte dieses Zuges abgewehrt ist.', 'weiterreichen');
      }
      if (hand.indexOf(m.card) === -1) return notInHand(m.card, 'weiterreichen');
      if (rankOf(m.card) !== s.firstRank) {
        const first = s.firstRank === null ? '' : ` (${RANK_NAMES[s.firstRank]})`;
        return no(
          `Weiterreichen geht nur mit einer Karte vom Wert der ersten Angriffskarte${first} – ${cardName(m.card)} passt nicht.`,
          'weiterreichen',
        );
      }
      const count = s.table.length + 1;
      if (count > MAX_ATTACK) {
        return no('Weiterreichen geht hier nicht: Mehr als 6 Angriffskarten sind in einem Zug nie erlaubt.', 'weiterreichen');
      }
      const r = nextActive(s.active, seat);
      const rh = s.hands[r]!.length;
      if (count > rh) {
        return no(
          `Weiterreichen geht hier nicht: Dann lägen ${count} Angriffskarten auf dem Tisch, aber der nächste Spieler hat nur ${rh} ${rh === 1 ? 'Karte' : 'Karten'}.`,
          'weiterreichen',
        );
      }
      return OK;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// play — a fresh state object per call; arrays are replaced, never changed in place.

function copyState(s: DurakState, first: DurakEvent): DurakState {
  return {
    options: s.options,
    dealer: s.dealer,
    hands: s.hands,
    talon: s.talon,
    trumpCard: s.trumpCard,
    trumpSuit: s.trumpSuit,
    table: s.table,
    discard: s.discard,
    phase: s.phase,
    attacker: s.attacker,
    defender: s.defender,
    limit: s.limit,
    firstRank: s.firstRank,
    throwOrder: s.throwOrder,
    cursor: s.cursor,
    active: s.active,
    finishOrder: s.finishOrder,
    durak: s.durak,
    known: s.known,
    events: [first],
  };
}

/** Removes `card` from the hand of `seat` (w.hands must already be a private copy). */
function takeFromHand(w: DurakState, seat: Seat, card: CardId, at: number): void {
  w.hands[seat] = withoutAt(w.hands[seat]!, at);
  const k = w.known[seat]!;
  if (k.length !== 0 && k.indexOf(card) !== -1) {
    const known = w.known.slice();
    known[seat] = without(k, card);
    w.known = known;
  }
}

function play(s: DurakState, m: DurakMove): DurakState {
  const at = legalIndex(s, m);
  if (at < 0) {
    const v = check(s, m);
    throw new Error(`Illegal Durak move ${JSON.stringify(m)}: ${v.ok ? 'rejected' : v.reason}`);
  }
  // One small function per move keeps each hot path simple for the JIT.
  switch (m.type) {
    case 'ATTACK':
      return playAttack(s, m.seat, m.card, at);
    case 'DEFEND':
      return playDefend(s, m.seat, m.attackCard, m.card, at);
    case 'TAKE':
      return playTake(s, m.seat);
    case 'THROW_IN':
      return playThrowIn(s, m.seat, m.card, at);
    case 'PASS':
      return playPass(s, m.seat);
    case 'TRANSFER':
      return playTransfer(s, m.seat, m.card, at);
  }
}

/** M1 ATTACK: the card goes to the table; firstRank is set; → DEFEND. */
function playAttack(s: DurakState, seat: Seat, card: CardId, at: number): DurakState {
  const w = copyState(s, { type: 'Attacked', seat, card });
  w.hands = s.hands.slice();
  takeFromHand(w, seat, card, at);
  w.table = [{ attack: card, defence: null }];
  w.firstRank = rankOf(card);
  w.phase = 'DEFEND';
  return w;
}

/** M2 DEFEND: the pair is beaten; with no open pair left → §5.4. */
function playDefend(s: DurakState, seat: Seat, attackCard: CardId, card: CardId, at: number): DurakState {
  const w = copyState(s, { type: 'Beaten', seat, attackCard, card });
  w.hands = s.hands.slice();
  takeFromHand(w, seat, card, at);
  const t = s.table.slice();
  let open = 0;
  for (let i = 0; i < t.length; i++) {
    const p = t[i]!;
    if (p.attack === attackCard) t[i] = { attack: attackCard, defence: card };
    else if (p.defence === null) open++;
  }
  w.table = t;
  if (open === 0) enterThrowIn(w, 0);
  return w;
}

/** M3 TAKE: every table card goes to the defender's hand (and becomes known); → RESOLVE (TAKEN). */
function playTake(s: DurakState, seat: Seat): DurakState {
  const cards = tableCards(s.table);
  const w = copyState(s, { type: 'Taken', seat, cards });
  w.hands = s.hands.slice();
  w.hands[seat] = insertCanonical(s.hands[seat]!, cards);
  const known = s.known.slice();
  known[seat] = insertCanonical(s.known[seat]!, cards);
  w.known = known;
  resolve(w, false);
  return w;
}

/** M4 THROW_IN: a new open pair; → DEFEND. */
function playThrowIn(s: DurakState, seat: Seat, card: CardId, at: number): DurakState {
  const w = copyState(s, { type: 'ThrownIn', seat, card });
  w.hands = s.hands.slice();
  takeFromHand(w, seat, card, at);
  w.table = appendPair(s.table, card);
  w.phase = 'DEFEND';
  w.cursor = 0;
  return w;
}

/** M5 PASS: the poll moves on (auto-passing as needed); after the last → RESOLVE (BEATEN). */
function playPass(s: DurakState, seat: Seat): DurakState {
  const w = copyState(s, { type: 'Passed', seat, auto: false });
  poll(w, s.cursor + 1);
  return w;
}

/** M6 TRANSFER: a new open pair; roles move on; the limit is recomputed from the receiver. */
function playTransfer(s: DurakState, from: Seat, card: CardId, at: number): DurakState {
  const to = nextActive(s.active, from);
  const newLimit = Math.min(MAX_ATTACK, s.hands[to]!.length);
  const w = copyState(s, { type: 'Transferred', from, to, card, newLimit });
  w.hands = s.hands.slice();
  takeFromHand(w, from, card, at);
  w.table = appendPair(s.table, card);
  w.attacker = from;
  w.defender = to;
  w.limit = newLimit;
  w.throwOrder = makeThrowOrder(w.active, from, to);
  return w;
}

/** §5.4: the last open pair was beaten. */
function enterThrowIn(w: DurakState, cursor: number): void {
  if (w.table.length >= w.limit) {
    resolve(w, true);
    return;
  }
  w.phase = 'THROW_IN';
  poll(w, cursor);
}

/** Asks throwOrder from `cursor` on, auto-passing everyone without a card to throw in (D18). */
function poll(w: DurakState, cursor: number): void {
  const order = w.throwOrder;
  const mask = tableRankMask(w.table);
  while (cursor < order.length) {
    const seat = order[cursor]!;
    if (hasRankIn(w.hands[seat]!, mask)) {
      w.cursor = cursor;
      w.phase = 'THROW_IN';
      return;
    }
    w.events.push({ type: 'Passed', seat, auto: true });
    cursor++;
  }
  resolve(w, true);
}

/** RESOLVE (§5.5), then DRAW and CHECK_END. */
function resolve(w: DurakState, beaten: boolean): void {
  let candidate: Seat;
  if (beaten) {
    const cards = tableCards(w.table);
    w.discard = appendAll(w.discard, cards);
    w.events.push({ type: 'BoutBeaten', cards });
    candidate = w.defender;
  } else {
    candidate = (w.defender + 1) % w.options.players;
  }
  w.table = [];
  draw(w);
  checkEnd(w, candidate);
}

/** DRAW (§5.5, D13): attacker, the others clockwise, defender last; up to 6 each. */
function draw(w: DurakState): void {
  if (w.talon.length === 0) return;
  const order = w.throwOrder;
  const hands = w.hands.slice();
  let talon = w.talon;
  for (let i = 0; i <= order.length && talon.length > 0; i++) {
    const seat = i < order.length ? order[i]! : w.defender;
    const hand = hands[seat]!;
    const need = HAND_SIZE - hand.length;
    if (need <= 0) continue;
    const count = need < talon.length ? need : talon.length;
    const gotTrumpCard = count === talon.length;
    hands[seat] = insertCanonical(hand, count === 1 ? [talon[0]!] : talon.slice(0, count));
    if (gotTrumpCard) {
      const known = w.known.slice();
      known[seat] = insertCanonical(known[seat]!, [talon[talon.length - 1]!]);
      w.known = known;
    }
    talon = gotTrumpCard ? [] : talon.slice(count);
    w.events.push({ type: 'Drew', seat, count, gotTrumpCard });
  }
  w.hands = hands;
  w.talon = talon;
}

/** CHECK_END (§5.5, D15, D16). */
function checkEnd(w: DurakState, candidate: Seat): void {
  if (w.talon.length === 0) {
    let finished: Seat[] | null = null;
    for (let p = 0; p < w.active.length; p++) {
      if (w.active[p] && w.hands[p]!.length === 0) (finished ??= []).push(p);
    }
    if (finished) {
      let before = 0;
      for (const g of w.finishOrder) before += g.length;
      const active = w.active.slice();
      for (const p of finished) active[p] = false;
      w.active = active;
      w.finishOrder = w.finishOrder.concat([finished]);
      w.events.push({ type: 'PlayerFinished', seats: finished, place: before + 1 });
    }
    let left = 0;
    let last: Seat = -1;
    for (let p = 0; p < w.active.length; p++) {
      if (w.active[p]) {
        left++;
        last = p;
      }
    }
    if (left <= 1) {
      w.phase = 'GAME_OVER';
      w.durak = left === 1 ? last : null;
      w.throwOrder = [];
      w.cursor = 0;
      w.firstRank = null;
      w.events.push({ type: 'GameOver', durak: w.durak, finishOrder: w.finishOrder });
      return;
    }
  }
  startBout(w, firstActiveFrom(w.active, candidate));
}

/** startBout(s) (§5.5). */
function startBout(w: DurakState, s: Seat): void {
  const d = nextActive(w.active, s);
  w.attacker = s;
  w.defender = d;
  w.limit = Math.min(MAX_ATTACK, w.hands[d]!.length);
  w.table = [];
  w.firstRank = null;
  w.throwOrder = makeThrowOrder(w.active, s, d);
  w.cursor = 0;
  w.phase = 'ATTACK_OPEN';
  w.events.push({ type: 'BoutStarted', attacker: s, defender: d, limit: w.limit });
}

// ---------------------------------------------------------------------------------------------
// Setup

function assertOptions(o: DurakOptions, where: string): void {
  if (!o || typeof o !== 'object') throw new Error(`${where}: options missing`);
  if (!Number.isInteger(o.players) || o.players < 2 || o.players > 6) {
    throw new Error(`${where}: options.players must be 2…6, got ${String(o.players)}`);
  }
  if (typeof o.transfer !== 'boolean') throw new Error(`${where}: options.transfer must be a boolean`);
}

/** The lowest trump in the given hands: [seat, card], or null when nobody holds a trump (D5). */
function lowestTrump(hands: readonly CardId[][], trumpSuit: Suit, active: readonly boolean[]): [Seat, CardId] | null {
  let best: [Seat, CardId] | null = null;
  for (let p = 0; p < hands.length; p++) {
    if (!active[p]) continue;
    for (const c of hands[p]!) {
      if (suitOf(c) === trumpSuit && (best === null || valueOf(c) < valueOf(best[1]))) best = [p, c];
    }
  }
  return best;
}

function sortCanonical(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => CARD_INDEX[a]! - CARD_INDEX[b]!);
}

function fromDeck(options: DurakOptions, deck: CardId[], dealer: Seat): DurakState {
  assertOptions(options, 'durak.fromDeck');
  const n = options.players;
  if (!Array.isArray(deck) || deck.length !== 36) throw new Error('durak.fromDeck: the deck must hold 36 cards');
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) throw new Error(`durak.fromDeck: no seat ${dealer}`);
  // §4.5: deck[k] goes to seat (dealer + 1 + k) mod n, one card at a time, clockwise from the
  // dealer's left. owner[canonical index] = seat (-1 = talon), so hands come out canonically sorted.
  const owner = new Int8Array(36).fill(-2);
  for (let k = 0; k < 36; k++) {
    const c = deck[k];
    if (!isCardId(c)) throw new Error(`durak.fromDeck: unknown card id ${JSON.stringify(c)}`);
    const i = cardIndex(c);
    if (owner[i] !== -2) throw new Error(`durak.fromDeck: card ${c} occurs twice`);
    owner[i] = k < HAND_SIZE * n ? (dealer + 1 + k) % n : -1;
  }
  const hands: CardId[][] = [];
  for (let p = 0; p < n; p++) hands.push([]);
  for (let i = 0; i < 36; i++) if (owner[i]! >= 0) hands[owner[i]!]!.push(CARD_IDS[i]!);
  // §4.6, D4: the trump card is deck[35] (bottom of the talon; with 6 players the dealer's 6th card).
  const talon = deck.slice(HAND_SIZE * n);
  const trumpCard = deck[35]!;
  const trumpSuit = suitOf(trumpCard);
  const active: boolean[] = [];
  for (let p = 0; p < n; p++) active.push(true);
  // §4.7, D5: the lowest trump in any hand starts, else the player left of the dealer.
  let lowest: CardId | null = null;
  let first: Seat = (dealer + 1) % n;
  const base = cardIndex(trumpSuit + '6');
  for (let i = base; i < base + 9; i++) {
    if (owner[i]! >= 0) {
      lowest = CARD_IDS[i]!;
      first = owner[i]!;
      break;
    }
  }
  const known: CardId[][] = [];
  for (let p = 0; p < n; p++) known.push(p === first && lowest !== null ? [lowest] : []);
  if (talon.length === 0 && known[dealer]!.indexOf(trumpCard) === -1) {
    known[dealer] = insertCanonical(known[dealer]!, [trumpCard]);
  }
  const d = nextActive(active, first);
  const limit = Math.min(MAX_ATTACK, hands[d]!.length);
  return {
    options: { players: n, transfer: options.transfer },
    dealer,
    hands,
    talon,
    trumpCard,
    trumpSuit,
    table: [],
    discard: [],
    phase: 'ATTACK_OPEN',
    attacker: first,
    defender: d,
    limit,
    firstRank: null,
    throwOrder: makeThrowOrder(active, first, d),
    cursor: 0,
    active,
    finishOrder: [],
    durak: null,
    known,
    events: [
      { type: 'GameStarted', trumpCard, trumpSuit, firstAttacker: first, lowestTrump: lowest },
      { type: 'BoutStarted', attacker: first, defender: d, limit },
    ],
  };
}

/**
 * The documented deal procedure: `rng = makeRng(seed)`; the dealer is drawn FIRST with
 * `randomInt(rng, players)`; then the deck is `shuffle(CARD_IDS, rng)` (Fisher–Yates from the
 * same generator, core/rng.ts); then `fromDeck(options, deck, dealer)`.
 * Once links exist this procedure must never change.
 */
function deal(options: DurakOptions, seed: number): DurakState {
  assertOptions(options, 'durak.deal');
  const rng = makeRng(seed);
  const dealer = randomInt(rng, options.players);
  const deck = shuffle(CARD_IDS, rng);
  return fromDeck(options, deck, dealer);
}

/**
 * Explicit positions (tutorials, tests). Validates the layout and throws an Error naming the
 * problem when it is broken. Semantics follow the DurakLayout doc comments (types.ts), with these
 * precisions:
 * - `limit` defaults to min(6, |hand[defender]| + beaten (defence) cards on the table), i.e. the
 *   defender's hand at the start of the bout; for a fully beaten table this is the same as counting
 *   the attack cards.
 * - With an empty talon and no `trumpCard`, `trumpCard` is set to the Ass of `trumpSuit` as a
 *   placeholder (it is never shown: the face-up card only matters while the talon lasts).
 * - The layout is settled like a played position: a THROW_IN layout whose limit is reached, or
 *   whose polled player has nothing to throw in, runs the automatic steps (auto-passes, RESOLVE,
 *   DRAW, CHECK_END) at once; `events` records them. Otherwise `events` is empty.
 */
function fromLayout(layout: DurakLayout): DurakState {
  const where = 'durak.fromLayout';
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  if (!layout || typeof layout !== 'object') fail('layout missing');
  assertOptions(layout.options, where);
  const n = layout.options.players;
  const seatOk = (x: unknown): x is Seat => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;
  if (!Array.isArray(layout.hands) || layout.hands.length !== n) fail(`hands must list ${n} hands`);
  const placed: CardId[] = [];
  const checkCards = (cards: unknown, what: string): CardId[] => {
    if (!Array.isArray(cards)) return fail(`${what} must be a list of card ids`);
    for (const c of cards) {
      if (!isCardId(c)) fail(`${what}: unknown card id ${JSON.stringify(c)}`);
      placed.push(c as CardId);
    }
    return cards as CardId[];
  };
  const hands = layout.hands.map((h, p) => sortCanonical(checkCards(h, `hands[${p}]`)));
  const talon = checkCards(layout.talon, 'talon').slice();
  const table: Pair[] = (layout.table ?? []).map((p, i) => {
    if (!p || typeof p !== 'object') return fail(`table[${i}] must be {attack, defence}`);
    const defence = p.defence ?? null;
    checkCards(defence === null ? [p.attack] : [p.attack, defence], `table[${i}]`);
    return { attack: p.attack, defence };
  });
  const seen = new Set<CardId>();
  for (const c of placed) {
    if (seen.has(c)) fail(`card ${c} is placed twice`);
    seen.add(c);
  }
  let discard: CardId[];
  if (layout.discard === undefined) {
    discard = CARD_IDS.filter((c) => !seen.has(c));
  } else {
    discard = checkCards(layout.discard, 'discard').slice();
    const all = new Set<CardId>(placed);
    if (all.size !== placed.length) fail(`a discard card is also placed elsewhere (or twice)`);
    if (all.size !== 36) fail(`hands + talon + table + discard hold ${all.size} cards, not 36`);
  }
  // Trump (§4.6, D4, D20).
  let trumpCard: CardId;
  let trumpSuit: Suit;
  if (layout.trumpSuit !== undefined && !isSuit(layout.trumpSuit)) fail(`unknown trumpSuit ${JSON.stringify(layout.trumpSuit)}`);
  if (layout.trumpCard !== undefined && !isCardId(layout.trumpCard)) fail(`unknown trumpCard ${JSON.stringify(layout.trumpCard)}`);
  if (talon.length > 0) {
    trumpCard = talon[talon.length - 1]!;
    trumpSuit = suitOf(trumpCard);
    if (layout.trumpCard !== undefined && layout.trumpCard !== trumpCard) {
      fail(`trumpCard ${layout.trumpCard} must be the last talon card ${trumpCard}`);
    }
  } else if (layout.trumpCard !== undefined) {
    trumpCard = layout.trumpCard;
    trumpSuit = suitOf(trumpCard);
  } else {
    if (layout.trumpSuit === undefined) return fail('trumpSuit is required when the talon is empty');
    trumpSuit = layout.trumpSuit;
    trumpCard = trumpSuit + 'A';
  }
  if (layout.trumpSuit !== undefined && layout.trumpSuit !== trumpSuit) {
    fail(`trumpSuit ${layout.trumpSuit} does not match the trump card ${trumpCard}`);
  }
  // Finished seats.
  const finishOrder: Seat[][] = (layout.finishOrder ?? []).map((g) => g.slice());
  const active = new Array<boolean>(n).fill(true);
  for (const g of finishOrder) {
    if (!Array.isArray(g) || g.length === 0) fail('finishOrder groups must be non-empty lists of seats');
    for (const p of g) {
      if (!seatOk(p)) fail(`finishOrder: no seat ${String(p)}`);
      if (!active[p]) fail(`finishOrder: seat ${p} listed twice`);
      active[p] = false;
      if (hands[p]!.length > 0) fail(`finished seat ${p} still holds cards`);
    }
  }
  if (finishOrder.length > 0 && talon.length > 0) fail('nobody can have finished while the talon holds cards (§5.6)');
  if (active.filter(Boolean).length < 2) fail('at least two seats must still be active');
  const dealer = layout.dealer ?? 0;
  if (!seatOk(dealer)) fail(`no dealer seat ${String(dealer)}`);
  const phase = layout.phase ?? 'ATTACK_OPEN';
  if (phase !== 'ATTACK_OPEN' && phase !== 'DEFEND' && phase !== 'THROW_IN') fail(`unknown phase ${String(phase)}`);
  // Roles.
  let attacker: Seat;
  if (layout.attacker !== undefined) {
    if (!seatOk(layout.attacker)) return fail(`no attacker seat ${String(layout.attacker)}`);
    attacker = layout.attacker;
  } else {
    if (phase !== 'ATTACK_OPEN') return fail(`attacker is required in phase ${phase}`);
    const low = lowestTrump(hands, trumpSuit, active);
    attacker = low ? low[0] : firstActiveFrom(active, (dealer + 1) % n);
  }
  if (!active[attacker]) fail(`attacker ${attacker} has finished`);
  const defender = nextActive(active, attacker);
  if (layout.defender !== undefined && layout.defender !== defender) {
    fail(`defender must be nextActive(attacker) = ${defender} (D6), got ${String(layout.defender)}`);
  }
  // Table and phase.
  const open = openCount(table);
  for (const p of table) {
    if (p.defence !== null && !beats(p.defence, p.attack, trumpSuit)) {
      fail(`table: ${p.defence} does not beat ${p.attack} with trump ${trumpSuit}`);
    }
  }
  if (phase === 'ATTACK_OPEN') {
    if (table.length > 0) fail('the table must be empty in ATTACK_OPEN');
    for (let p = 0; p < n; p++) if (active[p] && hands[p]!.length === 0) fail(`active seat ${p} holds no cards at ATTACK_OPEN (§5.6)`);
  } else if (phase === 'DEFEND') {
    if (open < 1) fail('DEFEND needs at least one open attack card');
    if (!layout.options.transfer && open > 1) fail('without Weiterreichen at most one card can be open (D8)');
    if (open > hands[defender]!.length) fail(`the defender holds fewer cards than there are open attack cards`);
  } else {
    if (table.length === 0 || open > 0) fail('THROW_IN needs a non-empty table with every attack card beaten');
  }
  const beatenCount = table.length - open;
  const limit = layout.limit ?? Math.min(MAX_ATTACK, hands[defender]!.length + beatenCount);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ATTACK) fail(`limit must be 1…6, got ${String(limit)}`);
  if (table.length > limit) fail(`${table.length} attack cards exceed the limit ${limit}`);
  const firstRank: Rank | null = table.length > 0 ? rankOf(table[0]!.attack) : null;
  if (layout.firstRank !== undefined && layout.firstRank !== firstRank) {
    if (layout.firstRank !== null && !isRank(layout.firstRank)) fail(`unknown firstRank ${String(layout.firstRank)}`);
    fail(`firstRank must be the rank of the first table card (${String(firstRank)})`);
  }
  const throwOrder = makeThrowOrder(active, attacker, defender);
  const cursor = layout.cursor ?? 0;
  if (!Number.isInteger(cursor) || cursor < 0 || cursor >= throwOrder.length) fail(`cursor must be 0…${throwOrder.length - 1}`);
  if (cursor !== 0 && phase !== 'THROW_IN') fail('cursor is only meaningful in THROW_IN');
  const known: CardId[][] = hands.map((h, p) => {
    const k = layout.known?.[p] ?? [];
    for (const c of k) if (h.indexOf(c) === -1) fail(`known[${p}]: ${c} is not in that hand`);
    return sortCanonical(k);
  });
  const state: DurakState = {
    options: { players: n, transfer: layout.options.transfer },
    dealer,
    hands,
    talon,
    trumpCard,
    trumpSuit,
    table,
    discard,
    phase,
    attacker,
    defender,
    limit,
    firstRank,
    throwOrder,
    cursor: 0,
    active,
    finishOrder,
    durak: null,
    known,
    events: [],
  };
  if (phase === 'THROW_IN') enterThrowIn(state, cursor);
  return state;
}

// ---------------------------------------------------------------------------------------------
// Queries

function isOver(s: DurakState): boolean {
  return s.phase === 'GAME_OVER';
}

function outcome(s: DurakState): Outcome {
  if (s.phase !== 'GAME_OVER') throw new Error('durak.outcome: the game is not over yet');
  const places = s.finishOrder.map((g) => g.slice());
  const winners = places.flat().sort((a, b) => a - b);
  if (s.durak !== null) places.push([s.durak]);
  return { winners, losers: s.durak === null ? [] : [s.durak], places, scores: null };
}

function view(s: DurakState, seat: Seat): DurakView {
  const toAct = actorOf(s);
  return {
    seat,
    options: s.options,
    hand: s.hands[seat] ?? [],
    handCounts: s.hands.map((h) => h.length),
    talonCount: s.talon.length,
    trumpCard: s.talon.length > 0 ? s.trumpCard : null,
    trumpSuit: s.trumpSuit,
    table: s.table,
    discardCount: s.discard.length,
    discard: s.discard,
    phase: s.phase,
    toAct,
    attacker: s.attacker,
    defender: s.defender,
    limit: s.limit,
    firstRank: s.firstRank,
    active: s.active,
    finishOrder: s.finishOrder,
    durak: s.durak,
    known: s.known,
    legal: toAct === seat ? legalMoves(s) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// German text

function nameOf(names: readonly string[], seat: Seat): string {
  return names[seat] ?? `Spieler ${seat + 1}`;
}

function isDu(names: readonly string[], seat: Seat): boolean {
  return names[seat] === 'Du';
}

/** Chooses the verb form: du-form for the seat called 'Du', third person otherwise. */
function verb(names: readonly string[], seat: Seat, du: string, er: string): string {
  return isDu(names, seat) ? du : er;
}

function cards(k: number): string {
  return k === 1 ? '1 Karte' : `${k} Karten`;
}

/**
 * A German sentence for a decision, du-form when `names[move.seat] === 'Du'`:
 * „Du greifst mit der Pik 9 an.“ / „Anna schlägt die Pik 9 mit der Pik Dame.“ /
 * „Bernd nimmt 3 Karten auf.“ … A TAKE counts the cards on the table of `s` (the state before the
 * move), so the log needs no separate line for the Taken event.
 */
function describe(s: DurakState, m: DurakMove, names: string[]): string {
  const who = nameOf(names, m.seat);
  switch (m.type) {
    case 'ATTACK':
      return `${who} ${verb(names, m.seat, 'greifst', 'greift')} mit ${cardWithArticle(m.card, 'dat')} an.`;
    case 'DEFEND':
      return `${who} ${verb(names, m.seat, 'schlägst', 'schlägt')} ${cardWithArticle(m.attackCard, 'akk')} mit ${cardWithArticle(m.card, 'dat')}.`;
    case 'TAKE': {
      const n = tableCards(s.table).length;
      return `${who} ${verb(names, m.seat, 'nimmst', 'nimmt')} ${n > 0 ? `${cards(n)} ` : ''}auf.`;
    }
    case 'THROW_IN':
      return `${who} ${verb(names, m.seat, 'legst', 'legt')} ${cardWithArticle(m.card, 'akk')} nach.`;
    case 'PASS':
      return `${who} ${verb(names, m.seat, 'legst', 'legt')} nichts nach.`;
    case 'TRANSFER':
      return `${who} ${verb(names, m.seat, 'reichst', 'reicht')} mit ${cardWithArticle(m.card, 'dat')} weiter.`;
    default:
      return `${who}: unbekannter Spielzug.`;
  }
}

/** „Anna“, „Anna und Bernd“, „Du und Anna“ (the 'Du' first), with the matching verb number. */
function seatList(names: readonly string[], seats: readonly Seat[]): { text: string; du: boolean; plural: boolean } {
  const list = seats.map((p) => nameOf(names, p));
  const du = seats.some((p) => isDu(names, p));
  const ordered = du ? ['Du', ...list.filter((x) => x !== 'Du')] : list;
  const text = ordered.length <= 1 ? ordered.join('') : `${ordered.slice(0, -1).join(', ')} und ${ordered[ordered.length - 1]}`;
  return { text, du, plural: seats.length > 1 };
}

/**
 * A German log line for an automatic engine event (§9); du-form for the seat called 'Du'.
 * Returns null for events that only restate a decision, which `describe` already words:
 * Attacked, Beaten, ThrownIn, Transferred, Taken (describe(TAKE) carries the count) and a manual
 * Passed.
 */
export function describeEvent(e: DurakEvent, names: string[]): string | null {
  switch (e.type) {
    case 'GameStarted': {
      const suit = SUIT_NAMES[e.trumpSuit];
      const du = isDu(names, e.firstAttacker);
      const who = nameOf(names, e.firstAttacker);
      if (e.lowestTrump !== null) {
        return `Trumpf ist ${suit} (${cardWithArticle(e.lowestTrump, 'nom')} ist die niedrigste Trumpfkarte, ${du ? 'du beginnst' : `${who} beginnt`}).`;
      }
      return `Trumpf ist ${suit} (niemand hat einen Trumpf auf der Hand, also ${du ? 'beginnst du' : `beginnt ${who}`} links vom Geber).`;
    }
    case 'BoutStarted': {
      const a = isDu(names, e.attacker) ? 'Du greifst an' : `${nameOf(names, e.attacker)} greift an`;
      const d = isDu(names, e.defender) ? 'du verteidigst' : `${nameOf(names, e.defender)} verteidigt`;
      const lim = e.limit < MAX_ATTACK ? ` (Angriffslimit: ${e.limit})` : '';
      return `Neuer Zug: ${a}, ${d}${lim}.`;
    }
    case 'Passed':
      if (!e.auto) return null;
      return `${nameOf(names, e.seat)} ${verb(names, e.seat, 'hast', 'hat')} nichts zum Nachlegen.`;
    case 'Taken':
      return null;
    case 'BoutBeaten':
      return 'Abgewehrt – die Karten sind verbraucht.';
    case 'Drew': {
      const tail = e.gotTrumpCard ? ', zuletzt die aufgedeckte Trumpfkarte' : '';
      return `${nameOf(names, e.seat)} ${verb(names, e.seat, 'ziehst', 'zieht')} ${cards(e.count)}${tail}.`;
    }
    case 'PlayerFinished': {
      const l = seatList(names, e.seats);
      const v = l.plural ? (l.du ? 'scheidet' : 'scheiden') : l.du ? 'scheidest' : 'scheidet';
      return `${l.text} ${v} aus – gewonnen!`;
    }
    case 'GameOver':
      if (e.durak === null) return 'Unentschieden – kein Durak.';
      return isDu(names, e.durak) ? 'Du bist der Durak.' : `${nameOf(names, e.durak)} ist der Durak.`;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// UI helper

/**
 * All legal moves of `seat` that play `card`, and the move the reader most plausibly meant by
 * clicking that card (so the UI can show `check`'s reason when it is illegal):
 * ATTACK in ATTACK_OPEN; in DEFEND the first legal move with the card, else (for the defender)
 * DEFEND against the first open card, (for anyone else) THROW_IN; THROW_IN in THROW_IN (the first
 * legal one if any); null at GAME_OVER. The attempt is given also when it is not the seat's turn.
 */
export function movesForCard(state: DurakState, seat: Seat, card: CardId): { legal: DurakMove[]; attempt: DurakMove | null } {
  const legal = actorOf(state) === seat ? legalMoves(state).filter((m) => 'card' in m && m.card === card) : [];
  let attempt: DurakMove | null = null;
  switch (state.phase) {
    case 'ATTACK_OPEN':
      attempt = { type: 'ATTACK', seat, card };
      break;
    case 'DEFEND':
      if (legal[0]) attempt = legal[0];
      else if (seat === state.defender) {
        const open = state.table.find((p) => p.defence === null);
        attempt = open ? { type: 'DEFEND', seat, attackCard: open.attack, card } : null;
      } else attempt = { type: 'THROW_IN', seat, card };
      break;
    case 'THROW_IN':
      attempt = legal[0] ?? { type: 'THROW_IN', seat, card };
      break;
    default:
      attempt = null;
  }
  return { legal, attempt };
}

// ---------------------------------------------------------------------------------------------

export const durak: GameRules<DurakState, DurakMove, DurakOptions, DurakLayout, DurakView, DurakEvent> = {
  id: 'durak',
  defaultOptions: { players: 2, transfer: false },
  fromDeck,
  deal,
  fromLayout,
  phase: (s) => s.phase,
  toAct: actorOf,
  legalMoves,
  check,
  play,
  isOver,
  outcome,
  view,
  events: (s) => s.events,
  describe,
  describeEvent,
};
