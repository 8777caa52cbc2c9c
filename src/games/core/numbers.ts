/**
 * Numbers as the page shows them, for every game: a negative number with the typographic minus
 * (U+2212, „−6“), never the hyphen („-6“), in tables and sentences alike.
 */

/** The typographic minus sign. */
export const MINUS = '\u2212';

/** „2“, „0“, „−3“. */
export function formatNumber(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** With its sign, for a score that can go either way: „+2“, „0“, „−3“. */
export function formatSigned(n: number): string {
  return n > 0 ? `+${n}` : formatNumber(n);
}
