/**
 * The Ganjifa free-play machine keeps the play-machine contract of every game
 * (tests/helpers/machineContract.ts) through the phases CHOOSE_PERIOD → LEAD/FOLLOW/DUKAL_DISCARD →
 * GAME_OVER; Ganjifa's own: nothing is dealt before the reader chooses Tag or Nacht, and UNDO and
 * NEW_GAME go back to that choice.
 */
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { machineContractTests } from '../../helpers/machineContract';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import { ganjifaPlayMachine } from '../../../src/games/ganjifa/machine';
import { RULE_ANCHORS, ganjifa } from '../../../src/games/ganjifa/rules';
import type { GanjifaMove } from '../../../src/games/ganjifa/types';

describe('Ganjifa free play', () => {
  machineContractTests({
    kit: ganjifaKit,
    playMachine: ganjifaPlayMachine,
    anchors: RULE_ANCHORS,
    games: [
      { options: {}, seed: 1, level: 'anfaenger' },
      { options: {}, seed: 2, level: 'fortgeschritten' },
      { options: {}, seed: 3, level: 'anfaenger' },
      { options: {}, seed: 4, level: 'fortgeschritten' },
    ],
    resultLine: /^Spielende – erbeutete Karten: Du \d+, Anna \d+, Bernd \d+\./,
    // Seed 1 has a Dukal when everybody plays the heuristic.
    mirror: { games: [{ options: {}, seed: 1 }], phases: ['CHOOSE_PERIOD', 'DUKAL_DISCARD', 'FOLLOW', 'GAME_OVER', 'LEAD'] },
    illegal: {
      options: {},
      seed: 12,
      minTries: 41,
      candidates: (state) => {
        const foreign = state.hands[1]![0] ?? 'MAT-1';
        return [
          { type: 'LEAD', seat: 0, card: foreign },
          { type: 'PLAY', seat: 0, card: foreign },
          { type: 'DISCARD', seat: 0, card: state.hands[0]![0] ?? 'MAT-1' },
          { type: 'CHOOSE_PERIOD', seat: 0, period: 'night' },
        ] satisfies GanjifaMove[];
      },
    },
    hint: { options: {}, seed: 31, decisions: 12, text: /^Du .*, weil .+\.$/ },
    undo: {
      options: {},
      seed: 8,
      decisions: 6,
      // back to the choice of the period
      atStart: (snap) => {
        expect(snap.context.moves).toEqual([]);
        expect(snap.matches({ CHOOSE_PERIOD: 'human' })).toBe(true);
      },
    },
    newGame: {
      options: {},
      seed: 3,
      decisions: 12,
      next: { options: {}, seed: 99, level: 'anfaenger' },
      // a new game again starts with the choice of the period
      check: (snap) => {
        expect(snap.context.moves).toEqual([]);
        expect(snap.context.state).toEqual(ganjifa.deal({}, 99));
        expect(snap.matches({ CHOOSE_PERIOD: 'human' })).toBe(true);
      },
    },
    codec: { valid: [{}], bad: ['', '20', 'g', 'GG', 'D'], error: /Ganjifa/ },
  });

  test('the machine waits for Tag or Nacht before anything is dealt', () => {
    const actor = createActor(ganjifaPlayMachine, { input: { options: {}, seed: 1, level: 'fortgeschritten' } });
    actor.start();
    const snap = actor.getSnapshot();
    expect(snap.matches({ CHOOSE_PERIOD: 'human' })).toBe(true);
    expect(snap.hasTag('human')).toBe(true);
    expect(snap.context.state.hands).toEqual([[], [], []]);
    expect(snap.context.log).toEqual([]);
    actor.send({ type: 'MOVE', move: { type: 'CHOOSE_PERIOD', seat: 0, period: 'night' } });
    const after = actor.getSnapshot().context;
    expect(after.state.trumpSuit).toBe('KRI');
    expect(after.log[0]).toEqual({ seat: 0, text: 'Du wählst Nacht: Krishna ist Trumpf.', auto: false });
    expect(after.log[1]!.text).toMatch(/gibt jedem 40 Karten|gibst jedem 40 Karten/);
    actor.stop();
  });
});

describe('the kit', () => {
  test('phases, names and the options code', () => {
    expect(ganjifaKit.phases).toEqual(['CHOOSE_PERIOD', 'LEAD', 'FOLLOW', 'DUKAL_DISCARD']);
    expect(ganjifaKit.seatNames({})).toEqual(['Du', 'Anna', 'Bernd']);
    expect(ganjifaKit.optionsCodec.make({})).toBe('G');
  });
});
