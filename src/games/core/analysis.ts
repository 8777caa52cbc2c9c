/**
 * „Analyse“: a finished (or running) game reviewed decision by decision for the reader (seat 0),
 * written once for every game over the `GameRules` contract and the „Profi“ search (ismcts.ts).
 *
 * For every decision of seat 0, in order:
 *  - the one judgement of the site (core/judge.ts) from seat 0's VIEW only (never the hidden
 *    cards): every class of equivalent legal moves played out on the same sampled deals with the
 *    same playout seeds (common random numbers), the game's fixed number of samples, seeded from
 *    the game seed and the move index, so the same game gives the same analysis on every machine
 *    (and „Tipp“ at the same position names exactly the analysis's best move);
 *  - the move made and the best class's move, each with its value (the mean of the game's analysis
 *    quantity, `AnalysisGame.value`, over the samples), the paired loss and its 95 % interval;
 *    a move equivalent to the best one (`AnalysisGame.equivalent`) is the best;
 *  - a mark by the game's fixed thresholds, read from the values as the page shows them
 *    (analysisText.ts `markFor`: a „Fehler“ or worse only when the loss minus its uncertainty
 *    still reaches the threshold); a forced move (one legal move) is listed without a search and
 *    never marked.
 * The chance graph has one point at the deal (plain playouts from seat 0's view of the deal) and
 * one per searched decision (the value of the best move: what the position offered).
 *
 * The work is cut into steps (`createAnalysis(...).step()` analyses one decision), so a Web Worker
 * can report progress and take a cancel message between two steps (profiWorker.ts, `serveAnalysis`);
 * `analyseGame` runs the steps with a progress callback and a `shouldStop` check.
 */
import { dataKey } from './data';
import { deriveSeed } from './rng';
import { iterationsFor, type Iterations, type SearchContext, type SearchGame } from './ismcts';
import { classOf, judgeMoves, orientationOf, type JudgeMemo, type JudgeOptions, type Judgement } from './judge';
import { markFor, shownLoss, shownMargin, worseShare } from './analysisText';
import { MARKS, chanceScale } from './analysisModel';
import type {
  AnalysedMove,
  AnalysisScale,
  AnalysisSummary,
  DecisionAnalysis,
  DecisionValues,
  GameAnalysis,
  GraphPoint,
  Mark,
  Thresholds,
} from './analysisModel';
import type { BaseMove, BaseView, GameId, Seat } from './types';

export { MARKS, chanceScale };
export type { AnalysedMove, AnalysisScale, AnalysisSummary, DecisionAnalysis, DecisionValues, GameAnalysis, GraphPoint, Mark, Thresholds };

/** The reader's seat: the analysis is always from here. */
export const READER: Seat = 0;

export interface ChanceParts<S, M extends BaseMove, O, V extends BaseView<M>> {
  /** The chance (0…100) a sample gives the searching seat, from that seat's Profi reward. */
  chance(reward: number): number;
  neutral: AnalysisGame<S, M, O, V>['neutral'];
  result: AnalysisGame<S, M, O, V>['result'];
  reason?: AnalysisGame<S, M, O, V>['reason'];
  /** Samples of the judgement per decision (core/judge.ts). */
  samples: Iterations<V>;
  equivalent?: AnalysisGame<S, M, O, V>['equivalent'];
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
    samples: parts.samples,
    scale,
    thresholds: parts.thresholds ?? thresholds,
    value: (_state, rewards, { seat }) => parts.chance(rewards[seat]!),
    neutral: parts.neutral,
    result: parts.result,
  };
  if (parts.reason) game.reason = parts.reason;
  if (parts.equivalent) game.equivalent = parts.equivalent;
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
  /**
   * The „Profi“ search of the game, or a variant of it for the analysis: its determinizer,
   * playout policy and rewards are what the judgement (core/judge.ts) plays out with.
   */
  search: SearchGame<S, M, V>;
  /** Iterations of a tree search with it (the Taktik exercises find their positions so; frozen). */
  iterations: Iterations<V>;
  /** Samples of the judgement per decision (fixed): each class of moves is played out on each. */
  samples: Iterations<V>;
  /**
   * Classes of moves that are equivalent in the game's own terms at this view (one choice, never
   * judged against each other): the class key of a move (default: every move its own class).
   */
  equivalent?(view: V): (move: M) => string;
  scale: AnalysisScale;
  thresholds: Thresholds;
  /**
   * The analysis quantity for `search.seat` of a finished or cut-off sample, in the scale's unit
   * (chance: 0 or 100, or a share of 100 for an estimate). Must not draw from `search.random`.
   */
  value(state: S, rewards: readonly number[], search: SearchContext): number;
  /** True when `value` never reads `rewards`: the judgement skips them (core/judge.ts `JudgeGame.stateValue`). */
  stateValue?: boolean;
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
   * hints.ts); `names[seat]` are the seat names, 'Du' for the reader. With `made` (the analysis of a
   * decision) the clause must be about the difference of the two moves, or null. Null: no reason.
   * A clause the game would give for the move made as well is dropped (`reasonOf`).
   */
  reason?(view: V, best: M, names: readonly string[], made?: M): string | null;
}

export interface AnalysisOptions {
  /** Samples per decision instead of the game's (tests, quick benchmarks). */
  samples?: number;
  /** Samples per decision too, when `samples` is not given (older name); and the deal's playouts. */
  iterations?: number;
  /** Plain playouts for the value at the deal (default: `iterations`, else the game's samples). */
  dealIterations?: number;
  /** Seat names for the reasons ('Du' first); default none (no reason). */
  names?: readonly string[];
  /**
   * A second opinion (benchmarks only): every decision judged from other samples, the seeds derived
   * once more from this number. The page never sets it, so „Tipp“ and the analysis agree.
   */
  reseed?: number;
  /** Playouts per sampled state instead of the game's (benchmarks). */
  perWorld?: number;
  /** Samples shared with other judgements of the same view and seed (core/judge.ts `JudgeMemo`; same answers). */
  memo?: JudgeMemo;
  /**
   * The memo of each decision of a whole game (by its move index; benchmarks only): a caller that
   * keeps them can ask „Tipp“ at the same decisions from the same samples (`tippMove`'s `memo`).
   */
  memoFor?(index: number): JudgeMemo;
}

/**
 * Playouts per sampled card distribution („world“) in every judgement: enough to tell in how many
 * worlds a move is worse (for `markFor`), while the samples stay the game's.
 */
export const PER_WORLD = 4;

/** The analysis's own stream of seeds (never a bot's or Profi's: deriveSeed(seed, move) feeds those). */
const ANALYSIS_SALT = 0x616e61;

/**
 * The seed of the judgement at a decision from the decision's free-play seed (deriveSeed(game seed,
 * moves so far), what the bots and „Tipp“ get): „Tipp“ and the analysis judge with the same seed.
 */
export const judgeSeed = (botSeed: number): number => deriveSeed(botSeed, ANALYSIS_SALT);
/** The seed of the analysis of the move at `index` of a game with `seed` (= „Tipp“'s there). */
export const decisionSeed = (seed: number, index: number): number => judgeSeed(deriveSeed(seed, index));

/**
 * Why `best` is better than `made` (a „weil …“ clause), or null: the game's clause for the pair, but
 * never one it would give for the move made too — that would say nothing about the difference
 * (e.g. „jede abgelegte Karte bedeutet weniger Schlechtpunkte“ for the same card on another row).
 */
export function reasonOf<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: Pick<AnalysisGame<S, M, O, V>, 'reason'>,
  view: V,
  best: M,
  made: M,
  names: readonly string[],
): string | null {
  if (!game.reason) return null;
  const why = game.reason(view, best, names, made);
  if (why === null) return null;
  return why === game.reason(view, made, names, best) ? null : why;
}

/**
 * The judgement's settings for a decision of this game, the same for the analysis, „Tipp“ and the
 * Taktik answers: the game's samples, and a class stops drawing samples once it clearly trails the
 * best by the „ungenau“ threshold (only the best and the kept moves need exact values).
 */
export function judgeOptions<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: Pick<AnalysisGame<S, M, O, V>, 'samples' | 'thresholds'>,
  view: V,
  options: Pick<AnalysisOptions, 'samples' | 'iterations' | 'perWorld'> = {},
  keep: readonly M[] = [],
): JudgeOptions<M> {
  const samples = options.samples ?? options.iterations ?? iterationsFor(game.samples, view);
  return { samples, keep, dropAt: game.thresholds.ungenau, perWorld: options.perWorld ?? PER_WORLD };
}

/** Analyses one decision of seat `view.seat` from its view only. */
export function analyseDecision<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  view: V,
  made: M,
  seed: number,
  options: AnalysisOptions = {},
): DecisionValues<M> {
  const key = game.search.key ?? dataKey;
  if (view.legal.length === 1) {
    return {
      made,
      forced: true,
      best: made,
      madeIsBest: true,
      equivalent: false,
      madeValue: Number.NaN,
      bestValue: Number.NaN,
      loss: 0,
      margin: 0,
      mark: null,
      samples: 0,
      worlds: 0,
      worldsWorse: 0,
      worldsBetter: 0,
      candidates: [],
      reason: null,
    };
  }
  const j = judgeMoves(game, view, seed, { ...judgeOptions(game, view, options, [made]), memo: options.memo });
  const best = j.classes[j.best]!;
  const madeClass = classOf(j, key(made))!;
  const same = madeClass === best;
  const o = orientationOf(game.scale);
  const loss = same ? 0 : Math.max(0, madeClass.loss);
  const margin = same ? 0 : madeClass.margin;
  const bestMove = same ? made : best.move;
  const shown = same ? 0 : shownLoss(best.value, madeClass.value, game.scale);
  const worlds = {
    worlds: madeClass.worlds,
    worldsWorse: same ? 0 : madeClass.worldsWorse,
    worldsBetter: same ? 0 : madeClass.worldsBetter,
  };
  const mark = markFor(shown, same ? 0 : shownMargin(margin, game.scale), game.thresholds, same ? 1 : worseShare(worlds));
  const reason = !same && options.names ? reasonOf(game, view, bestMove, made, options.names) : null;
  const candidates: AnalysedMove<M>[] = j.classes
    .map((c) => ({ move: c === madeClass ? made : c.move, samples: c.samples, value: c.value }))
    .sort((a, b) => o * (b.value - a.value));
  return {
    made,
    forced: false,
    best: bestMove,
    madeIsBest: same,
    equivalent: same && key(best.move) !== key(made),
    madeValue: madeClass.value,
    bestValue: best.value,
    loss,
    margin,
    mark,
    samples: j.samples,
    ...worlds,
    candidates,
    reason,
  };
}

/** What „Tipp“ suggests: the judgement's best move and its value (NaN for a forced move). */
export interface TippAnswer<M> {
  move: M;
  value: number;
}

/**
 * „Tipp“ at a decision: the judgement's best move from the deciding seat's view, with the seed the
 * analysis uses at the same decision (`botSeed` is the decision's free-play seed, `BotInput.seed`).
 * So a move „Tipp“ suggests is exactly the analysis's best move there and never marked.
 */
export function tippMove<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  view: V,
  botSeed: number,
  memo?: JudgeMemo,
): TippAnswer<M> {
  if (view.legal.length === 1) return { move: view.legal[0]!, value: Number.NaN };
  const j = tippJudgement(game, view, botSeed, memo);
  const best = j.classes[j.best]!;
  return { move: best.move, value: best.value };
}

/** The judgement „Tipp“ reads its move from (and „Profi fragen“ its best, core/judgePosition.ts). */
export function tippJudgement<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  view: V,
  botSeed: number,
  memo?: JudgeMemo,
): Judgement<M> {
  return judgeMoves(game, view, judgeSeed(botSeed), { ...judgeOptions(game, view), memo });
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
