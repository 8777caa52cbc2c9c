/**
 * Random simulation of the Dudab engine through the shared contract check (./simulate.ts): 2,000
 * seeded matches over 2–6 players, most of one round, some of two or three, with card
 * conservation over all 80 cards and every invariant after every move (assertDudabInvariants),
 * legalMoves/check agreement on every listed move and on many wrong candidates, and purity. Plus:
 * `check` never throws on odd data, and the checking wrapper really catches broken engines
 * (tests/helpers/engineProperties.ts, as for every game).
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { SIMULATION_TIMEOUT, expectThoroughRun, simulate } from './simulate';
import { checkingWrapperTests, expectCheckMatchesLegal, expectSameSeedSameGame, randomPosition } from '../helpers/engineProperties';
import { dudab } from '../../src/games/dudab/rules';
import { assertDudabInvariants } from '../../src/games/dudab/invariants';
import { CARD_IDS, WUENSCHE } from '../../src/games/dudab/cards';
import { deriveSeed, makeRng, randomInt, type Random } from '../../src/games/core/rng';
import type { DudabMove, DudabOptions, DudabState } from '../../src/games/dudab/types';

const OPTIONS: DudabOptions[] = [];
for (let spieler = 2; spieler <= 6; spieler++) {
  OPTIONS.push({ spieler, runden: 1, startSeat: 0 });
  OPTIONS.push({ spieler, runden: 1, startSeat: spieler - 1 });
  OPTIONS.push({ spieler, runden: 1, startSeat: 1 });
  OPTIONS.push({ spieler, runden: spieler === 3 ? 3 : spieler === 6 ? 2 : 1, startSeat: 1 });
}

const pick = <T>(rng: Random, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;

/** Wrong and right moves around a position: every move type, hand cards and random cards, the actor and another seat. */
function candidates(s: DudabState, rng: Random): DudabMove[] {
  const n = s.options.spieler;
  const actor = dudab.toAct(s) ?? 0;
  const other = (actor + 1 + randomInt(rng, n - 1)) % n; // never the actor
  const out: DudabMove[] = [];
  // Another seat: a few moves that must all be refused (or are someone else's turn).
  const card0 = pick(rng, CARD_IDS);
  out.push({ type: 'legen', seat: other, karte: card0, reihe: 0 }, { type: 'ziehen', seat: other }, { type: 'naechsteRunde', seat: other });
  for (const seat of [actor]) {
    const hand = s.hands[seat]!;
    const card = hand.length > 0 && rng() < 0.8 ? pick(rng, hand) : pick(rng, CARD_IDS);
    const reihe = randomInt(rng, s.reihen.length + 1) - (rng() < 0.05 ? 1 : 0);
    out.push({ type: 'legen', seat, karte: card, reihe });
    out.push({ type: 'legen', seat, karte: card, reihe, wunsch: pick(rng, WUENSCHE) });
    out.push({ type: 'ziehen', seat }, { type: 'ziehen', seat, inStapel: card });
    out.push({ type: 'strafe', seat }, { type: 'nichtReduzieren', seat }, { type: 'naechsteRunde', seat });
    if (hand.length >= 2) {
      const a = randomInt(rng, hand.length);
      const b = randomInt(rng, hand.length);
      out.push({ type: 'reduzieren', seat, behalten: [hand[a]!, hand[b]!], ziel: rng() < 0.5 ? 'abwurf' : 'stapel' });
      out.push({
        type: 'reduzieren',
        seat,
        behalten: [hand[Math.min(a, b)]!, hand[Math.max(a, b)]!],
        ziel: rng() < 0.5 ? 'abwurf' : 'stapel',
      });
    }
    const k = Math.max(1, hand.length - 5 + randomInt(rng, 3) - 1);
    out.push({ type: 'entsorgen', seat, karten: hand.filter(() => rng() < k / Math.max(1, hand.length)) });
    out.push({ type: 'entsorgen', seat, karten: hand.slice(0, Math.max(0, hand.length - 5)) });
  }
  return out;
}

describe('random matches (seeded)', () => {
  test('2,000 matches over 2–6 players: conservation, invariants, check/legalMoves agreement', { timeout: SIMULATION_TIMEOUT }, () => {
    let longestRound = 0;
    let decisionsThisRound = 0;
    const stats = simulate(dudab, assertDudabInvariants, {
      options: OPTIONS,
      seats: (o) => o.spieler,
      games: 2000,
      seed: 20251201,
      maxDecisions: 1500,
      purityEvery: 40,
      playIllegalEvery: 4,
      candidates,
      onMove: (before, move, after, count) => {
        decisionsThisRound++;
        if (move.type === 'ziehen' && before.hands[move.seat]!.length === 5) count('ziehen-mit-5');
        if (dudab.phase(before) === 'wunsch') count('wunsch-zug');
        if (dudab.phase(after) === 'rundenende' || dudab.phase(after) === 'spielende') {
          longestRound = Math.max(longestRound, decisionsThisRound);
          decisionsThisRound = 0;
        }
      },
      onGameOver: (s) => {
        const o = dudab.outcome(s);
        expect(o.scores!.rounds).toHaveLength(s.options.runden);
        const totals = o.scores!.totals;
        const best = Math.min(...totals);
        expect(o.winners).toEqual(totals.flatMap((t, p) => (t === best ? [p] : [])));
        expect(o.places.flat().sort()).toEqual([...Array(s.options.spieler).keys()]);
      },
    });
    expect(longestRound).toBeLessThan(400);
    // The run visits every rule (so the checks above are not vacuous).
    const everyRule = [
      'move:legen',
      'move:ziehen',
      'move:strafe',
      'move:reduzieren',
      'move:nichtReduzieren',
      'move:entsorgen',
      'move:naechsteRunde',
      'event:HandShown',
      'event:Revealed',
      'event:SechsNimmt',
      'event:WunschErfuellt',
      'event:Verhext',
      'event:EntsorgenNoetig',
      'ziehen-mit-5',
      'wunsch-zug',
    ];
    expectThoroughRun(stats, 2000, Object.fromEntries(everyRule.map((k) => [k, 100])));
    // 18 one-round options, one of three rounds (3 players) and one of two (6 players), 100 matches each.
    expect(stats.seen['event:RoundOver']).toBe(1800 + 300 + 200);
  });

  test('the same seed gives the same match; a match is a function of (options, seed, moves)', () =>
    expectSameSeedSameGame(
      dudab,
      { spieler: 4, runden: 2, startSeat: 0 },
      (seed) => makeRng(deriveSeed(seed, 3)),
      (s) => s.punkte,
    ));

  test('JSON round trip: a state survives serialisation unchanged in behaviour', () => {
    let s = dudab.deal({ spieler: 3, runden: 1, startSeat: 2 }, 9);
    const rng = makeRng(9);
    for (let i = 0; i < 60 && !dudab.isOver(s); i++) {
      const copy = JSON.parse(JSON.stringify(s)) as DudabState;
      expect(dudab.legalMoves(copy)).toEqual(dudab.legalMoves(s));
      const l = dudab.legalMoves(s);
      const m = l[randomInt(rng, l.length)]!;
      expect(dudab.play(copy, m)).toEqual(dudab.play(s, m));
      s = dudab.play(s, m);
    }
  });
});

describe('fast-check properties', () => {
  test('check never throws on odd move data, and accepts exactly the listed moves', () => {
    const states = [0, 1, 2, 10, 30, 60].map((k) => randomPosition(dudab, { spieler: 3, runden: 1, startSeat: 0 }, 5, k));
    const card = fc.oneof(fc.constantFrom(...CARD_IDS), fc.constantFrom(...CARD_IDS), fc.string(), fc.constant(null));
    const seat = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 5 }), fc.double());
    const wunsch = fc.oneof(
      fc.constantFrom(...WUENSCHE),
      fc.constant(null),
      fc.record({ art: fc.constantFrom('farbe', 'symbol', 'ziffer', 'x'), wert: fc.oneof(fc.string(), fc.integer({ min: 0, max: 5 })) }),
    );
    const move = fc.oneof(
      fc.record({ type: fc.constant('legen'), seat, karte: card, reihe: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant('0')) }),
      fc.record({ type: fc.constant('legen'), seat, karte: card, reihe: fc.integer({ min: 0, max: 2 }), wunsch }),
      fc.record({ type: fc.constant('ziehen'), seat }),
      fc.record({ type: fc.constant('ziehen'), seat, inStapel: card }),
      fc.record({ type: fc.constantFrom('strafe', 'nichtReduzieren', 'naechsteRunde', 'passen'), seat }),
      fc.record({
        type: fc.constant('reduzieren'),
        seat,
        behalten: fc.oneof(fc.array(card, { maxLength: 3 }), fc.constant(null)),
        ziel: fc.constantFrom('abwurf', 'stapel', 'x'),
      }),
      fc.record({ type: fc.constant('entsorgen'), seat, karten: fc.oneof(fc.array(card, { maxLength: 6 }), fc.string()) }),
    );
    expectCheckMatchesLegal(dudab, states, move);
  });
});

checkingWrapperTests(dudab, assertDudabInvariants, {
  games: 12,
  options: OPTIONS,
  start: () => dudab.deal({ spieler: 2, runden: 1, startSeat: 0 }, 1),
  // a card duplicated
  corrupt: (s) => ({ ...s, abwurf: [...s.abwurf, s.hands[0]![0] ?? s.nachziehstapel[0]!] }),
});
