/**
 * Random simulation of the Durak engine through the shared contract check (./simulate.ts):
 * thousands of seeded games over 2–6 players, with and without Weiterreichen. Plus fast-check
 * properties: fromLayout reproduces any reachable position exactly, and the checking wrapper
 * (core/checked.ts) really catches broken engines.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { SIMULATION_TIMEOUT, expectThoroughRun, simulate } from './simulate';
import {
  checkingWrapperTests,
  expectCheckMatchesLegal,
  expectSameSeedSameGame,
  fieldsOf,
  randomPosition,
} from '../helpers/engineProperties';
import { shuffleByHand } from '../helpers/shuffleByHand';
import { durak } from '../../src/games/durak/rules';
import { assertDurakInvariants } from '../../src/games/durak/invariants';
import { CARD_IDS, RANKS, rankBitOf } from '../../src/games/durak/cards';
import { makeRng, randomInt, type Random } from '../../src/games/core/rng';
import type { DurakLayout, DurakMove, DurakOptions, DurakState } from '../../src/games/durak/types';

const OPTIONS: DurakOptions[] = [];
for (let players = 2; players <= 6; players++) for (const transfer of [false, true]) OPTIONS.push({ players, transfer });

/** Wrong and right moves around a position: every move type, random cards, the acting seat and another. */
function candidates(s: DurakState, rng: Random): DurakMove[] {
  const n = s.options.players;
  const actor = durak.toAct(s) ?? 0;
  const other = (actor + 1 + randomInt(rng, n - 1)) % n;
  const out: DurakMove[] = [];
  for (const seat of [actor, other]) {
    out.push({ type: 'TAKE', seat }, { type: 'PASS', seat });
    const hand = s.hands[seat]!;
    const cards = [hand.length ? hand[randomInt(rng, hand.length)]! : CARD_IDS[randomInt(rng, 36)]!, CARD_IDS[randomInt(rng, 36)]!];
    const attacks = s.table.map((p) => p.attack);
    for (const card of cards) {
      out.push({ type: 'ATTACK', seat, card }, { type: 'THROW_IN', seat, card }, { type: 'TRANSFER', seat, card });
      out.push({ type: 'DEFEND', seat, attackCard: attacks.length ? attacks[randomInt(rng, attacks.length)]! : card, card });
    }
  }
  return out;
}

describe('random games (seeded)', () => {
  test('2,400 games over 2–6 players, with and without Weiterreichen', { timeout: SIMULATION_TIMEOUT }, () => {
    const perPlayers = new Map<number, number>();
    const stats = simulate(durak, assertDurakInvariants, {
      options: OPTIONS,
      seats: (o) => o.players,
      games: 2400,
      seed: 20251129,
      maxDecisions: 1000,
      purityEvery: 25,
      playIllegalEvery: 3,
      candidates,
      onMove: (_before, _move, after, count) => {
        for (const e of durak.events(after)) {
          if (e.type === 'Passed' && e.auto) count('autoPasses');
          if (e.type === 'Drew' && e.gotTrumpCard) count('trumpDrawn');
          if (e.type === 'PlayerFinished' && e.seats.length > 1) count('finishedGroupsOf2');
        }
      },
      onGameOver: (s, count) => {
        const o = durak.outcome(s);
        const n = s.options.players;
        perPlayers.set(n, (perPlayers.get(n) ?? 0) + 1);
        const finished = s.finishOrder.flat();
        if (s.durak === null) {
          count('draws');
          // Unentschieden: nobody lost, everyone finished, the places are the finish order.
          expect(o.losers).toEqual([]);
          expect(o.places).toEqual(s.finishOrder);
          expect(finished.sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
        } else {
          count('duraks');
          // Exactly one Durak: the only seat still holding cards, last place, everyone else won.
          expect(o.losers).toEqual([s.durak]);
          expect(o.places).toEqual([...s.finishOrder, [s.durak]]);
          expect(o.winners).toEqual([...Array(n).keys()].filter((p) => p !== s.durak));
          expect(s.hands[s.durak]!.length).toBeGreaterThan(0);
          expect(finished).not.toContain(s.durak);
        }
        s.hands.forEach((h, p) => {
          if (p !== s.durak) expect(h).toEqual([]);
        });
        expect(o.scores).toBeNull();
        expect(new Set([...o.winners, ...o.losers]).size).toBe(n);
      },
    });
    expect(stats.longestGame).toBeLessThanOrEqual(1000);
    for (let p = 2; p <= 6; p++) expect(perPlayers.get(p)).toBe(480);
    // The run really visits the interesting rules (so the checks above are not vacuous).
    expectThoroughRun(stats, 2400, {
      duraks: 1000,
      draws: 0,
      'move:TRANSFER': 100,
      'move:TAKE': 1000,
      autoPasses: 1000,
      'move:PASS': 1000,
      'move:THROW_IN': 1000,
      trumpDrawn: 1000,
      finishedGroupsOf2: 0,
    });
  });

  test('the same seed gives the same game', () => expectSameSeedSameGame(durak, { players: 4, transfer: true }));

  test('deal: the dealer comes first from the seeded generator, then the shuffle', () => {
    // Re-derive by hand what deal must do, through the public rng functions only.
    for (const seed of [1, 2, 3, 99, 4242]) {
      const rng = makeRng(seed);
      const dealer = randomInt(rng, 5);
      const deck = shuffleByHand(rng, CARD_IDS);
      expect(durak.deal({ players: 5, transfer: false }, seed)).toEqual(durak.fromDeck({ players: 5, transfer: false }, deck, dealer));
    }
  });
});

/** A layout that describes `s` completely. */
function layoutOf(s: DurakState): DurakLayout {
  const same = fieldsOf(s, [
    'options',
    'hands',
    'talon',
    'trumpSuit',
    'trumpCard',
    'table',
    'discard',
    'dealer',
    'attacker',
    'defender',
    'limit',
    'firstRank',
    'cursor',
    'finishOrder',
    'known',
  ]);
  return { ...same, phase: s.phase as DurakLayout['phase'], noRanks: s.noRanks.map((mask) => RANKS.filter((r) => mask & rankBitOf(r))) };
}

const playRandom = (options: DurakOptions, seed: number, steps: number): DurakState => randomPosition(durak, options, seed, steps);

describe('fast-check properties', () => {
  test('fromLayout(layout of any reachable position) is that position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 250 }),
        (players, transfer, seed, steps) => {
          const s = playRandom({ players, transfer }, seed, steps);
          fc.pre(!durak.isOver(s));
          const rebuilt = durak.fromLayout(layoutOf(s));
          expect({ ...rebuilt, events: [] }).toEqual({ ...s, events: [] });
          expect(durak.events(rebuilt)).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  test('fromLayout with discard and attacker left out infers the same position at a bout start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.boolean(), fc.integer({ min: 0, max: 0xffffffff }), (players, transfer, seed) => {
        const s = durak.deal({ players, transfer }, seed);
        const { discard: _d, attacker: _a, defender: _f, limit: _l, known: _k, ...rest } = layoutOf(s);
        const rebuilt = durak.fromLayout(rest);
        expect(rebuilt.attacker).toBe(s.attacker);
        expect(rebuilt.defender).toBe(s.defender);
        expect(rebuilt.limit).toBe(s.limit);
        expect(rebuilt.discard).toEqual([]);
        expect(rebuilt.hands).toEqual(s.hands);
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  test('check never throws on odd move data, and accepts exactly the listed moves', () => {
    const states = [0, 5, 20, 60].map((k) => playRandom({ players: 3, transfer: true }, 5, k));
    const card = fc.oneof(
      fc.constantFrom(...CARD_IDS),
      fc.constantFrom(...CARD_IDS),
      fc.string(),
      fc.constant(null),
      fc.array(fc.constantFrom(...CARD_IDS)),
    );
    const seat = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 7 }), fc.double());
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('ATTACK', 'THROW_IN', 'TRANSFER'), seat, card }),
      fc.record({ type: fc.constant('DEFEND'), seat, attackCard: card, card }),
      fc.record({ type: fc.constantFrom('TAKE', 'PASS', 'JUMP'), seat }),
    );
    expectCheckMatchesLegal(durak, states, move);
  });
});

checkingWrapperTests(durak, assertDurakInvariants, {
  games: 60,
  options: OPTIONS,
  start: () => durak.fromDeck({ players: 2, transfer: false }, [...CARD_IDS], 0),
  // a card duplicated
  corrupt: (s) => ({ ...s, discard: ['C6'] }),
});
