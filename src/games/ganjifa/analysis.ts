/**
 * Ganjifa „Analyse“ (core/analysis.ts): the chance of first place (a shared first counts), from
 * the reader's view. Profi's search looks five tricks ahead and rewards ½ · first + ½ · a logistic
 * curve of the estimated margin; that reward is at least ¾ exactly when the estimated margin is
 * ≥ 0 (first or shared first) and below ¼ otherwise, so first place is read from it.
 */
import type { AnalysisGame } from '../core/analysis';
import { hintWhy } from './hints';
import { GANJIFA_PROFI_ITERATIONS, ganjifaSearch } from './profi';
import { outcome } from './play';
import { ganjifaPlay } from './rules';
import type { GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';

export const GANJIFA_ANALYSIS_ITERATIONS = GANJIFA_PROFI_ITERATIONS;

export const ganjifaAnalysis: AnalysisGame<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaView> = {
  id: 'ganjifa',
  rules: ganjifaPlay,
  search: ganjifaSearch,
  iterations: GANJIFA_ANALYSIS_ITERATIONS,
  scale: { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance auf den ersten Platz' },
  thresholds: { ungenau: 4, Fehler: 10, 'grober Fehler': 20 },
  value: (_state, rewards, { seat }) => (rewards[seat]! >= 0.5 ? 100 : 0),
  result: (state) => (outcome(state).places[0]!.includes(0) ? 100 : 0),
  reason: (view, best) => hintWhy(view, best),
};
