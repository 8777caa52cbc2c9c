/**
 * Durak play (shared/rules/durak.md §5): which decisions are legal, and what a decision does.
 *
 * The state is plain immutable JSON. `play` copies only what a move changes (structural sharing),
 * then runs the automatic steps itself — the D18 auto-passes, RESOLVE → DRAW → CHECK_END (§5.5, ./bout.ts) —
 * so every state it returns waits for a decision, or the game is over.
 *
 * Legality is written three times, on purpose: `legalMoves` generates the moves in a stable order
 * (the order is part of every published link: a `?partie=` code stores indices into it), a fast
 * boolean test (`legalIndex`) guards `play`, and the teaching `check` (./check.ts) explains every
 * illegal move; the tests, the perft counts and the checking wrapper keep the three in agreement.
 * Hands and the `known` lists stay in canonical card order (§2.3), so equal positions are equal data.
 */
import { illegalMove } from '../core/engine';
import type { CardId, Outcome, Seat } from '../core/types';
import { without } from '../core/cards';
import { nextActive } from '../core/seats';
import { beats, insertCanonical, rankBit, rankOf, valueOf } from './cards';
import { MAX_ATTACK, actorOf, anyBeaten, makeThrowOrder, tableCards, tableRankMask } from './position';
import { enterThrowIn, poll, resolve } from './bout';
import type { DurakEvent, DurakMove, DurakState, DurakView, Pair } from './types';

// ---------------------------------------------------------------------------------------------
// Copying helpers (arrays are replaced, never changed in place)

/** A copy of `cards` without the element at `at`. */
function withoutAt(cards: readonly CardId[], at: number): CardId[] {
  const out = cards.slice();
  for (let j = at + 1; j < out.length; j++) out[j - 1] = out[j]!;
  out.pop();
  return out;
}

function appendPair(table: readonly Pair[], attack: CardId): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i < table.length; i++) out.push(table[i]!);
  out.push({ attack, defence: null });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Fast legality (hot path). Must agree exactly with `check` (asserted by tests and core/checked).

/**
 * -1 when `m` is illegal; otherwise the position of the played card in the mover's hand (0 for
 * TAKE and PASS), so that `play` need not search the hand again.
 */
/** §5.3 legality without the words: exactly `check(s, m).ok`. */
export function isLegal(s: DurakState, m: DurakMove): boolean {
  return legalIndex(s, m) >= 0;
}

function legalIndex(s: DurakState, m: DurakMove): number {
  if (m === null || typeof m !== 'object') return -1;
  const seat = m.seat;
  switch (s.phase) {
    case 'ATTACK_OPEN': {
      // M1 (D7): the attacker opens with exactly one card of the hand; nobody may pass.
      if (m.type !== 'ATTACK' || seat !== s.attacker) return -1;
      const card = m.card;
      return typeof card === 'string' ? s.hands[seat]!.indexOf(card) : -1;
    }
    case 'DEFEND': {
      if (seat !== s.defender) return -1;
      // M3 (D11): taking is always allowed while a card is open.
      if (m.type === 'TAKE') return 0;
      // M2 (§3, D23): any open pair, with a card that beats it.
      if (m.type === 'DEFEND') {
        const card = m.card;
        if (typeof card !== 'string') return -1;
        const at = s.hands[seat]!.indexOf(card);
        if (at === -1) return -1;
        const t = s.table;
        for (let i = 0; i < t.length; i++) {
          const p = t[i]!;
          if (p.attack === m.attackCard) return p.defence === null && beats(card, p.attack, s.trumpSuit) ? at : -1;
        }
        return -1;
      }
      // M6 (D17, D22): the variant only; first rank, nothing beaten yet, the receiver holds enough.
      if (m.type === 'TRANSFER') {
        if (!s.options.transfer) return -1;
        const card = m.card;
        if (typeof card !== 'string') return -1;
        const at = s.hands[seat]!.indexOf(card);
        if (at === -1 || rankOf(card) !== s.firstRank || anyBeaten(s.table)) return -1;
        const r = nextActive(s.active, seat);
        return s.table.length + 1 <= Math.min(MAX_ATTACK, s.hands[r]!.length) ? at : -1;
      }
      return -1;
    }
    case 'THROW_IN': {
      // M4/M5 (D8, D9): only the polled seat; a table rank, below the limit (D10).
      if (seat !== s.throwOrder[s.cursor]) return -1;
      if (m.type === 'PASS') return 0;
      if (m.type !== 'THROW_IN') return -1;
      const card = m.card;
      if (typeof card !== 'string') return -1;
      const at = s.hands[seat]!.indexOf(card);
      if (at === -1 || s.table.length >= s.limit || (rankBit(card) & tableRankMask(s.table)) === 0) return -1;
      return at;
    }
    default:
      return -1;
  }
}

// ---------------------------------------------------------------------------------------------
// legalMoves — stable order:
//   ATTACK_OPEN: ATTACK per card of the attacker's hand (canonical card order).
//   DEFEND:      DEFEND per open pair (table order) × beating card (canonical order),
//                then TRANSFER per card (canonical order), then TAKE.
//   THROW_IN:    THROW_IN per card (canonical order), then PASS.
//   GAME_OVER:   none.

export function legalMoves(s: DurakState): DurakMove[] {
  const out: DurakMove[] = [];
  switch (s.phase) {
    case 'ATTACK_OPEN': {
      const seat = s.attacker;
      const hand = s.hands[seat]!;
      for (let i = 0; i < hand.length; i++) out.push({ type: 'ATTACK', seat, card: hand[i]! });
      return out;
    }
    case 'DEFEND': {
      const seat = s.defender;
      const hand = s.hands[seat]!;
      const t = s.table;
      const trump = s.trumpSuit;
      let beaten = false;
      for (let j = 0; j < t.length; j++) {
        const p = t[j]!;
        if (p.defence !== null) {
          beaten = true;
          continue;
        }
        // beats(c, a, trump) (§3), with the attack card's data read once for the whole hand.
        const a = p.attack;
        const aSuit = a.charCodeAt(0);
        const aValue = valueOf(a);
        const tSuit = trump.charCodeAt(0);
        for (let i = 0; i < hand.length; i++) {
          const c = hand[i]!;
          const cSuit = c.charCodeAt(0);
          // (a different suit that is trump means the attack card is not trump)
          if (cSuit === aSuit ? valueOf(c) > aValue : cSuit === tSuit) {
            out.push({ type: 'DEFEND', seat, attackCard: a, card: c });
          }
        }
      }
      if (s.options.transfer && !beaten) {
        const r = nextActive(s.active, seat);
        if (t.length + 1 <= Math.min(MAX_ATTACK, s.hands[r]!.length)) {
          for (let i = 0; i < hand.length; i++) {
            const c = hand[i]!;
            if (rankOf(c) === s.firstRank) out.push({ type: 'TRANSFER', seat, card: c });
          }
        }
      }
      out.push({ type: 'TAKE', seat });
      return out;
    }
    case 'THROW_IN': {
      const seat = s.throwOrder[s.cursor]!;
      if (s.table.length < s.limit) {
        const hand = s.hands[seat]!;
        const mask = tableRankMask(s.table);
        for (let i = 0; i < hand.length; i++) {
          const c = hand[i]!;
          if (rankBit(c) & mask) out.push({ type: 'THROW_IN', seat, card: c });
        }
      }
      out.push({ type: 'PASS', seat });
      return out;
    }
    default:
      return out;
  }
}

// ---------------------------------------------------------------------------------------------
// play — a fresh state object per call; arrays are replaced, never changed in place.

/** Field by field on purpose: `{ ...s, events }` measured 2–2.5× slower in the random-game bench. */
function copyState(s: DurakState, first: DurakEvent): DurakState {
  return {
    options: s.options,
    dealer: s.dealer,
    hands: s.hands,
    talon: s.talon,
    trumpCard: s.trumpCard,
    trumpSuit: s.trumpSuit,
    table: s.table,
    discard: s.discard,
    phase: s.phase,
    attacker: s.attacker,
    defender: s.defender,
    limit: s.limit,
    firstRank: s.firstRank,
    throwOrder: s.throwOrder,
    cursor: s.cursor,
    active: s.active,
    finishOrder: s.finishOrder,
    durak: s.durak,
    known: s.known,
    noRanks: s.noRanks,
    events: [first],
  };
}

/** Removes `card` from the hand of `seat` (w.hands must already be a private copy). */
function takeFromHand(w: DurakState, seat: Seat, card: CardId, at: number): void {
  w.hands[seat] = withoutAt(w.hands[seat]!, at);
  const k = w.known[seat]!;
  if (k.length !== 0 && k.indexOf(card) !== -1) {
    const known = w.known.slice();
    known[seat] = without(k, card);
    w.known = known;
  }
}

export function play(s: DurakState, m: DurakMove): DurakState {
  const at = legalIndex(s, m);
  if (at < 0) throw illegalMove('Durak', m);
  // One small function per move keeps each hot path simple for the JIT.
  switch (m.type) {
    case 'ATTACK':
      return playAttack(s, m.seat, m.card, at);
    case 'DEFEND':
      return playDefend(s, m.seat, m.attackCard, m.card, at);
    case 'TAKE':
      return playTake(s, m.seat);
    case 'THROW_IN':
      return playThrowIn(s, m.seat, m.card, at);
    case 'PASS':
      return playPass(s, m.seat);
    case 'TRANSFER':
      return playTransfer(s, m.seat, m.card, at);
  }
}

/** M1 ATTACK: the card goes to the table; firstRank is set; → DEFEND. */
function playAttack(s: DurakState, seat: Seat, card: CardId, at: number): DurakState {
  const w = copyState(s, { type: 'Attacked', seat, card });
  w.hands = s.hands.slice();
  takeFromHand(w, seat, card, at);
  w.table = [{ attack: card, defence: null }];
  w.firstRank = rankOf(card);
  w.phase = 'DEFEND';
  return w;
}

/** M2 DEFEND: the pair is beaten; with no open pair left → §5.4. */
function playDefend(s: DurakState, seat: Seat, attackCard: CardId, card: CardId, at: number): DurakState {
  const w = copyState(s, { type: 'Beaten', seat, attackCard, card });
  w.hands = s.hands.slice();
  takeFromHand(w, seat, card, at);
  const t = s.table.slice();
  let open = 0;
  for (let i = 0; i < t.length; i++) {
    const p = t[i]!;
    if (p.attack === attackCard) t[i] = { attack: attackCard, defence: card };
    else if (p.defence === null) open++;
  }
  w.table = t;
  if (open === 0) enterThrowIn(w, 0);
  return w;
}

/** M3 TAKE: every table card goes to the defender's hand (and becomes known); → RESOLVE (TAKEN). */
function playTake(s: DurakState, seat: Seat): DurakState {
  const cards = tableCards(s.table);
  const w = copyState(s, { type: 'Taken', seat, cards });
  w.hands = s.hands.slice();
  w.hands[seat] = insertCanonical(s.hands[seat]!, cards);
  const known = s.known.slice();
  known[seat] = insertCanonical(s.known[seat]!, cards);
  w.known = known;
  resolve(w, false);
  return w;
}

/** M4 THROW_IN: a new open pair; → DEFEND. */
function playThrowIn(s: DurakState, seat: Seat, card: CardId, at: number): DurakState {
  const w = copyState(s, { type: 'ThrownIn', seat, card });
  w.hands = s.hands.slice();
  takeFromHand(w, seat, card, at);
  w.table = appendPair(s.table, card);
  w.phase = 'DEFEND';
  w.cursor = 0;
  return w;
}

/** M5 PASS: the poll moves on (auto-passing as needed); after the last → RESOLVE (BEATEN). */
function playPass(s: DurakState, seat: Seat): DurakState {
  const w = copyState(s, { type: 'Passed', seat, auto: false });
  poll(w, s.cursor + 1);
  return w;
}

/** M6 TRANSFER: a new open pair; roles move on; the limit is recomputed from the receiver. */
function playTransfer(s: DurakState, from: Seat, card: CardId, at: number): DurakState {
  const to = nextActive(s.active, from);
  const newLimit = Math.min(MAX_ATTACK, s.hands[to]!.length);
  const w = copyState(s, { type: 'Transferred', from, to, card, newLimit });
  w.hands = s.hands.slice();
  takeFromHand(w, from, card, at);
  w.table = appendPair(s.table, card);
  w.attacker = from;
  w.defender = to;
  w.limit = newLimit;
  w.throwOrder = makeThrowOrder(w.active, from, to);
  return w;
}

// ---------------------------------------------------------------------------------------------
// Queries

/** §6: the game ends in CHECK_END when at most one active player remains. */
export function isOver(s: DurakState): boolean {
  return s.phase === 'GAME_OVER';
}

/** §6: the finishing groups in order, then the Durak; no loser on an Unentschieden (D16). Durak has no points (§7). */
export function outcome(s: DurakState): Outcome {
  if (s.phase !== 'GAME_OVER') throw new Error('durak.outcome: the game is not over yet');
  const places = s.finishOrder.map((g) => g.slice());
  const winners = places.flat().sort((a, b) => a - b);
  if (s.durak !== null) places.push([s.durak]);
  return { winners, losers: s.durak === null ? [] : [s.durak], places, scores: null };
}

/** §2.4: what `seat` may see. Other hands only as counts, plus the cards everybody saw go in (D19, D20). */
export function view(s: DurakState, seat: Seat): DurakView {
  const toAct = actorOf(s);
  return {
    seat,
    options: s.options,
    hand: s.hands[seat] ?? [],
    handCounts: s.hands.map((h) => h.length),
    talonCount: s.talon.length,
    trumpCard: s.talon.length > 0 ? s.trumpCard : null,
    trumpSuit: s.trumpSuit,
    table: s.table,
    discardCount: s.discard.length,
    discard: s.discard,
    phase: s.phase,
    toAct,
    attacker: s.attacker,
    defender: s.defender,
    limit: s.limit,
    firstRank: s.firstRank,
    active: s.active,
    finishOrder: s.finishOrder,
    durak: s.durak,
    known: s.known,
    noRanks: s.noRanks,
    legal: toAct === seat ? legalMoves(s) : [],
  };
}
