/**
 * The selection input model (core/input.ts) for Bambuti: which cards and which target make up each
 * move, and the move a selection most plausibly means, so `check` can explain a refusal.
 *
 * - `anordnen`: the five cards (as a set) plus the order, which travels in the target:
 *   `anordnung:<id>,<id>,<id>,<id>,<id>` (columns 1…5; see anordnungTarget). The UI lets the reader
 *   order the five cards (drag, or select and swap with the keyboard) and then confirms with that
 *   target. A confirmed selection of five cards without a target is read in selection order.
 * - `legen`: one hand card plus a column of either row, named from the mover's side:
 *   `eigene-<spalte>` (own row) or `gegner-<spalte>` (the opponent's row), spalte 1…5.
 * - `trommeln` and `weiter` are buttons (no selection): „Trommeln“ (the drum cards in front of the
 *   player may act as that button) and „Weiter ohne Trommeln“. `offers` says when the table shows
 *   them (bambutiOffers): the drum button whenever the seat still has a drum card once the rows lie
 *   open – legal only right after its placement, so before it `check` says why –, „weiter“ only
 *   while the drum decision is due.
 */
import type { MoveInput, Offer, Selection } from '../core/input';
import type { CardId, Seat } from '../core/types';
import type { BambutiMove, BambutiState } from './types';

const ANORDNUNG = 'anordnung:';

/** The target of an arrangement: `anordnung:` + the five ids in column order, comma-separated. */
export function anordnungTarget(karten: readonly CardId[]): string {
  return ANORDNUNG + karten.join(',');
}

/** The column order named by an arrangement target, or null for any other target. */
export function parseAnordnungTarget(target: string | null): CardId[] | null {
  if (target === null || !target.startsWith(ANORDNUNG)) return null;
  return target.slice(ANORDNUNG.length).split(',');
}

/** The target of a placement, seen from the mover: 'eigene-3', 'gegner-5'. */
export function spaltenTarget(mover: Seat, reihe: Seat, spalte: number): string {
  return `${reihe === mover ? 'eigene' : 'gegner'}-${spalte}`;
}

/** Row and column named by a placement target, seen from `mover`; null for any other target. */
export function parseSpaltenTarget(mover: Seat, target: string | null): { reihe: Seat; spalte: number } | null {
  const m = target === null ? null : /^(eigene|gegner)-([1-5])$/.exec(target);
  if (!m) return null;
  return { reihe: m[1] === 'eigene' ? mover : 1 - mover, spalte: Number(m[2]) };
}

/**
 * The buttons a table shows `seat` in `state` (legal or not; the input model marks the legal ones):
 * none while the first Auslage is arranged or after the game; „Trommelkarte spielen“ while the seat
 * has drum cards left; „Ohne Trommeln weiter“ while it has to decide about a drum.
 */
export function bambutiOffers(state: BambutiState, seat: Seat): Offer<BambutiMove>[] {
  if (state.phase === 'anordnen' || state.phase === 'spielende') return [];
  const out: Offer<BambutiMove>[] = [];
  if ((state.trommeln[seat] ?? 0) > 0) out.push({ move: { type: 'trommeln', seat } });
  if (state.phase === 'trommeln' && state.toAct === seat) out.push({ move: { type: 'weiter', seat } });
  return out;
}

export const bambutiInput: MoveInput<BambutiState, BambutiMove> = {
  selectionOf(move: BambutiMove): Selection | null {
    switch (move.type) {
      case 'anordnen':
        return { cards: move.karten.slice(), target: anordnungTarget(move.karten) };
      case 'legen':
        return { cards: [move.karte], target: spaltenTarget(move.seat, move.reihe, move.spalte) };
      default:
        return null;
    }
  },

  attempt(state: BambutiState, seat: Seat, sel: Selection): BambutiMove | null {
    const order = parseAnordnungTarget(sel.target);
    if (order !== null) return { type: 'anordnen', seat, karten: order };
    if (sel.cards.length === 5 && sel.target === null && state.phase === 'anordnen') {
      return { type: 'anordnen', seat, karten: sel.cards.slice() };
    }
    if (sel.cards.length !== 1) return null;
    const karte = sel.cards[0]!;
    const place = parseSpaltenTarget(seat, sel.target);
    if (place !== null) return { type: 'legen', seat, karte, reihe: place.reihe, spalte: place.spalte };
    if (sel.target !== null) return null;
    // A card without a target: only reached when no legal move uses it (wrong phase, not this
    // seat's turn, a card not in the hand). Any column makes `check` name that reason.
    return { type: 'legen', seat, karte, reihe: seat, spalte: 3 };
  },

  offers: (state, seat) => bambutiOffers(state, seat),
};
