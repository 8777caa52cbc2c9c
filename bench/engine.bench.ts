/**
 * Engine benchmark: random 2-player Durak games per second on one thread — deal, then a loop of
 * legalMoves + a seeded random pick + play until the game is over. Run: `node bench/run.mjs engine`.
 * Prints `BENCH durak.random_games_per_s <value> games/s`.
 *
 * Timing: after a warm-up, games run for about 2.5 s in five windows of 0.5 s; the figure is the
 * best window (the usual way to filter out interference on a shared machine). Elapsed time is the
 * smaller of wall-clock time and this process's CPU time: on a quiet machine that is the wall-clock
 * time (CPU time would also count the garbage collector's helper threads), on a busy machine the CPU
 * time (wall-clock time would count the time other processes held the core).
 */
import { durak } from '../src/games/durak/index';
import { deriveSeed, makeRng, randomInt } from '../src/games/core/rng';
import type { DurakOptions } from '../src/games/durak/types';

declare const process: { cpuUsage?: () => { user: number; system: number } } | undefined;

const options: DurakOptions = { players: 2, transfer: false };

function cpuMs(): number {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
}

let sink = 0;

function playOne(seed: number): void {
  let s = durak.deal(options, seed);
  const rng = makeRng(deriveSeed(seed, 1));
  while (!durak.isOver(s)) {
    const moves = durak.legalMoves(s);
    s = durak.play(s, moves[randomInt(rng, moves.length)]!);
  }
  sink += s.durak ?? -1;
}

function runFor(ms: number, firstSeed: number): { games: number; elapsed: number } {
  const wall0 = performance.now();
  const cpu0 = cpuMs();
  let games = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < 200; i++) playOne(firstSeed + games++);
    elapsed = Math.min(performance.now() - wall0, cpuMs() - cpu0);
  } while (elapsed < ms);
  return { games, elapsed };
}

runFor(800, 1_000_000); // warm-up
let best = 0;
let seed = 1;
for (let w = 0; w < 5; w++) {
  const { games, elapsed } = runFor(500, seed);
  seed += games;
  best = Math.max(best, (games / elapsed) * 1000);
}
const perSecond = Math.round(best);
if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
console.log(`BENCH durak.random_games_per_s ${perSecond} games/s`);
