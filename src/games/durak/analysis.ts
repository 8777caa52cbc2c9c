/**
 * Durak „Analyse“ (core/analysis.ts): the chance not to be the Durak, from the reader's view. The
 * Profi rewards are exactly that for the searching seat (1 unless it is the Durak, an
 * Unentschieden included), so the search is Profi's with more iterations.
 */
import { chanceAnalysis } from '../core/analysis';
import { hintWhy } from './hints';
import { durakSearch, DURAK_PROFI_ITERATIONS } from './profi';
import { durakPlay } from './rules';
import type { DurakMove, DurakOptions, DurakState, DurakView } from './types';

/** Iterations per analysed decision with two players (fewer with more players, as for Profi). */
export const DURAK_ANALYSIS_ITERATIONS = 2 * DURAK_PROFI_ITERATIONS;
/**
 * Samples of the judgement (core/judge.ts) with two players, fewer with more (longer playouts).
 * Durak has no equivalent moves in general: even two cards of one suit with nothing between them
 * differ in rank, which decides what may be thrown in later.
 */
export const DURAK_JUDGE_SAMPLES = 1600;

export const durakAnalysis = chanceAnalysis<DurakState, DurakMove, DurakOptions, DurakView>(
  'durak',
  durakPlay,
  durakSearch,
  (view) => Math.round((DURAK_ANALYSIS_ITERATIONS * 2) / view.options.players),
  'Chance, nicht Durak zu werden',
  {
    samples: (view) => Math.round((DURAK_JUDGE_SAMPLES * 2) / view.options.players),
    chance: (reward) => 100 * reward,
    neutral: (options) => (100 * (options.players - 1)) / options.players,
    result: (state) => (state.durak === 0 ? 0 : 100),
    reason: (view, best, names, made) => hintWhy(view, best, names, made),
  },
);
