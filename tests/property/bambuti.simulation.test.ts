/**
 * Random simulation of the Bambuti engine through the shared contract check (./simulate.ts):
 * thousands of seeded games with random legal moves; after every move the invariants (all 50
 * masks exactly once: pile, hands, cards to arrange, every stack; drums spent + left = 2), the
 * agreement of `legalMoves` and `check` over right and wrong candidate moves, and purity. Plus:
 * fromLayout reproduces reachable positions, `check` never throws on odd data, and the checking
 * wrapper really catches broken engines.
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
import { bambuti } from '../../src/games/bambuti/rules';
import { assertBambutiInvariants } from '../../src/games/bambuti/invariants';
import { MASK_IDS } from '../../src/games/bambuti/cards';
import { randomInt, shuffle, type Random } from '../../src/games/core/rng';
import type { BambutiMove, BambutiOptions, BambutiState } from '../../src/games/bambuti/types';

const OPTIONS: BambutiOptions[] = [{ startSeat: 0 }, { startSeat: 1 }];

/** Wrong and right moves around a position: every move type, both seats, random cards and columns. */
function candidates(s: BambutiState, rng: Random): BambutiMove[] {
  const out: BambutiMove[] = [];
  for (const seat of [0, 1]) {
    out.push({ type: 'trommeln', seat }, { type: 'weiter', seat });
    const own = s.zuOrdnen[seat]!;
    if (own.length === 5) {
      out.push({ type: 'anordnen', seat, karten: shuffle(own, rng) });
      const other = s.zuOrdnen[1 - seat]!;
      if (other.length === 5) out.push({ type: 'anordnen', seat, karten: [...own.slice(0, 4), other[0]!] });
    }
    const hand = s.hands[seat]!;
    const cards = [hand.length ? hand[randomInt(rng, hand.length)]! : MASK_IDS[randomInt(rng, 50)]!, MASK_IDS[randomInt(rng, 50)]!];
    for (const karte of cards) {
      for (let k = 0; k < 3; k++) out.push({ type: 'legen', seat, karte, reihe: randomInt(rng, 2), spalte: 1 + randomInt(rng, 5) });
    }
  }
  return out;
}

function invariantsFromDeal(s: BambutiState): void {
  assertBambutiInvariants(s);
  // From a deal every drum card is accounted for exactly: spent in a Wertung or still in front of its seat.
  for (const seat of [0, 1]) {
    const spent = s.wertungen.filter((w) => w.ausloeser === 'trommel' && w.seat === seat).length;
    if (spent + s.trommeln[seat]! !== 2) throw new Error(`drum cards of seat ${seat}: ${spent} spent, ${s.trommeln[seat]} left`);
  }
}

describe('random games (seeded)', () => {
  test('2,000 games, both start seats', { timeout: SIMULATION_TIMEOUT }, () => {
    let minLegal = Infinity;
    const stats = simulate(bambuti, invariantsFromDeal, {
      options: OPTIONS,
      seats: () => 2,
      games: 2000,
      seed: 20250901,
      maxDecisions: 80,
      purityEvery: 7,
      playIllegalEvery: 3,
      candidates,
      onMove: (before, move, after, count) => {
        if (before.phase === 'legen') minLegal = Math.min(minLegal, bambuti.legalMoves(before).length);
        if (move.type === 'legen' && move.reihe !== move.seat) count('opponentRow');
        for (const e of bambuti.events(after)) {
          if (e.type === 'Wertung') count(e.wertung.ausloeser);
          if (e.type === 'AnzeigerGeaendert' && e.vorher.seat !== null && e.nachher.seat !== null && e.vorher.seat !== e.nachher.seat)
            count('flips');
        }
      },
      onGameOver: (s, count) => {
        const o = bambuti.outcome(s);
        const [a, b] = s.punkte as [number, number];
        expect(o.scores).toEqual({ rounds: [[a, b]], totals: [a, b], better: 'hoch', unit: 'Punkte' });
        if (a === b) {
          count('draws');
          expect(o.winners).toEqual([0, 1]);
          expect(o.losers).toEqual([]);
        } else {
          const w = a > b ? 0 : 1;
          expect(o.winners).toEqual([w]);
          expect(o.losers).toEqual([1 - w]);
          expect(o.places).toEqual([[w], [1 - w]]);
        }
        // §6: 32 placements; the hands ended at 4, the Schlusswertung is the last line.
        expect(s.hands.map((h) => h.length)).toEqual([4, 4]);
        expect(s.auslage.flat().reduce((t, st) => t + st.length, 0)).toBe(10 + 32);
        expect(s.wertungen.at(-1)!.ausloeser).toBe('schluss');
      },
    });
    // 2 arrangements + 32 placements + the drum decisions.
    expect(stats.longestGame).toBeLessThanOrEqual(66);
    // B7: a placement always exists (the spec's simulation saw at least 5).
    expect(minLegal).toBeGreaterThanOrEqual(5);
    // The run really visits every kind of Wertung and both rows (so the checks above are not vacuous).
    expect(stats.seen.schluss).toBe(2000);
    expectThoroughRun(stats, 2000, { symmetrie: 300, trommel: 4000, flips: 1000, opponentRow: 5000, 'move:weiter': 1000, draws: 0 });
  });

  test('the same seed gives the same game', () => expectSameSeedSameGame(bambuti, { startSeat: 1 }));
});

const playRandom = (seed: number, steps: number): BambutiState => randomPosition(bambuti, { startSeat: seed & 1 }, seed, steps);

describe('fast-check properties', () => {
  test('fromLayout(layout of any reachable position) is that position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 70 }), (seed, steps) => {
        const s = playRandom(seed, steps);
        fc.pre(!bambuti.isOver(s));
        const table = fieldsOf(s, ['options', 'auslage', 'hands', 'nachziehstapel', 'trommeln']);
        const layout =
          s.phase === 'anordnen'
            ? { ...table, zuOrdnen: s.zuOrdnen }
            : { ...table, phase: s.phase as 'legen' | 'trommeln', toAct: s.toAct, wertungen: s.wertungen };
        const rebuilt = bambuti.fromLayout(layout);
        expect({ ...rebuilt, events: [] }).toEqual({ ...s, events: [] });
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  test('check never throws on odd move data, and accepts exactly the listed moves', () => {
    const states = [0, 1, 2, 9, 30, 55].map((k) => playRandom(5, k));
    const card = fc.oneof(fc.constantFrom(...MASK_IDS), fc.constantFrom(...MASK_IDS), fc.string(), fc.constant(null), fc.constant('T-0-1'));
    const seat = fc.oneof(fc.integer({ min: 0, max: 1 }), fc.integer({ min: -1, max: 3 }), fc.double());
    const move = fc.oneof(
      fc.record({
        type: fc.constant('legen'),
        seat,
        karte: card,
        reihe: fc.oneof(fc.integer({ min: -1, max: 2 }), fc.constant('0')),
        spalte: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.double()),
      }),
      fc.record({
        type: fc.constant('anordnen'),
        seat,
        karten: fc.oneof(fc.array(card, { maxLength: 6 }), fc.constant(null), fc.string()),
      }),
      fc.record({ type: fc.constantFrom('trommeln', 'weiter', 'passen'), seat }),
    );
    expectCheckMatchesLegal(bambuti, states, move);
  });
});

checkingWrapperTests(bambuti, assertBambutiInvariants, {
  games: 40,
  options: OPTIONS,
  start: () => bambuti.fromDeck({ startSeat: 0 }, [...MASK_IDS], 0),
  // a card duplicated
  corrupt: (s) => ({ ...s, nachziehstapel: [...s.nachziehstapel, s.nachziehstapel[0]!] }),
});
