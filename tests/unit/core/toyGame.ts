/**
 * Tiny games used to test the generic core (codec, machines, input, scores) independently of any
 * real game: „Hölzchen“ here, „Kärtchen“ (cards, targets, rounds with scores) further down.
 *
 * „Hölzchen“: a pile of sticks; the seat to act takes 1..3 sticks (`NEHMEN`, optionally with one of
 * `variants` marks, so tests can blow up the number of legal moves). A seat that has taken at least
 * `goal` sticks is done and is skipped. The game ends when the pile is empty or at most one seat
 * is still playing. Phases: 'ZIEHEN' while the pile holds more than 3 sticks, then 'ENDSPIEL'.
 */
import type { MoveInput } from '../../../src/games/core/input';
import type { GameKit } from '../../../src/games/core/kit';
import { deriveSeed, makeRng, randomInt, shuffle } from '../../../src/games/core/rng';
import { joinAnd, nameOf, subjectVerb } from '../../../src/games/core/text';
import { err, ok, type Bot, type GameEngine, type Result, type Verdict } from '../../../src/games/core/types';

export interface ToyOptions {
  players: number;
  variants: number;
}
export interface ToyMove {
  type: 'NEHMEN';
  seat: number;
  n: number;
  mark: number;
}
export type ToyEvent = { type: 'Start'; pile: number } | { type: 'Genommen'; seat: number; n: number } | { type: 'Fertig'; seat: number };
export interface ToyState {
  options: ToyOptions;
  pile: number;
  taken: number[];
  toAct: number | null;
  events: ToyEvent[];
}
export interface ToyLayout {
  options: ToyOptions;
  pile: number;
  taken?: number[];
  toAct?: number;
}
export interface ToyView {
  seat: number;
  pile: number;
  legal: ToyMove[];
}

export const GOAL = 6;
const active = (s: ToyState, seat: number) => (s.taken[seat] ?? 0) < GOAL;
const nextActive = (s: ToyState, from: number): number | null => {
  const n = s.options.players;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (active(s, seat)) return seat;
  }
  return null;
};
const over = (s: ToyState) => s.pile === 0 || s.taken.filter((t) => t < GOAL).length <= 1;

export const toy: GameEngine<ToyState, ToyMove, ToyOptions, ToyLayout, ToyView, ToyEvent> = {
  id: 'hoelzchen',
  defaultOptions: { players: 3, variants: 1 },
  fromDeck: () => {
    throw new Error('not used');
  },
  deal(options, seed) {
    const rng = makeRng(seed);
    const pile = 20 + randomInt(rng, 10);
    const first = randomInt(rng, options.players);
    return { options, pile, taken: Array(options.players).fill(0), toAct: first, events: [{ type: 'Start', pile }] };
  },
  fromLayout(layout) {
    const s: ToyState = {
      options: layout.options,
      pile: layout.pile,
      taken: layout.taken ?? Array(layout.options.players).fill(0),
      toAct: layout.toAct ?? 0,
      events: [],
    };
    return over(s) ? { ...s, toAct: null } : s;
  },
  phase: (s) => (over(s) ? 'GAME_OVER' : s.pile > 3 ? 'ZIEHEN' : 'ENDSPIEL'),
  toAct: (s) => s.toAct,
  legalMoves(s) {
    if (s.toAct === null) return [];
    const out: ToyMove[] = [];
    for (let n = 1; n <= Math.min(3, s.pile); n++)
      for (let mark = 0; mark < s.options.variants; mark++) out.push({ type: 'NEHMEN', seat: s.toAct, n, mark });
    return out;
  },
  isLegal: (s, m) => toy.check(s, m).ok,
  reasons: async () => toy.check,
  check(s, m) {
    if (s.toAct === null) return { ok: false, reason: 'Das Spiel ist schon vorbei.', rule: 'over' };
    if (m.seat !== s.toAct) return { ok: false, reason: 'Du bist nicht am Zug.', rule: 'reihenfolge' };
    if (m.type !== 'NEHMEN' || !Number.isInteger(m.n) || m.n < 1 || m.n > 3)
      return { ok: false, reason: 'Man nimmt ein bis drei Hölzchen.', rule: 'nehmen' };
    if (m.n > s.pile) return { ok: false, reason: 'So viele Hölzchen liegen nicht mehr da.', rule: 'nehmen' };
    if (!Number.isInteger(m.mark) || m.mark < 0 || m.mark >= s.options.variants)
      return { ok: false, reason: 'Diese Markierung gibt es nicht.', rule: 'nehmen' };
    return { ok: true };
  },
  play(s, m) {
    const v = toy.check(s, m);
    if (!v.ok) throw new Error(v.reason);
    const taken = s.taken.slice();
    taken[m.seat] = (taken[m.seat] ?? 0) + m.n;
    const events: ToyEvent[] = [{ type: 'Genommen', seat: m.seat, n: m.n }];
    if (taken[m.seat]! >= GOAL) events.push({ type: 'Fertig', seat: m.seat });
    const next: ToyState = { ...s, pile: s.pile - m.n, taken, events };
    return { ...next, toAct: over(next) ? null : nextActive(next, m.seat) };
  },
  isOver: over,
  outcome(s) {
    const winners = s.taken.map((_, i) => i).filter((i) => (s.taken[i] ?? 0) >= GOAL);
    const losers = s.taken.map((_, i) => i).filter((i) => (s.taken[i] ?? 0) < GOAL);
    return {
      winners,
      losers,
      places: [winners, losers],
      scores: { rounds: [s.taken.slice()], totals: s.taken.slice(), better: 'hoch', unit: 'Hölzchen' },
    };
  },
  view: (s, seat) => ({ seat, pile: s.pile, legal: s.toAct === seat ? toy.legalMoves(s) : [] }),
  events: (s) => s.events,
  describe: (_s, m, names) => `${names[m.seat]} ${m.seat === 0 ? 'nimmst' : 'nimmt'} ${m.n}`,
  describeEvent: (e, names) =>
    e.type === 'Fertig' ? `${names[e.seat]} ist fertig.` : e.type === 'Start' ? `Es liegen ${e.pile} Hölzchen.` : null,
};

/** Any legal move, uniformly, for either toy game. */
const randomLegal = <V extends { legal: M[] }, M>(view: V, random: () => number): M => view.legal[randomInt(random, view.legal.length)]!;

export const toyRandomBot: Bot<ToyView, ToyMove> = randomLegal;
/** Always takes as many as possible (with the first mark). */
export const toyGreedyBot: Bot<ToyView, ToyMove> = (view) => view.legal.reduce((best, m) => (m.n > best.n ? m : best), view.legal[0]!);

export const toyKit: GameKit<ToyState, ToyMove, ToyOptions, ToyLayout, ToyView, ToyEvent> = {
  rules: toy,
  phases: ['ZIEHEN', 'ENDSPIEL'],
  levels: [
    { id: 'leicht', label: 'Leicht' },
    { id: 'gierig', label: 'Gierig' },
  ],
  bots: async () => ({ levels: { leicht: toyRandomBot, gierig: toyGreedyBot }, hint: toyGreedyBot }),
  optionsCodec: {
    make: (o) => `${o.players}x${o.variants.toString(36)}`,
    parse(s): Result<ToyOptions> {
      const m = /^([2-4])x([0-9a-z]{1,2})$/.exec(s);
      if (!m) return err('Unbekannte Spielregeln.');
      const variants = parseInt(m[2]!, 36);
      if (variants < 1 || variants > 400) return err('Unbekannte Spielregeln.');
      return ok({ players: Number(m[1]), variants });
    },
  },
  seatNames: (o) => ['Du', 'Anna', 'Bernd', 'Clara'].slice(0, o.players),
  settingLabels: ['Spieler', 'Varianten'],
  isSeatDone: (s, seat) => !active(s, seat),
  maxMoves: 200,
};

// =============================================================================================
// „Kärtchen“: a second stand-in game with everything the other three games need from the core —
// a move of several cards (select, then confirm), a move that places a card on a target, buttons,
// and several rounds whose scores carry over.
//
// Twelve cards r1…r6, b1…b6 (rot, blau); each seat gets four per round. On your turn:
//   ABLEGEN   put down a pair of equal numbers (2 points), or a single 1 (1 point);
//   SETZEN    place a card on the column 'links' or 'rechts' — on an empty column, or on a lower
//             number (1 point);
//   PASSEN    a button.
// A round ends when a hand is empty or every seat has passed in a row. Round k (1-based) is dealt
// from deriveSeed(seed, k), inside `play` for k ≥ 2, so the match is a pure function of
// (options, seed, moves); seat (k − 1) mod n starts it. Most points over all rounds win.

export const KARTEN = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6'] as const;
export const ZIELE = ['links', 'rechts'] as const;
export type Ziel = (typeof ZIELE)[number];

export interface KOptions {
  players: number;
  rounds: number;
}
export type KMove =
  | { type: 'ABLEGEN'; seat: number; cards: string[] }
  | { type: 'SETZEN'; seat: number; card: string; target: Ziel }
  | { type: 'PASSEN'; seat: number };
export type KEvent =
  | { type: 'RundeBeginnt'; round: number; starter: number }
  | { type: 'RundeVorbei'; round: number; points: number[] }
  | { type: 'SpielVorbei'; totals: number[] };
export interface KState {
  options: KOptions;
  seed: number;
  round: number;
  hands: string[][];
  columns: Record<Ziel, string[]>;
  toAct: number | null;
  passes: number;
  points: number[];
  rounds: number[][];
  events: KEvent[];
}
export interface KLayout {
  options: KOptions;
  hands: string[][];
  columns?: Partial<Record<Ziel, string[]>>;
  toAct?: number;
}
export interface KView {
  seat: number;
  hand: string[];
  columns: Record<Ziel, string[]>;
  legal: KMove[];
}

const num = (card: string): number => Number(card.slice(1));
const byCanon = (a: string, b: string) => KARTEN.indexOf(a as (typeof KARTEN)[number]) - KARTEN.indexOf(b as (typeof KARTEN)[number]);
const top = (column: readonly string[]): string | undefined => column[column.length - 1];
const fits = (s: KState, card: string, target: Ziel) => {
  const t = top(s.columns[target]);
  return t === undefined || num(t) < num(card);
};
const zero = (n: number) => Array<number>(n).fill(0);

/** Round `round` dealt from deriveSeed(seed, round). */
function dealRound(options: KOptions, seed: number, round: number, rounds: number[][]): KState {
  const deck = shuffle(KARTEN, makeRng(deriveSeed(seed, round)));
  const hands = Array.from({ length: options.players }, (_, p) => deck.slice(4 * p, 4 * p + 4).sort(byCanon));
  const starter = (round - 1) % options.players;
  return {
    options,
    seed,
    round,
    hands,
    columns: { links: [], rechts: [] },
    toAct: starter,
    passes: 0,
    points: zero(options.players),
    rounds,
    events: [{ type: 'RundeBeginnt', round, starter }],
  };
}

function kLegal(s: KState): KMove[] {
  if (s.toAct === null) return [];
  const seat = s.toAct;
  const hand = s.hands[seat]!;
  const out: KMove[] = [];
  for (const c of hand) if (num(c) === 1) out.push({ type: 'ABLEGEN', seat, cards: [c] });
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      if (num(hand[i]!) === num(hand[j]!)) out.push({ type: 'ABLEGEN', seat, cards: [hand[i]!, hand[j]!] });
  for (const c of hand) for (const target of ZIELE) if (fits(s, c, target)) out.push({ type: 'SETZEN', seat, card: c, target });
  out.push({ type: 'PASSEN', seat });
  return out;
}

function kCheck(s: KState, m: KMove): Verdict {
  const no = (reason: string, rule: string): Verdict => ({ ok: false, reason, rule });
  if (s.toAct === null) return no('Das Spiel ist schon vorbei.', 'over');
  if (m.seat !== s.toAct) return no('Du bist gerade nicht an der Reihe.', 'reihenfolge');
  const hand = s.hands[m.seat]!;
  switch (m.type) {
    case 'PASSEN':
      return { ok: true };
    case 'ABLEGEN': {
      if (!Array.isArray(m.cards) || m.cards.some((c) => !hand.includes(c)) || new Set(m.cards).size !== m.cards.length)
        return no('Diese Karten hast du nicht auf der Hand.', 'ablegen');
      if (m.cards.length === 1) return num(m.cards[0]!) === 1 ? { ok: true } : no('Allein ablegen darfst du nur eine 1.', 'ablegen');
      if (m.cards.length !== 2) return no('Du legst ein Paar ab, also genau zwei Karten.', 'ablegen');
      return num(m.cards[0]!) === num(m.cards[1]!) ? { ok: true } : no('Ein Paar sind zwei Karten mit derselben Zahl.', 'ablegen');
    }
    case 'SETZEN':
      if (!hand.includes(m.card)) return no('Diese Karte hast du nicht auf der Hand.', 'setzen');
      if (!ZIELE.includes(m.target)) return no('Diese Spalte gibt es nicht.', 'setzen');
      return fits(s, m.card, m.target) ? { ok: true } : no('Auf eine Spalte kommt nur eine höhere Zahl.', 'setzen');
    default:
      return no('Diesen Spielzug gibt es nicht.', 'ablegen');
  }
}

function kPlay(s: KState, m: KMove): KState {
  const v = kCheck(s, m);
  if (!v.ok) throw new Error(v.reason);
  const n = s.options.players;
  const hands = s.hands.map((h) => h.slice());
  const points = s.points.slice();
  const columns = { links: s.columns.links.slice(), rechts: s.columns.rechts.slice() };
  let passes = 0;
  if (m.type === 'PASSEN') passes = s.passes + 1;
  else if (m.type === 'ABLEGEN') {
    hands[m.seat] = hands[m.seat]!.filter((c) => !m.cards.includes(c));
    points[m.seat] = points[m.seat]! + m.cards.length;
  } else {
    hands[m.seat] = hands[m.seat]!.filter((c) => c !== m.card);
    columns[m.target].push(m.card);
    points[m.seat] = points[m.seat]! + 1;
  }
  const next: KState = { ...s, hands, points, columns, passes, toAct: (m.seat + 1) % n, events: [] };
  if (passes < n && hands[m.seat]!.length > 0) return next;
  // The round is over: its points become a row; the next round is dealt here, inside `play`.
  const rounds = [...s.rounds, points];
  const done: KEvent = { type: 'RundeVorbei', round: s.round, points };
  if (s.round >= s.options.rounds) {
    const totals = rounds.reduce((t, r) => t.map((x, i) => x + r[i]!), zero(n));
    return { ...next, rounds, toAct: null, events: [done, { type: 'SpielVorbei', totals }] };
  }
  const fresh = dealRound(s.options, s.seed, s.round + 1, rounds);
  return { ...fresh, events: [done, ...fresh.events] };
}

function kTotals(s: KState): number[] {
  return s.rounds.reduce((t, r) => t.map((x, i) => x + r[i]!), zero(s.options.players));
}

export const kaertchen: GameEngine<KState, KMove, KOptions, KLayout, KView, KEvent> = {
  id: 'kaertchen',
  defaultOptions: { players: 2, rounds: 2 },
  fromDeck: () => {
    throw new Error('not used');
  },
  deal: (options, seed) => dealRound(options, seed, 1, []),
  fromLayout: (l) => ({
    options: l.options,
    seed: 0,
    round: 1,
    hands: l.hands.map((h) => h.slice().sort(byCanon)),
    columns: { links: l.columns?.links ?? [], rechts: l.columns?.rechts ?? [] },
    toAct: l.toAct ?? 0,
    passes: 0,
    points: zero(l.options.players),
    rounds: [],
    events: [],
  }),
  phase: (s) => (s.toAct === null ? 'GAME_OVER' : 'ZUG'),
  toAct: (s) => s.toAct,
  legalMoves: kLegal,
  check: kCheck,
  isLegal: (s, m) => kCheck(s, m).ok,
  reasons: async () => kCheck,
  play: kPlay,
  isOver: (s) => s.toAct === null,
  outcome(s) {
    if (s.toAct !== null) throw new Error('not over');
    const totals = kTotals(s);
    const best = Math.max(...totals);
    const seats = totals.map((_, i) => i);
    const places = [...new Set(totals)].sort((a, b) => b - a).map((t) => seats.filter((i) => totals[i] === t));
    return {
      winners: seats.filter((i) => totals[i] === best),
      losers: seats.filter((i) => totals[i] !== best),
      places,
      scores: { rounds: s.rounds.map((r) => r.slice()), totals, better: 'hoch', unit: 'Punkte' },
    };
  },
  view: (s, seat) => ({ seat, hand: s.hands[seat] ?? [], columns: s.columns, legal: s.toAct === seat ? kLegal(s) : [] }),
  events: (s) => s.events,
  describe(_s, m, names) {
    if (m.type === 'ABLEGEN') return `${subjectVerb(names, m.seat, 'legst', 'legt')} ${joinAnd(m.cards)} ab.`;
    if (m.type === 'SETZEN') return `${subjectVerb(names, m.seat, 'setzt', 'setzt')} ${m.card} nach ${m.target}.`;
    return `${subjectVerb(names, m.seat, 'passt', 'passt')}.`;
  },
  describeEvent(e, names) {
    if (e.type === 'RundeBeginnt') return `Runde ${e.round}: ${nameOf(names, e.starter)} beginnt.`;
    if (e.type === 'RundeVorbei') return `Runde ${e.round} ist vorbei.`;
    return 'Das Spiel ist vorbei.';
  },
};

/** The card input: ABLEGEN is cards only, SETZEN one card and a column, PASSEN a button. */
export const kInput: MoveInput<KState, KMove> = {
  selectionOf: (m) =>
    m.type === 'ABLEGEN' ? { cards: m.cards, target: null } : m.type === 'SETZEN' ? { cards: [m.card], target: m.target } : null,
  attempt(_s, seat, sel) {
    if (sel.cards.length === 0) return null;
    if (sel.target !== null) return { type: 'SETZEN', seat, card: sel.cards[0]!, target: sel.target as Ziel };
    return { type: 'ABLEGEN', seat, cards: sel.cards };
  },
};

const kValue = (m: KMove) => (m.type === 'ABLEGEN' ? 10 * m.cards.length : m.type === 'SETZEN' ? 5 - num(m.card) / 10 : 0);
/** Takes the most points now: a pair, then a single 1, then the lowest card to place. */
export const kGreedyBot: Bot<KView, KMove> = (view) =>
  view.legal.reduce((best, m) => (kValue(m) > kValue(best) ? m : best), view.legal[0]!);
export const kRandomBot: Bot<KView, KMove> = randomLegal;

export const kaertchenKit: GameKit<KState, KMove, KOptions, KLayout, KView, KEvent> = {
  rules: kaertchen,
  phases: ['ZUG'],
  levels: [
    { id: 'zufall', label: 'Zufall' },
    { id: 'gierig', label: 'Gierig' },
  ],
  bots: async () => ({ levels: { zufall: kRandomBot, gierig: kGreedyBot }, hint: kGreedyBot }),
  optionsCodec: {
    make: (o) => `${o.players}r${o.rounds}`,
    parse(s): Result<KOptions> {
      const m = /^([23])r([1-3])$/.exec(s);
      return m ? ok({ players: Number(m[1]), rounds: Number(m[2]) }) : err('Unbekannte Spielregeln.');
    },
  },
  seatNames: (o) => ['Du', 'Anna', 'Bernd'].slice(0, o.players),
  settingLabels: ['Spieler'],
};
