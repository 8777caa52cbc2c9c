/**
 * The „Fortgeschritten“ heuristic of Ganjifa, written once: `heuristicChoice` decides on rank bits
 * (per suit, bit r = rank index r) in scratch buffers that a caller fills from what it can see.
 * Three callers read it: the bot from a view (bots.ts), the „Profi“ playouts from a determinized
 * state (`heuristicMove`) and the „Profi“ inference from a replayed history (inference.ts); the
 * rule of thumb is told in bots.ts. Legal moves come in the engine's order (card moves by
 * canonical index, then Dukal sets); every tie goes to the first, as the iteration does.
 */
import { nextSeat } from '../core/seats';
import type { CardId } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, rankIndex, strengthAt } from './cards';
import type { GanjifaMove, GanjifaState, GanjifaView } from './types';
import {
  DUKAL_PARTS,
  LONGEST_DUKAL,
  POP,
  beats,
  dukalCode,
  dukalRanks,
  followSuits,
  moveCode,
  own,
  topUnseen,
  unseen,
  winningCard,
} from './heuristicTables';

/** Keep value bonus of a trump over any plain card. */
export const TRUMP_BONUS = 14;
/** Bonus for the best card left in its suit (it wins a trick when led). */
export const BOSS_BONUS = 8;
/** Bonus for a card that belongs to a Dukal the seat could lead. */
export const DUKAL_BONUS = 30;
/** With this many unseen cards of a suit left, an opponent is unlikely to be blank in it. */
export const SAFE_SUIT_COUNT = 4;
/** Leading a loser: preference per card the seat holds in that suit. */
export const LONG_SUIT_WEIGHT = 3;

// ---------------------------------------------------------------------------------------------
// The rule of thumb, on the scratch

/** Is card index k the best card left in its suit? */
export const isBossAt = (k: number) => strengthAt(k) > topUnseen[Math.floor(k / 12)]!;

/** Could a seat with these blank suits trump a card of `suit`? */
function mayTrump(voids: number, suit: number, trump: number): boolean {
  if (suit === trump || unseen[trump] === 0) return false;
  if (voids & (1 << trump)) return false;
  if (voids & (1 << suit)) return true;
  return unseen[suit]! < SAFE_SUIT_COUNT;
}

/** Nobody can beat a lead of card index k: the best card left, and neither next seat (blank suits v1, v2) can trump it. */
export function isSureWinnerAt(k: number, trump: number, v1: number, v2: number): boolean {
  const su = Math.floor(k / 12);
  return isBossAt(k) && !mayTrump(v1, su, trump) && !mayTrump(v2, su, trump);
}

/** How much the seat wants to keep the card of suit index su and rank index r. */
function keepOf(su: number, r: number, trump: number): number {
  const st = strengthAt(su * 12 + r);
  let v = st;
  if (su === trump) v += TRUMP_BONUS;
  if (st > topUnseen[su]!) v += BOSS_BONUS;
  if (dukalRanks[su]! & (1 << r)) v += DUKAL_BONUS;
  return v;
}

/**
 * A winner of the trick (card index k) that the last player cannot beat: any winner when the seat
 * is last; else a best card left that the next seat (blank suits `voids`) cannot trump, or a trump
 * when the next seat must follow the plain led suit.
 */
function safeWinner(k: number, led: number, trump: number, last: boolean, voids: number): boolean {
  if (last) return true;
  const su = Math.floor(k / 12);
  if (!isBossAt(k)) return !(su !== trump || led === trump || voids & (1 << led) || unseen[led]! < SAFE_SUIT_COUNT);
  return su === trump || !mayTrump(voids, led, trump);
}

// The passes over the own hand: LEAD's sure winners (boss trumps first while trumps are out),
// likely winners, the least useful card from a long suit; a discard's least useful card.
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
      pass === PASS_SURE
        ? trumpsOut && su === trump
          ? 0
          : 100
        : pass === PASS_LONG
          ? (unseen[su] === 0 ? 3 : 0) - LONG_SUIT_WEIGHT * POP[m]!
          : 0;
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

/** The phases with a choice of cards, as `heuristicChoice` takes them. */
export const PHASE_LEAD = 0;
export const PHASE_FOLLOW = 1;
export const PHASE_DISCARD = 2;

/**
 * The heuristic's move (its `moveCode`) with `own`, `unseen`, `topUnseen` and `dukalRanks` filled
 * in; −1 when the seat has a single legal move. `suits`: the suits it may play (FOLLOW), `winning`
 * the card index winning the trick so far, `last` whether it plays last to it, v1 and v2 the blank
 * suits of the next and the second-next seat.
 */
export function heuristicChoice(
  phase: number,
  suits: number,
  trump: number,
  led: number,
  winning: number,
  last: boolean,
  v1: number,
  v2: number,
): number {
  if (phase === PHASE_LEAD) {
    // The longest Dukal (the first of them): 3m cards for sure, and the lead stays.
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
    const sure = cheapestOwn(PASS_SURE, trump, v1, v2);
    if (sure >= 0) return sure;
    const boss = cheapestOwn(PASS_BOSS, trump, v1, v2);
    return boss >= 0 ? boss : cheapestOwn(PASS_LONG, trump, v1, v2);
  }
  if (phase === PHASE_FOLLOW) {
    // The cheapest safe winner, else the cheapest winner, else the cheapest card.
    let size = 0;
    for (let su = 0; su < 10; su++) if (suits & (1 << su)) size += POP[own[su]!]!;
    if (size < 2) return -1;
    let safe = -1;
    let safeScore = Infinity;
    let win = -1;
    let winScore = Infinity;
    let any = -1;
    let anyScore = Infinity;
    for (let su = 0; su < 10; su++) {
      if (!(suits & (1 << su))) continue;
      for (let bits = own[su]!; bits !== 0; bits &= bits - 1) {
        const r = 31 - Math.clz32(bits & -bits);
        const k = su * 12 + r;
        const v = keepOf(su, r, trump);
        if (beats(k, winning, led, trump)) {
          if (v < winScore) {
            win = k;
            winScore = v;
          }
          if (v < safeScore && safeWinner(k, led, trump, last, v1)) {
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

// ---------------------------------------------------------------------------------------------
// The callers' readings: from the legal moves, a state or a view

/** Fills `own` and `dukalRanks` from the legal card moves (they are whole suits of the hand); the suits in them (the bot). */
function readLegal(legal: readonly GanjifaMove[]): number {
  own.fill(0);
  let suits = 0;
  for (const m of legal) {
    if (m.type === 'LEAD_DUKAL') continue;
    const k = cardIndex((m as { card: CardId }).card);
    const su = Math.floor(k / 12);
    own[su] = own[su]! | (1 << (k % 12));
    suits |= 1 << su;
  }
  for (let su = 0; su < 10; su++) dukalRanks[su] = DUKAL_PARTS[own[su]!]!;
  return suits;
}

const phaseOf = (phase: GanjifaState['phase']) => (phase === 'LEAD' ? PHASE_LEAD : phase === 'FOLLOW' ? PHASE_FOLLOW : PHASE_DISCARD);

/**
 * The legal move whose code is `code` (−1: the only one). The card moves come first, in canonical
 * order, and they are exactly the cards in `own` (readLegal): a card's place is the number of
 * those before it (readHand and readLegal fill `own` with the suits of the legal cards only).
 */
function moveOf(legal: readonly GanjifaMove[], code: number): GanjifaMove {
  if (code < 0) return legal[0]!;
  if (code < 1000) {
    const su = Math.floor(code / 12);
    let at = POP[own[su]! & ((1 << (code % 12)) - 1)]!;
    for (let x = 0; x < su; x++) at += POP[own[x]!]!;
    const m = legal[at]!;
    if ((m as { card?: CardId }).card === CARD_IDS[code]) return m;
  } else for (const m of legal) if (m.type === 'LEAD_DUKAL' && moveCode(m) === code) return m;
  throw new Error(`heuristic: kein erlaubter Zug mit Code ${code}`);
}

/** Tag/Nacht: the heuristic cannot see a card before the deal and chooses Tag. */
const periodChoice = (legal: readonly GanjifaMove[]) => legal.find((m) => m.type === 'CHOOSE_PERIOD' && m.period === 'day') ?? legal[0]!;

/** The state's part of a choice: the trick (led suit, winning card, last to play) and the move for `code`. */
function decide(
  legal: readonly GanjifaMove[],
  at: GanjifaState | GanjifaView,
  suits: number,
  trump: number,
  v1: number,
  v2: number,
): GanjifaMove {
  const { phase, trick } = at;
  const follow = phase === 'FOLLOW';
  const led = follow ? SUITS.indexOf(at.ledSuit!) : -1;
  const winning = follow ? winningCard(trick, trump) : -1;
  return moveOf(legal, heuristicChoice(phaseOf(phase), suits, trump, led, winning, trick.length === 2, v1, v2));
}

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

/** Fills `own` and `dukalRanks` from a canonical hand, for the suits in `need` (the others stay 0). */
function readHand(hand: readonly CardId[], counts: readonly number[], need: number): void {
  let start = 0;
  for (let su = 0; su < 10; su++) {
    const n = counts[su]!;
    let m = 0;
    if (n > 0 && need & (1 << su)) for (let i = start; i < start + n; i++) m |= 1 << rankIndex(hand[i]!);
    own[su] = m;
    dukalRanks[su] = DUKAL_PARTS[m]!;
    start += n;
  }
}

/** The move the heuristic makes in `s` (deterministic): the „Profi“ playouts and opponent model. */
export function heuristicMove(s: GanjifaState, legal: readonly GanjifaMove[]): GanjifaMove {
  if (legal.length === 1) return legal[0]!;
  if (s.phase === 'CHOOSE_PERIOD') return periodChoice(legal);
  const seat = s.toAct;
  const o1 = nextSeat(3, seat);
  const o2 = nextSeat(3, o1);
  const trump = SUITS.indexOf(s.trumpSuit!);
  const counts = s.suitCounts[seat]!;
  // The suits of the seat's legal cards: following, the led suit, else the trump and the next suit
  // held (§5.5); the own cards, the best cards left and the Dukal parts matter only there.
  const suits = s.phase === 'FOLLOW' ? followSuits(counts, SUITS.indexOf(s.ledSuit!), trump) : 0x3ff;
  readHand(s.hands[seat]!, counts, suits);
  unseen.fill(0);
  topUnseen.fill(0);
  addUnseen(s.hands[o1]!, s.suitCounts[o1]!, suits);
  addUnseen(s.hands[o2]!, s.suitCounts[o2]!, suits);
  return decide(legal, s, suits, trump, s.voids[o1]!, s.voids[o2]!);
}

/** known[cardIndex(c)] = 1 for every card the seat of `view` can see (its hand, everything played and shown). */
export function seenCards(view: GanjifaView): Uint8Array {
  const known = new Uint8Array(120);
  const mark = (c: CardId) => {
    known[cardIndex(c)] = 1;
  };
  view.hand.forEach(mark);
  view.out.forEach(mark);
  for (const p of view.trick) mark(p.card);
  for (const c of view.dukal?.cards ?? []) mark(c);
  for (const p of view.discards) mark(p.card);
  return known;
}

/** Bit i of voidMasks(view)[s]: seat s is known to be blank in SUITS[i]. */
export const voidMasks = (view: GanjifaView): number[] =>
  view.voids.map((list) => list.reduce((m, suit) => m | (1 << SUITS.indexOf(suit)), 0));

/** What a view shows the heuristic: `unseen` and `topUnseen` filled in; the trump and the next two seats' blank suits. */
export function readView(view: GanjifaView): { trump: number; v1: number; v2: number } {
  const known = seenCards(view);
  unseen.fill(0);
  topUnseen.fill(0);
  for (let k = 0; k < 120; k++) {
    if (known[k]) continue;
    const su = Math.floor(k / 12);
    unseen[su]!++;
    if (strengthAt(k) > topUnseen[su]!) topUnseen[su] = strengthAt(k);
  }
  const voids = voidMasks(view);
  const o1 = nextSeat(3, view.seat);
  return { trump: view.trumpSuit === null ? -1 : SUITS.indexOf(view.trumpSuit), v1: voids[o1]!, v2: voids[nextSeat(3, o1)]! };
}

/** The move the heuristic makes at `view` (deterministic): the „Fortgeschritten“ bot. */
export function heuristicViewMove(view: GanjifaView): GanjifaMove {
  const legal = view.legal;
  if (legal.length === 1) return legal[0]!;
  if (view.phase === 'CHOOSE_PERIOD') return periodChoice(legal);
  const c = readView(view);
  return decide(legal, view, readLegal(legal), c.trump, c.v1, c.v2);
}
