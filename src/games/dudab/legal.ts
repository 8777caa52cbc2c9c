/**
 * Dudab's legal moves (shared/rules/dudab.md §5–§7): the shared, frozen move objects and
 * `legalMoves` in its stable order (part of the link format, listed in ./play.ts).
 */
import type { CardId, Seat } from '../core/types';
import { CARD_COUNT, CARD_IDS, CARD_INDEX, DUDAB, WUENSCHE, kindAt } from './cards';
import { canAnswer, firstFitting, mayPlace, removesDudab, topAt } from './position';
import type { DudabMove, DudabPhase, DudabState } from './types';

// ---------------------------------------------------------------------------------------------
// Shared move objects

const MAX_SEATS = 6;
const MAX_ROWS = 3;
const W = WUENSCHE.length;

function freeze<T extends DudabMove>(m: T): T {
  if (m.type === 'legen' && m.wunsch !== undefined) Object.freeze(m.wunsch);
  return Object.freeze(m);
}

/** LEGEN[seat][card * 3 + row] for non-Dudab cards; LEGEN_D[seat][((card − 72) * 3 + row) * 12 + wish]. */
const LEGEN: DudabMove[][] = [];
const LEGEN_D: DudabMove[][] = [];
const ZIEHEN: DudabMove[] = [];
const ZIEHEN_IN: DudabMove[][] = [];
const STRAFE: DudabMove[] = [];
const NICHT_REDUZIEREN: DudabMove[] = [];
const NAECHSTE_RUNDE: DudabMove[] = [];
for (let seat = 0; seat < MAX_SEATS; seat++) {
  const legen: DudabMove[] = [];
  const legenD: DudabMove[] = [];
  const ziehenIn: DudabMove[] = [];
  for (let c = 0; c < CARD_COUNT; c++) {
    const karte = CARD_IDS[c]!;
    ziehenIn.push(freeze({ type: 'ziehen', seat, inStapel: karte }));
    for (let reihe = 0; reihe < MAX_ROWS; reihe++) {
      if (kindAt(c) !== DUDAB) legen[c * MAX_ROWS + reihe] = freeze({ type: 'legen', seat, karte, reihe });
      else for (let w = 0; w < W; w++) legenD.push(freeze({ type: 'legen', seat, karte, reihe, wunsch: WUENSCHE[w]! }));
    }
  }
  LEGEN.push(legen);
  LEGEN_D.push(legenD);
  ZIEHEN_IN.push(ziehenIn);
  ZIEHEN.push(freeze({ type: 'ziehen', seat }));
  STRAFE.push(freeze({ type: 'strafe', seat }));
  NICHT_REDUZIEREN.push(freeze({ type: 'nichtReduzieren', seat }));
  NAECHSTE_RUNDE.push(freeze({ type: 'naechsteRunde', seat }));
}

// ---------------------------------------------------------------------------------------------
// legalMoves

/** Scratch of pushLegen: the top card of each row (canonical index). */
const tops: number[] = [];

/** Appends the legal `legen` moves of `hand` in `phase` to `out`; true when there is one. */
function pushLegen(out: DudabMove[], s: DudabState, phase: DudabPhase, seat: Seat, hand: readonly CardId[]): boolean {
  const R = s.reihen.length;
  // (under a wish only the wish counts, not the top)
  if (phase !== 'wunsch') for (let r = 0; r < R; r++) tops[r] = topAt(s.reihen[r]!);
  let any = false;
  for (let i = 0; i < hand.length; i++) {
    const c = CARD_INDEX[hand[i]!]!;
    if (kindAt(c) === DUDAB) {
      const base = (c - 72) * MAX_ROWS * W;
      const table = LEGEN_D[seat]!;
      // rows 0…R−1 × the 12 wishes lie one after another in the table
      for (let k = base, end = base + R * W; k < end; k++) out.push(table[k]!);
      any = true;
      continue;
    }
    for (let r = 0; r < R; r++) {
      if (mayPlace(s, phase, c, r, tops[r]!)) {
        out.push(LEGEN[seat]![c * MAX_ROWS + r]!);
        any = true;
      }
    }
  }
  return any;
}

/** Is there a legal `legen` move of `hand` in `phase` (what `pushLegen` answers, without the list)? */
export function canLegen(s: DudabState, phase: DudabPhase, hand: readonly CardId[]): boolean {
  const R = s.reihen.length;
  for (let i = 0; i < hand.length; i++) {
    const c = CARD_INDEX[hand[i]!]!;
    if (kindAt(c) === DUDAB) return true;
    for (let r = 0; r < R; r++) if (mayPlace(s, phase, c, r)) return true;
  }
  return false;
}

function pushZiehen(out: DudabMove[], seat: Seat, hand: readonly CardId[]): void {
  if (hand.length < 5) {
    out.push(ZIEHEN[seat]!);
    return;
  }
  const table = ZIEHEN_IN[seat]!;
  for (let i = 0; i < hand.length; i++) out.push(table[CARD_INDEX[hand[i]!]!]!);
}

/** All k-subsets of `hand` (canonical order kept), lexicographic. */
function subsets(hand: readonly CardId[], k: number): CardId[][] {
  const out: CardId[][] = [];
  const pick: number[] = [];
  const rec = (from: number): void => {
    if (pick.length === k) {
      out.push(pick.map((i) => hand[i]!));
      return;
    }
    for (let i = from; i <= hand.length - (k - pick.length); i++) {
      pick.push(i);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}

export function legalMoves(s: DudabState): DudabMove[] {
  const out: DudabMove[] = [];
  const seat = s.toAct;
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case 'zug':
      pushLegen(out, s, 'zug', seat, hand);
      pushZiehen(out, seat, hand);
      return out;
    case 'wunsch':
      pushLegen(out, s, 'wunsch', seat, hand);
      if (firstFitting(hand, s.reihen) === null) pushZiehen(out, seat, hand);
      return out;
    case 'verhext':
      pushLegen(out, s, 'verhext', seat, hand);
      if (!canAnswer(hand)) out.push(STRAFE[seat]!);
      return out;
    case 'reduzieren': {
      out.push(NICHT_REDUZIEREN[seat]!);
      for (let i = 0; i < hand.length; i++) {
        for (let j = i + 1; j < hand.length; j++) {
          const behalten = [hand[i]!, hand[j]!];
          out.push({ type: 'reduzieren', seat, behalten, ziel: 'abwurf' });
          if (removesDudab(hand, behalten)) out.push({ type: 'reduzieren', seat, behalten: [hand[i]!, hand[j]!], ziel: 'stapel' });
        }
      }
      return out;
    }
    case 'entsorgen':
      for (const karten of subsets(hand, hand.length - 5)) out.push({ type: 'entsorgen', seat, karten });
      return out;
    case 'rundenende':
      out.push(NAECHSTE_RUNDE[seat]!);
      return out;
    default:
      return out;
  }
}
