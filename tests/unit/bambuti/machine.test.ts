/**
 * The Bambuti free-play machine (core/playMachine.ts with the Bambuti kit): whole games through the
 * phases anordnen → legen ⇄ trommeln → GAME_OVER, the machine's state mirroring the engine, German
 * feedback with a page anchor for illegal moves, „Tipp“, „Rückgängig“, „Neu geben“, and the
 * options codec of the kit.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { replayPartie } from '../../../src/games/core/playMachine';
import { makeRng } from '../../../src/games/core/rng';
import { bambutiKit, bambutiOptionsCodec } from '../../../src/games/bambuti/kit';
import { bambutiPlayMachine } from '../../../src/games/bambuti/machine';
import { RULE_ANCHORS, bambuti } from '../../../src/games/bambuti/rules';
import { heuristicBot } from '../../../src/games/bambuti/bots';
import { MASK_IDS } from '../../../src/games/bambuti/cards';
import type { BambutiMove, BambutiOptions, BambutiState } from '../../../src/games/bambuti/types';

const fast = bambutiPlayMachine.provide({ delays: { botPause: 0 } });
const anchors: readonly string[] = RULE_ANCHORS;

function start(options: BambutiOptions, seed: number, level = 'fortgeschritten', moves?: BambutiMove[]) {
  const actor = createActor(fast, { input: { options, seed, level, moves } });
  actor.start();
  return actor;
}
type Actor = ReturnType<typeof start>;

const settle = (actor: Actor) => waitFor(actor, (s) => s.matches('GAME_OVER') || bambuti.toAct(s.context.state) === 0, { timeout: 5000 });

async function playOut(actor: Actor, until: (s: BambutiState) => boolean = () => false) {
  for (let i = 0; i < 200; i++) {
    const snap = await settle(actor);
    if (snap.matches('GAME_OVER') || until(snap.context.state)) return snap;
    actor.send({ type: 'MOVE', move: heuristicBot(bambuti.view(snap.context.state, 0), makeRng(i)) });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  }
  throw new Error('game did not end');
}

describe('Bambuti free play', () => {
  test.each([
    [1, 0, 'fortgeschritten'],
    [2, 1, 'anfaenger'],
    [3, 1, 'fortgeschritten'],
    [4, 0, 'anfaenger'],
  ])('seed %i, start seat %i, %s: a whole game to GAME_OVER, consistent with the engine', async (seed, startSeat, level) => {
    const options = { startSeat };
    const actor = start(options, seed, level);
    const end = await playOut(actor);
    const { context } = end;
    const replayed = context.moves.reduce((s, m) => bambuti.play(s, m), bambuti.deal(options, seed));
    expect(bambuti.isOver(replayed)).toBe(true);
    expect(context.state).toEqual(replayed);
    expect(context.log).toEqual(replayPartie(bambutiKit, options, seed, context.moves).log);
    expect(context.moves.filter((m) => m.type === 'legen')).toHaveLength(32);
    const last = context.log.at(-1)!.text;
    expect(last).toMatch(/gewinnst|gewinnt|Unentschieden/);
    expect(context.log.some((l) => l.text.startsWith('Schlusswertung'))).toBe(true);
    actor.stop();
  });

  test('the machine’s state always mirrors the engine’s phase; all phases are visited', async () => {
    const actor = start({ startSeat: 1 }, 77);
    const seen = new Set<string>();
    actor.subscribe((snap) => {
      const phase = bambuti.phase(snap.context.state);
      const top = typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0]!;
      if (phase === 'spielende') expect(top).toBe('GAME_OVER');
      else {
        expect(top).toBe(phase);
        const who = bambuti.toAct(snap.context.state) === 0 ? 'human' : 'bot';
        expect(snap.matches({ [phase]: who } as never)).toBe(true);
      }
      seen.add(top);
    });
    await playOut(actor);
    expect([...seen].sort()).toEqual(['GAME_OVER', 'anordnen', 'legen', 'trommeln']);
  });

  test('an illegal MOVE leaves everything unchanged and gives the engine’s German reason with a page anchor', async () => {
    const actor = start({ startSeat: 0 }, 12);
    let snap = await settle(actor);
    let tries = 0;
    for (let i = 0; i < 20 && !snap.matches('GAME_OVER'); i++) {
      const { state } = snap.context;
      const foreign = MASK_IDS.find((c) => !state.hands[0]!.includes(c))!;
      const bad: BambutiMove[] = [
        { type: 'legen', seat: 0, karte: foreign, reihe: 0, spalte: 1 },
        { type: 'trommeln', seat: 0 },
        { type: 'weiter', seat: 0 },
        { type: 'anordnen', seat: 0, karten: state.hands[0]!.slice(0, 5) },
      ].filter((m) => !bambuti.check(state, m as BambutiMove).ok) as BambutiMove[];
      for (const move of bad) {
        actor.send({ type: 'MOVE', move });
        const after = actor.getSnapshot().context;
        expect(after.state).toEqual(state);
        const v = bambuti.check(state, move);
        expect(after.feedback).toEqual(v.ok ? null : { kind: 'illegal', text: v.reason, rule: v.rule });
        expect(anchors).toContain(after.feedback?.kind === 'illegal' ? after.feedback.rule : '');
        tries++;
      }
      actor.send({ type: 'MOVE', move: heuristicBot(bambuti.view(state, 0), makeRng(i)) });
      snap = await settle(actor);
    }
    expect(tries).toBeGreaterThan(30);
  });

  test('TIPP proposes the reader a legal move with a German sentence', async () => {
    const actor = start({ startSeat: 0 }, 31);
    for (let i = 0; i < 8; i++) {
      const snap = await settle(actor);
      actor.send({ type: 'HINT' });
      // the hint explainer loads with the first „Tipp“: the answer comes asynchronously
      const fb = (await waitFor(actor, (s) => s.context.feedback !== null)).context.feedback;
      expect(fb?.kind).toBe('hint');
      if (fb?.kind !== 'hint') return;
      expect(bambuti.check(snap.context.state, fb.move)).toEqual({ ok: true });
      expect(fb.text).toMatch(/^Du (legst|spielst) .*, weil .*\.$/);
      actor.send({ type: 'MOVE', move: fb.move });
    }
  });

  test('UNDO goes back to before the reader’s last decision; NEU deals again', async () => {
    const options = { startSeat: 1 };
    const actor = start(options, 8);
    const decisions: BambutiMove[][] = [];
    for (let i = 0; i < 6; i++) {
      const snap = await settle(actor);
      decisions.push(snap.context.moves);
      actor.send({ type: 'MOVE', move: heuristicBot(bambuti.view(snap.context.state, 0), makeRng(i)) });
    }
    await settle(actor);
    for (const expected of [...decisions].reverse()) {
      actor.send({ type: 'UNDO' });
      const snap = actor.getSnapshot();
      expect(snap.context.moves).toEqual(expected);
      expect(snap.context.state).toEqual(expected.reduce((s, m) => bambuti.play(s, m), bambuti.deal(options, 8)));
    }
    actor.send({ type: 'NEW_GAME', options: { startSeat: 0 }, seed: 99, level: 'anfaenger' });
    const fresh = await settle(actor);
    expect(fresh.context.options).toEqual({ startSeat: 0 });
    expect(fresh.context.moves).toEqual([]);
    expect(bambuti.phase(fresh.context.state)).toBe('anordnen');
  });

  test('the bot arranges after the reader without seeing the reader’s arrangement (B14)', async () => {
    const actor = start({ startSeat: 0 }, 5);
    const snap = await settle(actor);
    expect(bambuti.phase(snap.context.state)).toBe('anordnen');
    actor.send({ type: 'MOVE', move: heuristicBot(bambuti.view(snap.context.state, 0), makeRng(1)) });
    const after = await settle(actor);
    expect(bambuti.phase(after.context.state)).toBe('legen');
    expect(after.context.moves.map((m) => m.type)).toEqual(['anordnen', 'anordnen']);
    expect(after.context.log.map((l) => l.text)).toContain('Anna legt die erste Auslage verdeckt aus.');
  });
});

describe('kit', () => {
  test('levels, phases, names', () => {
    expect(bambutiKit.levels).toEqual([
      { id: 'anfaenger', label: 'Anfänger' },
      { id: 'fortgeschritten', label: 'Fortgeschritten' },
      { id: 'profi', label: 'Profi' },
    ]);
    expect(bambutiKit.phases).toEqual(['anordnen', 'legen', 'trommeln']);
    expect(bambutiKit.seatNames({ startSeat: 1 })).toEqual(['Du', 'Anna']);
  });
  test('options codec: one digit, round trip, German errors, never . or -', () => {
    for (const startSeat of [0, 1]) {
      const code = bambutiOptionsCodec.make({ startSeat });
      expect(code).toMatch(/^[01]$/);
      expect(bambutiOptionsCodec.parse(code)).toEqual({ ok: true, value: { startSeat } });
    }
    for (const bad of ['', '2', '00', 'a', '-1', '0.']) {
      const r = bambutiOptionsCodec.parse(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^Bei Bambuti/);
    }
  });
});
