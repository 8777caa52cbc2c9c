/**
 * The „Merkhilfe“ (issue: per suit, which cards are already out and the highest card still in
 * play), computed from public information only: the cards in the captured piles (G19).
 */
import type { CardId } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, strengthAt } from './cards';
import type { Suit } from './types';

export interface SuitMemo {
  suit: Suit;
  /** Cards of the suit already captured, strongest first. */
  out: CardId[];
  /** The strongest card of the suit not yet captured (in a hand or on the table), null if none. */
  highest: CardId | null;
}

/** One entry per suit in avatar order, from the captured cards `out` (e.g. view.out). */
export function suitMemo(out: readonly CardId[]): SuitMemo[] {
  const gone = new Uint8Array(120);
  for (const c of out) gone[cardIndex(c)] = 1;
  return SUITS.map((suit, s) => {
    const cards: number[] = [];
    let highest = -1;
    for (let k = 12 * s; k < 12 * s + 12; k++) {
      if (gone[k]) cards.push(k);
      else if (highest < 0 || strengthAt(k) > strengthAt(highest)) highest = k;
    }
    cards.sort((a, b) => strengthAt(b) - strengthAt(a));
    return { suit, out: cards.map((k) => CARD_IDS[k]!), highest: highest < 0 ? null : CARD_IDS[highest]! };
  });
}
