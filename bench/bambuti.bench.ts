/**
 * Bambuti benchmarks. Run: `node bench/run.mjs bambuti`.
 *
 * - `bambuti.random_games_per_s`: random 2-player games per second on one thread — deal, then a
 *   loop of legalMoves + a seeded random pick + play until the game is over. Timing as in
 *   bench/lib.ts (bestRate): after a warm-up, five windows of 0.5 s, the best window; elapsed time is
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
import { deriveSeed } from '../src/games/core/rng';
import { bestRate, DecisionTimer, playMatch, playRandomly } from './lib';
import type { Seat } from '../src/games/core/types';

const best = bestRate((seed) => playRandomly(bambuti, bambuti.deal({ startSeat: seed & 1 }, seed), seed).punkte[0]!, 100);
console.log(`BENCH bambuti.random_games_per_s ${best} games/s`);

// ---------------------------------------------------------------------------------------------

const BASE = 20250909;
const timer = new DecisionTimer(heuristicBot);

/** Plays game `index`; returns the winners. */
function playGame(index: number, bots: BambutiBot[]): Seat[] {
  const gameSeed = deriveSeed(BASE, index);
  const start = bambuti.deal({ startSeat: Math.floor(index / 2) % 2 }, gameSeed);
  return bambuti.outcome(playMatch(bambuti, start, gameSeed, bots, timer)).winners;
}

let won = 0;
let heuristicStarts = 0;
const GAMES = 1000;
for (let i = 0; i < GAMES; i++) {
  const seat = i % 2;
  if (Math.floor(i / 2) % 2 === seat) heuristicStarts++;
  const bots = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
  const winners = playGame(i, bots);
  if (winners.includes(seat)) won += winners.length === 2 ? 0.5 : 1;
}
if (heuristicStarts !== GAMES / 2) throw new Error('the heuristic bot must start in half of the games');
console.log(`BENCH bambuti.heuristic_vs_random_win ${(won / GAMES).toFixed(3)} ratio`);
console.log(`BENCH bambuti.heuristic_decision_time ${timer.micros.toFixed(2)} us`);
