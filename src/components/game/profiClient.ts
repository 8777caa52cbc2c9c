/**
 * The page side of the „Profi“ Web Worker: one worker per island, created on the first question
 * (so a reader who never plays „Profi“ or asks „Warum?“ never loads the search). Questions carry
 * the deciding seat's view and the decision's seed; the worker answers exactly what the game's
 * `profiBot` decides in Node. Aborting a question (the machine left its thinking state after
 * „Rückgängig“ or „Neu geben“) stops the search at once: the worker is terminated, and a fresh one
 * answers the next question.
 */
import type { SearchResult } from '../../games/core/ismcts';
import type { TippAnswer } from '../../games/core/analysis';
import type { PositionJudgement } from '../../games/core/judgePosition';
import type { JudgeMessage, JudgeRequest, ProfiRequest, ProfiResponse } from '../../games/core/profiWorker';

export interface ProfiClient<V, M> {
  ask(view: V, seed: number, signal?: AbortSignal): Promise<SearchResult<M>>;
  /** „Tipp“: the judgement's best move at `view` (`seed`: the decision's free-play seed). */
  tipp(view: V, seed: number, signal?: AbortSignal): Promise<TippAnswer<M>>;
  /** „Profi fragen“: the whole judgement at `view`, same seed and best move as `tipp`. */
  judge(view: V, seed: number, signal?: AbortSignal): Promise<PositionJudgement<M>>;
  close(): void;
}

interface Pending {
  resolve: (r: never) => void;
  reject: (e: Error) => void;
}

export function createProfiClient<V, M>(makeWorker: () => Worker): ProfiClient<V, M> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const stop = (reason: string) => {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) p.reject(new Error(reason));
  };

  const ensure = (): Worker => {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = ({ data }: MessageEvent<ProfiResponse<M> | JudgeMessage<M>>) => {
      const p = pending.get(data.id);
      if (!p) return;
      pending.delete(data.id);
      if (data.ok) p.resolve(data.result as never);
      else p.reject(new Error(data.error));
    };
    w.onerror = (e) => {
      e.preventDefault();
      stop('Die Profi-Suche ist ausgefallen.');
    };
    worker = w;
    return w;
  };

  /** Sends `request` (with a fresh id) and resolves with the worker's result for it. */
  const send = <R>(request: (id: number) => ProfiRequest<V> | JudgeRequest<V>, signal?: AbortSignal): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('abgebrochen'));
      let w: Worker;
      try {
        w = ensure();
      } catch {
        return reject(new Error('Dieser Browser kann die Profi-Suche nicht starten.'));
      }
      const id = nextId++;
      pending.set(id, { resolve: resolve as (r: never) => void, reject });
      signal?.addEventListener('abort', () => {
        if (pending.has(id)) stop('abgebrochen');
      });
      w.postMessage(request(id));
    });

  return {
    ask: (view, seed, signal) => send<SearchResult<M>>((id) => ({ id, view, seed }), signal),
    tipp: (view, seed, signal) => send<TippAnswer<M>>((id) => ({ id, kind: 'tipp', view, seed }), signal),
    judge: (view, seed, signal) => send<PositionJudgement<M>>((id) => ({ id, kind: 'urteil', view, seed }), signal),
    close: () => stop('beendet'),
  };
}
