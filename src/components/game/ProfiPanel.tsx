/**
 * „Warum?“ and „Profi fragen“: the search's top three candidate moves in German with how often each
 * won in the search („Anna schlägt die Pik 9 mit der Pik Dame: 71 %“). „Warum?“ looks at the last
 * computer move (the very search that chose it when the computer plays „Profi“; otherwise what the
 * Profi would have played there), „Profi fragen“ at the reader's own position. The search runs in
 * the game's worker; the page only replays the position to word the moves.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SearchResult } from '../../games/core/ismcts';
import type { GameKit } from '../../games/core/kit';
import { botInput, replayPartie, type PlayContext } from '../../games/core/playMachine';
import { sameData } from '../../games/core/data';
import { genitiv } from '../../games/core/text';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';

interface Shown {
  title: string;
  lines: { text: string; played: boolean }[];
  note?: string;
}

const percent = (score: number) => `${Math.round(score * 100)} %`;

export function ProfiPanel<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(props: {
  kit: GameKit<S, M, O, L, V, E>;
  ctx: PlayContext<S, M, O>;
  names: string[];
  canAct: boolean;
  over: boolean;
  analyse: (view: V, seed: number) => Promise<SearchResult<M>>;
}) {
  const { kit, ctx, names, canAct, over, analyse } = props;
  const rules = kit.rules;
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  // A new position: the old answer no longer fits.
  useEffect(() => setShown(null), [ctx.moves, ctx.seed]);

  let lastBot = -1;
  for (let i = ctx.moves.length - 1; i >= 0; i--) {
    if (ctx.moves[i]!.seat !== 0) {
      lastBot = i;
      break;
    }
  }
  const profiLabel = kit.levels.find((l) => l.id === kit.profi?.level)?.label ?? 'Profi';
  const levelLabel = kit.levels.find((l) => l.id === ctx.level)?.label ?? ctx.level;

  async function show(index: number) {
    const moves = ctx.moves.slice(0, index);
    const before = index === ctx.moves.length ? ctx.state : replayPartie(kit, ctx.options, ctx.seed, moves).state;
    const seat = index === ctx.moves.length ? 0 : ctx.moves[index]!.seat;
    const input = botInput(kit, { state: before, seed: ctx.seed, moves, level: ctx.level }, seat);
    const label = (m: M) => rules.describe(before, m, names).replace(/\.$/, '');
    setBusy(true);
    try {
      const result = await analyse(input.view, input.seed);
      const played = index < ctx.moves.length ? ctx.moves[index]! : null;
      const forced = result.iterations === 0;
      const lines = result.candidates.slice(0, 3).map((c) => ({
        text: forced ? `${label(c.move)}: der einzige erlaubte Zug` : `${label(c.move)}: ${percent(c.score)}`,
        played: played !== null && sameData(c.move, played),
      }));
      const who = names[seat] ?? '';
      let note: string | undefined;
      if (played && ctx.level !== kit.profi?.level && !lines.some((l) => l.played)) {
        note = `${who} spielt auf der Stufe „${levelLabel}“ und hat anders entschieden: ${label(played)}.`;
      }
      setShown({
        title:
          played === null
            ? `Was die Profi-Suche an deiner Stelle erwägt (in ${result.iterations} Probespielen):`
            : ctx.level === kit.profi?.level
              ? `Warum ${who} so gespielt hat – die besten Züge der Suche (in ${result.iterations} Probespielen, mit Karten aus ${genitiv(who)} Hand):`
              : `Was die Profi-Suche an ${genitiv(who)} Stelle erwogen hätte (in ${result.iterations} Probespielen):`,
        lines,
        note,
      });
    } catch {
      setShown({ title: 'Die Suche wurde abgebrochen oder ist ausgefallen. Versuch es gleich noch einmal.', lines: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="profi-panel">
      <div class="steuerung">
        <button
          type="button"
          class="knopf knopf-leise"
          aria-disabled={lastBot < 0 || busy ? 'true' : undefined}
          onClick={() => lastBot >= 0 && !busy && void show(lastBot)}
        >
          Warum?
        </button>
        {!over && (
          <button
            type="button"
            class="knopf knopf-leise"
            aria-disabled={!canAct || busy ? 'true' : undefined}
            onClick={() => canAct && !busy && void show(ctx.moves.length)}
          >
            {profiLabel} fragen
          </button>
        )}
      </div>
      <div aria-live="polite">
        {busy && <p class="profi-denkt">Die Suche rechnet …</p>}
        {shown && !busy && (
          <div class="profi-antwort">
            <p>{shown.title}</p>
            {shown.lines.length > 0 && (
              <ol>
                {shown.lines.map((l, i) => (
                  <li key={i}>
                    {l.text}
                    {l.played && <strong> (gespielt)</strong>}
                  </li>
                ))}
              </ol>
            )}
            {shown.note && <p>{shown.note}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
