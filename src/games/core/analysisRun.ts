/**
 * A whole game's „Analyse“ (issue 16): replays a game, then judges the reader's decisions one by
 * one (core/analysis.ts `analyseAt`, the one judgement „Tipp“ and „Taktik“ share) and values the
 * deal for the graph. The worker steps it (`createAnalysis`); Node, the tests and the benchmark
 * run it in one call (`analyseGame`).
 */
import { analyseAt, decisionSeed, READER, type AnalysisGame, type AnalysisOptions } from './analysis';
import type { DecisionAnalysis, GameAnalysis, GraphPoint, Mark } from './analysisModel';
import type { Partie } from './codec';
import { iterationsFor, type SearchContext } from './ismcts';
import { playoutValue } from './judge';
import { deriveSeed, makeRng, type Random } from './rng';
import type { BaseMove, BaseView } from './types';

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
  const search: SearchContext = { seat: view.seat, random };
  let sum = 0;
  for (let it = 0; it < iterations; it++) sum += playoutValue(game, game.search.determinize(view, random), search);
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
  const seedOf = (index: number) =>
    options.reseed === undefined ? decisionSeed(partie.seed, index) : deriveSeed(decisionSeed(partie.seed, index), options.reseed);
  const decisions: DecisionAnalysis<M>[] = [];
  const graph: GraphPoint[] = [];
  let dealDone = false;

  const step = (): boolean => {
    if (!dealDone) {
      const view = rules.view(start, READER);
      const n = options.dealIterations ?? options.iterations ?? iterationsFor(game.samples, view);
      graph.push({ index: 0, value: positionValue(game, view, makeRng(seedOf(-1)), n) });
      dealDone = true;
      return positions.length > 0;
    }
    const p = positions[decisions.length];
    if (!p) return false;
    const d = analyseAt(game, p.state, p.move, seedOf(p.index), options.memoFor ? { ...options, memo: options.memoFor(p.index) } : options);
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
