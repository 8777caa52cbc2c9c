// Durak „Profi“ (ISMCTS, src/games/durak/profi.ts) against „Fortgeschritten“ (the heuristic bot).
// Run: node bench/run.mjs --profi durak
//
// 400 seeded 2-player games without Weiterreichen, seeded as in bench/durak.bench.ts: game i
// shuffles the deck from deriveSeed(BASE, i), Profi sits at seat i mod 2 and the dealer is seat
// ⌊i/2⌋ mod 2, so seats and deals alternate evenly; every decision gets its own generator
// makeRng(deriveSeed(gameSeed, moveIndex)) (playMatch). Non-loss = Profi is not the Durak (an
// Unentschieden counts). Decision times are those of real searches (a forced move is answered at
// once), the smaller of wall-clock and CPU time per decision.
//
// DURAK_PROFI_GAMES=n plays n games instead of 400 (a quick check). DURAK_PROFI_EXTRA=1 also prints 3 players (Profi against two heuristic bots, Profi rotating
// through the seats) and 2 players with Weiterreichen, 150 games each (not part of the target).
import type { Bot, Seat } from '../src/games/core/types';
import { deriveSeed, makeRng, shuffle } from '../src/games/core/rng';
import { CARD_IDS, durak } from '../src/games/durak/index';
import type { DurakMove, DurakView } from '../src/games/durak/index';
import { heuristicBot } from '../src/games/durak/bots';
import { DURAK_PROFI_ITERATIONS, durakProfiBot } from '../src/games/durak/profi';
import { SearchTimer, playMatch, report, wilson } from './lib';

declare const process: { env: Record<string, string | undefined> };

type DurakBot = Bot<DurakView, DurakMove>;

const BASE = 20240601;
const GAMES = Number(process.env.DURAK_PROFI_GAMES ?? 400);

/** Share of games in which Profi (rotating through the seats) is not the Durak, with its Wilson interval. */
function nonLoss(players: number, transfer: boolean, games: number, timer: SearchTimer): { share: number; interval: [number, number] } {
  const profi = timer.wrap(durakProfiBot, DURAK_PROFI_ITERATIONS);
  let k = 0;
  for (let i = 0; i < games; i++) {
    const seed = deriveSeed(BASE, i);
    const deck = shuffle(CARD_IDS, makeRng(seed));
    const dealer = Math.floor(i / players) % players;
    const seat: Seat = i % players;
    const bots: DurakBot[] = [];
    for (let p = 0; p < players; p++) bots.push(p === seat ? profi : heuristicBot);
    const end = playMatch(durak, durak.fromDeck({ players, transfer }, deck, dealer), seed, bots);
    if (end.durak !== seat) k++;
  }
  return { share: k / games, interval: wilson(k, games) };
}

const t0 = performance.now();
const timer = new SearchTimer();
const main = nonLoss(2, false, GAMES, timer);
report('durak.profi_vs_heuristic_nonloss', main.share, 'ratio', 3, main.interval);
report('durak.profi_move_ms_p95', timer.p95, 'ms', 1);
report('durak.profi_playouts_per_s', timer.playoutsPerSecond, 'playouts/s', 0);
console.log(
  `# durak: ${GAMES} games, ${timer.ms.length} searched decisions at ${DURAK_PROFI_ITERATIONS} iterations, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);

if (process.env.DURAK_PROFI_EXTRA === '1') {
  const extra = Math.min(GAMES, 150);
  const three = nonLoss(3, false, extra, new SearchTimer());
  report('durak.profi_vs_heuristic_nonloss_3p', three.share, 'ratio', 3, three.interval);
  const transfer = nonLoss(2, true, extra, new SearchTimer());
  report('durak.profi_vs_heuristic_nonloss_transfer', transfer.share, 'ratio', 3, transfer.interval);
}
