/**
 * The Dudab free-play machine (core createPlayMachine with the Dudab kit): the machine's states
 * mirror the engine's decision phases, 'rundenende' waits for the next round's start player (the
 * reader or a bot), the end of the last round is GAME_OVER, and MOVE/TIPP/UNDO/NEU behave.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { replayPartie } from '../../../src/games/core/playMachine';
import { makeRng } from '../../../src/games/core/rng';
import { heuristicBot } from '../../../src/games/dudab/bots';
import { RULE_ANCHORS } from '../../../src/games/dudab/check';
import { DUDAB_PHASES, dudabKit, dudabOptionsCodec } from '../../../src/games/dudab/kit';
import { dudabPlayMachine } from '../../../src/games/dudab/machine';
import { dudab } from '../../../src/games/dudab/rules';
import type { DudabMove, DudabOptions, DudabState } from '../../../src/games/dudab/types';

const fastPlay = dudabPlayMachine.provide({ delays: { botPause: 0 } });
const anchors: readonly string[] = RULE_ANCHORS;

function startPlay(options: DudabOptions, seed: number, level = 'fortgeschritten', moves?: DudabMove[]) {
  const actor = createActor(fastPlay, { input: { options, seed, level, moves } });
  actor.start();
  return actor;
}
type PlayActor = ReturnType<typeof startPlay>;

async function settle(actor: PlayActor, until: (s: DudabState) => boolean = () => false) {
  return waitFor(actor, (s) => s.matches('GAME_OVER') || dudab.toAct(s.context.state) === 0 || until(s.context.state), { timeout: 10_000 });
}

/** Plays seat 0 with the hint bot until the game ends (or `until` says stop). */
async function playOut(actor: PlayActor, until: (s: DudabState) => boolean = () => false) {
  for (let i = 0; i < 5000; i++) {
    const snap = await settle(actor, until);
    if (snap.matches('GAME_OVER') || until(snap.context.state)) return snap;
    actor.send({ type: 'MOVE', move: heuristicBot(dudab.view(snap.context.state, 0), makeRng(i)) });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  }
  throw new Error('game did not end');
}

describe('the kit', () => {
  test('phases are the spec’s decision phases; spielende is the machine’s GAME_OVER', () => {
    expect(dudabKit.phases).toEqual(['zug', 'wunsch', 'verhext', 'reduzieren', 'entsorgen', 'rundenende']);
    expect(DUDAB_PHASES).not.toContain('spielende');
    expect(dudabKit.levels).toEqual([
      { id: 'anfaenger', label: 'Anfänger' },
      { id: 'fortgeschritten', label: 'Fortgeschritten' },
      { id: 'profi', label: 'Profi' },
    ]);
    expect(dudabKit.seatNames({ spieler: 4, runden: 4, startSeat: 0 })).toEqual(['Du', 'Anna', 'Bernd', 'Clara']);
    expect(dudabKit.seatNames({ spieler: 6, runden: 6, startSeat: 0 })).toEqual(['Du', 'Anna', 'Bernd', 'Clara', 'Dario', 'Emil']);
  });

  test('options codec: compact, never . or -, round trips, German errors', () => {
    for (let spieler = 2; spieler <= 6; spieler++) {
      for (let runden = 1; runden <= 10; runden++) {
        for (let startSeat = 0; startSeat < spieler; startSeat++) {
          const o = { spieler, runden, startSeat };
          const code = dudabOptionsCodec.make(o);
          expect(code).toMatch(/^[2-6][1-9a][0-5]$/);
          expect(dudabOptionsCodec.parse(code)).toEqual({ ok: true, value: o });
        }
      }
    }
    expect(dudabOptionsCodec.make({ spieler: 4, runden: 4, startSeat: 0 })).toBe('440');
    for (const bad of ['', '4', '44', '4400', '140', '740', '400', '4b0', '424', '25 ', 'A40']) {
      const r = dudabOptionsCodec.parse(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^Dudab wird zu zweit bis zu sechst/);
    }
  });
});

describe('Dudab free play', () => {
  test.each<[number, DudabOptions, string]>([
    [1, { spieler: 2, runden: 2, startSeat: 0 }, 'anfaenger'],
    [2, { spieler: 3, runden: 3, startSeat: 1 }, 'fortgeschritten'],
    [3, { spieler: 4, runden: 1, startSeat: 2 }, 'anfaenger'],
    [4, { spieler: 6, runden: 2, startSeat: 5 }, 'fortgeschritten'],
  ])('seed %i, %o, %s: a whole game reaches GAME_OVER, consistent with the engine', async (seed, options, level) => {
    const actor = startPlay(options, seed, level);
    const end = await playOut(actor);
    expect(end.matches('GAME_OVER')).toBe(true);
    const { context } = end;
    const replayed = context.moves.reduce((s, m) => dudab.play(s, m), dudab.deal(options, seed));
    expect(context.state).toEqual(replayed);
    expect(dudab.outcome(context.state).scores!.rounds).toHaveLength(options.runden);
    expect(context.log).toEqual(replayPartie(dudabKit, options, seed, context.moves).log);
    expect(context.log.at(-1)!.text).toMatch(/^Das Spiel ist aus/);
    expect(context.log.filter((l) => /^Runde \d+ beginnt/.test(l.text))).toHaveLength(options.runden);
    actor.stop();
  });

  test('the machine’s state always mirrors the engine’s phase and seat', async () => {
    const seen = new Set<string>();
    for (const [seed, options] of [
      [11, { spieler: 2, runden: 2, startSeat: 1 }],
      [12, { spieler: 3, runden: 3, startSeat: 0 }],
    ] as const) {
      const actor = startPlay(options, seed);
      actor.subscribe((snap) => {
        const phase = dudab.phase(snap.context.state);
        const top = typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0]!;
        if (phase === 'spielende') expect(top).toBe('GAME_OVER');
        else {
          expect(top).toBe(phase);
          const who = dudab.toAct(snap.context.state) === 0 ? 'human' : 'bot';
          expect(snap.matches({ [phase]: who } as never)).toBe(true);
        }
        seen.add(top);
      });
      await playOut(actor);
      actor.stop();
    }
    for (const p of ['zug', 'wunsch', 'verhext', 'rundenende', 'GAME_OVER']) expect(seen).toContain(p);
  });

  test('rundenende: the reader starts the next round with naechsteRunde; a bot starts it by itself', async () => {
    // 2 players, start seat 1: round 2 starts with seat 0 (the reader).
    const actor = startPlay({ spieler: 2, runden: 3, startSeat: 1 }, 21);
    const atEnd = await playOut(actor, (s) => s.phase === 'rundenende');
    expect(atEnd.matches({ rundenende: 'human' } as never)).toBe(true);
    expect(dudab.legalMoves(atEnd.context.state)).toEqual([{ type: 'naechsteRunde', seat: 0 }]);
    actor.send({ type: 'MOVE', move: { type: 'ziehen', seat: 0 } });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ kind: 'illegal', rule: 'rundenende' });
    actor.send({ type: 'MOVE', move: { type: 'naechsteRunde', seat: 0 } });
    const next = actor.getSnapshot();
    expect(next.context.state.runde).toBe(2);
    expect(next.matches({ zug: 'human' } as never)).toBe(true);
    // Round 3 starts with seat 1, a bot: it sends naechsteRunde itself.
    const later = await playOut(actor, (s) => s.runde === 3);
    expect(later.context.moves.filter((m) => m.type === 'naechsteRunde').map((m) => m.seat)).toEqual([0, 1]);
    actor.stop();
  });

  test('an illegal MOVE leaves the state unchanged; the feedback names a rule anchor of the page', async () => {
    const actor = startPlay({ spieler: 3, runden: 1, startSeat: 0 }, 12);
    let snap = await settle(actor);
    let tries = 0;
    for (let i = 0; i < 30 && !snap.matches('GAME_OVER'); i++) {
      const { state } = snap.context;
      const candidates: DudabMove[] = [
        { type: 'strafe', seat: 0 },
        { type: 'nichtReduzieren', seat: 0 },
        { type: 'naechsteRunde', seat: 0 },
        ...state.hands[0]!.map((karte): DudabMove => ({ type: 'legen', seat: 0, karte, reihe: 1 })),
      ];
      for (const move of candidates.filter((m) => !dudab.check(state, m).ok)) {
        actor.send({ type: 'MOVE', move });
        const after = actor.getSnapshot().context;
        expect(after.state).toEqual(state);
        const verdict = dudab.check(state, move);
        expect(after.feedback).toEqual(verdict.ok ? null : { kind: 'illegal', text: verdict.reason, rule: verdict.rule });
        expect(anchors).toContain(after.feedback?.kind === 'illegal' ? after.feedback.rule : '');
        tries++;
      }
      actor.send({ type: 'MOVE', move: heuristicBot(dudab.view(state, 0), makeRng(i)) });
      snap = await settle(actor);
    }
    expect(tries).toBeGreaterThan(30);
    actor.stop();
  });

  test('TIPP proposes a legal move for seat 0 with its German description and why', async () => {
    const actor = startPlay({ spieler: 4, runden: 1, startSeat: 0 }, 31);
    for (let i = 0; i < 10; i++) {
      const snap = await settle(actor);
      if (snap.matches('GAME_OVER')) break;
      actor.send({ type: 'HINT' });
      // the hint explainer loads with the first „Tipp“: the answer comes asynchronously
      const fb = (await waitFor(actor, (s) => s.context.feedback !== null)).context.feedback;
      expect(fb?.kind).toBe('hint');
      if (fb?.kind !== 'hint') return;
      expect(dudab.check(snap.context.state, fb.move)).toEqual({ ok: true });
      expect(fb.text.startsWith(dudab.describe(snap.context.state, fb.move, dudabKit.seatNames(snap.context.options)).replace(/\.$/, ''))).toBe(true);
      expect(fb.text).toMatch(/^Du .*\.$/);
      actor.send({ type: 'MOVE', move: fb.move });
    }
    actor.stop();
  });

  test('UNDO returns to before the reader’s last move; NEU deals a new game', async () => {
    const options: DudabOptions = { spieler: 3, runden: 2, startSeat: 0 };
    const actor = startPlay(options, 8);
    const decisions: DudabMove[][] = [];
    for (let i = 0; i < 6; i++) {
      const snap = await settle(actor);
      decisions.push(snap.context.moves);
      actor.send({ type: 'MOVE', move: heuristicBot(dudab.view(snap.context.state, 0), makeRng(i)) });
    }
    await settle(actor);
    for (const expected of [...decisions].reverse()) {
      actor.send({ type: 'UNDO' });
      const snap = await settle(actor);
      expect(snap.context.moves).toEqual(expected);
      expect(snap.context.state).toEqual(expected.reduce((s, m) => dudab.play(s, m), dudab.deal(options, 8)));
    }
    actor.send({ type: 'NEW_GAME', options: { spieler: 5, runden: 1, startSeat: 2 }, seed: 99, level: 'anfaenger' });
    const snap = await settle(actor);
    expect(snap.context.options).toEqual({ spieler: 5, runden: 1, startSeat: 2 });
    expect(snap.context.state.hands).toHaveLength(5);
    expect(snap.context.state.reihen).toHaveLength(3);
    actor.stop();
  });
});
