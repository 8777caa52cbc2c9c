/**
 * The score table of a finished game that counts points (`Outcome.scores`): one row per round and
 * a total row, one column per seat, winners marked in words (not by colour alone). Negative points
 * with the typographic minus („−6“), as in the sentences.
 */
import { formatNumber } from '../../games/core/numbers';
import wertung from '../../styles/wertung.css?url';
import type { Outcome, Scores } from '../../games/core/types';

/** The table's sheet, linked with the chunk that shows it (`withStyles`). */
export const styles = { wertung };

export function ScoreTable({
  scores,
  names,
  winners,
  caption,
}: {
  scores: Scores;
  names: string[];
  winners: Outcome['winners'];
  caption?: string;
}) {
  const seats = scores.totals.map((_, s) => s);
  const many = scores.rounds.length > 1;
  const better = scores.better === 'hoch' ? 'Die meisten' : 'Die wenigsten';
  return (
    // Focusable and named, so a table wider than a phone can be scrolled by keyboard too.
    <div class="wertung-tabelle" role="region" aria-label="Punktetabelle" tabIndex={0}>
      <table>
        <caption>{caption ?? `${scores.unit} – ${better} gewinnen.`}</caption>
        <thead>
          <tr>
            {many ? <th scope="col">Runde</th> : <td />}
            {seats.map((s) => (
              <th key={s} scope="col" class={winners.includes(s) ? 'sieger' : undefined}>
                {names[s] ?? `Spieler ${s + 1}`}
                {/* on its own line under the name (islands.css), so the column stays narrow */}
                {winners.includes(s) && <span class="sieger-marke"> (gewinnt)</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {many &&
            scores.rounds.map((row, k) => (
              <tr key={k}>
                <th scope="row">{k + 1}</th>
                {seats.map((s) => (
                  <td key={s}>{formatNumber(row[s] ?? 0)}</td>
                ))}
              </tr>
            ))}
          <tr class="summe">
            <th scope="row">{many ? 'Summe' : scores.unit}</th>
            {seats.map((s) => (
              <td key={s} class={winners.includes(s) ? 'sieger' : undefined}>
                {formatNumber(scores.totals[s] ?? 0)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
