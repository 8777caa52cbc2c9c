/**
 * The page side of the „Profi“ Web Worker: one worker per island, created on the first question
 * (so a reader who never plays „Profi“ or asks „Warum?“ never loads the search). Questions carry
 * the deciding seat's view and the decision's seed; the worker answers exactly what the game's
 * `profiBot` decides in Node. Aborting a question (the machine left its thinking state after
 * „Rückgängig“ or „Neu geben“) stops the search at once: the worker is terminated, and a fresh one
 * answers the next question.
 */
import type { SearchResult } from '../../games/core/ismcts';
import type { ProfiRequest, ProfiResponse } from '../../games/core/profiWorker';

export interface ProfiClient<V, M> {
  ask(view: V, seed: number, signal?: AbortSignal): Promise<SearchResult<M>>;
  close(): void;
}

interface Pending<M> {
  resolve: (r: SearchResult<M>) => void;
  reject: (e: Error) => void;
}

export function createProfiClient<V, M>(makeWorker: () => Worker): ProfiClient<V, M> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending<M>>();

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
    w.onmessage = ({ data }: MessageEvent<ProfiResponse<M>>) => {
      const p = pending.get(data.id);
      if (!p) return;
      pending.delete(data.id);
      if (data.ok) p.resolve(data.result);
      else p.reject(new Error(data.error));
    };
    w.onerror = (e) => {
      e.preventDefault();
      stop('Die Profi-Suche ist ausgefallen.');
    };
    worker = w;
    return w;
  };

  return {
    ask(view, seed, signal) {
      return new Promise<SearchResult<M>>((resolve, reject) => {
        if (signal?.aborted) return reject(new Error('abgebrochen'));
        let w: Worker;
        try {
          w = ensure();
        } catch {
          return reject(new Error('Dieser Browser kann die Profi-Suche nicht starten.'));
        }
        const id = nextId++;
        pending.set(id, { resolve, reject });
        signal?.addEventListener('abort', () => {
          if (pending.has(id)) stop('abgebrochen');
        });
        const request: ProfiRequest<V> = { id, view, seed };
        w.postMessage(request);
      });
    },
    close: () => stop('beendet'),
  };
}
