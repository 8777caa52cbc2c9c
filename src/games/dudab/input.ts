/**
 * How the reader makes Dudab moves with the shared selection model (core/input.ts):
 *
 *   legen            one card + a row as target („reihe-0“ …). A Dudab-Karte on a row matches the
 *                    twelve moves that differ by the wish: the UI offers the choice of wish.
 *   ziehen           a button („Nachziehen“); with five cards in hand it is a one-card selection with
 *                    the target „sammelstapel“ (that card goes into the Sammelstapel, then one is drawn).
 *   strafe, nichtReduzieren, naechsteRunde   buttons.
 *   reduzieren       select-then-confirm: the two cards to KEEP + the target „abwurf“ or „stapel“
 *                    (where the other cards go).
 *   entsorgen        select-then-confirm: exactly hand − 5 cards, no target.
 *
 * `attempt` builds the move a selection most plausibly means (also an illegal one), so `check` can
 * say why it is not allowed: a single card without a target is tried on the row it most likely
 * was meant for (the wish row, the cursing shaman's row, else row 1).
 */
import type { MoveInput, Selection } from '../core/input';
import type { CardId, Seat } from '../core/types';
import { WUENSCHE, isCardId, isDudab, sortCanonical } from './cards';
import type { DudabMove, DudabState } from './types';

export const TARGET_SAMMELSTAPEL = 'sammelstapel';
export const TARGET_ABWURF = 'abwurf';
export const TARGET_STAPEL = 'stapel';

/** „reihe-0“ … for row r (0-based; shown as „Reihe 1“ …). */
export function rowTarget(r: number): string {
  return `reihe-${r}`;
}

/** The row of a target „reihe-r“, or null. */
export function rowOfTarget(target: string | null): number | null {
  if (target === null) return null;
  const m = /^reihe-([0-9])$/.exec(target);
  return m ? Number(m[1]) : null;
}

function selectionOf(m: DudabMove): Selection | null {
  switch (m.type) {
    case 'legen':
      return { cards: [m.karte], target: rowTarget(m.reihe) };
    case 'ziehen':
      return m.inStapel === undefined ? null : { cards: [m.inStapel], target: TARGET_SAMMELSTAPEL };
    case 'reduzieren':
      return { cards: m.behalten, target: m.ziel };
    case 'entsorgen':
      return { cards: m.karten, target: null };
    default:
      return null;
  }
}

/** The row a lone card was most plausibly meant for. */
function likelyRow(s: DudabState): number {
  if (s.phase === 'verhext' && s.verhext !== null) return s.verhext.reihe;
  const wish = s.reihen.findIndex((r) => r.wunsch !== null);
  return wish >= 0 ? wish : 0;
}

function legenAttempt(seat: Seat, cards: readonly CardId[], reihe: number): DudabMove {
  if (cards.length !== 1) {
    // Several cards on a row: check explains that only one card is placed at a time.
    return { type: 'legen', seat, karte: cards as unknown as CardId, reihe };
  }
  const karte = cards[0]!;
  return isDudab(karte) ? { type: 'legen', seat, karte, reihe, wunsch: WUENSCHE[0]! } : { type: 'legen', seat, karte, reihe };
}

function attempt(s: DudabState, seat: Seat, sel: Selection): DudabMove | null {
  const cards = sortCanonical(sel.cards.filter((c) => isCardId(c)));
  const target = sel.target;
  const row = rowOfTarget(target);
  if (row !== null) return cards.length === 0 ? null : legenAttempt(seat, cards, row);
  if (target === TARGET_SAMMELSTAPEL) {
    if (cards.length === 0) return null;
    if (s.phase === 'entsorgen') return { type: 'entsorgen', seat, karten: cards };
    return cards.length === 1
      ? { type: 'ziehen', seat, inStapel: cards[0]! }
      : { type: 'ziehen', seat, inStapel: cards as unknown as CardId };
  }
  if (target === TARGET_ABWURF || target === TARGET_STAPEL) {
    return { type: 'reduzieren', seat, behalten: cards, ziel: target };
  }
  if (cards.length === 0) return null;
  switch (s.phase) {
    case 'reduzieren':
      return { type: 'reduzieren', seat, behalten: cards, ziel: TARGET_ABWURF };
    case 'entsorgen':
      return { type: 'entsorgen', seat, karten: cards };
    default:
      return legenAttempt(seat, cards, likelyRow(s));
  }
}

export const dudabInput: MoveInput<DudabState, DudabMove> = { selectionOf, attempt };

