/**
 * State predicates shared by `legalMoves`, `play`, `check`, the setup and the invariants
 * (shared/rules/dudab.md §4–§5). One reading of each rule, so the three stay in agreement.
 */
import type { CardId, Seat } from '../core/types';
import { CARD_INDEX, DUDAB, SCHAMANE, fitsAt, kindAt, placeableAt, wunschIndex } from './cards';
import type { DudabMove, DudabState, Fluch, Reihe } from './types';

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
 * phase `phase` (§5.3–§5.5)? Dudab-Karten are always placeable (D20) and not asked here. `top`:
 * the row's top card (`topAt`), when the caller has it already.
 */
export function mayPlace(s: DudabState, phase: string, c: number, r: number, top: number = topAt(s.reihen[r]!)): boolean {
  const row = s.reihen[r]!;
  switch (phase) {
    case 'zug':
      return placeableAt(c, top, row.wunsch);
    case 'wunsch':
      return row.wunsch !== null && fitsAt(c, row.wunsch); // D8, D9
    case 'verhext':
      // D10: a shaman of any colour on the cursing shaman, or wherever P lets a shaman go.
      return kindAt(c) === SCHAMANE && (r === s.verhext!.reihe || placeableAt(c, top, row.wunsch));
    default:
      return false;
  }
}

/** A round (or the whole game) has ended: its scoring is on the table (§6). */
export function roundIsOver(s: Pick<DudabState, 'phase'>): boolean {
  return s.phase === 'rundenende' || s.phase === 'spielende';
}

/** Would keeping `behalten` put a Dudab-Karte among the removed hand cards (the Sammelstapel is allowed then, D14)? */
export function removesDudab(hand: readonly CardId[], behalten: readonly CardId[]): boolean {
  return hand.some((c) => kindAt(CARD_INDEX[c]!) === DUDAB && behalten.indexOf(c) === -1);
}

/** `cards` are `count` hand cards at strictly increasing places of the (canonical) hand. */
function picks(cards: readonly CardId[], hand: readonly CardId[], count: number): boolean {
  if (!Array.isArray(cards) || cards.length !== count) return false;
  let last = -1;
  for (let i = 0; i < count; i++) {
    const at = hand.indexOf(cards[i]!);
    if (at <= last) return false; // not in the hand (−1), twice, or out of order
    last = at;
  }
  return true;
}

/**
 * Legality without the words (§5.3–§5.8): exactly membership in `legalMoves`, compared as data
 * (keys whose value is undefined count as absent, card lists in canonical order), which the tests
 * and the checking wrapper also hold equal to `check(s, m).ok`. `play` and the page decide with
 * it; it never throws on odd data.
 */
export function isLegal(s: DudabState, m: DudabMove): boolean {
  if (m === null || typeof m !== 'object' || m.seat !== s.toAct) return false;
  const phase = s.phase;
  const hand = s.hands[s.toAct]!;
  // The fields besides type and seat (a move carries no other data).
  let n = -2;
  for (const k in m) if ((m as Record<string, unknown>)[k] !== undefined) n++;
  switch (m.type) {
    case 'legen': {
      const r = m.reihe;
      if ((phase !== 'zug' && phase !== 'wunsch' && phase !== 'verhext') || !Number.isInteger(r) || r < 0 || r >= s.reihen.length)
        return false;
      if (hand.indexOf(m.karte) === -1) return false;
      const c = CARD_INDEX[m.karte]!;
      // D7, D20: a Dudab-Karte goes anywhere, with exactly one of the 12 wishes.
      return kindAt(c) === DUDAB ? n === 3 && wunschIndex(m.wunsch) >= 0 : n === 2 && mayPlace(s, phase, c, r);
    }
    case 'ziehen':
      // §5.3 always in a free turn, §5.4 only without a card that fits a wish; with five cards one
      // of them goes into the Sammelstapel first (D12).
      return (
        (phase === 'zug' || (phase === 'wunsch' && firstFitting(hand, s.reihen) === null)) &&
        (hand.length < 5 ? n === 0 : n === 1 && hand.indexOf(m.inStapel!) !== -1)
      );
    case 'strafe':
      return phase === 'verhext' && n === 0 && !canAnswer(hand); // D10
    case 'nichtReduzieren':
      return phase === 'reduzieren' && n === 0;
    case 'reduzieren':
      // §5.7: keep two; the rest into the Sammelstapel only with a Dudab-Karte among them (D14).
      return (
        phase === 'reduzieren' &&
        n === 2 &&
        picks(m.behalten, hand, 2) &&
        (m.ziel === 'abwurf' || (m.ziel === 'stapel' && removesDudab(hand, m.behalten)))
      );
    case 'entsorgen':
      // §5.8: exactly the cards above five.
      return phase === 'entsorgen' && n === 1 && hand.length >= 5 && picks(m.karten, hand, hand.length - 5);
    case 'naechsteRunde':
      return phase === 'rundenende' && n === 0;
    default:
      return false;
  }
}
