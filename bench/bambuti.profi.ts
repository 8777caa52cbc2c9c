/**
 * Bambuti „Profi“ against „Fortgeschritten“. Run: `node bench/run.mjs --profi bambuti`.
 *
 * - `bambuti.profi_vs_heuristic_win`: share of 400 seeded 2-player games Profi wins (more points
 *   at the end); a draw (B13) counts as half a win, the draws are also printed on their own.
 *   Game i deals from deriveSeed(BASE, i); Profi sits at seat i mod 2 and the start seat is
 *   ⌊i/2⌋ mod 2, so Profi starts in exactly half of the games and seats and deals alternate evenly.
 *   Every decision gets its own generator makeRng(deriveSeed(gameSeed, moveIndex)) (playMatch), as
 *   in free play; Profi searches with its fixed BAMBUTI_PROFI_ITERATIONS.
 * - `bambuti.profi_move_ms_p95`: 95th percentile of Profi's searched decisions (forced moves are
 *   answered without a search and not counted), the smaller of wall-clock and CPU time.
 * - `bambuti.profi_playouts_per_s`: iterations (each one a determinization, a tree walk and a
 *   rollout to the end of the game) per second of search time.
 */
import { bambuti } from '../src/games/bambuti/index';
import { heuristicBot, type BambutiBot } from '../src/games/bambuti/bots';
import { bambutiProfiBot, BAMBUTI_PROFI_ITERATIONS } from '../src/games/bambuti/profi';
import { deriveSeed } from '../src/games/core/rng';
import { playMatch, report, SearchTimer, wilson } from './lib';

const BASE = 20260110;
const GAMES = 400;
const timer = new SearchTimer();
const profi = timer.wrap(bambutiProfiBot, BAMBUTI_PROFI_ITERATIONS);

let wins = 0;
let draws = 0;
let profiStarts = 0;
let margin = 0;
const t0 = performance.now();
for (let i = 0; i < GAMES; i++) {
  const seat = i % 2;
  const startSeat = Math.floor(i / 2) % 2;
  if (startSeat === seat) profiStarts++;
  const gameSeed = deriveSeed(BASE, i);
  const bots: BambutiBot[] = seat === 0 ? [profi, heuristicBot] : [heuristicBot, profi];
  const end = playMatch(bambuti, bambuti.deal({ startSeat }, gameSeed), gameSeed, bots);
  const diff = end.punkte[seat]! - end.punkte[1 - seat]!;
  margin += diff;
  if (diff > 0) wins++;
  else if (diff === 0) draws++;
}
if (profiStarts !== GAMES / 2) throw new Error('Profi must start in half of the games');

const points = wins + draws / 2;
report('bambuti.profi_vs_heuristic_win', points / GAMES, 'ratio', 3, wilson(points, GAMES));
console.log(
  `# bambuti.profi_vs_heuristic_win: ${wins} wins, ${draws} draws (counted as half), ${GAMES - wins - draws} losses in ${GAMES} games; mean point margin ${(margin / GAMES).toFixed(2)}`,
);
report('bambuti.profi_vs_heuristic_draws', draws / GAMES, 'ratio');
report('bambuti.profi_move_ms_p95', timer.p95, 'ms', 1);
report('bambuti.profi_playouts_per_s', timer.playoutsPerSecond, 'playouts/s', 0);
console.log(
  `# bambuti.profi: ${BAMBUTI_PROFI_ITERATIONS} iterations per decision, ${timer.ms.length} searched decisions, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
