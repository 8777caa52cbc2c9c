/**
 * Durak „Profi“: the game-specific half of the ISMCTS search (src/games/core/ismcts.ts).
 *
 * - `determinize(view)`: a complete state consistent with everything the seat sees. The seat's own
 *   hand, the table, the Ablagestapel and the cards publicly known to be in a hand (picked up, the
 *   announced lowest trump, the drawn trump card) stay where they are; the face-up trump card stays
 *   the last card of the Nachziehstapel (whoever draws last gets it); every other card is dealt at
 *   random to the unknown places: the rest of each hand (hand count minus its known cards) and the
 *   rest of the talon (talon count minus the trump card). A seat that an auto-pass showed without
 *   the table's ranks (D18, `noRanks`, until it draws) gets no unknown card of those ranks. Not
 *   used, since no view carries it: that the trumps below the announced lowest trump lay in the
 *   talon at the deal.
 * - `playout` (playout.ts): the „Fortgeschritten“ rules of thumb (bots.ts) over the sampled state,
 *   the same choice `heuristicBot` makes from the acting seat's view, with a small chance of a
 *   random move.
 * - `rewards`: for the searching seat 1 unless it is the Durak (an Unentschieden counts as not
 *   losing); the others are modelled as opponents who prefer its loss to a draw.
 */
import { profiBot, type SearchGame } from '../core/ismcts';
import { shuffle, shuffleInPlace, type Random } from '../core/rng';
import type { CardId } from '../core/types';
import { CARD_IDS, cardIndex, insertCanonical, rankBit } from './cards';
import { isOver, legalMoves, play } from './play';
import { actorOf, makeThrowOrder } from './position';
import type { DurakMove, DurakState, DurakView } from './types';
import { playoutMove } from './playout';

export { PLAYOUT_EPSILON, playoutMove } from './playout';

// ---------------------------------------------------------------------------------------------
// Determinizer

/** The face-up card slot when the talon is empty (not shown by any view; any valid id will do). */
function placeholderTrump(view: DurakView): CardId {
  return `${view.trumpSuit}6`;
}

/**
 * The other seats' hands: each keeps its known cards and gets the rest from the front of the
 * shuffled `pool` (which this reorders so that the cards dealt to hands come first). A seat that
 * was seen not to hold some ranks (an auto-pass, `noRanks`) gets only cards of other ranks: such
 * seats are served first, each with the first fitting cards of the pool. When an unlucky order
 * leaves a seat without fitting cards, the pool is shuffled again (the true deal shows such a
 * deal exists; after a few tries the ranks are ignored rather than fail a search).
 */
function dealHidden(view: DurakView, pool: CardId[], random: Random): CardId[][] {
  const n = view.handCounts.length;
  const order: number[] = [];
  for (let q = 0; q < n; q++) if (q !== view.seat && view.noRanks[q] !== 0) order.push(q);
  for (let q = 0; q < n; q++) if (q !== view.seat && view.noRanks[q] === 0) order.push(q);
  const hands: CardId[][] = [];
  for (let attempt = 0; ; attempt++) {
    const strict = attempt < 8;
    let next = 0;
    let stuck = false;
    for (const q of order) {
      const known = view.known[q]!;
      const need = view.handCounts[q]! - known.length;
      const banned = strict ? view.noRanks[q]! : 0;
      for (let k = 0; k < need && !stuck; k++) {
        let j = next;
        while (j < pool.length && rankBit(pool[j]!) & banned) j++;
        if (j === pool.length) stuck = true;
        else {
          const t = pool[next]!;
          pool[next] = pool[j]!;
          pool[j] = t;
          next++;
        }
      }
      if (stuck) break;
      hands[q] = need > 0 ? insertCanonical(known, pool.slice(next - need, next)) : known;
    }
    if (!stuck) break;
    shuffleInPlace(pool, random);
  }
  hands[view.seat] = view.hand;
  return hands;
}

/** A complete state that shows `view.seat` exactly `view`; the hidden cards dealt from `random`. */
export function determinize(view: DurakView, random: Random): DurakState {
  const n = view.handCounts.length;
  // Which cards have a public (or own) place: 1 = placed.
  const placed = new Uint8Array(36);
  for (const c of view.hand) placed[cardIndex(c)] = 1;
  for (const c of view.discard) placed[cardIndex(c)] = 1;
  for (const p of view.table) {
    placed[cardIndex(p.attack)] = 1;
    if (p.defence !== null) placed[cardIndex(p.defence)] = 1;
  }
  for (let q = 0; q < n; q++) if (q !== view.seat) for (const c of view.known[q]!) placed[cardIndex(c)] = 1;
  if (view.trumpCard !== null) placed[cardIndex(view.trumpCard)] = 1;
  const unplaced: CardId[] = [];
  for (let i = 0; i < 36; i++) if (placed[i] === 0) unplaced.push(CARD_IDS[i]!);
  // Fisher–Yates over the unplaced cards, then hand them out (see dealHidden), the talon last.
  const pool = shuffle(unplaced, random);
  const hands = dealHidden(view, pool, random);
  let next = 0;
  for (let q = 0; q < n; q++) if (q !== view.seat) next += view.handCounts[q]! - view.known[q]!.length;
  const talon: CardId[] = [];
  if (view.talonCount > 0) {
    for (let i = 0; i < view.talonCount - 1; i++) talon.push(pool[next++]!);
    talon.push(view.trumpCard!);
  }
  const throwOrder = view.phase === 'GAME_OVER' ? [] : makeThrowOrder(view.active, view.attacker, view.defender);
  const cursor = view.phase === 'THROW_IN' && view.toAct !== null ? throwOrder.indexOf(view.toAct) : 0;
  return {
    options: view.options,
    // No view shows the dealer and play never reads it: a sample carries the searching seat here,
    // for `rewards` (see there).
    dealer: view.seat,
    hands,
    talon,
    trumpCard: view.trumpCard ?? placeholderTrump(view),
    trumpSuit: view.trumpSuit,
    table: view.table,
    discard: view.discard,
    phase: view.phase,
    attacker: view.attacker,
    defender: view.defender,
    limit: view.limit,
    firstRank: view.firstRank,
    throwOrder,
    cursor,
    active: view.active,
    finishOrder: view.finishOrder,
    durak: view.durak,
    known: view.known,
    noRanks: view.noRanks,
    events: [],
  };
}

// ---------------------------------------------------------------------------------------------
// The search game

/** A move's identity inside one search node: kind, seat and cards (no JSON). */
export function moveKey(m: DurakMove): string {
  switch (m.type) {
    case 'ATTACK':
      return `A${m.seat}${m.card}`;
    case 'DEFEND':
      return `D${m.seat}${m.attackCard}${m.card}`;
    case 'TAKE':
      return `K${m.seat}`;
    case 'THROW_IN':
      return `T${m.seat}${m.card}`;
    case 'PASS':
      return `P${m.seat}`;
    case 'TRANSFER':
      return `R${m.seat}${m.card}`;
  }
}

/**
 * Rewards of a finished sample, from the searching seat's side (carried in `dealer`, see
 * `determinize`). The searching seat wants not to be the Durak: 1, an Unentschieden included.
 * The others are modelled as opponents: 1 when another seat is the Durak, ½ for an Unentschieden,
 * 0 when they are the Durak themselves — so the search does not assume they would gladly settle
 * for a draw (with 1 for every non-Durak they would, and a line the opponent could turn into our
 * loss would look as good as one it can only draw).
 */
export function rewards(s: DurakState): number[] {
  const me = s.dealer;
  const out: number[] = [];
  if (s.phase !== 'GAME_OVER') {
    // Cut off (see `isTerminal`): the searching seat has finished, the others play on; each of
    // them is the Durak with the same chance.
    let left = 0;
    for (let p = 0; p < s.active.length; p++) if (s.active[p]) left++;
    for (let p = 0; p < s.options.players; p++) out.push(p === me || !s.active[p] ? 1 : (left - 1) / left);
    return out;
  }
  for (let p = 0; p < s.options.players; p++) {
    if (p === me) out.push(s.durak === p ? 0 : 1);
    else out.push(s.durak === p ? 0 : s.durak === null ? 0.5 : 1);
  }
  return out;
}

/**
 * A sample ends for the search when the game is over or the searching seat has finished: its
 * reward is settled then. (With two players that is the same thing; with more it saves the
 * playout of the others' rest of the game.)
 */
export function isTerminal(s: DurakState): boolean {
  return s.phase === 'GAME_OVER' || s.active[s.dealer] !== true;
}

export const durakSearch: SearchGame<DurakState, DurakMove, DurakView> = {
  rules: { legalMoves, play, isOver, toAct: actorOf },
  determinize,
  rewards,
  isTerminal,
  playout: (s, legal, random) => playoutMove(s, legal, random),
  key: moveKey,
};

/** Iterations per decision with two players: ≤ 150 ms at the 95th percentile here (bench/durak.profi.ts). */
export const DURAK_PROFI_ITERATIONS = 2300;

/**
 * With more players a playout is longer: the iterations shrink with the number of players
 * (2300 · 2 / players), so that a decision stays as fast as with two.
 */
export const durakIterations = (view: DurakView): number => Math.round((DURAK_PROFI_ITERATIONS * 2) / view.options.players);

/** „Profi“: ISMCTS over `durakSearch` with a fixed number of iterations per number of players. */
export const durakProfiBot = profiBot(durakSearch, durakIterations);
