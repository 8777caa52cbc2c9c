/**
 * Round scoring (shared/rules/dudab.md §7, D17–D21): one player's Sammelstapel (the hand already
 * added) is scored in four steps, and `wertungSchritte` words them in German for the scoring
 * explainer of the page:
 *
 *   1. n = min(Dudabs, Schamanen) Dudab-Karten neutralise n shamans (each pair 0);
 *   2. every other shaman: +5 Schlechtpunkte;
 *   3. the remaining Dudab-Karten convert as many Ziffer-Karten, highest digits first, into
 *      Gutpunkte (−digit each); Dudabs left over score 0;
 *   4. every unconverted Ziffer-Karte: +digit Schlechtpunkte.
 *
 * Round score = Schlechtpunkte − Gutpunkte. Which Dudab pairs with which shaman, and which of two
 * equal digits is converted, does not change the score; the explainer takes them in canonical order.
 */
import type { CardId } from '../core/types';
import { cardsText, joinAnd, plural } from '../core/text';
import { CARD_INDEX, DUDAB, SCHAMANE, isDudab, isSchamane, kindAt, sortCanonical, zifAt, zifferOf } from './cards';
import { formatNumber, formatSigned } from '../core/numbers';
import { cardList } from './cardList';

export interface Wertung {
  /** Every scored card, in canonical order. */
  karten: CardId[];
  /** Step 1: neutralised pairs (0 points each). */
  paare: { dudab: CardId; schamane: CardId }[];
  /** Step 2: shamans left over (+5 each). */
  schamanen: CardId[];
  /** Step 3: converted Ziffer-Karten (−digit each), highest digits first. */
  umgewandelt: { dudab: CardId; karte: CardId }[];
  /** Step 3: Dudab-Karten without a digit left to convert (0 each). */
  restDudabs: CardId[];
  /** Step 4: unconverted Ziffer-Karten (+digit each), highest digits first. */
  ziffern: CardId[];
  schlechtpunkte: number;
  /** The Gutpunkte as a positive number (they count negative). */
  gutpunkte: number;
  /** Round score: schlechtpunkte − gutpunkte. */
  summe: number;
}

/** Scores one player's final Sammelstapel (§7). */
export function wertung(cards: readonly CardId[]): Wertung {
  const karten = sortCanonical(cards);
  const dudabs: CardId[] = [];
  const shamans: CardId[] = [];
  const digits: CardId[] = [];
  for (const c of karten) {
    if (isDudab(c)) dudabs.push(c);
    else if (isSchamane(c)) shamans.push(c);
    else digits.push(c);
  }
  // Highest digit first; equal digits in canonical order (stable sort).
  digits.sort((a, b) => zifferOf(b) - zifferOf(a) || CARD_INDEX[a]! - CARD_INDEX[b]!);
  const n = Math.min(dudabs.length, shamans.length);
  const paare = [];
  for (let i = 0; i < n; i++) paare.push({ dudab: dudabs[i]!, schamane: shamans[i]! });
  const schamanen = shamans.slice(n);
  const free = dudabs.slice(n);
  const k = Math.min(free.length, digits.length);
  const umgewandelt = [];
  for (let i = 0; i < k; i++) umgewandelt.push({ dudab: free[i]!, karte: digits[i]! });
  const restDudabs = free.slice(k);
  const ziffern = digits.slice(k);
  let gutpunkte = 0;
  for (const u of umgewandelt) gutpunkte += zifferOf(u.karte);
  let schlechtpunkte = 5 * schamanen.length;
  for (const z of ziffern) schlechtpunkte += zifferOf(z);
  return { karten, paare, schamanen, umgewandelt, restDudabs, ziffern, schlechtpunkte, gutpunkte, summe: schlechtpunkte - gutpunkte };
}

// Scores from card counts (the hot paths of the bots and Profi): c[0] Dudab-Karten, c[1] shamans,
// c[2..5] Ziffer-Karten with digit 1–4.

/** The count slot of the card with canonical index x. */
export function scoreSlot(x: number): number {
  const k = kindAt(x);
  return k === DUDAB ? 0 : k === SCHAMANE ? 1 : 1 + zifAt(x);
}

/** Adds `cards` to the counts `c`. */
export function countCards(c: Int32Array, cards: readonly CardId[]): void {
  for (let i = 0; i < cards.length; i++) c[scoreSlot(CARD_INDEX[cards[i]!]!)]!++;
}

/** §7 from counts: the same as rundenPunkte of the counted cards. */
export function scoreOfCounts(c: Int32Array): number {
  const d = c[0]!;
  const s = c[1]!;
  const n = d < s ? d : s;
  let score = 5 * (s - n);
  let free = d - n;
  for (let z = 4; z >= 1; z--) {
    const have = c[1 + z]!;
    const conv = free < have ? free : have;
    free -= conv;
    score += z * (have - 2 * conv);
  }
  return score;
}

/** Scratch counts of `rundenPunkte`. */
const COUNT = new Int32Array(6);
const NO_CARDS: readonly CardId[] = [];

/**
 * The round score alone (the same as wertung(cards).summe, without building the explanation); with
 * `more`, the score of both lists together (a Sammelstapel and a hand) without joining them.
 */
export function rundenPunkte(cards: readonly CardId[], more: readonly CardId[] = NO_CARDS): number {
  COUNT.fill(0);
  countCards(COUNT, cards);
  countCards(COUNT, more);
  return scoreOfCounts(COUNT);
}

/** A score with its sign as the page shows it: „+2“, „−3“ (typographic minus), „0“ (core/numbers.ts). */
export const punkteZahl = formatSigned;

/** A number without a plus sign but with the typographic minus: „2“, „−3“ (core/numbers.ts). */
export const zahl = formatNumber;

/** One line of the scoring explainer. `punkte` is what this step adds to the round score. */
export interface WertungSchritt {
  art: 'stapel' | 'neutralisiert' | 'schamanen' | 'umgewandelt' | 'restDudabs' | 'ziffern' | 'summe';
  /** The cards this step is about. */
  karten: CardId[];
  punkte: number;
  text: string;
}

function schlecht(n: number): string {
  return plural(n, 'Schlechtpunkt', 'Schlechtpunkte');
}
function gut(n: number): string {
  return plural(n, 'Gutpunkt', 'Gutpunkte');
}
/** „+2 Punkte“, „−1 Punkt“, „0 Punkte“. */
export function punkte(n: number): string {
  return `${punkteZahl(n)} ${n === 1 || n === -1 ? 'Punkt' : 'Punkte'}`;
}

/**
 * The scoring explainer: the steps of §7 for one player, in German. `hand` (optional) are the
 * cards that came from the hand at round end, so the first line can say where the cards came from.
 */
export function wertungSchritte(w: Wertung, hand: readonly CardId[] = []): WertungSchritt[] {
  const out: WertungSchritt[] = [];
  const d = w.paare.length + w.umgewandelt.length + w.restDudabs.length;
  const s = w.paare.length + w.schamanen.length;
  const z = w.umgewandelt.length + w.ziffern.length;
  if (w.karten.length === 0) {
    out.push({ art: 'stapel', karten: [], punkte: 0, text: 'Der Sammelstapel ist leer, und es sind keine Handkarten übrig.' });
    out.push({ art: 'summe', karten: [], punkte: 0, text: 'Ergebnis der Runde: 0 Punkte.' });
    return out;
  }
  const parts: string[] = [];
  if (d > 0) parts.push(plural(d, 'Dudab-Karte', 'Dudab-Karten'));
  if (s > 0) parts.push(plural(s, 'Schamane', 'Schamanen'));
  if (z > 0) parts.push(plural(z, 'Ziffer-Karte', 'Ziffer-Karten'));
  const origin =
    hand.length > 0
      ? `Sammelstapel und Kartenhand (${cardsText(hand.length)} von der Hand): ${cardsText(w.karten.length)}`
      : `Sammelstapel: ${cardsText(w.karten.length)}`;
  out.push({ art: 'stapel', karten: w.karten, punkte: 0, text: `${origin}, nämlich ${joinAnd(parts)}.` });
  if (w.paare.length > 0) {
    const n = w.paare.length;
    const shamans = w.paare.map((p) => p.schamane);
    const subject = n === 1 ? 'Eine Dudab-Karte neutralisiert' : `${n} Dudab-Karten neutralisieren`;
    out.push({
      art: 'neutralisiert',
      karten: w.paare.flatMap((p) => [p.dudab, p.schamane]),
      punkte: 0,
      text: `${subject} ${cardList(shamans)}: 0 Punkte.`,
    });
  }
  if (w.schamanen.length > 0) {
    const n = w.schamanen.length;
    const text =
      n === 1
        ? `${w.paare.length > 0 ? 'Ein Schamane bleibt übrig' : 'Ein Schamane'}: 5 Schlechtpunkte.`
        : `${n} Schamanen${w.paare.length > 0 ? ' bleiben übrig' : ''}: ${n} × 5 = ${5 * n} Schlechtpunkte.`;
    out.push({ art: 'schamanen', karten: w.schamanen, punkte: 5 * n, text });
  }
  if (w.umgewandelt.length > 0) {
    const n = w.umgewandelt.length;
    const cards = w.umgewandelt.map((u) => u.karte);
    const sum = cards.reduce((a, c) => a + zifferOf(c), 0);
    const verb = n === 1 ? 'wandelt' : 'wandeln';
    const first =
      w.paare.length > 0
        ? n === 1
          ? 'Die übrige Dudab-Karte'
          : `Die übrigen ${n} Dudab-Karten`
        : n === 1
          ? 'Eine Dudab-Karte'
          : `${n} Dudab-Karten`;
    const calc = n === 1 ? gut(sum) : `${cards.map(zifferOf).join(' + ')} = ${gut(sum)}`;
    const order = w.ziffern.length === 0 ? '' : n === 1 ? ' – die höchste Ziffer zuerst' : ' – die höchsten Ziffern zuerst';
    out.push({
      art: 'umgewandelt',
      karten: w.umgewandelt.flatMap((u) => [u.dudab, u.karte]),
      punkte: -sum,
      text: `${first} ${verb} ${cardList(cards)} in Gutpunkte um${order}: ${calc}, also ${zahl(-sum)}.`,
    });
  }
  if (w.restDudabs.length > 0) {
    const n = w.restDudabs.length;
    const text =
      n === 1
        ? 'Eine Dudab-Karte findet keine Ziffer-Karte mehr zum Umwandeln: 0 Punkte.'
        : `${n} Dudab-Karten finden keine Ziffer-Karte mehr zum Umwandeln: 0 Punkte.`;
    out.push({ art: 'restDudabs', karten: w.restDudabs, punkte: 0, text });
  }
  if (w.ziffern.length > 0) {
    const values = w.ziffern.map(zifferOf);
    const sum = values.reduce((a, b) => a + b, 0);
    const rest = w.umgewandelt.length > 0;
    const text =
      values.length === 1
        ? `${rest ? 'Die übrige Ziffer-Karte' : 'Die Ziffer-Karte'} zählt ihre Ziffer: ${schlecht(sum)}.`
        : `${rest ? 'Die übrigen Ziffer-Karten' : 'Die Ziffer-Karten'} zählen ihre Ziffern: ${values.join(' + ')} = ${schlecht(sum)}.`;
    out.push({ art: 'ziffern', karten: w.ziffern, punkte: sum, text });
  }
  const sumText =
    w.gutpunkte > 0 && w.schlechtpunkte > 0 ? `${schlecht(w.schlechtpunkte)} − ${gut(w.gutpunkte)} = ${punkte(w.summe)}` : punkte(w.summe);
  out.push({ art: 'summe', karten: [], punkte: w.summe, text: `Ergebnis der Runde: ${sumText}.` });
  return out;
}

/**
 * The scoring explainer for a whole table at round end (phase 'rundenende' or 'spielende'): per
 * seat the scored Sammelstapel (the hand already in it), the cards that came from the hand, the
 * §7 buckets and the German steps. Takes a state or a view (both show every pile at round end);
 * null while a round is running.
 */
export function rundenWertungen(table: {
  sammelstapel: readonly (readonly CardId[] | null)[];
  handAmEnde: readonly (readonly CardId[])[] | null;
}): { seat: number; hand: CardId[]; wertung: Wertung; schritte: WertungSchritt[] }[] | null {
  if (table.handAmEnde === null) return null;
  const out = [];
  for (let seat = 0; seat < table.sammelstapel.length; seat++) {
    const pile = table.sammelstapel[seat];
    if (pile === null || pile === undefined) return null;
    const hand = (table.handAmEnde[seat] ?? []).slice();
    const w = wertung(pile);
    out.push({ seat, hand, wertung: w, schritte: wertungSchritte(w, hand) });
  }
  return out;
}
