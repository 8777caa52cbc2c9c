/**
 * Dudab benchmarks. Run: `node bench/run.mjs dudab`. Prints
 *
 *   BENCH dudab.random_rounds_per_s <n> rounds/s   4 players, one round, random legal moves, one core
 *   BENCH dudab.heuristic_vs_random_mean_score_gap <x> points
 *   BENCH dudab.heuristic_decision_time <t> us
 *
 * Speed: deal a one-round 4-player match, then legalMoves + a seeded random pick + play until it
 * is over; after a warm-up, five windows of 0.5 s, the best window counts (elapsed = the smaller
 * of wall-clock and process CPU time, as in bench/lib.ts, bestRate).
 *
 * Score gap: 1,000 seeded 4-player rounds (round i: seed deriveSeed(BASE, i), start seat i mod 4),
 * the heuristic bot („Fortgeschritten“) in seat 0 against three random bots („Anfänger“); every
 * decision gets makeRng(deriveSeed(seed, moveIndex)) as in free play. The figure is the heuristic
 * bot's mean round score minus the random bots' mean round score (lower is better: fewer points win).
 */
import { dudab } from '../src/games/dudab/rules';
import { heuristicBot, randomBot } from '../src/games/dudab/bots';
import { deriveSeed } from '../src/games/core/rng';
import { bestRate, DecisionTimer, playMatch, playRandomly } from './lib';
import type { Bot } from '../src/games/core/types';
import type { DudabMove, DudabOptions, DudabView } from '../src/games/dudab/types';

// ---------------------------------------------------------------------------------------------
// Speed

const SPEED_OPTIONS: DudabOptions = { spieler: 4, runden: 1, startSeat: 0 };
const best = bestRate((seed) => playRandomly(dudab, dudab.deal(SPEED_OPTIONS, seed), seed).punkte[0]![0]!, 50);
console.log(`BENCH dudab.random_rounds_per_s ${best} rounds/s`);

// ---------------------------------------------------------------------------------------------
// Heuristic against random

type DudabBot = Bot<DudabView, DudabMove>;
const BASE = 20251201;
const ROUNDS = 1000;
const timer = new DecisionTimer(heuristicBot);

function playRound(index: number, bots: DudabBot[]): number[] {
  const gameSeed = deriveSeed(BASE, index);
  const start = dudab.deal({ spieler: 4, runden: 1, startSeat: index % 4 }, gameSeed);
  return playMatch(dudab, start, gameSeed, bots, timer).punkte[0]!;
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
console.log(`BENCH dudab.heuristic_decision_time ${timer.micros.toFixed(2)} us`);
