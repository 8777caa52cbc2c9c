/**
 * German text helpers shared by every game: lists, counts with the right plural, and verb forms
 * for the reader („du“) and the other seats. No game writes its own versions of these.
 *
 * Seat names: `names[seat]`, where the reader's seat is called 'Du'. A sentence about a seat uses
 * the du-form for 'Du' and the third person otherwise.
 */
import type { Seat } from './types';

/** The name the reader's own seat carries in `names`. */
export const DU = 'Du';

/** „A“, „A und B“, „A, B und C“. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return items.slice(0, -1).join(', ') + ' und ' + items[items.length - 1];
}

/** „A“, „A oder B“, „A, B oder C“. */
export function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return items.slice(0, -1).join(', ') + ' oder ' + items[items.length - 1];
}

/** „1 Karte“, „3 Karten“, „0 Karten“: the number and the singular or plural noun. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** „1 Karte“, „5 Karten“. */
export function cardsText(n: number): string {
  return plural(n, 'Karte', 'Karten');
}

/** The name of a seat („Spieler 3“ when `names` has none). */
export function nameOf(names: readonly string[], seat: Seat): string {
  return names[seat] ?? `Spieler ${seat + 1}`;
}

/** True for the reader's seat. */
export function isDu(names: readonly string[], seat: Seat): boolean {
  return names[seat] === DU;
}

/** The verb form for one seat: du-form for the reader, third person singular otherwise. */
export function verb(names: readonly string[], seat: Seat, du: string, er: string): string {
  return isDu(names, seat) ? du : er;
}

/** „Du greifst“ / „Anna greift“: the name and the matching verb form. */
export function subjectVerb(names: readonly string[], seat: Seat, du: string, er: string): string {
  return `${nameOf(names, seat)} ${verb(names, seat, du, er)}`;
}

/** Grammatical person and number of a subject made of several seats. */
export type Person = 'du' | 'er' | 'ihr' | 'sie';

/** The four verb forms a group sentence may need, e.g. { du: 'scheidest', er: 'scheidet', ihr: 'scheidet', sie: 'scheiden' }. */
export interface VerbForms {
  du: string;
  er: string;
  ihr: string;
  sie: string;
}

/**
 * A subject of one or more seats with its grammatical person: the reader comes first
 * („Du und Anna“ → ihr-form, „Anna und Bernd“ → sie-form, „Du“ → du-form, „Anna“ → er-form).
 */
export function seatGroup(names: readonly string[], seats: readonly Seat[]): { text: string; person: Person } {
  const du = seats.some((s) => isDu(names, s));
  const others = seats.filter((s) => !isDu(names, s)).map((s) => nameOf(names, s));
  const text = joinAnd(du ? [DU, ...others] : others);
  const person: Person = seats.length > 1 ? (du ? 'ihr' : 'sie') : du ? 'du' : 'er';
  return { text, person };
}

/**
 * The group and the verb form that agrees with it: „Du scheidest“, „Anna scheidet“, „Anna und
 * Bernd scheiden“, „Du und Anna scheidet“ (ihr-form: you and Anna = „ihr“). Where the ihr-form
 * reads oddly, choose verbs whose forms differ clearly (sein/haben: „Du und Anna seid …“).
 */
export function groupVerb(names: readonly string[], seats: readonly Seat[], forms: VerbForms): string {
  const g = seatGroup(names, seats);
  return `${g.text} ${forms[g.person]}`;
}

/** The genitive of a name: „Annas“, „Bernds“; names ending in s, ß, x or z take an apostrophe („Hans’“). */
export function genitiv(name: string): string {
  return /[sßxz]$/.test(name) ? `${name}’` : `${name}s`;
}

/** Upper-cases the first letter (for a sentence that starts with a lower-case word). */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}
