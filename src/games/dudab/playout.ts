/**
 * Dudab „Profi“ playouts (profi.ts): a fast version of the „Fortgeschritten“ rules of thumb over
 * the full state (card counts instead of card lists), with a little randomness.
 */
import { randomInt, type Random } from '../core/rng';
import type { CardId } from '../core/types';
import { CARD_INDEX, DUDAB, SCHAMANE, WUENSCHE, kindAt, zifAt, farbeAt, symAt, wunschIndex } from './cards';
import type { DudabMove, DudabState } from './types';
import { countCards, scoreOfCounts, scoreSlot } from './wertung';

/** The playout's part of the search's tuning (DudabTuning in profi.ts). */
export interface PlayoutTuning {
  /** Chance that a playout move is a uniformly random legal move. */
  epsilon: number;
  curseBonus: number;
  dudabKeep: number;
  keepWeight: number;
}

// Scores from card counts (wertung.ts): c[0] Dudabs, c[1] shamans, c[2..5] digits 1–4.
const slotOf = scoreSlot;
const countInto = countCards;
const scoreOf = scoreOfCounts;

// ---------------------------------------------------------------------------------------------
// Playout policy: the „Fortgeschritten“ rules of thumb on card counts

const counts = new Int32Array(6);
const work = new Int32Array(6);

/** Expected change of the projection by one drawn card (a rough deck mix: 80 % digits, 10 % shamans, 10 % Dudabs). */
function drawCost(c: Int32Array, base: number): number {
  work.set(c);
  let sum = 0;
  for (let slot = 0; slot < 6; slot++) {
    work[slot]!++;
    sum += (slot < 2 ? 0.1 : 0.2) * (scoreOf(work) - base);
    work[slot]!--;
  }
  return sum;
}

function keepValue(x: number): number {
  const k = kindAt(x);
  return k === DUDAB ? 4 : k === SCHAMANE ? 3 : zifAt(x);
}

/** Order of preference for keeping a card when reducing to two (lower = keep first). */
function reduceRank(x: number): number {
  const k = kindAt(x);
  return k === DUDAB ? -10 : k === SCHAMANE ? 5 : zifAt(x);
}

/**
 * What `sixCost` reads of the position the policy is deciding at, gathered once per decision: the
 * hand's canonical indices (`handAt === decision` once read) and each full row's counts (`rowAt[r]`).
 */
let decision = 0;
const handIdx = new Int32Array(80);
const rowCounts = new Int32Array(3 * 6);
const rowAt = new Int32Array(3);
let handAt = 0;

/** Projection after „6 nimmt“ on row r with card x (the 5 row cards to the Sammelstapel, the best reduction). */
function sixCost(s: DudabState, handLength: number, x: number, r: number): number {
  const o = r * 6;
  if (rowAt[r] !== decision) {
    rowAt[r] = decision;
    rowCounts.fill(0, o, o + 6);
    const row = s.reihen[r]!.karten;
    for (let i = 0; i < 5; i++) rowCounts[o + slotOf(CARD_INDEX[row[i]!]!)]!++;
  }
  for (let k = 0; k < 6; k++) work[k] = counts[k]! + rowCounts[o + k]!;
  work[slotOf(x)]!--;
  const keep = scoreOf(work);
  if (handLength - 1 < 3) return keep;
  if (handAt !== decision) {
    handAt = decision;
    for (let i = 0; i < handLength; i++) handIdx[i] = CARD_INDEX[s.hands[s.toAct]![i]!]!;
  }
  // discard all but the two best cards (Dudabs kept first, then low digits)
  let a = -1;
  let b = -1;
  for (let i = 0; i < handLength; i++) {
    const y = handIdx[i]!;
    if (y === x) continue;
    if (a < 0 || reduceRank(y) < reduceRank(a)) {
      b = a;
      a = y;
    } else if (b < 0 || reduceRank(y) < reduceRank(b)) b = y;
  }
  for (let i = 0; i < handLength; i++) {
    const y = handIdx[i]!;
    if (y !== x && y !== a && y !== b) work[slotOf(y)]!--;
  }
  const reduced = scoreOf(work);
  return reduced < keep ? reduced : keep;
}

/** A wish for a Dudab-Karte: something the own hand can fulfil next turn (a random property of a random digit card), else random. */
function pickWish(hand: readonly CardId[], dudab: CardId, random: Random): number {
  const digits: number[] = [];
  for (let i = 0; i < hand.length; i++) {
    const y = CARD_INDEX[hand[i]!]!;
    if (kindAt(y) !== DUDAB && hand[i] !== dudab) digits.push(y);
  }
  if (digits.length === 0) return randomInt(random, 12);
  const y = digits[randomInt(random, digits.length)]!;
  if (kindAt(y) === SCHAMANE) return farbeAt(y);
  const art = randomInt(random, 3);
  return art === 0 ? farbeAt(y) : art === 1 ? 4 + symAt(y) : 7 + zifAt(y);
}

export function playout(t: PlayoutTuning, s: DudabState, legal: DudabMove[], random: Random): DudabMove {
  if (legal.length === 1) return legal[0]!;
  if (random() < t.epsilon) {
    // a random move; a Dudab-Karte (listed with 12 wishes per row) no more often than another card
    const m = legal[randomInt(random, legal.length)]!;
    if (m.type !== 'legen' || kindAt(CARD_INDEX[m.karte]!) !== DUDAB || randomInt(random, 12) === 0) return m;
  }
  const seat = s.toAct;
  const hand = s.hands[seat]!;
  counts.fill(0);
  countInto(counts, s.sammelstapel[seat]!);
  countInto(counts, hand);
  decision++;
  const base = scoreOf(counts);
  let best: DudabMove = legal[0]!;
  let bestCost = Infinity;
  let ties = 0;
  let dudabCost = Infinity;
  let dudabMove: DudabMove | null = null;
  let dudabAt = -1;
  let dCost = Number.NaN;
  let drawn = Number.NaN;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i]!;
    let cost: number;
    switch (m.type) {
      case 'legen': {
        // one evaluation per (Dudab-Karte, row), at its first wish; the wish is chosen afterwards
        if (m.wunsch !== undefined && m.wunsch !== WUENSCHE[0]) continue;
        const x = CARD_INDEX[m.karte]!;
        const kind = kindAt(x);
        if (kind === DUDAB) {
          const full = s.reihen[m.reihe]!.karten.length === 5;
          if (full) cost = sixCost(s, hand.length, x, m.reihe);
          else {
            if (Number.isNaN(dCost)) {
              work.set(counts);
              work[0]!--;
              dCost = scoreOf(work);
            }
            cost = dCost;
          }
          cost += t.dudabKeep - 0.5;
          if (cost < dudabCost) {
            dudabCost = cost;
            dudabMove = m;
            dudabAt = i;
          }
          // the other 11 wishes of this card and row follow (legalMoves' order): skipped as above
          i += WUENSCHE.length - 1;
          continue;
        }
        if (s.reihen[m.reihe]!.karten.length === 5) cost = sixCost(s, hand.length, x, m.reihe);
        else {
          work.set(counts);
          work[slotOf(x)]!--;
          cost = scoreOf(work);
        }
        if (kind === SCHAMANE) cost -= t.curseBonus;
        break;
      }
      case 'ziehen':
        if (Number.isNaN(drawn)) drawn = base + drawCost(counts, base);
        cost = drawn;
        if (m.inStapel !== undefined) cost += t.keepWeight * keepValue(CARD_INDEX[m.inStapel]!);
        break;
      case 'reduzieren': {
        work.set(counts);
        if (m.ziel === 'abwurf') {
          for (let k = 0; k < hand.length; k++) {
            const c = hand[k]!;
            if (c !== m.behalten[0] && c !== m.behalten[1]) work[slotOf(CARD_INDEX[c]!)]!--;
          }
        }
        cost = scoreOf(work) - 0.01 * (keepValue(CARD_INDEX[m.behalten[0]!]!) + keepValue(CARD_INDEX[m.behalten[1]!]!));
        break;
      }
      case 'entsorgen': {
        cost = 0;
        for (const c of m.karten) cost += keepValue(CARD_INDEX[c]!);
        break;
      }
      default:
        cost = base;
    }
    if (cost < bestCost - 1e-9) {
      best = m;
      bestCost = cost;
      ties = 1;
    } else if (cost < bestCost + 1e-9 && randomInt(random, ++ties) === 0) best = m;
  }
  if (dudabMove !== null && dudabCost < bestCost) {
    const legen = dudabMove as Extract<DudabMove, { type: 'legen' }>;
    const w = WUENSCHE[pickWish(hand, legen.karte, random)]!;
    // the move with the same card and row and the chosen wish (legalMoves lists the 12 wishes in order)
    const at = dudabAt + wunschIndex(w);
    return legal[at]!;
  }
  return best;
}
