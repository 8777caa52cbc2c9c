/**
 * German text helpers shared by every game: lists, counts with the right plural, and verb forms
 * for the reader („du“) and the other seats. No game writes its own versions of these.
 *
 * Seat names: `names[seat]`, where the reader's seat is called 'Du'. A sentence about a seat uses
 * the du-form for 'Du' and the third person otherwise.
 */
import { formatNumber } from './numbers';
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

/**
 * The number as a page shows it (typographic minus) and the noun that agrees with it: the singular
 * for 1 and −1 („1 Punkt“, „−1 Punkt“), the plural otherwise („0 Karten“, „3 Karten“, „−2 Punkte“).
 */
export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${Math.abs(n) === 1 ? one : many}`;
}

/** „1 Punkt“, „−1 Punkt“, „0 Punkte“, „−6 Punkte“. */
export function pointsText(n: number): string {
  return plural(n, 'Punkt', 'Punkte');
}

/** „1 Karte“, „5 Karten“. */
export function cardsText(n: number): string {
  return plural(n, 'Karte', 'Karten');
}

/** The name of a seat („Spieler 3“ when `names` has none). */
export function nameOf(names: readonly string[], seat: Seat): string {
  return names[seat] ?? `Spieler ${seat + 1}`;
}

/**
 * A seat inside running text: „du“ (lower case) for the reader, the name otherwise – in a list
 * („Bernd, Anna und du“), after a dash or in parentheses. At the start of a sentence use `nameOf`.
 */
export function nameInText(names: readonly string[], seat: Seat): string {
  return isDu(names, seat) ? 'du' : nameOf(names, seat);
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

// ---------------------------------------------------------------------------------------------
// Nouns with their articles: one table of German declension for every card name of every game.

/** Grammatical gender: der (m), die (f), das (n). */
export type Genus = 'm' | 'f' | 'n';
/** Grammatical case of a card phrase: Nominativ, Akkusativ, Dativ. */
export type Kasus = 'nom' | 'akk' | 'dat';
/** „der/die/das“ (bestimmt) or „ein/eine/ein“ (unbestimmt). */
export type Artikel = 'bestimmt' | 'unbestimmt';

/**
 * A noun and its gender. `schwach` is the form of a weak masculine noun outside the nominative
 * („der Bube“ → „den Buben“, „der Schamane“ → „dem Schamanen“).
 */
export interface Nomen {
  genus: Genus;
  wort: string;
  schwach?: string;
}

/**
 * Each article with the ending an adjective takes after it: weak after „der“ („der rote Schamane“,
 * „den roten Schamanen“), mixed after „ein“ („ein roter Schamane“, „ein rotes Fell“, „einen roten Schamanen“).
 */
const FORMEN: Readonly<Record<Artikel, Readonly<Record<Genus, Readonly<Record<Kasus, readonly [string, string]>>>>>> = {
  bestimmt: {
    m: { nom: ['der', 'e'], akk: ['den', 'en'], dat: ['dem', 'en'] },
    f: { nom: ['die', 'e'], akk: ['die', 'e'], dat: ['der', 'en'] },
    n: { nom: ['das', 'e'], akk: ['das', 'e'], dat: ['dem', 'en'] },
  },
  unbestimmt: {
    m: { nom: ['ein', 'er'], akk: ['einen', 'en'], dat: ['einem', 'en'] },
    f: { nom: ['eine', 'e'], akk: ['eine', 'e'], dat: ['einer', 'en'] },
    n: { nom: ['ein', 'es'], akk: ['ein', 'es'], dat: ['einem', 'en'] },
  },
};

/** The article for a gender and case: artikel('m', 'akk', 'unbestimmt') → „einen“. */
export function artikel(genus: Genus, kasus: Kasus, art: Artikel = 'bestimmt'): string {
  return FORMEN[art][genus][kasus][0];
}

/**
 * A noun phrase with its article, declined: the article, an optional adjective stem with its
 * ending, optional words that do not inflect („Pik“ in „der Pik Bube“), and the noun.
 * mitArtikel({ genus: 'm', wort: 'Bube', schwach: 'Buben' }, 'akk', 'bestimmt', { vor: 'Pik' }) → „den Pik Buben“;
 * mitArtikel({ genus: 'm', wort: 'Schamane', schwach: 'Schamanen' }, 'nom', 'unbestimmt', { adjektiv: 'rot' }) → „ein roter Schamane“.
 */
export function mitArtikel(nomen: Nomen, kasus: Kasus, art: Artikel = 'bestimmt', extra: { adjektiv?: string; vor?: string } = {}): string {
  const [article, ending] = FORMEN[art][nomen.genus][kasus];
  const words = [article];
  if (extra.adjektiv) words.push(extra.adjektiv + ending);
  if (extra.vor) words.push(extra.vor);
  words.push(kasus !== 'nom' && nomen.schwach ? nomen.schwach : nomen.wort);
  return words.join(' ');
}
