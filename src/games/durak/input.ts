/**
 * What a click on a card means in Durak, for the shared input model (core/input.ts): every card
 * decision (ATTACK, DEFEND, THROW_IN, TRANSFER) is made with one card and no target; TAKE and PASS
 * are buttons. One card can stand for several decisions (beat one of several open cards, or pass
 * the attack on); when none of them is allowed, `whyNotCard` (check.ts) explains all of them at once.
 * Legality itself is only ever decided by `legalMoves` and `check`.
 */
import type { MoveInput, Selection } from '../core/input';
import type { CardId, Seat } from '../core/types';
import { legalMoves } from './play';
import { actorOf } from './position';
import type { DurakMove, DurakState } from './types';

/**
 * The move the reader most plausibly means by clicking `card` (legal or not, so that `check` can
 * say why not), or null at GAME_OVER: ATTACK in ATTACK_OPEN; in DEFEND, for the defender, DEFEND
 * against the first open card, for anyone else THROW_IN; THROW_IN in THROW_IN.
 */
function attemptFor(state: DurakState, seat: Seat, card: CardId): DurakMove | null {
  switch (state.phase) {
    case 'ATTACK_OPEN':
      return { type: 'ATTACK', seat, card };
    case 'DEFEND': {
      if (seat !== state.defender) return { type: 'THROW_IN', seat, card };
      const open = state.table.find((p) => p.defence === null);
      return open ? { type: 'DEFEND', seat, attackCard: open.attack, card } : null;
    }
    case 'THROW_IN':
      return { type: 'THROW_IN', seat, card };
    default:
      return null;
  }
}

/** Durak's part of the core input model: one card, no target; TAKE and PASS are buttons. */
export const durakInput: MoveInput<DurakState, DurakMove> = {
  selectionOf(move: DurakMove): Selection | null {
    return move.type === 'TAKE' || move.type === 'PASS' ? null : { cards: [move.card], target: null };
  },
  attempt(state: DurakState, seat: Seat, sel: Selection): DurakMove | null {
    const card = sel.cards[0];
    return sel.cards.length === 1 && sel.target === null && card !== undefined ? attemptFor(state, seat, card) : null;
  },
};

/** True when `move` is made with exactly `card` (by the input model). */
function playsCard(move: DurakMove, card: CardId): boolean {
  const sel = durakInput.selectionOf(move);
  return sel !== null && sel.cards.length === 1 && sel.cards[0] === card;
}

/**
 * All legal moves of `seat` that play `card` (legalMoves order), and the move the reader most
 * plausibly meant by clicking it: the first legal one, else the input model's attempt (so the UI
 * can show `check`'s reason). The attempt is given also when it is not the seat's turn.
 */
export function movesForCard(state: DurakState, seat: Seat, card: CardId): { legal: DurakMove[]; attempt: DurakMove | null } {
  const legal = actorOf(state) === seat ? legalMoves(state).filter((m) => playsCard(m, card)) : [];
  return { legal, attempt: legal[0] ?? durakInput.attempt(state, seat, { cards: [card], target: null }) };
}
