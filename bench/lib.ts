/**
 * What every game's benchmark shares: the speed measurement of random play and the seeded bot
 * match loop (the same per-decision seeding as free play: makeRng(deriveSeed(gameSeed, move))).
 *
 * Speed: after a warm-up, five windows of 0.5 s; the best window counts (the usual way to filter
 * out interference on a shared machine). Elapsed time is the smaller of wall-clock time and this
 * process's CPU time: on a quiet machine that is the wall-clock time (CPU time would also count
 * the garbage collector's helper threads), on a busy one the CPU time (wall-clock time would count
 * the time other processes held the core).
 */
import { playBots } from '../src/games/core/bots';
import { deriveSeed, makeRng, randomInt } from '../src/games/core/rng';
import type { BaseEvent, BaseMove, BaseView, Bot, GameRules } from '../src/games/core/types';

declare const process: { cpuUsage?: () => { user: number; system: number } } | undefined;

function cpuMs(): number {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
}

/** Sum of what the measured games returned: read once, so that no game can be optimised away. */
let sink = 0;

/**
 * Runs `playOne(seed)` with fresh seeds; returns the best rate per second over five windows.
 * `playOne` returns any number of its game (a score, say), which is kept.
 */
export function bestRate(playOne: (seed: number) => number, batch = 100): number {
  const runFor = (ms: number, firstSeed: number) => {
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    let n = 0;
    let elapsed = 0;
    do {
      for (let i = 0; i < batch; i++) sink += playOne(firstSeed + n++);
      elapsed = Math.min(performance.now() - wall0, cpuMs() - cpu0);
    } while (elapsed < ms);
    return { n, elapsed };
  };
  runFor(800, 1_000_000); // warm-up
  let best = 0;
  let seed = 1;
  for (let w = 0; w < 5; w++) {
    const { n, elapsed } = runFor(500, seed);
    seed += n;
    best = Math.max(best, (n / elapsed) * 1000);
  }
  if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
  return Math.round(best);
}

/** Plays random legal moves (from one seeded generator) until the game is over. */
export function playRandomly<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  state: S,
  seed: number,
): S {
  const rng = makeRng(deriveSeed(seed, 1));
  let s = state;
  while (!rules.isOver(s)) {
    const moves = rules.legalMoves(s);
    s = rules.play(s, moves[randomInt(rng, moves.length)]!);
  }
  return s;
}

/** Mean time of the decisions of one bot, in microseconds. */
export class DecisionTimer {
  private ms = 0;
  private n = 0;
  constructor(readonly bot: unknown) {}
  add(ms: number): void {
    this.ms += ms;
    this.n++;
  }
  /** `bot`, with each of its decisions measured. */
  time<V, M>(bot: Bot<V, M>): Bot<V, M> {
    return (view, random) => {
      const t0 = performance.now();
      const move = bot(view, random);
      this.add(performance.now() - t0);
      return move;
    };
  }
  get micros(): number {
    return this.n === 0 ? 0 : (this.ms / this.n) * 1000;
  }
}

/**
 * Plays one game from `state` with a bot per seat (core/bots.ts, playBots: every decision gets its
 * own generator makeRng(deriveSeed(gameSeed, moveIndex)), as in free play). `timer` measures its
 * bot's decisions.
 */
export function playMatch<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  state: S,
  gameSeed: number,
  bots: readonly Bot<V, M>[],
  timer?: DecisionTimer,
): S {
  return playBots(rules, state, gameSeed, timer ? bots.map((bot) => (bot === timer.bot ? timer.time(bot) : bot)) : bots);
}

/** The 95 % Wilson score interval of k successes in n trials, e.g. [0.81, 0.88]. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

/** The 95 % interval of a mean (normal approximation): [mean − 1.96·se, mean + 1.96·se]. */
export function meanInterval(xs: readonly number[]): [number, number] {
  const n = xs.length;
  if (n < 2) return [Number.NaN, Number.NaN];
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return [mean - half, mean + half];
}

/**
 * Times of a searching bot's decisions (only real searches: a forced move is answered without
 * one) and the playouts it ran, for `<game>.profi_move_ms_p95` and `<game>.profi_playouts_per_s`.
 */
export class SearchTimer {
  readonly ms: number[] = [];
  private playouts = 0;
  /** Wraps `bot` (iterations = playouts per searched decision) so that its decisions are timed. */
  wrap<V extends BaseView<M>, M>(bot: Bot<V, M>, iterations: number): Bot<V, M> {
    return (view, random) => {
      if (view.legal.length < 2) return bot(view, random);
      // the smaller of wall-clock and CPU time (see bestRate): fair on a quiet and on a busy machine
      const wall0 = performance.now();
      const cpu0 = cpuMs();
      const move = bot(view, random);
      this.ms.push(Math.min(performance.now() - wall0, cpuMs() - cpu0));
      this.playouts += iterations;
      return move;
    };
  }
  /** The 95th percentile of the decision times in ms. */
  get p95(): number {
    if (this.ms.length === 0) return 0;
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  }
  /** Playouts per second of search time. */
  get playoutsPerSecond(): number {
    const total = this.ms.reduce((a, b) => a + b, 0);
    return total === 0 ? 0 : (this.playouts / total) * 1000;
  }
}

/** `BENCH <name> <value> <unit>` plus, for strength lines, the 95 % interval as a comment line. */
export function report(name: string, value: number, unit: string, digits = 3, interval?: [number, number]): void {
  console.log(`BENCH ${name} ${value.toFixed(digits)} ${unit}`);
  if (interval) console.log(`# ${name} 95 % interval ${interval[0].toFixed(digits)} … ${interval[1].toFixed(digits)}`);
}
