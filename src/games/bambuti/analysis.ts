/**
 * Bambuti „Analyse“ (core/analysis.ts): the chance to win (a draw counts half), from the reader's
 * view. Profi's reward mixes win and point margin, 0.3 · win + 0.7 · (1 + tanh(d / 15)) / 2 for a
 * final difference d: above ½ exactly when d > 0, ½ exactly when d = 0, so the win is read from it.
 */
import { chanceAnalysis } from '../core/analysis';
import { hintWhy } from './hints';
import { BAMBUTI_PROFI_ITERATIONS, bambutiSearch } from './profi';
import { bambutiPlay } from './rules';
import type { BambutiMove, BambutiOptions, BambutiState, BambutiView } from './types';

export const BAMBUTI_ANALYSIS_ITERATIONS = 2 * BAMBUTI_PROFI_ITERATIONS;
/** Samples of the judgement (core/judge.ts) per decision. */
export const BAMBUTI_JUDGE_SAMPLES = 2400;

export const bambutiAnalysis = chanceAnalysis<BambutiState, BambutiMove, BambutiOptions, BambutiView>(
  'bambuti',
  bambutiPlay,
  bambutiSearch,
  BAMBUTI_ANALYSIS_ITERATIONS,
  'Chance zu gewinnen',
  {
    samples: BAMBUTI_JUDGE_SAMPLES,
    chance: (reward) => (reward > 0.5 ? 100 : reward < 0.5 ? 0 : 50),
    neutral: () => 50,
    result: (state) => {
      const d = state.punkte[0]! - state.punkte[1]!;
      return d > 0 ? 100 : d < 0 ? 0 : 50;
    },
    reason: (view, best, names, made) => hintWhy(view, best, names, made),
  },
);
