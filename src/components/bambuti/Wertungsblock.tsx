/**
 * The Wertungsblock: every Wertung of the game with its trigger and what each player got, column
 * by column from the markers it was booked from („4 + 4 + 1 = 9“), and the running total. Used on
 * the table (folded) and under the result of a free game.
 */
import { wertungsSumme } from '../../games/bambuti/rechner';
import type { Wertung } from '../../games/bambuti/types';
import { triggerText } from './bambuti-ui';

/**
 * What `seat` got in `w`: the sum of its markers then („4 + 4 + 1 = 9“, one marker „9“, none „0“).
 * On a narrow column it breaks only before „=“ („4 + 4 + 1“ / „= 9“), never inside the terms.
 */
export function punkteText(w: Wertung, seat: number): string {
  return wertungsSumme(w.anzeiger, seat).text.replace(/ (?!=)/g, '\u00a0');
}

export function Wertungsblock({ wertungen, names, pending }: { wertungen: readonly Wertung[]; names: string[]; pending?: string | null }) {
  const total = [0, 1].map((s) => wertungen.reduce((t, w) => t + (w.punkte[s] ?? 0), 0));
  return (
    <table class="wertungsblock">
      <caption>Wertungsblock</caption>
      <thead>
        <tr>
          <th scope="col">Nr.</th>
          <th scope="col">Ausgelöst durch</th>
          <th scope="col">{names[0]}</th>
          <th scope="col">{names[1]}</th>
        </tr>
      </thead>
      <tbody>
        {wertungen.length === 0 && !pending && (
          <tr>
            <td colSpan={4}>Noch keine Wertung.</td>
          </tr>
        )}
        {wertungen.map((w) => (
          <tr key={w.nr}>
            <td>{w.nr}</td>
            <td>{triggerText(names, w)}</td>
            <td>{punkteText(w, 0)}</td>
            <td>{punkteText(w, 1)}</td>
          </tr>
        ))}
        {pending && (
          <tr class="wertung-kommt">
            <td>{wertungen.length + 1}</td>
            <td colSpan={3}>{pending}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Stand
          </th>
          <td>{total[0]}</td>
          <td>{total[1]}</td>
        </tr>
      </tfoot>
    </table>
  );
}
