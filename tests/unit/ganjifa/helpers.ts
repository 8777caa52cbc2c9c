/**
 * Shared helpers for the Ganjifa tests: the engine under the checking wrapper, move builders, and
 * layouts for positions the acceptance cases of shared/rules/ganjifa.md §11 describe.
 */
import { withInvariants } from '../../../src/games/core/checked';
import { ganjifa as engine, RULE_ANCHORS } from '../../../src/games/ganjifa/rules';
import { assertGanjifaInvariants } from '../../../src/games/ganjifa/invariants';
import { moveExpectations } from '../../helpers/moveExpectations';
import type { GanjifaLayout, GanjifaMove, GanjifaState, Period, Suit } from '../../../src/games/ganjifa/types';

export { engine };
/** The engine with every state checked (§5.7) and check/legalMoves agreement asserted. */
export const ganjifa = withInvariants(engine, assertGanjifaInvariants);

export const choose = (period: Period, seat = 0): GanjifaMove => ({ type: 'CHOOSE_PERIOD', seat, period });
export const lead = (seat: number, card: string): GanjifaMove => ({ type: 'LEAD', seat, card });
export const dukal = (seat: number, cards: string[]): GanjifaMove => ({ type: 'LEAD_DUKAL', seat, cards });
export const follow = (seat: number, card: string): GanjifaMove => ({ type: 'PLAY', seat, card });
export const discard = (seat: number, card: string): GanjifaMove => ({ type: 'DISCARD', seat, card });

/** The 120 ids written from the spec's formula (§2.4), independently of the engine's list. */
export const SPEC_SUITS = ['MAT', 'KUR', 'VAR', 'NAR', 'VAM', 'PAR', 'RAM', 'KRI', 'BUD', 'KAL'];
export const SPEC_RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'M', 'R'];
export const SPEC_DECK = SPEC_SUITS.flatMap((s) => SPEC_RANKS.map((r) => `${s}-${r}`));

export const { inLegal, expectLegal, expectIllegal } = moveExpectations({
  engine,
  checked: ganjifa,
  anchors: RULE_ANCHORS,
  game: 'Ganjifa',
  maxColons: 1,
});

export function playAll(s: GanjifaState, moves: GanjifaMove[]): GanjifaState {
  return moves.reduce((st, m) => ganjifa.play(st, m), s);
}

/** The cards of the legal moves, in legalMoves order. */
export const legalCards = (s: GanjifaState): string[] => ganjifa.legalMoves(s).map((m) => ('card' in m ? m.card : m.type));

/**
 * A complete deal (40 cards each) for trick-1 positions: `fixed[s]` must be in seat s's hand, and
 * seat s gets no other card of the suits in `avoid[s]`. The remaining cards go, in canonical order,
 * to the seat with the fewest cards that may take them.
 */
export function fullHands(fixed: string[][], avoid: Suit[][] = [[], [], []]): string[][] {
  const hands = fixed.map((h) => h.slice());
  const used = new Set(fixed.flat());
  for (const c of SPEC_DECK) {
    if (used.has(c)) continue;
    const suit = c.split('-')[0] as Suit;
    const seats = [0, 1, 2].filter((s) => hands[s]!.length < 40 && !avoid[s]!.includes(suit));
    seats.sort((a, b) => hands[a]!.length - hands[b]!.length);
    const seat = seats[0];
    if (seat === undefined) throw new Error(`no seat can take ${c}`);
    hands[seat]!.push(c);
  }
  return hands;
}

/** A mid-game layout (trick ≥ 2 by default: the trump Raja lies in a captured pile). */
export function mid(l: Omit<GanjifaLayout, 'period'> & { period?: Period }): GanjifaState {
  return ganjifa.fromLayout({ period: 'day', ...l });
}
