/**
 * Engine properties every game's property tests share, written once (Vitest, fast-check):
 * - `randomPosition`: a position after `steps` seeded random legal moves;
 * - `expectSameSeedSameGame`: a random game is a function of (options, seed);
 * - `fieldsOf`: the named fields of a state, for the layout a `fromLayout` property rebuilds it from;
 * - `expectCheckMatchesLegal`: `check` never throws on odd move data and accepts exactly the moves
 *   `legalMoves` lists, refusing the rest with a reason;
 * - `checkingWrapperTests`: the checking wrapper (core/checked.ts) plays whole games exactly like the
 *   bare engine and really catches a `play` that changes its input, `legalMoves` and `check`
 *   disagreeing, and a broken invariant;
 * - `enginePerft`: the engine's move-sequence count, for the perft tests.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { dataKey, withInvariants } from '../../src/games/core/checked';
import { deriveSeed, makeRng, randomInt, type Random } from '../../src/games/core/rng';
import type { BaseEvent, BaseMove, BaseView, GameEngine, GameRules } from '../../src/games/core/types';

/** The position after up to `steps` random legal moves from deal(options, seed), picked by `rng` (default from deriveSeed(seed, 7)). */
export function randomPosition<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  options: O,
  seed: number,
  steps: number,
  rng: Random = makeRng(deriveSeed(seed, 7)),
): S {
  let s = rules.deal(options, seed);
  for (let i = 0; i < steps && !rules.isOver(s); i++) {
    const l = rules.legalMoves(s);
    s = rules.play(s, l[randomInt(rng, l.length)]!);
  }
  return s;
}

/** Two random games from the same seed end the same; seeds 42 and 43 differ (in `differ`, default the whole state). */
export function expectSameSeedSameGame<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  options: O,
  rngFor: (seed: number) => Random = makeRng,
  differ: (s: S) => unknown = (s) => s,
): void {
  const run = (seed: number) => randomPosition(rules, options, seed, Infinity, rngFor(seed));
  const a = run(42);
  expect(rules.isOver(a)).toBe(true);
  expect(a).toEqual(run(42));
  expect(differ(a)).not.toEqual(differ(run(43)));
}

/** The named fields of `o` (e.g. the parts of a state a layout repeats). */
export function fieldsOf<T, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
}

/** Over `states` and fast-check's `move` data: `check` and `isLegal` never throw, and say ok exactly for the listed moves. */
export function expectCheckMatchesLegal<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  states: S[],
  move: fc.Arbitrary<unknown>,
): void {
  fc.assert(
    fc.property(fc.constantFrom(...states), move, (s, m) => {
      const v = rules.check(s, m as M);
      const listed = rules.legalMoves(s).some((l) => dataKey(l) === dataKey(m));
      expect(v.ok).toBe(listed);
      // the page's fast test (no words) agrees, and odd data does not make it throw either
      expect(rules.isLegal(s, m as M)).toBe(listed);
      if (!v.ok) expect(v.reason.length).toBeGreaterThan(10);
    }),
    { numRuns: 5000, seed: 3 },
  );
}

export interface CheckingWrapperConfig<S, O> {
  /** Whole games played through the wrapper and the bare engine side by side. */
  games: number;
  /** Option sets, taken in turn: game g plays `options[g % options.length]`. */
  options: readonly O[];
  /** A position with legal moves (e.g. an unshuffled deal). */
  start: () => S;
  /** The position after a legal move with one invariant broken (e.g. a card duplicated). */
  corrupt: (state: S) => S;
}

export function checkingWrapperTests<
  S extends { hands: unknown[][] },
  M extends BaseMove,
  O,
  L,
  V extends BaseView<M>,
  E extends BaseEvent,
>(engine: GameEngine<S, M, O, L, V, E>, invariants: (state: S) => void, cfg: CheckingWrapperConfig<S, O>): void {
  describe('checking wrapper (core/checked.ts)', () => {
    test('plays whole games exactly like the bare engine', () => {
      const checked = withInvariants(engine, invariants);
      for (let seed = 0; seed < cfg.games; seed++) {
        const o = cfg.options[seed % cfg.options.length]!;
        let a = checked.deal(o, seed);
        let b = engine.deal(o, seed);
        const rng = makeRng(seed);
        while (!engine.isOver(b)) {
          const l = engine.legalMoves(b);
          const m = l[randomInt(rng, l.length)]!;
          a = checked.play(a, m);
          b = engine.play(b, m);
          expect(a).toEqual(b);
        }
      }
    });

    test('catches an engine whose play changes its input', () => {
      const play = (s: S, m: M): S => {
        const next = engine.play(s, m);
        s.hands[0]!.reverse(); // in place, as a `play` must never change its input
        return next;
      };
      const s = cfg.start();
      expect(() => withInvariants({ ...engine, play }, invariants).play(s, engine.legalMoves(s)[0]!)).toThrow(/changed its input/);
    });

    test('catches legalMoves and check disagreeing', () => {
      const broken = withInvariants({ ...engine, legalMoves: (s: S) => engine.legalMoves(s).slice(1) }, invariants);
      const s = cfg.start();
      expect(() => broken.play(s, engine.legalMoves(s)[0]!)).toThrow(/legalMoves/);
    });

    test('catches a broken invariant', () => {
      const broken = withInvariants({ ...engine, play: (s: S, m: M) => cfg.corrupt(engine.play(s, m)) }, invariants);
      const s = cfg.start();
      expect(() => broken.play(s, engine.legalMoves(s)[0]!)).toThrow(/invariant/);
    });
  });
}

/**
 * Perft: the number of move sequences of length `depth` from `s` through the engine's own
 * `legalMoves` and `play` (a finished game counts as one). The perft tests set it against a naive
 * second enumerator of each game.
 */
export function enginePerft<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  s: S,
  depth: number,
): number {
  if (depth === 0 || rules.isOver(s)) return 1;
  let total = 0;
  for (const m of rules.legalMoves(s)) total += enginePerft(rules, rules.play(s, m), depth - 1);
  return total;
}
