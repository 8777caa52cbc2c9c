/**
 * „Profi“ for Ganjifa: the shared ISMCTS (core/ismcts.ts) with a Ganjifa determinizer, a fast
 * playout policy and a reward for first place.
 *
 * - Determinizer (from the view only): the seat's own hand, the table (trick, Dukal, discards),
 *   the captured piles (their counts; which cards are out is public, G19) and the last trick are
 *   kept as shown. The hidden cards — every card that is not in the own hand, not out and not on
 *   the table — are dealt to the two other hands with their public counts, and never into a suit a
 *   player is known to be blank in (`voids`: it did not follow that suit, or with a next-suit card
 *   skipped it, §5.5): a card one opponent is blank in goes to the other one, the rest is shuffled.
 *   Before Tag/Nacht nobody holds a card yet: the deck is shuffled anew.
 * - Playout: the „Fortgeschritten“ heuristic (bots.ts), recomputed from the state instead of a view
 *   (in a determinization the cards a seat cannot see are exactly the other two hands, so the same
 *   numbers come out much faster), with a small share of random moves for the searching seat.
 * - Deals are drawn once per search into a pool of 40 and handed out in turn, so every root move
 *   is measured on the same deals (common random numbers: far less noise between the moves).
 * - Inference from the public history (the view's `history`, every move made face up): the pool
 *   is drawn by a Markov chain over the hidden cards that prefers deals in which the other seats'
 *   past moves are the ones the „Fortgeschritten“ heuristic would have made (a seat that led a
 *   plain card held no Dukal then, a seat that followed low could not win, …); a move the
 *   heuristic would not have made costs a factor `infer`, so other players only weaken it.
 * - Opponent model: in the tree and the playouts the other seats answer with the heuristic's move
 *   for the sampled hands; the tree branches on the searching seat's moves only.
 * - Playouts stop at the lead five tricks after the searched one (a deal has 40 tricks): the
 *   reward is read from an estimate of the final scores — captured cards so far, an equal share of
 *   the cards still in play, and per hand the cards it is expected to win beyond that share (its
 *   trumps, the best trumps, the best and second-best cards left of a suit, blank suits; weights
 *   fitted on heuristic self-play). Reward: half first place (shared counts), half the card
 *   margin to the best other seat, smoothed.
 */
import { profiBot, type SearchGame } from '../core/ismcts';
import { randomInt, shuffle, type Random } from '../core/rng';
import { nextSeat } from '../core/seats';
import type { CardId, Seat } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, rankIndex, strengthAt, trumpOf } from './cards';
import { actorOf, isOver, legalMoves, playLegal } from './play';
import { fromDeck } from './setup';
import { suitCountsOf } from './position';
import type { GanjifaMove, GanjifaState, GanjifaView, MoveChain, Placed } from './types';
import { BOSS_BONUS, DUKAL_BONUS, LONG_SUIT_WEIGHT, SAFE_SUIT_COUNT, TRUMP_BONUS, seenCards } from './bots';

// ---------------------------------------------------------------------------------------------
// Determinizer

/** A complete state consistent with everything `view` shows (see the module comment). */
export function determinize(view: GanjifaView, random: Random): GanjifaState {
  if (view.phase === 'CHOOSE_PERIOD') return beforeDeal(view, random);
  const seat = view.seat;
  const voids = voidMasks(view);
  const known = seenCards(view);
  const o1 = nextSeat(3, seat);
  const o2 = nextSeat(3, o1);
  const to1: number[] = [];
  const to2: number[] = [];
  const free: number[] = [];
  for (let k = 0; k < 120; k++) {
    if (known[k]) continue;
    const bit = 1 << Math.floor(k / 12);
    if (voids[o2]! & bit) to1.push(k);
    else if (voids[o1]! & bit) to2.push(k);
    else free.push(k);
  }
  // Partial Fisher–Yates: the first (need1) free cards go to o1, the rest to o2.
  const need1 = view.handCounts[o1]! - to1.length;
  for (let i = 0; i < need1; i++) {
    const j = i + randomInt(random, free.length - i);
    const t = free[i]!;
    free[i] = free[j]!;
    free[j] = t;
  }
  for (let i = 0; i < free.length; i++) (i < need1 ? to1 : to2).push(free[i]!);
  const handOf = (ks: number[]) => ks.sort((a, b) => a - b).map((k) => CARD_IDS[k]!);
  const hands: CardId[][] = [[], [], []];
  hands[seat] = view.hand;
  hands[o1] = handOf(to1);
  hands[o2] = handOf(to2);
  return stateWith(view, hands, voids);
}

/** Bit i of voidMasks(view)[s]: seat s is known to be blank in SUITS[i]. */
const voidMasks = (view: GanjifaView): number[] => view.voids.map((list) => list.reduce((m, suit) => m | (1 << SUITS.indexOf(suit)), 0));

/** The public history of the view as the state's move chain. */
function chainOf(moves: readonly GanjifaMove[]): MoveChain | null {
  let chain: MoveChain | null = null;
  for (const move of moves) chain = { move, prev: chain };
  return chain;
}

/** Before the deal: nobody holds a card; any shuffle of the deck is as good as the real one. */
function beforeDeal(view: GanjifaView, random: Random): GanjifaState {
  const s = fromDeck({}, shuffle(CARD_IDS, random), view.dealer);
  return { ...s, leader: view.leader, trickNo: view.trickNo, lastTrick: view.lastTrick, voids: voidMasks(view), history: chainOf(view.history) };
}

/** The state the view shows with these hands (canonical order) in place of the hidden ones. */
function stateWith(view: GanjifaView, hands: CardId[][], voids: number[]): GanjifaState {
  // The captured piles: only their counts and their union are public.
  const captured: CardId[][] = [];
  let at = 0;
  for (let s = 0; s < 3; s++) {
    captured.push(view.out.slice(at, at + view.capturedCounts[s]!));
    at += view.capturedCounts[s]!;
  }
  return {
    options: {},
    dealer: view.dealer,
    deck: [],
    period: view.period,
    trumpSuit: view.trumpSuit,
    phase: view.phase,
    hands,
    suitCounts: hands.map(suitCountsOf),
    captured,
    leader: view.leader,
    toAct: view.toAct ?? view.seat,
    trickNo: view.trickNo,
    ledSuit: view.ledSuit,
    trick: view.trick,
    dukal: view.dukal,
    discards: view.discards,
    lastTrick: view.lastTrick,
    voids,
    events: [],
    history: chainOf(view.history),
  };
}

// ---------------------------------------------------------------------------------------------
// Playout policy: the „Fortgeschritten“ heuristic of bots.ts (its tuning constants), read from the state.


/** Scratch buffers (the search is single-threaded). */
const unseen = new Int32Array(10);
const topUnseen = new Int32Array(10);
/** Bit r of dukalRanks[su]: rank r of suit su belongs to a Dukal the seat could lead. */
const dukalRanks = new Int32Array(10);

/** Strength of the strongest card of suit `su` in a canonical hand block [start, end). */
function blockTop(hand: readonly CardId[], start: number, end: number, su: number): number {
  const r = rankIndex(hand[end - 1]!);
  if (r >= 10) return r + 1;
  return su < 5 ? 10 - rankIndex(hand[start]!) : r + 1;
}

/** Adds a hand to `unseen`, and to `topUnseen` for the suits in `need` (bit mask; the others stay 0). */
function addUnseen(hand: readonly CardId[], counts: readonly number[], need: number): void {
  let start = 0;
  for (let su = 0; su < 10; su++) {
    const n = counts[su]!;
    if (n > 0) {
      unseen[su] = unseen[su]! + n;
      if (need & (1 << su)) {
        const top = blockTop(hand, start, start + n, su);
        if (top > topUnseen[su]!) topUnseen[su] = top;
      }
      start += n;
    }
  }
}

/** Number of set bits and the strongest card's strength (0: none) of every 12-bit rank mask, per suit half. */
const POP = new Uint8Array(4096);
const TOP_LOW = new Uint8Array(4096);
const TOP_HIGH = new Uint8Array(4096);
/** DUKAL_PARTS[mask]: the ranks of a suit's cards (rank bits `mask`) that belong to some Dukal the hand could lead. */
const DUKAL_PARTS = new Uint16Array(4096);
/** LONGEST_DUKAL[mask]: the first longest run of numbers of a Dukal there (lowest rank · 16 + length), 0: none. */
const LONGEST_DUKAL = new Uint8Array(4096);
for (let mask = 1; mask < 4096; mask++) {
  POP[mask] = POP[mask >> 1]! + (mask & 1);
  const high = 31 - Math.clz32(mask);
  TOP_HIGH[mask] = high + 1;
  TOP_LOW[mask] = high >= 10 ? high + 1 : 10 - (31 - Math.clz32(mask & -mask));
  if ((mask & 0xc00) === 0xc00) {
    // Raja, Mantri and every run of at least three numbers.
    let parts = 0;
    for (let v = 0; v < 10; ) {
      if (!(mask & (1 << v))) {
        v++;
        continue;
      }
      let end = v;
      while (end + 1 < 10 && mask & (1 << (end + 1))) end++;
      if (end - v >= 2) for (let r = v; r <= end; r++) parts |= 1 << r;
      if (end - v + 1 > (LONGEST_DUKAL[mask]! & 15) && end - v >= 2) LONGEST_DUKAL[mask] = (v << 4) | (end - v + 1);
      v = end + 1;
    }
    if (parts) DUKAL_PARTS[mask] = parts | 0xc00;
  }
}

/** The ranks of every card of the seat's hand that belongs to some Dukal (as bots.ts `dukalPart`), for the suits in `need`. */
function markDukalParts(hand: readonly CardId[], counts: readonly number[], need: number): void {
  let start = 0;
  for (let su = 0; su < 10; su++) {
    const n = counts[su]!;
    dukalRanks[su] = 0;
    if (n >= 5 && need & (1 << su)) {
      let mask = 0;
      for (let i = start; i < start + n; i++) mask |= 1 << rankIndex(hand[i]!);
      dukalRanks[su] = DUKAL_PARTS[mask]!;
    }
    start += n;
  }
}

interface Ctx {
  trump: number;
  voids: number[];
  o1: Seat;
  o2: Seat;
}

const isBossAt = (k: number) => strengthAt(k) > topUnseen[Math.floor(k / 12)]!;

/** Could a seat with these blank suits trump a card of `suit`? (bots.ts `mayTrump`, on the scratch.) */
function mayTrump(voids: number, suit: number, trump: number): boolean {
  if (suit === trump || unseen[trump] === 0) return false;
  if (voids & (1 << trump)) return false;
  if (voids & (1 << suit)) return true;
  return unseen[suit]! < SAFE_SUIT_COUNT;
}

/** bots.ts `keepValue` of card index k, on the scratch. */
function keepValueAt(trump: number, k: number): number {
  return keepOf(Math.floor(k / 12), k % 12, trump);
}

/** `keepValueAt` of the card of suit index su and rank index r. */
function keepOf(su: number, r: number, trump: number): number {
  const st = strengthAt(su * 12 + r);
  let v = st;
  if (su === trump) v += TRUMP_BONUS;
  if (st > topUnseen[su]!) v += BOSS_BONUS;
  if (dukalRanks[su]! & (1 << r)) v += DUKAL_BONUS;
  return v;
}

/**
 * A winner of the trick (card index k) that the last player cannot beat (bots.ts `follow`): any
 * winner when the seat is last; else a best card left that the next seat (blank suits `voids`)
 * cannot trump, or a trump when the next seat must follow the plain led suit.
 */
function safeWinner(k: number, led: number, trump: number, last: boolean, voids: number): boolean {
  if (last) return true;
  const su = Math.floor(k / 12);
  if (!isBossAt(k)) return !(su !== trump || led === trump || voids & (1 << led) || unseen[led]! < SAFE_SUIT_COUNT);
  return su === trump || !mayTrump(voids, led, trump);
}

const moveIndex = (m: GanjifaMove) => cardIndex((m as { card: CardId }).card);

/** Beats `b` (the card winning so far) with `a` as in position.ts `beatsInTrick`, on indices. */
function beats(a: number, b: number, led: number, trump: number): boolean {
  const sa = Math.floor(a / 12);
  const sb = Math.floor(b / 12);
  if (sa === trump) return sb !== trump || strengthAt(a) > strengthAt(b);
  if (sb === trump) return false;
  if (sa !== led) return false;
  return sb !== led || strengthAt(a) > strengthAt(b);
}

function winningCard(trick: readonly Placed[], trump: number): number {
  let best = cardIndex(trick[0]!.card);
  const led = Math.floor(best / 12);
  for (let i = 1; i < trick.length; i++) {
    const k = cardIndex(trick[i]!.card);
    if (beats(k, best, led, trump)) best = k;
  }
  return best;
}

/** Bit mask of the suits a follower with these suit counts (or rank bits) may play (legalFollow). */
function followSuits(counts: ArrayLike<number>, led: number, trump: number): number {
  if (counts[led] !== 0) return 1 << led;
  for (let x = 1; x <= 9; x++) {
    const n = (led + x) % 10;
    if (counts[n] !== 0) return (1 << n) | (counts[trump] !== 0 ? 1 << trump : 0);
  }
  return 0;
}

/** The move the „Fortgeschritten“ heuristic makes in `s` (deterministic). */
export function heuristicMove(s: GanjifaState, legal: readonly GanjifaMove[]): GanjifaMove {
  if (legal.length === 1) return legal[0]!;
  if (s.phase === 'CHOOSE_PERIOD') return legal[0]!; // Tag
  const seat = s.toAct;
  const o1 = nextSeat(3, seat);
  const o2 = nextSeat(3, o1);
  unseen.fill(0);
  topUnseen.fill(0);
  // The best cards left and the Dukal parts matter only for the suits of the seat's legal cards:
  // following, the led suit, else the trump and the next suit held (§5.5).
  const need = s.phase === 'FOLLOW' ? followSuits(s.suitCounts[seat]!, SUITS.indexOf(s.ledSuit!), SUITS.indexOf(s.trumpSuit!)) : 0x3ff;
  addUnseen(s.hands[o1]!, s.suitCounts[o1]!, need);
  addUnseen(s.hands[o2]!, s.suitCounts[o2]!, need);
  markDukalParts(s.hands[seat]!, s.suitCounts[seat]!, need);
  const c: Ctx = { trump: SUITS.indexOf(s.trumpSuit!), voids: s.voids, o1, o2 };

  if (s.phase === 'LEAD') {
    let dukal: GanjifaMove | null = null;
    let leads = 0;
    for (const m of legal) {
      if (m.type === 'LEAD_DUKAL') {
        if (dukal === null || m.cards.length > (dukal as { cards: CardId[] }).cards.length) dukal = m;
      } else leads++;
    }
    if (dukal) return dukal;
    if (leads === 1) return legal[0]!;
    // Sure winners (boss trumps first while trumps are out), then likely winners, else the least useful.
    const trumpsOut = unseen[c.trump]! > 0;
    let best: GanjifaMove | null = null;
    let bestScore = Infinity;
    for (const m of legal) {
      const k = moveIndex(m);
      if (!isBossAt(k)) continue;
      const su = Math.floor(k / 12);
      if (mayTrump(c.voids[o1]!, su, c.trump) || mayTrump(c.voids[o2]!, su, c.trump)) continue;
      const score = (trumpsOut && su === c.trump ? 0 : 100) + keepValueAt(c.trump, k);
      if (score < bestScore) {
        best = m;
        bestScore = score;
      }
    }
    if (best) return best;
    for (const m of legal) {
      const k = moveIndex(m);
      if (!isBossAt(k)) continue;
      const score = keepValueAt(c.trump, k);
      if (score < bestScore) {
        best = m;
        bestScore = score;
      }
    }
    if (best) return best;
    const counts = s.suitCounts[seat]!;
    for (const m of legal) {
      const k = moveIndex(m);
      const su = Math.floor(k / 12);
      const score = keepValueAt(c.trump, k) + (unseen[su] === 0 ? 3 : 0) - LONG_SUIT_WEIGHT * counts[su]!;
      if (score < bestScore) {
        best = m;
        bestScore = score;
      }
    }
    return best!;
  }

  if (s.phase === 'FOLLOW') {
    const led = SUITS.indexOf(s.ledSuit!);
    const winning = winningCard(s.trick, c.trump);
    const last = s.trick.length === 2;
    // cheapest safe winner, else cheapest winner, else cheapest card
    let safe: GanjifaMove | null = null;
    let safeScore = Infinity;
    let win: GanjifaMove | null = null;
    let winScore = Infinity;
    let any: GanjifaMove | null = null;
    let anyScore = Infinity;
    for (const m of legal) {
      const k = moveIndex(m);
      const v = keepValueAt(c.trump, k);
      if (beats(k, winning, led, c.trump)) {
        if (v < winScore) {
          win = m;
          winScore = v;
        }
        const ok = safeWinner(k, led, c.trump, last, c.voids[o1]!);
        if (ok && v < safeScore) {
          safe = m;
          safeScore = v;
        }
      } else if (v < anyScore) {
        any = m;
        anyScore = v;
      }
    }
    if (safe) return safe;
    if (win) return win;
    return any!;
  }

  // DUKAL_DISCARD: the least useful card.
  let best = legal[0]!;
  let bestScore = Infinity;
  for (const m of legal) {
    const v = keepValueAt(c.trump, moveIndex(m));
    if (v < bestScore) {
      best = m;
      bestScore = v;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Search parameters

export interface GanjifaSearchTuning {
  /** Share of random moves in playouts (the searching seat's). */
  epsilon: number;
  /** Share of random moves in playouts for the other seats (null: `epsilon`). */
  epsOther: number | null;
  /** Moves per playout before it is scored from the estimate (a deal has about 120). */
  playoutMoves: number;
  /** Card margin that counts as „clearly ahead“ for the smoothing of the reward. */
  marginScale: number;
  /** Weight of the plain first-place indicator in the reward (the rest is the smoothed margin). */
  firstWeight: number;

  /**
   * Deals per search (0: a fresh deal every iteration). With a pool, every root move is tried on
   * the same few deals of the hidden cards (common random numbers): the comparison between the
   * moves is then much less noisy than the outcome of any single deal.
   */
  pool: number;
  /** Playouts stop at the lead of this many tricks after the searched one (0: after `playoutMoves`). */
  depth: number;
  /** Score the cut-off by the hands' strength (trumps, best cards, blank suits), not equal shares. */
  handEval: boolean;
  /**
   * Model the other seats as the „Fortgeschritten“ heuristic in the search (their only move there
   * is the heuristic's); false: the tree searches their moves too, each for its own reward.
   */
  model: boolean;
  /**
   * Inference from the public history (0: off): the pool's deals are drawn by a Markov chain
   * (swaps of hidden cards between the two other hands) that weighs a deal by `infer` to the
   * power of the other seats' past moves the „Fortgeschritten“ heuristic would not have made with
   * those hands — e.g. a seat that led a plain card then held no Dukal, a seat that followed low
   * could not win the trick.
   */
  infer: number;
  /** Chain steps before the first deal of the pool, and between two deals. */
  inferBurn: number;
  inferThin: number;
}

export const GANJIFA_TUNING: GanjifaSearchTuning = {
  epsilon: 0.1,
  epsOther: null,
  playoutMoves: 45,
  marginScale: 8,
  firstWeight: 0.5,
  pool: 40,
  depth: 5,
  handEval: true,
  model: true,
  infer: 0.05,
  inferBurn: 150,
  inferThin: 4,
};

/** Estimated final scores: captured cards, plus the cards still in play shared equally. */
function estimate(s: GanjifaState): number[] {
  let rest = s.trick.length + s.discards.length + (s.dukal ? s.dukal.cards.length : 0);
  for (const h of s.hands) rest += h.length;
  const share = rest / 3;
  return [s.captured[0]!.length + share, s.captured[1]!.length + share, s.captured[2]!.length + share];
}

/**
 * Cards each seat is expected to win from here on beyond an equal share, per card it holds: a
 * trump, one of the three best trumps left, the best and the second-best card left of a plain
 * suit, a blank plain suit (fitted by least squares on heuristic self-play at LEAD).
 */
const W_TRUMP = 6.35;
const W_TOP_TRUMP = 2.16;
const W_BOSS = 3.33;
const W_SECOND = 2.17;
const W_BLANK = 0.53;
/** Per suit the three strongest card strengths left in the hands (scratch). */
const best1 = new Int32Array(10);
const best2 = new Int32Array(10);
const best3 = new Int32Array(10);

function handEstimate(s: GanjifaState): number[] {
  const est = estimate(s);
  const trump = SUITS.indexOf(s.trumpSuit!);
  best1.fill(0);
  best2.fill(0);
  best3.fill(0);
  // The hands are canonical: suit block by suit block (suitCounts), every card read by its rank only.
  for (let p = 0; p < 3; p++) {
    const hand = s.hands[p]!;
    const counts = s.suitCounts[p]!;
    let i = 0;
    for (let su = 0; su < 10; su++) {
      const base = 12 * su;
      for (const end = i + counts[su]!; i < end; i++) {
        const st = strengthAt(base + rankIndex(hand[i]!));
        if (st > best1[su]!) {
          best3[su] = best2[su]!;
          best2[su] = best1[su]!;
          best1[su] = st;
        } else if (st > best2[su]!) {
          best3[su] = best2[su]!;
          best2[su] = st;
        } else if (st > best3[su]!) best3[su] = st;
      }
    }
  }
  const f = [0, 0, 0];
  for (let p = 0; p < 3; p++) {
    const hand = s.hands[p]!;
    const counts = s.suitCounts[p]!;
    let v = 0;
    let i = 0;
    for (let su = 0; su < 10; su++) {
      const base = 12 * su;
      for (const end = i + counts[su]!; i < end; i++) {
        const st = strengthAt(base + rankIndex(hand[i]!));
        if (su === trump) v += W_TRUMP + (st >= best3[su]! ? W_TOP_TRUMP : 0);
        else if (st === best1[su]) v += W_BOSS;
        else if (st === best2[su]) v += W_SECOND;
      }
    }
    for (let su = 0; su < 10; su++) if (su !== trump && counts[su] === 0 && best1[su]! > 0) v += W_BLANK;
    f[p] = v;
  }
  const mean = (f[0]! + f[1]! + f[2]!) / 3;
  for (let p = 0; p < 3; p++) est[p]! += f[p]! - mean;
  return est;
}

function rewardsWith(t: GanjifaSearchTuning) {
  return (s: GanjifaState): number[] => {
    const est = t.handEval && s.phase !== 'GAME_OVER' ? handEstimate(s) : estimate(s);
    const out: number[] = [0, 0, 0];
    for (let p = 0; p < 3; p++) {
      const other = Math.max(est[(p + 1) % 3]!, est[(p + 2) % 3]!);
      const margin = est[p]! - other;
      const first = margin >= 0 ? 1 : 0;
      out[p] = t.firstWeight * first + (1 - t.firstWeight) / (1 + Math.exp(-margin / t.marginScale));
    }
    return out;
  };
}

// ---------------------------------------------------------------------------------------------
// Inference from the public history

/** What one view's history gives the chain, worked out once per search. */
interface Replay {
  /** Every move since the deal (Tag/Nacht first), oldest first. */
  moves: GanjifaMove[];
  /** owner[k]: the seat that holds or played card k if that is known to the view, else −1. */
  owner: Int8Array;
  /** Suit index of the trump. */
  trump: number;
  /**
   * The other seats' decisions, SCRIPT_STRIDE numbers each (see SCRIPT_*): everything the
   * heuristic reads there except the hidden cards. Phase, trick, blank suits and the known part of
   * every hand follow from the public history alone, so only the hidden cards vary between deals.
   */
  script: Int32Array;
}

// One decision of `Replay.script`: the actor, the phase (0 LEAD, 1 FOLLOW, 2 DUKAL_DISCARD), the
// led suit and the card winning the trick so far (FOLLOW), whether the actor plays last to the
// trick, the blank suits of the actor's next and second-next seat, the move made (its code, see
// `moveCode`), then per seat and suit the rank bits of the cards the view knows that seat holds.
const SC_ACTOR = 0;
const SC_PHASE = 1;
const SC_LED = 2;
const SC_WINNING = 3;
const SC_LAST = 4;
const SC_VOIDS1 = 5;
const SC_VOIDS2 = 6;
const SC_MOVE = 7;
const SC_KNOWN = 8;
const SCRIPT_STRIDE = SC_KNOWN + 30;

/** A move as one number: a card move by its card index, a Dukal by 1000 + (suit·16 + lowest rank)·16 + numbers. */
const dukalCode = (su: number, v: number, n: number) => 1000 + (su * 16 + v) * 16 + n;
function moveCode(m: GanjifaMove): number {
  if (m.type === 'LEAD_DUKAL') {
    const k = cardIndex(m.cards[0]!);
    return dukalCode(Math.floor(k / 12), k % 12, m.cards.length - 2);
  }
  return moveIndex(m);
}

/** The replay data, or null when the history does not go back to the deal (or shows no choice). */
export function replayOf(view: GanjifaView): Replay | null {
  const h = view.history;
  if (h.length < 2 || h[0]!.type !== 'CHOOSE_PERIOD' || view.period === null) return null;
  const owner = new Int8Array(120).fill(-1);
  const count = [0, 0, 0];
  for (const c of view.hand) owner[cardIndex(c)] = view.seat;
  count[view.seat] = view.hand.length;
  let others = 0;
  for (let i = 1; i < h.length; i++) {
    const m = h[i]!;
    const cards = m.type === 'LEAD_DUKAL' ? m.cards : m.type === 'CHOOSE_PERIOD' ? [] : [m.card];
    for (const c of cards) owner[cardIndex(c)] = m.seat;
    count[m.seat]! += cards.length;
    if (m.seat !== view.seat) others++;
  }
  for (let p = 0; p < 3; p++) if (p !== view.seat) count[p]! += view.handCounts[p]!;
  if (others === 0 || count[0] !== 40 || count[1] !== 40 || count[2] !== 40) return null;
  const trump = SUITS.indexOf(trumpOf(h[0]!.type === 'CHOOSE_PERIOD' ? h[0]!.period : 'day'));
  return { moves: h, owner, trump, script: scriptOf(view.seat, h, owner, trump) };
}

/** Replays the public history (as `play` does) and writes down the other seats' decisions with a choice. */
function scriptOf(seat: Seat, moves: readonly GanjifaMove[], owner: Int8Array, trump: number): Int32Array {
  const known = new Int32Array(30);
  for (let k = 0; k < 120; k++) if (owner[k]! >= 0) known[owner[k]! * 10 + Math.floor(k / 12)]! |= 1 << k % 12;
  const voids = [0, 0, 0];
  const trick: number[] = [];
  const out: number[] = [];
  const remove = (p: number, k: number) => {
    known[p * 10 + Math.floor(k / 12)]! &= ~(1 << k % 12);
  };
  for (let i = 1; i < moves.length; i++) {
    const m = moves[i]!;
    const p = m.seat;
    // The first lead (the trump Raja, trick 1) is the only legal move.
    if (p !== seat && i > 1) {
      const led = trick.length > 0 ? Math.floor(trick[0]! / 12) : -1;
      let winning = -1;
      if (m.type === 'PLAY') {
        winning = trick[0]!;
        for (let j = 1; j < trick.length; j++) if (beats(trick[j]!, winning, led, trump)) winning = trick[j]!;
      }
      out.push(p, m.type === 'PLAY' ? 1 : m.type === 'DISCARD' ? 2 : 0, led, winning, trick.length === 2 ? 1 : 0);
      out.push(voids[(p + 1) % 3]!, voids[(p + 2) % 3]!, moveCode(m));
      for (let j = 0; j < 30; j++) out.push(known[j]!);
    }
    if (m.type === 'LEAD_DUKAL') {
      for (const c of m.cards) remove(p, cardIndex(c));
    } else if (m.type !== 'CHOOSE_PERIOD') {
      const k = cardIndex(m.card);
      remove(p, k);
      if (m.type === 'LEAD') trick.push(k);
      else if (m.type === 'PLAY') {
        // Blank suits as playFollow records them (§5.5): not following, and with an N card every suit before N.
        const led = Math.floor(trick[0]! / 12);
        const su = Math.floor(k / 12);
        if (su !== led) {
          let bits = 1 << led;
          if (su !== trump) for (let x = (led + 1) % 10; x !== su; x = (x + 1) % 10) bits |= 1 << x;
          voids[p]! |= bits;
        }
        trick.push(k);
        if (trick.length === 3) trick.length = 0;
      }
    }
  }
  return Int32Array.from(out);
}

/** Scratch for `misfitsOf`: the hidden cards' rank bits per seat and suit, and one decision's hands. */
const hiddenBits = new Int32Array(30);
const own = new Int32Array(10);

// The passes of `heuristicMove` over the own hand: LEAD's sure winners (boss trumps first while
// trumps are out), likely winners, the least useful card from a long suit; a discard's least useful card.
const PASS_SURE = 0;
const PASS_BOSS = 1;
const PASS_LONG = 2;
const PASS_ANY = 3;

/** The own card (index) with the smallest score in pass `pass`, the first on ties; −1 if none qualifies. */
function cheapestOwn(pass: number, trump: number, v1: number, v2: number): number {
  const trumpsOut = unseen[trump]! > 0;
  let best = -1;
  let bestScore = Infinity;
  for (let su = 0; su < 10; su++) {
    const m = own[su]!;
    if (m === 0) continue;
    if (pass === PASS_SURE && (mayTrump(v1, su, trump) || mayTrump(v2, su, trump))) continue;
    const extra =
      pass === PASS_SURE ? (trumpsOut && su === trump ? 0 : 100) : pass === PASS_LONG ? (unseen[su] === 0 ? 3 : 0) - LONG_SUIT_WEIGHT * POP[m]! : 0;
    // the cards of the suit by rank, ascending (lowest set bit first)
    for (let bits = m; bits !== 0; bits &= bits - 1) {
      const r = 31 - Math.clz32(bits & -bits);
      if (pass <= PASS_BOSS && strengthAt(su * 12 + r) <= topUnseen[su]!) continue;
      const score = keepOf(su, r, trump) + extra;
      if (score < bestScore) {
        best = su * 12 + r;
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * The heuristic's move (its `moveCode`) at decision `d` of the script with the hands in `own` and
 * `unseen`/`topUnseen`/`dukalRanks` filled in; −1 when the seat has a single legal move. The same
 * choices as `heuristicMove`, on rank bits: legal moves in the engine's order (card moves by
 * canonical index, then Dukal sets), ties to the first.
 */
function heuristicCode(sc: Int32Array, b: number, trump: number): number {
  const phase = sc[b + SC_PHASE]!;
  if (phase === 0) {
    // LEAD: the longest Dukal (the first of them), else the three passes of heuristicMove.
    let code = -1;
    let longest = 0;
    let size = 0;
    for (let su = 0; su < 10; su++) {
      const m = own[su]!;
      size += POP[m]!;
      const run = LONGEST_DUKAL[m]!;
      if ((run & 15) > longest) {
        longest = run & 15;
        code = dukalCode(su, run >> 4, longest);
      }
    }
    if (code >= 0) return code;
    if (size < 2) return -1;
    const v1 = sc[b + SC_VOIDS1]!;
    const v2 = sc[b + SC_VOIDS2]!;
    const sure = cheapestOwn(PASS_SURE, trump, v1, v2);
    if (sure >= 0) return sure;
    const boss = cheapestOwn(PASS_BOSS, trump, v1, v2);
    return boss >= 0 ? boss : cheapestOwn(PASS_LONG, trump, v1, v2);
  }
  if (phase === 1) {
    // FOLLOW: the legal suits (legalFollow), then the cheapest safe winner, winner or card.
    const led = sc[b + SC_LED]!;
    const suits = followSuits(own, led, trump);
    let size = 0;
    for (let su = 0; su < 10; su++) if (suits & (1 << su)) size += POP[own[su]!]!;
    if (size < 2) return -1;
    const winning = sc[b + SC_WINNING]!;
    const last = sc[b + SC_LAST] === 1;
    const v1 = sc[b + SC_VOIDS1]!;
    let safe = -1;
    let safeScore = Infinity;
    let win = -1;
    let winScore = Infinity;
    let any = -1;
    let anyScore = Infinity;
    for (let su = 0; su < 10; su++) {
      if (!(suits & (1 << su))) continue;
      for (let bits = own[su]!; bits !== 0; bits &= bits - 1) {
        const k = su * 12 + 31 - Math.clz32(bits & -bits);
        const v = keepValueAt(trump, k);
        if (beats(k, winning, led, trump)) {
          if (v < winScore) {
            win = k;
            winScore = v;
          }
          const ok = safeWinner(k, led, trump, last, v1);
          if (ok && v < safeScore) {
            safe = k;
            safeScore = v;
          }
        } else if (v < anyScore) {
          any = k;
          anyScore = v;
        }
      }
    }
    return safe >= 0 ? safe : win >= 0 ? win : any;
  }
  // DUKAL_DISCARD: the least useful card.
  let size = 0;
  for (let su = 0; su < 10; su++) size += POP[own[su]!]!;
  return size < 2 ? -1 : cheapestOwn(PASS_ANY, trump, 0, 0);
}

/** `misfits` with the hidden cards as rank bits per seat and suit (hidden[seat·10 + suit]). */
function misfitsOf(r: Replay, hidden: Int32Array, cap: number): number {
  const sc = r.script;
  const trump = r.trump;
  let miss = 0;
  for (let b = 0; b < sc.length; b += SCRIPT_STRIDE) {
    const p = sc[b + SC_ACTOR]!;
    const o1 = (p + 1) % 3;
    const o2 = (o1 + 1) % 3;
    const kb = b + SC_KNOWN;
    for (let su = 0; su < 10; su++) {
      const m = sc[kb + p * 10 + su]! | hidden[p * 10 + su]!;
      own[su] = m;
      dukalRanks[su] = DUKAL_PARTS[m]!;
      const m1 = sc[kb + o1 * 10 + su]! | hidden[o1 * 10 + su]!;
      const m2 = sc[kb + o2 * 10 + su]! | hidden[o2 * 10 + su]!;
      unseen[su] = POP[m1]! + POP[m2]!;
      topUnseen[su] = (su < 5 ? TOP_LOW : TOP_HIGH)[m1 | m2]!;
    }
    const h = heuristicCode(sc, b, trump);
    if (h >= 0 && h !== sc[b + SC_MOVE] && ++miss > cap) return miss;
  }
  return miss;
}

/**
 * Replays the history from the deal with the hidden cards where `holder` puts them and counts the
 * other seats' moves (with a choice) the heuristic would have made differently; stops above `cap`.
 */
export function misfits(view: GanjifaView, r: Replay, holder: Int8Array, cap: number): number {
  hiddenBits.fill(0);
  for (let k = 0; k < 120; k++) if (r.owner[k]! < 0 && holder[k]! >= 0) hiddenBits[holder[k]! * 10 + Math.floor(k / 12)]! |= 1 << k % 12;
  return misfitsOf(r, hiddenBits, cap);
}

/**
 * `size` deals for one search. With `infer` and a history: a Metropolis chain over the holders of
 * the hidden cards (a swap between the two other hands that keeps every known blank suit), each
 * deal weighted infer^misfits; after `burn` steps every `thin`-th step is a deal.
 */
export function deals(view: GanjifaView, random: Random, size: number, t: GanjifaSearchTuning): GanjifaState[] {
  const first = determinize(view, random);
  const r = t.infer > 0 && view.phase !== 'CHOOSE_PERIOD' ? replayOf(view) : null;
  if (r === null) {
    const out = [first];
    while (out.length < size) out.push(determinize(view, random));
    return out;
  }
  const o1 = nextSeat(3, view.seat);
  const o2 = nextSeat(3, o1);
  const voids = voidMasks(view);
  const holder = new Int8Array(120).fill(-1);
  const a: number[] = [];
  const b: number[] = [];
  for (const c of first.hands[o1]!) {
    holder[cardIndex(c)] = o1;
    a.push(cardIndex(c));
  }
  for (const c of first.hands[o2]!) {
    holder[cardIndex(c)] = o2;
    b.push(cardIndex(c));
  }
  const logEps = Math.log(t.infer);
  // The hidden cards' rank bits (as `misfits` builds them from `holder`), kept along with the swaps.
  const hidden = new Int32Array(30);
  for (const k of a) hidden[o1 * 10 + Math.floor(k / 12)]! |= 1 << k % 12;
  for (const k of b) hidden[o2 * 10 + Math.floor(k / 12)]! |= 1 << k % 12;
  const flip = (k: number) => {
    const bit = 1 << k % 12;
    hidden[o1 * 10 + Math.floor(k / 12)]! ^= bit;
    hidden[o2 * 10 + Math.floor(k / 12)]! ^= bit;
  };
  let miss = misfitsOf(r, hidden, Infinity);
  const out: GanjifaState[] = [];
  for (let step = 1; out.length < size; step++) {
    if (a.length > 0 && b.length > 0) {
      const i = randomInt(random, a.length);
      const j = randomInt(random, b.length);
      const x = a[i]!;
      const y = b[j]!;
      if (!(voids[o2]! & (1 << Math.floor(x / 12))) && !(voids[o1]! & (1 << Math.floor(y / 12)))) {
        // accept with probability infer^(new − old): new < old + log(u) / log(infer)
        const u = random();
        const cap = miss + Math.ceil(Math.log(u) / logEps) - 1;
        flip(x);
        flip(y);
        const m = misfitsOf(r, hidden, cap);
        if (m <= cap) {
          holder[x] = o2;
          holder[y] = o1;
          a[i] = y;
          b[j] = x;
          miss = m;
        } else {
          flip(x);
          flip(y);
        }
      }
    }
    if (step >= t.inferBurn && (step - t.inferBurn) % t.inferThin === 0) out.push(handsState(view, holder, o1, o2, voids));
  }
  return out;
}

function handsState(view: GanjifaView, holder: Int8Array, o1: Seat, o2: Seat, voids: number[]): GanjifaState {
  const hands: CardId[][] = [[], [], []];
  hands[view.seat] = view.hand;
  for (let k = 0; k < 120; k++) {
    if (holder[k] === o1) hands[o1]!.push(CARD_IDS[k]!);
    else if (holder[k] === o2) hands[o2]!.push(CARD_IDS[k]!);
  }
  return stateWith(view, hands, voids);
}

/**
 * A determinizer that deals `size` hidden-card deals per search and hands them out in turn. A
 * search calls it with one view and one generator throughout, so the pool belongs to that pair:
 * a new search (a new generator, as every decision gets its own) starts a new pool, and the same
 * view, seed and iterations still give the same pool and the same answer.
 */
function pooled(t: GanjifaSearchTuning) {
  const size = t.pool;
  let forView: GanjifaView | null = null;
  let forRandom: Random | null = null;
  let pool: GanjifaState[] = [];
  let next = 0;
  return (view: GanjifaView, random: Random): GanjifaState => {
    if (size <= 1) return determinize(view, random);
    if (view !== forView || random !== forRandom) {
      forView = view;
      forRandom = random;
      pool = deals(view, random, size, t);
      next = 0;
    }
    const s = pool[next]!;
    next = (next + 1) % size;
    return s;
  };
}

export function moveKey(m: GanjifaMove): string {
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return m.period;
    case 'LEAD_DUKAL':
      return `D${m.cards.join()}`;
    default:
      return m.card;
  }
}

/** The search with other parameters (for tuning and tests); `ganjifaSearch` uses GANJIFA_TUNING. */
export function makeGanjifaSearch(tuning: Partial<GanjifaSearchTuning> = {}): SearchGame<GanjifaState, GanjifaMove, GanjifaView> {
  const t = { ...GANJIFA_TUNING, ...tuning };
  const deal = pooled(t);
  const epsOther = t.epsOther ?? t.epsilon;
  // The trick the search started from (read from the view by the determinizer): the horizon.
  let horizon = Infinity;
  // The seat that searches (from the view): with `model`, the others play the heuristic.
  let searcher = -1;
  const modelled = (s: GanjifaState): GanjifaMove[] => {
    const legal = legalMoves(s);
    return s.toAct === searcher || legal.length < 2 ? legal : [heuristicMove(s, legal)];
  };
  return {
    rules: { legalMoves: t.model ? modelled : legalMoves, play: playLegal, isOver, toAct: actorOf },
    determinize(view, random) {
      horizon = t.depth > 0 ? view.trickNo + t.depth : Infinity;
      searcher = view.seat;
      return deal(view, random);
    },
    isTerminal: (s) => s.phase === 'GAME_OVER' || (s.phase === 'LEAD' && s.trickNo >= horizon),
    rewards: rewardsWith(t),
    playout(state, legal, random) {
      if (legal.length === 1) return legal[0]!;
      if (random() < (state.toAct === searcher ? t.epsilon : epsOther)) return legal[randomInt(random, legal.length)]!;
      return heuristicMove(state, legal);
    },
    maxPlayoutMoves: t.depth > 0 ? Infinity : t.playoutMoves,
    key: moveKey,
  };
}

export const ganjifaSearch = makeGanjifaSearch();

/** Iterations per searched decision (fixed, so a game replays exactly from its link). */
export const GANJIFA_PROFI_ITERATIONS = 3000;

export const ganjifaProfiBot = profiBot(ganjifaSearch, GANJIFA_PROFI_ITERATIONS);
