/**
 * „Profi“ for a free-play island: the play machine with its `botMove` actor answered by the game's
 * Web Worker whenever the level is the kit's Profi level (the other levels still decide at once on
 * the page), its `hint` actor („Tipp“) answered by the worker's judgement (core/analysis.ts
 * `tippMove`: the move the analysis calls best at this decision), `analyse(view, seed)` for
 * „Warum?“ (the search's own reckoning for a computer move) and `judge(view, seed)` for „Profi
 * fragen“ (the judgement of the reader's position, `judgePosition`: same seed and best move as
 * „Tipp“). The worker and its client
 * are loaded on the first question only. A decision the Profi made in this game is remembered by
 * its seed, so „Warum?“ shows exactly the search that chose the move.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { fromPromise } from 'xstate';
import type { PositionJudgement } from '../../games/core/judgePosition';
import type { SearchResult } from '../../games/core/ismcts';
import type { GameKit } from '../../games/core/kit';
import { decide } from '../../games/core/playBots';
import type { PlayMachine } from '../../games/core/playMachine';
import type { BotInput, HintAnswer } from '../../games/core/playTypes';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { ProfiClient } from './profiClient';

export function useProfi<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  machine: PlayMachine<S, M, O, L, V, E>,
): {
  machine: PlayMachine<S, M, O, L, V, E>;
  analyse: ((view: V, seed: number) => Promise<SearchResult<M>>) | null;
  judge: ((view: V, seed: number) => Promise<PositionJudgement<M>>) | null;
} {
  const found = useRef(new Map<number, SearchResult<M>>());
  const client = useRef<Promise<ProfiClient<V, M>> | null>(null);
  const profi = kit.profi;
  const getClient = () => (client.current ??= import('./profiClient').then((m) => m.createProfiClient<V, M>(profi!.worker)));
  useEffect(() => () => void client.current?.then((c) => c.close()), []);

  const live = useMemo(() => {
    if (!profi) return machine;
    return machine.provide({
      actors: {
        botMove: fromPromise<M, BotInput<V>>(async ({ input, signal }) => {
          if (input.level !== profi.level) return decide(kit, input);
          try {
            const result = await (await getClient()).ask(input.view, input.seed, signal);
            found.current.set(input.seed, result);
            return result.move;
          } catch (e) {
            // Cancelled: the machine has left this decision and ignores the answer anyway.
            if (signal.aborted) throw e;
            // No worker in this browser: the strongest bot on the page answers instead.
            return decide(kit, input, true);
          }
        }),
        hint: fromPromise<HintAnswer<M>, BotInput<V>>(async ({ input, signal }) => {
          let move: M;
          let ruleOfThumb = false;
          try {
            move = (await (await getClient()).tipp(input.view, input.seed, signal)).move;
          } catch (e) {
            if (signal.aborted) throw e;
            // No worker: the rule of thumb of „Fortgeschritten“, and the reader is told so.
            move = await decide(kit, input, true);
            ruleOfThumb = true;
          }
          const why = kit.hintWhy
            ? await kit
                .hintWhy()
                .then((w) => w(input.view, move))
                .catch(() => null)
            : null;
          if (!ruleOfThumb) return { move, why };
          return {
            move,
            why: `${why ?? 'es die Faustregel so sagt'} (nur eine Faustregel: die genaue Rechnung läuft in diesem Browser nicht)`,
          };
        }),
      },
    }) as PlayMachine<S, M, O, L, V, E>;
  }, []);

  const analyse = profi ? async (view: V, seed: number) => found.current.get(seed) ?? (await getClient()).ask(view, seed) : null;
  const judge = profi ? async (view: V, seed: number) => (await getClient()).judge(view, seed) : null;
  return { machine: live, analyse, judge };
}
