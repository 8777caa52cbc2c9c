/**
 * Durak links keep the link contract of every game (tests/helpers/linkContract.ts), and Durak's
 * own codes: whole games, compact move indices, options that are not Durak's.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { bambutiKit } from '../../../src/games/bambuti/kit';
import { durakKit } from '../../../src/games/durak/kit';
import { durakPlayMachine, durakTutorialMachine } from '../../../src/games/durak/machine';
import { durakScenarios } from '../../../src/games/durak/scenarios';
import { prepareScenario } from '../../../src/games/core/scenario';
import { durak } from '../../../src/games/durak/rules';
import type { DurakOptions } from '../../../src/games/durak/types';
import { linkContractTests, randomPartie } from '../../helpers/linkContract';

linkContractTests({
  kit: durakKit,
  playMachine: durakPlayMachine,
  tutorialMachine: durakTutorialMachine,
  // Prepared, as the page hands them to the islands (their start positions built at build time).
  scenarios: durakScenarios.map((s) => prepareScenario(durak, s)),
  page: '/spiele/durak/',
  optionsFor: (g) => ({ players: 2 + (g % 5), transfer: g % 3 === 0 }),
  liveGames: [
    { options: { players: 2, transfer: false }, seed: 101, level: 'anfaenger' },
    { options: { players: 3, transfer: true }, seed: 202, level: 'fortgeschritten' },
    { options: { players: 4, transfer: false }, seed: 303, level: 'fortgeschritten' },
    { options: { players: 6, transfer: true }, seed: 404, level: 'anfaenger' },
  ],
  foreignCode: makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'anfaenger', seed: 7, moves: [] }),
});

test('scenario ids need no escaping in a link', () => {
  for (const s of durakScenarios) expect(encodeURIComponent(s.id)).toBe(s.id);
});

/** A seeded Durak game with uniformly random legal moves, cut after `cut` moves (or at its end). */
const randomDurakPartie = (seed: number, options: DurakOptions, cut: number) => randomPartie(durakKit, options, seed, cut).partie;

describe('Durak partie codes', () => {
  const cases: [number, DurakOptions][] = [];
  for (let i = 0; i < 30; i++) cases.push([1000 + i * 7919, { players: 2 + (i % 5), transfer: i % 3 === 0 }]);

  test.each(cases)('seed %i, %o: a whole game and a cut of it round-trip and replay to the same state', (seed, options) => {
    const full = randomDurakPartie(seed, options, Infinity);
    for (const cut of [full.moves.length, randomInt(makeRng(seed), full.moves.length + 1)]) {
      const partie = { ...full, moves: full.moves.slice(0, cut) };
      const parsed = parsePartieCode(durakKit, makePartieCode(durakKit, partie));
      expect(parsed).toEqual({ ok: true, value: partie });
    }
  });

  test('most Durak moves take a single character', () => {
    const partie = randomDurakPartie(424242, { players: 3, transfer: false }, Infinity);
    const movesPart = makePartieCode(durakKit, partie).split('.')[2]!;
    expect(movesPart.length).toBeGreaterThanOrEqual(partie.moves.length);
    expect(movesPart.length).toBeLessThan(partie.moves.length * 1.2 + 1);
  });

  test.each([
    ['seven players', 'A70.0abc.'],
    ['one player', 'A10.0abc.'],
    ['a Weiterreichen flag that is not 0/1', 'A42.0abc.'],
    ['another game’s options', 'A3x1.0abc.'],
    ['no options', 'A.0abc.'],
  ])('options that are not Durak’s: %s', (_name, code) => {
    const r = parsePartieCode(durakKit, code);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toMatch(/Spielregeln/);
  });

  test('the opening attacker has six cards: a seventh move index is no Spielaktion', () => {
    const head = makePartieCode(durakKit, randomDurakPartie(77, { players: 4, transfer: false }, 0));
    expect(parsePartieCode(durakKit, `${head}F`).ok).toBe(true); // index 5: the sixth card
    const r = parsePartieCode(durakKit, `${head}G`); // index 6
    expect(r.ok ? '' : r.error).toMatch(/Spielaktion Nr\. 1\b/);
  });
});
