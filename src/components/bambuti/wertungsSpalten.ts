/**
 * The markers of each Wertung as they lay when it was booked, so the Wertungsblock can show every
 * Wertung's sum column by column („4 + 4 + 1 = 9“), in free play as in the examples.
 *
 * The engine's Wertung keeps only the points (its JSON is frozen by the golden tests), so the table
 * remembers the markers of each state that books one: markers change only by a placement, and all
 * Wertungen of one play are booked after it. Kept per Wertung object (the engine passes them on
 * unchanged), checked against the booked points. A Wertung booked before the page was opened
 * (a link, a reload) has no markers here and shows its points alone.
 */
import { wertungsSumme } from '../../games/bambuti/rechner';
import type { Anzeiger, BambutiState, Wertung } from '../../games/bambuti/types';

const booked = new WeakMap<Wertung, readonly Anzeiger[]>();

/** Remembers the markers of the Wertungen that `state`'s last play booked. */
export function rememberWertungen(state: BambutiState): void {
  for (const e of state.events) {
    if (e.type !== 'Wertung' || booked.has(e.wertung)) continue;
    if ([0, 1].every((s) => wertungsSumme(state.anzeiger, s).summe === e.wertung.punkte[s])) booked.set(e.wertung, state.anzeiger);
  }
}

/** The markers `w` was booked from, or null when they are not known. */
export function wertungsSpalten(w: Wertung): readonly Anzeiger[] | null {
  return booked.get(w) ?? null;
}
