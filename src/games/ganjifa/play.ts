/**
 * Playing Ganjifa (shared/rules/ganjifa.md §5–§7): the legal moves, `play` with the automatic
 * steps DEAL, RESOLVE_TRICK and RESOLVE_DUKAL, and the queries phase / toAct / isOver / outcome /
 * view.
 *
 * `legalMoves` order (stable, part of the link format):
 *   CHOOSE_PERIOD  CHOOSE_PERIOD day, then night.
 *   LEAD           trick 1: only LEAD(trump Raja) (G6). Later: LEAD per hand card (canonical
 *                  order), then LEAD_DUKAL per valid Dukal (dukal.ts `dukalSets` order: suit, lowest
 *                  number, length).
 *   FOLLOW         PLAY per card of legalFollow (canonical order).
 *   DUKAL_DISCARD  DISCARD per hand card (canonical order), one card per move (M5).
 *   GAME_OVER      none.
 * G20: a single legal move is still a decision; the engine never plays it by itself.
 *
 * Events (§9) are as the spec names them, with two additions for the log and the table: Dealt also
 * carries the first leader and the trump Raja, TrickWon also the winning card and the trick number.
 */
import { illegalMove } from '../core/engine';
import { joined, without, withoutAll } from '../core/cards';
import { nextSeat } from '../core/seats';
import { scoreOutcome, winnersOf } from '../core/outcome';
import type { CardId, Outcome, Seat } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, rankIndex, suitIndex, trumpOf, trumpRajaOf } from './cards';
import { isDukal, pushDukalSets } from './dukal';
import { SEATS, dealHands, holderOf } from './setup';
import { playKind, suitCountsOf, winningIndex } from './position';
import type { GanjifaEvent, GanjifaMove, GanjifaPhase, GanjifaState, GanjifaView, Placed, Suit } from './types';

// ---------------------------------------------------------------------------------------------
// Queries

export function phaseOf(s: GanjifaState): GanjifaPhase {
  return s.phase;
}

/** Who decides now (§5.2): seat 0 chooses the period, then the leader or the actor; null at the end. */
export function actorOf(s: GanjifaState): Seat | null {
  return s.phase === 'GAME_OVER' ? null : s.toAct;
}

export function isOver(s: GanjifaState): boolean {
  return s.phase === 'GAME_OVER';
}

// ---------------------------------------------------------------------------------------------
// legalMoves

/**
 * The one-card moves are made once and shared (frozen plain data): legalMoves runs inside every
 * bot playout, and handing out the same move object for the same (type, seat, card) saves most of
 * its allocations.
 */
function moveTable<T extends 'LEAD' | 'PLAY' | 'DISCARD'>(type: T): Extract<GanjifaMove, { type: T }>[][] {
  const table: Extract<GanjifaMove, { type: T }>[][] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    table.push(CARD_IDS.map((card) => Object.freeze({ type, seat, card }) as Extract<GanjifaMove, { type: T }>));
  }
  return table;
}
const LEAD_MOVES = moveTable('LEAD');
/** Rank bits of Mantri and Raja. */
const COURTS = (1 << 10) | (1 << 11);
const PLAY_MOVES = moveTable('PLAY');
const DISCARD_MOVES = moveTable('DISCARD');
const PERIOD_MOVES: GanjifaMove[] = [
  Object.freeze({ type: 'CHOOSE_PERIOD', seat: 0, period: 'day' }),
  Object.freeze({ type: 'CHOOSE_PERIOD', seat: 0, period: 'night' }),
] as GanjifaMove[];

/** Where the cards of suit index `suit` start in a canonical hand with these suit counts. */
function blockStart(counts: readonly number[], suit: number): number {
  let start = 0;
  for (let i = 0; i < suit; i++) start += counts[i]!;
  return start;
}

/** §5.5 N from the suit counts: the first suit after `led` (cyclic) with a card, −1 if none. */
function nextHeld(counts: readonly number[], led: number): number {
  for (let k = 1; k <= 9; k++) {
    const i = (led + k) % 10;
    if (counts[i]! > 0) return i;
  }
  return -1;
}

/** Appends the moves for every card of suit index `suit` (a block of the canonical hand). */
function pushBlock(
  out: GanjifaMove[],
  moves: readonly GanjifaMove[],
  hand: readonly CardId[],
  counts: readonly number[],
  suit: number,
): void {
  const start = blockStart(counts, suit);
  const end = start + counts[suit]!;
  const base = 12 * suit;
  for (let i = start; i < end; i++) out.push(moves[base + rankIndex(hand[i]!)]!);
}

export function legalMoves(s: GanjifaState): GanjifaMove[] {
  const out: GanjifaMove[] = [];
  const seat = s.toAct;
  switch (s.phase) {
    case 'CHOOSE_PERIOD':
      // M1 is seat 0's (G4); fromDeck and fromLayout always give the actor 0 here.
      out.push(PERIOD_MOVES[0]!, PERIOD_MOVES[1]!);
      return out;
    case 'LEAD': {
      const moves = LEAD_MOVES[seat]!;
      if (s.trickNo === 1) {
        out.push(moves[cardIndex(trumpRajaOf(s.period!))]!);
        return out;
      }
      // One pass over the hand, suit block by suit block (the hand is canonical): the LEAD moves,
      // and the rank bits of each suit for the Dukal search (§5.4: Raja, Mantri and a run of ≥ 3).
      // G12 (m ≤ every opponent's hand) always holds, as all hands are equal at LEAD (§5.7).
      const hand = s.hands[seat]!;
      const counts = s.suitCounts[seat]!;
      const leads: GanjifaMove[] = new Array(hand.length);
      let sets: CardId[][] | null = null;
      let i = 0;
      for (let su = 0; su < 10; su++) {
        const end = i + counts[su]!;
        const base = 12 * su;
        let mask = 0;
        for (; i < end; i++) {
          const r = rankIndex(hand[i]!);
          leads[i] = moves[base + r]!;
          mask |= 1 << r;
        }
        if (counts[su]! >= 5 && (mask & COURTS) === COURTS) {
          if (sets === null) sets = [];
          pushDukalSets(mask, su, sets);
        }
      }
      if (sets !== null) for (let k = 0; k < sets.length; k++) leads.push({ type: 'LEAD_DUKAL', seat, cards: sets[k]! });
      return leads;
    }
    case 'FOLLOW': {
      // legalFollow (§5.5) from the suit counts: the led suit's block, else the trump and N blocks.
      const hand = s.hands[seat]!;
      const counts = s.suitCounts[seat]!;
      const moves = PLAY_MOVES[seat]!;
      const led = SUITS.indexOf(s.ledSuit!);
      if (counts[led]! > 0) {
        pushBlock(out, moves, hand, counts, led);
        return out;
      }
      const n = nextHeld(counts, led);
      const t = SUITS.indexOf(s.trumpSuit!);
      if (t === n || counts[t] === 0) pushBlock(out, moves, hand, counts, n);
      else if (t < n) {
        pushBlock(out, moves, hand, counts, t);
        pushBlock(out, moves, hand, counts, n);
      } else {
        pushBlock(out, moves, hand, counts, n);
        pushBlock(out, moves, hand, counts, t);
      }
      return out;
    }
    case 'DUKAL_DISCARD': {
      const hand = s.hands[seat]!;
      const moves = DISCARD_MOVES[seat]!;
      const discards: GanjifaMove[] = new Array(hand.length);
      for (let i = 0; i < hand.length; i++) discards[i] = moves[cardIndex(hand[i]!)]!;
      return discards;
    }
    default:
      return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Fast legality for `play` (must agree with `check`; the tests and core/checked make sure).

function isCanonicalSubset(cards: readonly CardId[], hand: readonly CardId[]): boolean {
  let last = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (typeof c !== 'string' || hand.indexOf(c) === -1) return false;
    const k = cardIndex(c);
    if (k <= last) return false;
    last = k;
  }
  return true;
}

export function isLegal(s: GanjifaState, m: GanjifaMove): boolean {
  if (m === null || typeof m !== 'object' || m.seat !== s.toAct) return false;
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return s.phase === 'CHOOSE_PERIOD' && (m.period === 'day' || m.period === 'night');
    case 'LEAD':
      if (s.phase !== 'LEAD' || typeof m.card !== 'string') return false;
      return s.trickNo === 1 ? m.card === trumpRajaOf(s.period!) : s.hands[m.seat]!.indexOf(m.card) !== -1;
    case 'LEAD_DUKAL': {
      if (s.phase !== 'LEAD' || s.trickNo === 1 || !Array.isArray(m.cards)) return false;
      const hand = s.hands[m.seat]!;
      if (!isCanonicalSubset(m.cards, hand) || !isDukal(m.cards)) return false;
      for (let o = 0; o < SEATS; o++) if (o !== m.seat && m.cards.length > s.hands[o]!.length) return false;
      return true;
    }
    case 'PLAY': {
      if (s.phase !== 'FOLLOW' || typeof m.card !== 'string' || s.hands[m.seat]!.indexOf(m.card) === -1) return false;
      const counts = s.suitCounts[m.seat]!;
      const suit = suitIndex(m.card);
      const led = SUITS.indexOf(s.ledSuit!);
      if (suit === led) return true;
      if (counts[led]! > 0) return false;
      return suit === SUITS.indexOf(s.trumpSuit!) || suit === nextHeld(counts, led);
    }
    case 'DISCARD':
      return s.phase === 'DUKAL_DISCARD' && typeof m.card === 'string' && s.hands[m.seat]!.indexOf(m.card) !== -1;
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// play — a fresh state per call; arrays that change are replaced, never changed in place.

/** Field by field on purpose: `{ ...s, events }` measured 2–2.5× slower in the random-game bench. */
function copyState(s: GanjifaState, events: GanjifaEvent[]): GanjifaState {
  return {
    options: s.options,
    dealer: s.dealer,
    deck: s.deck,
    period: s.period,
    trumpSuit: s.trumpSuit,
    phase: s.phase,
    hands: s.hands,
    suitCounts: s.suitCounts,
    captured: s.captured,
    leader: s.leader,
    toAct: s.toAct,
    trickNo: s.trickNo,
    ledSuit: s.ledSuit,
    trick: s.trick,
    dukal: s.dukal,
    discards: s.discards,
    lastTrick: s.lastTrick,
    voids: s.voids,
    events,
    history: s.history ?? null,
  };
}

/** Replaces the hand of `seat`, which gave up `count` cards of suit index `suit`. */
function setHand(w: GanjifaState, seat: Seat, hand: CardId[], suit: number, count: number): void {
  const hands = w.hands.slice();
  hands[seat] = hand;
  w.hands = hands;
  const all = w.suitCounts.slice();
  const counts = all[seat]!.slice();
  counts[suit]! -= count;
  all[seat] = counts;
  w.suitCounts = all;
}

export function play(s: GanjifaState, m: GanjifaMove): GanjifaState {
  if (!isLegal(s, m)) throw illegalMove('Ganjifa', m);
  return playLegal(s, m);
}

/**
 * `play` without the legality test, for a move that is legal in `s` (one of `legalMoves(s)`: the
 * Profi search, which plays only such moves). The same state as `play` for every legal move.
 */
export function playLegal(s: GanjifaState, m: GanjifaMove): GanjifaState {
  const w = playChecked(s, m);
  w.history = { move: m, prev: s.history ?? null };
  return w;
}

function playChecked(s: GanjifaState, m: GanjifaMove): GanjifaState {
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return playChoosePeriod(s, m.period);
    case 'LEAD':
      return playLead(s, m.seat, m.card);
    case 'LEAD_DUKAL':
      return playLeadDukal(s, m.seat, m.cards);
    case 'PLAY':
      return playFollow(s, m.seat, m.card);
    case 'DISCARD':
      return playDiscard(s, m.seat, m.card);
  }
}

/** M1, then DEAL (§4.5–4.6): the hands from the deck, the trump Raja's holder leads trick 1. */
function playChoosePeriod(s: GanjifaState, period: 'day' | 'night'): GanjifaState {
  const trumpSuit = trumpOf(period);
  const trumpRaja = trumpRajaOf(period);
  const hands = s.deck.length > 0 ? dealHands(s.deck, s.dealer) : s.hands;
  const leader = holderOf(hands, trumpRaja);
  const w = copyState(s, [
    { type: 'PeriodChosen', period, trumpSuit },
    { type: 'Dealt', dealer: s.dealer, leader, trumpRaja },
  ]);
  w.deck = [];
  w.hands = hands;
  w.suitCounts = hands.map(suitCountsOf);
  w.period = period;
  w.trumpSuit = trumpSuit;
  w.leader = leader;
  w.toAct = leader;
  w.trickNo = 1;
  w.phase = 'LEAD';
  return w;
}

/** M2: the card opens the trick; → FOLLOW. */
function playLead(s: GanjifaState, seat: Seat, card: CardId): GanjifaState {
  const w = copyState(s, [{ type: 'Led', seat, card, trickNo: s.trickNo }]);
  setHand(w, seat, without(s.hands[seat]!, card), suitIndex(card), 1);
  w.trick = [{ seat, card }];
  w.ledSuit = SUITS[suitIndex(card)]!;
  w.toAct = nextSeat(SEATS, seat);
  w.phase = 'FOLLOW';
  return w;
}

/** M3: the Dukal lies face up; the opponents discard in turn; → DUKAL_DISCARD. */
function playLeadDukal(s: GanjifaState, seat: Seat, cards: CardId[]): GanjifaState {
  const w = copyState(s, [{ type: 'DukalLed', seat, cards }]);
  setHand(w, seat, withoutAll(s.hands[seat]!, cards), suitIndex(cards[0]!), cards.length);
  w.dukal = { seat, cards, m: cards.length };
  w.discards = [];
  w.toAct = nextSeat(SEATS, seat);
  w.phase = 'DUKAL_DISCARD';
  return w;
}

/** Bits of the suits strictly between `led` and `n`, cyclic (a player who played N holds none of them). */
function suitsBetween(led: number, n: number): number {
  let mask = 0;
  for (let k = (led + 1) % 10; k !== n; k = (k + 1) % 10) mask |= 1 << k;
  return mask;
}

/** M4: the card joins the trick; after the third card RESOLVE_TRICK. */
function playFollow(s: GanjifaState, seat: Seat, card: CardId): GanjifaState {
  const ledSuit = s.ledSuit!;
  const trumpSuit = s.trumpSuit!;
  const kind = playKind(card, ledSuit, trumpSuit);
  const w = copyState(s, [{ type: 'Played', seat, card, kind }]);
  const hand = s.hands[seat]!;
  if (kind !== 'follow') {
    // Public knowledge (G19): blank in the led suit, and with an N card blank in every suit before N.
    const led = SUITS.indexOf(ledSuit);
    let known = 1 << led;
    if (kind === 'next-suit') known |= suitsBetween(led, suitIndex(card));
    if ((s.voids[seat]! | known) !== s.voids[seat]) {
      const voids = s.voids.slice();
      voids[seat] = s.voids[seat]! | known;
      w.voids = voids;
    }
  }
  setHand(w, seat, without(hand, card), suitIndex(card), 1);
  const placed: Placed = { seat, card };
  const trick: Placed[] = s.trick.length === 1 ? [s.trick[0]!, placed] : [s.trick[0]!, s.trick[1]!, placed];
  if (trick.length < SEATS) {
    w.trick = trick;
    w.toAct = nextSeat(SEATS, seat);
    return w;
  }
  resolveTrick(w, trick, trumpSuit);
  return w;
}

/** RESOLVE_TRICK (§5.6): the winner takes the three cards and leads next. */
function resolveTrick(w: GanjifaState, trick: Placed[], trumpSuit: Suit): void {
  const wi = winningIndex(trick, trumpSuit);
  const winner = trick[wi]!.seat;
  const cards = [trick[0]!.card, trick[1]!.card, trick[2]!.card];
  const captured = w.captured.slice();
  captured[winner] = joined(w.captured[winner]!, cards);
  w.captured = captured;
  w.events = [w.events[0]!, { type: 'TrickWon', seat: winner, cards, card: trick[wi]!.card, trickNo: w.trickNo }];
  w.lastTrick = { kind: 'stich', winner, cards: trick };
  finishRound(w, winner);
}

/** After a trick or a Dukal: the winner leads, trickNo + 1, or the game ends (§5.6, §6). */
/** The empty table, shared by every state (states are never changed in place). */
const NOTHING: Placed[] = Object.freeze([]) as unknown as Placed[];

function finishRound(w: GanjifaState, winner: Seat): void {
  w.trick = NOTHING;
  w.ledSuit = null;
  w.leader = winner;
  w.toAct = winner;
  w.trickNo += 1;
  if (w.hands[0]!.length === 0 && w.hands[1]!.length === 0 && w.hands[2]!.length === 0) {
    w.phase = 'GAME_OVER';
    const scores = w.captured.map((p) => p.length);
    w.events.push({ type: 'GameOver', scores, winners: winnersOf(scores, 'hoch') } /* G15: every seat with the top score wins */);
  } else {
    w.phase = 'LEAD';
  }
}

/** M5: one discard; after m cards the next opponent; after both RESOLVE_DUKAL. */
function playDiscard(s: GanjifaState, seat: Seat, card: CardId): GanjifaState {
  const w = copyState(s, [{ type: 'Discarded', seat, card }]);
  setHand(w, seat, without(s.hands[seat]!, card), suitIndex(card), 1);
  const discards = joined(s.discards, [{ seat, card }]);
  const dukal = s.dukal!;
  if (discards.length < 2 * dukal.m) {
    w.discards = discards;
    if (discards.length === dukal.m) w.toAct = nextSeat(SEATS, seat);
    return w;
  }
  // RESOLVE_DUKAL (§5.6): the leader takes the m Dukal cards and the 2m discards, and leads again.
  const taken = dukal.cards.slice();
  const shown: Placed[] = dukal.cards.map((c) => ({ seat: dukal.seat, card: c }));
  for (const d of discards) {
    taken.push(d.card);
    shown.push(d);
  }
  const captured = s.captured.slice();
  captured[dukal.seat] = joined(s.captured[dukal.seat]!, taken);
  w.captured = captured;
  w.events.push({ type: 'DukalWon', seat: dukal.seat, count: taken.length });
  w.lastTrick = { kind: 'dukal', winner: dukal.seat, cards: shown };
  w.dukal = null;
  w.discards = NOTHING;
  finishRound(w, dukal.seat);
  return w;
}

// ---------------------------------------------------------------------------------------------
// End and view

/**
 * §6–§7: one point per captured card (120 in all). Winners: every seat with the top score (G15);
 * losers: everyone else; places: seats grouped by score, best first.
 */
export function outcome(s: GanjifaState): Outcome {
  if (s.phase !== 'GAME_OVER') throw new Error('ganjifa.outcome: the game is not over yet');
  return scoreOutcome([s.captured.map((p) => p.length)], 3, 'hoch', 'Karten');
}

/** Every captured card in canonical order (public: each was played face up, G19). */
export function outCards(s: Pick<GanjifaState, 'captured'>): CardId[] {
  const seen = new Uint8Array(120);
  for (const pile of s.captured) for (const c of pile) seen[cardIndex(c)] = 1;
  const out: CardId[] = [];
  for (let k = 0; k < 120; k++) if (seen[k]) out.push(CARD_IDS[k]!);
  return out;
}

function suitsOfMask(mask: number): Suit[] {
  return SUITS.filter((_, i) => mask & (1 << i));
}

/** Only what `seat` sees: its own hand, the counts, the table and the public history. */
export function view(s: GanjifaState, seat: Seat): GanjifaView {
  const toAct = actorOf(s);
  return {
    seat,
    phase: s.phase,
    toAct,
    period: s.period,
    trumpSuit: s.trumpSuit,
    dealer: s.dealer,
    leader: s.leader,
    trickNo: s.trickNo,
    hand: s.hands[seat] ?? [],
    handCounts: s.hands.map((h) => h.length),
    ledSuit: s.ledSuit,
    trick: s.trick,
    dukal: s.dukal,
    discards: s.discards,
    capturedCounts: s.captured.map((p) => p.length),
    out: outCards(s),
    voids: s.voids.map(suitsOfMask),
    lastTrick: s.lastTrick,
    history: historyOf(s),
    legal: toAct === seat ? legalMoves(s) : [],
  };
}

/** The moves of `s.history`, oldest first. */
export function historyOf(s: Pick<GanjifaState, 'history'>): GanjifaMove[] {
  const out: GanjifaMove[] = [];
  for (let link = s.history ?? null; link !== null; link = link.prev) out.push(link.move);
  return out.reverse();
}
