/**
 * What an analysis is made of and reports (marks, scale, thresholds, a decision, the graph, the
 * summary): plain data shared by core/analysis.ts (which computes it) and core/analysisText.ts
 * (which words it), so that neither has to import the other for its types.
 */
import type { GameId } from './types';

/** The marks, best first. A forced move has none (`null`). */
export const MARKS = ['gut', 'ungenau', 'Fehler', 'grober Fehler'] as const;
export type Mark = (typeof MARKS)[number];

/** What the analysis measures in one game, and how it is shown. */
export interface AnalysisScale {
  /** 'chance': a probability shown in percent (values 0 … 100); 'points': points of the game. */
  kind: 'chance' | 'points';
  /** Which end is good for the reader (Dudab counts Schlechtpunkte: 'niedrig'). */
  better: 'hoch' | 'niedrig';
  /** The unit of every value, loss and threshold: '%' (percentage points for a loss) or 'Punkte'. */
  unit: string;
  /** What one value means, in German („Chance, nicht Durak zu werden“). */
  label: string;
}

/** A loss of at least `ungenau` is „ungenau“, of at least `Fehler` a „Fehler“, and so on (in the unit). */
export interface Thresholds {
  ungenau: number;
  Fehler: number;
  'grober Fehler': number;
}

/**
 * The scale of a game measured as a chance in percent (Durak, Ganjifa, Bambuti): higher is better,
 * and a loss of 4, 10 or 20 percentage points is „ungenau“, a „Fehler“ or a „grober Fehler“.
 */
export function chanceScale(label: string): { scale: AnalysisScale; thresholds: Thresholds } {
  return { scale: { kind: 'chance', better: 'hoch', unit: '%', label }, thresholds: { ungenau: 4, Fehler: 10, 'grober Fehler': 20 } };
}

/** What a chance game's analysis table adds to its rules, search and label (see `chanceAnalysis`). */
/** One class of moves as the analysis reports it (its representative move). */
export interface AnalysedMove<M> {
  move: M;
  /** Samples it was played out on (the judgement's first ones; fewer once it trailed far behind). */
  samples: number;
  /** The analysis quantity (scale unit), averaged over those samples. */
  value: number;
}

/** One decision of the reader. */
export interface DecisionAnalysis<M> {
  /** Index of the move in `partie.moves` (the position before it has `index` moves: a link's `zug`). */
  index: number;
  /** 1-based number among the reader's decisions („Entscheidung 7 von 23“). */
  number: number;
  made: M;
  /** Only one legal move: no search, no values, no mark. */
  forced: boolean;
  /** The judgement's best move; the made move when forced or when it is equivalent to the best. */
  best: M;
  /** The made move is the best or equivalent to it (or forced). */
  madeIsBest: boolean;
  /** The made move is not the best move itself but equivalent to it (`AnalysisGame.equivalent`). */
  equivalent: boolean;
  /** Value of the made move; NaN when forced. */
  madeValue: number;
  /** Value of the best move, which is also the position's value on the graph; NaN when forced. */
  bestValue: number;
  /** bestValue − madeValue in the reader's favour (paired over the same samples, never below 0); 0 when forced. */
  loss: number;
  /** Half-width of the 95 % interval of `loss` (0 when the made move is the best or forced). */
  margin: number;
  /** The mark, from the values as shown (analysisText.ts `markFor`). */
  mark: Mark | null;
  /** Samples of the judgement (0 when forced). */
  samples: number;
  /** Worlds (sampled card distributions) the made move was compared on, and in how many it was worse / better than the best (0 when forced or best). */
  worlds: number;
  worldsWorse: number;
  worldsBetter: number;
  /** The classes of moves, best first (the values of the first few are what the UI shows). */
  candidates: AnalysedMove<M>[];
  /** Why the better move is better („weil …“ clause), or null (no hook, the move made was best, or forced). */
  reason: string | null;
}

/** A decision's analysis without its place in the game. */
export type DecisionValues<M> = Omit<DecisionAnalysis<M>, 'index' | 'number'>;

/** One point of the graph: the value of the position after `index` moves. */
export interface GraphPoint {
  index: number;
  value: number;
}

export interface AnalysisSummary {
  counts: Record<Mark, number>;
  forced: number;
  /** Index into `decisions` of the most expensive decision (largest loss > 0), or null. */
  costliest: number | null;
  /** The value at the deal (the graph's first point). */
  dealValue: number;
  /** The quantity when all seats are alike (`AnalysisGame.neutral`): what the deal value is measured against. */
  neutral: number;
  /** The true result in the same quantity, or null while the game runs. */
  result: number | null;
}

export interface GameAnalysis<M> {
  game: GameId;
  scale: AnalysisScale;
  thresholds: Thresholds;
  decisions: DecisionAnalysis<M>[];
  graph: GraphPoint[];
  summary: AnalysisSummary;
  /** False when the analysis was stopped before its last decision. */
  complete: boolean;
}
