/**
 * Links reproduce what they name: every tutorial step link opens that step with exactly the same
 * table, and every free-play link (reload or share) restores exactly the same position and log.
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { makePartieCode, makePartieHref, makeScenarioHref, parsePartieCode, parsePartieParams, parseScenarioParams, type Partie } from '../../../src/games/core/codec';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { stateAtStep } from '../../../src/games/core/scenario';
import { durakKit } from '../../../src/games/durak/kit';
import { durakPlayMachine, durakTutorialMachine } from '../../../src/games/durak/machine';
import { durak } from '../../../src/games/durak/rules';
import { durakScenarios } from '../../../src/games/durak/scenarios';
import type { DurakMove, DurakOptions } from '../../../src/games/durak/types';

const PAGE = '/spiele/durak/';
const ORIGIN = 'https://kartenspiele.example';

describe('tutorial step links', () => {
  const tutorial = durakTutorialMachine.provide({ delays: { zugPause: 0 } });
  const cases = durakScenarios.flatMap((s) => s.steps.map((_, i) => [s.id, i + 1] as const));

  test('scenario ids need no escaping in a link', () => {
    for (const s of durakScenarios) expect(encodeURIComponent(s.id)).toBe(s.id);
  });

  test.each(cases)('„%s“ Schritt %i: link → parse → tutorial shows exactly that step', async (id, step) => {
    const href = makeScenarioHref(PAGE, id, step);
    expect(href).toBe(`${PAGE}?szenario=${id}&schritt=${step}`);
    const url = new URL(href, ORIGIN);
    expect(url.pathname).toBe(PAGE);
    const parsed = parseScenarioParams(url.search, durakScenarios);
    expect(parsed).toEqual({ ok: true, value: { id, step } });
    if (!parsed?.ok) return;
    const scenario = durakScenarios.find((s) => s.id === parsed.value.id)!;
    const actor = createActor(tutorial, { input: { scenario, step: parsed.value.step } });
    actor.start();
    const snap = await waitFor(actor, (s) => s.value !== 'gegnerZieht', { timeout: 1000 });
    expect(snap.context.step).toBe(step);
    expect(snap.context.state).toEqual(stateAtStep(durak, scenario, step));
    actor.stop();
  });

  test('links to steps that do not exist give a German notice', () => {
    const s = durakScenarios[0]!;
    const beyond = parseScenarioParams(new URL(makeScenarioHref(PAGE, s.id, s.steps.length + 1), ORIGIN).search, durakScenarios);
    expect(beyond?.ok).toBe(false);
    const unknown = parseScenarioParams('?szenario=schummeln&schritt=1', durakScenarios);
    expect(unknown?.ok).toBe(false);
  });
});

describe('free-play links', () => {
  const play = durakPlayMachine.provide({ delays: { botPause: 0 } });
  const cases: [number, DurakOptions, string][] = [
    [101, { players: 2, transfer: false }, 'anfaenger'],
    [202, { players: 3, transfer: true }, 'fortgeschritten'],
    [303, { players: 4, transfer: false }, 'fortgeschritten'],
    [404, { players: 6, transfer: true }, 'anfaenger'],
  ];

  test.each(cases)('seed %i, %o, %s: a link taken at any reader decision restores that position', async (seed, options, level) => {
    const actor = createActor(play, { input: { options, seed, level } });
    actor.start();
    const rng = makeRng(seed);
    for (let i = 0; i < 300; i++) {
      const snap = await waitFor(actor, (s) => s.matches('GAME_OVER') || durak.toAct(s.context.state) === 0, { timeout: 5000 });
      const { context } = snap;
      const code = makePartieCode(durakKit, { options: context.options, level: context.level, seed: context.seed, moves: context.moves });
      const url = new URL(makePartieHref(PAGE, code), ORIGIN);
      const parsed = parsePartieParams(durakKit, url.search);
      expect(parsed?.ok).toBe(true);
      if (!parsed?.ok) return;
      const reopened = createActor(play, { input: { ...parsed.value } });
      reopened.start();
      const again = reopened.getSnapshot();
      expect(again.value).toEqual(snap.value);
      expect(again.context.state).toEqual(context.state);
      expect(again.context.log).toEqual(context.log);
      expect(again.context.moves).toEqual(context.moves);
      expect(again.context.level).toBe(level);
      reopened.stop();
      if (snap.matches('GAME_OVER')) break;
      const legal = durak.legalMoves(context.state);
      actor.send({ type: 'MOVE', move: legal[randomInt(rng, legal.length)]! });
    }
    expect(actor.getSnapshot().matches('GAME_OVER')).toBe(true);
    actor.stop();
  });
});

/** A seeded Durak game with uniformly random legal moves, cut after `cut` moves (or at its end). */
function randomDurakPartie(seed: number, options: DurakOptions, cut: number): Partie<DurakOptions, DurakMove> {
  const rng = makeRng(seed ^ 0x5eed);
  let state = durak.deal(options, seed);
  const moves: DurakMove[] = [];
  while (moves.length < cut && !durak.isOver(state)) {
    const legal = durak.legalMoves(state);
    const move = legal[randomInt(rng, legal.length)]!;
    moves.push(move);
    state = durak.play(state, move);
  }
  return { options, level: seed % 2 === 0 ? 'anfaenger' : 'fortgeschritten', seed, moves };
}

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
