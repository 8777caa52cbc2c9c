/**
 * The selection input for the UI (core/input.ts): LEAD, PLAY and DISCARD are one card each;
 * LEAD_DUKAL is several cards, selected and then confirmed; Tag/Nacht (M1) is a button.
 * `attempt` builds the move a selection most plausibly means, so `check` can explain a refusal —
 * several selected cards are always read as a Dukal, whose refusal says why it is not one.
 */
import type { MoveInput, Selection } from '../core/input';
import type { Seat } from '../core/types';
import { canonicalDukal } from './dukal';
import type { GanjifaMove, GanjifaState } from './types';

export const ganjifaInput: MoveInput<GanjifaState, GanjifaMove> = {
  selectionOf(m: GanjifaMove): Selection | null {
    switch (m.type) {
      case 'CHOOSE_PERIOD':
        return null;
      case 'LEAD_DUKAL':
        return { cards: m.cards, target: null };
      default:
        return { cards: [m.card], target: null };
    }
  },

  attempt(state: GanjifaState, seat: Seat, sel: Selection): GanjifaMove | null {
    if (sel.cards.length === 0) return null;
    if (sel.cards.length > 1) return { type: 'LEAD_DUKAL', seat, cards: canonicalDukal(sel.cards) };
    const card = sel.cards[0]!;
    switch (state.phase) {
      case 'FOLLOW':
        return { type: 'PLAY', seat, card };
      case 'DUKAL_DISCARD':
        return { type: 'DISCARD', seat, card };
      default:
        return { type: 'LEAD', seat, card };
    }
  },
};
