/**
 * „Profi“ for Ganjifa: the shared ISMCTS (core/ismcts.ts) with a Ganjifa determinizer, a fast
 * playout policy and a reward for first place.
 *
 * - Determinizer (inference.ts, from the view only): the seat's own hand and everything shown kept,
 *   the hidden cards dealt to the two other hands with their public counts, never into a suit a
 *   player is known to be blank in.
 * - Playout: the „Fortgeschritten“ heuristic (heuristic.ts, the bot's), read from the state
 *   instead of a view, with a small share of random moves.
 * - Deals are drawn once per search into a pool of 40 and handed out in turn, so every root move
 *   is measured on the same deals (common random numbers: far less noise between the moves).
 * - Inference from the public history (the view's `history`, every move made face up): the pool
 *   is drawn (inference.ts) by a Markov chain over the hidden cards that prefers deals in which the other seats'
 *   past moves are the ones the „Fortgeschritten“ heuristic would have made (a seat that led a
 *   plain card held no Dukal then, a seat that followed low could not win, …); a move the
 *   heuristic would not have made costs a factor `infer`, so other players only weaken it.
 * - Opponent model: in the tree and the playouts the other seats answer with the heuristic's move
 *   for the sampled hands; the tree branches on the searching seat's moves only.
 * - Playouts stop at the lead five tricks after the searched one (a deal has 40 tricks): the
 *   reward is read from an estimate of the final scores — captured cards so far, an equal share of
 *   the cards still in play, and per hand the cards it is expected to win beyond that share (its
 *   trumps, the best trumps, the best and second-best cards left of a suit, blank suits; weights
 *   fitted on heuristic self-play). Reward: half first place (shared counts), half the card
 *   margin to the best other seat, smoothed.
 */
import { profiBot, type SearchGame } from '../core/ismcts';
import { randomInt, type Random } from '../core/rng';
import { SUITS, rankIndex, strengthAt } from './cards';
import { heuristicMove } from './heuristic';
import { deals, determinize } from './inference';
import { legalMoves } from './legal';
import { actorOf, isOver, playLegal } from './play';
import type { GanjifaMove, GanjifaState, GanjifaView } from './types';

export { heuristicMove } from './heuristic';
export { deals, determinize, misfits, replayOf } from './inference';

// ---------------------------------------------------------------------------------------------
// Search parameters

export interface GanjifaSearchTuning {
  /** Share of random moves in playouts (the searching seat's). */
  epsilon: number;
  /** Share of random moves in playouts for the other seats (null: `epsilon`). */
  epsOther: number | null;
  /** Moves per playout before it is scored from the estimate (a deal has about 120). */
  playoutMoves: number;
  /** Card margin that counts as „clearly ahead“ for the smoothing of the reward. */
  marginScale: number;
  /** Weight of the plain first-place indicator in the reward (the rest is the smoothed margin). */
  firstWeight: number;

  /**
   * Deals per search (0: a fresh deal every iteration). With a pool, every root move is tried on
   * the same few deals of the hidden cards (common random numbers): the comparison between the
   * moves is then much less noisy than the outcome of any single deal.
   */
  pool: number;
  /** Playouts stop at the lead of this many tricks after the searched one (0: after `playoutMoves`). */
  depth: number;
  /** Score the cut-off by the hands' strength (trumps, best cards, blank suits), not equal shares. */
  handEval: boolean;
  /**
   * Model the other seats as the „Fortgeschritten“ heuristic in the search (their only move there
   * is the heuristic's); false: the tree searches their moves too, each for its own reward.
   */
  model: boolean;
  /**
   * Inference from the public history (0: off): the pool's deals are drawn by a Markov chain
   * (swaps of hidden cards between the two other hands) that weighs a deal by `infer` to the
   * power of the other seats' past moves the „Fortgeschritten“ heuristic would not have made with
   * those hands — e.g. a seat that led a plain card then held no Dukal, a seat that followed low
   * could not win the trick.
   */
  infer: number;
  /** Chain steps before the first deal of the pool, and between two deals. */
  inferBurn: number;
  inferThin: number;
}

export const GANJIFA_TUNING: GanjifaSearchTuning = {
  epsilon: 0.1,
  epsOther: null,
  playoutMoves: 45,
  marginScale: 8,
  firstWeight: 0.5,
  pool: 40,
  depth: 5,
  handEval: true,
  model: true,
  infer: 0.05,
  inferBurn: 150,
  inferThin: 4,
};

/** Estimated final scores: captured cards, plus the cards still in play shared equally. */
function estimate(s: GanjifaState): number[] {
  let rest = s.trick.length + s.discards.length + (s.dukal ? s.dukal.cards.length : 0);
  for (const h of s.hands) rest += h.length;
  const share = rest / 3;
  return [s.captured[0]!.length + share, s.captured[1]!.length + share, s.captured[2]!.length + share];
}

/**
 * Cards each seat is expected to win from here on beyond an equal share, per card it holds: a
 * trump, one of the three best trumps left, the best and the second-best card left of a plain
 * suit, a blank plain suit (fitted by least squares on heuristic self-play at LEAD).
 */
const W_TRUMP = 6.35;
const W_TOP_TRUMP = 2.16;
const W_BOSS = 3.33;
const W_SECOND = 2.17;
const W_BLANK = 0.53;
/** Per suit the three strongest card strengths left in the hands (scratch). */
const best1 = new Int32Array(10);
const best2 = new Int32Array(10);
const best3 = new Int32Array(10);

function handEstimate(s: GanjifaState): number[] {
  const est = estimate(s);
  const trump = SUITS.indexOf(s.trumpSuit!);
  best1.fill(0);
  best2.fill(0);
  best3.fill(0);
  // The hands are canonical: suit block by suit block (suitCounts), every card read by its rank only.
  for (let p = 0; p < 3; p++) {
    const hand = s.hands[p]!;
    const counts = s.suitCounts[p]!;
    let i = 0;
    for (let su = 0; su < 10; su++) {
      const base = 12 * su;
      for (const end = i + counts[su]!; i < end; i++) {
        const st = strengthAt(base + rankIndex(hand[i]!));
        if (st > best1[su]!) {
          best3[su] = best2[su]!;
          best2[su] = best1[su]!;
          best1[su] = st;
        } else if (st > best2[su]!) {
          best3[su] = best2[su]!;
          best2[su] = st;
        } else if (st > best3[su]!) best3[su] = st;
      }
    }
  }
  const f = [0, 0, 0];
  for (let p = 0; p < 3; p++) {
    const hand = s.hands[p]!;
    const counts = s.suitCounts[p]!;
    let v = 0;
    let i = 0;
    for (let su = 0; su < 10; su++) {
      const base = 12 * su;
      for (const end = i + counts[su]!; i < end; i++) {
        const st = strengthAt(base + rankIndex(hand[i]!));
        if (su === trump) v += W_TRUMP + (st >= best3[su]! ? W_TOP_TRUMP : 0);
        else if (st === best1[su]) v += W_BOSS;
        else if (st === best2[su]) v += W_SECOND;
      }
    }
    for (let su = 0; su < 10; su++) if (su !== trump && counts[su] === 0 && best1[su]! > 0) v += W_BLANK;
    f[p] = v;
  }
  const mean = (f[0]! + f[1]! + f[2]!) / 3;
  for (let p = 0; p < 3; p++) est[p]! += f[p]! - mean;
  return est;
}

function rewardsWith(t: GanjifaSearchTuning) {
  return (s: GanjifaState): number[] => {
    const est = t.handEval && s.phase !== 'GAME_OVER' ? handEstimate(s) : estimate(s);
    const out: number[] = [0, 0, 0];
    for (let p = 0; p < 3; p++) {
      const other = Math.max(est[(p + 1) % 3]!, est[(p + 2) % 3]!);
      const margin = est[p]! - other;
      const first = margin >= 0 ? 1 : 0;
      out[p] = t.firstWeight * first + (1 - t.firstWeight) / (1 + Math.exp(-margin / t.marginScale));
    }
    return out;
  };
}

/**
 * A determinizer that deals `size` hidden-card deals per search and hands them out in turn. A
 * search calls it with one view and one generator throughout, so the pool belongs to that pair:
 * a new search (a new generator, as every decision gets its own) starts a new pool, and the same
 * view, seed and iterations still give the same pool and the same answer.
 */
function pooled(t: GanjifaSearchTuning) {
  const size = t.pool;
  let forView: GanjifaView | null = null;
  let forRandom: Random | null = null;
  let pool: GanjifaState[] = [];
  let next = 0;
  return (view: GanjifaView, random: Random): GanjifaState => {
    if (size <= 1) return determinize(view, random);
    if (view !== forView || random !== forRandom) {
      forView = view;
      forRandom = random;
      pool = deals(view, random, size, t);
      next = 0;
    }
    const s = pool[next]!;
    next = (next + 1) % size;
    return s;
  };
}

export function moveKey(m: GanjifaMove): string {
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return m.period;
    case 'LEAD_DUKAL':
      return `D${m.cards.join()}`;
    default:
      return m.card;
  }
}

/** The search with other parameters (for tuning and tests); `ganjifaSearch` uses GANJIFA_TUNING. */
export function makeGanjifaSearch(tuning: Partial<GanjifaSearchTuning> = {}): SearchGame<GanjifaState, GanjifaMove, GanjifaView> {
  const t = { ...GANJIFA_TUNING, ...tuning };
  const deal = pooled(t);
  const epsOther = t.epsOther ?? t.epsilon;
  // The trick the search started from (read from the view by the determinizer): the horizon.
  let horizon = Infinity;
  // The seat that searches (from the view): with `model`, the others play the heuristic.
  let searcher = -1;
  const modelled = (s: GanjifaState): GanjifaMove[] => {
    const legal = legalMoves(s);
    return s.toAct === searcher || legal.length < 2 ? legal : [heuristicMove(s, legal)];
  };
  return {
    rules: { legalMoves: t.model ? modelled : legalMoves, play: playLegal, isOver, toAct: actorOf },
    determinize(view, random) {
      horizon = t.depth > 0 ? view.trickNo + t.depth : Infinity;
      searcher = view.seat;
      return deal(view, random);
    },
    isTerminal: (s) => s.phase === 'GAME_OVER' || (s.phase === 'LEAD' && s.trickNo >= horizon),
    rewards: rewardsWith(t),
    playout(state, legal, random) {
      if (legal.length === 1) return legal[0]!;
      if (random() < (state.toAct === searcher ? t.epsilon : epsOther)) return legal[randomInt(random, legal.length)]!;
      return heuristicMove(state, legal);
    },
    maxPlayoutMoves: t.depth > 0 ? Infinity : t.playoutMoves,
    key: moveKey,
  };
}

export const ganjifaSearch = makeGanjifaSearch();

/** Iterations per searched decision (fixed, so a game replays exactly from its link). */
export const GANJIFA_PROFI_ITERATIONS = 3000;

export const ganjifaProfiBot = profiBot(ganjifaSearch, GANJIFA_PROFI_ITERATIONS);
