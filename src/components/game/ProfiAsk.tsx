/**
 * The „Warum?“ and „Profi fragen“ buttons of free play: „Warum?“ shows the Profi search's reckoning
 * for the computer's last move, „Profi fragen“ the judgement of the reader's position (the same as
 * „Tipp“ and the analysis). The wording and the replay live in ProfiPanel.tsx, loaded with the
 * first question (like the worker itself), so a reader who never asks pays only for these buttons.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PositionJudgement } from '../../games/core/judgePosition';
import type { SearchResult } from '../../games/core/ismcts';
import type { GameKit } from '../../games/core/kit';
import type { PlayContext } from '../../games/core/playTypes';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { ProfiAnswer } from './ProfiPanel';

/** Index of the last computer move, or -1. */
function lastBotMove<M extends BaseMove>(moves: readonly M[]): number {
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i]!.seat !== 0) return i;
  return -1;
}

type Shown =
  | { kind: 'rechnet' }
  | { kind: 'fehler' }
  | { kind: 'antwort'; answer: ProfiAnswer; View: (p: { answer: ProfiAnswer }) => preact.JSX.Element };

export function ProfiAsk<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(props: {
  kit: GameKit<S, M, O, L, V, E>;
  ctx: PlayContext<S, M, O>;
  names: string[];
  canAct: boolean;
  over: boolean;
  analyse: (view: V, seed: number) => Promise<SearchResult<M>>;
  judge: (view: V, seed: number) => Promise<PositionJudgement<M>>;
}) {
  const { kit, ctx, names, canAct, over, analyse, judge } = props;
  const [shown, setShown] = useState<Shown | null>(null);
  /** Counts questions: an answer that arrives after the position changed is dropped. */
  const asked = useRef(0);
  useEffect(() => {
    asked.current++;
    setShown(null);
  }, [ctx.moves, ctx.seed]);

  const lastBot = lastBotMove(ctx.moves);
  const busy = shown?.kind === 'rechnet';
  const profiLabel = kit.levels.find((l) => l.id === kit.profi?.level)?.label ?? 'Profi';

  async function ask(index: number) {
    const question = ++asked.current;
    setShown({ kind: 'rechnet' });
    try {
      const panel = await import('./ProfiPanel');
      const answer =
        index === ctx.moves.length
          ? await panel.judgementAnswer(kit, ctx, names, judge)
          : await panel.profiAnswer(kit, ctx, names, index, analyse);
      if (question === asked.current) setShown({ kind: 'antwort', answer, View: panel.ProfiAnswerView });
    } catch {
      if (question === asked.current) setShown({ kind: 'fehler' });
    }
  }

  return (
    <div class="profi-panel">
      <div class="steuerung">
        <button
          type="button"
          class="knopf knopf-leise"
          aria-disabled={lastBot < 0 || busy ? 'true' : undefined}
          title="Zeigt die eigene Rechnung des Computers für seinen letzten Zug: welche Züge seine Suche am häufigsten versucht hat"
          onClick={() => lastBot >= 0 && !busy && void ask(lastBot)}
        >
          Warum?
        </button>
        {!over && (
          <button
            type="button"
            class="knopf knopf-leise"
            aria-disabled={!canAct || busy ? 'true' : undefined}
            title="Zeigt, wie die Analyse jeden deiner Züge hier bewertet – der beste ist der Zug, den auch „Tipp“ nennt"
            onClick={() => canAct && !busy && void ask(ctx.moves.length)}
          >
            {profiLabel} fragen
          </button>
        )}
      </div>
      <div aria-live="polite">
        {shown?.kind === 'rechnet' && <p class="profi-denkt">Der Computer rechnet …</p>}
        {shown?.kind === 'fehler' && <p class="profi-denkt">Die Rechnung ist ausgefallen. Versuch es gleich noch einmal.</p>}
        {shown?.kind === 'antwort' && <shown.View answer={shown.answer} />}
      </div>
    </div>
  );
}
