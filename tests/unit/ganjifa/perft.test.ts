/**
 * Move-sequence counts ("perft") from several decks and mid-game positions, checked against a
 * deliberately naive second enumerator written here: it tries every move shape for every seat —
 * Tag and Nacht, every one of the 120 cards as LEAD, PLAY and DISCARD, and every subset of each
 * suit in the mover's hand as LEAD_DUKAL — and keeps those that pass a tiny independent re-reading
 * of the preconditions of M1–M5 (§5.3–§5.5: its own card parsing, its own Dukal test, its own
 * next-suit search). It never asks the engine's legalMoves; at every node it also asserts that
 * `check` agrees with it. Positions advance with the engine's play (transitions are covered by
 * the acceptance tests). A sequence that ends the game early counts once.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { enginePerft } from '../../helpers/engineProperties';
import { deriveSeed, makeRng, shuffle } from '../../../src/games/core/rng';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import type { GanjifaMove, GanjifaState } from '../../../src/games/ganjifa/types';
import { SPEC_DECK, SPEC_SUITS, mid } from './helpers';

// ---------------------------------------------------------------------------------------------
// Engine perft

const perft = (s: GanjifaState, depth: number): number => enginePerft(ganjifa, s, depth);

// ---------------------------------------------------------------------------------------------
// The naive enumerator: its own reading of cards and of the spec's preconditions.

const suitOf = (c: string): string => c.split('-')[0]!;
const rankOf = (c: string): string => c.split('-')[1]!;

function naiveIsDukal(cards: string[]): boolean {
  if (cards.length === 0 || cards.some((c) => suitOf(c) !== suitOf(cards[0]!))) return false;
  const ranks = cards.map(rankOf);
  if (!ranks.includes('R') || !ranks.includes('M')) return false;
  const numbers = ranks
    .filter((r) => r !== 'R' && r !== 'M')
    .map(Number)
    .sort((a, b) => a - b);
  if (numbers.length < 3 || numbers.length !== cards.length - 2) return false;
  return numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
}

/** §5.5 by hand: follow suit, else trump ∪ the first held suit after the led one (cyclic). */
function naiveFollow(hand: string[], led: string, trump: string): string[] {
  const same = hand.filter((c) => suitOf(c) === led);
  if (same.length > 0) return same;
  const start = SPEC_SUITS.indexOf(led);
  let next = '';
  for (let k = 1; k <= 9 && next === ''; k++) {
    const suit = SPEC_SUITS[(start + k) % 10]!;
    if (hand.some((c) => suitOf(c) === suit)) next = suit;
  }
  return hand.filter((c) => suitOf(c) === trump || suitOf(c) === next);
}

function naiveActor(s: GanjifaState): number {
  if (s.phase === 'CHOOSE_PERIOD') return 0;
  if (s.phase === 'FOLLOW') return (s.leader + s.trick.length) % 3;
  if (s.phase === 'DUKAL_DISCARD') return (s.leader + (s.discards.length < s.dukal!.m ? 1 : 2)) % 3;
  return s.leader;
}

const canonical = (cards: string[]): boolean => cards.every((c, i) => i === 0 || SPEC_DECK.indexOf(cards[i - 1]!) < SPEC_DECK.indexOf(c));

function naiveLegal(s: GanjifaState, m: GanjifaMove): boolean {
  if (s.phase === 'GAME_OVER' || m.seat !== naiveActor(s)) return false;
  const hand = s.hands[m.seat]!;
  const trump = s.period === 'day' ? 'RAM' : 'KRI';
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return s.phase === 'CHOOSE_PERIOD';
    case 'LEAD':
      if (s.phase !== 'LEAD' || !hand.includes(m.card)) return false;
      return s.trickNo > 1 || m.card === `${trump}-R`;
    case 'LEAD_DUKAL':
      return (
        s.phase === 'LEAD' &&
        s.trickNo > 1 &&
        m.cards.every((c) => hand.includes(c)) &&
        canonical(m.cards) &&
        naiveIsDukal(m.cards) &&
        [0, 1, 2].every((o) => o === m.seat || s.hands[o]!.length >= m.cards.length)
      );
    case 'PLAY':
      return s.phase === 'FOLLOW' && naiveFollow(hand, suitOf(s.trick[0]!.card), trump).includes(m.card);
    case 'DISCARD':
      return s.phase === 'DUKAL_DISCARD' && hand.includes(m.card);
  }
}

/** Every subset of `cards` (in their order). */
function subsets(cards: string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << cards.length; mask++) out.push(cards.filter((_, i) => mask & (1 << i)));
  return out;
}

function candidates(s: GanjifaState): GanjifaMove[] {
  const out: GanjifaMove[] = [];
  for (let seat = 0; seat < 3; seat++) {
    out.push({ type: 'CHOOSE_PERIOD', seat, period: 'day' }, { type: 'CHOOSE_PERIOD', seat, period: 'night' });
    for (const card of SPEC_DECK) out.push({ type: 'LEAD', seat, card }, { type: 'PLAY', seat, card }, { type: 'DISCARD', seat, card });
    const hand = s.hands[seat]!;
    for (const suit of SPEC_SUITS) {
      for (const cards of subsets(hand.filter((c) => suitOf(c) === suit))) out.push({ type: 'LEAD_DUKAL', seat, cards });
    }
  }
  return out;
}

/** Moves on which `check` and the naive reading disagree (must stay empty). */
const disagreements: string[] = [];

function naivePerft(s: GanjifaState, depth: number): number {
  if (depth === 0 || s.phase === 'GAME_OVER') return 1;
  let total = 0;
  for (const m of candidates(s)) {
    const legal = naiveLegal(s, m);
    if (ganjifa.check(s, m).ok !== legal) disagreements.push(JSON.stringify(m));
    if (legal) total += naivePerft(ganjifa.play(s, m), depth - 1);
  }
  return total;
}

// ---------------------------------------------------------------------------------------------

afterAll(() => {
  expect(disagreements).toEqual([]);
});

const shuffled = (seed: number): string[] => shuffle(SPEC_DECK, makeRng(deriveSeed(seed, 99)));

describe('perft from a deal against the naive enumerator', () => {
  test.each([
    ['seed 1, dealer 0', shuffled(1), 0, 6],
    ['seed 2, dealer 1', shuffled(2), 1, 5],
    ['seed 3, dealer 2', shuffled(3), 2, 5],
    ['the canonical deck, dealer 2 (GT-04)', [...SPEC_DECK], 2, 5],
  ] as const)('%s: depth 1…%i', (_name, deck, dealer, maxDepth) => {
    const s = ganjifa.fromDeck({}, [...deck], dealer);
    // By hand: depth 1 is Tag or Nacht; depth 2 adds only the forced opening lead (G6, G20).
    expect(naivePerft(s, 1)).toBe(2);
    expect(naivePerft(s, 2)).toBe(2);
    for (let d = 1; d <= maxDepth; d++) expect(perft(s, d)).toBe(naivePerft(s, d));
    expect(disagreements).toEqual([]);
  });
});

describe('perft in positions with Dukals and discards', () => {
  // The leader P0 holds two Dukal suits (Vamana R M 3 4 5 6, Parashurama R M 8 9 10): 9 leads plus 4 Dukals.
  const dukalHand = ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-6', 'VAM-M', 'VAM-R', 'PAR-8', 'PAR-9', 'PAR-10', 'PAR-M', 'PAR-R'];
  const rich = mid({
    hands: [
      dukalHand,
      ['VAM-1', 'VAM-2', 'KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'PAR-1', 'PAR-2', 'KAL-1', 'KAL-2', 'KAL-3'],
      ['NAR-1', 'NAR-2', 'NAR-3', 'NAR-4', 'NAR-5', 'BUD-1', 'BUD-2', 'BUD-3', 'BUD-4', 'MAT-1', 'MAT-2'],
    ],
    leader: 0,
  });

  test('a lead with four Dukals: depth 1…3', () => {
    // By hand: 11 single leads and the Dukals 3-4-5, 3-4-5-6, 4-5-6 (Vamana) and 8-9-10 (Parashurama).
    expect(naivePerft(rich, 1)).toBe(15);
    for (let d = 1; d <= 3; d++) expect(perft(rich, d)).toBe(naivePerft(rich, d));
  });

  test('the discards against a Dukal: depth 1…4', () => {
    const s = ganjifa.play(rich, { type: 'LEAD_DUKAL', seat: 0, cards: ['PAR-8', 'PAR-9', 'PAR-10', 'PAR-M', 'PAR-R'] });
    // By hand: P1 may discard any of its 11 cards, one per move.
    expect(naivePerft(s, 1)).toBe(11);
    expect(naivePerft(s, 2)).toBe(11 * 10);
    for (let d = 1; d <= 4; d++) expect(perft(s, d)).toBe(naivePerft(s, d));
    expect(disagreements).toEqual([]);
  });

  test('a whole-hand Dukal ends the game within the count', () => {
    const s = mid({
      hands: [
        ['KAL-4', 'KAL-5', 'KAL-6', 'KAL-M', 'KAL-R'],
        ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5'],
        ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5'],
      ],
      leader: 0,
    });
    for (let d = 1; d <= 4; d++) expect(perft(s, d)).toBe(naivePerft(s, d));
  });

  test('positions deep in seeded games', () => {
    let s = ganjifa.play(ganjifa.fromDeck({}, shuffled(7), 1), { type: 'CHOOSE_PERIOD', seat: 0, period: 'night' });
    for (let i = 0; i < 100 && !ganjifa.isOver(s); i++) {
      const legal = candidates(s).filter((m) => naiveLegal(s, m));
      s = ganjifa.play(s, legal[(i * 5) % legal.length]!);
      if (i % 20 === 0) expect(perft(s, 3)).toBe(naivePerft(s, 3));
    }
    expect(disagreements).toEqual([]);
  });
});
