/**
 * Bambuti links reproduce what they name: every example step link opens that step with exactly
 * the same table, every free-play link (reload or share) restores exactly the same position and
 * log, random positions round-trip through the partie code, and 10,000 random or mutated strings
 * never make the parser throw.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { makePartieCode, makePartieHref, makeScenarioHref, parsePartieCode, parsePartieParams, parseScenarioParams } from '../../../src/games/core/codec';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { stateAtStep } from '../../../src/games/core/scenario';
import { bambutiKit } from '../../../src/games/bambuti/kit';
import { bambutiPlayMachine, bambutiTutorialMachine } from '../../../src/games/bambuti/machine';
import { bambuti } from '../../../src/games/bambuti/rules';
import { bambutiScenarios } from '../../../src/games/bambuti/scenarios';
import type { BambutiMove } from '../../../src/games/bambuti/types';

const PAGE = '/spiele/bambuti/';
const ORIGIN = 'https://kartenspiele.example';

describe('example step links', () => {
  const tutorial = bambutiTutorialMachine.provide({ delays: { zugPause: 0 } });
  const cases = bambutiScenarios.flatMap((s) => s.steps.map((_, i) => [s.id, i + 1] as const));

  test.each(cases)('„%s“ Schritt %i: link → parse → the tutorial shows exactly that step', async (id, step) => {
    const href = makeScenarioHref(PAGE, id, step);
    expect(href).toBe(`${PAGE}?szenario=${id}&schritt=${step}`);
    const parsed = parseScenarioParams(new URL(href, ORIGIN).search, bambutiScenarios);
    expect(parsed).toEqual({ ok: true, value: { id, step } });
    const scenario = bambutiScenarios.find((s) => s.id === id)!;
    const actor = createActor(tutorial, { input: { scenario, step } });
    actor.start();
    const snap = await waitFor(actor, (s) => s.value !== 'gegnerZieht', { timeout: 1000 });
    expect(snap.context.step).toBe(step);
    expect(snap.context.state).toEqual(stateAtStep(bambuti, scenario, step));
    actor.stop();
  });

  test('a step that does not exist or an unknown example gives a German notice', () => {
    const s = bambutiScenarios[0]!;
    const beyond = parseScenarioParams(new URL(makeScenarioHref(PAGE, s.id, s.steps.length + 1), ORIGIN).search, bambutiScenarios);
    expect(beyond?.ok).toBe(false);
    expect(parseScenarioParams('?szenario=mogeln&schritt=1', bambutiScenarios)?.ok).toBe(false);
  });
});

describe('free-play links', () => {
  const play = bambutiPlayMachine.provide({ delays: { botPause: 0 } });

  test.each([
    [101, 0, 'anfaenger'],
    [202, 1, 'fortgeschritten'],
    [303, 1, 'anfaenger'],
  ])('seed %i, start seat %i, %s: a link taken at any decision of the reader restores it', async (seed, startSeat, level) => {
    const options = { startSeat };
    const actor = createActor(play, { input: { options, seed, level } });
    actor.start();
    const rng = makeRng(seed);
    for (let i = 0; i < 100; i++) {
      const snap = await waitFor(actor, (s) => s.matches('GAME_OVER') || bambuti.toAct(s.context.state) === 0, { timeout: 5000 });
      const { context } = snap;
      const code = makePartieCode(bambutiKit, { options: context.options, level: context.level, seed: context.seed, moves: context.moves });
      expect(code).toMatch(/^A[01]\.[01][0-9a-z]+\.[A-Za-z0-9_-]*$/);
      const parsed = parsePartieParams(bambutiKit, new URL(makePartieHref(PAGE, code), ORIGIN).search);
      expect(parsed?.ok).toBe(true);
      if (!parsed?.ok) return;
      const reopened = createActor(play, { input: { ...parsed.value } });
      reopened.start();
      const again = reopened.getSnapshot();
      expect(again.value).toEqual(snap.value);
      expect(again.context.state).toEqual(context.state);
      expect(again.context.log).toEqual(context.log);
      reopened.stop();
      if (snap.matches('GAME_OVER')) break;
      const legal = bambuti.legalMoves(context.state);
      actor.send({ type: 'MOVE', move: legal[randomInt(rng, legal.length)]! });
    }
    expect(actor.getSnapshot().matches('GAME_OVER')).toBe(true);
    actor.stop();
  });

  test('random positions round-trip through the partie code', () => {
    for (let g = 0; g < 150; g++) {
      const seed = deriveSeed(4711, g);
      const options = { startSeat: g % 2 };
      const rng = makeRng(seed);
      const steps = randomInt(rng, 70);
      const moves: BambutiMove[] = [];
      let s = bambuti.deal(options, seed);
      for (let i = 0; i < steps && !bambuti.isOver(s); i++) {
        const l = bambuti.legalMoves(s);
        const mv = l[randomInt(rng, l.length)]!;
        moves.push(mv);
        s = bambuti.play(s, mv);
      }
      const level = g % 3 ? 'fortgeschritten' : 'anfaenger';
      const code = makePartieCode(bambutiKit, { options, level, seed, moves });
      expect(parsePartieCode(bambutiKit, code)).toEqual({ ok: true, value: { options, level, seed, moves } });
    }
  });

  test('10,000 random and mutated strings never throw, and every failure is a German sentence', () => {
    const rng = makeRng(99);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.%äöü ';
    const good: string[] = [];
    for (let g = 0; g < 10; g++) {
      let s = bambuti.deal({ startSeat: g % 2 }, g);
      const moves: BambutiMove[] = [];
      for (let i = 0; i < 10 * g && !bambuti.isOver(s); i++) {
        const l = bambuti.legalMoves(s);
        const mv = l[randomInt(rng, l.length)]!;
        moves.push(mv);
        s = bambuti.play(s, mv);
      }
      good.push(makePartieCode(bambutiKit, { options: { startSeat: g % 2 }, level: 'anfaenger', seed: g, moves }));
    }
    let failures = 0;
    for (let k = 0; k < 10_000; k++) {
      let text: string;
      if (k % 2 === 0) {
        const n = randomInt(rng, 40);
        text = '';
        for (let i = 0; i < n; i++) text += alphabet[randomInt(rng, alphabet.length)];
        if (k % 4 === 0) text = 'A' + text;
      } else {
        const base = good[randomInt(rng, good.length)]!.split('');
        const edits = 1 + randomInt(rng, 3);
        for (let e = 0; e < edits; e++) {
          const at = randomInt(rng, base.length + 1);
          const kind = randomInt(rng, 3);
          if (kind === 0) base.splice(at, 1);
          else if (kind === 1) base.splice(at, 0, alphabet[randomInt(rng, alphabet.length)]!);
          else base[Math.min(at, base.length - 1)] = alphabet[randomInt(rng, alphabet.length)]!;
        }
        text = base.join('');
      }
      let r;
      expect(() => (r = parsePartieCode(bambutiKit, text))).not.toThrow();
      const result = r as unknown as ReturnType<typeof parsePartieCode>;
      if (!result.ok) {
        failures++;
        expect(result.error).toMatch(/^[A-ZÄÖÜ].*[.!?]$/);
      }
    }
    expect(failures).toBeGreaterThan(8000);
  });
});
