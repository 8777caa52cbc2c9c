/**
 * The Bambuti free-play machine keeps the play-machine contract of every game
 * (tests/helpers/machineContract.ts) through the phases anordnen → legen ⇄ trommeln → GAME_OVER;
 * Bambuti's own: 32 masks are laid, the final scoring is logged, and the bot arranges after the
 * reader without seeing the reader's arrangement (B14).
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { machineContractTests } from '../../helpers/machineContract';
import { makeRng } from '../../../src/games/core/rng';
import { bambutiKit, bambutiOptionsCodec } from '../../../src/games/bambuti/kit';
import { bambutiPlayMachine } from '../../../src/games/bambuti/machine';
import { RULE_ANCHORS, bambuti } from '../../../src/games/bambuti/rules';
import { heuristicBot } from '../../../src/games/bambuti/bots';
import { MASK_IDS } from '../../../src/games/bambuti/cards';
import type { BambutiMove } from '../../../src/games/bambuti/types';

describe('Bambuti free play', () => {
  machineContractTests({
    kit: bambutiKit,
    playMachine: bambutiPlayMachine,
    anchors: RULE_ANCHORS,
    games: [
      { seed: 1, options: { startSeat: 0 }, level: 'fortgeschritten' },
      { seed: 2, options: { startSeat: 1 }, level: 'anfaenger' },
      { seed: 3, options: { startSeat: 1 }, level: 'fortgeschritten' },
      { seed: 4, options: { startSeat: 0 }, level: 'anfaenger' },
    ],
    resultLine: /gewinnst|gewinnt|Unentschieden/,
    finished: ({ context }) => {
      expect(context.moves.filter((m) => m.type === 'legen')).toHaveLength(32);
      expect(context.log.some((l) => l.text.startsWith('Schlusswertung'))).toBe(true);
    },
    mirror: { games: [{ seed: 77, options: { startSeat: 1 } }], phases: ['GAME_OVER', 'anordnen', 'legen', 'trommeln'] },
    illegal: {
      options: { startSeat: 0 },
      seed: 12,
      minTries: 31,
      candidates: (state) => {
        const foreign = MASK_IDS.find((c) => !state.hands[0]!.includes(c))!;
        return [
          { type: 'legen', seat: 0, karte: foreign, reihe: 0, spalte: 1 },
          { type: 'trommeln', seat: 0 },
          { type: 'weiter', seat: 0 },
          { type: 'anordnen', seat: 0, karten: state.hands[0]!.slice(0, 5) },
        ] satisfies BambutiMove[];
      },
    },
    hint: { options: { startSeat: 0 }, seed: 31, decisions: 8, text: /^Du (legst|spielst) .*, weil .*\.$/ },
    undo: { options: { startSeat: 1 }, seed: 8, decisions: 6 },
    newGame: {
      options: { startSeat: 1 },
      seed: 8,
      decisions: 6,
      next: { options: { startSeat: 0 }, seed: 99, level: 'anfaenger' },
      check: (snap) => {
        expect(snap.context.moves).toEqual([]);
        expect(bambuti.phase(snap.context.state)).toBe('anordnen');
      },
    },
    codec: { valid: [{ startSeat: 0 }, { startSeat: 1 }], bad: ['', '2', '00', 'a', '-1', '0.'], error: /^Bei Bambuti/ },
  });

  test('the bot arranges after the reader without seeing the reader’s arrangement (B14)', async () => {
    const actor = createActor(bambutiPlayMachine.provide({ delays: { botPause: 0 } }), {
      input: { options: { startSeat: 0 }, seed: 5, level: 'fortgeschritten' },
    });
    actor.start();
    const settle = () => waitFor(actor, (s) => s.matches('GAME_OVER') || bambuti.toAct(s.context.state) === 0, { timeout: 5000 });
    const snap = await settle();
    expect(bambuti.phase(snap.context.state)).toBe('anordnen');
    actor.send({ type: 'MOVE', move: heuristicBot(bambuti.view(snap.context.state, 0), makeRng(1)) });
    const after = await settle();
    expect(bambuti.phase(after.context.state)).toBe('legen');
    expect(after.context.moves.map((m) => m.type)).toEqual(['anordnen', 'anordnen']);
    expect(after.context.log.map((l) => l.text)).toContain('Anna legt die erste Auslage verdeckt aus.');
    actor.stop();
  });
});

describe('kit', () => {
  test('phases, names, the one-digit options code', () => {
    expect(bambutiKit.phases).toEqual(['anordnen', 'legen', 'trommeln']);
    expect(bambutiKit.seatNames({ startSeat: 1 })).toEqual(['Du', 'Anna']);
    for (const startSeat of [0, 1]) expect(bambutiOptionsCodec.make({ startSeat })).toMatch(/^[01]$/);
  });
});
