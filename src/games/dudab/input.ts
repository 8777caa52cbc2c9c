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
import type { MoveInput, Offer, Selection } from '../core/input';
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

function legenAttempt(seat: Seat, karte: CardId, reihe: number): DudabMove {
  return isDudab(karte) ? { type: 'legen', seat, karte, reihe, wunsch: WUENSCHE[0]! } : { type: 'legen', seat, karte, reihe };
}

/**
 * The move a selection means. Several cards are a move only where the position collects them
 * (reduzieren, entsorgen); elsewhere a second card replaces the first (core), so a selection of
 * several cards for one row or the Sammelstapel names no move.
 */
function attempt(s: DudabState, seat: Seat, sel: Selection): DudabMove | null {
  const cards = sortCanonical(sel.cards.filter((c) => isCardId(c)));
  const target = sel.target;
  const one = cards.length === 1 ? cards[0]! : null;
  const row = rowOfTarget(target);
  if (row !== null) return one === null ? null : legenAttempt(seat, one, row);
  if (target === TARGET_SAMMELSTAPEL) {
    if (s.phase === 'entsorgen') return cards.length === 0 ? null : { type: 'entsorgen', seat, karten: cards };
    return one === null ? null : { type: 'ziehen', seat, inStapel: one };
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
      return one === null ? null : legenAttempt(seat, one, likelyRow(s));
  }
}

/**
 * The buttons of each phase, legal or not (the machine checks them; free play dims the illegal
 * ones): „Strafe nehmen“ when cursed; after „6 nimmt“ „Rest abwerfen“, „Rest in den Sammelstapel“
 * (with the chosen cards) and „Alle Karten behalten“; „In den Sammelstapel entsorgen“; at a round's
 * end „Nächste Runde“; otherwise „Nachziehen“ – with five cards and one chosen, that card goes into
 * the Sammelstapel first.
 */
function offers(s: DudabState, seat: Seat, sel: Selection): Offer<DudabMove>[] {
  const mit = (target: string) => ({ move: attempt(s, seat, { cards: sel.cards, target }) ?? { type: 'entsorgen', seat, karten: [] } });
  switch (s.phase) {
    case 'verhext':
      return [{ move: { type: 'strafe', seat } }];
    case 'reduzieren':
      return [mit(TARGET_ABWURF), mit(TARGET_STAPEL), { move: { type: 'nichtReduzieren', seat } }];
    case 'entsorgen':
      return [mit(TARGET_SAMMELSTAPEL)];
    case 'rundenende':
      return [{ move: { type: 'naechsteRunde', seat } }];
    case 'spielende':
      return [];
    default: {
      const card = sel.cards.length === 1 && (s.hands[seat]?.length ?? 0) >= 5 ? sel.cards[0]! : undefined;
      return [{ move: card === undefined ? { type: 'ziehen', seat } : { type: 'ziehen', seat, inStapel: card } }];
    }
  }
}

export const dudabInput: MoveInput<DudabState, DudabMove> = {
  selectionOf,
  attempt,
  offers,
  /** After „6 nimmt“ and when dumping, the chosen cards wait for a button. */
  collects: (s) => s.phase === 'reduzieren' || s.phase === 'entsorgen',
};
