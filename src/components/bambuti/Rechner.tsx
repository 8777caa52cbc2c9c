/**
 * The column calculator (the engine's rechner.ts in words): the row of Punkteanzeiger between the
 * two rows, each a button that chooses its column; the line under the table that explains the
 * chosen column (or the sums on the table); and the folded list of all columns and both rows'
 * colours.
 */
import type { Anzeiger } from '../../games/bambuti/types';
import type { alleSpalten, spaltenRechnung, symmetrieBild } from '../../games/bambuti/rechner';
import { markerText, tableSum } from './bambuti-ui';

/** The five markers between the rows; choosing one shows its column's arithmetic. */
export function AnzeigerLeiste(p: {
  anzeiger: readonly Anzeiger[];
  names: string[];
  chosen: number | null;
  disabled: boolean;
  onChoose: (spalte: number) => void;
}) {
  return (
    <ol class="anzeiger-leiste" aria-label="Punkteanzeiger">
      {p.anzeiger.map((a, j) => {
        const side = a.seat === null ? 'keiner' : a.seat === 0 ? 'du' : 'gegner';
        return (
          <li key={j} class={'anzeiger anzeiger-' + side + (j === 2 ? ' anzeiger-mitte' : '')}>
            <button
              type="button"
              class={'anzeiger-knopf' + (p.chosen === j + 1 ? ' gewaehlt' : '')}
              aria-pressed={p.chosen === j + 1 ? 'true' : 'false'}
              disabled={p.disabled}
              onClick={() => p.onChoose(j + 1)}
            >
              <span class="sr-only">{markerText(p.names, j + 1, a)}</span>
              <span class="anzeiger-spalte" aria-hidden="true">
                {j === 2 ? 'Mitte' : j + 1}
              </span>
              <span class="anzeiger-stein" aria-hidden="true">
                {a.seat === null ? '–' : a.wert}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The line under the table: the chosen column's arithmetic, else the sums on the table. */
export function RechnerZeile(p: { line: ReturnType<typeof spaltenRechnung> | null; anzeiger: readonly Anzeiger[]; otherName: string }) {
  return (
    <p class="rechner">
      {p.line ? (
        <strong>{`Spalte ${p.line.spalte}: ${p.line.text}`}</strong>
      ) : (
        <>
          {`Auf dem Tisch: ${tableSum(p.anzeiger, 0)} für dich, ${tableSum(p.anzeiger, 1)} für ${p.otherName}.`}
          {/* on a phone the markers' own names say they can be chosen; the line stays one line */}
          <span class="rechner-hilfe"> Wähl einen Punkteanzeiger für seine Rechnung.</span>
        </>
      )}
    </p>
  );
}

/** „Alle Spalten“: every column's arithmetic and the colours of both rows, folded. */
export function RechnerKlappe(p: {
  calc: ReturnType<typeof alleSpalten>;
  sym: readonly (ReturnType<typeof symmetrieBild> | null)[];
  names: string[];
}) {
  return (
    <details class="klappe rechner-klappe">
      <summary>Alle Spalten</summary>
      <ol class="rechner-liste">
        {p.calc.map((c) => (
          <li key={c.spalte}>
            <strong>{c.spalte === 3 ? 'Mitte' : `Spalte ${c.spalte}`}:</strong> {c.text}
          </li>
        ))}
      </ol>
      {p.sym.map((b, r) =>
        b ? (
          <p key={r} class="rechner-farben">
            <strong>{r === 0 ? 'Deine Farben' : `Farben von ${p.names[r]}`}:</strong> {b.text}
          </p>
        ) : null,
      )}
    </details>
  );
}
