/**
 * Bambuti benchmarks. Run: `node bench/run.mjs bambuti`.
 *
 * - `bambuti.random_games_per_s`: random 2-player games per second on one thread — deal, then a
 *   loop of legalMoves + a seeded random pick + play until the game is over. Timing as in
 *   bench/engine.bench.ts: after a warm-up, five windows of 0.5 s, the best window; elapsed time is
 *   the smaller of wall-clock and this process's CPU time.
 * - `bambuti.heuristic_vs_random_win`: share of 1,000 seeded games won by „Fortgeschritten“ against
 *   „Anfänger“. Game i deals from deriveSeed(BASE, i); the heuristic bot sits at seat i mod 2 and
 *   the start seat is ⌊i/2⌋ mod 2, so half the games have the heuristic bot starting and seats and
 *   deals alternate evenly. A draw (B13) counts as half a win. Every bot decision gets its own
 *   generator makeRng(deriveSeed(gameSeed, moveIndex)), as in free play.
 * - `bambuti.heuristic_decision_time`: mean time of one heuristic decision in those games (µs).
 */
import { bambuti } from '../src/games/bambuti/index';
import { heuristicBot, randomBot, type BambutiBot } from '../src/games/bambuti/bots';
import { deriveSeed, makeRng, randomInt } from '../src/games/core/rng';
import type { Seat } from '../src/games/core/types';

declare const process: { cpuUsage?: () => { user: number; system: number } } | undefined;

function cpuMs(): number {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
}

let sink = 0;

function playRandom(seed: number): void {
  let s = bambuti.deal({ startSeat: seed & 1 }, seed);
  const rng = makeRng(deriveSeed(seed, 1));
  while (!bambuti.isOver(s)) {
    const moves = bambuti.legalMoves(s);
    s = bambuti.play(s, moves[randomInt(rng, moves.length)]!);
  }
  sink += s.punkte[0]!;
}

function runFor(ms: number, firstSeed: number): { games: number; elapsed: number } {
  const wall0 = performance.now();
  const cpu0 = cpuMs();
  let games = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < 100; i++) playRandom(firstSeed + games++);
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
if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
console.log(`BENCH bambuti.random_games_per_s ${Math.round(best)} games/s`);

// ---------------------------------------------------------------------------------------------

const BASE = 20250909;
let heuristicMs = 0;
let heuristicDecisions = 0;

/** Plays game `index`; returns the winners. */
function playMatch(index: number, bots: BambutiBot[]): Seat[] {
  const gameSeed = deriveSeed(BASE, index);
  let state = bambuti.deal({ startSeat: Math.floor(index / 2) % 2 }, gameSeed);
  let moves = 0;
  while (!bambuti.isOver(state)) {
    const seat = bambuti.toAct(state)!;
    const bot = bots[seat]!;
    const view = bambuti.view(state, seat);
    const random = makeRng(deriveSeed(gameSeed, moves));
    let move;
    if (bot === heuristicBot) {
      const t0 = performance.now();
      move = bot(view, random);
      heuristicMs += performance.now() - t0;
      heuristicDecisions++;
    } else {
      move = bot(view, random);
    }
    state = bambuti.play(state, move);
    if (++moves > 200) throw new Error(`game ${index} did not end`);
  }
  return bambuti.outcome(state).winners;
}

let won = 0;
let heuristicStarts = 0;
const GAMES = 1000;
for (let i = 0; i < GAMES; i++) {
  const seat = i % 2;
  if (Math.floor(i / 2) % 2 === seat) heuristicStarts++;
  const bots = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
  const winners = playMatch(i, bots);
  if (winners.includes(seat)) won += winners.length === 2 ? 0.5 : 1;
}
if (heuristicStarts !== GAMES / 2) throw new Error('the heuristic bot must start in half of the games');
console.log(`BENCH bambuti.heuristic_vs_random_win ${(won / GAMES).toFixed(3)} ratio`);
console.log(`BENCH bambuti.heuristic_decision_time ${((heuristicMs / heuristicDecisions) * 1000).toFixed(2)} us`);
