/**
 * Links keep their meaning: golden Durak deals and free-play links recorded from the published
 * site before the engine was split (tests/fixtures/durak-golden.json, never regenerated).
 *
 * A `?partie=` code stores the seed and, per decision, the index of the move in `legalMoves`. So a
 * change to the RNG, to the deal procedure (dealer first, then the shuffle, §4) or to the order of
 * `legalMoves` silently turns every shared link into another game. These tests fail on any of them.
 */
import { describe, expect, test } from 'vitest';
import { goldenLinkTests, readGolden, type GoldenLink } from '../../helpers/goldenLinks';
import { durakKit } from '../../../src/games/durak/kit';
import { durak } from '../../../src/games/durak/rules';
import type { DurakMove, DurakOptions, Pair } from '../../../src/games/durak/types';

interface GoldenDeal {
  players: number;
  seed: number;
  dealer: number;
  hands: string[][];
  talon: string[];
  trumpCard: string;
  attacker: number;
  defender: number;
}

/** What a Durak golden link records of its position. */
interface GoldenPosition {
  phase: string;
  hands: string[][];
  talon: string[];
  table: Pair[];
  discard: string[];
  attacker: number;
  defender: number;
  toAct: number | null;
  finishOrder: number[][];
  durak: number | null;
}

const golden = readGolden<{ deals: GoldenDeal[]; links: GoldenLink<DurakMove, DurakOptions, GoldenPosition>[] }>('durak');

describe('golden deals (seed → dealer, hands, talon, trump, first attacker)', () => {
  test('the fixture covers 2, 3, 4 and 6 players', () => {
    expect([...new Set(golden.deals.map((d) => d.players))].sort()).toEqual([2, 3, 4, 6]);
  });

  test.each(golden.deals.map((d) => [d.players, d.seed, d] as const))('%i players, seed %i', (_p, _s, g) => {
    for (const transfer of [false, true]) {
      const { dealer, hands, talon, trumpCard, attacker, defender } = durak.deal({ players: g.players, transfer }, g.seed);
      expect({ players: g.players, seed: g.seed, dealer, hands, talon, trumpCard, attacker, defender }).toEqual(g);
    }
  });
});

describe('golden links (a recorded ?partie= code opens exactly its recorded position)', () => {
  test('the fixture has several links, one of them at the end of a game', () => {
    expect(golden.links.length).toBeGreaterThanOrEqual(5);
    expect(golden.links.some((l) => l.position.phase === 'GAME_OVER')).toBe(true);
  });

  goldenLinkTests(durakKit, golden.links, (state) => {
    const { phase, hands, talon, table, discard, attacker, defender, finishOrder } = state;
    return { phase, hands, talon, table, discard, attacker, defender, toAct: durak.toAct(state), finishOrder, durak: state.durak };
  });
});
