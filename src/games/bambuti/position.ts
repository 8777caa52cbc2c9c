/**
 * The table arithmetic of Bambuti (shared/rules/bambuti.md §4, §5.3, B3, B4, B8), shared by the
 * engine, `check`, the bots and the page's column calculator: the Punkteanzeiger of a column, the
 * order rule „von der Mitte weg abfallend“ (v1 ≤ v2 ≤ v3 ≥ v4 ≥ v5) and the symmetry of a row's
 * colours. Everything works on plain numbers or card ids and allocates nothing in the hot paths.
 */
import type { CardId, Seat } from '../core/types';
import { farbeIndex, wertOf } from './cards';
import type { Anzeiger } from './types';

/** No marker (B3). Frozen: never changed, shared by every state. */
export const KEIN_ANZEIGER: Anzeiger = Object.freeze({ seat: null, wert: 0 }) as Anzeiger;

const MARKERS: Anzeiger[][] = [0, 1].map((seat) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((wert) => Object.freeze({ seat, wert }) as Anzeiger));

/**
 * §4 points of a column: a = value of seat 0's top card, b = seat 1's. The owner of the higher value
 * H has H − L points, the owner of the lower value L has L points; null on equal values (B3).
 */
export function spaltenPunkte(a: number, b: number): [number, number] | null {
  if (a === b) return null;
  return a > b ? [a - b, b] : [a, b - a];
}

/**
 * §4 the marker of a column: to the seat with more points, value = the difference of the points
 * (= |H − 2L|); none on equal values or equal points (B3). The returned objects are shared and frozen.
 */
export function anzeigerFuer(a: number, b: number): Anzeiger {
  if (a === b) return KEIN_ANZEIGER;
  const pa = a > b ? a - b : a;
  const pb = a > b ? b : b - a;
  if (pa === pb) return KEIN_ANZEIGER;
  return pa > pb ? MARKERS[0]![pa - pb]! : MARKERS[1]![pb - pa]!;
}

/** The marker of a column from the two top cards (either may be missing: no marker). */
export function anzeigerDerKarten(a: CardId | null | undefined, b: CardId | null | undefined): Anzeiger {
  if (!a || !b) return KEIN_ANZEIGER;
  return anzeigerFuer(wertOf(a), wertOf(b));
}

/** Sum of the markers on `seat`'s side (what a Wertung gives that seat, B9). */
export function anzeigerSumme(anzeiger: readonly Anzeiger[], seat: Seat): number {
  let sum = 0;
  for (let i = 0; i < anzeiger.length; i++) if (anzeiger[i]!.seat === seat) sum += anzeiger[i]!.wert;
  return sum;
}

/** The top card of a stack (undefined for an empty stack). */
export function topOf(stack: readonly CardId[]): CardId | undefined {
  return stack[stack.length - 1];
}

/** The top cards of a row, columns 1…5 (null for empty stacks). */
export function topsOf(row: readonly (readonly CardId[])[]): (CardId | null)[] {
  return row.map((st) => topOf(st) ?? null);
}

/**
 * §5.3 rule 3 for one placement: may value `x` replace the top at 0-based column `j` of a row whose
 * top values are `v0…v4` (a row that already obeys the order)? Only the neighbours matter.
 */
export function passtInReihe(v0: number, v1: number, v2: number, v3: number, v4: number, j: number, x: number): boolean {
  switch (j) {
    case 0:
      return x <= v1;
    case 1:
      return v0 <= x && x <= v2;
    case 2:
      return x >= v1 && x >= v3;
    case 3:
      return v4 <= x && x <= v2;
    case 4:
      return x <= v3;
    default:
      return false;
  }
}

/** Does `x` fit at 0-based column `j` of `row` (stacks; the row obeys the order)? */
export function passtAufStapel(row: readonly (readonly CardId[])[], j: number, x: number): boolean {
  return passtInReihe(
    wertOf(topOf(row[0]!)!),
    wertOf(topOf(row[1]!)!),
    wertOf(topOf(row[2]!)!),
    wertOf(topOf(row[3]!)!),
    wertOf(topOf(row[4]!)!),
    j,
    x,
  );
}

/** How a row of five values breaks the order rule (1-based columns), or null when it obeys it (B4). */
export type Verstoss =
  /** A value higher than the middle: at `spalte` (the highest such, the leftmost on a tie). */
  | { art: 'mitte'; spalte: number }
  /** An outer value higher than its inner neighbour: `aussen` (1 or 5) against `innen` (2 or 4). */
  | { art: 'abfallend'; aussen: number; innen: number };

export function verstossDerWerte(v: readonly number[]): Verstoss | null {
  const m = v[2]!;
  let worst = -1;
  for (const k of [0, 1, 3, 4]) if (v[k]! > m && (worst < 0 || v[k]! > v[worst]!)) worst = k;
  if (worst >= 0) return { art: 'mitte', spalte: worst + 1 };
  if (v[0]! > v[1]!) return { art: 'abfallend', aussen: 1, innen: 2 };
  if (v[4]! > v[3]!) return { art: 'abfallend', aussen: 5, innen: 4 };
  return null;
}

/** True when five values obey v1 ≤ v2 ≤ v3 ≥ v4 ≥ v5 (ties allowed, B4). */
export function istAbfallend(v: readonly number[]): boolean {
  return v[0]! <= v[1]! && v[1]! <= v[2]! && v[2]! >= v[3]! && v[3]! >= v[4]!;
}

/** B8: colours read the same from both ends (c1 = c5 and c2 = c4; the middle is free). */
export function istSymmetrisch(tops: readonly (CardId | null | undefined)[]): boolean {
  const a = tops[0];
  const b = tops[1];
  const d = tops[3];
  const e = tops[4];
  if (!a || !b || !d || !e) return false;
  return farbeIndex(a) === farbeIndex(e) && farbeIndex(b) === farbeIndex(d);
}

/** Like istSymmetrisch, on a row of stacks (top cards). */
export function reiheSymmetrisch(row: readonly (readonly CardId[])[]): boolean {
  const a = topOf(row[0]!);
  const b = topOf(row[1]!);
  const d = topOf(row[3]!);
  const e = topOf(row[4]!);
  if (!a || !b || !d || !e) return false;
  return farbeIndex(a) === farbeIndex(e) && farbeIndex(b) === farbeIndex(d);
}
