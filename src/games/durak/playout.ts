/**
 * Durak „Profi“ playouts (profi.ts): the „Fortgeschritten“ rules of thumb (bots.ts) rewritten over
 * the sampled state — the same choice `heuristicBot` makes from the acting seat's view (it counts
 * the cards that seat has not seen), without building the view — with a small chance of a random
 * move.
 */
import type { Random } from '../core/rng';
import { nextActive } from '../core/seats';
import type { CardId, Seat } from '../core/types';
import { cardIndex, rankBit, SUITS, valueOf } from './cards';
import type { DurakMove, DurakState, Pair } from './types';
import {
  BIG_TALON,
  EARLY_TALON,
  PAIR_BONUS,
  TAKE_BASE_EARLY,
  TAKE_BASE_END,
  TAKE_BASE_MID,
  TAKE_CARD_EARLY,
  TAKE_CARD_END,
  TAKE_CARD_MID,
  THROW_MAX_BIG_TALON,
  TRANSFER_BONUS,
  TRUMP_BASE,
  TRUMP_EARLY_PENALTY,
  UNBEATABLE_BONUS,
} from './bots';

// The heuristic bot's constants (bots.ts explains each).

const TAKE_BASE = [TAKE_BASE_EARLY, TAKE_BASE_MID, TAKE_BASE_END];
const TAKE_CARD = [TAKE_CARD_EARLY, TAKE_CARD_MID, TAKE_CARD_END];
/** Chance of a uniformly random move in a playout. */
export const PLAYOUT_EPSILON = 0.05;

const EARLY = 0;
const MID = 1;
const END = 2;

function stageOfTalon(talon: number): number {
  return talon === 0 ? END : talon >= EARLY_TALON ? EARLY : MID;
}

const isTrumpCode = (c: CardId, t: number): boolean => c.charCodeAt(0) === t;

function keepOf(c: CardId, t: number): number {
  const v = valueOf(c) - 6;
  return c.charCodeAt(0) === t ? TRUMP_BASE + v : v;
}

/** d beats a (§3), with the trump suit as a character code. */
function beatsCode(d: CardId, a: CardId, t: number): boolean {
  const sd = d.charCodeAt(0);
  if (sd === a.charCodeAt(0)) return valueOf(d) > valueOf(a);
  return sd === t;
}

// What the acting seat may know about the defender's hand, as the heuristic bot counts it
// (bots.ts `cardsOf`): card sets as four 9-bit masks, one per suit (bit = rank index).
const possibleMask = new Int32Array(4);
const certainMask = new Int32Array(4);
const seenMask = new Int32Array(4);
let certainAny = false;

/** A suit's index in the card order (`cardIndex / 9`), without building a card id per move. */
const SUIT_INDEX: Record<string, number> = Object.fromEntries(SUITS.map((suit) => [suit, (cardIndex(`${suit}6`) / 9) | 0]));

function addCard(mask: Int32Array, c: CardId): void {
  const i = cardIndex(c);
  const suit = (i / 9) | 0;
  mask[suit]! |= 1 << (i - 9 * suit);
}

/**
 * Fills `possibleMask` / `certainMask` for the defender as seen by `me`: the cards known to be in
 * its hand, plus every card `me` has not seen when its hand holds more (possible), or — certain —
 * only when the talon is empty and no third hand could hold them.
 */
function defenderKnowledge(s: DurakState, me: Seat): void {
  const d = s.defender;
  const knownD = s.known[d]!;
  possibleMask.fill(0);
  certainMask.fill(0);
  for (let i = 0; i < knownD.length; i++) addCard(possibleMask, knownD[i]!);
  certainMask.set(possibleMask);
  certainAny = knownD.length > 0;
  if (s.hands[d]!.length <= knownD.length) return;
  let open = true;
  if (s.talon.length > 0) open = false;
  else {
    for (let p = 0; p < s.hands.length; p++) {
      if (p === d || p === me) continue;
      if (s.hands[p]!.length > s.known[p]!.length) open = false;
    }
  }
  // unseen = everything but own hand, discard, table, known cards and the face-up trump card
  const seen = seenMask.fill(0);
  const hand = s.hands[me]!;
  for (let i = 0; i < hand.length; i++) addCard(seen, hand[i]!);
  const discard = s.discard;
  for (let i = 0; i < discard.length; i++) addCard(seen, discard[i]!);
  const table = s.table;
  for (let i = 0; i < table.length; i++) {
    const q = table[i]!;
    addCard(seen, q.attack);
    if (q.defence !== null) addCard(seen, q.defence);
  }
  for (let p = 0; p < s.known.length; p++) {
    const k = s.known[p]!;
    for (let i = 0; i < k.length; i++) addCard(seen, k[i]!);
  }
  if (s.talon.length > 0) addCard(seen, s.trumpCard);
  for (let suit = 0; suit < 4; suit++) {
    const unseen = ~seen[suit]! & 0x1ff;
    possibleMask[suit]! |= unseen;
    if (open) {
      certainMask[suit]! |= unseen;
      if (unseen !== 0) certainAny = true;
    }
  }
}

/** True when no card of `mask` beats `a` (§3); `t` the trump suit's index. */
function noneBeatsMask(mask: Int32Array, a: CardId, t: number): boolean {
  const i = cardIndex(a);
  const suit = (i / 9) | 0;
  const rank = i - 9 * suit;
  if ((mask[suit]! & (0x1ff << (rank + 1)) & 0x1ff) !== 0) return false;
  return suit === t || mask[t] === 0;
}

function attackScoreS(hand: readonly CardId[], card: CardId, stage: number, t: number, ts: number): number {
  const trump = isTrumpCode(card, t);
  let score = keepOf(card, t);
  if (!trump) {
    const bit = rankBit(card);
    let same = -1;
    for (let i = 0; i < hand.length; i++) if (rankBit(hand[i]!) === bit) same++;
    score -= PAIR_BONUS * same;
  }
  if (stage !== EARLY) {
    if (noneBeatsMask(possibleMask, card, ts)) score -= stage === END ? UNBEATABLE_BONUS : trump ? 0 : UNBEATABLE_BONUS / 3;
    else if (stage === END && !trump && certainAny) {
      const i = cardIndex(card);
      const suit = (i / 9) | 0;
      const rank = i - 9 * suit;
      // a plain card beats it only in its own suit, higher
      if ((certainMask[suit]! & (0x1ff << (rank + 1)) & 0x1ff) === 0) score -= 2;
    }
  }
  return score;
}

function spendCostS(card: CardId, stage: number, t: number): number {
  const trump = isTrumpCode(card, t);
  const keep = keepOf(card, t);
  if (stage === EARLY) return keep + (trump ? TRUMP_EARLY_PENALTY : 0);
  if (stage === MID) return keep;
  return trump ? keep * 0.5 : keep * 0.2;
}

function throwScoreS(s: DurakState, card: CardId, stage: number, t: number, ts: number): number {
  const trump = isTrumpCode(card, t);
  const unbeatable = noneBeatsMask(possibleMask, card, ts);
  if (s.talon.length >= BIG_TALON && valueOf(card) > THROW_MAX_BIG_TALON) return Infinity;
  if (stage === EARLY && trump) return Infinity;
  if (stage === MID && trump && !unbeatable) return Infinity;
  if (stage === END && trump && !unbeatable && s.hands[s.throwOrder[s.cursor]!]!.length > 2) return Infinity;
  let score = keepOf(card, t);
  if (unbeatable) score -= UNBEATABLE_BONUS;
  return score;
}

/** The defender's choice: defend the hardest open card with its cheapest beater, transfer, or take. */
function defendS(s: DurakState, legal: readonly DurakMove[], stage: number, t: number): DurakMove {
  const hand = s.hands[s.defender]!;
  const table = s.table;
  // Plan: open pairs, fewest beaters first (ties: the more valuable attack card first).
  let cost = 0;
  let firstAttack: CardId | null = null;
  let firstCard: CardId | null = null;
  let possible = true;
  const open: Pair[] = [];
  for (let i = 0; i < table.length; i++) if (table[i]!.defence === null) open.push(table[i]!);
  if (open.length > 1) {
    const beaters = (a: CardId): number => {
      let k = 0;
      for (let i = 0; i < hand.length; i++) if (beatsCode(hand[i]!, a, t)) k++;
      return k;
    };
    const nb = open.map((p) => beaters(p.attack));
    const idx = open.map((_, i) => i).sort((x, y) => nb[x]! - nb[y]! || keepOf(open[y]!.attack, t) - keepOf(open[x]!.attack, t));
    const sorted = idx.map((i) => open[i]!);
    open.length = 0;
    for (const p of sorted) open.push(p);
  }
  let used = 0; // bit mask over hand positions
  for (let j = 0; j < open.length; j++) {
    const a = open[j]!.attack;
    let best = -1;
    let bestCost = Infinity;
    for (let i = 0; i < hand.length; i++) {
      if (used & (1 << i)) continue;
      const c = hand[i]!;
      if (!beatsCode(c, a, t)) continue;
      const sc = spendCostS(c, stage, t);
      if (sc < bestCost) {
        best = i;
        bestCost = sc;
      }
    }
    if (best < 0) {
      possible = false;
      break;
    }
    used |= 1 << best;
    cost += bestCost;
    if (j === 0) {
      firstAttack = a;
      firstCard = hand[best]!;
    }
  }
  // Taking.
  let take = TAKE_BASE[stage]!;
  const per = TAKE_CARD[stage]!;
  const f = stage === END ? 0.05 : 0.15;
  let tableCount = 0;
  for (let i = 0; i < table.length; i++) {
    const p = table[i]!;
    take += per - keepOf(p.attack, t) * f;
    tableCount++;
    if (p.defence !== null) {
      take += per - keepOf(p.defence, t) * f;
      tableCount++;
    }
  }
  const after = hand.length + tableCount;
  if (after > 8) take += (after - 8) * (stage === END ? 2 : 1);
  // Transfer (variant).
  let bestTransfer: DurakMove | null = null;
  let transfer = Infinity;
  if (s.options.transfer) {
    for (let i = 0; i < legal.length; i++) {
      const m = legal[i]!;
      if (m.type !== 'TRANSFER') continue;
      const trump = isTrumpCode(m.card, t);
      if (trump && stage === EARLY) continue;
      let c = spendCostS(m.card, stage, t) - TRANSFER_BONUS;
      if (stage === END) {
        const r = nextActive(s.active, s.defender);
        if (s.hands[r]!.length <= table.length + 2) c += 10;
      }
      if (c < transfer) {
        transfer = c;
        bestTransfer = m;
      }
    }
  }
  const defend = possible ? cost : Infinity;
  if (bestTransfer !== null && transfer <= defend && transfer <= take) return bestTransfer;
  if (possible && defend <= take && firstAttack !== null) {
    for (let i = 0; i < legal.length; i++) {
      const m = legal[i]!;
      if (m.type === 'DEFEND' && m.attackCard === firstAttack && m.card === firstCard) return m;
    }
  }
  return legal[legal.length - 1]!; // TAKE is listed last
}

/**
 * The heuristic bot's move (bots.ts) in a sampled state — the same choice `heuristicBot` makes from
 * the acting seat's view, computed without building the view — or, with chance `epsilon`, a
 * uniformly random legal move.
 */
export function playoutMove(s: DurakState, legal: readonly DurakMove[], random: Random, epsilon = PLAYOUT_EPSILON): DurakMove {
  if (legal.length === 1) return legal[0]!;
  if (epsilon > 0 && random() < epsilon) return legal[Math.floor(random() * legal.length)]!;
  const t = s.trumpSuit.charCodeAt(0);
  const ts = SUIT_INDEX[s.trumpSuit]!;
  const stage = stageOfTalon(s.talon.length);
  switch (s.phase) {
    case 'ATTACK_OPEN': {
      const hand = s.hands[s.attacker]!;
      if (stage !== EARLY) defenderKnowledge(s, s.attacker);
      let best = legal[0]!;
      let bestScore = Infinity;
      for (let i = 0; i < legal.length; i++) {
        const m = legal[i]!;
        if (m.type !== 'ATTACK') continue;
        const sc = attackScoreS(hand, m.card, stage, t, ts);
        if (sc < bestScore) {
          bestScore = sc;
          best = m;
        }
      }
      return best;
    }
    case 'DEFEND':
      return defendS(s, legal, stage, t);
    case 'THROW_IN': {
      defenderKnowledge(s, s.throwOrder[s.cursor]!);
      let best: DurakMove | null = null;
      let bestScore = Infinity;
      for (let i = 0; i < legal.length; i++) {
        const m = legal[i]!;
        if (m.type !== 'THROW_IN') continue;
        const sc = throwScoreS(s, m.card, stage, t, ts);
        if (sc < bestScore) {
          bestScore = sc;
          best = m;
        }
      }
      return best ?? legal[legal.length - 1]!; // PASS is listed last
    }
    default:
      return legal[0]!;
  }
}
