/**
 * Links keep their meaning: golden Ganjifa deals and free-play links, recorded once from the final
 * engine (tests/fixtures/ganjifa-golden.json, never regenerated).
 *
 * A `?partie=` code stores the seed and, per decision, the index of the move in `legalMoves`
 * (the first decision is Tag or Nacht). A change to the RNG, to the deal procedure (dealer first,
 * then the shuffle, from the same generator; the packets of §4.5) or to the order of `legalMoves`
 * would silently turn every shared link into another game. These tests fail on any of them.
 */
import { describe, expect, test } from 'vitest';
import { goldenLinkTests, readGolden, type GoldenLink } from '../../helpers/goldenLinks';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import type { GanjifaMove } from '../../../src/games/ganjifa/types';

interface GoldenDeal {
  seed: number;
  dealer: number;
  hands: string[][];
  leaderDay: number;
  leaderNight: number;
}

const golden = readGolden<{ deals: GoldenDeal[]; links: GoldenLink<GanjifaMove, Record<string, never>>[] }>('ganjifa');

describe('golden deals (seed → dealer, hands, first leader by day and by night)', () => {
  test.each(golden.deals.map((d) => [d.seed, d] as const))('seed %i', (seed, g) => {
    const s = ganjifa.deal({}, seed);
    const day = ganjifa.play(s, { type: 'CHOOSE_PERIOD', seat: 0, period: 'day' });
    const night = ganjifa.play(s, { type: 'CHOOSE_PERIOD', seat: 0, period: 'night' });
    expect({ seed, dealer: s.dealer, hands: day.hands, leaderDay: day.leader, leaderNight: night.leader }).toEqual(g);
    expect(night.hands).toEqual(g.hands);
  });
});

describe('golden links (a recorded ?partie= code opens exactly its recorded position)', () => {
  test('the fixture covers the start, both periods, a Dukal and whole deals', () => {
    expect(golden.links.length).toBeGreaterThanOrEqual(5);
    expect(golden.links.some((l) => l.moves.length === 0)).toBe(true);
    expect(golden.links.some((l) => l.position.phase === 'GAME_OVER')).toBe(true);
    expect(golden.links.some((l) => l.moves.some((m) => m.type === 'LEAD_DUKAL'))).toBe(true);
    const periods = golden.links.flatMap((l) => (l.moves[0]?.type === 'CHOOSE_PERIOD' ? [l.moves[0].period] : []));
    expect(new Set(periods)).toEqual(new Set(['day', 'night']));
  });

  goldenLinkTests(ganjifaKit, golden.links, (s) => ({
    phase: s.phase,
    period: s.period,
    hands: s.hands,
    captured: s.captured,
    leader: s.leader,
    toAct: ganjifa.toAct(s),
    trickNo: s.trickNo,
    trick: s.trick,
    dukal: s.dukal,
    discards: s.discards,
  }));
});
