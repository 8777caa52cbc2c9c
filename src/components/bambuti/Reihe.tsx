/**
 * One row of the Bambuti table: five columns, each the top mask of its stack (with the height of
 * the stack), the symmetry pairs of the row's colours, and — while the reader has chosen a hand
 * card — a target button on every column (the legal ones marked in free play). In a places
 * exercise („Übungen“) every open column is the exercise's toggle button (`place`).
 *
 * The row shows what it is given; which targets a card may go to comes from the input model
 * (`targets`), whether the row is still face down from the table.
 */
import type { Seat } from '../../games/core/types';
import { spaltenTarget } from '../../games/bambuti/input';
import type { symmetrieBild } from '../../games/bambuti/rechner';
import type { AnswerPlace } from '../game/types';
import BambutiCard from './BambutiCard';
import { hiddenRowText, rowName, slotText, targetText } from './bambuti-ui';

/** Which pair of a symmetric colour order a column belongs to (the middle is free). */
const PAIR_OF = ['aussen', 'innen', null, 'innen', 'aussen'] as const;

export interface ReiheProps {
  reihe: Seat;
  names: string[];
  /** The top mask of each column (null: face down or empty). */
  tops: readonly (string | null)[];
  /** The height of each column's stack. */
  heights: readonly number[];
  /**
   * The row is still being arranged face down: its cards, shown only with „Alle Karten zeigen“
   * (`showAll`), else as backs; null once the row lies open.
   */
  arranging: readonly string[] | null;
  showAll: boolean;
  /** The symmetry of the row's colours (null while not all five are known). */
  bild: ReturnType<typeof symmetrieBild> | null;
  /** A new symmetry of this row is being shown before its Wertung is booked. */
  symmetrieNeu: boolean;
  /** The hand card the reader has chosen (every open column becomes a target button), or null. */
  selected: string | null;
  /** The targets the chosen card can legally go to (input model). */
  targets: ReadonlySet<string>;
  markPlayable: boolean;
  /** The column a „Tipp“ points at, or null. */
  tipp: number | null;
  /** A target was chosen (`keyboard`: by Enter or Space, so focus must follow the move). */
  onTarget: (target: string, keyboard: boolean) => void;
  onCancel: () => void;
  idBase: string;
  /** A places exercise („Übungen“): each open column is its toggle button (key '<reihe>.<spalte>', as in the drills). */
  place?: AnswerPlace;
}

export function Reihe(p: ReiheProps) {
  const { reihe, names, bild, selected } = p;
  const mine = reihe === 0;
  const descId = `${p.idBase}-reihe-${reihe}`;
  const shown = [0, 1, 2, 3, 4].map((j) => (p.arranging ? (p.showAll ? (p.arranging[j] ?? null) : null) : (p.tops[j] ?? null)));
  // A row with no card shown (face down while arranged) is one sentence to assistive technology,
  // not five empty list items: „Annas Reihe: 5 verdeckte Masken“.
  const hidden = shown.every((c) => c === null);
  const backs = p.arranging ? p.arranging.length : p.heights.filter((h) => h > 0).length;
  return (
    <div
      class={
        'reihe-bereich' +
        (mine ? ' reihe-bereich-eigen' : ' reihe-bereich-gegner') +
        (bild?.symmetrisch ? ' ist-symmetrisch' : '') +
        (p.symmetrieNeu ? ' symmetrie-neu' : '')
      }
    >
      {hidden && <p class="sr-only">{hiddenRowText(names, reihe, backs)}</p>}
      <ol
        class={'reihe' + (mine ? ' reihe-eigen' : ' reihe-gegner')}
        aria-label={hidden ? undefined : rowName(names, reihe)}
        aria-hidden={hidden ? 'true' : undefined}
        aria-describedby={bild ? descId : undefined}
      >
        {[0, 1, 2, 3, 4].map((j) => {
          const spalte = j + 1;
          const card = shown[j]!;
          const height = p.heights[j] ?? 0;
          const target = spaltenTarget(0, reihe, spalte);
          const pair = PAIR_OF[j];
          const paired = bild != null && pair !== null && bild.paare[pair === 'aussen' ? 0 : 1]!.gleich;
          const picture =
            card === null ? (
              height > 0 || p.arranging ? (
                <BambutiCard id="" size="normal" hidden />
              ) : (
                <span class="platz-leer" />
              )
            ) : (
              <BambutiCard id={card} size="normal" />
            );
          const cls =
            'platz-spalte' +
            (j === 2 ? ' platz-mitte' : '') +
            (height > 1 ? ' gestapelt' : '') +
            (paired ? ` paar paar-${pair}` : '') +
            (p.tipp === spalte ? ' tipp-markiert' : '');
          // the mask (or back) and the height of its stack, the same on a plain slot and on a button
          const shows = (
            <>
              <span class="platz-bild" aria-hidden="true">
                {picture}
              </span>
              {height > 1 && (
                <span class="stapel-zahl" aria-hidden="true">
                  {height}
                </span>
              )}
            </>
          );
          const own =
            p.place && card !== null && !p.arranging
              ? p.place(`${reihe}.${spalte}`, {
                  name: `${rowName(names, reihe)}, ${slotText(spalte, card, height)}`,
                  class: 'platz-knopf ziel',
                  children: shows,
                })
              : null;
          if (own)
            return (
              <li key={j} class={cls}>
                {own}
              </li>
            );
          if (selected !== null && card !== null && !p.arranging) {
            const legal = p.targets.has(target);
            return (
              <li key={j} class={cls}>
                <button
                  type="button"
                  class={'platz-knopf ziel' + (p.markPlayable ? (legal ? ' ziel-frei' : ' ziel-gesperrt') : '')}
                  data-ziel={target}
                  aria-disabled={p.markPlayable && !legal ? 'true' : undefined}
                  onClick={(e) => p.onTarget(target, e.detail === 0)}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') {
                      e.preventDefault();
                      p.onCancel();
                    }
                  }}
                >
                  <span class="sr-only">{targetText(names, reihe, spalte, card)}</span>
                  {shows}
                </button>
              </li>
            );
          }
          return (
            <li key={j} class={cls}>
              {card !== null ? <span class="sr-only">{slotText(spalte, card, height)}</span> : null}
              {shows}
            </li>
          );
        })}
      </ol>
      {bild && (
        <p id={descId} class="symmetrie-text">
          <span class="sr-only">{mine ? 'Deine Farben' : `Farben von ${names[reihe]}`}: </span>
          {bild.symmetrisch ? <span class="abz abz-symmetrie">symmetrisch</span> : null}
          <span class="sr-only">{bild.text}</span>
        </p>
      )}
    </div>
  );
}
