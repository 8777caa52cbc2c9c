/**
 * The „Profi“ contract every game's search must keep, written once: call `profiContractTests(config)`
 * inside a game's test file (Vitest). Over seeded positions from random games it checks
 * - the determinizer: every sampled state shows the deciding seat exactly its own view (same cards,
 *   same public information, same legal moves) — so the hidden cards are all that differs;
 * - view only: the hidden cards of the true state swapped for another consistent deal give the same
 *   decision for a fixed seed and iteration count (and the same view, so nothing hidden leaks);
 * - every decision is one of the legal moves and passes `check`;
 * - the same view, seed and iterations give the same decision and statistics (links replay);
 * - a forced move is answered without a search.
 */
import { describe, expect, test } from 'vitest';
import { sameData } from '../../src/games/core/data';
import { searchMove, type SearchGame } from '../../src/games/core/ismcts';
import { deriveSeed, makeRng, randomInt } from '../../src/games/core/rng';
import type { BaseEvent, BaseMove, BaseView, Bot, GameRules, Seat } from '../../src/games/core/types';

export interface ProfiContractConfig<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  rules: GameRules<S, M, O, L, V, E>;
  search: SearchGame<S, M, V>;
  /** Options for random game g (vary them to cover the variants and player counts). */
  options: (g: number) => O;
  /** Decisions checked for legality (thousands; a small iteration count keeps this fast). */
  legalityDecisions: number;
  /** Iterations for the legality walk (small) and for the swap and replay checks (larger). */
  legalityIterations: number;
  swapIterations: number;
  /** Positions for the determinizer and swap checks. */
  swapPositions: number;
  /**
   * The game's heuristic bot: then half the moves between checked positions are its (so that long
   * games with full hands and rows occur), half random; without it every move is random.
   */
  heuristic?: Bot<V, M>;
}

/** Seeded positions with a decision to make, from random games (every 3rd decision). */
function* positions<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  config: ProfiContractConfig<S, M, O, L, V, E>,
  salt: number,
): Generator<{ state: S; seat: Seat; seed: number }> {
  const { rules } = config;
  for (let g = 0; ; g++) {
    const seed = deriveSeed(salt, g);
    const random = makeRng(seed);
    let state = rules.deal(config.options(g), seed);
    for (let n = 0; n < 5000 && !rules.isOver(state); n++) {
      const seat = rules.toAct(state);
      if (seat === null) break;
      const legal = rules.legalMoves(state);
      if (n % 3 === g % 3) yield { state, seat, seed: deriveSeed(seed, n) };
      const move =
        config.heuristic && random() < 0.5 ? config.heuristic(rules.view(state, seat), random) : legal[randomInt(random, legal.length)]!;
      state = rules.play(state, move);
    }
  }
}

function take<T>(it: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  if (n <= 0) return out;
  for (const x of it) {
    out.push(x);
    if (out.length >= n) break;
  }
  return out;
}

export function profiContractTests<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  config: ProfiContractConfig<S, M, O, L, V, E>,
): void {
  const { rules, search } = config;

  describe(`${rules.id}: Profi (ISMCTS) contract`, () => {
    test('the determinizer keeps everything the deciding seat sees, its legal moves included', () => {
      for (const { state, seat, seed } of take(positions(config, 11), config.swapPositions)) {
        const view = rules.view(state, seat);
        const random = makeRng(seed);
        for (let k = 0; k < 3; k++) {
          const sampled = search.determinize(view, random);
          expect(sameData(rules.view(sampled, seat), view), `seed ${seed}: the sample shows seat ${seat} another view`).toBe(true);
          expect(sameData(rules.legalMoves(sampled), view.legal)).toBe(true);
          expect(rules.toAct(sampled)).toBe(seat);
        }
      }
    });

    test('view only: another deal of the hidden cards gives the same decision', () => {
      let differentDeals = 0;
      for (const { state, seat, seed } of take(positions(config, 23), config.swapPositions)) {
        const view = rules.view(state, seat);
        if (view.legal.length < 2) continue;
        const swapped = search.determinize(view, makeRng(deriveSeed(seed, 99)));
        if (!sameData(swapped, state)) differentDeals++;
        const viewSwapped = rules.view(swapped, seat);
        expect(sameData(viewSwapped, view)).toBe(true);
        const a = searchMove(search, rules.view(state, seat), makeRng(seed), { iterations: config.swapIterations });
        const b = searchMove(search, viewSwapped, makeRng(seed), { iterations: config.swapIterations });
        expect(sameData(a.move, b.move), `seed ${seed}`).toBe(true);
        expect(b.candidates.map((c) => c.visits)).toEqual(a.candidates.map((c) => c.visits));
      }
      // the check means something only if the hidden cards really were dealt differently
      expect(differentDeals).toBeGreaterThan(config.swapPositions / 4);
    });

    test('every decision over seeded positions is legal, and the same input decides the same', () => {
      let searched = 0;
      for (const { state, seat, seed } of take(positions(config, 37), config.legalityDecisions)) {
        const view = rules.view(state, seat);
        const result = searchMove(search, view, makeRng(seed), { iterations: config.legalityIterations });
        expect(rules.isLegal(state, result.move), `seed ${seed}`).toBe(true);
        expect(rules.legalMoves(state).some((m) => sameData(m, result.move))).toBe(true);
        if (view.legal.length === 1) {
          expect(result.iterations).toBe(0);
          continue;
        }
        searched++;
        // every candidate is legal; visits add up to the iterations
        for (const c of result.candidates) expect(rules.isLegal(state, c.move)).toBe(true);
        expect(result.candidates.reduce((a, c) => a + c.visits, 0)).toBe(config.legalityIterations);
        if (searched % 25 === 0) {
          const again = searchMove(search, view, makeRng(seed), { iterations: config.legalityIterations });
          expect(again).toEqual(result);
        }
      }
      expect(searched).toBeGreaterThan(0);
    });
  });
}
