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
import { CARD_IDS, SUITS, cardIndex, suitIndex, trumpOf, trumpRajaOf } from './cards';
import { SEATS, dealHands, holderOf } from './setup';
import { playKind, suitCountsOf, winningIndex } from './position';
import type { GanjifaEvent, GanjifaMove, GanjifaPhase, GanjifaState, GanjifaView, Placed, Suit } from './types';
import { isLegal, legalMoves } from './legal';

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
