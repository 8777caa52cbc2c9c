/**
 * „Übungen“ for Durak (issue 17): six rules kinds over core/drills.ts, each named with its section
 * of shared/rules/durak.md and the engine call that decides it. Every position comes from random
 * play from a seeded deal; every answer comes from the engine (`legalMoves`, `play` and its
 * events, the bout limit), every reason for a wrongly chosen card from `check`.
 */
import { drillGame, type DrillKind, type DrillLevel } from '../core/drills';
import { randomInt, type Random } from '../core/rng';
import { capitalize, cardsText, isDu, joinAnd, nameInText, nameOf, plural, subjectVerb } from '../core/text';
import { RANK_NAMES, cardWithArticle, rankOf, rankWithArticle, suitOf } from './cards';
import { check } from './check';
import { DURAK_NAMES } from './kit';
import { MAX_ATTACK, makeThrowOrder } from './position';
import { durakPlay } from './rules';
import type { DurakEvent, DurakMove, DurakOptions, DurakState } from './types';

type Kind<Q> = DrillKind<DurakState, Q, DurakOptions>;

const The = (card: string): string => capitalize(cardWithArticle(card, 'nom'));
const seatChoices = (s: DurakState): string[] => s.active.flatMap((a, i) => (a ? [String(i)] : []));

/** Two players normally; „schwerer“ seats three to five. */
function players(level: DrillLevel, rng: Random, min = 2): number {
  return level === 0 ? Math.max(min, 2 + randomInt(rng, 2)) : 3 + randomInt(rng, 3);
}

function defenceCount(s: DurakState): number {
  let k = 0;
  for (const p of s.table) if (p.defence !== null) k++;
  return k;
}

/** The cards of the legal moves of one type (engine `legalMoves`). */
function legalCards(s: DurakState, type: 'THROW_IN' | 'TRANSFER'): string[] {
  return durakPlay.legalMoves(s).flatMap((m) => (m.type === type ? [m.card] : []));
}

/** The state after `move`, and its events (engine `play`). */
function after(s: DurakState, move: DurakMove): { state: DurakState; events: DurakEvent[] } {
  const state = durakPlay.play(s, move);
  return { state, events: state.events };
}

// ---------------------------------------------------------------------------------------------
// 1. Welche Karten schlagen diese Karte? (§3, M2 DEFEND)

interface BeatQ {
  attackCard: string;
}

/** Decided by `legalMoves`: the DEFEND moves against `attackCard`. */
function beatingCards(s: DurakState, attackCard: string): string[] {
  return durakPlay.legalMoves(s).flatMap((m) => (m.type === 'DEFEND' && m.attackCard === attackCard ? [m.card] : []));
}

const schlagen: Kind<BeatQ> = {
  id: 'durak-schlagen',
  title: 'Welche Karten schlagen diese Karte?',
  section: '§3 Card comparison, §5.3 M2 DEFEND',
  rule: 'abwehren',
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (DEFEND moves against the card); reasons from check(DEFEND)',
  options: (level, rng) => ({ players: players(level, rng), transfer: false }),
  find(s, level, rng) {
    if (s.phase !== 'DEFEND') return null;
    const hand = s.hands[s.defender]!;
    if (level === 1 && hand.length < 7) return null;
    const open = s.table.filter((p) => p.defence === null);
    const attackCard = open[randomInt(rng, open.length)]!.attack;
    const good = beatingCards(s, attackCard).length;
    return good >= 1 && good < hand.length ? { attackCard } : null;
  },
  question: (_s, q) => `Welche deiner Karten schlagen ${cardWithArticle(q.attackCard, 'akk')}?`,
  choices: (s) => s.hands[s.defender]!.slice(),
  solve: (s, q) => beatingCards(s, q.attackCard),
  whyWrong(s, q, card) {
    const v = check(s, { type: 'DEFEND', seat: s.defender, attackCard: q.attackCard, card });
    return v.ok ? { reason: '', rule: 'abwehren' } : { reason: v.reason, rule: v.rule };
  },
  whyRight(s, q, card) {
    const trump = suitOf(card) === s.trumpSuit && suitOf(q.attackCard) !== s.trumpSuit;
    const why = trump ? 'ein Trumpf schlägt jede Karte einer anderen Farbe' : 'gleiche Farbe und höher';
    return { reason: `${The(card)} schlägt ${cardWithArticle(q.attackCard, 'akk')} – ${why}.`, rule: 'abwehren' };
  },
};

// ---------------------------------------------------------------------------------------------
// 2. Welche Karten darfst du nachlegen? (§5.3 M4 THROW_IN, D8, D9)

/** Decided by `legalMoves`: the THROW_IN moves of the polled seat. */
const throwIns = (s: DurakState): string[] => legalCards(s, 'THROW_IN');

const nachlegen: Kind<Record<string, never>> = {
  id: 'durak-nachlegen',
  title: 'Welche Karten darfst du nachlegen?',
  section: '§5.3 M4 THROW_IN (D8, D9, D10)',
  rule: 'nachlegen',
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (THROW_IN moves of the polled seat); reasons from check(THROW_IN)',
  options: (level, rng) => ({ players: players(level, rng), transfer: false }),
  find(s, level) {
    if (s.phase !== 'THROW_IN') return null;
    const seat = s.throwOrder[s.cursor]!;
    if (level === 1 && seat === s.attacker && s.table.length < 2) return null;
    const n = throwIns(s).length;
    return n >= 1 && n < s.hands[seat]!.length ? {} : null;
  },
  question: () => 'Alle offenen Karten sind abgewehrt. Welche deiner Karten darfst du jetzt nachlegen?',
  choices: (s) => s.hands[s.throwOrder[s.cursor]!]!.slice(),
  solve: (s) => throwIns(s),
  whyWrong(s, _q, card) {
    const v = check(s, { type: 'THROW_IN', seat: s.throwOrder[s.cursor]!, card });
    return v.ok ? { reason: '', rule: 'nachlegen' } : { reason: v.reason, rule: v.rule };
  },
  whyRight: (_s, _q, card) => ({
    reason: `${The(card)} darfst du nachlegen: ${capitalize(rankWithArticle(rankOf(card), 'nom', 'unbestimmt'))} liegt schon auf dem Tisch.`,
    rule: 'nachlegen',
  }),
};

// ---------------------------------------------------------------------------------------------
// 3. Wie viele Karten dürfen noch nachgelegt werden? (D10, §5.1 limit)

/** Decided by the engine's bout limit (`state.limit`, set by play at the start of the bout, D10) minus the table. */
const stillAllowed = (s: DurakState): number => s.limit - s.table.length;

const limit: Kind<Record<string, never>> = {
  id: 'durak-limit',
  title: 'Wie viele Karten dürfen noch dazukommen?',
  section: '§5.1 limit, D10',
  rule: 'nachlegen',
  shape: 'number',
  legality: false,
  decidedBy: 'state.limit from play (the defender’s hand at the start of the bout, at most 6, D10) minus the attack cards on the table',
  options: (level, rng) => ({ players: players(level, rng), transfer: false }),
  find(s, level) {
    if (s.phase !== 'THROW_IN') return null;
    if (durakPlay.legalMoves(s).length < 2) return null;
    // Normal: any bout; „schwerer“: only bouts where the defender's hand limits the attack.
    return level === 1 && s.limit >= MAX_ATTACK ? null : {};
  },
  stop: 0.5,
  question: (s, _q, names) =>
    `${s.table.length === 1 ? 'Eine Angriffskarte liegt' : `${s.table.length} Angriffskarten liegen`} auf dem Tisch, alle abgewehrt. ` +
    `Wie viele Karten dürfen in diesem Zug höchstens noch nachgelegt werden – von allen zusammen, gegen ${isDu(names, s.defender) ? 'dich' : nameOf(names, s.defender)}?`,
  choices: () => ['0', '1', '2', '3', '4', '5'],
  solve: (s) => stillAllowed(s),
  whyWrong: (s, _q, item) => ({ reason: limitReason(s, Number(item)), rule: 'nachlegen' }),
  whyRight: (s) => ({ reason: limitReason(s, null), rule: 'nachlegen' }),
};

function limitReason(s: DurakState, given: number | null): string {
  const start = s.hands[s.defender]!.length + defenceCount(s);
  const cap =
    s.limit >= MAX_ATTACK
      ? `Mehr als ${MAX_ATTACK} Angriffskarten sind in einem Zug nie erlaubt`
      : `Der Verteidiger hatte zu Beginn seiner Abwehr ${cardsText(start)}, also ${s.limit === 1 ? 'darf' : 'dürfen'} höchstens ${plural(s.limit, 'Angriffskarte', 'Angriffskarten')} liegen`;
  const rest = stillAllowed(s);
  const pre = given === null ? '' : `Nicht ${given}: `;
  const lying = s.table.length === 1 ? 'eine liegt' : `${s.table.length} liegen`;
  return `${pre}${cap}; ${lying} schon, also ${rest === 1 ? 'darf noch eine' : `dürfen noch ${rest}`} dazukommen.`;
}

// ---------------------------------------------------------------------------------------------
// 4. Darfst du weiterreichen, und mit welchen Karten? (M6, D17, D22)

/** Decided by `legalMoves`: the TRANSFER moves of the defender. */
const transfers = (s: DurakState): string[] => legalCards(s, 'TRANSFER');

const weiterreichen: Kind<Record<string, never>> = {
  id: 'durak-weiterreichen',
  title: 'Mit welchen Karten darfst du weiterreichen?',
  section: '§8 Weiterreichen, §5.3 M6 TRANSFER (D17, D22)',
  rule: 'weiterreichen',
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (TRANSFER moves of the defender); reasons from check(TRANSFER)',
  options: (level, rng) => ({ players: players(level, rng, 3), transfer: true }),
  find(s, level) {
    if (s.phase !== 'DEFEND' || durakPlay.legalMoves(s).length < 2) return null;
    const hand = s.hands[s.defender]!;
    if (!hand.some((c) => rankOf(c) === s.firstRank)) return null;
    const n = transfers(s).length;
    // „schwerer“: only the cases where a card of the rank is there but passing on is barred.
    if (level === 1 && n > 0) return null;
    return n < hand.length ? {} : null;
  },
  stop: 0.6,
  question: () => 'Weiterreichen ist vereinbart. Mit welchen deiner Karten darfst du den Angriff jetzt weiterreichen?',
  choices: (s) => s.hands[s.defender]!.slice(),
  solve: (s) => transfers(s),
  whyWrong(s, _q, card) {
    const v = check(s, { type: 'TRANSFER', seat: s.defender, card });
    return v.ok ? { reason: '', rule: 'weiterreichen' } : { reason: v.reason, rule: v.rule };
  },
  whyRight: (s, _q, card) => ({
    reason: `${The(card)} hat den Wert der ersten Angriffskarte (${RANK_NAMES[s.firstRank!]}), und der nächste Spieler hat genug Karten für alle Angriffskarten.`,
    rule: 'weiterreichen',
  }),
};

// ---------------------------------------------------------------------------------------------
// 5. Wer greift als Nächstes an? (§5.5 RESOLVE, D14, D15)

interface NextQ {
  /** The decision that ends the bout: the defender takes, or the last polled seat passes. */
  move: 'TAKE' | 'PASS';
}

/** The decision of seat 0 that can end the bout: taking (defender) or the last pass of the poll. */
function boutEnd(s: DurakState): NextQ | null {
  if (durakPlay.legalMoves(s).length < 2) return null;
  if (s.phase === 'DEFEND') return { move: 'TAKE' };
  return s.phase === 'THROW_IN' && s.cursor === s.throwOrder.length - 1 ? { move: 'PASS' } : null;
}

const suppose = (q: NextQ): string =>
  q.move === 'TAKE'
    ? 'Angenommen, du nimmst jetzt auf'
    : 'Du bist als Letzter gefragt. Angenommen, du passt jetzt und der Zug ist abgewehrt';

/** Decided by `play`: the attacker of the state after the move (or null when the game ends). */
function nextAttacker(s: DurakState, q: NextQ): number | null {
  const seat = durakPlay.toAct(s)!;
  const { state } = after(s, { type: q.move, seat });
  return state.phase === 'GAME_OVER' ? null : state.attacker;
}

const naechsterAngreifer: Kind<NextQ> = {
  id: 'durak-naechster-angreifer',
  title: 'Wer greift als Nächstes an?',
  section: '§5.5 RESOLVE, CHECK_END (D14, D15)',
  rule: 'aufnehmen',
  shape: 'seat',
  legality: false,
  decidedBy: 'play(TAKE or PASS): the attacker of the next bout in the resulting state',
  options: (level, rng) => ({ players: players(level, rng, 3), transfer: false }),
  find(s) {
    const q = boutEnd(s);
    return q === null || nextAttacker(s, q) === null ? null : q;
  },
  question: (_s, q) => `${suppose(q)}: Wer greift im nächsten Zug an?`,
  choices: (s) => seatChoices(s),
  solve: (s, q) => nextAttacker(s, q)!,
  whyWrong: (s, q, _item, names) => ({ reason: nextReason(s, q, names), rule: q.move === 'TAKE' ? 'aufnehmen' : 'nachziehen' }),
  whyRight: (s, q, _item, names) => ({ reason: nextReason(s, q, names), rule: q.move === 'TAKE' ? 'aufnehmen' : 'nachziehen' }),
};

function nextReason(s: DurakState, q: NextQ, names: readonly string[]): string {
  const who = nextAttacker(s, q)!;
  const name = nameOf(names, who);
  const skip = (from: number): string => {
    const first = (from + 1) % s.options.players;
    return first === who
      ? ''
      : ` ${subjectVerb(names, first, 'bist', 'ist')} dann schon ausgeschieden, also ${who === 0 ? 'bist du' : `ist ${name}`} dran.`;
  };
  if (q.move === 'TAKE') {
    return `Wer aufnimmt, setzt aus: Es greift der Spieler nach dem Verteidiger an.${skip(s.defender)}`;
  }
  return who === s.defender
    ? `Ist der Angriff abgewehrt, greift der Verteidiger als Nächster an – hier ${nameInText(names, s.defender)}.`
    : `Ist der Angriff abgewehrt, greift der Verteidiger an; ist er ausgeschieden, der nächste Spieler danach – hier ${nameInText(names, who)}.`;
}

// ---------------------------------------------------------------------------------------------
// 6. Wer bekommt die offene Trumpfkarte? (§5.5 DRAW, D13, D20)

/** Decided by `play(TAKE or PASS)`: the seat of the Drew event with gotTrumpCard. */
function trumpCardTo(s: DurakState, q: NextQ): number | null {
  const { events } = after(s, { type: q.move, seat: durakPlay.toAct(s)! });
  for (const e of events) if (e.type === 'Drew' && e.gotTrumpCard) return e.seat;
  return null;
}

const trumpfkarte: Kind<NextQ> = {
  id: 'durak-trumpfkarte',
  title: 'Wer bekommt die offene Trumpfkarte?',
  section: '§5.5 DRAW (D13, D20)',
  rule: 'nachziehen',
  shape: 'seat',
  legality: false,
  decidedBy: 'play(TAKE or PASS): the Drew event with gotTrumpCard',
  options: (level, rng) => ({ players: players(level, rng, 3), transfer: false }),
  find(s, level) {
    // (cheap first: the talon can only run out when the hands need at least as many cards)
    if (s.talon.length === 0 || s.talon.length > 6 * s.options.players) return null;
    const q = boutEnd(s);
    const to = q && trumpCardTo(s, q);
    // „schwerer“: more players, and the trump card goes to someone else than you.
    return to === null || to === undefined || (level === 1 && to === 0) ? null : q;
  },
  stop: 0.8,
  question: (s, q) =>
    `Im Stapel ${s.talon.length === 1 ? 'liegt nur noch die offene Trumpfkarte' : `liegen noch ${cardsText(s.talon.length)}, die letzte ist die offene Trumpfkarte`}. ` +
    `${suppose(q)}: Wer bekommt beim Nachziehen die Trumpfkarte?`,
  choices: (s) => seatChoices(s),
  solve: (s, q) => trumpCardTo(s, q)!,
  whyWrong: (s, q, _item, names) => ({ reason: drawReason(s, q, names), rule: 'nachziehen' }),
  whyRight: (s, q, _item, names) => ({ reason: drawReason(s, q, names), rule: 'nachziehen' }),
};

function drawReason(s: DurakState, q: NextQ, names: readonly string[]): string {
  const order = [...makeThrowOrder(s.active, s.attacker, s.defender), s.defender];
  const who = trumpCardTo(s, q)!;
  const list = joinAnd(order.map((p) => nameInText(names, p)));
  return `Nachgezogen wird der Reihe nach bis sechs Karten: erst der Angreifer, dann die anderen im Uhrzeigersinn, der Verteidiger zuletzt (${list}). Die Trumpfkarte ist die letzte Karte des Stapels – ${who === 0 ? 'du bekommst sie' : `sie bekommt ${nameOf(names, who)}`}.`;
}

// ---------------------------------------------------------------------------------------------

export const DURAK_DRILL_KINDS = [schlagen, nachlegen, limit, weiterreichen, naechsterAngreifer, trumpfkarte] as const;

export const durakDrills = drillGame('durak', durakPlay, DURAK_DRILL_KINDS, DURAK_NAMES, (s) => s.options.players);
