// Ganjifa benchmarks. Run: node bench/run.mjs ganjifa
//
// ganjifa.random_games_per_s: random deals per second on one thread — deal, then a loop of
//   legalMoves + a seeded random pick + play until the deal is over (M1 included). Timing as in
//   engine.bench.ts: after a warm-up, five windows of 0.5 s, the best window; elapsed time is the
//   smaller of wall-clock and this process's CPU time.
// ganjifa.heuristic_first_place_vs_random: 1,000 seeded deals (deal i from deriveSeed(BASE, i)),
//   the heuristic bot („Fortgeschritten“) in seat 0 against two random bots („Anfänger“); the share
//   of deals it places first or shares first place (G15). Every bot decision gets its own generator
//   makeRng(deriveSeed(seed, moveIndex)), as in free play.
// ganjifa.heuristic_decision_time: mean time of one heuristic decision in those deals (µs).
import { deriveSeed, makeRng, randomInt } from '../src/games/core/rng';
import type { Bot } from '../src/games/core/types';
import { ganjifa } from '../src/games/ganjifa/index';
import { heuristicBot, randomBot } from '../src/games/ganjifa/bots';
import type { GanjifaMove, GanjifaView } from '../src/games/ganjifa/index';

declare const process: { cpuUsage?: () => { user: number; system: number } } | undefined;

function cpuMs(): number {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
}

let sink = 0;

function playRandom(seed: number): void {
  let s = ganjifa.deal({}, seed);
  const rng = makeRng(deriveSeed(seed, 1));
  while (!ganjifa.isOver(s)) {
    const moves = ganjifa.legalMoves(s);
    s = ganjifa.play(s, moves[randomInt(rng, moves.length)]!);
  }
  sink += s.captured[0]!.length;
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
console.log(`BENCH ganjifa.random_games_per_s ${Math.round(best)} games/s`);

type GanjifaBot = Bot<GanjifaView, GanjifaMove>;
const BASE = 20260704;
let heuristicNanos = 0;
let heuristicDecisions = 0;

function playMatch(index: number, bots: GanjifaBot[]): number[] {
  const gameSeed = deriveSeed(BASE, index);
  let state = ganjifa.deal({}, gameSeed);
  for (let moves = 0; !ganjifa.isOver(state); moves++) {
    const seat = ganjifa.toAct(state)!;
    const bot = bots[seat]!;
    const view = ganjifa.view(state, seat);
    const random = makeRng(deriveSeed(gameSeed, moves));
    let move: GanjifaMove;
    if (bot === heuristicBot) {
      const t0 = performance.now();
      move = bot(view, random);
      heuristicNanos += (performance.now() - t0) * 1e6;
      heuristicDecisions++;
    } else move = bot(view, random);
    state = ganjifa.play(state, move);
  }
  return ganjifa.outcome(state).winners;
}

let firsts = 0;
const DEALS = 1000;
for (let i = 0; i < DEALS; i++) if (playMatch(i, [heuristicBot, randomBot, randomBot]).includes(0)) firsts++;
console.log(`BENCH ganjifa.heuristic_first_place_vs_random ${(firsts / DEALS).toFixed(3)} ratio`);
console.log(`BENCH ganjifa.heuristic_decision_time ${(heuristicNanos / heuristicDecisions / 1000).toFixed(2)} us`);
