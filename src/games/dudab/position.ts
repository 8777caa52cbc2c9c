/**
 * State predicates shared by `legalMoves`, `play`, `check`, the setup and the invariants
 * (shared/rules/dudab.md §4–§5). One reading of each rule, so the three stay in agreement.
 */
import type { CardId, Seat } from '../core/types';
import { CARD_INDEX, DUDAB, SCHAMANE, fitsAt, kindAt, placeableAt } from './cards';
import type { DudabState, Fluch, Reihe } from './types';

/** R = 2 rows for 2–4 players, 3 rows for 5–6 (§3.3, D2). */
export function rowCount(spieler: number): number {
  return spieler <= 4 ? 2 : 3;
}

/** Start player of round k (§3.4): (startSeat + k − 1) mod N. */
export function startSeatOfRound(startSeat: Seat, runde: number, spieler: number): Seat {
  return (startSeat + runde - 1) % spieler;
}

/** Canonical index of a row's top card. */
export function topAt(reihe: Reihe): number {
  return CARD_INDEX[reihe.karten[reihe.karten.length - 1]!]!;
}

export function hasOpenWish(reihen: readonly Reihe[]): boolean {
  for (let r = 0; r < reihen.length; r++) if (reihen[r]!.wunsch !== null) return true;
  return false;
}

/** §5.1: the phase at the start of seat s's turn. */
export function turnPhase(reihen: readonly Reihe[], verhext: Fluch | null, seat: Seat): 'zug' | 'wunsch' | 'verhext' {
  if (verhext !== null && verhext.seat === seat) return 'verhext';
  return hasOpenWish(reihen) ? 'wunsch' : 'zug';
}

/** The first hand card (not a Dudab-Karte) that fits an open wish, with its row; null if none (§5.4). */
export function firstFitting(hand: readonly CardId[], reihen: readonly Reihe[]): { karte: CardId; reihe: number } | null {
  for (let i = 0; i < hand.length; i++) {
    const c = CARD_INDEX[hand[i]!]!;
    if (kindAt(c) === DUDAB) continue;
    for (let r = 0; r < reihen.length; r++) {
      const w = reihen[r]!.wunsch;
      if (w !== null && fitsAt(c, w)) return { karte: hand[i]!, reihe: r };
    }
  }
  return null;
}

/** Holds a Schamanen- or Dudab-Karte, i.e. can answer a curse (§5.5, D10). */
export function canAnswer(hand: readonly CardId[]): boolean {
  for (let i = 0; i < hand.length; i++) if (kindAt(CARD_INDEX[hand[i]!]!) !== 0) return true;
  return false;
}

/**
 * May the seat to act place the non-Dudab card with canonical index `c` on row `r` in the turn
 * phase `phase` (§5.3–§5.5)? Dudab-Karten are always placeable (D20) and not asked here.
 */
export function mayPlace(s: DudabState, phase: string, c: number, r: number): boolean {
  const row = s.reihen[r]!;
  switch (phase) {
    case 'zug':
      return placeableAt(c, topAt(row), row.wunsch);
    case 'wunsch':
      return row.wunsch !== null && fitsAt(c, row.wunsch); // D8, D9
    case 'verhext':
      // D10: a shaman of any colour on the cursing shaman, or wherever P lets a shaman go.
      return kindAt(c) === SCHAMANE && (r === s.verhext!.reihe || placeableAt(c, topAt(row), row.wunsch));
    default:
      return false;
  }
}

/** Is any `legen` legal for the seat to act in phase 'zug'? (for the hand check of §5.3) */
export function anyLegen(s: DudabState, hand: readonly CardId[]): boolean {
  for (let i = 0; i < hand.length; i++) {
    const c = CARD_INDEX[hand[i]!]!;
    if (kindAt(c) === DUDAB) return true;
    for (let r = 0; r < s.reihen.length; r++) if (mayPlace(s, s.phase, c, r)) return true;
  }
  return false;
}

/** A round (or the whole game) has ended: its scoring is on the table (§6). */
export function roundIsOver(s: Pick<DudabState, 'phase'>): boolean {
  return s.phase === 'rundenende' || s.phase === 'spielende';
}
