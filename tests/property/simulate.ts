/**
 * The shared random-simulation check for any game that implements the GameRules contract.
 * Plays seeded games with random legal moves (seeded RNG only, never Math.random) and asserts,
 * after every decision: the game's invariants; that every move in legalMoves is by the seat to act
 * and passes check; that candidate moves not in legalMoves fail check with a reason and a rule and
 * make play throw; that play leaves its input unchanged; that the seat to act sees exactly its
 * legal moves in its view (and every other seat none); that the game ends within a bound; and that
 * the outcome is consistent, its score table included. Failures throw an Error that names the seed and the step.
 * It counts every move type (`move:<type>`) and event type (`event:<type>`), plus what the game's
 * hooks count, so that `expectThoroughRun` can show the run really visited the rules it names.
 */
import { expect } from 'vitest';
import type { BaseEvent, BaseView, BaseMove, GameEngine, Seat } from '../../src/games/core/types';
import { deriveSeed, makeRng, randomInt, type Random } from '../../src/games/core/rng';
import { dataKey, sameData } from '../../src/games/core/data';

/**
 * Time a test of thousands of simulated games may take (ms): half a minute on a quiet machine, but
 * well over the default minute when several test runs share two cores.
 */
export const SIMULATION_TIMEOUT = 300_000;

/** Adds one to a named count of the run (`SimulateStats.seen`). */
export type Count = (key: string) => void;

export interface SimulationPlan<S, M, O> {
  /** Option sets, taken in turn: game g plays `options[g % options.length]`. */
  options: readonly O[];
  /** Number of seats for these options (for the view and outcome checks). */
  seats: (options: O) => number;
  games: number;
  /** Game g is dealt from `deriveSeed(seed, g)`. */
  seed: number;
  /** A game must end within this many decisions (default 1,000). */
  maxDecisions?: number;
  /** Compare a JSON snapshot of the input around `play`, and check the views, every k-th decision (default 1 = always). */
  purityEvery?: number;
  /** Every k-th decision, the first refused candidate is also sent to `play`, which must throw (default 1). */
  playIllegalEvery?: number;
  /** Extra moves to try at a position (wrong seats, wrong cards …); those not legal must be refused. */
  candidates?: (state: S, rng: Random) => M[];
  /** Called after every decision with the move and the new state (for statistics). */
  onMove?: (before: S, move: M, after: S, count: Count) => void;
  /** Called once per finished game. */
  onGameOver?: (state: S, count: Count) => void;
}

export interface SimulateStats {
  games: number;
  decisions: number;
  longestGame: number;
  illegalTried: number;
  /** How often each move type (`move:<type>`), event type (`event:<type>`) and hook count (its own key) occurred. */
  seen: Record<string, number>;
}

export function simulate<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  invariants: (state: S) => void,
  plan: SimulationPlan<S, M, O>,
): SimulateStats {
  const stats: SimulateStats = { games: 0, decisions: 0, longestGame: 0, illegalTried: 0, seen: {} };
  const count: Count = (key) => void (stats.seen[key] = (stats.seen[key] ?? 0) + 1);
  const maxDecisions = plan.maxDecisions ?? 1000;
  const purityEvery = plan.purityEvery ?? 1;

  for (let g = 0; g < plan.games; g++) {
    const options = plan.options[g % plan.options.length]!;
    const seed = deriveSeed(plan.seed, g);
    const where = (step: number): string => `${rules.id} game ${g} (seed ${seed}, options ${JSON.stringify(options)}), decision ${step}`;
    const fail = (step: number, msg: string): never => {
      throw new Error(`${where(step)}: ${msg}`);
    };
    let state = rules.deal(options, seed);
    const rng = makeRng(deriveSeed(seed, 0x5eed));
    invariants(state);
    let step = 0;
    while (!rules.isOver(state)) {
      if (step >= maxDecisions) fail(step, `no end after ${maxDecisions} decisions`);
      const actor = rules.toAct(state);
      if (actor === null) fail(step, 'toAct is null although the game is not over');
      const legal = rules.legalMoves(state);
      if (legal.length === 0) fail(step, 'no legal move although the game is not over');
      // The contract: a view carries its seat's legal moves, and only the seat to act has any
      // (checked at the purity cadence, like the other costly checks).
      if (step % purityEvery === 0) {
        if (!sameData(rules.view(state, actor!).legal, legal)) fail(step, `view(${String(actor)}).legal differs from legalMoves`);
        const other = (actor! + 1 + step) % plan.seats(options);
        if (other !== actor && rules.view(state, other).legal.length !== 0)
          fail(step, `view(${other}) shows legal moves to a seat not to act`);
      }
      for (let i = 0; i < legal.length; i++) {
        const m = legal[i]!;
        for (let j = 0; j < i; j++) if (sameData(legal[j], m)) fail(step, `legalMoves lists ${dataKey(m)} twice`);
        if (m.seat !== actor) fail(step, `legal move ${dataKey(m)} is not by the seat to act (${String(actor)})`);
        const v = rules.check(state, m);
        if (!v.ok) fail(step, `legal move ${dataKey(m)} fails check: ${v.reason}`);
        if (!rules.isLegal(state, m)) fail(step, `legal move ${dataKey(m)} fails isLegal`);
      }
      if (plan.candidates) {
        let playTries = step % (plan.playIllegalEvery ?? 1) === 0 ? 1 : 0;
        for (const m of plan.candidates(state, rng)) {
          const v = rules.check(state, m);
          if (rules.isLegal(state, m) !== v.ok) fail(step, `isLegal and check disagree on ${dataKey(m)}`);
          if (legal.some((l) => sameData(l, m))) {
            if (!v.ok) fail(step, `legal move ${dataKey(m)} fails check`);
            continue;
          }
          stats.illegalTried++;
          if (v.ok) fail(step, `check accepts ${dataKey(m)}, which legalMoves does not list`);
          else if (typeof v.reason !== 'string' || v.reason.length < 10 || !v.rule) fail(step, `no reason/rule for ${dataKey(m)}`);
          if (playTries <= 0) continue;
          playTries--;
          let threw = false;
          try {
            rules.play(state, m);
          } catch {
            threw = true;
          }
          if (!threw) fail(step, `play accepted the illegal move ${dataKey(m)}`);
        }
      }
      const move = legal[randomInt(rng, legal.length)]!;
      const snapshot = step % purityEvery === 0 ? JSON.stringify(state) : null;
      const next = rules.play(state, move);
      if (snapshot !== null && JSON.stringify(state) !== snapshot) fail(step, `play changed its input (move ${dataKey(move)})`);
      if (!Array.isArray(rules.events(next))) fail(step, 'events is not a list');
      try {
        invariants(next);
      } catch (e) {
        fail(step, `after ${dataKey(move)}: ${(e as Error).message}`);
      }
      count(`move:${move.type}`);
      for (const e of rules.events(next)) count(`event:${e.type}`);
      plan.onMove?.(state, move, next, count);
      state = next;
      step++;
    }
    if (rules.toAct(state) !== null) fail(step, 'toAct is not null at the end');
    if (rules.legalMoves(state).length !== 0) fail(step, 'legal moves after the end');
    const o = rules.outcome(state);
    const n = plan.seats(options);
    const placed = o.places.flat();
    if (new Set(placed).size !== placed.length) fail(step, 'a seat has two places');
    const all = new Set<Seat>([...o.winners, ...o.losers]);
    if (all.size !== o.winners.length + o.losers.length) fail(step, 'a seat both won and lost');
    for (const p of all) if (p < 0 || p >= n) fail(step, `outcome names seat ${p}`);
    if (o.scores !== null) {
      const { rounds, totals } = o.scores;
      if (rounds.length === 0) fail(step, 'a score table without rounds');
      for (const row of [...rounds, totals]) if (row.length !== n) fail(step, `a score row has ${row.length} entries for ${n} seats`);
      totals.forEach((t, p) => {
        const sum = rounds.reduce((acc, row) => acc + row[p]!, 0);
        if (t !== sum) fail(step, `total of seat ${p} is ${t}, but its rounds add up to ${sum}`);
      });
    }
    plan.onGameOver?.(state, count);
    stats.games++;
    stats.decisions += step;
    stats.longestGame = Math.max(stats.longestGame, step);
  }
  return stats;
}

/**
 * The end every game's simulation test shares: all `games` ran, many wrong candidates were tried,
 * and every key of `visits` was counted more than its number of times (so the checks are not vacuous).
 */
export function expectThoroughRun(stats: SimulateStats, games: number, visits: Record<string, number>): void {
  expect(stats.games).toBe(games);
  expect(stats.illegalTried).toBeGreaterThan(100_000);
  for (const [key, min] of Object.entries(visits)) expect(stats.seen[key] ?? 0, key).toBeGreaterThan(min);
}
