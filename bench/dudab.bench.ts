/**
 * Dudab benchmarks. Run: `node bench/run.mjs dudab`. Prints
 *
 *   BENCH dudab.random_rounds_per_s <n> rounds/s   4 players, one round, random legal moves, one core
 *   BENCH dudab.heuristic_vs_random_mean_score_gap <x> points
 *   BENCH dudab.heuristic_decision_time <t> us
 *
 * Speed: deal a one-round 4-player match, then legalMoves + a seeded random pick + play until it
 * is over; after a warm-up, five windows of 0.5 s, the best window counts (elapsed = the smaller
 * of wall-clock and process CPU time, as in bench/engine.bench.ts).
 *
 * Score gap: 1,000 seeded 4-player rounds (round i: seed deriveSeed(BASE, i), start seat i mod 4),
 * the heuristic bot („Fortgeschritten“) in seat 0 against three random bots („Anfänger“); every
 * decision gets makeRng(deriveSeed(seed, moveIndex)) as in free play. The figure is the heuristic
 * bot's mean round score minus the random bots' mean round score (lower is better: fewer points win).
 */
import { dudab } from '../src/games/dudab/rules';
import { heuristicBot, randomBot } from '../src/games/dudab/bots';
import { deriveSeed, makeRng, randomInt } from '../src/games/core/rng';
import type { Bot } from '../src/games/core/types';
import type { DudabMove, DudabOptions, DudabView } from '../src/games/dudab/types';

declare const process: { cpuUsage?: () => { user: number; system: number } } | undefined;

function cpuMs(): number {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
}

// ---------------------------------------------------------------------------------------------
// Speed

const SPEED_OPTIONS: DudabOptions = { spieler: 4, runden: 1, startSeat: 0 };
let sink = 0;

function playRandomRound(seed: number): void {
  let s = dudab.deal(SPEED_OPTIONS, seed);
  const rng = makeRng(deriveSeed(seed, 1));
  while (!dudab.isOver(s)) {
    const moves = dudab.legalMoves(s);
    s = dudab.play(s, moves[randomInt(rng, moves.length)]!);
  }
  sink += s.punkte[0]![0]!;
}

function runFor(ms: number, firstSeed: number): { rounds: number; elapsed: number } {
  const wall0 = performance.now();
  const cpu0 = cpuMs();
  let rounds = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < 50; i++) playRandomRound(firstSeed + rounds++);
    elapsed = Math.min(performance.now() - wall0, cpuMs() - cpu0);
  } while (elapsed < ms);
  return { rounds, elapsed };
}

runFor(800, 1_000_000);
let best = 0;
let seed = 1;
for (let w = 0; w < 5; w++) {
  const { rounds, elapsed } = runFor(500, seed);
  seed += rounds;
  best = Math.max(best, (rounds / elapsed) * 1000);
}
if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
console.log(`BENCH dudab.random_rounds_per_s ${Math.round(best)} rounds/s`);

// ---------------------------------------------------------------------------------------------
// Heuristic against random

type DudabBot = Bot<DudabView, DudabMove>;
const BASE = 20251201;
const ROUNDS = 1000;
const MAX_MOVES = 5000;
let heuristicNanos = 0;
let heuristicDecisions = 0;

function playRound(index: number, bots: DudabBot[]): number[] {
  const gameSeed = deriveSeed(BASE, index);
  let state = dudab.deal({ spieler: 4, runden: 1, startSeat: index % 4 }, gameSeed);
  let moves = 0;
  while (!dudab.isOver(state)) {
    const seat = dudab.toAct(state)!;
    const bot = bots[seat]!;
    const view = dudab.view(state, seat);
    const random = makeRng(deriveSeed(gameSeed, moves));
    let move: DudabMove;
    if (bot === heuristicBot) {
      const t0 = performance.now();
      move = bot(view, random);
      heuristicNanos += (performance.now() - t0) * 1e6;
      heuristicDecisions++;
    } else move = bot(view, random);
    state = dudab.play(state, move);
    if (++moves > MAX_MOVES) throw new Error(`round ${index} did not end within ${MAX_MOVES} moves`);
  }
  return state.punkte[0]!;
}

let heuristicSum = 0;
let randomSum = 0;
const bots: DudabBot[] = [heuristicBot, randomBot, randomBot, randomBot];
for (let i = 0; i < ROUNDS; i++) {
  const scores = playRound(i, bots);
  heuristicSum += scores[0]!;
  randomSum += scores[1]! + scores[2]! + scores[3]!;
}
const gap = heuristicSum / ROUNDS - randomSum / (3 * ROUNDS);
console.log(`BENCH dudab.heuristic_vs_random_mean_score_gap ${gap.toFixed(2)} points`);
console.log(`BENCH dudab.heuristic_decision_time ${(heuristicNanos / heuristicDecisions / 1000).toFixed(2)} us`);
