/**
 * Bambuti links keep the link contract of every game (tests/helpers/linkContract.ts): step links,
 * free-play links at every decision, round trips, damaged strings, foreign codes.
 */
import { makePartieCode } from '../../../src/games/core/codec';
import { bambutiKit } from '../../../src/games/bambuti/kit';
import { bambutiPlayMachine, bambutiTutorialMachine } from '../../../src/games/bambuti/machine';
import { bambutiScenarios } from '../../../src/games/bambuti/scenarios';
import { prepareScenario } from '../../../src/games/core/scenario';
import { bambuti } from '../../../src/games/bambuti/rules';
import { durakKit } from '../../../src/games/durak/kit';
import { linkContractTests } from '../../helpers/linkContract';

linkContractTests({
  kit: bambutiKit,
  playMachine: bambutiPlayMachine,
  tutorialMachine: bambutiTutorialMachine,
  // Prepared, as the page hands them to the islands (their start positions built at build time).
  scenarios: bambutiScenarios.map((s) => prepareScenario(bambuti, s)),
  page: '/spiele/bambuti/',
  optionsFor: (g) => ({ startSeat: g % 2 }),
  liveGames: [
    { options: { startSeat: 0 }, seed: 101, level: 'anfaenger' },
    { options: { startSeat: 1 }, seed: 202, level: 'fortgeschritten' },
    { options: { startSeat: 1 }, seed: 303, level: 'anfaenger' },
  ],
  maxRandomMoves: 70,
  foreignCode: makePartieCode(durakKit, { options: { players: 2, transfer: false }, level: 'anfaenger', seed: 7, moves: [] }),
});
