/**
 * A still picture of a Bambuti table for the rules page (no hooks: rendered statically in MDX):
 * Anna's row above, the reader's row below, and — when both rows are given — the five
 * Punkteanzeiger between them as the engine computes them. Screen readers get the same as a list.
 *
 *   <BambutiBild oben={['M-blau-4', …]} unten={['M-rot-1', …]} />
 *   <BambutiBild unten={['M-rot-3', …]} />            one row only (arranging)
 */
import { cardName } from '../../games/bambuti/cards';
import { spaltenRechnung, symmetrieBild } from '../../games/bambuti/rechner';
import BambutiCard from './BambutiCard';
import { markerText } from './bambuti-ui';
import './bambuti.css';

const NAMES = ['Du', 'Anna'];

export default function BambutiBild({ oben, unten, paare = false }: { oben?: string[]; unten: string[]; paare?: boolean }) {
  const tops = [unten, oben ?? [null, null, null, null, null]];
  const calc = oben ? [1, 2, 3, 4, 5].map((s) => spaltenRechnung(tops, s, 0, NAMES)) : null;
  const sym = paare ? symmetrieBild(unten) : null;
  const row = (ids: string[], cls: string, pairs: boolean) => (
    <ol class={'reihe ' + cls} aria-hidden="true">
      {ids.map((id, j) => {
        const pair = j === 0 || j === 4 ? 0 : j === 1 || j === 3 ? 1 : -1;
        const marked = pairs && sym !== null && pair >= 0 && sym.paare[pair]!.gleich;
        return (
          <li key={j} class={'platz-spalte' + (marked ? ` paar paar-${pair === 0 ? 'aussen' : 'innen'}` : '')}>
            <span class="platz-bild">
              <BambutiCard id={id} size="normal" />
            </span>
          </li>
        );
      })}
    </ol>
  );
  return (
    <div class="tisch bambuti-bild">
      <div class="spieltisch bambuti-tisch">
        <div class="reihen">
          {oben && row(oben, 'reihe-gegner', false)}
          {calc && (
            <ol class="anzeiger-leiste" aria-hidden="true">
              {calc.map((c, j) => (
                <li key={j} class={'anzeiger anzeiger-' + (c.anzeiger.seat === null ? 'keiner' : c.anzeiger.seat === 0 ? 'du' : 'gegner')}>
                  <span class="anzeiger-knopf">
                    <span class="anzeiger-spalte">{j === 2 ? 'Mitte' : j + 1}</span>
                    <span class="anzeiger-stein">{c.anzeiger.seat === null ? '–' : c.anzeiger.wert}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          {row(unten, 'reihe-eigen', paare)}
        </div>
        <ul class="sr-only">
          {oben && <li>Annas Reihe, Spalte 1 bis 5: {oben.map(cardName).join(', ')}.</li>}
          <li>
            {oben ? 'Deine Reihe' : 'Reihe'}, Spalte 1 bis 5: {unten.map(cardName).join(', ')}.
          </li>
          {calc?.map((c) => (
            <li key={c.spalte}>{markerText(NAMES, c.spalte, c.anzeiger)}.</li>
          ))}
          {sym && <li>{sym.text}</li>}
        </ul>
      </div>
    </div>
  );
}
