// Ganjifa „Profi“ benchmark. Run: node bench/run.mjs --profi ganjifa
//
// ganjifa.profi_first_place_vs_heuristic: 400 seeded deals (deal i from deriveSeed(BASE, i)),
//   „Profi“ (ISMCTS, src/games/ganjifa/profi.ts, at its own iteration count) in seat 0 against two
//   „Fortgeschritten“ bots; the share of deals it places first or shares first place (G15). Profi
//   also makes the Tag/Nacht choice (M1). Every decision gets makeRng(deriveSeed(seed, moveIndex)).
// ganjifa.profi_card_margin_vs_heuristic: its mean score minus the best other score (cards).
// ganjifa.profi_move_ms_p95: 95th percentile of a searched decision (forced moves are answered
//   without a search and not counted), the smaller of wall-clock and CPU time.
// ganjifa.profi_playouts_per_s: iterations (one playout each) per second of search time.
//
// For tuning runs only (the reported figures use the defaults): GANJIFA_DEALS (fewer deals),
// GANJIFA_ITERATIONS (another iteration count) and GANJIFA_TUNING (JSON, a partial
// GanjifaSearchTuning) in the environment.
import { deriveSeed } from '../src/games/core/rng';
import { meanInterval, playMatch, report, SearchTimer, wilson } from './lib';
import { ganjifa } from '../src/games/ganjifa/rules';
import { heuristicBot } from '../src/games/ganjifa/bots';
import { profiBot } from '../src/games/core/ismcts';
import { GANJIFA_PROFI_ITERATIONS, ganjifaProfiBot, makeGanjifaSearch } from '../src/games/ganjifa/profi';

declare const process: { env: Record<string, string | undefined> };

const BASE = 20261130;
const DEALS = Number(process.env.GANJIFA_DEALS ?? 400);
const ITERATIONS = Number(process.env.GANJIFA_ITERATIONS ?? GANJIFA_PROFI_ITERATIONS);
const TUNING = process.env.GANJIFA_TUNING;
const tuned = TUNING !== undefined || ITERATIONS !== GANJIFA_PROFI_ITERATIONS;
if (tuned || DEALS !== 400) console.log(`# tuning run: ${DEALS} deals, ${ITERATIONS} iterations, tuning ${TUNING ?? '{}'}`);
const timer = new SearchTimer();
const bot = tuned ? profiBot(makeGanjifaSearch(TUNING ? JSON.parse(TUNING) : {}), ITERATIONS) : ganjifaProfiBot;
const profi = timer.wrap(bot, ITERATIONS);

let firsts = 0;
const margins: number[] = [];
for (let i = 0; i < DEALS; i++) {
  const seed = deriveSeed(BASE, i);
  const end = playMatch(ganjifa, ganjifa.deal({}, seed), seed, [profi, heuristicBot, heuristicBot]);
  if (ganjifa.outcome(end).winners.includes(0)) firsts++;
  const scores = end.captured.map((p) => p.length);
  margins.push(scores[0]! - Math.max(scores[1]!, scores[2]!));
  if (process.env.GANJIFA_PROGRESS && (i + 1) % 50 === 0) console.log(`# ${i + 1} deals: ${firsts} first places`);
}
report('ganjifa.profi_first_place_vs_heuristic', firsts / DEALS, 'ratio', 3, wilson(firsts, DEALS));
const meanMargin = margins.reduce((a, b) => a + b, 0) / DEALS;
report('ganjifa.profi_card_margin_vs_heuristic', meanMargin, 'points', 2, meanInterval(margins));
report('ganjifa.profi_move_ms_p95', timer.p95, 'ms', 1);
report('ganjifa.profi_playouts_per_s', timer.playoutsPerSecond, 'playouts/s', 0);
