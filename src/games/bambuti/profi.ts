/**
 * Bambuti „Profi“: the game-specific half of the ISMCTS search (src/games/core/ismcts.ts).
 *
 * - Determinizer (from the view only): everything public stays as it is — both rows' top cards,
 *   the stack heights, the markers, drums left, scores, Wertungen, the pile count and both hand
 *   counts; the deciding seat's own hand (or, while arranging, its five cards to arrange) stays
 *   too. So do the covered cards under the tops: each was a top card, face up to both seats, before
 *   it was covered (view.verdeckt; the table does not show them, B18, but both have seen them), so
 *   they stay in their stacks, in order. Only the masks nobody can see are dealt at random from
 *   the rest: the opponent's hand, the pile, the cards at the bottom of a stack that were never
 *   face up (only a tutorial's or test's layout has them) and, while arranging, the opponent's five
 *   cards and both hands. When the opponent has already arranged face down (seat 1 deciding in
 *   `anordnen`), its five cards are laid out in a random allowed order.
 * - Tree: the root has every legal move (view.legal, the arrangements included: at most a few
 *   dozen, keyed by their card order); below it a placement decision keeps only the best few
 *   placements by the „Fortgeschritten“ heuristic, the opponent's only the heuristic's choice.
 * - Playouts: `maxPlayoutMoves` is 0 and `rewards` plays on by itself on small typed arrays (no
 *   views, no move objects; 2–3× the engine's speed): the heuristic of bots.ts — the placement
 *   with the best marker balance (a symmetry Wertung and a wanted drum Wertung count that balance
 *   again), drums for a large lead or when they would otherwise go unused — with a random legal
 *   placement now and then, for ROLLOUT_DEPTH placements, then an estimate (see there). Its
 *   generator is the search's own, handed over by `determinize`, so answers stay reproducible.
 * - The rollout lives in rollout.ts.
 * - Rewards: mostly the point margin (tanh), partly win 1 / draw ½ / loss 0.
 */
import { frozenMoveKeys, perView, profiBot, type SearchGame } from '../core/ismcts';
import { shuffleFront, type Random } from '../core/rng';
import type { CardId, Seat } from '../core/types';
import { drumWanted } from './bots';
import { MASK_IDS, MASK_INDEX, farbeIndex, wertOf } from './cards';
import { actorOf, allowedArrangements, isOver, legalMoves, play, playLegal } from './play';
import { topOf } from './position';
import type { Anzeiger, BambutiMove, BambutiState, BambutiView } from './types';
import { MARK, rollout } from './rollout';

export { rollout } from './rollout';

/**
 * Iterations per searched decision (fixed, so a Profi game replays from its link). Chosen so that
 * a decision takes well under 150 ms at the 95th percentile here (bench/bambuti.profi.ts).
 */
export const BAMBUTI_PROFI_ITERATIONS = 2000;

/** Rewards: this share follows the point margin (tanh(margin / MARGIN_SCALE)), the rest win/draw/loss. */
const MARGIN_WEIGHT = 0.7;
const MARGIN_SCALE = 15;
/** Placements per decision of the searching seat the tree considers below the root (treeMoves). */
const TREE_WIDTH = 6;
/** The same for the opponent: its heuristic choice only (the tree branches on the own moves and the deals). */
const OPPONENT_WIDTH = 1;

/** Sorts distinct masks into canonical order in place (insertion sort: a hand at most; index = colour · 10 + value − 1). */
function sortByIndex(cards: CardId[]): CardId[] {
  for (let a = 1; a < cards.length; a++) {
    const c = cards[a]!;
    const x = farbeIndex(c) * 10 + wertOf(c);
    let b = a;
    for (; b > 0 && farbeIndex(cards[b - 1]!) * 10 + wertOf(cards[b - 1]!) > x; b--) cards[b] = cards[b - 1]!;
    cards[b] = c;
  }
  return cards;
}

/**
 * The masks the view's seat has not seen (canonical order): the opponent's hand, the pile, the
 * never-seen bottoms of the stacks and, while arranging, the face-down cards and both hands.
 */
export function unseen(view: BambutiView): CardId[] {
  const known = new Uint8Array(MASK_IDS.length);
  for (const c of view.hand) known[MASK_INDEX[c]!] = 1;
  for (const c of view.zuOrdnen) known[MASK_INDEX[c]!] = 1;
  for (const row of view.tops) for (const c of row) if (c) known[MASK_INDEX[c]!] = 1;
  for (const row of view.verdeckt) for (const stack of row) for (const c of stack) known[MASK_INDEX[c]!] = 1;
  const out: CardId[] = [];
  for (let i = 0; i < MASK_IDS.length; i++) if (!known[i]) out.push(MASK_IDS[i]!);
  return out;
}

/** What every sample of one view shares (a search samples the same view thousands of times). */
interface Prepared {
  unseen: CardId[];
  /** Per stack: the cards at its bottom that were never face up (after the reveal). */
  ungesehen: number[][];
  /** The stacks, when no stack has such cards (a dealt game): the same in every sample. */
  auslage: CardId[][][] | null;
}

const prepare = perView((view: BambutiView): Prepared => {
  const ungesehen = view.hoehen.map((row, r) => row.map((h, j) => h - 1 - view.verdeckt[r]![j]!.length));
  const known = view.phase !== 'anordnen' && ungesehen.every((row) => row.every((n) => n === 0));
  const auslage = known ? view.tops.map((row, r) => row.map((top, j) => [...view.verdeckt[r]![j]!, top!])) : null;
  return { unseen: unseen(view), ungesehen, auslage };
});

export function determinize(view: BambutiView, random: Random): BambutiState {
  const seat = view.seat;
  const other = 1 - seat;
  const prep = prepare(view);
  const pool = prep.unseen.slice();
  shuffleFront(pool, pool.length - 1, random);
  let next = 0;
  const take = (n: number): CardId[] => {
    const out = pool.slice(next, next + n);
    next += n;
    return out;
  };

  if (view.phase === 'anordnen') {
    // Hands are taken only after the reveal: both are hidden, the seat's own included.
    const zuOrdnen: CardId[][] = [[], []];
    const auslage: CardId[][][] = [
      [[], [], [], [], []],
      [[], [], [], [], []],
    ];
    for (const s of [0, 1] as Seat[]) {
      if (s === seat) {
        zuOrdnen[s] = view.zuOrdnen.slice();
        if (view.angeordnet[s]) auslage[s] = view.tops[s]!.map((c) => [c!]);
      } else {
        const cards = sortByIndex(take(5));
        if (view.angeordnet[s]) {
          const orders = allowedArrangements(cards);
          auslage[s] = orders[Math.floor(random() * orders.length)]!.map((c) => [c]);
        } else zuOrdnen[s] = cards;
      }
    }
    const hand = [sortByIndex(take(view.handCounts[0]!)), sortByIndex(take(view.handCounts[1]!))];
    return {
      options: view.options,
      phase: 'anordnen',
      toAct: view.options.startSeat,
      nachziehstapel: take(view.nachziehstapel),
      auslage,
      // No card is covered before the reveal.
      ungesehen: view.hoehen.map((row) => row.map(() => 0)),
      zuOrdnen,
      hands: hand,
      trommeln: view.trommeln.slice(),
      anzeiger: view.anzeiger.slice(),
      punkte: view.punkte.slice(),
      wertungen: view.wertungen.slice(),
      events: [],
    };
  }

  const hand: CardId[][] = [[], []];
  hand[seat] = view.hand.slice();
  hand[other] = sortByIndex(take(view.handCounts[other]!));
  const nachziehstapel = take(view.nachziehstapel);
  // Each stack: the cards never face up at its bottom (the rest of the unseen cards), then the
  // covered cards both seats saw as tops (where they lie), then the top.
  // (Samples share the stacks when nothing in them is unseen: no play changes a state's arrays.)
  const ungesehen = prep.ungesehen;
  const auslage =
    prep.auslage ??
    view.tops.map((row, r) =>
      row.map((top, j) => {
        const stack = take(ungesehen[r]![j]!);
        for (const c of view.verdeckt[r]![j]!) stack.push(c);
        stack.push(top!);
        return stack;
      }),
    );
  return {
    options: view.options,
    phase: view.phase,
    toAct: view.toAct ?? seat,
    nachziehstapel,
    auslage,
    ungesehen,
    zuOrdnen: [[], []],
    hands: hand,
    trommeln: view.trommeln.slice(),
    anzeiger: view.anzeiger.slice(),
    punkte: view.punkte.slice(),
    wertungen: view.wertungen.slice(),
    events: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Playout policy: the heuristic on the raw state.

function markerNet(anzeiger: readonly Anzeiger[], seat: Seat): number {
  let net = 0;
  for (let j = 0; j < 5; j++) {
    const a = anzeiger[j]!;
    if (a.seat === seat) net += a.wert;
    else if (a.seat !== null) net -= a.wert;
  }
  return net;
}

function markerValue(a: Anzeiger, seat: Seat): number {
  return a.seat === seat ? a.wert : a.seat === null ? 0 : -a.wert;
}

/** Own turns after the current one (as bots.ts ownTurnsLeft). */
function turnsLeft(s: BambutiState, placed: boolean): number {
  const remaining = s.nachziehstapel.length + s.hands[0]!.length + s.hands[1]!.length - 8;
  const after = placed ? remaining : remaining - 1;
  return Math.floor(Math.max(0, after) / 2);
}

function colourAt(s: BambutiState, r: number, j: number): number {
  return farbeIndex(topOf(s.auslage[r]![j]!)!);
}

const topValues = new Int32Array(10);
const markersBefore = new Int32Array(5);

/** The heuristic's value of each placement in `legal` (all `legen` moves of the seat to act). */
export function placementScores(s: BambutiState, legal: readonly BambutiMove[]): Float64Array {
  const seat = s.toAct;
  const net0 = markerNet(s.anzeiger, seat);
  const drums = s.trommeln[seat]!;
  const left = turnsLeft(s, false);
  const c0 = colourAt(s, seat, 0);
  const c1 = colourAt(s, seat, 1);
  const c3 = colourAt(s, seat, 3);
  const c4 = colourAt(s, seat, 4);
  const symBefore = c0 === c4 && c1 === c3;
  // The top values (row r, column j at r * 5 + j) and the markers as they are, for the seat.
  const sign = seat === 0 ? 1 : -1;
  for (let r = 0; r < 2; r++) for (let j = 0; j < 5; j++) topValues[r * 5 + j] = wertOf(topOf(s.auslage[r]![j]!)!);
  for (let j = 0; j < 5; j++) markersBefore[j] = markerValue(s.anzeiger[j]!, seat);
  // scratch (one list of scores at a time: the search is synchronous); the first legal.length count
  if (scoreScratch.length < legal.length) scoreScratch = new Float64Array(2 * legal.length);
  const out = scoreScratch;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i] as Extract<BambutiMove, { type: 'legen' }>;
    const j = m.spalte - 1;
    const x = wertOf(m.karte);
    const mine = m.reihe === seat;
    // the column's marker after the placement (MARK: signed for seat 0)
    const a = m.reihe === 0 ? x : topValues[j]!;
    const b = m.reihe === 1 ? x : topValues[5 + j]!;
    const net = net0 - markersBefore[j]! + sign * MARK[a * 11 + b]!;
    let score = net;
    let symmetry = false;
    if (mine && !symBefore) {
      const f = farbeIndex(m.karte);
      const d0 = j === 0 ? f : c0;
      const d1 = j === 1 ? f : c1;
      const d3 = j === 3 ? f : c3;
      const d4 = j === 4 ? f : c4;
      symmetry = d0 === d4 && d1 === d3;
      if (symmetry) score += net;
    }
    if (!symmetry && drumWanted(drums, left, net)) score += net;
    out[i] = score;
  }
  return out;
}
let scoreScratch = new Float64Array(64);

/**
 * The moves the tree considers below its root: every move, except that a placement decision keeps
 * only the heuristic's best `TREE_WIDTH` placements (ties by the engine's order). The root always
 * has every legal move (view.legal).
 */
export function treeMoves(s: BambutiState, searcher: Seat): BambutiMove[] {
  const legal = legalMoves(s);
  const width = s.toAct === searcher ? TREE_WIDTH : OPPONENT_WIDTH;
  if (s.phase !== 'legen' || legal.length <= width) return legal;
  const scores = placementScores(s, legal);
  // The best `width` by score (ties: the earlier) in one pass: `top` holds the best so far, best
  // first (a later move goes behind the equal ones); then in the engine's order.
  let n = 0;
  for (let i = 0; i < legal.length; i++) {
    const x = scores[i]!;
    if (n === width && !(x > scores[top[n - 1]!]!)) continue;
    let at = n < width ? n++ : n - 1;
    for (; at > 0 && x > scores[top[at - 1]!]!; at--) top[at] = top[at - 1]!;
    top[at] = i;
  }
  top.subarray(0, n).sort();
  const out: BambutiMove[] = [];
  for (let k = 0; k < n; k++) out.push(legal[top[k]!]!);
  return out;
}
const top = new Int32Array(Math.max(TREE_WIDTH, OPPONENT_WIDTH));

/** Reward of seat 0 for a final score difference d (seat 0 minus seat 1); seat 1 gets 1 − it. */
function reward0(d: number): number {
  const win = d > 0 ? 1 : d < 0 ? 0 : 0.5;
  return (1 - MARGIN_WEIGHT) * win + (MARGIN_WEIGHT * (1 + Math.tanh(d / MARGIN_SCALE))) / 2;
}

/**
 * Rewards of a state the tree search stopped at: a finished game as it is, else the game played
 * to its end by the fast rollout (the playout policy; arranging, if still open, at random).
 */
export function rewards(s: BambutiState, random: Random): number[] {
  let t = s;
  while (t.phase === 'anordnen') {
    const legal = legalMoves(t);
    t = play(t, legal[Math.floor(random() * legal.length)]!);
  }
  const d = t.phase === 'spielende' ? t.punkte[0]! - t.punkte[1]! : rollout(t, random);
  const r0 = reward0(d);
  return [r0, 1 - r0];
}

/** A move's identity across determinizations (the seat is the same at every node; each shared move object worded once). */
export const moveKey = frozenMoveKeys(keyOf);

function keyOf(m: BambutiMove): string {
  switch (m.type) {
    case 'legen':
      return m.karte + m.reihe + m.spalte;
    case 'anordnen':
      return m.karten.join();
    default:
      return m.type;
  }
}

export const bambutiSearch: SearchGame<BambutiState, BambutiMove, BambutiView> = {
  // The search plays only moves of legalMoves (the root's: view.legal, the same in every sample).
  rules: { legalMoves, play: playLegal, isOver, toAct: actorOf },
  determinize,
  treeMoves: (s, { seat }) => treeMoves(s, seat),
  rewards: (s, { random }) => rewards(s, random),
  // The playout runs inside `rewards` (the fast rollout); the core loop hands over at once.
  maxPlayoutMoves: 0,
  key: moveKey,
};

export const bambutiProfiBot = profiBot(bambutiSearch, BAMBUTI_PROFI_ITERATIONS);
