/**
 * Links keep their meaning: golden Bambuti deals and free-play links recorded once the engine was
 * final (tests/fixtures/bambuti-golden.json, never regenerated).
 *
 * A `?partie=` code stores the seed and, per decision, the index of the move in `legalMoves`. A
 * change to the RNG, to the deal procedure (setup.ts: shuffle(MASK_IDS) from makeRng(seed), §3 deck
 * order) or to the order of `legalMoves` (play.ts) would silently turn every shared link into
 * another game. These tests fail on any of them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { replayPartie } from '../../../src/games/core/playMachine';
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

interface GoldenLink {
  code: string;
  options: BambutiOptions;
  level: string;
  seed: number;
  moves: BambutiMove[];
  position: Record<string, unknown>;
}

const golden = JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/bambuti-golden.json', import.meta.url)), 'utf8')) as {
  deals: GoldenDeal[];
  links: GoldenLink[];
};

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
  test.each(golden.links.map((l) => [l.code, l] as const))('%s', (code, g) => {
    const parsed = parsePartieCode(bambutiKit, code);
    expect(parsed).toEqual({ ok: true, value: { options: g.options, level: g.level, seed: g.seed, moves: g.moves } });
    if (!parsed.ok) return;
    const { state } = replayPartie(bambutiKit, parsed.value.options, parsed.value.seed, parsed.value.moves);
    const { phase, auslage, hands, nachziehstapel, anzeiger, trommeln, punkte, wertungen } = state;
    expect({ phase, toAct: bambuti.toAct(state), auslage, hands, nachziehstapel, anzeiger, trommeln, punkte, wertungen }).toEqual(g.position);
    // And back: the same partie gives the same code, character for character.
    expect(makePartieCode(bambutiKit, parsed.value)).toBe(code);
  });
});
