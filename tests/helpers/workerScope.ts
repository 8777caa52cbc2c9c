/**
 * A Web Worker's global scope in Node, for the worker side of „Profi“ (core/profiWorker.ts): the
 * handler `serveProfi` installs on globalThis gets messages through `send`, everything it posts is
 * collected in `messages`, and `until` waits for a message. Call `workerScope()` at the top of a
 * test file; it installs and removes `postMessage` around every test.
 */
import { afterEach, beforeEach } from 'vitest';

interface Scope {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage?: (m: unknown) => void;
}

export function workerScope<T = unknown>() {
  const scope = globalThis as unknown as Scope;
  const state = { messages: [] as T[], waiting: null as (() => void) | null };
  /** Posts from the worker (also for stand-ins that post elsewhere too, see `onPost`). */
  const post = (m: unknown) => {
    state.messages.push(m as T);
    state.waiting?.();
  };
  beforeEach(() => {
    state.messages.length = 0;
    scope.postMessage = post;
  });
  afterEach(() => {
    scope.onmessage = null;
    delete scope.postMessage;
  });
  return {
    get messages(): T[] {
      return state.messages;
    },
    send: (data: unknown) => scope.onmessage!({ data }),
    /** Also hand every posted message to `listener` (e.g. a stand-in Worker's event listeners). */
    onPost(listener: (m: unknown) => void) {
      scope.postMessage = (m) => {
        listener(m);
        post(m);
      };
    },
    /** Waits until a collected message satisfies `done`. */
    async until(done: (m: T) => boolean): Promise<T> {
      for (;;) {
        const hit = state.messages.find(done);
        if (hit) return hit;
        await new Promise<void>((resolve) => (state.waiting = resolve));
      }
    },
  };
}
