/**
 * „Analyse“: a finished (or running) game reviewed decision by decision for the reader (seat 0),
 * written once for every game over the `GameRules` contract and the „Profi“ search (ismcts.ts).
 *
 * For every decision of seat 0, in order:
 *  - a search from seat 0's VIEW only (never the hidden cards) with the game's fixed analysis
 *    iterations, seeded from the game seed and the move index, so the same game gives the same
 *    analysis on every machine;
 *  - the move made and the search's best move (most visits), each with its value: the mean of the
 *    game's analysis quantity (`AnalysisGame.value`) over the samples that went through that root
 *    move. If the move made is not the best and got fewer than `FAIR_SHARE` of the samples, a
 *    second search whose root is that move only (seeded from the decision's seed) adds as many
 *    samples of it, and its value is the mean over both;
 *  - the loss (best minus made, in the game's unit, never below 0) and a mark by the game's fixed
 *    thresholds; a forced move (one legal move) is listed without a search and never marked.
 * The chance graph has one point at the deal (plain playouts from seat 0's view of the deal) and
 * one per searched decision (the value of the best move: what the position offered).
 *
 * The work is cut into steps (`createAnalysis(...).step()` analyses one decision), so a Web Worker
 * can report progress and take a cancel message between two steps (profiWorker.ts, `serveAnalysis`);
 * `analyseGame` runs the steps with a progress callback and a `shouldStop` check.
 */
import { dataKey } from './data';
import { deriveSeed, makeRng, randomInt, type Random } from './rng';
import { iterationsFor, searchMove, type Candidate, type Iterations, type SearchContext, type SearchGame } from './ismcts';
import type { BaseMove, BaseView, GameId, Seat } from './types';
import type { Partie } from './codec';

/** The reader's seat: the analysis is always from here. */
export const READER: Seat = 0;

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
export interface ChanceParts<S, M extends BaseMove, O, V extends BaseView<M>> {
  /** The chance (0…100) a sample gives the searching seat, from that seat's Profi reward. */
  chance(reward: number): number;
  neutral: AnalysisGame<S, M, O, V>['neutral'];
  result: AnalysisGame<S, M, O, V>['result'];
  reason?: AnalysisGame<S, M, O, V>['reason'];
  /** Other thresholds than `chanceScale`'s 4, 10, 20 points. */
  thresholds?: Thresholds;
}

/**
 * A chance game's analysis table (Durak, Ganjifa, Bambuti): the game's id, play rules, search and
 * iterations, the label of its chance (`chanceScale`), and how a sample's reward reads as a chance.
 */
export function chanceAnalysis<S, M extends BaseMove, O, V extends BaseView<M>>(
  id: GameId,
  rules: AnalysisRules<S, M, O, V>,
  search: SearchGame<S, M, V>,
  iterations: Iterations<V>,
  label: string,
  parts: ChanceParts<S, M, O, V>,
): AnalysisGame<S, M, O, V> {
  const { scale, thresholds } = chanceScale(label);
  const game: AnalysisGame<S, M, O, V> = {
    id,
    rules,
    search,
    iterations,
    scale,
    thresholds: parts.thresholds ?? thresholds,
    value: (_state, rewards, { seat }) => parts.chance(rewards[seat]!),
    neutral: parts.neutral,
    result: parts.result,
  };
  if (parts.reason) game.reason = parts.reason;
  return game;
}

/** The rules the analysis replays a game with (the fast rules will do; `view` must be exact). */
export interface AnalysisRules<S, M extends BaseMove, O, V extends BaseView<M>> {
  deal(options: O, seed: number): S;
  play(state: S, move: M): S;
  legalMoves(state: S): M[];
  toAct(state: S): Seat | null;
  isOver(state: S): boolean;
  view(state: S, seat: Seat): V;
}

/** A game's small table (src/games/<game>/analysis.ts); everything else is shared. */
export interface AnalysisGame<S, M extends BaseMove, O, V extends BaseView<M>> {
  id: GameId;
  rules: AnalysisRules<S, M, O, V>;
  /** The „Profi“ search of the game, or a variant of it for the analysis. */
  search: SearchGame<S, M, V>;
  /** Iterations per searched decision (fixed; larger than Profi's). */
  iterations: Iterations<V>;
  scale: AnalysisScale;
  thresholds: Thresholds;
  /**
   * The analysis quantity for `search.seat` of a finished or cut-off sample, in the scale's unit
   * (chance: 0 or 100, or a share of 100 for an estimate). Must not draw from `search.random`.
   */
  value(state: S, rewards: readonly number[], search: SearchContext): number;
  /** The true result of a finished game in the same quantity (for the summary and the calibration). */
  result(state: S): number;
  /**
   * What the quantity is for a seat when all seats are alike (equal cards, equal play): the
   * yardstick of the chance at the deal („Die Karten waren gegen dich“), e.g. ⅔ not to be the
   * Durak with three players, ⅓ first place in Ganjifa, 0 points against the table average.
   */
  neutral(options: O): number;
  /**
   * Optional: why the better move is better, as a German „weil …“ clause (the „Tipp“ wording,
   * hints.ts); `names[seat]` are the seat names, 'Du' for the reader. Null: no reason.
   */
  reason?(view: V, best: M, names: readonly string[]): string | null;
}

/** One root move as the analysis reports it. */
export interface AnalysedMove<M> {
  move: M;
  /** Samples through this root move. */
  visits: number;
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
  /** The search's choice (most visits); the made move when forced. */
  best: M;
  /** The made move is the search's choice (or forced). */
  madeIsBest: boolean;
  /** Value of the made move; NaN when forced. */
  madeValue: number;
  /** Value of the best move, which is also the position's value on the graph; NaN when forced. */
  bestValue: number;
  /** bestValue − madeValue in the reader's favour, never below 0; 0 when forced. */
  loss: number;
  mark: Mark | null;
  /** True when the made move got too few samples and a search of its own added more. */
  madeSeparately: boolean;
  /** The samples its value is the mean of (tree and own search). */
  madeVisits: number;
  /** The root moves of the search, most visits first (the values of the first few are what the UI shows). */
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

export interface AnalysisOptions {
  /** Iterations per decision instead of the game's (tests, quick benchmarks). */
  iterations?: number;
  /** Plain playouts for the value at the deal (default: the decision iterations). */
  dealIterations?: number;
  /** Seat names for the reasons ('Du' first); default none (no reason). */
  names?: readonly string[];
}

/**
 * A made move (not the best) with fewer samples than this share of the iterations gets a search of
 * its own with this share of the iterations (a quarter: with a few thousand iterations its value
 * is then within about ±2 points; with only its tree samples it varied by ±4 between seeds).
 */
export const FAIR_SHARE = 0.25;
/** The analysis's own stream of seeds (never a bot's or Profi's: deriveSeed(seed, move) feeds those). */
const ANALYSIS_SALT = 0x616e61;

/** The mark of a loss (in the scale's unit) by the thresholds. */
export function markOf(loss: number, t: Thresholds): Mark {
  if (loss >= t['grober Fehler']) return 'grober Fehler';
  if (loss >= t.Fehler) return 'Fehler';
  if (loss >= t.ungenau) return 'ungenau';
  return 'gut';
}

/** The seed of the analysis of the move at `index` of a game with `seed`. */
export const decisionSeed = (seed: number, index: number): number => deriveSeed(deriveSeed(seed, ANALYSIS_SALT), index);

/** +1 when higher values are better for the reader, −1 when lower ones are (Dudab). */
const orientation = (scale: AnalysisScale): number => (scale.better === 'hoch' ? 1 : -1);

/** Analyses one decision of seat `view.seat` from its view only. */
export function analyseDecision<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  view: V,
  made: M,
  seed: number,
  options: AnalysisOptions = {},
): DecisionValues<M> {
  const key = game.search.key ?? dataKey;
  const madeKey = key(made);
  if (view.legal.length === 1) {
    return {
      made,
      forced: true,
      best: made,
      madeIsBest: true,
      madeValue: Number.NaN,
      bestValue: Number.NaN,
      loss: 0,
      mark: null,
      madeSeparately: false,
      madeVisits: 0,
      candidates: [],
      reason: null,
    };
  }
  const iterations = options.iterations ?? iterationsFor(game.iterations, view);
  const value = game.value.bind(game);
  const result = searchMove(game.search, view, makeRng(seed), { iterations, value });
  const candidates: AnalysedMove<M>[] = result.candidates.map((c: Candidate<M>) => ({ move: c.move, visits: c.visits, value: c.value! }));
  const best = candidates[0]!;
  const same = key(best.move) === madeKey;
  let madeEntry = candidates.find((c) => key(c.move) === madeKey) ?? { move: made, visits: 0, value: 0 };
  let madeSeparately = false;
  const fair = Math.max(1, Math.round(iterations * FAIR_SHARE));
  if (!same && madeEntry.visits < fair) {
    const own = searchMove(game.search, view, makeRng(deriveSeed(seed, 1)), { iterations: fair, value, rootMoves: [made] }).candidates[0]!;
    const visits = madeEntry.visits + own.visits;
    madeEntry = { move: made, visits, value: (madeEntry.value * madeEntry.visits + own.value! * own.visits) / visits };
    madeSeparately = true;
  }
  const loss = same ? 0 : Math.max(0, orientation(game.scale) * (best.value - madeEntry.value));
  const mark = markOf(loss, game.thresholds);
  const reason = !same && game.reason && options.names ? game.reason(view, best.move, options.names) : null;
  return {
    made,
    forced: false,
    best: best.move,
    madeIsBest: same,
    madeValue: madeEntry.value,
    madeVisits: madeEntry.visits,
    bestValue: best.value,
    loss,
    mark,
    madeSeparately,
    candidates,
    reason,
  };
}

/**
 * Analyses the reader's decision in `state` (the made move `made`, the decision's `seed`): only
 * the reader's view of `state` reaches the search, never its hidden cards.
 */
export function analyseAt<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  state: S,
  made: M,
  seed: number,
  options: AnalysisOptions = {},
): DecisionValues<M> {
  return analyseDecision(game, game.rules.view(state, READER), made, seed, options);
}

/**
 * The value of a position for seat `view.seat` whether it is to act or not: plain playouts from
 * its view (the game's determinizer and playout policy for every seat, no tree).
 */
export function positionValue<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  view: V,
  random: Random,
  iterations: number,
): number {
  const sg = game.search;
  const { rules } = sg;
  const terminal = sg.isTerminal ?? ((s: S) => rules.isOver(s));
  const maxPlayout = sg.maxPlayoutMoves ?? Number.POSITIVE_INFINITY;
  const search: SearchContext = { seat: view.seat, random };
  let sum = 0;
  for (let it = 0; it < iterations; it++) {
    let state = sg.determinize(view, random);
    for (let n = 0; n < maxPlayout && !terminal(state); n++) {
      if (rules.toAct(state) === null) break;
      const moves = rules.legalMoves(state);
      if (moves.length === 0) break;
      state = rules.play(state, sg.playout ? sg.playout(state, moves, random) : moves[randomInt(random, moves.length)]!);
    }
    const rewards = sg.rewards(state, search);
    sum += game.value(state, rewards, search);
  }
  return sum / iterations;
}

/** A stepwise analysis: `step()` analyses the next decision (or the deal first). */
export interface AnalysisRun<M> {
  /** Decisions of the reader in the game (forced ones included). */
  readonly total: number;
  /** Decisions analysed so far. */
  readonly done: number;
  /** Does the next piece of work; false once everything is done. */
  step(): boolean;
  /** The analysis so far (complete once `step()` returned false). */
  result(): GameAnalysis<M>;
}

interface Position<S, M> {
  index: number;
  state: S;
  move: M;
}

/** Replays the game and prepares the analysis; nothing is searched until `step()`. */
export function createAnalysis<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  partie: Pick<Partie<O, M>, 'options' | 'seed' | 'moves'>,
  options: AnalysisOptions = {},
): AnalysisRun<M> {
  const { rules } = game;
  const start = rules.deal(partie.options, partie.seed);
  const positions: Position<S, M>[] = [];
  let state = start;
  partie.moves.forEach((move, index) => {
    if (rules.toAct(state) === READER) positions.push({ index, state, move });
    state = rules.play(state, move);
  });
  const final = state;
  const decisions: DecisionAnalysis<M>[] = [];
  const graph: GraphPoint[] = [];
  let dealDone = false;

  const step = (): boolean => {
    if (!dealDone) {
      const view = rules.view(start, READER);
      const n = options.dealIterations ?? options.iterations ?? iterationsFor(game.iterations, view);
      graph.push({ index: 0, value: positionValue(game, view, makeRng(decisionSeed(partie.seed, -1)), n) });
      dealDone = true;
      return positions.length > 0;
    }
    const p = positions[decisions.length];
    if (!p) return false;
    const d = analyseAt(game, p.state, p.move, decisionSeed(partie.seed, p.index), options);
    decisions.push({ index: p.index, number: decisions.length + 1, ...d });
    if (!d.forced) graph.push({ index: p.index, value: d.bestValue });
    return decisions.length < positions.length;
  };

  const result = (): GameAnalysis<M> => {
    const counts: Record<Mark, number> = { gut: 0, ungenau: 0, Fehler: 0, 'grober Fehler': 0 };
    let forced = 0;
    let costliest: number | null = null;
    decisions.forEach((d, i) => {
      if (d.mark) counts[d.mark]++;
      else forced++;
      if (d.loss > 0 && (costliest === null || d.loss > decisions[costliest]!.loss)) costliest = i;
    });
    return {
      game: game.id,
      scale: game.scale,
      thresholds: game.thresholds,
      decisions: decisions.slice(),
      graph: graph.slice(),
      summary: {
        counts,
        forced,
        costliest,
        dealValue: graph[0]?.value ?? Number.NaN,
        neutral: game.neutral(partie.options),
        result: rules.isOver(final) ? game.result(final) : null,
      },
      complete: dealDone && decisions.length === positions.length,
    };
  };

  return {
    get total() {
      return positions.length;
    },
    get done() {
      return decisions.length;
    },
    step,
    result,
  };
}

export interface AnalyseCallbacks {
  /** After every decision: `done` of `total` analysed. */
  onProgress?(done: number, total: number): void;
  /** Checked before every decision; true stops the analysis (the result says `complete: false`). */
  shouldStop?(): boolean;
}

/** The whole analysis in one call (Node, tests, the benchmark); the worker steps it itself. */
export function analyseGame<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  partie: Pick<Partie<O, M>, 'options' | 'seed' | 'moves'>,
  options: AnalysisOptions & AnalyseCallbacks = {},
): GameAnalysis<M> {
  const run = createAnalysis(game, partie, options);
  options.onProgress?.(0, run.total);
  let more = true;
  while (more && !options.shouldStop?.()) {
    const before = run.done;
    more = run.step();
    if (run.done !== before) options.onProgress?.(run.done, run.total);
  }
  return run.result();
}
