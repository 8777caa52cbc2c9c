/**
 * Links reproduce what they name: every example step link opens that step with exactly the same
 * table; every free-play code restores the same position and log; random and damaged codes never
 * throw and give a German message.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  makePartieCode,
  makePartieHref,
  makeScenarioHref,
  parsePartieCode,
  parsePartieParams,
  parseScenarioParams,
} from '../../../src/games/core/codec';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { stateAtStep } from '../../../src/games/core/scenario';
import { durakKit } from '../../../src/games/durak/kit';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import { ganjifaPlayMachine, ganjifaTutorialMachine } from '../../../src/games/ganjifa/machine';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import { ganjifaScenarios } from '../../../src/games/ganjifa/scenarios';
import type { GanjifaMove } from '../../../src/games/ganjifa/types';

const PAGE = '/spiele/ganjifa/';
const ORIGIN = 'https://kartenspiele.example';

/** A random partie: seed, level and the first `n` moves of a seeded random game. */
function randomPartie(seed: number, n: number) {
  let s = ganjifa.deal({}, seed);
  const rng = makeRng(deriveSeed(seed, 3));
  const moves: GanjifaMove[] = [];
  while (moves.length < n && !ganjifa.isOver(s)) {
    const l = ganjifa.legalMoves(s);
    const m = l[randomInt(rng, l.length)]!;
    moves.push(m);
    s = ganjifa.play(s, m);
  }
  return { partie: { options: {}, level: seed % 2 ? 'anfaenger' : 'fortgeschritten', seed, moves }, state: s };
}

describe('example step links', () => {
  const tutorial = ganjifaTutorialMachine.provide({ delays: { zugPause: 0 } });
  const cases = ganjifaScenarios.flatMap((s) => s.steps.map((_, i) => [s.id, i + 1] as const));

  test.each(cases)('„%s“ Schritt %i: link → parse → the example shows exactly that step', async (id, step) => {
    const href = makeScenarioHref(PAGE, id, step);
    expect(href).toBe(`${PAGE}?szenario=${id}&schritt=${step}`);
    const parsed = parseScenarioParams(new URL(href, ORIGIN).search, ganjifaScenarios);
    expect(parsed).toEqual({ ok: true, value: { id, step } });
    const scenario = ganjifaScenarios.find((s) => s.id === id)!;
    const actor = createActor(tutorial, { input: { scenario, step } });
    actor.start();
    const snap = await waitFor(actor, (s) => s.value !== 'gegnerZieht', { timeout: 1000 });
    expect(snap.context.step).toBe(step);
    expect(snap.context.state).toEqual(stateAtStep(ganjifa, scenario, step));
    actor.stop();
  });

  test('links to steps or examples that do not exist give a German notice', () => {
    const s = ganjifaScenarios[0]!;
    const beyond = parseScenarioParams(`?szenario=${s.id}&schritt=${s.steps.length + 1}`, ganjifaScenarios);
    expect(beyond?.ok).toBe(false);
    expect(parseScenarioParams('?szenario=schummeln&schritt=1', ganjifaScenarios)?.ok).toBe(false);
  });
});

describe('partie codes', () => {
  test('round trip for random positions (every prefix length), the period being the first move', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { partie, state } = randomPartie(seed * 7919, (seed * 37) % 130);
      const code = makePartieCode(ganjifaKit, partie);
      expect(code).toMatch(/^AG\.[01][0-9a-z]+\.[A-Za-z0-9_-]*$/);
      const parsed = parsePartieCode(ganjifaKit, code);
      expect(parsed).toEqual({ ok: true, value: partie });
      if (!parsed.ok) continue;
      expect(parsed.value.moves.reduce((s, m) => ganjifa.play(s, m), ganjifa.deal({}, seed * 7919))).toEqual(state);
    }
  });

  test('a whole deal fits the move limit, and one move more is refused', () => {
    const { partie, state } = randomPartie(5, 500);
    expect(ganjifa.isOver(state)).toBe(true);
    expect(partie.moves.length).toBeLessThanOrEqual(ganjifaKit.maxMoves!);
    const code = makePartieCode(ganjifaKit, partie);
    const extra = parsePartieCode(ganjifaKit, `${code}A`);
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.error).toMatch(/nach dem Ende|mehr Spielaktionen/);
  });

  test('a Durak code is refused with a German message', () => {
    const durakCode = makePartieCode(durakKit, { options: { players: 2, transfer: false }, level: 'anfaenger', seed: 7, moves: [] });
    const r = parsePartieCode(ganjifaKit, durakCode);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Ganjifa/);
  });

  test('10,000 random and mutated strings never throw', () => {
    const rng = makeRng(2026);
    const good = makePartieCode(ganjifaKit, randomPartie(77, 60).partie);
    const alphabet = 'AGg.0123456789abcdefxyzABCZ_-!%é ';
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      let s: string;
      if (i % 2 === 0) {
        const chars = good.split('');
        const edits = 1 + randomInt(rng, 3);
        for (let e = 0; e < edits; e++) {
          const at = randomInt(rng, chars.length + 1);
          const op = randomInt(rng, 3);
          const ch = alphabet[randomInt(rng, alphabet.length)]!;
          if (op === 0) chars.splice(at, 0, ch);
          else if (op === 1) chars.splice(at, 1);
          else chars[at] = ch;
        }
        s = chars.join('');
      } else {
        s = Array.from({ length: randomInt(rng, 40) }, () => alphabet[randomInt(rng, alphabet.length)]).join('');
      }
      const r = parsePartieCode(ganjifaKit, s);
      if (r.ok) {
        accepted++;
        expect(makePartieCode(ganjifaKit, r.value)).toBe(s);
      } else {
        expect(r.error.length).toBeGreaterThan(10);
      }
      expect(() => parsePartieParams(ganjifaKit, `?partie=${encodeURIComponent(s)}`)).not.toThrow();
    }
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('free-play links', () => {
  const play = ganjifaPlayMachine.provide({ delays: { botPause: 0 } });

  test.each([
    [101, 'anfaenger'],
    [202, 'fortgeschritten'],
  ])('seed %i, %s: a link taken at any reader decision restores that position and log', async (seed, level) => {
    const actor = createActor(play, { input: { options: {}, seed, level } });
    actor.start();
    const rng = makeRng(seed);
    for (let i = 0; i < 200; i++) {
      const snap = await waitFor(actor, (s) => s.matches('GAME_OVER') || ganjifa.toAct(s.context.state) === 0, { timeout: 5000 });
      const { context } = snap;
      const code = makePartieCode(ganjifaKit, { options: context.options, level: context.level, seed: context.seed, moves: context.moves });
      const parsed = parsePartieParams(ganjifaKit, new URL(makePartieHref(PAGE, code), ORIGIN).search);
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
      const legal = ganjifa.legalMoves(context.state);
      actor.send({ type: 'MOVE', move: legal[randomInt(rng, legal.length)]! });
    }
    expect(actor.getSnapshot().matches('GAME_OVER')).toBe(true);
    actor.stop();
  });
});
