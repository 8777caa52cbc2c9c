/**
 * „Warum?“ and „Profi fragen“: the search's top three candidate moves in German with how often each
 * won in the search („Anna schlägt die Pik 9 mit der Pik Dame: 71 %“). „Warum?“ looks at the last
 * computer move (the very search that chose it when the computer plays „Profi“; otherwise what the
 * Profi would have played there), „Profi fragen“ at the reader's own position. The search runs in
 * the game's worker; this module (loaded on the first question) replays the position to word the
 * moves.
 */
import { candidateLine, type SearchResult } from '../../games/core/ismcts';
import type { GameKit } from '../../games/core/kit';
import { botInput, replayPartie, type PlayContext } from '../../games/core/playMachine';
import { sameData } from '../../games/core/data';
import { genitiv } from '../../games/core/text';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';

export interface ProfiAnswer {
  title: string;
  lines: { text: string; played: boolean }[];
  /** What the percentages mean (only when the lines show some). */
  legend?: string;
  note?: string;
}

/** Below this best score, every move loses almost every probe game: the legend says so. */
const HOPELESS = 0.05;

/**
 * What the figure behind each move means, for seat `who` („für dich“ / „für Anna“): the mean result
 * of the probe games with that move, 100 % = every one won.
 */
export function percentLegend(whom: string, best: number): string {
  const legend = `Die Prozentzahl sagt, wie gut die Probespiele mit diesem Zug im Mittel für ${whom} ausgingen: 100\u00a0% hieße, jedes gewonnen, 0\u00a0% jedes verloren.`;
  return best < HOPELESS ? `${legend} Hier geht fast jedes Probespiel verloren, mit welchem Zug auch immer.` : legend;
}
/**
 * Asks the search about the decision before move `index` (index = moves.length: the reader's
 * position now) and words its best three candidates.
 */
export async function profiAnswer<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  ctx: PlayContext<S, M, O>,
  names: string[],
  index: number,
  analyse: (view: V, seed: number) => Promise<SearchResult<M>>,
): Promise<ProfiAnswer> {
  const rules = kit.rules;
  const moves = ctx.moves.slice(0, index);
  const before = index === ctx.moves.length ? ctx.state : replayPartie(kit, ctx.options, ctx.seed, moves).state;
  const played = index < ctx.moves.length ? ctx.moves[index]! : null;
  const seat = played ? played.seat : 0;
  const input = botInput(kit, { state: before, seed: ctx.seed, moves, level: ctx.level }, seat);
  const label = (m: M) => rules.describe(before, m, names).replace(/\.$/, '');
  const result = await analyse(input.view, input.seed);
  const forced = result.iterations === 0;
  const lines = result.candidates.slice(0, 3).map((c) => ({
    text: candidateLine(c, label, forced),
    played: played !== null && sameData(c.move, played),
  }));
  const who = names[seat] ?? '';
  const shown = result.candidates.slice(0, 3);
  const profi = ctx.level === kit.profi?.level;
  const levelLabel = kit.levels.find((l) => l.id === ctx.level)?.label ?? ctx.level;
  const games = `in ${result.iterations.toLocaleString('de-DE')} Probespielen`;
  return {
    title:
      played === null
        ? `Was die Profi-Suche an deiner Stelle erwägt (${games}):`
        : profi
          ? `Warum ${who} so gespielt hat – die besten Züge der Suche (${games}, mit Karten aus ${genitiv(who)} Hand):`
          : `Was die Profi-Suche an ${genitiv(who)} Stelle erwogen hätte (${games}, mit Karten aus ${genitiv(who)} Hand):`,
    lines,
    legend: forced || shown.length === 0 ? undefined : percentLegend(seat === 0 ? 'dich' : who, Math.max(...shown.map((c) => c.score))),
    note:
      played && !profi && !lines.some((l) => l.played)
        ? `${who} spielt auf der Stufe „${levelLabel}“ und hat anders entschieden: ${label(played)}.`
        : undefined,
  };
}

export function ProfiAnswerView({ answer }: { answer: ProfiAnswer }) {
  return (
    <div class="profi-antwort">
      <p>{answer.title}</p>
      {answer.lines.length > 0 && (
        <ol>
          {answer.lines.map((l, i) => (
            <li key={i}>
              {l.text}
              {l.played && <strong> (gespielt)</strong>}
            </li>
          ))}
        </ol>
      )}
      {answer.legend && <p class="profi-legende">{answer.legend}</p>}
      {answer.note && <p>{answer.note}</p>}
    </div>
  );
}
