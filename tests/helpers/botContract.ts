/**
 * What every game's bots must do, written once (Vitest); a game's bots.test.ts plays seeded games
 * with core/bots.ts `playBots` (its `visit` sees every decision), calls these, and adds its crafted
 * positions:
 * - `expectLegalAnswers`: at each such decision every named bot answers a move that `legalMoves`
 *   lists and `check` accepts; returns the move types seen;
 * - `expectSameViewSameMove`: a bot is a function of (view, seed), even of a copied view;
 * - `expectSpreadOverLegal`: the random bot picks every legal move about equally often;
 * - `expectRefusedWithoutMove`: a bot asked for a seat with no legal move throws (a caller's bug);
 * - `decisionsOf`: every decision of a seeded bot game (state, seat, view), for tests that need
 *   positions from real play;
 * - `expectViewOnly`: another deal of the cards a seat cannot see gives the same view and the same
 *   decisions (the game says how to redeal them).
 */
import { expect } from 'vitest';
import { sameData } from '../../src/games/core/data';
import { playBots } from '../../src/games/core/bots';
import { deriveSeed, makeRng } from '../../src/games/core/rng';
import type { BaseEvent, BaseMove, BaseView, Bot, GameEngine, Seat } from '../../src/games/core/types';

/**
 * Every bot of `bots` answers at `state` (for `view`, with makeRng(`random`)) a move that the view
 * lists and `check` accepts; each refusal is named in the failure. Adds the move types to `kinds`.
 */
export function expectLegalAnswers<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  state: S,
  view: V,
  random: number,
  bots: Record<string, Bot<V, M>>,
  kinds: Set<string>,
): void {
  for (const [name, bot] of Object.entries(bots)) {
    const move = bot(view, makeRng(random));
    kinds.add(move.type);
    const listed = view.legal.some((m) => sameData(m, move));
    expect(listed && rules.check(state, move).ok, `${name}, seat ${view.seat}: ${JSON.stringify(move)}`).toBe(true);
  }
}

export function expectSameViewSameMove<M extends BaseMove, V extends BaseView<M>>(bots: readonly Bot<V, M>[], view: V, seeds = 20): void {
  for (const bot of bots) {
    for (let s = 0; s < seeds; s++) expect(bot(view, makeRng(s))).toEqual(bot(structuredClone(view), makeRng(s)));
  }
}

/** `perMove` draws per legal move; each move must come up within ±25 % of that. */
export function expectSpreadOverLegal<M extends BaseMove, V extends BaseView<M>>(randomBot: Bot<V, M>, view: V, perMove = 400): void {
  const n = view.legal.length;
  expect(n).toBeGreaterThan(1);
  const counts = new Map<string, number>();
  for (let s = 0; s < perMove * n; s++) {
    const key = JSON.stringify(randomBot(view, makeRng(deriveSeed(99, s))));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(counts.size).toBe(n);
  for (const c of counts.values()) {
    expect(c).toBeGreaterThan(perMove * 0.75);
    expect(c).toBeLessThan(perMove * 1.25);
  }
}

export function expectRefusedWithoutMove<M extends BaseMove, V extends BaseView<M>>(bots: readonly Bot<V, M>[], idle: V): void {
  expect(idle.legal).toEqual([]);
  for (const bot of bots) expect(() => bot(idle, makeRng(1))).toThrow();
}

/**
 * At `state`, the cards `seat` cannot see dealt anew (`redeal`, from `seed`) give a different state
 * but the same view, and every bot the same decision. Returns false when the redeal changed nothing
 * (no hidden card to move), so a caller can count the positions really compared.
 */
export function expectViewOnly<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  state: S,
  seat: Seat,
  view: V,
  seed: number,
  redeal: (state: S, seat: Seat, seed: number) => S,
  bots: readonly Bot<V, M>[],
): boolean {
  const other = redeal(state, seat, seed);
  const otherView = rules.view(other, seat);
  expect(otherView).toEqual(view);
  for (const bot of bots) expect(bot(otherView, makeRng(seed))).toEqual(bot(view, makeRng(seed)));
  return !sameData(other, state);
}

/** Every decision of the seeded game `playBots` plays from `start`: the state, the seat to act and its view. */
export function decisionsOf<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  start: S,
  seed: number,
  bots: readonly Bot<V, M>[],
): { state: S; seat: Seat; view: V }[] {
  const out: { state: S; seat: Seat; view: V }[] = [];
  playBots(rules, start, seed, bots, (state, seat, view) => out.push({ state, seat, view }));
  return out;
}
