/**
 * Links keep their meaning: golden Dudab deals and free-play links recorded once from the final
 * engine (tests/fixtures/dudab-golden.json, never regenerated). A `?partie=` code stores the seed
 * and, per decision, the index of the move in `legalMoves`; a change to the deal procedure (§3),
 * to the round streams deriveSeed(seed, k), or to the order of `legalMoves` would silently turn
 * every shared link into another game. These tests fail on any of them.
 */
import { describe, expect, test } from 'vitest';
import { goldenLinkTests, readGolden, type GoldenLink } from '../../helpers/goldenLinks';
import { dudabKit } from '../../../src/games/dudab/kit';
import { dudab } from '../../../src/games/dudab/rules';
import type { DudabMove, DudabOptions, Fluch, Reihe } from '../../../src/games/dudab/types';

interface GoldenDeal {
  options: DudabOptions;
  seed: number;
  startSpieler: number;
  hands: string[][];
  reihen: string[][];
  nachziehstapel: string[];
}
/** What a Dudab golden link records of its position. */
interface GoldenPosition {
  phase: string;
  runde: number;
  stateToAct: number;
  toAct: number | null;
  hands: string[][];
  reihen: Reihe[];
  nachziehstapel: string[];
  abwurf: string[];
  sammelstapel: string[][];
  verhext: Fluch | null;
  punkte: number[][];
}

const golden = readGolden<{ deals: GoldenDeal[]; links: GoldenLink<DudabMove, DudabOptions, GoldenPosition>[] }>('dudab');

describe('golden deals (seed → hands, rows, pile)', () => {
  test('the fixture covers 2 to 6 players and the largest seed', () => {
    expect([...new Set(golden.deals.map((d) => d.options.spieler))].sort()).toEqual([2, 3, 4, 5, 6]);
    expect(golden.deals.some((d) => d.seed === 4294967295)).toBe(true);
  });
  test.each(golden.deals.map((d) => [d.options.spieler, d.seed, d] as const))('%i players, seed %i', (_n, _seed, g) => {
    const s = dudab.deal(g.options, g.seed);
    expect({
      options: s.options,
      seed: s.seed,
      startSpieler: s.startSpieler,
      hands: s.hands,
      reihen: s.reihen.map((r) => r.karten),
      nachziehstapel: s.nachziehstapel,
    }).toEqual(g);
  });
});

describe('golden links (a recorded ?partie= code opens exactly its recorded position)', () => {
  test('the fixture has links in every kind of phase, across rounds, and at the end', () => {
    const phases = new Set(golden.links.map((l) => l.position.phase));
    for (const p of ['zug', 'wunsch', 'verhext', 'reduzieren', 'entsorgen', 'rundenende', 'spielende']) expect(phases).toContain(p);
    expect(golden.links.some((l) => l.position.runde === 2)).toBe(true);
  });
  goldenLinkTests(dudabKit, golden.links, (state) => {
    const { phase, runde, toAct: stateToAct, hands, reihen, nachziehstapel, abwurf, sammelstapel, verhext, punkte } = state;
    return { phase, runde, stateToAct, toAct: dudab.toAct(state), hands, reihen, nachziehstapel, abwurf, sammelstapel, verhext, punkte };
  });
});
