/**
 * Random simulation of the Ganjifa engine through the shared contract check (./simulate.ts):
 * thousands of seeded deals, with card conservation over all 120 cards after every move (the §5.7
 * invariants) and `legalMoves`/`check` agreement on the listed moves and on wrong candidates.
 * Plus fast-check properties: fromLayout reproduces any reachable position, check never throws on
 * odd data, and the checking wrapper plays whole games unchanged.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { SIMULATION_TIMEOUT, expectThoroughRun, simulate } from './simulate';
import { checkingWrapperTests, expectCheckMatchesLegal, randomPosition } from '../helpers/engineProperties';
import { ganjifa } from '../../src/games/ganjifa/rules';
import { assertGanjifaInvariants } from '../../src/games/ganjifa/invariants';
import { CARD_IDS, SUITS } from '../../src/games/ganjifa/cards';
import { randomInt, type Random } from '../../src/games/core/rng';
import type { GanjifaMove, GanjifaState } from '../../src/games/ganjifa/types';

/** Wrong and right moves around a position: every move type, the acting seat and another, random cards. */
function candidates(s: GanjifaState, rng: Random): GanjifaMove[] {
  const actor = ganjifa.toAct(s) ?? 0;
  const other = (actor + 1 + randomInt(rng, 2)) % 3;
  const out: GanjifaMove[] = [];
  for (const seat of [actor, other]) {
    out.push({ type: 'CHOOSE_PERIOD', seat, period: randomInt(rng, 2) ? 'day' : 'night' });
    const hand = s.hands[seat]!;
    const cards = [hand.length ? hand[randomInt(rng, hand.length)]! : CARD_IDS[randomInt(rng, 120)]!, CARD_IDS[randomInt(rng, 120)]!];
    for (const card of cards) {
      out.push({ type: 'LEAD', seat, card }, { type: 'PLAY', seat, card }, { type: 'DISCARD', seat, card });
    }
    // A random run of one suit from the hand (often a near-Dukal), and random cards.
    const suit = SUITS[randomInt(rng, 10)]!;
    const ofSuit = hand.filter((c) => c.startsWith(suit));
    out.push({ type: 'LEAD_DUKAL', seat, cards: ofSuit.slice(randomInt(rng, 3)) });
    out.push({ type: 'LEAD_DUKAL', seat, cards: cards });
  }
  return out;
}

describe('random games (seeded)', () => {
  test('2,000 deals: conservation, invariants, legalMoves/check agreement, outcome', { timeout: SIMULATION_TIMEOUT }, () => {
    const stats = simulate(ganjifa, assertGanjifaInvariants, {
      options: [{}],
      seats: () => 3,
      games: 2000,
      seed: 20260704,
      maxDecisions: 200,
      purityEvery: 40,
      playIllegalEvery: 5,
      candidates,
      onMove: (_before, move, after, count) => {
        if (move.type === 'CHOOSE_PERIOD') count(move.period);
        for (const e of ganjifa.events(after)) if (e.type === 'Played') count(`played:${e.kind}`);
      },
      onGameOver: (s, count) => {
        const o = ganjifa.outcome(s);
        const scores = s.captured.map((c) => c.length);
        expect(scores.reduce((a, b) => a + b, 0)).toBe(120);
        expect(o.scores?.totals).toEqual(scores);
        const top = Math.max(...scores);
        expect(o.winners).toEqual([0, 1, 2].filter((p) => scores[p] === top));
        if (o.winners.length > 1) count('ties');
        expect(s.hands.every((h) => h.length === 0)).toBe(true);
      },
    });
    // The run really visits the interesting rules.
    expectThoroughRun(stats, 2000, {
      day: 800,
      night: 800,
      'move:LEAD_DUKAL': 50,
      'move:DISCARD': 500,
      'played:trump': 1000,
      'played:next-suit': 1000,
      ties: 0,
    });
  });
});

const playRandom = (seed: number, steps: number): GanjifaState => randomPosition(ganjifa, {}, seed, steps);

describe('fast-check properties', () => {
  test('check never throws on odd move data, and accepts exactly the listed moves', () => {
    const states = [0, 1, 2, 30, 61, 90, 125].map((k) => playRandom(11, k));
    const card = fc.oneof(
      fc.constantFrom(...CARD_IDS),
      fc.constantFrom(...CARD_IDS),
      fc.string(),
      fc.constant(null),
      fc.array(fc.constantFrom(...CARD_IDS), { maxLength: 6 }),
    );
    const seat = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 5 }), fc.double());
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('LEAD', 'PLAY', 'DISCARD'), seat, card }),
      fc.record({
        type: fc.constant('LEAD_DUKAL'),
        seat,
        cards: fc.oneof(card, fc.array(fc.constantFrom(...CARD_IDS), { minLength: 3, maxLength: 7 })),
      }),
      fc.record({ type: fc.constant('CHOOSE_PERIOD'), seat, period: fc.constantFrom('day', 'night', 'dusk', 3) }),
      fc.record({ type: fc.constantFrom('PASS', 'JUMP', 7), seat }),
    );
    expectCheckMatchesLegal(ganjifa, states, move);
  });
});

checkingWrapperTests(ganjifa, assertGanjifaInvariants, {
  games: 25,
  options: [{}],
  start: () => ganjifa.play(ganjifa.deal({}, 1), { type: 'CHOOSE_PERIOD', seat: 0, period: 'day' }),
  // a card in two places
  corrupt: (s) => ({ ...s, captured: [['MAT-1'], [], []] }),
});
