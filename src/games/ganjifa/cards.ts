/**
 * Dashavatara Ganjifa cards (shared/rules/ganjifa.md §2): the 120 ids in canonical order, lookup
 * tables for suit, rank and strength (the engine never parses an id in its hot path), and the
 * German names („Rama Raja“, „Matsya 1“) with their articles for sentences.
 */
import { indexMap, sortByOrder } from '../core/cards';
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
export const CARD_IDS: readonly CardId[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

/** Canonical index of each id, as a plain record (core/cards helpers take it). */
export const CARD_INDEX: Readonly<Record<CardId, number>> = indexMap(CARD_IDS);

// Lookup tables by canonical index. The Map is the one id → index step of the hot path.
const INDEX = new Map<CardId, number>(CARD_IDS.map((c, i) => [c, i]));
const STRENGTH = new Int8Array(120);
for (let i = 0; i < 120; i++) {
  const suit = Math.floor(i / 12);
  const r = i % 12;
  // §2.3: R = 12, M = 11; a number n is 11 − n in the first five suits, n in the last five.
  STRENGTH[i] = r === 11 ? 12 : r === 10 ? 11 : suit < 5 ? 10 - r : r + 1;
}

/** Canonical index 0–119 of a valid id, −1 for anything else. */
export function cardIndex(card: CardId): number {
  return INDEX.get(card) ?? -1;
}

/** True for the 120 ids of §2.4 (and nothing else). */
export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && INDEX.has(x);
}

export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}

export function isPeriod(x: unknown): x is Period {
  return x === 'day' || x === 'night';
}

/** Suit index 0–9 (avatar order) of a valid id. */
export function suitIndex(card: CardId): number {
  return Math.floor(INDEX.get(card)! / 12);
}

/** Rank index r 0–11 of a valid id (0–9 = numbers 1–10, 10 = Mantri, 11 = Raja). */
export function rankIndex(card: CardId): number {
  return INDEX.get(card)! % 12;
}

export function suitOf(card: CardId): Suit {
  return SUITS[suitIndex(card)]!;
}

export function rankOf(card: CardId): Rank {
  return RANKS[rankIndex(card)]!;
}

/** §2.3 strength within the suit: Raja 12, Mantri 11, numbers 1–10 (1 is 10 in the first five suits). */
export function strength(card: CardId): number {
  return STRENGTH[INDEX.get(card)!]!;
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
export type Kasus = 'nom' | 'akk' | 'dat';

const ARTICLES: Readonly<Record<'m' | 'f', Readonly<Record<Kasus, string>>>> = {
  // der Raja, der Mantri (masculine, no case ending)
  m: { nom: 'der', akk: 'den', dat: 'dem' },
  // die Matsya 1 (die Karte, die Eins)
  f: { nom: 'die', akk: 'die', dat: 'der' },
};

/**
 * The card name with its definite article: „den Rama Raja“ (akk), „dem Krishna Mantri“ (dat),
 * „der Matsya 1“ (dat of a number card).
 */
export function cardWithArticle(card: CardId, kasus: Kasus): string {
  if (!isCardId(card)) return card;
  const r = rankIndex(card);
  return `${ARTICLES[r >= 10 ? 'm' : 'f'][kasus]} ${cardName(card)}`;
}

/** „Rama-Karten“, „Narasimha-Karten“: the cards of a suit, for sentences. */
export function suitCards(suit: Suit): string {
  return `${SUIT_NAMES[suit]}-Karten`;
}

/** A copy of `cards` in canonical order. */
export function sortCanonical(cards: readonly CardId[]): CardId[] {
  return sortByOrder(cards, CARD_INDEX);
}
