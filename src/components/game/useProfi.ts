/**
 * „Profi“ for a free-play island: the play machine with its `botZug` actor answered by the game's
 * Web Worker whenever the level is the kit's Profi level (the other levels still decide at once on
 * the page), and `analyse(view, seed)` for „Warum?“ and „Profi fragen“. The worker is created on
 * the first question only. A decision the Profi made in this game is remembered by its seed, so
 * „Warum?“ shows exactly the search that chose the move.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { fromPromise } from 'xstate';
import type { SearchResult } from '../../games/core/ismcts';
import type { GameKit } from '../../games/core/kit';
import { decide, type BotInput, type PlayMachine } from '../../games/core/playMachine';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { createProfiClient } from './profiClient';

export interface Profi<V, M> {
  /** Null when the game has no Profi level. */
  analyse: ((view: V, seed: number) => Promise<SearchResult<M>>) | null;
}

export function useProfi<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  machine: PlayMachine<S, M, O, L, V, E>,
): Profi<V, M> & { machine: PlayMachine<S, M, O, L, V, E> } {
  const found = useRef(new Map<number, SearchResult<M>>());
  const client = useMemo(() => (kit.profi ? createProfiClient<V, M>(kit.profi.worker) : null), []);
  useEffect(() => () => client?.close(), []);

  const live = useMemo(() => {
    const profi = kit.profi;
    if (!profi || !client) return machine;
    return machine.provide({
      actors: {
        botZug: fromPromise<M, BotInput<V>>(async ({ input, signal }) => {
          if (input.level !== profi.level) return decide(kit, input);
          try {
            const result = await client.ask(input.view, input.seed, signal);
            found.current.set(input.seed, result);
            return result.move;
          } catch (e) {
            // Cancelled: the machine has left this decision and ignores the answer anyway.
            if (signal.aborted) throw e;
            // No worker in this browser: the strongest bot on the page answers instead.
            return decide(kit, input, kit.hintBot);
          }
        }),
      },
    }) as PlayMachine<S, M, O, L, V, E>;
  }, []);

  const analyse = client
    ? (view: V, seed: number) => {
        const known = found.current.get(seed);
        return known ? Promise.resolve(known) : client.ask(view, seed);
      }
    : null;
  return { machine: live, analyse };
}
