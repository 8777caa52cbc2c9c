// Ganjifa benchmarks. Run: node bench/run.mjs ganjifa
//
// ganjifa.random_games_per_s: random deals per second on one thread — deal, then a loop of
//   legalMoves + a seeded random pick + play until the deal is over (M1 included); timing in
//   bench/lib.ts.
// ganjifa.heuristic_first_place_vs_random: 1,000 seeded deals (deal i from deriveSeed(BASE, i)),
//   the heuristic bot („Fortgeschritten“) in seat 0 against two random bots („Anfänger“); the share
//   of deals it places first or shares first place (G15). Every bot decision gets its own generator
//   makeRng(deriveSeed(seed, moveIndex)), as in free play.
// ganjifa.heuristic_decision_time: mean time of one heuristic decision in those deals (µs).
import { deriveSeed } from '../src/games/core/rng';
import { bestRate, DecisionTimer, playMatch, playRandomly } from './lib';
import type { Bot } from '../src/games/core/types';
import { ganjifa } from '../src/games/ganjifa/index';
import { heuristicBot, randomBot } from '../src/games/ganjifa/bots';
import type { GanjifaMove, GanjifaView } from '../src/games/ganjifa/index';

const best = bestRate((seed) => playRandomly(ganjifa, ganjifa.deal({}, seed), seed).captured[0]!.length, 100);
console.log(`BENCH ganjifa.random_games_per_s ${best} games/s`);

type GanjifaBot = Bot<GanjifaView, GanjifaMove>;
const BASE = 20260704;
const timer = new DecisionTimer(heuristicBot);

function playDeal(index: number, bots: GanjifaBot[]): number[] {
  const gameSeed = deriveSeed(BASE, index);
  return ganjifa.outcome(playMatch(ganjifa, ganjifa.deal({}, gameSeed), gameSeed, bots, timer)).winners;
}

let firsts = 0;
const DEALS = 1000;
for (let i = 0; i < DEALS; i++) if (playDeal(i, [heuristicBot, randomBot, randomBot]).includes(0)) firsts++;
console.log(`BENCH ganjifa.heuristic_first_place_vs_random ${(firsts / DEALS).toFixed(3)} ratio`);
console.log(`BENCH ganjifa.heuristic_decision_time ${timer.micros.toFixed(2)} us`);
