/**
 * Dudab „Profi“ benchmark. Run: `node bench/run.mjs --profi dudab`. Prints
 *
 *   BENCH dudab.profi_vs_heuristic_mean_score_gap <x> points   (lower is better; 95 % interval below)
 *   BENCH dudab.profi_move_ms_p95 <t> ms
 *   BENCH dudab.profi_playouts_per_s <n> playouts/s
 *
 * 400 seeded 4-player rounds (round i: seed deriveSeed(BASE, i), start seat i mod 4), „Profi“ in
 * seat 0 against three „Fortgeschritten“ bots; every decision gets makeRng(deriveSeed(seed,
 * moveIndex)) as in free play (playMatch). Per round: Profi's round score minus the mean of the
 * three others' round scores; the figure is the mean over the rounds (Dudab scores are penalty
 * points, so lower is better). Decision times: searched decisions only (forced moves are answered
 * without a search), the smaller of wall-clock and CPU time each.
 *
 * DUDAB_PROFI_ROUNDS (environment) shortens the run for tuning.
 */
import { dudab } from '../src/games/dudab/rules';
import { heuristicBot } from '../src/games/dudab/bots';
import { DUDAB_PROFI_ITERATIONS, dudabProfiBot } from '../src/games/dudab/profi';
import { deriveSeed } from '../src/games/core/rng';
import type { Bot } from '../src/games/core/types';
import type { DudabMove, DudabView } from '../src/games/dudab/types';
import { meanInterval, playMatch, report, SearchTimer } from './lib';

declare const process: { env: Record<string, string | undefined> };

const BASE = 20261201;
const ROUNDS = Number(process.env.DUDAB_PROFI_ROUNDS ?? 400);

const timer = new SearchTimer();
const profi = timer.wrap<DudabView, DudabMove>(dudabProfiBot, DUDAB_PROFI_ITERATIONS);
const bots: Bot<DudabView, DudabMove>[] = [profi, heuristicBot, heuristicBot, heuristicBot];

const gaps: number[] = [];
const t0 = performance.now();
for (let i = 0; i < ROUNDS; i++) {
  const seed = deriveSeed(BASE, i);
  const end = playMatch(dudab, dudab.deal({ spieler: 4, runden: 1, startSeat: i % 4 }, seed), seed, bots);
  const p = end.punkte[0]!;
  gaps.push(p[0]! - (p[1]! + p[2]! + p[3]!) / 3);
}
const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
report('dudab.profi_vs_heuristic_mean_score_gap', mean, 'points', 2, meanInterval(gaps));
report('dudab.profi_move_ms_p95', timer.p95, 'ms', 1);
report('dudab.profi_playouts_per_s', timer.playoutsPerSecond, 'playouts/s', 0);
console.log(
  `# dudab: ${ROUNDS} rounds, ${timer.ms.length} searched decisions, ${DUDAB_PROFI_ITERATIONS} iterations each, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
