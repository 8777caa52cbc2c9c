/**
 * Move-sequence counts ("perft"), spec §11 DT-39, plus further decks checked against a deliberately
 * naive second enumerator written here: it tries every move shape for every seat and every card
 * (all 36 ids, every attack card), and keeps those that pass a tiny independent re-reading of the
 * preconditions of M1–M6 — it never asks durak.legalMoves or durak.check. Positions advance with
 * durak.play (the transitions are covered by the acceptance tests).
 *
 * A decision sequence that ends the game early counts once (spec DT-39).
 */
import { describe, expect, test } from 'vitest';
import { enginePerft } from '../../helpers/engineProperties';
import { durak } from '../../../src/games/durak/rules';
import type { DurakMove, DurakOptions, DurakState } from '../../../src/games/durak/types';

// ---------------------------------------------------------------------------------------------
// Engine perft

const perft = (s: DurakState, depth: number): number => enginePerft(durak, s, depth);

// ---------------------------------------------------------------------------------------------
// The naive enumerator: its own card reading, seat arithmetic and preconditions (spec §3, §5.3).

const NAIVE_SUITS = ['C', 'S', 'H', 'D'];
const NAIVE_RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const ALL_CARDS = NAIVE_SUITS.flatMap((s) => NAIVE_RANKS.map((r) => s + r));
const suit = (c: string): string => c.charAt(0);
const rank = (c: string): string => c.substring(1);
const value = (c: string): number => NAIVE_RANKS.indexOf(rank(c));

function naiveBeats(d: string, a: string, trump: string): boolean {
  if (suit(d) === suit(a)) return value(d) > value(a);
  return suit(d) === trump && suit(a) !== trump;
}

function naiveNext(active: boolean[], s: number): number {
  let t = s;
  do t = (t + 1) % active.length;
  while (!active[t]);
  return t;
}

function naivePoll(s: DurakState): number[] {
  // attacker first, then every other active seat except the defender, clockwise
  const order = [s.attacker];
  for (let t = naiveNext(s.active, s.attacker); t !== s.attacker; t = naiveNext(s.active, t)) {
    if (t !== s.defender) order.push(t);
  }
  return order;
}

function naiveLegal(s: DurakState, m: DurakMove): boolean {
  const hand = s.hands[m.seat] ?? [];
  const open = s.table.filter((p) => p.defence === null);
  switch (m.type) {
    case 'ATTACK':
      return s.phase === 'ATTACK_OPEN' && m.seat === s.attacker && hand.includes(m.card);
    case 'DEFEND':
      return (
        s.phase === 'DEFEND' &&
        m.seat === s.defender &&
        open.some((p) => p.attack === m.attackCard) &&
        hand.includes(m.card) &&
        naiveBeats(m.card, m.attackCard, s.trumpSuit)
      );
    case 'TAKE':
      return s.phase === 'DEFEND' && m.seat === s.defender;
    case 'THROW_IN': {
      if (s.phase !== 'THROW_IN' || m.seat !== naivePoll(s)[s.cursor]) return false;
      const ranks = s.table
        .flatMap((p) => [p.attack, p.defence])
        .filter((c): c is string => c !== null)
        .map(rank);
      return hand.includes(m.card) && ranks.includes(rank(m.card)) && s.table.length < s.limit;
    }
    case 'PASS':
      return s.phase === 'THROW_IN' && m.seat === naivePoll(s)[s.cursor];
    case 'TRANSFER': {
      if (!s.options.transfer || s.phase !== 'DEFEND' || m.seat !== s.defender) return false;
      if (s.table.some((p) => p.defence !== null) || !hand.includes(m.card)) return false;
      if (rank(m.card) !== rank(s.table[0]!.attack)) return false;
      const receiver = naiveNext(s.active, s.defender);
      return s.table.length + 1 <= Math.min(6, s.hands[receiver]!.length);
    }
  }
}

/** Every move shape, for every seat, with every card (and every attack card for DEFEND). */
function allCandidates(n: number): DurakMove[] {
  const out: DurakMove[] = [];
  for (let seat = 0; seat < n; seat++) {
    out.push({ type: 'TAKE', seat }, { type: 'PASS', seat });
    for (const card of ALL_CARDS) {
      out.push({ type: 'ATTACK', seat, card }, { type: 'THROW_IN', seat, card }, { type: 'TRANSFER', seat, card });
      for (const attackCard of ALL_CARDS) out.push({ type: 'DEFEND', seat, attackCard, card });
    }
  }
  return out;
}

function naivePerft(s: DurakState, depth: number, candidates: DurakMove[]): number {
  if (depth === 0 || s.phase === 'GAME_OVER') return 1;
  let total = 0;
  for (const m of candidates) if (naiveLegal(s, m)) total += naivePerft(durak.play(s, m), depth - 1, candidates);
  return total;
}

// ---------------------------------------------------------------------------------------------

const DT39_DECK = [
  'HK',
  'CQ',
  'S7',
  'H7',
  'SK',
  'SQ',
  'D7',
  'HQ',
  'D8',
  'SJ',
  'D10',
  'DQ',
  'H9',
  'DK',
  'C8',
  'C10',
  'S10',
  'CK',
  'C7',
  'DA',
  'HJ',
  'CJ',
  'S6',
  'C9',
  'S9',
  'D6',
  'HA',
  'S8',
  'H8',
  'H6',
  'CA',
  'D9',
  'DJ',
  'SA',
  'C6',
  'H10',
];

describe('DT-39 move-sequence counts (spec §11)', () => {
  test('the deal is as the spec says: trump Herz, seat 0 holds H7 and attacks', () => {
    const s = durak.fromDeck({ players: 2, transfer: false }, DT39_DECK, 0);
    expect(s.trumpSuit).toBe('H');
    expect(s.hands[0]).toContain('H7');
    expect(s.attacker).toBe(0);
  });
  test.each([
    [false, [6, 14, 74, 220, 1015]],
    [true, [6, 16, 83, 271, 1281]],
  ])('transfer = %s: d = 1…5 gives %j', (transfer, expected) => {
    const s = durak.fromDeck({ players: 2, transfer }, DT39_DECK, 0);
    expect([1, 2, 3, 4, 5].map((d) => perft(s, d))).toEqual(expected);
  });
  test.each([
    [false, [6, 14, 74]],
    [true, [6, 16, 83]],
  ])('the naive enumerator agrees with the spec too (transfer = %s)', (transfer, expected) => {
    const s = durak.fromDeck({ players: 2, transfer }, DT39_DECK, 0);
    const cands = allCandidates(2);
    expect([1, 2, 3].map((d) => naivePerft(s, d, cands))).toEqual(expected);
  });
});

// A deck shuffled once from seed 2024 (makeRng + shuffle), written out: trump Karo (D8).
const DECK_3P = [
  'DJ',
  'CQ',
  'CA',
  'C8',
  'CK',
  'D6',
  'CJ',
  'D10',
  'D7',
  'H9',
  'SJ',
  'HK',
  'HJ',
  'DK',
  'S10',
  'SQ',
  'D9',
  'C6',
  'C9',
  'HA',
  'S6',
  'DA',
  'C7',
  'S8',
  'H7',
  'SA',
  'H6',
  'S9',
  'C10',
  'S7',
  'H8',
  'SK',
  'DQ',
  'H10',
  'HQ',
  'D8',
];
// A deck shuffled once from seed 777, written out: trump Herz (HQ).
const DECK_4P = [
  'CA',
  'S10',
  'DJ',
  'C8',
  'SJ',
  'D8',
  'HJ',
  'D6',
  'D9',
  'HA',
  'DQ',
  'S6',
  'C6',
  'CJ',
  'HK',
  'H10',
  'DA',
  'SK',
  'DK',
  'S7',
  'H7',
  'S9',
  'SQ',
  'C9',
  'D7',
  'H6',
  'D10',
  'SA',
  'H9',
  'CK',
  'S8',
  'H8',
  'C10',
  'CQ',
  'C7',
  'HQ',
];
// The canonical deck with a fixed, hand-made permutation: trump Pik (S9), 5 players.
const DECK_5P = [
  'C6',
  'H7',
  'D8',
  'S6',
  'C10',
  'H6',
  'D6',
  'S7',
  'C7',
  'HA',
  'DA',
  'SA',
  'CA',
  'H8',
  'D7',
  'S8',
  'C8',
  'HK',
  'DK',
  'SK',
  'CK',
  'H9',
  'D9',
  'S10',
  'C9',
  'HQ',
  'DQ',
  'SQ',
  'CQ',
  'H10',
  'D10',
  'SJ',
  'CJ',
  'HJ',
  'DJ',
  'S9',
];

describe('perft against the naive enumerator', () => {
  const cases: { name: string; options: DurakOptions; deck: string[]; dealer: number; maxDepth: number }[] = [
    { name: '3 players', options: { players: 3, transfer: false }, deck: DECK_3P, dealer: 1, maxDepth: 4 },
    { name: '3 players, Weiterreichen', options: { players: 3, transfer: true }, deck: DECK_3P, dealer: 1, maxDepth: 4 },
    { name: '4 players', options: { players: 4, transfer: false }, deck: DECK_4P, dealer: 2, maxDepth: 4 },
    { name: '4 players, Weiterreichen', options: { players: 4, transfer: true }, deck: DECK_4P, dealer: 2, maxDepth: 4 },
    { name: '5 players, Weiterreichen', options: { players: 5, transfer: true }, deck: DECK_5P, dealer: 4, maxDepth: 3 },
    { name: '6 players (empty talon), Weiterreichen', options: { players: 6, transfer: true }, deck: DECK_4P, dealer: 0, maxDepth: 3 },
  ];
  test.each(cases)('$name: depth 1…$maxDepth', ({ options, deck, dealer, maxDepth }) => {
    expect(new Set(deck).size).toBe(36);
    const s = durak.fromDeck(options, deck, dealer);
    const cands = allCandidates(options.players);
    // Depth 1 by hand: the first attacker may open with any of his 6 cards.
    expect(naivePerft(s, 1, cands)).toBe(6);
    for (let d = 1; d <= maxDepth; d++) expect(perft(s, d)).toBe(naivePerft(s, d, cands));
  });

  test('a position deep in a game, with several seats finished or out of cards', () => {
    // Play a fixed line from DT-39's deal for a while, then compare the two enumerators there.
    let s = durak.fromDeck({ players: 2, transfer: true }, DT39_DECK, 0);
    const cands = allCandidates(2);
    for (let i = 0; i < 40 && !durak.isOver(s); i++) {
      const legal = cands.filter((m) => naiveLegal(s, m));
      s = durak.play(s, legal[(i * 7) % legal.length]!);
      expect(perft(s, 3)).toBe(naivePerft(s, 3, cands));
    }
  });
});
