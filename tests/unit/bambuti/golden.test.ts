/**
 * Links keep their meaning: golden Bambuti deals and free-play links recorded once the engine was
 * final (tests/fixtures/bambuti-golden.json, never regenerated).
 *
 * A `?partie=` code stores the seed and, per decision, the index of the move in `legalMoves`. A
 * change to the RNG, to the deal procedure (setup.ts: shuffle(MASK_IDS) from makeRng(seed), §3 deck
 * order) or to the order of `legalMoves` (play.ts) would silently turn every shared link into
 * another game. These tests fail on any of them.
 */
import { describe, expect, test } from 'vitest';
import { goldenLinkTests, readGolden, type GoldenLink } from '../../helpers/goldenLinks';
import { bambutiKit } from '../../../src/games/bambuti/kit';
import { bambuti } from '../../../src/games/bambuti/rules';
import type { BambutiMove, BambutiOptions } from '../../../src/games/bambuti/types';

interface GoldenDeal {
  startSeat: number;
  seed: number;
  zuOrdnen: string[][];
  hands: string[][];
  nachziehstapel: string[];
}

const golden = readGolden<{ deals: GoldenDeal[]; links: GoldenLink<BambutiMove, BambutiOptions>[] }>('bambuti');

describe('golden deals (seed → Auslage cards, hands, pile)', () => {
  test('both start seats and the extreme seeds are covered', () => {
    expect(golden.deals.length).toBeGreaterThanOrEqual(10);
    expect(new Set(golden.deals.map((d) => d.startSeat))).toEqual(new Set([0, 1]));
    expect(golden.deals.map((d) => d.seed)).toContain(4294967295);
  });
  test.each(golden.deals.map((d) => [d.seed, d.startSeat, d] as const))('seed %i, start seat %i', (_seed, _start, g) => {
    const s = bambuti.deal({ startSeat: g.startSeat }, g.seed);
    expect({ startSeat: g.startSeat, seed: g.seed, zuOrdnen: s.zuOrdnen, hands: s.hands, nachziehstapel: s.nachziehstapel }).toEqual(g);
  });
});

describe('golden links (a recorded ?partie= code opens exactly its recorded position)', () => {
  test('several links, one at the start, one in the middle, one at the end', () => {
    expect(golden.links.length).toBeGreaterThanOrEqual(5);
    const phases = golden.links.map((l) => l.position.phase);
    expect(phases).toContain('anordnen');
    expect(phases).toContain('legen');
    expect(phases).toContain('spielende');
  });
  goldenLinkTests(bambutiKit, golden.links, (state) => {
    const { phase, auslage, hands, nachziehstapel, anzeiger, trommeln, punkte, wertungen } = state;
    return { phase, toAct: bambuti.toAct(state), auslage, hands, nachziehstapel, anzeiger, trommeln, punkte, wertungen };
  });
});
