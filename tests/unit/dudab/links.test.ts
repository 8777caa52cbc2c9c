/**
 * Dudab links keep the link contract of every game (tests/helpers/linkContract.ts), and Dudab's
 * own: a whole 10-round game fits into a link, Dudab's options part is checked.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { durakKit } from '../../../src/games/durak/kit';
import { dudabKit } from '../../../src/games/dudab/kit';
import { dudabPlayMachine, dudabTutorialMachine } from '../../../src/games/dudab/machine';
import { dudabScenarios } from '../../../src/games/dudab/scenarios';
import { prepareScenario } from '../../../src/games/core/scenario';
import { dudab } from '../../../src/games/dudab/rules';
import { linkContractTests, randomPartie } from '../../helpers/linkContract';

linkContractTests({
  kit: dudabKit,
  playMachine: dudabPlayMachine,
  tutorialMachine: dudabTutorialMachine,
  // Prepared, as the page hands them to the islands (their start positions built at build time).
  scenarios: dudabScenarios.map((s) => prepareScenario(dudab, s)),
  page: '/spiele/dudab/',
  optionsFor: (g) => ({ spieler: 2 + (g % 5), runden: 1 + (g % 3), startSeat: g % 2 }),
  liveGames: [
    { options: { spieler: 2, runden: 2, startSeat: 0 }, seed: 101, level: 'anfaenger' },
    { options: { spieler: 3, runden: 1, startSeat: 1 }, seed: 202, level: 'fortgeschritten' },
    { options: { spieler: 6, runden: 1, startSeat: 3 }, seed: 404, level: 'anfaenger' },
  ],
  maxRandomMoves: 250,
  foreignCode: makePartieCode(durakKit, { options: { players: 2, transfer: false }, level: 'anfaenger', seed: 7, moves: [] }),
});

describe('Dudab codes', () => {
  test('scenario ids need no escaping in a link', () => {
    for (const s of dudabScenarios) expect(encodeURIComponent(s.id)).toBe(s.id);
  });

  test('a whole 10-round game fits comfortably into a link', () => {
    const options = { spieler: 6, runden: 10, startSeat: 0 };
    const moves = randomPartie(dudabKit, options, 9, 100_000).partie.moves;
    const code = makePartieCode(dudabKit, { options, level: 'anfaenger', seed: 9, moves });
    expect(moves.length).toBeLessThan(dudabKit.maxMoves!);
    expect(code.length).toBeLessThan(2500);
    expect(parsePartieCode(dudabKit, code).ok).toBe(true);
  });

  test('foreign game codes and damaged options are refused in German', () => {
    const durakLike = 'A20.07.DACBBAEAABAB';
    const r = parsePartieCode(dudabKit, durakLike);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Spielregeln in diesem Link passen nicht/);
    expect(parsePartieCode(dudabKit, 'A4a5.01.').ok).toBe(false);
    expect(parsePartieCode(dudabKit, 'A4b0.01.').ok).toBe(false);
  });
});
