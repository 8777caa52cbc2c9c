/**
 * Engine benchmark: random 2-player Durak games per second on one thread — deal, then a loop of
 * legalMoves + a seeded random pick + play until the game is over (timing: bench/lib.ts).
 * Run: `node bench/run.mjs engine`. Prints `BENCH durak.random_games_per_s <value> games/s`.
 */
import { durak } from '../src/games/durak/index';
import type { DurakOptions } from '../src/games/durak/types';
import { bestRate, playRandomly } from './lib';

const options: DurakOptions = { players: 2, transfer: false };
let sink = 0;
const perSecond = bestRate((seed) => {
  sink += playRandomly(durak, durak.deal(options, seed), seed).durak ?? -1;
}, 200);
if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
console.log(`BENCH durak.random_games_per_s ${perSecond} games/s`);
