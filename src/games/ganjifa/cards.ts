/**
 * Dashavatara Ganjifa cards (shared/rules/ganjifa.md §2): the 120 ids in canonical order, lookup
 * tables for suit, rank and strength (the engine never parses an id in its hot path), and the
 * German names („Rama Raja“, „Matsya 1“) with their articles for sentences.
 */
import { indexMap, sortByOrder } from '../core/cards';
import { mitArtikel, type Artikel, type Kasus, type Nomen } from '../core/text';
import type { CardId } from '../core/types';
import type { Period, Rank, Suit } from './types';

/** The suits in avatar order (§2.1, G1). After Kalki comes Matsya again. */
export const SUITS: readonly Suit[] = ['MAT', 'KUR', 'VAR', 'NAR', 'VAM', 'PAR', 'RAM', 'KRI', 'BUD', 'KAL'];
/** Ranks in canonical order r = 0…11: the numbers 1–10, then Mantri, then Raja (§2.4). */
export const RANKS: readonly Rank[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'M', 'R'];

export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  MAT: 'Matsya',
  KUR: 'Kurma',
  VAR: 'Varaha',
  NAR: 'Narasimha',
  VAM: 'Vamana',
  PAR: 'Parashurama',
  RAM: 'Rama',
  KRI: 'Krishna',
  BUD: 'Buddha',
  KAL: 'Kalki',
};

/** The sign of each avatar (§2.1, display hint), in German. */
export const SUIT_SIGNS: Readonly<Record<Suit, string>> = {
  MAT: 'Fisch',
  KUR: 'Schildkröte',
  VAR: 'Eber',
  NAR: 'Löwe',
  VAM: 'Wasserkrug',
  PAR: 'Axt',
  RAM: 'Pfeil und Bogen',
  KRI: 'Wurfscheibe',
  BUD: 'Muschelhorn',
  KAL: 'Schwert',
};

export const RANK_NAMES: Readonly<Record<Rank, string>> = {
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  M: 'Mantri',
  R: 'Raja',
};

/** The 120 ids in canonical order: index (idx − 1)·12 + r (§2.4). */
// Written out as literals (the table of §2.4), so every id is one shared internalized string and
// the engine's hand searches compare pointers, not characters.
// prettier-ignore
export const CARD_IDS: readonly CardId[] = [
  'MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5', 'MAT-6', 'MAT-7', 'MAT-8', 'MAT-9', 'MAT-10', 'MAT-M', 'MAT-R',
  'KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5', 'KUR-6', 'KUR-7', 'KUR-8', 'KUR-9', 'KUR-10', 'KUR-M', 'KUR-R',
  'VAR-1', 'VAR-2', 'VAR-3', 'VAR-4', 'VAR-5', 'VAR-6', 'VAR-7', 'VAR-8', 'VAR-9', 'VAR-10', 'VAR-M', 'VAR-R',
  'NAR-1', 'NAR-2', 'NAR-3', 'NAR-4', 'NAR-5', 'NAR-6', 'NAR-7', 'NAR-8', 'NAR-9', 'NAR-10', 'NAR-M', 'NAR-R',
  'VAM-1', 'VAM-2', 'VAM-3', 'VAM-4', 'VAM-5', 'VAM-6', 'VAM-7', 'VAM-8', 'VAM-9', 'VAM-10', 'VAM-M', 'VAM-R',
  'PAR-1', 'PAR-2', 'PAR-3', 'PAR-4', 'PAR-5', 'PAR-6', 'PAR-7', 'PAR-8', 'PAR-9', 'PAR-10', 'PAR-M', 'PAR-R',
  'RAM-1', 'RAM-2', 'RAM-3', 'RAM-4', 'RAM-5', 'RAM-6', 'RAM-7', 'RAM-8', 'RAM-9', 'RAM-10', 'RAM-M', 'RAM-R',
  'KRI-1', 'KRI-2', 'KRI-3', 'KRI-4', 'KRI-5', 'KRI-6', 'KRI-7', 'KRI-8', 'KRI-9', 'KRI-10', 'KRI-M', 'KRI-R',
  'BUD-1', 'BUD-2', 'BUD-3', 'BUD-4', 'BUD-5', 'BUD-6', 'BUD-7', 'BUD-8', 'BUD-9', 'BUD-10', 'BUD-M', 'BUD-R',
  'KAL-1', 'KAL-2', 'KAL-3', 'KAL-4', 'KAL-5', 'KAL-6', 'KAL-7', 'KAL-8', 'KAL-9', 'KAL-10', 'KAL-M', 'KAL-R',
];

/** Canonical index of each id, as a plain record (core/cards helpers take it). */
export const CARD_INDEX: Readonly<Record<CardId, number>> = indexMap(CARD_IDS);

// Lookup tables. The hot path reads a card through character codes, never by parsing or hashing:
// the suit from the 1st and 3rd letter (MAT: M·T, KUR: K·R … are all different), the rank from
// the 5th character ('1'…'9', 'M', 'R'; '10' is the only id of length 6).
const IDS = new Set<CardId>(CARD_IDS);
const SUIT_BY_CODE = new Int8Array(128 * 128).fill(-1);
SUITS.forEach((s, i) => {
  SUIT_BY_CODE[(s.charCodeAt(0) << 7) | s.charCodeAt(2)] = i;
});
const STRENGTH = new Int8Array(120);
for (let i = 0; i < 120; i++) {
  const suit = Math.floor(i / 12);
  const r = i % 12;
  // §2.3: R = 12, M = 11; a number n is 11 − n in the first five suits, n in the last five.
  STRENGTH[i] = r === 11 ? 12 : r === 10 ? 11 : suit < 5 ? 10 - r : r + 1;
}

/** Suit index 0–9 (avatar order) of a valid id. */
export function suitIndex(card: CardId): number {
  return SUIT_BY_CODE[(card.charCodeAt(0) << 7) | card.charCodeAt(2)]!;
}

/** Rank index r 0–11 of a valid id (0–9 = numbers 1–10, 10 = Mantri, 11 = Raja). */
export function rankIndex(card: CardId): number {
  if (card.length === 6) return 9;
  const c = card.charCodeAt(4);
  return c === 77 ? 10 : c === 82 ? 11 : c - 49;
}

/** Canonical index 0–119 of a valid id (callers validate ids at the boundary with isCardId). */
export function cardIndex(card: CardId): number {
  return suitIndex(card) * 12 + rankIndex(card);
}

/** True for the 120 ids of §2.4 (and nothing else). */
export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && IDS.has(x);
}

export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}

export function isPeriod(x: unknown): x is Period {
  return x === 'day' || x === 'night';
}

export function suitOf(card: CardId): Suit {
  return SUITS[suitIndex(card)]!;
}

export function rankOf(card: CardId): Rank {
  return RANKS[rankIndex(card)]!;
}

/** §2.3 strength within the suit: Raja 12, Mantri 11, numbers 1–10 (1 is 10 in the first five suits). */
export function strength(card: CardId): number {
  return STRENGTH[cardIndex(card)]!;
}

/** Strength by canonical index (for loops over indices). */
export function strengthAt(index: number): number {
  return STRENGTH[index]!;
}

/** The first five suits (Matsya–Vamana) rank their numbers 1 > 2 > … > 10 (G2). */
export function isReversedSuit(suit: Suit): boolean {
  return SUITS.indexOf(suit) < 5;
}

/** The id of a card from suit and rank. */
export function cardOf(suit: Suit, rank: Rank): CardId {
  return `${suit}-${rank}`;
}

/** Trump suit of a period (§3): Rama by day, Krishna by night. */
export function trumpOf(period: Period): Suit {
  return period === 'day' ? 'RAM' : 'KRI';
}

/** The trump Raja, which opens the deal (§4.6, G6). */
export function trumpRajaOf(period: Period): CardId {
  return period === 'day' ? 'RAM-R' : 'KRI-R';
}

export function suitName(suit: Suit): string {
  return SUIT_NAMES[suit];
}

/** German display name „‹Farbe› ‹Rang›“ (§2.4): „Rama Raja“, „Krishna Mantri“, „Matsya 1“. */
export function cardName(card: CardId): string {
  if (!isCardId(card)) return card;
  return `${SUIT_NAMES[suitOf(card)]} ${RANK_NAMES[rankOf(card)]}`;
}

/** Grammatical case for `cardWithArticle`. */
export type { Kasus };

/** The card as a German noun: der Raja, der Mantri (masculine); a number card like „die Karte“, „die Eins“. */
export function cardNoun(card: CardId): Nomen {
  return { genus: rankIndex(card) >= 10 ? 'm' : 'f', wort: cardName(card) };
}

/**
 * The card name with an article: „den Rama Raja“ (akk), „dem Krishna Mantri“ (dat), „der Matsya 1“
 * (dat of a number card), „ein Rama Raja“ (nom, unbestimmt).
 */
export function cardWithArticle(card: CardId, kasus: Kasus, art: Artikel = 'bestimmt'): string {
  if (!isCardId(card)) return card;
  return mitArtikel(cardNoun(card), kasus, art);
}

/** „Rama-Karten“, „Narasimha-Karten“: the cards of a suit, for sentences. */
export function suitCards(suit: Suit): string {
  return `${SUIT_NAMES[suit]}-Karten`;
}

/** A copy of `cards` in canonical order. */
export function sortCanonical(cards: readonly CardId[]): CardId[] {
  return sortByOrder(cards, CARD_INDEX);
}
