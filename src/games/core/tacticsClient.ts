/**
 * The page side of „Taktik“ exercises (core/tactics.ts): asks the game's Profi worker
 * (`kit.profi.worker()`, profiWorker.ts serves `kind: 'taktik'`) to make one exercise, so the
 * searches never run on the page's thread. Cancellable: aborting the signal tells the worker to
 * stop after the search it is in and rejects at once with „abgebrochen“.
 *
 * The worker may be shared with other questions: this client listens with `addEventListener` and
 * takes only the answers to its own ids (a range of its own, far from profiClient's 1, 2, 3 …).
 */
import type { DrillLevel, DrillVersion } from './drills';
import type { TacticMessage, TacticRequest } from './profiWorker';
import type { TacticDrill } from './tacticJudge';

/** What the client needs of a worker (a real `Worker`, or a stand-in in tests). */
export interface TacticWorker {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

let nextId = 0x40000000;

export interface TacticAsk {
  /** The game's seat names for the most players, 'Du' first (`kit.seatNames` with the most players). */
  names: readonly string[];
  /** Abort: the worker stops after its current search, the promise rejects with „abgebrochen“. */
  signal?: AbortSignal;
}

/**
 * The Taktik exercise of `kindId`, `seed`, `level` and `version` (the parts of its link, `parseDrillCode`),
 * made in `worker`. Rejects with the worker's German error, or „abgebrochen“.
 */
export function makeTactic<S = unknown, V = unknown, M = unknown>(
  worker: TacticWorker,
  kindId: string,
  seed: number,
  level: DrillLevel,
  version: DrillVersion,
  ask: TacticAsk,
): Promise<TacticDrill<S, V, M>> {
  return new Promise((resolve, reject) => {
    if (ask.signal?.aborted) return reject(new Error('abgebrochen'));
    const id = nextId++;
    const done = () => {
      worker.removeEventListener('message', listen);
      ask.signal?.removeEventListener('abort', abort);
    };
    const listen = ({ data }: MessageEvent) => {
      const m = data as TacticMessage<S, V, M>;
      if (!m || m.id !== id || m.kind !== 'taktik') return;
      done();
      if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
    };
    const abort = () => {
      done();
      worker.postMessage({ id, kind: 'cancel' });
      reject(new Error('abgebrochen'));
    };
    worker.addEventListener('message', listen);
    ask.signal?.addEventListener('abort', abort);
    const request: TacticRequest = { id, kind: 'taktik', tactic: kindId, seed, level, version, names: [...ask.names] };
    worker.postMessage(request);
  });
}
