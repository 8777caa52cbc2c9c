/**
 * Durak cards (shared/rules/durak.md §2–§3): the 36 ids in canonical order, precomputed lookup
 * tables for suit, rank and value (no string parsing in the engine's hot path), the comparison
 * `beats`, and the German display names („Pik Dame“, „Herz 10“).
 */
import type { CardId } from '../core/types';
import { indexMap } from '../core/cards';
import { mitArtikel, type Artikel, type Kasus, type Nomen } from '../core/text';
import type { Rank, Suit } from './types';

/** Suits in canonical order: Kreuz, Pik, Herz, Karo (§2.1). */
export const SUITS: readonly Suit[] = ['C', 'S', 'H', 'D'];
/** Ranks from low to high (§2.2, D2). */
export const RANKS: readonly Rank[] = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** The 36 card ids in canonical order, index 0–35 (§2.3). */
export const CARD_IDS: readonly CardId[] = [
  'C6',
  'C7',
  'C8',
  'C9',
  'C10',
  'CJ',
  'CQ',
  'CK',
  'CA',
  'S6',
  'S7',
  'S8',
  'S9',
  'S10',
  'SJ',
  'SQ',
  'SK',
  'SA',
  'H6',
  'H7',
  'H8',
  'H9',
  'H10',
  'HJ',
  'HQ',
  'HK',
  'HA',
  'D6',
  'D7',
  'D8',
  'D9',
  'D10',
  'DJ',
  'DQ',
  'DK',
  'DA',
];

/** Canonical index of each card id (C6 = 0 … DA = 35). */
export const CARD_INDEX: Readonly<Record<CardId, number>> = indexMap(CARD_IDS);

export const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' };
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', S: '♠', H: '♥', D: '♦' };
export const RANK_NAMES: Readonly<Record<Rank, string>> = {
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'Bube',
  Q: 'Dame',
  K: 'König',
  A: 'Ass',
};
/** Short German rank letters for card faces (B, D, K, A). */
export const RANK_SHORT: Readonly<Record<Rank, string>> = {
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'B',
  Q: 'D',
  K: 'K',
  A: 'A',
};
/** Value of each rank: 6 … 14 (§2.2). */
export const RANK_VALUES: Readonly<Record<Rank, number>> = {
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};

// Precomputed lookup tables. The engine's hot path reads a card through two character codes
// (first = suit letter, last = rank character; '10' ends in '0'), indexed into small typed arrays:
// no string parsing, no hashing. These fast readers assume a valid id; the engine validates ids
// at its boundary (`check`, `fromDeck`, `fromLayout`).
const SUIT_BASE = new Int8Array(128).fill(-1);
const SUIT_BY_CODE: Suit[] = [];
SUITS.forEach((s, i) => {
  SUIT_BASE[s.charCodeAt(0)] = 9 * i;
  SUIT_BY_CODE[s.charCodeAt(0)] = s;
});
const RANK_IDX = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => {
  RANK_IDX[r.charCodeAt(r.length - 1)] = i;
});

const NAME_OF: Record<CardId, string> = {};
for (const s of SUITS) for (const r of RANKS) NAME_OF[s + r] = `${SUIT_NAMES[s]} ${RANK_NAMES[r]}`;

/** True for the 36 ids of §2.3 (and nothing else). */
export function isCardId(x: unknown): x is CardId {
  if (typeof x !== 'string' || x.length < 2 || x.length > 3) return false;
  const s = x.charCodeAt(0);
  const r = x.charCodeAt(x.length - 1);
  if (s > 127 || r > 127) return false;
  const base = SUIT_BASE[s]!;
  const k = RANK_IDX[r]!;
  return base >= 0 && k >= 0 && CARD_IDS[base + k] === x;
}

/** True for 'C', 'S', 'H', 'D'. */
export function isSuit(x: unknown): x is Suit {
  return x === 'C' || x === 'S' || x === 'H' || x === 'D';
}

/** True for '6' … 'A'. */
export function isRank(x: unknown): x is Rank {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(RANK_VALUES, x);
}

export function suitOf(card: CardId): Suit {
  return SUIT_BY_CODE[card.charCodeAt(0)]!;
}

export function rankOf(card: CardId): Rank {
  return RANKS[RANK_IDX[card.charCodeAt(card.length - 1)]!]!;
}

/** 6 … 14 (Ass). */
export function valueOf(card: CardId): number {
  return RANK_IDX[card.charCodeAt(card.length - 1)]! + 6;
}

/** 1 << (index of the card's rank in RANKS): lets the engine keep a set of ranks in one integer. */
export function rankBit(card: CardId): number {
  return 1 << RANK_IDX[card.charCodeAt(card.length - 1)]!;
}

/** 1 << (index of `rank` in RANKS). */
export function rankBitOf(rank: Rank): number {
  return 1 << RANKS.indexOf(rank);
}

export function isTrump(card: CardId, trumpSuit: Suit): boolean {
  return card.charCodeAt(0) === trumpSuit.charCodeAt(0);
}

/**
 * §3: defence card `d` beats attack card `a` iff same suit and higher, or `d` is trump and `a` is not.
 */
export function beats(d: CardId, a: CardId, trumpSuit: Suit): boolean {
  const sd = d.charCodeAt(0);
  if (sd === a.charCodeAt(0)) return RANK_IDX[d.charCodeAt(d.length - 1)]! > RANK_IDX[a.charCodeAt(a.length - 1)]!;
  return sd === trumpSuit.charCodeAt(0);
}

/** German display name „‹Farbe› ‹Wert›“: cardName('SQ') → „Pik Dame“, cardName('H10') → „Herz 10“. */
export function cardName(card: CardId): string {
  return NAME_OF[card] ?? card;
}

/** Grammatical case for `cardWithArticle`: Nominativ, Akkusativ, Dativ. */
export type { Kasus };

/**
 * Each rank as a German noun: number cards („die Neun“) and the Dame are feminine, the König
 * masculine, the Ass neuter; the Bube is a weak masculine noun („den Buben“).
 */
export const RANK_NOUNS: Readonly<Record<Rank, Nomen>> = {
  '6': { genus: 'f', wort: '6' },
  '7': { genus: 'f', wort: '7' },
  '8': { genus: 'f', wort: '8' },
  '9': { genus: 'f', wort: '9' },
  '10': { genus: 'f', wort: '10' },
  J: { genus: 'm', wort: 'Bube', schwach: 'Buben' },
  Q: { genus: 'f', wort: 'Dame' },
  K: { genus: 'm', wort: 'König' },
  A: { genus: 'n', wort: 'Ass' },
};

/**
 * The card name with an article, declined: cardWithArticle('S9', 'dat') → „der Pik 9“,
 * cardWithArticle('CJ', 'akk') → „den Kreuz Buben“, cardWithArticle('HA', 'nom', 'unbestimmt') → „ein Herz Ass“;
 * with an adjective stem: cardWithArticle('CJ', 'akk', 'bestimmt', 'höher') → „den höheren Kreuz Buben“.
 */
export function cardWithArticle(card: CardId, kasus: Kasus, art: Artikel = 'bestimmt', adjektiv?: string): string {
  if (!isCardId(card)) return card;
  return mitArtikel(RANK_NOUNS[rankOf(card)], kasus, art, { vor: SUIT_NAMES[suitOf(card)], ...(adjektiv ? { adjektiv } : {}) });
}

/** A rank alone with an article: rankWithArticle('A', 'nom', 'unbestimmt') → „ein Ass“, ('Q', …) → „eine Dame“. */
export function rankWithArticle(rank: Rank, kasus: Kasus, art: Artikel = 'bestimmt'): string {
  return mitArtikel(RANK_NOUNS[rank], kasus, art);
}

export function suitName(suit: Suit): string {
  return SUIT_NAMES[suit];
}

export function rankName(rank: Rank): string {
  return RANK_NAMES[rank];
}

/** Canonical index (0–35) of a valid id. */
export function cardIndex(card: CardId): number {
  return SUIT_BASE[card.charCodeAt(0)]! + RANK_IDX[card.charCodeAt(card.length - 1)]!;
}

/**
 * The union of `sorted` and `add` in canonical order, as a new array (the engine's fast path for
 * drawing and taking). Cards are collected in a 36-bit set (two integers) and read back in index
 * order, so neither input needs to be sorted; a card in both inputs appears once.
 */
export function insertCanonical(sorted: readonly CardId[], add: readonly CardId[]): CardId[] {
  if (add.length === 1) {
    // The common case (drawing one card): one pass, no set.
    const card = add[0]!;
    const key = cardIndex(card);
    const out: CardId[] = [];
    let i = 0;
    for (; i < sorted.length; i++) {
      const c = sorted[i]!;
      const k = cardIndex(c);
      if (k >= key) {
        if (k !== key) out.push(card);
        break;
      }
      out.push(c);
    }
    if (i === sorted.length) out.push(card);
    for (; i < sorted.length; i++) out.push(sorted[i]!);
    return out;
  }
  let lo = 0; // indices 0–29
  let hi = 0; // indices 30–35
  for (let i = 0; i < sorted.length; i++) {
    const k = cardIndex(sorted[i]!);
    if (k < 30) lo |= 1 << k;
    else hi |= 1 << (k - 30);
  }
  for (let i = 0; i < add.length; i++) {
    const k = cardIndex(add[i]!);
    if (k < 30) lo |= 1 << k;
    else hi |= 1 << (k - 30);
  }
  const out: CardId[] = [];
  while (lo !== 0) {
    const bit = lo & -lo;
    out.push(CARD_IDS[31 - Math.clz32(bit)]!);
    lo ^= bit;
  }
  while (hi !== 0) {
    const bit = hi & -hi;
    out.push(CARD_IDS[61 - Math.clz32(bit)]!);
    hi ^= bit;
  }
  return out;
}

/**
 * Display order for a hand: non-trumps grouped by suit (canonical suit order Kreuz, Pik, Herz,
 * Karo) and ascending value within a suit, then the trumps, ascending. Returns a new array.
 */
export function sortHand(cards: readonly CardId[], trumpSuit: Suit): CardId[] {
  const key = (c: CardId): number => (suitOf(c) === trumpSuit ? 100 : 0) + (CARD_INDEX[c] ?? 99);
  return cards.slice().sort((a, b) => key(a) - key(b));
}
