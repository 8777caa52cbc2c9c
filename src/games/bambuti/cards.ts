/**
 * Bambuti cards (shared/rules/bambuti.md §2): the 50 Maskenkarten `M-<farbe>-<wert>` in canonical
 * order (farbe rot, gelb, grün, blau, weiß, then wert ascending), the 4 Trommelkarten `T-<seat>-<n>`,
 * fast readers for colour and value (no parsing tables in the hot path: two character codes), and the
 * German names („Blau 7“, „Trommelkarte“).
 */
import type { CardId, Seat } from '../core/types';
import { indexMap } from '../core/cards';
import { mitArtikel, type Artikel, type Kasus, type Nomen } from '../core/text';
import type { Farbe } from './types';

/** The colours in canonical order (B1). */
export const FARBEN: readonly Farbe[] = ['rot', 'gelb', 'gruen', 'blau', 'weiss'];
/** Values 1…10. */
export const WERTE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** German colour names as nouns / in card names („Grün 5“). */
export const FARBE_NAMEN: Readonly<Record<Farbe, string>> = {
  rot: 'Rot',
  gelb: 'Gelb',
  gruen: 'Grün',
  blau: 'Blau',
  weiss: 'Weiß',
};

/** The colour word after „ist“ („deine Maske ist grün“). */
export const FARBE_ADJEKTIV: Readonly<Record<Farbe, string>> = {
  rot: 'rot',
  gelb: 'gelb',
  gruen: 'grün',
  blau: 'blau',
  weiss: 'weiß',
};

/** The 50 mask ids in canonical order (index 0 = M-rot-1 … 49 = M-weiss-10). */
export const MASK_IDS: readonly CardId[] = FARBEN.flatMap((f) => WERTE.map((w) => `M-${f}-${w}`));

/** Canonical index of each mask id. */
export const MASK_INDEX: Readonly<Record<CardId, number>> = indexMap(MASK_IDS);

/** The Trommelkarten of a seat, n = 1, 2 (B2: personal supply, never shuffled in). */
export function drumId(seat: Seat, n: number): CardId {
  return `T-${seat}-${n}`;
}

/** All four drum ids: T-0-1 T-0-2 T-1-1 T-1-2. */
export const DRUM_IDS: readonly CardId[] = [drumId(0, 1), drumId(0, 2), drumId(1, 1), drumId(1, 2)];

/** The drum cards `seat` still holds when `left` are left (the lowest number is spent first, §5.4). */
export function drumsLeft(seat: Seat, left: number): CardId[] {
  const out: CardId[] = [];
  for (let n = 3 - left; n <= 2; n++) out.push(drumId(seat, n));
  return out;
}

/** True for the 50 mask ids. */
export function isMaskId(x: unknown): x is CardId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(MASK_INDEX, x);
}

/** True for the four drum ids. */
export function isDrumId(x: unknown): x is CardId {
  return typeof x === 'string' && DRUM_IDS.indexOf(x) !== -1;
}

// Fast readers. They assume a valid mask id ('M-rot-7', 'M-gelb-10', …): the third character tells
// the colour (r, b, w; 'g' is gelb or grün, told apart by the fourth: 'e' or 'r'), the last one
// the value ('0' only in 10). The engine validates ids at its boundary (check, fromDeck, fromLayout).
const BY_THIRD = new Int8Array(128).fill(-1);
BY_THIRD['r'.charCodeAt(0)] = 0;
BY_THIRD['b'.charCodeAt(0)] = 3;
BY_THIRD['w'.charCodeAt(0)] = 4;
const G = 'g'.charCodeAt(0);
const E = 'e'.charCodeAt(0);

/** Colour index 0…4 (rot, gelb, grün, blau, weiß). */
export function farbeIndex(card: CardId): number {
  const k = card.charCodeAt(2);
  return k === G ? (card.charCodeAt(3) === E ? 1 : 2) : BY_THIRD[k]!;
}

export function farbeOf(card: CardId): Farbe {
  return FARBEN[farbeIndex(card)]!;
}

/** Value 1…10. */
export function wertOf(card: CardId): number {
  const d = card.charCodeAt(card.length - 1) - 48;
  return d === 0 ? 10 : d;
}

/** Same colour? (the colour rule on the opponent's row, B15) */
export function sameFarbe(a: CardId, b: CardId): boolean {
  return farbeIndex(a) === farbeIndex(b);
}

/** German name: „Blau 7“, „Weiß 10“; drum cards „Trommelkarte“. Unknown ids come back unchanged. */
export function cardName(card: CardId): string {
  if (isMaskId(card)) return `${FARBE_NAMEN[farbeOf(card)]} ${wertOf(card)}`;
  if (isDrumId(card)) return 'Trommelkarte';
  return card;
}

/** Grammatical case for `cardWithArticle`. */
export type { Kasus };

/**
 * The card as a German noun: a mask is declined like „die Karte“ (every value word is feminine,
 * like „die Sieben“), and so is „die Trommelkarte“.
 */
export function cardNoun(card: CardId): Nomen {
  return { genus: 'f', wort: cardName(card) };
}

/**
 * The mask name with an article: cardWithArticle('M-blau-7', 'akk') → „die Blau 7“,
 * ('M-rot-3', 'dat') → „der Rot 3“, ('M-rot-3', 'nom', 'unbestimmt') → „eine Rot 3“.
 */
export function cardWithArticle(card: CardId, kasus: Kasus, art: Artikel = 'bestimmt'): string {
  return mitArtikel(cardNoun(card), kasus, art);
}

/** Sorted copy in canonical order. */
export function sortMasks(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => MASK_INDEX[a]! - MASK_INDEX[b]!);
}

/** `sorted` (canonical order) with `card` inserted at its place, as a new array. */
export function insertMask(sorted: readonly CardId[], card: CardId): CardId[] {
  const key = MASK_INDEX[card]!;
  const out: CardId[] = [];
  let i = 0;
  for (; i < sorted.length && MASK_INDEX[sorted[i]!]! < key; i++) out.push(sorted[i]!);
  out.push(card);
  for (; i < sorted.length; i++) out.push(sorted[i]!);
  return out;
}
