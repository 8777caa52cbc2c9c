/**
 * The „Profi“ Web Worker side, one for every game: a game's `profi.worker.ts` calls
 * `serveProfi(search, iterations, analysis)`. The page asks with the deciding seat's view and the
 * decision's seed; the answer is exactly what the game's `profiBot` would decide in Node for the
 * same input.
 *
 * The same worker analyses a whole game („Analyse“, core/analysis.ts) when asked with
 * `{ id, kind: 'analyse', partie }`: it answers with a progress message after the deal and after
 * every decision (`kind: 'progress'`, `done` of `total`), then the analysis (`kind: 'analysis'`).
 * Between two decisions it returns to its event loop, so a `{ id, kind: 'cancel' }` (or a Profi
 * question) is taken at the latest after the decision being searched; a cancelled analysis answers
 * `kind: 'cancelled'` with what it had. A Profi request has no `kind` and is answered as before.
 *
 * „Tipp“ asks here too: `{ id, kind: 'tipp', view, seed }` is answered with the judgement's best move
 * (`{ id, kind: 'tipp', ok: true, result }`, core/analysis.ts `tippMove`), the move the analysis
 * would call best at the same decision. „Profi fragen“ asks `{ id, kind: 'urteil', view, seed }` and
 * gets the whole judgement of the position (`judgePosition`: the same best move as „Tipp“, every other
 * choice with the numbers and mark the analysis would give it), answered as `{ id, kind: 'urteil', … }`.
 *
 * „Taktik“ exercises (core/tactics.ts) are made here too, off the page's thread:
 * `{ id, kind: 'taktik', tactic, seed, level, version, names }` is answered with `{ id, kind: 'taktik', ok: true,
 * result }` (the `TacticDrill`) or `ok: false` with a German error; between two searches the worker
 * returns to its event loop, so `{ id, kind: 'cancel' }` stops it (answer `ok: false, cancelled: true`).
 */
import { createAnalysis } from './analysisRun';
import { tippMove, type AnalysisGame, type GameAnalysis, type TippAnswer } from './analysis';
import { judgePosition, type PositionJudgement } from './judgePosition';
import type { DrillLevel, DrillVersion } from './drills';
import { tacticSteps, type TacticDrill, type TacticGame } from './tactics';
import { makeRng } from './rng';
import { iterationsFor, searchMove, type Iterations, type SearchGame, type SearchResult } from './ismcts';
import type { BaseMove, BaseView } from './types';

export interface ProfiRequest<V> {
  id: number;
  view: V;
  seed: number;
}

export type ProfiResponse<M> = { id: number; ok: true; result: SearchResult<M> } | { id: number; ok: false; error: string };

/** Analyse a game (options, seed and the moves so far: a running game is analysed up to now). */
export interface AnalyseRequest<O, M> {
  id: number;
  kind: 'analyse';
  partie: { options: O; seed: number; moves: M[] };
  /** Seat names for the reasons ('Du' first; `kit.seatNames(options)`); without them no reasons. */
  names?: string[];
}

/**
 * A question to the judgement at the view (`seed`: the decision's free-play seed): „Tipp“ (`tipp`,
 * core/analysis.ts `tippMove`) or „Profi fragen“ (`urteil`, `judgePosition`).
 */
export interface JudgeRequest<V> {
  id: number;
  kind: keyof JudgeAnswers<never>;
  view: V;
  seed: number;
}

/** What each kind of `JudgeRequest` is answered with. */
export interface JudgeAnswers<M> {
  tipp: TippAnswer<M>;
  urteil: PositionJudgement<M>;
}

export type JudgeMessage<M> =
  | { id: number; kind: keyof JudgeAnswers<M>; ok: true; result: JudgeAnswers<M>[keyof JudgeAnswers<M>] }
  | { id: number; kind: keyof JudgeAnswers<M>; ok: false; error: string };

/** Stop the analysis `id` after the decision being searched. */
export interface CancelRequest {
  id: number;
  kind: 'cancel';
}

/** Make the Taktik exercise of kind `tactic`, `seed`, `level` and `version` (the parts of its link). */
export interface TacticRequest {
  id: number;
  kind: 'taktik';
  tactic: string;
  seed: number;
  level: DrillLevel;
  version: DrillVersion;
  /** The game's seat names for the most players, 'Du' first (the exercise's question and labels use them). */
  names: string[];
}

export type TacticMessage<S = unknown, V = unknown, M = unknown> =
  | { id: number; kind: 'taktik'; ok: true; result: TacticDrill<S, V, M> }
  | { id: number; kind: 'taktik'; ok: false; error: string; cancelled?: true };

export type AnalyseMessage<M> =
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'analysis'; ok: true; result: GameAnalysis<M> }
  | { id: number; kind: 'analysis'; ok: false; error: string }
  | { id: number; kind: 'cancelled'; result: GameAnalysis<M> };

/** The search the worker runs: seeded by the decision's seed, a fixed number of iterations. */
export function profiSearch<S, M extends BaseMove, V extends BaseView<M>>(game: SearchGame<S, M, V>, iterations: Iterations<V>) {
  return (view: V, seed: number): SearchResult<M> => searchMove(game, view, makeRng(seed), { iterations: iterationsFor(iterations, view) });
}

interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

/** Back to the event loop (a macrotask: messages that arrived in the meantime are handled first). */
const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs one analysis in steps, posting progress; `cancelled(id)` is checked before every step.
 * Exported for tests (Node has no worker); the worker's handler calls it.
 */
export async function runAnalysis<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  request: AnalyseRequest<O, M>,
  post: (message: AnalyseMessage<M>) => void,
  cancelled: (id: number) => boolean,
): Promise<void> {
  const { id } = request;
  try {
    const run = createAnalysis(game, request.partie, { names: request.names });
    post({ id, kind: 'progress', done: 0, total: run.total });
    for (;;) {
      await breathe();
      if (cancelled(id)) {
        post({ id, kind: 'cancelled', result: run.result() });
        return;
      }
      const before = run.done;
      const more = run.step();
      if (run.done !== before) post({ id, kind: 'progress', done: run.done, total: run.total });
      if (!more) break;
    }
    post({ id, kind: 'analysis', ok: true, result: run.result() });
  } catch (e) {
    post({ id, kind: 'analysis', ok: false, error: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Makes one Taktik exercise in steps (one search each), back to the event loop between two;
 * `cancelled(id)` is checked before every step. Exported for tests; the worker's handler calls it.
 */
export async function runTactic<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  request: TacticRequest,
  post: (message: TacticMessage<S, V, M>) => void,
  cancelled: (id: number) => boolean,
): Promise<void> {
  const { id } = request;
  try {
    const steps = tacticSteps(game, request.tactic, request.seed, request.level, request.names, request.version);
    for (;;) {
      await breathe();
      if (cancelled(id)) {
        post({ id, kind: 'taktik', ok: false, error: 'abgebrochen', cancelled: true });
        return;
      }
      const r = steps.next();
      if (r.done) {
        post({ id, kind: 'taktik', ok: true, result: r.value });
        return;
      }
    }
  } catch (e) {
    post({ id, kind: 'taktik', ok: false, error: e instanceof Error ? e.message : String(e) });
  }
}

export function serveProfi<S, M extends BaseMove, V extends BaseView<M>, O = unknown>(
  game: SearchGame<S, M, V>,
  iterations: Iterations<V>,
  analysis?: AnalysisGame<S, M, O, V>,
  tactics?: TacticGame<S, M, O, V>,
): void {
  const scope = globalThis as unknown as WorkerScope;
  const search = profiSearch(game, iterations);
  const cancels = new Set<number>();
  scope.onmessage = ({ data }) => {
    const kind = (data as { kind?: string }).kind;
    if (kind === 'cancel') {
      cancels.add((data as CancelRequest).id);
      return;
    }
    if (kind === 'analyse') {
      const request = data as AnalyseRequest<O, M>;
      if (!analysis) {
        scope.postMessage({ id: request.id, kind: 'analysis', ok: false, error: 'Dieses Spiel hat keine Analyse.' });
        return;
      }
      void runAnalysis(
        analysis,
        request,
        (m) => scope.postMessage(m),
        (id) => cancels.delete(id),
      );
      return;
    }
    if (kind === 'tipp' || kind === 'urteil') {
      const { id, view, seed } = data as JudgeRequest<V>;
      let answer: JudgeMessage<M>;
      try {
        if (!analysis) throw new Error('Dieses Spiel hat keine Analyse.');
        answer = { id, kind, ok: true, result: (kind === 'tipp' ? tippMove : judgePosition)(analysis, view, seed) };
      } catch (e) {
        answer = { id, kind, ok: false, error: e instanceof Error ? e.message : String(e) };
      }
      scope.postMessage(answer);
      return;
    }
    if (kind === 'taktik') {
      const request = data as TacticRequest;
      if (!tactics) {
        scope.postMessage({ id: request.id, kind: 'taktik', ok: false, error: 'Dieses Spiel hat keine Taktik-Übungen.' });
        return;
      }
      void runTactic(
        tactics,
        request,
        (m) => scope.postMessage(m),
        (id) => cancels.delete(id),
      );
      return;
    }
    const { id, view, seed } = data as ProfiRequest<V>;
    let answer: ProfiResponse<M>;
    try {
      answer = { id, ok: true, result: search(view, seed) };
    } catch (e) {
      answer = { id, ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    scope.postMessage(answer);
  };
}
