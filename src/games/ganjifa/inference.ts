/**
 * Ganjifa „Profi“: the deals of the hidden cards for one search (see profi.ts for the whole).
 *
 * - Determinizer (from the view only): the seat's own hand, the table (trick, Dukal, discards),
 *   the captured piles (their counts; which cards are out is public, G19) and the last trick are
 *   kept as shown. The hidden cards — every card that is not in the own hand, not out and not on
 *   the table — are dealt to the two other hands with their public counts, and never into a suit a
 *   player is known to be blank in (`voids`: it did not follow that suit, or with a next-suit card
 *   skipped it, §5.5): a card one opponent is blank in goes to the other one, the rest is shuffled.
 *   Before Tag/Nacht nobody holds a card yet: the deck is shuffled anew.
 * - Inference from the public history (the view's `history`, every move made face up): `deals`
 *   draws by a Markov chain over the hidden cards that prefers deals in which the other seats'
 *   past moves are the ones the „Fortgeschritten“ heuristic (heuristic.ts) would have made; a move
 *   the heuristic would not have made costs a factor `infer`.
 */
import { randomInt, shuffle, shuffleFront, type Random } from '../core/rng';
import { nextSeat } from '../core/seats';
import type { CardId, Seat } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, trumpOf } from './cards';
import { PHASE_FOLLOW, heuristicChoice, seenCards, voidMasks } from './heuristic';
import { DUKAL_PARTS, POP, TOP_HIGH, TOP_LOW, beats, dukalRanks, followSuits, moveCode, own, topUnseen, unseen } from './heuristicTables';
import { fromDeck } from './setup';
import { suitCountsOf } from './position';
import type { GanjifaMove, GanjifaState, GanjifaView, MoveChain } from './types';

/** The parameters of the inference (GanjifaSearchTuning in profi.ts). */
export interface InferenceTuning {
  /** Weight factor per past move the heuristic would not have made (0: no inference). */
  infer: number;
  /** Chain steps before the first deal of the pool, and between two deals. */
  inferBurn: number;
  inferThin: number;
}

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
  shuffleFront(free, need1, random);
  for (let i = 0; i < free.length; i++) (i < need1 ? to1 : to2).push(free[i]!);
  const handOf = (ks: number[]) => ks.sort((a, b) => a - b).map((k) => CARD_IDS[k]!);
  const hands: CardId[][] = [[], [], []];
  hands[seat] = view.hand;
  hands[o1] = handOf(to1);
  hands[o2] = handOf(to2);
  return stateWith(view, hands, voids);
}

/** The public history of the view as the state's move chain. */
function chainOf(moves: readonly GanjifaMove[]): MoveChain | null {
  let chain: MoveChain | null = null;
  for (const move of moves) chain = { move, prev: chain };
  return chain;
}

/** Before the deal: nobody holds a card; any shuffle of the deck is as good as the real one. */
function beforeDeal(view: GanjifaView, random: Random): GanjifaState {
  const s = fromDeck({}, shuffle(CARD_IDS, random), view.dealer);
  return {
    ...s,
    leader: view.leader,
    trickNo: view.trickNo,
    lastTrick: view.lastTrick,
    voids: voidMasks(view),
    history: chainOf(view.history),
  };
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
  for (let k = 0; k < 120; k++) if (owner[k]! >= 0) known[owner[k]! * 10 + Math.floor(k / 12)]! |= 1 << (k % 12);
  const voids = [0, 0, 0];
  const trick: number[] = [];
  const out: number[] = [];
  const remove = (p: number, k: number) => {
    known[p * 10 + Math.floor(k / 12)]! &= ~(1 << (k % 12));
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

/** Scratch for `misfitsOf`: the hidden cards' rank bits per seat and suit. */
const hiddenBits = new Int32Array(30);

/** The heuristic's move code at decision `b` of the script, with the hands filled in; −1 when the seat had a single legal move. */
function heuristicCode(sc: Int32Array, b: number, trump: number): number {
  const phase = sc[b + SC_PHASE]!;
  const led = sc[b + SC_LED]!;
  const suits = phase === PHASE_FOLLOW ? followSuits(own, led, trump) : 0x3ff;
  return heuristicChoice(phase, suits, trump, led, sc[b + SC_WINNING]!, sc[b + SC_LAST] === 1, sc[b + SC_VOIDS1]!, sc[b + SC_VOIDS2]!);
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
  for (let k = 0; k < 120; k++) if (r.owner[k]! < 0 && holder[k]! >= 0) hiddenBits[holder[k]! * 10 + Math.floor(k / 12)]! |= 1 << (k % 12);
  return misfitsOf(r, hiddenBits, cap);
}

/**
 * `size` deals for one search. With `infer` and a history: a Metropolis chain over the holders of
 * the hidden cards (a swap between the two other hands that keeps every known blank suit), each
 * deal weighted infer^misfits; after `burn` steps every `thin`-th step is a deal.
 */
export function deals(view: GanjifaView, random: Random, size: number, t: InferenceTuning): GanjifaState[] {
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
  for (const k of a) hidden[o1 * 10 + Math.floor(k / 12)]! |= 1 << (k % 12);
  for (const k of b) hidden[o2 * 10 + Math.floor(k / 12)]! |= 1 << (k % 12);
  const flip = (k: number) => {
    const bit = 1 << (k % 12);
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
