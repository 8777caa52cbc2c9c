/**
 * The „Profi“ Web Worker side, one for every game: a game's `profi.worker.ts` calls
 * `serveProfi(search, iterations)`. The page asks with the deciding seat's view and the decision's
 * seed; the answer is exactly what the game's `profiBot` would decide in Node for the same input.
 */
import { makeRng } from './rng';
import { iterationsFor, searchMove, type Iterations, type SearchGame, type SearchResult } from './ismcts';
import type { BaseMove, BaseView } from './types';

export interface ProfiRequest<V> {
  id: number;
  view: V;
  seed: number;
}

export type ProfiResponse<M> = { id: number; ok: true; result: SearchResult<M> } | { id: number; ok: false; error: string };

/** The search the worker runs: seeded by the decision's seed, a fixed number of iterations. */
export function profiSearch<S, M extends BaseMove, V extends BaseView<M>>(game: SearchGame<S, M, V>, iterations: Iterations<V>) {
  return (view: V, seed: number): SearchResult<M> => searchMove(game, view, makeRng(seed), { iterations: iterationsFor(iterations, view) });
}

interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

export function serveProfi<S, M extends BaseMove, V extends BaseView<M>>(game: SearchGame<S, M, V>, iterations: Iterations<V>): void {
  const scope = globalThis as unknown as WorkerScope;
  const search = profiSearch(game, iterations);
  scope.onmessage = ({ data }) => {
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
