/**
 * Links reproduce what they name: every tutorial step link opens that step with exactly the same
 * table, every free-play link (reload or share) restores exactly the same position and log, random
 * positions round-trip through the code, and no damaged or random string makes the parser throw.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { makePartieCode, makePartieHref, makeScenarioHref, parsePartieCode, parsePartieParams, parseScenarioParams } from '../../../src/games/core/codec';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { stateAtStep } from '../../../src/games/core/scenario';
import { heuristicBot, randomBot } from '../../../src/games/dudab/bots';
import { dudabKit } from '../../../src/games/dudab/kit';
import { dudabPlayMachine, dudabTutorialMachine } from '../../../src/games/dudab/machine';
import { dudab } from '../../../src/games/dudab/rules';
import { dudabScenarios } from '../../../src/games/dudab/scenarios';
import type { DudabMove, DudabOptions } from '../../../src/games/dudab/types';

const PAGE = '/spiele/dudab/';
const ORIGIN = 'https://kartenspiele.example';

describe('tutorial step links', () => {
  const tutorial = dudabTutorialMachine.provide({ delays: { zugPause: 0 } });
  const cases = dudabScenarios.flatMap((s) => s.steps.map((_, i) => [s.id, i + 1] as const));

  test('scenario ids need no escaping in a link', () => {
    for (const s of dudabScenarios) expect(encodeURIComponent(s.id)).toBe(s.id);
  });

  test.each(cases)('„%s“ Schritt %i: link → parse → tutorial shows exactly that step', async (id, step) => {
    const href = makeScenarioHref(PAGE, id, step);
    const parsed = parseScenarioParams(new URL(href, ORIGIN).search, dudabScenarios);
    expect(parsed).toEqual({ ok: true, value: { id, step } });
    if (!parsed?.ok) return;
    const scenario = dudabScenarios.find((s) => s.id === id)!;
    const actor = createActor(tutorial, { input: { scenario, step } });
    actor.start();
    const snap = await waitFor(actor, (s) => s.value !== 'gegnerZieht', { timeout: 1000 });
    expect(snap.context.step).toBe(step);
    expect(snap.context.state).toEqual(stateAtStep(dudab, scenario, step));
    actor.stop();
  });

  test('links to steps or examples that do not exist give a German notice', () => {
    const s = dudabScenarios[0]!;
    const beyond = parseScenarioParams(new URL(makeScenarioHref(PAGE, s.id, s.steps.length + 1), ORIGIN).search, dudabScenarios);
    expect(beyond?.ok).toBe(false);
    expect(parseScenarioParams('?szenario=schummeln&schritt=1', dudabScenarios)?.ok).toBe(false);
  });
});

/** Plays a seeded match with bots for `count` decisions (or to its end). */
function randomPartie(options: DudabOptions, seed: number, count: number): DudabMove[] {
  let s = dudab.deal(options, seed);
  const moves: DudabMove[] = [];
  for (let i = 0; i < count && !dudab.isOver(s); i++) {
    const seat = dudab.toAct(s)!;
    const bot = (seed + i) % 3 === 0 ? heuristicBot : randomBot;
    const m = bot(dudab.view(s, seat), makeRng(deriveSeed(seed, i)));
    moves.push(m);
    s = dudab.play(s, m);
  }
  return moves;
}

describe('free-play links', () => {
  const play = dudabPlayMachine.provide({ delays: { botPause: 0 } });

  test.each<[number, DudabOptions, string]>([
    [101, { spieler: 2, runden: 2, startSeat: 0 }, 'anfaenger'],
    [202, { spieler: 3, runden: 1, startSeat: 1 }, 'fortgeschritten'],
    [404, { spieler: 6, runden: 1, startSeat: 3 }, 'anfaenger'],
  ])('seed %i, %o, %s: a link taken at any reader decision restores that position', async (seed, options, level) => {
    const actor = createActor(play, { input: { options, seed, level } });
    actor.start();
    const rng = makeRng(seed);
    for (let i = 0; i < 400; i++) {
      const snap = await waitFor(actor, (s) => s.matches('GAME_OVER') || dudab.toAct(s.context.state) === 0, { timeout: 10_000 });
      const { context } = snap;
      if (i % 4 === 0 || snap.matches('GAME_OVER')) {
        const code = makePartieCode(dudabKit, { options: context.options, level: context.level, seed: context.seed, moves: context.moves });
        const parsed = parsePartieParams(dudabKit, new URL(makePartieHref(PAGE, code), ORIGIN).search);
        expect(parsed?.ok).toBe(true);
        if (!parsed?.ok) return;
        const reopened = createActor(play, { input: { ...parsed.value } });
        reopened.start();
        const again = reopened.getSnapshot();
        expect(again.value).toEqual(snap.value);
        expect(again.context.state).toEqual(context.state);
        expect(again.context.log).toEqual(context.log);
        reopened.stop();
      }
      if (snap.matches('GAME_OVER')) break;
      const legal = dudab.legalMoves(context.state);
      actor.send({ type: 'MOVE', move: legal[randomInt(rng, legal.length)]! });
    }
    expect(actor.getSnapshot().matches('GAME_OVER')).toBe(true);
    actor.stop();
  });

  test('random positions round-trip through the code', () => {
    for (let k = 0; k < 60; k++) {
      const spieler = 2 + (k % 5);
      const options = { spieler, runden: 1 + (k % 3), startSeat: k % spieler };
      const seed = deriveSeed(555, k);
      const moves = randomPartie(options, seed, (k * 37) % 400);
      const level = k % 2 ? 'anfaenger' : 'fortgeschritten';
      const code = makePartieCode(dudabKit, { options, level, seed, moves });
      expect(code).toMatch(/^A[2-6][1-9a][0-5]\.[01][0-9a-z]+\.[A-Za-z0-9_-]*$/);
      expect(parsePartieCode(dudabKit, code)).toEqual({ ok: true, value: { options, level, seed, moves } });
    }
  });

  test('a whole 10-round game fits comfortably into a link', () => {
    const options = { spieler: 6, runden: 10, startSeat: 0 };
    const moves = randomPartie(options, 9, 100_000);
    const code = makePartieCode(dudabKit, { options, level: 'anfaenger', seed: 9, moves });
    expect(moves.length).toBeLessThan(dudabKit.maxMoves!);
    expect(code.length).toBeLessThan(2500);
    expect(parsePartieCode(dudabKit, code).ok).toBe(true);
  });
});

describe('bad links never throw', () => {
  const valid = [0, 1, 2, 3].map((k) => {
    const options = { spieler: 2 + k, runden: 2, startSeat: 0 };
    return makePartieCode(dudabKit, { options, level: 'anfaenger', seed: 1000 + k, moves: randomPartie(options, 1000 + k, 150) });
  });
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%äöü ';

  test('10,000 random and mutated strings give a Result, never an exception', () => {
    const rng = makeRng(4711);
    let oks = 0;
    for (let i = 0; i < 10_000; i++) {
      let code: string;
      if (i % 2 === 0) {
        const base = valid[i % valid.length]!;
        const chars = base.split('');
        const edits = 1 + randomInt(rng, 3);
        for (let e = 0; e < edits; e++) {
          const at = randomInt(rng, chars.length + 1);
          const ch = ALPHABET[randomInt(rng, ALPHABET.length)]!;
          const op = randomInt(rng, 3);
          if (op === 0) chars.splice(at, 1);
          else if (op === 1) chars.splice(at, 0, ch);
          else chars[Math.min(at, chars.length - 1)] = ch;
        }
        code = chars.join('');
      } else {
        const n = randomInt(rng, 40);
        code = '';
        for (let k = 0; k < n; k++) code += ALPHABET[randomInt(rng, ALPHABET.length)]!;
        if (i % 4 === 1) code = `A${code}`;
      }
      let result;
      expect(() => (result = parsePartieCode(dudabKit, code))).not.toThrow();
      expect(result).toHaveProperty('ok');
      if ((result as unknown as { ok: boolean }).ok) oks++;
      else expect((result as unknown as { error: string }).error).toMatch(/^[A-ZÄÖÜ]/);
      expect(() => parsePartieParams(dudabKit, `?partie=${encodeURIComponent(code)}`)).not.toThrow();
    }
    // Some mutations still name a legal game (a changed move index can be another legal move).
    expect(oks).toBeLessThan(5000);
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
