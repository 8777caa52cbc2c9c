/**
 * The Dudab free-play machine keeps the play-machine contract of every game
 * (tests/helpers/machineContract.ts); Dudab's own: a game has its rounds, 'rundenende' waits for the
 * next round's start player (the reader or a bot), and the end of the last round is GAME_OVER.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { machineContractTests } from '../../helpers/machineContract';
import { makeRng } from '../../../src/games/core/rng';
import { heuristicBot } from '../../../src/games/dudab/bots';
import { RULE_ANCHORS } from '../../../src/games/dudab/check';
import { DUDAB_PHASES, dudabKit, dudabOptionsCodec } from '../../../src/games/dudab/kit';
import { dudabPlayMachine } from '../../../src/games/dudab/machine';
import { dudab } from '../../../src/games/dudab/rules';
import type { DudabMove, DudabOptions, DudabState } from '../../../src/games/dudab/types';

describe('Dudab free play', () => {
  machineContractTests({
    kit: dudabKit,
    playMachine: dudabPlayMachine,
    anchors: RULE_ANCHORS,
    games: [
      { seed: 1, options: { spieler: 2, runden: 2, startSeat: 0 }, level: 'anfaenger' },
      { seed: 2, options: { spieler: 3, runden: 3, startSeat: 1 }, level: 'fortgeschritten' },
      { seed: 3, options: { spieler: 4, runden: 1, startSeat: 2 }, level: 'anfaenger' },
      { seed: 4, options: { spieler: 6, runden: 2, startSeat: 5 }, level: 'fortgeschritten' },
    ],
    resultLine: /^Das Spiel ist aus/,
    finished: ({ context }) => {
      expect(dudab.outcome(context.state).scores!.rounds).toHaveLength(context.options.runden);
      expect(context.log.filter((l) => /^Runde \d+ beginnt/.test(l.text))).toHaveLength(context.options.runden);
    },
    mirror: {
      games: [
        { seed: 11, options: { spieler: 2, runden: 2, startSeat: 1 } },
        { seed: 12, options: { spieler: 3, runden: 3, startSeat: 0 } },
      ],
      phases: ['zug', 'wunsch', 'verhext', 'rundenende', 'GAME_OVER'],
    },
    illegal: {
      options: { spieler: 3, runden: 1, startSeat: 0 },
      seed: 12,
      minTries: 31,
      candidates: (state): DudabMove[] => [
        { type: 'strafe', seat: 0 },
        { type: 'nichtReduzieren', seat: 0 },
        { type: 'naechsteRunde', seat: 0 },
        ...state.hands[0]!.map((karte): DudabMove => ({ type: 'legen', seat: 0, karte, reihe: 1 })),
      ],
    },
    hint: { options: { spieler: 4, runden: 1, startSeat: 0 }, seed: 31, decisions: 10, text: /^Du .*\.$/ },
    undo: { options: { spieler: 3, runden: 2, startSeat: 0 }, seed: 8, decisions: 6 },
    newGame: {
      options: { spieler: 3, runden: 2, startSeat: 0 },
      seed: 8,
      decisions: 6,
      next: { options: { spieler: 5, runden: 1, startSeat: 2 }, seed: 99, level: 'anfaenger' },
      check: (snap) => {
        expect(snap.context.state.hands).toHaveLength(5);
        expect(snap.context.state.reihen).toHaveLength(3);
      },
    },
    codec: {
      valid: [2, 3, 4, 5, 6].flatMap((spieler) => [1, 4, 10].map((runden) => ({ spieler, runden, startSeat: spieler - 1 }))),
      bad: ['', '4', '44', '4400', '140', '740', '400', '4b0', '424', '25 ', 'A40'],
      error: /^Dudab wird zu zweit bis zu sechst/,
    },
    timeout: 10_000,
  });

  test('rundenende: the reader starts the next round with naechsteRunde; a bot starts it by itself', async () => {
    // 2 players, start seat 1: round 2 starts with seat 0 (the reader).
    const actor = createActor(dudabPlayMachine.provide({ delays: { botPause: 0 } }), {
      input: { options: { spieler: 2, runden: 3, startSeat: 1 }, seed: 21, level: 'fortgeschritten' },
    });
    actor.start();
    const playUntil = async (until: (s: DudabState) => boolean) => {
      for (let i = 0; i < 5000; i++) {
        const snap = await waitFor(actor, (s) => s.matches('GAME_OVER') || dudab.toAct(s.context.state) === 0 || until(s.context.state), {
          timeout: 10_000,
        });
        if (snap.matches('GAME_OVER') || until(snap.context.state)) return snap;
        actor.send({ type: 'MOVE', move: heuristicBot(dudab.view(snap.context.state, 0), makeRng(i)) });
      }
      throw new Error('game did not end');
    };
    const atEnd = await playUntil((s) => s.phase === 'rundenende');
    expect(atEnd.matches({ rundenende: 'human' } as never)).toBe(true);
    expect(dudab.legalMoves(atEnd.context.state)).toEqual([{ type: 'naechsteRunde', seat: 0 }]);
    actor.send({ type: 'MOVE', move: { type: 'ziehen', seat: 0 } });
    const refused = await waitFor(actor, (a) => a.context.feedback !== null);
    expect(refused.context.feedback).toMatchObject({ kind: 'illegal', rule: 'rundenende' });
    actor.send({ type: 'MOVE', move: { type: 'naechsteRunde', seat: 0 } });
    const next = actor.getSnapshot();
    expect(next.context.state.runde).toBe(2);
    expect(next.matches({ zug: 'human' } as never)).toBe(true);
    // Round 3 starts with seat 1, a bot: it sends naechsteRunde itself.
    const later = await playUntil((s) => s.runde === 3);
    expect(later.context.moves.filter((m) => m.type === 'naechsteRunde').map((m) => m.seat)).toEqual([0, 1]);
    actor.stop();
  });
});

describe('the kit', () => {
  test('phases are the spec’s decision phases; spielende is the machine’s GAME_OVER', () => {
    expect(dudabKit.phases).toEqual(['zug', 'wunsch', 'verhext', 'reduzieren', 'entsorgen', 'rundenende']);
    expect(DUDAB_PHASES).not.toContain('spielende');
    expect(dudabKit.seatNames({ spieler: 4, runden: 4, startSeat: 0 })).toEqual(['Du', 'Anna', 'Bernd', 'Clara']);
    expect(dudabKit.seatNames({ spieler: 6, runden: 6, startSeat: 0 })).toEqual(['Du', 'Anna', 'Bernd', 'Clara', 'Dario', 'Emil']);
  });

  test('options code: three characters for every game there is', () => {
    for (let spieler = 2; spieler <= 6; spieler++) {
      for (let runden = 1; runden <= 10; runden++) {
        for (let startSeat = 0; startSeat < spieler; startSeat++) {
          const o: DudabOptions = { spieler, runden, startSeat };
          const code = dudabOptionsCodec.make(o);
          expect(code).toMatch(/^[2-6][1-9a][0-5]$/);
          expect(dudabOptionsCodec.parse(code)).toEqual({ ok: true, value: o });
        }
      }
    }
    expect(dudabOptionsCodec.make({ spieler: 4, runden: 4, startSeat: 0 })).toBe('440');
  });
});
