/**
 * `check`: the teaching verdict (shared/rules/ganjifa.md §5.3). Every illegal move gets a German
 * du-form sentence that names the rule and why, and the anchor of that rule on the rules page.
 * It must agree exactly with `legalMoves` (tests and core/checked.ts make sure).
 */
import type { CardId, Verdict } from '../core/types';
import { SUITS, SUIT_NAMES, cardIndex, cardWithArticle, isCardId, suitOf, trumpRajaOf } from './cards';
import { whyNotDukal } from './dukal';
import { SEATS } from './setup';
import { isLegalFollow, nextHeldSuitIndex, suitMaskOf } from './position';
import type { GanjifaMove, GanjifaState, Suit } from './types';

/** The heading ids of the rules page; every refusal points at one of them. */
export const RULE_ANCHORS = [
  'ziel',
  'karten',
  'tag-oder-nacht',
  'geben',
  'eroeffnungsstich',
  'ausspielen',
  'bedienen',
  'blank',
  'wer-gewinnt',
  'dukal',
  'abwerfen',
  'wertung',
  'tipps',
] as const;
export type RuleAnchor = (typeof RULE_ANCHORS)[number];

const OK: Verdict = Object.freeze({ ok: true }) as Verdict;
const MOVE_TYPES = ['CHOOSE_PERIOD', 'LEAD', 'LEAD_DUKAL', 'PLAY', 'DISCARD'];

function no(reason: string, rule: RuleAnchor): Verdict {
  return { ok: false, reason, rule };
}

function notInHand(card: CardId, rule: RuleAnchor): Verdict {
  return no(`Du hast ${cardWithArticle(card, 'akk')} nicht auf der Hand.`, rule);
}

const name = (suit: Suit): string => SUIT_NAMES[suit];

/**
 * Why `card` (held) may not follow to `ledSuit` (§5.5, G7, G8). Only called for an illegal card.
 */
export function whyNotFollow(hand: readonly CardId[], card: CardId, ledSuit: Suit, trumpSuit: Suit): Verdict {
  const led = SUITS.indexOf(ledSuit);
  const mask = suitMaskOf(hand);
  const cardSuit = suitOf(card);
  if (mask & (1 << led)) {
    if (cardSuit === trumpSuit) {
      return no(
        `Du musst bedienen: Du hast noch ${name(ledSuit)}-Karten. Stechen darfst du erst, wenn du in ${name(ledSuit)} blank bist.`,
        'bedienen',
      );
    }
    return no(`Du musst bedienen: Du hast noch ${name(ledSuit)}-Karten, also darfst du keine andere Farbe spielen.`, 'bedienen');
  }
  const n = nextHeldSuitIndex(mask, led);
  const next = SUITS[n]!;
  const wrap = n < led ? ' (nach Kalki geht es wieder bei Matsya weiter)' : '';
  const later = `${name(cardSuit)} kommt in der Avatar-Reihenfolge erst danach.`;
  if (next === trumpSuit) {
    return no(
      `Du bist in ${name(ledSuit)} blank, und die nächste Farbe, die du in Avatar-Reihenfolge hältst, ist ${name(next)}${wrap} – der Trumpf. Also musst du einen Trumpf spielen.`,
      'blank',
    );
  }
  if (ledSuit === trumpSuit) {
    return no(
      `Du hast keinen Trumpf mehr: Dann musst du die nächste Farbe spielen, die du in Avatar-Reihenfolge hältst – das ist ${name(next)}${wrap}. ${later}`,
      'blank',
    );
  }
  if (mask & (1 << SUITS.indexOf(trumpSuit))) {
    return no(
      `Du bist in ${name(ledSuit)} blank: Dann darfst du einen Trumpf (${name(trumpSuit)}) spielen oder eine Karte der nächsten Farbe, die du in Avatar-Reihenfolge hältst – das ist ${name(next)}${wrap}. ${later}`,
      'blank',
    );
  }
  return no(
    `Du bist in ${name(ledSuit)} blank und hast keinen Trumpf: Dann musst du die nächste Farbe spielen, die du in Avatar-Reihenfolge hältst – das ist ${name(next)}${wrap}. ${later}`,
    'blank',
  );
}

/** Shape of a move: known type, a real seat, real card ids, one card where one card belongs. */
function checkShape(m: GanjifaMove): Verdict | null {
  if (m === null || typeof m !== 'object' || !MOVE_TYPES.includes((m as { type: string }).type)) {
    return no('Diesen Spielzug gibt es in Ganjifa nicht.', 'ziel');
  }
  const seat = (m as { seat: unknown }).seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= SEATS) {
    return no('Diesen Platz gibt es in diesem Spiel nicht: Ganjifa spielen genau drei.', 'ziel');
  }
  const raw = m as unknown as Record<string, unknown>;
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return raw.period === 'day' || raw.period === 'night' ? null : no('Zur Wahl stehen nur Tag und Nacht.', 'tag-oder-nacht');
    case 'LEAD_DUKAL': {
      if (!Array.isArray(raw.cards)) return no('Für eine Dukal-Sequenz wählst du mehrere Karten einer Farbe aus.', 'dukal');
      for (const c of raw.cards) if (!isCardId(c)) return no(`„${String(c)}“ ist keine Karte dieses Spiels.`, 'karten');
      return null;
    }
    default: {
      if (Array.isArray(raw.card) || 'cards' in raw) {
        if (m.type === 'LEAD') return no('Ausgespielt wird genau eine Karte – mehrere zusammen nur als Dukal-Sequenz.', 'ausspielen');
        if (m.type === 'PLAY') return no('Beim Bedienen legst du genau eine Karte.', 'bedienen');
        return no('Gegen ein Dukal wirfst du die Karten einzeln ab, eine nach der anderen.', 'abwerfen');
      }
      if (!isCardId(raw.card)) return no(`„${String(raw.card)}“ ist keine Karte dieses Spiels.`, 'karten');
      return null;
    }
  }
}

/** „Du bist nicht am Zug“ while a trick is being followed. */
function notYourTurnInTrick(s: GanjifaState, seat: number): Verdict {
  if (s.trick.some((p) => p.seat === seat)) return no('Du hast zu diesem Stich schon eine Karte gelegt.', 'bedienen');
  return no('Du bist noch nicht am Zug: Reihum wird gegen den Uhrzeigersinn gespielt, und vor dir ist noch jemand dran.', 'bedienen');
}

/** „Du bist nicht am Zug“ at the start of a trick. */
function notYourLead(s: GanjifaState): Verdict {
  if (s.trickNo === 1) {
    return no(
      `Du bist nicht am Zug: Den Eröffnungsstich spielt aus, wer ${cardWithArticle(trumpRajaOf(s.period!), 'akk')} hält.`,
      'eroeffnungsstich',
    );
  }
  return no('Du bist nicht am Zug: Ausspielen darf nur, wer den letzten Stich gewonnen hat.', 'ausspielen');
}

/** Refusals during the discards against a Dukal, for a seat that may not discard now. */
function notYourDiscard(s: GanjifaState, seat: number): Verdict {
  const d = s.dukal!;
  if (seat === d.seat) return no('Du hast das Dukal ausgespielt: Abwerfen müssen nur die beiden Gegner.', 'abwerfen');
  const done = s.discards.filter((p) => p.seat === seat).length;
  if (done >= d.m) return no(`Du hast schon alle ${d.m} Karten abgeworfen.`, 'abwerfen');
  return no(`Du bist noch nicht dran: Erst wirft der Gegner vor dir alle ${d.m} Karten ab, dann du.`, 'abwerfen');
}

function checkLead(s: GanjifaState, m: Extract<GanjifaMove, { type: 'LEAD' }>): Verdict {
  if (s.phase === 'FOLLOW') {
    return m.seat === s.toAct
      ? no('Der Stich ist schon eröffnet: Du spielst jetzt nicht aus, sondern legst eine Karte dazu.', 'bedienen')
      : notYourTurnInTrick(s, m.seat);
  }
  if (s.phase === 'DUKAL_DISCARD') return no('Gerade liegt ein Dukal auf dem Tisch: Jetzt wird abgeworfen, nicht ausgespielt.', 'abwerfen');
  if (m.seat !== s.leader) return notYourLead(s);
  const hand = s.hands[m.seat]!;
  if (hand.indexOf(m.card) === -1) return notInHand(m.card, s.trickNo === 1 ? 'eroeffnungsstich' : 'ausspielen');
  if (s.trickNo === 1 && m.card !== trumpRajaOf(s.period!)) {
    const raja = trumpRajaOf(s.period!);
    return no(
      `Den Eröffnungsstich musst du mit ${cardWithArticle(raja, 'dat')} beginnen: Der Trumpf-Raja eröffnet jedes Geben, allein und vor jeder anderen Karte.`,
      'eroeffnungsstich',
    );
  }
  return OK;
}

function checkLeadDukal(s: GanjifaState, m: Extract<GanjifaMove, { type: 'LEAD_DUKAL' }>): Verdict {
  if (s.phase === 'FOLLOW') {
    return no('Ein Dukal darf nur spielen, wer einen Stich eröffnet – beim Bedienen legst du genau eine Karte.', 'dukal');
  }
  if (s.phase === 'DUKAL_DISCARD') {
    return no('Gerade liegt schon ein Dukal auf dem Tisch: Jetzt wird abgeworfen, eine Karte nach der anderen.', 'abwerfen');
  }
  if (m.seat !== s.leader) return notYourLead(s);
  if (s.trickNo === 1) {
    return no(
      `Ein Dukal darf das Geben nicht eröffnen: Der Eröffnungsstich beginnt immer mit ${cardWithArticle(trumpRajaOf(s.period!), 'dat')} allein.`,
      'eroeffnungsstich',
    );
  }
  const hand = s.hands[m.seat]!;
  for (const c of m.cards) if (hand.indexOf(c) === -1) return notInHand(c, 'dukal');
  const why = whyNotDukal(m.cards);
  if (why !== null) return no(why, 'dukal');
  for (let i = 1; i < m.cards.length; i++) {
    if (cardIndex(m.cards[i]!) < cardIndex(m.cards[i - 1]!)) {
      return no('Die Karten eines Dukals werden in fester Reihenfolge genannt: die Zahlen aufsteigend, dann Mantri und Raja.', 'dukal');
    }
  }
  for (let o = 0; o < SEATS; o++) {
    if (o !== m.seat && m.cards.length > s.hands[o]!.length) {
      return no('Dein Dukal ist zu groß: Es darf nicht mehr Karten haben, als jeder Gegner noch auf der Hand hält.', 'dukal');
    }
  }
  return OK;
}

function checkPlay(s: GanjifaState, m: Extract<GanjifaMove, { type: 'PLAY' }>): Verdict {
  if (s.phase === 'LEAD') {
    return m.seat === s.leader ? no('Der Stich ist noch leer: Du bist mit Ausspielen dran.', 'ausspielen') : notYourLead(s);
  }
  if (s.phase === 'DUKAL_DISCARD') {
    return m.seat === s.toAct
      ? no('Gegen ein Dukal wird nicht bedient, sondern abgeworfen – dabei ist jede Farbe erlaubt.', 'abwerfen')
      : notYourDiscard(s, m.seat);
  }
  if (m.seat !== s.toAct) return notYourTurnInTrick(s, m.seat);
  const hand = s.hands[m.seat]!;
  if (hand.indexOf(m.card) === -1) return notInHand(m.card, 'bedienen');
  if (!isLegalFollow(hand, m.card, s.ledSuit!, s.trumpSuit!)) return whyNotFollow(hand, m.card, s.ledSuit!, s.trumpSuit!);
  return OK;
}

function checkDiscard(s: GanjifaState, m: Extract<GanjifaMove, { type: 'DISCARD' }>): Verdict {
  if (s.phase !== 'DUKAL_DISCARD') {
    return no('Abgeworfen wird nur gegen ein Dukal – gerade liegt keins auf dem Tisch.', 'abwerfen');
  }
  if (m.seat !== s.toAct) return notYourDiscard(s, m.seat);
  if (s.hands[m.seat]!.indexOf(m.card) === -1) return notInHand(m.card, 'abwerfen');
  return OK;
}

export function check(s: GanjifaState, m: GanjifaMove): Verdict {
  const shape = checkShape(m);
  if (shape) return shape;
  if (s.phase === 'GAME_OVER') return no('Das Geben ist schon vorbei: Alle Hände sind leer, jetzt wird gezählt.', 'wertung');
  if (s.phase === 'CHOOSE_PERIOD' && m.type !== 'CHOOSE_PERIOD') {
    return no('Zuerst wird Tag oder Nacht gewählt – erst danach wird gegeben.', 'tag-oder-nacht');
  }
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      if (s.phase !== 'CHOOSE_PERIOD') {
        return no(
          'Tag oder Nacht ist schon gewählt: Die Wahl gilt für das ganze Geben und lässt sich nicht mehr ändern.',
          'tag-oder-nacht',
        );
      }
      if (m.seat !== s.toAct)
        return no('Tag oder Nacht wählt vor dem Geben allein der Mensch am Tisch – die Computergegner wählen nie.', 'tag-oder-nacht');
      return OK;
    case 'LEAD':
      return checkLead(s, m);
    case 'LEAD_DUKAL':
      return checkLeadDukal(s, m);
    case 'PLAY':
      return checkPlay(s, m);
    case 'DISCARD':
      return checkDiscard(s, m);
  }
}
