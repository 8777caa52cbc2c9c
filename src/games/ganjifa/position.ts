/**
 * Following and winning a trick (shared/rules/ganjifa.md §3, §5.5; decisions G7–G9).
 *
 * `legalFollow` is the spec's function: follow suit if you can; if you are blank, choose freely
 * between every trump and every card of N, the first suit after the led one (cyclic, Kalki →
 * Matsya) that you hold — the trump suit counts in that search (G8).
 */
import type { CardId, Seat } from '../core/types';
import { SUITS, strength, suitIndex } from './cards';
import type { Placed, PlayKind, Suit } from './types';

/** Bit i set ⇔ `hand` holds a card of SUITS[i]. */
export function suitMaskOf(hand: readonly CardId[]): number {
  let mask = 0;
  for (let i = 0; i < hand.length; i++) mask |= 1 << suitIndex(hand[i]!);
  return mask;
}

/** counts[i] = how many cards of SUITS[i] `hand` holds. */
export function suitCountsOf(hand: readonly CardId[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < hand.length; i++) counts[suitIndex(hand[i]!)]!++;
  return counts;
}

/** §5.5 step 2: the index of N, the first suit after `led` (cyclic) in `mask`; −1 if none. */
export function nextHeldSuitIndex(mask: number, led: number): number {
  for (let k = 1; k <= 9; k++) {
    const s = (led + k) % 10;
    if (mask & (1 << s)) return s;
  }
  return -1;
}

/** N as a suit, or null when the hand holds no other suit (§5.5; never happens in play). */
export function nextHeldSuit(hand: readonly CardId[], ledSuit: Suit): Suit | null {
  const n = nextHeldSuitIndex(suitMaskOf(hand), SUITS.indexOf(ledSuit));
  return n < 0 ? null : SUITS[n]!;
}

/**
 * §5.5 legalFollow(H, L): every card of L in H if there is one; otherwise every trump in H and
 * every card of N. The result keeps the order of `hand` (canonical for engine hands).
 */
export function legalFollow(hand: readonly CardId[], ledSuit: Suit, trumpSuit: Suit): CardId[] {
  const led = SUITS.indexOf(ledSuit);
  const mask = suitMaskOf(hand);
  const out: CardId[] = [];
  if (mask & (1 << led)) {
    for (const c of hand) if (suitIndex(c) === led) out.push(c);
    return out;
  }
  const n = nextHeldSuitIndex(mask, led);
  const trump = SUITS.indexOf(trumpSuit);
  for (const c of hand) {
    const s = suitIndex(c);
    if (s === trump || s === n) out.push(c);
  }
  return out;
}

/** Is `card` a legal follow from `hand` (which holds it)? The boolean form of legalFollow. */
export function isLegalFollow(hand: readonly CardId[], card: CardId, ledSuit: Suit, trumpSuit: Suit): boolean {
  const s = suitIndex(card);
  const led = SUITS.indexOf(ledSuit);
  if (s === led) return true;
  const mask = suitMaskOf(hand);
  if (mask & (1 << led)) return false;
  return s === SUITS.indexOf(trumpSuit) || s === nextHeldSuitIndex(mask, led);
}

/** §9 Played.kind: a card of the led suit, a trump while blank, or a card of N. */
export function playKind(card: CardId, ledSuit: Suit, trumpSuit: Suit): PlayKind {
  const s = suitIndex(card);
  if (s === SUITS.indexOf(ledSuit)) return 'follow';
  return s === SUITS.indexOf(trumpSuit) ? 'trump' : 'next-suit';
}

/**
 * §3 / G9: the position in `trick` of the winning card — the strongest trump if there is one,
 * otherwise the strongest card of the led suit (the first card's suit). N cards never win.
 */
export function winningIndex(trick: readonly Placed[], trumpSuit: Suit): number {
  const trump = SUITS.indexOf(trumpSuit);
  const led = suitIndex(trick[0]!.card);
  let best = 0;
  let bestTrump = led === trump;
  let bestStrength = strength(trick[0]!.card);
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i]!.card;
    const s = suitIndex(c);
    const st = strength(c);
    if (s === trump) {
      if (!bestTrump || st > bestStrength) {
        best = i;
        bestTrump = true;
        bestStrength = st;
      }
    } else if (s === led && !bestTrump && st > bestStrength) {
      best = i;
      bestStrength = st;
    }
  }
  return best;
}

/** The seat that wins `trick` (§3). */
export function trickWinner(trick: readonly Placed[], trumpSuit: Suit): Seat {
  return trick[winningIndex(trick, trumpSuit)]!.seat;
}

/** True when `a` beats `b` as the card played after it in a trick led in `ledSuit` (§3). */
export function beatsInTrick(a: CardId, b: CardId, ledSuit: Suit, trumpSuit: Suit): boolean {
  const sa = suitIndex(a);
  const sb = suitIndex(b);
  const trump = SUITS.indexOf(trumpSuit);
  if (sa === trump) return sb !== trump || strength(a) > strength(b);
  if (sb === trump) return false;
  const led = SUITS.indexOf(ledSuit);
  if (sa !== led) return false;
  return sb !== led || strength(a) > strength(b);
}
