/**
 * The link contract every game must keep, written once: call `linkContractTests(config)` inside a
 * game's test file (Vitest). It checks
 * - every example step link opens exactly that step (tutorial machine, stateAtStep);
 * - links to steps or examples that do not exist give a German notice;
 * - a free-play link taken at any decision of the reader reopens the same machine state, position
 *   and log (play machine);
 * - random positions round-trip through the partie code;
 * - 10,000 random and mutated strings never throw; every refusal is a German sentence; an accepted
 *   string is exactly the code of what it opened (one spelling per game);
 * - a code of another game is refused.
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
  type Partie,
} from '../../src/games/core/codec';
import type { GameKit } from '../../src/games/core/kit';
import type { PlayMachine } from '../../src/games/core/playMachine';
import { deriveSeed, makeRng, randomInt } from '../../src/games/core/rng';
import { stateAtStep, type Scenario } from '../../src/games/core/scenario';
import type { TutorialMachine } from '../../src/games/core/tutorialMachine';
import type { BaseEvent, BaseMove, BaseView } from '../../src/games/core/types';

const ORIGIN = 'https://kartenspiele.example';

export interface LinkContractConfig<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  kit: GameKit<S, M, O, L, V, E>;
  playMachine: PlayMachine<S, M, O, L, V, E>;
  tutorialMachine: TutorialMachine<S, M, O, L, V, E>;
  scenarios: Scenario<L, M, S>[];
  /** The game page's path, e.g. '/spiele/dudab/'. */
  page: string;
  /** Options for random game g (vary them to cover the variants). */
  optionsFor: (g: number) => O;
  /** Free games played through the play machine, one link per reader decision. */
  liveGames: { options: O; seed: number; level: string }[];
  /** Most random moves in a round-trip position (default 150). */
  maxRandomMoves?: number;
  /** A valid code of another game, which this game must refuse. */
  foreignCode: string;
}

/** A seeded random partie: options, level and the first n moves of a random game, with the position. */
export function randomPartie<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  options: O,
  seed: number,
  n: number,
): { partie: Partie<O, M>; state: S } {
  const rules = kit.rules;
  let s = rules.deal(options, seed);
  const rng = makeRng(deriveSeed(seed, 3));
  const moves: M[] = [];
  while (moves.length < n && !rules.isOver(s)) {
    const l = rules.legalMoves(s);
    const m = l[randomInt(rng, l.length)]!;
    moves.push(m);
    s = rules.play(s, m);
  }
  const level = kit.levels[seed % kit.levels.length]!.id;
  return { partie: { options, level, seed, moves }, state: s };
}

export function linkContractTests<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  cfg: LinkContractConfig<S, M, O, L, V, E>,
): void {
  const { kit, scenarios, page } = cfg;
  const rules = kit.rules;

  describe('example step links', () => {
    const tutorial = cfg.tutorialMachine.provide({ delays: { movePause: 0 } });
    const cases = scenarios.flatMap((s) => s.steps.map((_, i) => [s.id, i + 1] as const));

    test.each(cases)('„%s“ Schritt %i: link → parse → the example shows exactly that step', async (id, step) => {
      const href = makeScenarioHref(page, id, step);
      expect(href).toBe(`${page}?szenario=${id}&schritt=${step}`);
      const parsed = parseScenarioParams(new URL(href, ORIGIN).search, scenarios);
      expect(parsed).toEqual({ ok: true, value: { id, step } });
      const scenario = scenarios.find((s) => s.id === id)!;
      const actor = createActor(tutorial, { input: { scenario, step } });
      actor.start();
      const snap = await waitFor(actor, (s) => s.value !== 'opponentMoving', { timeout: 1000 });
      expect(snap.context.step).toBe(step);
      expect(snap.context.state).toEqual(stateAtStep(rules, scenario, step));
      actor.stop();
    });

    test('links to steps or examples that do not exist give a German notice', () => {
      const s = scenarios[0]!;
      const beyond = parseScenarioParams(`?szenario=${s.id}&schritt=${s.steps.length + 1}`, scenarios);
      expect(beyond?.ok).toBe(false);
      if (beyond && !beyond.ok) expect(beyond.error).toMatch(/Schritt/);
      const unknown = parseScenarioParams('?szenario=schummeln&schritt=1', scenarios);
      expect(unknown?.ok).toBe(false);
      if (unknown && !unknown.ok) expect(unknown.error).toMatch(/Beispiel/);
    });
  });

  describe('free-play links', () => {
    const play = cfg.playMachine.provide({ delays: { botPause: 0 } });

    test.each(cfg.liveGames.map((g) => [g.seed, g.level, g] as const))(
      'seed %i, %s: a link taken at any decision of the reader reopens it',
      async (_seed, _level, game) => {
        const actor = createActor(play, { input: { options: game.options, seed: game.seed, level: game.level } });
        actor.start();
        const rng = makeRng(game.seed);
        for (let i = 0; i < 400; i++) {
          const snap = await waitFor(actor, (s) => s.hasTag('over') || s.hasTag('human'), { timeout: 5000 });
          const { context } = snap;
          const code = makePartieCode(kit, { options: context.options, level: context.level, seed: context.seed, moves: context.moves });
          const parsed = parsePartieParams(kit, new URL(makePartieHref(page, code), ORIGIN).search);
          expect(parsed?.ok).toBe(true);
          if (!parsed?.ok) return;
          const reopened = createActor(play, { input: { ...parsed.value } });
          reopened.start();
          const again = reopened.getSnapshot();
          expect(again.value).toEqual(snap.value);
          expect(again.context.state).toEqual(context.state);
          expect(again.context.log).toEqual(context.log);
          reopened.stop();
          if (snap.hasTag('over')) break;
          const legal = rules.legalMoves(context.state);
          actor.send({ type: 'MOVE', move: legal[randomInt(rng, legal.length)]! });
        }
        expect(actor.getSnapshot().hasTag('over')).toBe(true);
        actor.stop();
      },
    );

    test('random positions round-trip through the partie code', () => {
      for (let g = 0; g < 60; g++) {
        const seed = deriveSeed(4711, g);
        const { partie, state } = randomPartie(kit, cfg.optionsFor(g), seed, randomInt(makeRng(seed), cfg.maxRandomMoves ?? 150));
        const code = makePartieCode(kit, partie);
        expect(code).toMatch(/^A[^.-]+\.[0-9a-z]+\.[A-Za-z0-9_-]*$/);
        const parsed = parsePartieCode(kit, code);
        expect(parsed).toEqual({ ok: true, value: partie });
        if (parsed.ok) expect(parsed.value.moves.reduce((s, m) => rules.play(s, m), rules.deal(partie.options, seed))).toEqual(state);
      }
    });

    test('a code of another game is refused with a German message', () => {
      const r = parsePartieCode(kit, cfg.foreignCode);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^[A-ZÄÖÜ].*[.!?]$/);
    });

    test('10,000 random and mutated strings never throw; refusals are German sentences', () => {
      const rng = makeRng(2026);
      const good = Array.from({ length: 8 }, (_, g) => makePartieCode(kit, randomPartie(kit, cfg.optionsFor(g), 77 + g, 10 * g).partie));
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.%äöü ';
      let refused = 0;
      for (let k = 0; k < 10_000; k++) {
        let text: string;
        if (k % 2 === 0) {
          text = Array.from({ length: randomInt(rng, 40) }, () => alphabet[randomInt(rng, alphabet.length)]).join('');
          if (k % 4 === 0) text = 'A' + text;
        } else {
          const chars = good[randomInt(rng, good.length)]!.split('');
          const edits = 1 + randomInt(rng, 3);
          for (let e = 0; e < edits; e++) {
            const at = randomInt(rng, chars.length + 1);
            const op = randomInt(rng, 3);
            const ch = alphabet[randomInt(rng, alphabet.length)]!;
            if (op === 0) chars.splice(at, 0, ch);
            else if (op === 1) chars.splice(at, 1);
            else chars[Math.min(at, chars.length - 1)] = ch;
          }
          text = chars.join('');
        }
        let r: ReturnType<typeof parsePartieCode<S, M, O, L, V, E>> | undefined;
        expect(() => (r = parsePartieCode(kit, text))).not.toThrow();
        expect(() => parsePartieParams(kit, `?partie=${encodeURIComponent(text)}`)).not.toThrow();
        if (r!.ok) expect(makePartieCode(kit, r!.value)).toBe(text);
        else {
          refused++;
          expect(r!.error).toMatch(/^[A-ZÄÖÜ].*[.!?]$/);
        }
      }
      expect(refused).toBeGreaterThan(8000);
    });
  });
}
