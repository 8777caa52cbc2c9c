/**
 * The selection input for the UI (core/input.ts): LEAD, PLAY and DISCARD are one card each;
 * LEAD_DUKAL is several cards, selected and then confirmed; Tag/Nacht (M1) is a button.
 * `attempt` builds the move a selection most plausibly means, so `check` can explain a refusal —
 * several selected cards are always read as a Dukal, whose refusal says why it is not one.
 *
 * The table offers „Dukal ausspielen“ (the collecting offer DUKAL) to the leader of any trick but
 * the first who holds at least five cards, whether or not a Dukal is among them: the reader then
 * collects cards, and the engine says why the collection is no Dukal. Collected cards carry the
 * target DUKAL, so even one card is tried as a Dukal.
 */
import type { MoveInput, Offer, Selection } from '../core/input';
import type { Seat } from '../core/types';
import { canonicalDukal } from './dukal';
import type { GanjifaMove, GanjifaState } from './types';

/** The collecting offer „Dukal ausspielen“, and the target of the cards collected for it. */
export const DUKAL = 'dukal';
const NONE: Offer<GanjifaMove>[] = [];
const DUKAL_OFFER: Offer<GanjifaMove>[] = [{ move: null, collect: DUKAL }];

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
    if (sel.target === DUKAL || sel.cards.length > 1) return { type: 'LEAD_DUKAL', seat, cards: canonicalDukal(sel.cards) };
    if (sel.cards.length === 0) return null;
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

  offers(state: GanjifaState, seat: Seat): Offer<GanjifaMove>[] {
    return state.phase === 'LEAD' && state.leader === seat && state.trickNo > 1 && (state.hands[seat]?.length ?? 0) >= 5
      ? DUKAL_OFFER
      : NONE;
  },
};
