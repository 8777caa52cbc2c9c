// Durak benchmarks. Run: node bench/run.mjs durak
//
// durak.random_games_per_s: random 2-player games per second on one thread — deal, then a loop of
//   legalMoves + a seeded random pick + play until the game is over (timing: bench/lib.ts).
// durak.heuristic_vs_random_nonloss(_transfer, _3p): how often the heuristic bot („Fortgeschritten“)
//   avoids being the Durak against random bots („Anfänger“). 1,000 seeded games (999 with 3
//   players): game i shuffles the deck from deriveSeed(BASE, i), the heuristic bot sits at seat
//   i mod players and the dealer is seat ⌊i/players⌋ mod players, so seats and deals alternate
//   evenly. Every bot decision gets its own generator makeRng(deriveSeed(gameSeed, moveIndex)), as
//   in free play. Non-loss = the heuristic bot is not the Durak (an Unentschieden counts).
// durak.heuristic_decision_time: mean time of one heuristic decision in those games (µs).
import type { Bot, Seat } from '../src/games/core/types';
import { deriveSeed, makeRng, shuffle } from '../src/games/core/rng';
import { CARD_IDS, durak } from '../src/games/durak/index';
import type { DurakMove, DurakOptions, DurakView } from '../src/games/durak/index';
import { heuristicBot, randomBot } from '../src/games/durak/bots';
import { bestRate, DecisionTimer, playMatch, playRandomly } from './lib';

const options: DurakOptions = { players: 2, transfer: false };
const perSecond = bestRate((seed) => playRandomly(durak, durak.deal(options, seed), seed).durak ?? -1, 200);
console.log(`BENCH durak.random_games_per_s ${perSecond} games/s`);

type DurakBot = Bot<DurakView, DurakMove>;

const BASE = 20240601;

const timer = new DecisionTimer(heuristicBot);

function playGame(players: number, transfer: boolean, index: number, bots: DurakBot[]): Seat | null {
  const seed = deriveSeed(BASE, index);
  const deck = shuffle(CARD_IDS, makeRng(seed));
  const dealer = Math.floor(index / players) % players;
  const end = playMatch(durak, durak.fromDeck({ players, transfer }, deck, dealer), seed, bots, timer);
  return durak.outcome(end).losers[0] ?? null;
}

/** Share of `games` games in which the heuristic bot (rotating through the seats) is not the Durak. */
function nonLossShare(players: number, transfer: boolean, games: number): number {
  let nonLoss = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const bots: DurakBot[] = [];
    for (let p = 0; p < players; p++) bots.push(p === seat ? heuristicBot : randomBot);
    if (playGame(players, transfer, i, bots) !== seat) nonLoss++;
  }
  return nonLoss / games;
}

const fmt = (x: number): string => x.toFixed(3);

console.log(`BENCH durak.heuristic_vs_random_nonloss ${fmt(nonLossShare(2, false, 1000))} ratio`);
console.log(`BENCH durak.heuristic_vs_random_nonloss_transfer ${fmt(nonLossShare(2, true, 1000))} ratio`);
console.log(`BENCH durak.heuristic_vs_random_nonloss_3p ${fmt(nonLossShare(3, false, 999))} ratio`);
console.log(`BENCH durak.heuristic_decision_time ${timer.micros.toFixed(2)} us`);
