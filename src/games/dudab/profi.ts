/**
 * Dudab „Profi“: the shared ISMCTS (src/games/core/ismcts.ts) with Dudab's determinizer, rewards,
 * playout policy and move keys (shared/rules/dudab.md).
 *
 * - The search looks ahead to the end of the current round only (`isTerminal`: the round is
 *   scored, 'rundenende' or 'spielende'); the next round's deal is never searched.
 * - Determinizer (from the view only): the cards nobody has placed where everybody sees them —
 *   not in the own hand or own Sammelstapel, not on a row, not in the discard, not known to be in a
 *   hand (a shown hand, a revealed penalty card: `known`), not known to be in a Sammelstapel (the
 *   five cards of every row a seat took, „6 nimmt“: `offenImStapel`) — are shuffled and dealt to
 *   the hidden places in the counts the view shows: the rest of every other hand, the rest of every
 *   other Sammelstapel (face down, D22; what went there from a hand was never shown), and the
 *   Nachziehstapel. Known cards stay where they are known to be.
 * - Rewards: every seat's round score is projected as the §7 score of Sammelstapel + hand (at the
 *   round end that is the round score itself, since the hands join the Sammelstapel). A seat's
 *   reward is its gain since the searched position against 0.3 × the others' mean gain (measured
 *   from the searched position, so the random content of the other Sammelstapel does not blur it),
 *   through a logistic curve into (0, 1).
 * - Playouts (playout.ts): a fast version of the „Fortgeschritten“ rules of thumb over the full state (card
 *   counts instead of card lists), with a little randomness; cut off after `maxPlayout` moves and
 *   scored by the projection. Short playouts won clearly in seeded matches against three
 *   „Fortgeschritten“ (20 moves, 600 iterations: −9.1 points a round, 95 % interval −12.1 … −6.0,
 *   100 rounds; 40 moves or the whole round, 300 iterations: −2.5 … +0.4, 150 rounds): the rest
 *   of a round is mostly the luck of the draw, and it drowned the difference between the moves.
 */
import { frozenMoveKeys, perView, profiBot, type SearchGame } from '../core/ismcts';
import { shuffleInPlace, type Random } from '../core/rng';
import type { CardId, Seat } from '../core/types';
import { CARD_COUNT, CARD_IDS, CARD_INDEX, wunschIndex } from './cards';
import { legalMoves } from './legal';
import { isOver, playLegal, toAct } from './play';
import type { DudabMove, DudabOptions, DudabState, DudabView } from './types';
import { countCards, scoreOfCounts } from './wertung';
import { playout, type PlayoutTuning } from './playout';

// ---------------------------------------------------------------------------------------------
// Tuning

/** Iterations per searched decision (fixed: a Profi game replays exactly from its link). */
export const DUDAB_PROFI_ITERATIONS = 1000;
/** The search's tuning (the defaults are what `dudabSearch` uses; other values are for experiments). */
export interface DudabTuning extends PlayoutTuning {
  /** Playout moves before the position is scored by the projection. */
  maxPlayout: number;
  /** Reward scale: the reward is a logistic curve of the gain whose slope at 0 is 1 / scale per point. */
  scale: number;
  /** Weight of the others' mean in the gain (1: own score minus the others' mean, 0: own score alone). */
  others: number;
}

export const DUDAB_TUNING: DudabTuning = {
  maxPlayout: 20,
  scale: 12,
  others: 0.3,
  epsilon: 0.1,
  curseBonus: 2,
  dudabKeep: 2,
  keepWeight: 0.3,
};

// ---------------------------------------------------------------------------------------------
// Scores from card counts (wertung.ts): c[0] Dudabs, c[1] shamans, c[2..5] digits 1–4.

/** Projected score of seat p: Sammelstapel + hand (§5.9: the hand joins the Sammelstapel). */
function projected(s: DudabState, p: Seat, c: Int32Array): number {
  c.fill(0);
  countCards(c, s.sammelstapel[p]!);
  countCards(c, s.hands[p]!);
  return scoreOfCounts(c);
}

// ---------------------------------------------------------------------------------------------
// Determinizer

/** Baseline projections of the searched position, by the sampled state's options object. */
const baselines = new WeakMap<DudabOptions, number[]>();

/** What every sample of one view shares: the unseen cards (canonical order) and the known cards of each hand. */
interface Prepared {
  /** The canonical indices of the cards nobody has placed where everybody sees them. */
  pool: Int32Array;
  /** known[p]: the canonical indices of the cards known to be in hand p (empty for the view's seat). */
  known: number[][];
  /** Scratch: the pool as one sample shuffles it. */
  shuffled: Int32Array;
}

/** What a view's samples share, prepared once per view (a search samples the same view thousands of times). */
const prepare = perView((view: DudabView): Prepared => {
  const n = view.options.spieler;
  const seat = view.seat;
  const seen = new Uint8Array(CARD_COUNT);
  const mark = (cards: readonly CardId[]) => {
    for (let i = 0; i < cards.length; i++) seen[CARD_INDEX[cards[i]!]!] = 1;
  };
  mark(view.hand);
  for (let p = 0; p < n; p++) {
    const st = view.sammelstapel[p];
    mark(st ?? view.offenImStapel[p]!);
    if (p !== seat) mark(view.known[p]!);
  }
  for (const r of view.reihen) mark(r.karten);
  mark(view.abwurf);
  const pool: number[] = [];
  for (let i = 0; i < CARD_COUNT; i++) if (!seen[i]) pool.push(i);
  const known = view.known.map((k, p) => (p === seat ? [] : k.map((c) => CARD_INDEX[c]!)));
  return { pool: Int32Array.from(pool), known, shuffled: new Int32Array(pool.length) };
});

function determinize(view: DudabView, random: Random): DudabState {
  const n = view.options.spieler;
  const seat = view.seat;
  const prep = prepare(view);
  const pool = prep.shuffled;
  pool.set(prep.pool);
  shuffleInPlace(pool, random);
  let next = 0;
  const hands: CardId[][] = [];
  const sammelstapel: CardId[][] = [];
  for (let p = 0; p < n; p++) {
    if (p === seat) {
      hands.push(view.hand);
    } else {
      const known = prep.known[p]!;
      const hidden = view.handCounts[p]! - known.length;
      const idx: number[] = known.slice();
      for (let k = 0; k < hidden; k++) idx.push(pool[next++]!);
      // canonical order (insertion sort: a few distinct indices)
      for (let a = 1; a < idx.length; a++) {
        const x = idx[a]!;
        let b = a;
        for (; b > 0 && idx[b - 1]! > x; b--) idx[b] = idx[b - 1]!;
        idx[b] = x;
      }
      const hand: CardId[] = [];
      for (let k = 0; k < idx.length; k++) hand.push(CARD_IDS[idx[k]!]!);
      hands.push(hand);
    }
    const open = view.sammelstapel[p];
    if (open) sammelstapel.push(open);
    else {
      // the taken rows stay where everybody saw them go; only the rest of the pile is sampled
      const pile = view.offenImStapel[p]!.slice();
      for (let k = pile.length; k < view.sammelstapelCounts[p]!; k++) pile.push(CARD_IDS[pool[next++]!]!);
      sammelstapel.push(pile);
    }
  }
  const nachziehstapel: CardId[] = [];
  for (let k = 0; k < view.nachziehstapelCount; k++) nachziehstapel.push(CARD_IDS[pool[next++]!]!);
  if (next !== pool.length) throw new Error(`Dudab-Profi: ${pool.length - next} Karten ohne Platz (die Sicht ist unvollständig)`);
  const options = { ...view.options };
  const state: DudabState = {
    options,
    seed: 0, // the match seed is not public; the search never deals the next round
    runde: view.runde,
    startSpieler: view.startSpieler,
    phase: view.phase,
    toAct: view.toAct ?? view.seat,
    nachziehstapel,
    reihen: view.reihen,
    abwurf: view.abwurf,
    verhext: view.verhext,
    hands: hands,
    sammelstapel,
    known: view.known,
    offenImStapel: view.offenImStapel,
    punkte: view.punkte,
    handAmEnde: view.handAmEnde,
    events: view.events,
  };
  const c = new Int32Array(6);
  const base: number[] = [];
  for (let p = 0; p < n; p++) base.push(projected(state, p, c));
  baselines.set(options, base);
  return state;
}

// ---------------------------------------------------------------------------------------------
// Rewards

function isTerminal(s: DudabState): boolean {
  return s.phase === 'rundenende' || s.phase === 'spielende';
}

/** Gain against the others' mean since the searched position, through a logistic curve into (0, 1). */
function rewards(s: DudabState, scale: number, others: number): number[] {
  const n = s.options.spieler;
  const base = baselines.get(s.options);
  const c = new Int32Array(6);
  const delta: number[] = [];
  let sum = 0;
  for (let p = 0; p < n; p++) {
    const d = projected(s, p, c) - (base ? base[p]! : 0);
    delta.push(d);
    sum += d;
  }
  const out: number[] = [];
  for (let p = 0; p < n; p++) {
    const gap = delta[p]! - (others * (sum - delta[p]!)) / (n - 1);
    out.push(1 / (1 + Math.exp((4 * gap) / scale)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Keys

/** A move's identity across determinizations (each shared move object of legalMoves worded once). */
const key = frozenMoveKeys(keyOf);

function keyOf(m: DudabMove): string {
  switch (m.type) {
    case 'legen':
      return m.wunsch === undefined ? `l${m.karte}${m.reihe}` : `l${m.karte}${m.reihe}${wunschIndex(m.wunsch)}`;
    case 'ziehen':
      return m.inStapel === undefined ? 'z' : `z${m.inStapel}`;
    case 'reduzieren':
      return `r${m.behalten[0]}${m.behalten[1]}${m.ziel}`;
    case 'entsorgen':
      return `e${m.karten.join()}`;
    default:
      return m.type;
  }
}

/** The search with other tuning values (experiments, tests); `dudabSearch` is the one „Profi“ uses. */
export function createDudabSearch(tuning: Partial<DudabTuning> = {}): SearchGame<DudabState, DudabMove, DudabView> {
  const t: DudabTuning = { ...DUDAB_TUNING, ...tuning };
  return {
    // The search plays only moves of legalMoves (the root's: view.legal, the same in every sample).
    rules: { legalMoves, play: playLegal, isOver, toAct },
    determinize,
    rewards: (s) => rewards(s, t.scale, t.others),
    playout: (s, legal, random) => playout(t, s, legal, random),
    isTerminal,
    maxPlayoutMoves: t.maxPlayout,
    key,
  };
}

export const dudabSearch = createDudabSearch();

export const dudabProfiBot = profiBot(dudabSearch, DUDAB_PROFI_ITERATIONS);
