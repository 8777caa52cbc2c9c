/**
 * „Warum?“ and „Profi fragen“, worded (loaded with the first question, like the worker itself).
 *
 * „Profi fragen“ (the reader's own position) gives the site's one judgement (core/analysis.ts
 * `judgePosition`, in the game's worker, seeded as „Tipp“ there): the best move first – the very
 * move „Tipp“ names – then the other moves with their values, the shown difference to the best,
 * its uncertainty and the mark, all by the analysis's display rules (analysisText.ts) and equal to
 * what „Partie analysieren“ would say had the reader made that move.
 *
 * „Warum?“ (the computer's last move) shows the Profi search's own reckoning for the computer's
 * seat: how often its search tried each of its top three moves and how they fared for it (when the
 * computer plays „Profi“, the very search that chose the move). It says plainly that this is the
 * computer's reckoning for its own move and no judgement of the reader's play; the analysis never
 * judges computer moves, so the two never speak about the same decision.
 */
import type { PositionJudgement } from '../../games/core/judgePosition';
import {
  SURE_SHARE,
  formatLoss,
  formatMargin,
  formatValue,
  scaleText,
  shownLoss,
  shownMargin,
  tenthsText,
  thresholdsText,
} from '../../games/core/analysisText';
import type { Candidate, SearchResult } from '../../games/core/ismcts';
import type { GameKit } from '../../games/core/kit';
import { botInput } from '../../games/core/playBots';
import { replayPartie } from '../../games/core/playMachine';
import type { PlayContext } from '../../games/core/playTypes';
import { sameData } from '../../games/core/data';
import { genitiv } from '../../games/core/text';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';

export interface ProfiAnswer {
  title: string;
  lines: { text: string; played: boolean }[];
  /** What the figures mean (only when the lines show some). */
  legend?: string;
  note?: string;
}

/** Below this best score, every move loses almost every probe game: the legend says so. */
const HOPELESS = 0.05;
/** „Profi fragen“ lists at most this many moves; the rest are summed up in one sentence. */
export const SHOWN_CHOICES = 6;

/**
 * What the figure behind each move of the search means, for seat `who` („für Anna“): the mean
 * result of the probe games with that move, 100 % = every one won.
 */
export function percentLegend(whom: string, best: number): string {
  const legend = `Die Prozentzahl sagt, wie gut die Probespiele der Suche mit diesem Zug im Mittel für ${whom} ausgingen: 100\u00a0% hieße, jedes gewonnen, 0\u00a0% jedes verloren.`;
  return best < HOPELESS ? `${legend} Hier geht fast jedes Probespiel verloren, mit welchem Zug auch immer.` : legend;
}

const levelLabel = <S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  id: string | undefined,
): string => kit.levels.find((l) => l.id === id)?.label ?? id ?? 'Profi';

/** One move of the search for „Warum?“: „Pik 9 schlagen: 812-mal versucht, 71 %“. */
function searchLine<M>(c: Candidate<M>, label: (move: M) => string, forced: boolean): string {
  if (forced) return `${label(c.move)}: der einzige erlaubte Zug`;
  return `${label(c.move)}: ${c.visits.toLocaleString('de-DE')}-mal versucht, ${Math.round(c.score * 100)}\u00a0%`;
}

/**
 * „Warum?“: asks the search about the computer's decision before move `index` and words its best
 * three candidates as the computer's own reckoning.
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
  const before = replayPartie(kit, ctx.options, ctx.seed, moves).state;
  const played = ctx.moves[index]!;
  const input = botInput(kit, { state: before, seed: ctx.seed, moves, level: ctx.level }, played.seat);
  const label = (m: M) => rules.describe(before, m, names).replace(/\.$/, '');
  const result = await analyse(input.view, input.seed);
  const forced = result.iterations === 0;
  const shown = result.candidates.slice(0, 3);
  const lines = shown.map((c) => ({ text: searchLine(c, label, forced), played: sameData(c.move, played) }));
  const who = names[played.seat] ?? '';
  const profi = ctx.level === kit.profi?.level;
  const games = `${result.iterations.toLocaleString('de-DE')} Probespiele`;
  const own = `Das ist die eigene Rechnung des Computers für ${genitiv(who)} Zug, keine Bewertung deines Spiels: Wie gut deine Züge sind, sagen „${levelLabel(kit, kit.profi?.level)} fragen“ und „Partie analysieren“.`;
  return {
    title: forced
      ? `${who} hatte keine Wahl:`
      : profi
        ? `Warum ${who} so gespielt hat – die Profi-Suche aus ${genitiv(who)} Sicht (${games}), die am häufigsten versuchten Züge:`
        : `Was die Profi-Suche an ${genitiv(who)} Stelle erwogen hätte (${games}, aus ${genitiv(who)} Sicht), die am häufigsten versuchten Züge:`,
    lines,
    legend: forced || shown.length === 0 ? undefined : percentLegend(who, Math.max(...shown.map((c) => c.score))),
    note:
      [
        forced ? null : own,
        !profi && !lines.some((l) => l.played)
          ? `${who} spielt auf der Stufe „${levelLabel(kit, ctx.level)}“ und hat anders entschieden: ${label(played)}.`
          : null,
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  };
}

/**
 * „Profi fragen“ at the reader's position now: the judgement (`judge`, the worker's
 * `judgePosition`, with the seed „Tipp“ gets here) in words.
 */
export async function judgementAnswer<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  ctx: PlayContext<S, M, O>,
  names: string[],
  judge: (view: V, seed: number) => Promise<PositionJudgement<M>>,
): Promise<ProfiAnswer> {
  const input = botInput(kit, { state: ctx.state, seed: ctx.seed, moves: ctx.moves, level: ctx.level }, 0);
  const label = (m: M) => kit.rules.describe(ctx.state, m, names).replace(/\.$/, '');
  return judgementWords(await judge(input.view, input.seed), label);
}

/** The words of a position's judgement (pure: the display rules of the analysis, analysisText.ts). */
export function judgementWords<M>(j: PositionJudgement<M>, label: (move: M) => string): ProfiAnswer {
  const { scale } = j;
  if (j.forced)
    return {
      title: 'Hier hast du keine Wahl:',
      lines: [{ text: `${label(j.choices[0]!.move)}: der einzige erlaubte Zug`, played: false }],
    };
  const name = (c: PositionJudgement<M>['choices'][number]) =>
    c.others.length === 0 ? label(c.move) : `${label(c.move)} (gleichwertig: ${c.others.map(label).join('; ')})`;
  const worse = scale.better === 'hoch' ? 'weniger' : 'mehr';
  const lines = j.choices.slice(0, SHOWN_CHOICES).map((c) => {
    const value = formatValue(c.value, scale);
    if (c.best) return { text: `${name(c)}: ${value} – der beste Zug (den nennt auch „Tipp“): gut`, played: false };
    const loss = shownLoss(c.bestValue, c.value, scale);
    if (loss === 0) return { text: `${name(c)}: ${value} – so gut wie der beste Zug: ${c.mark}`, played: false };
    // A loss that would be a „Fehler“ but held in too few card distributions (analysisText.ts `markFor`) says so.
    const open =
      c.share < SURE_SHARE && loss - shownMargin(c.margin, scale) >= j.thresholds.Fehler
        ? ` (schlechter nur in ${tenthsText(c.share)} möglichen Kartenverteilungen)`
        : '';
    return {
      text: `${name(c)}: ${value} – ${formatLoss(loss, scale)} ${worse}, Unsicherheit ${formatMargin(c.margin, scale)}: ${c.mark}${open}`,
      played: false,
    };
  });
  const rest = j.choices.length - lines.length;
  return {
    title: `So urteilt die Analyse über deine Stellung (${j.samples.toLocaleString('de-DE')} Probespiele je Zug, dieselbe Rechnung wie „Tipp“):`,
    lines,
    legend: `${scaleText(scale)} ${thresholdsText(scale, j.thresholds)} Jeder Zug wird auf denselben ausgelosten Verteilungen der verdeckten Karten zu Ende gespielt, die du für möglich halten kannst. Es sind Schätzungen.`,
    note: rest > 0 ? `Dazu ${rest === 1 ? 'ein weiterer Zug' : `${rest} weitere Züge`}, keiner besser als die hier genannten.` : undefined,
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
