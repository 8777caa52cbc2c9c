/**
 * Ganjifa links keep the link contract of every game (tests/helpers/linkContract.ts); a whole deal
 * (Tag/Nacht as the first move) fits the move limit.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { durakKit } from '../../../src/games/durak/kit';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import { ganjifaPlayMachine, ganjifaTutorialMachine } from '../../../src/games/ganjifa/machine';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import { ganjifaScenarios } from '../../../src/games/ganjifa/scenarios';
import { prepareScenario } from '../../../src/games/core/scenario';
import { linkContractTests, randomPartie as anyPartie } from '../../helpers/linkContract';

linkContractTests({
  kit: ganjifaKit,
  playMachine: ganjifaPlayMachine,
  tutorialMachine: ganjifaTutorialMachine,
  // Prepared, as the page hands them to the islands (their start positions built at build time).
  scenarios: ganjifaScenarios.map((s) => prepareScenario(ganjifa, s)),
  page: '/spiele/ganjifa/',
  optionsFor: () => ({}),
  liveGames: [
    { options: {}, seed: 101, level: 'anfaenger' },
    { options: {}, seed: 202, level: 'fortgeschritten' },
  ],
  maxRandomMoves: 130,
  foreignCode: makePartieCode(durakKit, { options: { players: 2, transfer: false }, level: 'anfaenger', seed: 7, moves: [] }),
});

const randomPartie = (seed: number, n: number) => anyPartie(ganjifaKit, {}, seed, n);

describe('Ganjifa codes', () => {
  test('a whole deal fits the move limit, and one move more is refused', () => {
    const { partie, state } = randomPartie(5, 500);
    expect(ganjifa.isOver(state)).toBe(true);
    expect(partie.moves.length).toBeLessThanOrEqual(ganjifaKit.maxMoves!);
    const code = makePartieCode(ganjifaKit, partie);
    const extra = parsePartieCode(ganjifaKit, `${code}A`);
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.error).toMatch(/nach dem Ende|mehr Spielaktionen/);
  });
});
