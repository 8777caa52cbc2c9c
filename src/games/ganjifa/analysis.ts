/**
 * Ganjifa „Analyse“ (core/analysis.ts): the chance of first place (a shared first counts), from
 * the reader's view. Profi's search rewards ½ · first + ½ · a logistic curve of the estimated
 * margin; that reward is at least ¾ exactly when the estimated margin is ≥ 0 (first or shared
 * first) and below ¼ otherwise, so first place is read from it.
 *
 * Profi's search draws its hidden-card deals from a pool of 40 (a Markov chain over the public
 * history, every 4th step a deal); the chance of one decision then varied by ±8 points between
 * seeds. The analysis draws 120 deals, every 10th step: about half the spread, a third more time.
 *
 * Profi looks five tricks ahead and guesses the rest from the hands; the analysis plays every
 * sample to the end of the deal („Fortgeschritten“ for the others, as Profi). Measured against the
 * true cards (bench/analyse.ts, 303 decisions marked „Fehler“ or worse): with the five-trick
 * horizon the suggestion did better in 0.62 of them (0.61 with four times the iterations: the
 * horizon's guess, not noise, was wrong), played to the end in 0.72, with twice the gain. It costs
 * about four times the time per sample.
 */
import { chanceAnalysis } from '../core/analysis';
import { hintWhy } from './hints';
import { GANJIFA_PROFI_ITERATIONS, makeGanjifaSearch, moveKey as key } from './profi';
import { outcome } from './play';
import { ganjifaPlay } from './rules';
import type { GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';
import type { CardId } from '../core/types';
import { RANKS, SUITS, cardOf, strength } from './cards';

/**
 * Two thirds of Profi's count, but each sample plays to the end of the deal (about three times
 * Profi's moves per sample). With Profi's 3000 the whole of `npm run bench:analyse` took longer
 * than its 40 minutes here; with 2000 Ganjifa's lines stayed within each other's intervals
 * (confirmed 0.74 → 0.76, gain 16.3 → 16.7 pp, Brier skill 0.55 → 0.55) at 5.6 s a deal, not 7.7.
 */
export const GANJIFA_ANALYSIS_ITERATIONS = (2 * GANJIFA_PROFI_ITERATIONS) / 3;
/**
 * The search the Taktik exercises are made with (tactics.ts): the analysis's pool of deals (see
 * above), the rest Profi's. Frozen: an exercise link names its position through this search.
 */
export const ganjifaTacticSearch = makeGanjifaSearch({ pool: 120, inferThin: 10 });
/** The analysis's search: the same pool, every sample played to the end of the deal (see above). */
export const ganjifaAnalysisSearch = makeGanjifaSearch({ pool: 120, inferThin: 10, depth: 0, playoutMoves: 400 });

/**
 * The marks' thresholds, 1.5 times those of the other chance games (4, 10, 20): a value here still
 * varies by about ±4 points between seeds, twice as much as Durak's, so a loss of 10 points is not
 * yet clearly a mistake. Measured against the true cards (bench/analyse.ts, 60–65 decisions marked
 * at 10 points): of the losses from 10 points the suggestion did better in about 0.69–0.72 of the
 * decisions, from 15 points in about 0.73–0.78.
 */
export const GANJIFA_THRESHOLDS = { ungenau: 6, Fehler: 15, 'grober Fehler': 30 } as const;

/** Samples of the judgement (core/judge.ts) per decision (each played to the end of the deal). */
export const GANJIFA_JUDGE_SAMPLES = 360;

/**
 * Ganjifa's equivalent moves: cards of one suit that touch — every card ranked between them is
 * already captured (out of play for good; a card in the current trick still counts as between) —
 * win and lose exactly the same tricks, and every card scores 1 (G16), so they are one choice, as
 * bridge players treat touching honours. Not in a suit of which the hand holds Raja and Mantri: a
 * Dukal (G10) needs a run of numbers there, so which number goes matters.
 */
export function ganjifaEquivalent(view: GanjifaView): (move: GanjifaMove) => string {
  const captured = new Set(view.out);
  const hand = new Set(view.hand);
  const groupOf = new Map<CardId, string>();
  for (const suit of SUITS) {
    if (hand.has(cardOf(suit, 'R')) && hand.has(cardOf(suit, 'M'))) continue;
    const cards = RANKS.map((r) => cardOf(suit, r)).sort((a, b) => strength(b) - strength(a));
    let group = 0;
    for (const c of cards) {
      if (hand.has(c)) groupOf.set(c, `${suit}:${group}`);
      else if (!captured.has(c)) group++;
    }
  }
  return (move) => {
    const card = move.type === 'LEAD' || move.type === 'PLAY' || move.type === 'DISCARD' ? move.card : null;
    const group = card === null ? undefined : groupOf.get(card);
    return group === undefined ? key(move) : `${move.type}:${group}`;
  };
}

export const ganjifaAnalysis = chanceAnalysis<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaView>(
  'ganjifa',
  ganjifaPlay,
  ganjifaAnalysisSearch,
  GANJIFA_ANALYSIS_ITERATIONS,
  'Chance auf den ersten Platz',
  {
    samples: GANJIFA_JUDGE_SAMPLES,
    equivalent: ganjifaEquivalent,
    chance: (reward) => (reward >= 0.5 ? 100 : 0),
    thresholds: GANJIFA_THRESHOLDS,
    // three players (§3)
    neutral: () => 100 / 3,
    result: (state) => (outcome(state).places[0]!.includes(0) ? 100 : 0),
    reason: (view, best, _names, made) => hintWhy(view, best, made),
  },
);
