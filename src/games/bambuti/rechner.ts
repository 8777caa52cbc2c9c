/**
 * The page's „Spaltenrechner“ and symmetry highlight (shared/rules/bambuti.md §4, B3, B8): for each
 * column the numbers of the Punkteanzeiger rule and a German sentence that works them out, seen from
 * one seat („Blau 9 gegen Rot 4: 9 − 4 = 5 für dich, 4 für Anna – Anzeiger 1 auf deiner Seite.“),
 * and which colour pairs of a row match. Works on a state's or a view's top cards.
 */
import type { CardId, Seat } from '../core/types';
import { FARBE_ADJEKTIV, FARBE_NAMEN, cardName, farbeOf, wertOf } from './cards';
import { anzeigerDerKarten, spaltenPunkte } from './position';
import { aufSeite, fuerWen } from './text';
import type { Anzeiger, Farbe } from './types';

export interface SpaltenRechnung {
  /** 1…5. */
  spalte: number;
  /** The top cards per seat (null while a row is face down or empty). */
  karten: (CardId | null)[];
  /** Their values per seat. */
  werte: (number | null)[];
  /** §4 points per seat (the owner of H has H − L, the owner of L has L); null on equal values or a missing card. */
  punkte: number[] | null;
  anzeiger: Anzeiger;
  /** The calculation in words, from the seat `sicht`. */
  text: string;
}

/** The minus sign of the calculations (U+2212, as in „9 − 4“). */
const MINUS = '−';

/**
 * One column: `tops[reihe][spalte − 1]` are the top cards (a view's `tops`, or topsOf for each
 * row of a state); `sicht` is the seat whose card is named first and who is „du“ when
 * names[sicht] === 'Du'.
 */
export function spaltenRechnung(
  tops: readonly (readonly (CardId | null)[])[],
  spalte: number,
  sicht: Seat,
  names: readonly string[],
): SpaltenRechnung {
  const karten = [tops[0]?.[spalte - 1] ?? null, tops[1]?.[spalte - 1] ?? null];
  const werte = karten.map((c) => (c ? wertOf(c) : null));
  const anzeiger = anzeigerDerKarten(karten[0], karten[1]);
  const me = sicht;
  const other = 1 - sicht;
  const mine = karten[me];
  const theirs = karten[other];
  if (!mine || !theirs) return { spalte, karten, werte, punkte: null, anzeiger, text: `Spalte ${spalte} ist noch verdeckt.` };
  const a = werte[me]!;
  const b = werte[other]!;
  const head = `${cardName(mine)} gegen ${cardName(theirs)}`;
  const p = spaltenPunkte(werte[0]!, werte[1]!);
  if (p === null) return { spalte, karten, werte, punkte: null, anzeiger, text: `${head}: gleich hoch – kein Anzeiger.` };
  // The owner of the higher value gets „H − L = …“, the other one simply its value.
  const share = (seat: Seat, own: number, opp: number) =>
    own > opp ? `${own} ${MINUS} ${opp} = ${own - opp} für ${fuerWen(names, seat)}` : `${own} für ${fuerWen(names, seat)}`;
  const calc = `${share(me, a, b)}, ${share(other, b, a)}`;
  const tail =
    anzeiger.seat === null ? 'gleich viele Punkte, kein Anzeiger' : `Anzeiger ${anzeiger.wert} ${aufSeite(names, anzeiger.seat)}`;
  return { spalte, karten, werte, punkte: p, anzeiger, text: `${head}: ${calc} – ${tail}.` };
}

/** All five columns (see spaltenRechnung). */
export function alleSpalten(tops: readonly (readonly (CardId | null)[])[], sicht: Seat, names: readonly string[]): SpaltenRechnung[] {
  return [1, 2, 3, 4, 5].map((spalte) => spaltenRechnung(tops, spalte, sicht, names));
}

export interface FarbPaar {
  /** The two columns that must match: [1, 5] or [2, 4]. */
  spalten: [number, number];
  farben: (Farbe | null)[];
  gleich: boolean;
}

export interface SymmetrieBild {
  /** The colours of columns 1…5 (null for a hidden or empty column). */
  farben: (Farbe | null)[];
  /** Columns 1 and 5, then 2 and 4 (the middle is free, B8). */
  paare: FarbPaar[];
  symmetrisch: boolean;
  /** E.g. „Rot – Gelb – Blau – Gelb – Rot: Spalte 1 und 5 sind beide rot, Spalte 2 und 4 beide gelb – die Farbreihenfolge ist symmetrisch.“ */
  text: string;
}

/** B8 for one row of top cards: which colour pairs match, and whether the row is symmetric. */
export function symmetrieBild(row: readonly (CardId | null)[]): SymmetrieBild {
  const farben = [0, 1, 2, 3, 4].map((j) => {
    const c = row[j];
    return c ? farbeOf(c) : null;
  });
  const pair = (x: number, y: number): FarbPaar => {
    const fx = farben[x - 1]!;
    const fy = farben[y - 1]!;
    return { spalten: [x, y], farben: [fx, fy], gleich: fx !== null && fx === fy };
  };
  const paare = [pair(1, 5), pair(2, 4)];
  const symmetrisch = paare.every((p) => p.gleich);
  if (farben.some((f) => f === null)) return { farben, paare, symmetrisch, text: 'Diese Reihe liegt noch nicht vollständig offen.' };
  const names = farben.map((f) => FARBE_NAMEN[f!]).join(' – ');
  const said = paare.map((p, i) => {
    const [x, y] = p.spalten;
    const [fx, fy] = p.farben as Farbe[];
    // „sind“ is left out only after a first pair that already said „sind beide“.
    if (p.gleich)
      return i === 1 && paare[0]!.gleich
        ? `Spalte ${x} und ${y} beide ${FARBE_ADJEKTIV[fx!]}`
        : `Spalte ${x} und ${y} sind beide ${FARBE_ADJEKTIV[fx!]}`;
    return `Spalte ${x} ist ${FARBE_ADJEKTIV[fx!]}, Spalte ${y} ${FARBE_ADJEKTIV[fy!]}`;
  });
  const end = symmetrisch ? 'die Farbreihenfolge ist symmetrisch' : 'nicht symmetrisch';
  return { farben, paare, symmetrisch, text: `${names}: ${said.join(', ')} – ${end}.` };
}

/**
 * What one seat gets in a Wertung, column by column (§4: the markers on its side): the values in
 * column order and their sum, and the sum in words — „4 + 4 + 1 = 9“, a single marker „9“, none „0“.
 */
export function wertungsSumme(anzeiger: readonly Anzeiger[], seat: Seat): { werte: number[]; summe: number; text: string } {
  const werte = anzeiger.filter((a) => a.seat === seat).map((a) => a.wert);
  const summe = werte.reduce((t, w) => t + w, 0);
  return { werte, summe, text: werte.length > 1 ? `${werte.join(' + ')} = ${summe}` : String(summe) };
}
