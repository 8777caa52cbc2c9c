/**
 * Ganjifa's legal moves (shared/rules/ganjifa.md §5–§7): `legalMoves` in its stable order (the
 * order is part of the link format, see ./play.ts) and the fast `isLegal` that guards `play`.
 */
import type { CardId } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, rankIndex, suitIndex, trumpRajaOf } from './cards';
import { isDukal, pushDukalSets } from './dukal';
import { SEATS } from './setup';
import type { GanjifaMove, GanjifaState } from './types';

// ---------------------------------------------------------------------------------------------
// legalMoves

/**
 * The one-card moves are made once and shared (frozen plain data): legalMoves runs inside every
 * bot playout, and handing out the same move object for the same (type, seat, card) saves most of
 * its allocations.
 */
function moveTable<T extends 'LEAD' | 'PLAY' | 'DISCARD'>(type: T): Extract<GanjifaMove, { type: T }>[][] {
  const table: Extract<GanjifaMove, { type: T }>[][] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    table.push(CARD_IDS.map((card) => Object.freeze({ type, seat, card }) as Extract<GanjifaMove, { type: T }>));
  }
  return table;
}
const LEAD_MOVES = moveTable('LEAD');
/** Rank bits of Mantri and Raja. */
const COURTS = (1 << 10) | (1 << 11);
const PLAY_MOVES = moveTable('PLAY');
const DISCARD_MOVES = moveTable('DISCARD');
const PERIOD_MOVES: GanjifaMove[] = [
  Object.freeze({ type: 'CHOOSE_PERIOD', seat: 0, period: 'day' }),
  Object.freeze({ type: 'CHOOSE_PERIOD', seat: 0, period: 'night' }),
] as GanjifaMove[];

/** Where the cards of suit index `suit` start in a canonical hand with these suit counts. */
function blockStart(counts: readonly number[], suit: number): number {
  let start = 0;
  for (let i = 0; i < suit; i++) start += counts[i]!;
  return start;
}

/** §5.5 N from the suit counts: the first suit after `led` (cyclic) with a card, −1 if none. */
function nextHeld(counts: readonly number[], led: number): number {
  for (let k = 1; k <= 9; k++) {
    const i = (led + k) % 10;
    if (counts[i]! > 0) return i;
  }
  return -1;
}

/** Appends the moves for every card of suit index `suit` (a block of the canonical hand). */
function pushBlock(
  out: GanjifaMove[],
  moves: readonly GanjifaMove[],
  hand: readonly CardId[],
  counts: readonly number[],
  suit: number,
): void {
  const start = blockStart(counts, suit);
  const end = start + counts[suit]!;
  const base = 12 * suit;
  for (let i = start; i < end; i++) out.push(moves[base + rankIndex(hand[i]!)]!);
}

export function legalMoves(s: GanjifaState): GanjifaMove[] {
  const out: GanjifaMove[] = [];
  const seat = s.toAct;
  switch (s.phase) {
    case 'CHOOSE_PERIOD':
      // M1 is seat 0's (G4); fromDeck and fromLayout always give the actor 0 here.
      out.push(PERIOD_MOVES[0]!, PERIOD_MOVES[1]!);
      return out;
    case 'LEAD': {
      const moves = LEAD_MOVES[seat]!;
      if (s.trickNo === 1) {
        out.push(moves[cardIndex(trumpRajaOf(s.period!))]!);
        return out;
      }
      // One pass over the hand, suit block by suit block (the hand is canonical): the LEAD moves,
      // and the rank bits of each suit for the Dukal search (§5.4: Raja, Mantri and a run of ≥ 3).
      // G12 (m ≤ every opponent's hand) always holds, as all hands are equal at LEAD (§5.7).
      const hand = s.hands[seat]!;
      const counts = s.suitCounts[seat]!;
      const leads: GanjifaMove[] = new Array(hand.length);
      let sets: CardId[][] | null = null;
      let i = 0;
      for (let su = 0; su < 10; su++) {
        const end = i + counts[su]!;
        const base = 12 * su;
        let mask = 0;
        for (; i < end; i++) {
          const r = rankIndex(hand[i]!);
          leads[i] = moves[base + r]!;
          mask |= 1 << r;
        }
        if (counts[su]! >= 5 && (mask & COURTS) === COURTS) {
          if (sets === null) sets = [];
          pushDukalSets(mask, su, sets);
        }
      }
      if (sets !== null) for (let k = 0; k < sets.length; k++) leads.push({ type: 'LEAD_DUKAL', seat, cards: sets[k]! });
      return leads;
    }
    case 'FOLLOW': {
      // legalFollow (§5.5) from the suit counts: the led suit's block, else the trump and N blocks.
      const hand = s.hands[seat]!;
      const counts = s.suitCounts[seat]!;
      const moves = PLAY_MOVES[seat]!;
      const led = SUITS.indexOf(s.ledSuit!);
      if (counts[led]! > 0) {
        pushBlock(out, moves, hand, counts, led);
        return out;
      }
      const n = nextHeld(counts, led);
      const t = SUITS.indexOf(s.trumpSuit!);
      if (t === n || counts[t] === 0) pushBlock(out, moves, hand, counts, n);
      else if (t < n) {
        pushBlock(out, moves, hand, counts, t);
        pushBlock(out, moves, hand, counts, n);
      } else {
        pushBlock(out, moves, hand, counts, n);
        pushBlock(out, moves, hand, counts, t);
      }
      return out;
    }
    case 'DUKAL_DISCARD': {
      const hand = s.hands[seat]!;
      const moves = DISCARD_MOVES[seat]!;
      const discards: GanjifaMove[] = new Array(hand.length);
      for (let i = 0; i < hand.length; i++) discards[i] = moves[cardIndex(hand[i]!)]!;
      return discards;
    }
    default:
      return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Fast legality for `play` (must agree with `check`; the tests and core/checked make sure).

function isCanonicalSubset(cards: readonly CardId[], hand: readonly CardId[]): boolean {
  let last = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (typeof c !== 'string' || hand.indexOf(c) === -1) return false;
    const k = cardIndex(c);
    if (k <= last) return false;
    last = k;
  }
  return true;
}

export function isLegal(s: GanjifaState, m: GanjifaMove): boolean {
  if (m === null || typeof m !== 'object' || m.seat !== s.toAct) return false;
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return s.phase === 'CHOOSE_PERIOD' && (m.period === 'day' || m.period === 'night');
    case 'LEAD':
      if (s.phase !== 'LEAD' || typeof m.card !== 'string') return false;
      return s.trickNo === 1 ? m.card === trumpRajaOf(s.period!) : s.hands[m.seat]!.indexOf(m.card) !== -1;
    case 'LEAD_DUKAL': {
      if (s.phase !== 'LEAD' || s.trickNo === 1 || !Array.isArray(m.cards)) return false;
      const hand = s.hands[m.seat]!;
      if (!isCanonicalSubset(m.cards, hand) || !isDukal(m.cards)) return false;
      for (let o = 0; o < SEATS; o++) if (o !== m.seat && m.cards.length > s.hands[o]!.length) return false;
      return true;
    }
    case 'PLAY': {
      if (s.phase !== 'FOLLOW' || typeof m.card !== 'string' || s.hands[m.seat]!.indexOf(m.card) === -1) return false;
      const counts = s.suitCounts[m.seat]!;
      const suit = suitIndex(m.card);
      const led = SUITS.indexOf(s.ledSuit!);
      if (suit === led) return true;
      if (counts[led]! > 0) return false;
      return suit === SUITS.indexOf(s.trumpSuit!) || suit === nextHeld(counts, led);
    }
    case 'DISCARD':
      return s.phase === 'DUKAL_DISCARD' && typeof m.card === 'string' && s.hands[m.seat]!.indexOf(m.card) !== -1;
    default:
      return false;
  }
}
