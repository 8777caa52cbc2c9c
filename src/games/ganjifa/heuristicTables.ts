/**
 * The tables and scratch of Ganjifa's heuristic (./heuristic.ts): facts about every 12-bit rank
 * mask (count, strongest card, the ranks in a Dukal), the buffers the callers fill, and the small
 * card arithmetic (who beats whom, which suits a follower may play, a move as one number).
 */
import type { CardId } from '../core/types';
import { cardIndex, strengthAt } from './cards';
import type { GanjifaMove, Placed } from './types';

/** Number of set bits and the strongest card's strength (0: none) of every 12-bit rank mask, per suit half. */
export const POP = new Uint8Array(4096);
export const TOP_LOW = new Uint8Array(4096);
export const TOP_HIGH = new Uint8Array(4096);
/** DUKAL_PARTS[mask]: the ranks of a suit's cards (rank bits `mask`) that belong to some Dukal the hand could lead. */
export const DUKAL_PARTS = new Uint16Array(4096);
/** LONGEST_DUKAL[mask]: the first longest run of numbers of a Dukal there (lowest rank · 16 + length), 0: none. */
export const LONGEST_DUKAL = new Uint8Array(4096);
for (let mask = 1; mask < 4096; mask++) {
  POP[mask] = POP[mask >> 1]! + (mask & 1);
  const high = 31 - Math.clz32(mask);
  TOP_HIGH[mask] = high + 1;
  TOP_LOW[mask] = high >= 10 ? high + 1 : 10 - (31 - Math.clz32(mask & -mask));
  if ((mask & 0xc00) === 0xc00) {
    // Raja, Mantri and every run of at least three numbers.
    let parts = 0;
    for (let v = 0; v < 10;) {
      if (!(mask & (1 << v))) {
        v++;
        continue;
      }
      let end = v;
      while (end + 1 < 10 && mask & (1 << (end + 1))) end++;
      if (end - v >= 2) for (let r = v; r <= end; r++) parts |= 1 << r;
      if (end - v + 1 > (LONGEST_DUKAL[mask]! & 15) && end - v >= 2) LONGEST_DUKAL[mask] = (v << 4) | (end - v + 1);
      v = end + 1;
    }
    if (parts) DUKAL_PARTS[mask] = parts | 0xc00;
  }
}

/** The deciding seat's cards: rank bits per suit (at least every suit it may play is complete). */
export const own = new Int32Array(10);
/** Cards the seat cannot see, per suit, and the strongest one's strength (0: none, or not needed). */
export const unseen = new Int32Array(10);
export const topUnseen = new Int32Array(10);
/** Bit r of dukalRanks[su]: rank r of suit su belongs to a Dukal the seat could lead. */
export const dukalRanks = new Int32Array(10);

/** Beats `b` (the card winning so far) with `a` as in position.ts `beatsInTrick`, on indices. */
export function beats(a: number, b: number, led: number, trump: number): boolean {
  const sa = Math.floor(a / 12);
  const sb = Math.floor(b / 12);
  if (sa === trump) return sb !== trump || strengthAt(a) > strengthAt(b);
  if (sb === trump) return false;
  if (sa !== led) return false;
  return sb !== led || strengthAt(a) > strengthAt(b);
}

/** Index of the card winning the trick so far. */
export function winningCard(trick: readonly Placed[], trump: number): number {
  let best = cardIndex(trick[0]!.card);
  const led = Math.floor(best / 12);
  for (let i = 1; i < trick.length; i++) {
    const k = cardIndex(trick[i]!.card);
    if (beats(k, best, led, trump)) best = k;
  }
  return best;
}

/** Bit mask of the suits a follower with these suit counts (or rank bits) may play (legalFollow). */
export function followSuits(counts: ArrayLike<number>, led: number, trump: number): number {
  if (counts[led] !== 0) return 1 << led;
  for (let x = 1; x <= 9; x++) {
    const n = (led + x) % 10;
    if (counts[n] !== 0) return (1 << n) | (counts[trump] !== 0 ? 1 << trump : 0);
  }
  return 0;
}

/** A move as one number: a card move by its card index, a Dukal by 1000 + (suit·16 + lowest rank)·16 + numbers. */
export const dukalCode = (su: number, v: number, n: number) => 1000 + (su * 16 + v) * 16 + n;
export function moveCode(m: GanjifaMove): number {
  if (m.type === 'LEAD_DUKAL') {
    const k = cardIndex(m.cards[0]!);
    return dukalCode(Math.floor(k / 12), k % 12, m.cards.length - 2);
  }
  return cardIndex((m as { card: CardId }).card);
}
