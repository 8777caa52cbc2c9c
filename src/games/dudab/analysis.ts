/**
 * Dudab „Analyse“ (core/analysis.ts): the reader's expected round score compared with the table
 * average, in points (Schlechtpunkte: lower is better; −3 means three points fewer than the
 * average of all seats). Profi's reward is a logistic curve of a gain since the searched
 * position, so the analysis reads the points from the sample itself: every seat's round score as
 * §7 scores Sammelstapel and hand (the round's score once it is over, the projection Profi's
 * playouts are cut off with before).
 */
import type { AnalysisGame } from '../core/analysis';
import type { CardId, Seat } from '../core/types';
import { hintWhy } from './hints';
import { DUDAB_PROFI_ITERATIONS, dudabSearch } from './profi';
import { dudabPlay } from './rules';
import type { DudabMove, DudabOptions, DudabState, DudabView } from './types';
import { rundenPunkte } from './wertung';

export const DUDAB_ANALYSIS_ITERATIONS = 2 * DUDAB_PROFI_ITERATIONS;
/** Samples of the judgement (core/judge.ts) per decision. */
export const DUDAB_JUDGE_SAMPLES = 1000;

/** A card as it plays: the two Schamanen of a colour and all Dudab-Karten are identical in play (§2). */
const face = (card: CardId): string => (card.startsWith('S-') ? card.slice(0, card.lastIndexOf('-')) : card.startsWith('D-') ? 'D' : card);

/**
 * Dudab's equivalent moves: the same move with a card of the same face instead (§2: the two
 * Schamanen of a colour, and all Dudab-Karten, are identical in play), e.g. laying either Dudab-Karte
 * on the same row with the same wish.
 */
export function dudabEquivalent(): (move: DudabMove) => string {
  return (m) => {
    switch (m.type) {
      case 'legen':
        return `legen ${face(m.karte)} ${m.reihe} ${m.wunsch ? JSON.stringify(m.wunsch) : ''}`;
      case 'ziehen':
        return `ziehen ${m.inStapel ? face(m.inStapel) : ''}`;
      case 'reduzieren':
        return `reduzieren ${m.behalten.map(face).sort().join()} ${JSON.stringify(m.ziel)}`;
      case 'entsorgen':
        return `entsorgen ${m.karten.map(face).sort().join()}`;
      default:
        return m.type;
    }
  };
}

/** Seat `seat`'s round score minus the mean of all seats' (projected while the round runs). */
export function relativeRoundScore(s: DudabState, seat: Seat): number {
  const n = s.options.spieler;
  let sum = 0;
  let own = 0;
  for (let p = 0; p < n; p++) {
    const score = rundenPunkte(s.sammelstapel[p]!, s.hands[p]!);
    sum += score;
    if (p === seat) own = score;
  }
  return own - sum / n;
}

export const dudabAnalysis: AnalysisGame<DudabState, DudabMove, DudabOptions, DudabView> = {
  id: 'dudab',
  rules: dudabPlay,
  search: dudabSearch,
  iterations: DUDAB_ANALYSIS_ITERATIONS,
  samples: DUDAB_JUDGE_SAMPLES,
  equivalent: dudabEquivalent,
  scale: { kind: 'points', better: 'niedrig', unit: 'Punkte', label: 'Rundenpunkte gegenüber dem Tischschnitt' },
  thresholds: { ungenau: 1, Fehler: 3, 'grober Fehler': 6 },
  value: (state, _rewards, { seat }) => relativeRoundScore(state, seat),
  stateValue: true,
  neutral: () => 0,
  /** The mean over the finished rounds of the reader's score minus the table average. */
  result: (state) => {
    const rounds = state.punkte;
    let sum = 0;
    for (const row of rounds) sum += row[0]! - row.reduce((a, b) => a + b, 0) / row.length;
    return rounds.length === 0 ? 0 : sum / rounds.length;
  },
  reason: (view, best, _names, made) => hintWhy(view, best, made),
};
