/**
 * One input model for every kind of move: the reader selects cards (one or several) and possibly a
 * target (a row, a column, a cell, a seat …); the selection is matched against `legalMoves`.
 *
 * - A move with one card and no target is played on a click (several matches → a small choice,
 *   e.g. Durak „schlagen“ or „weiterreichen“, Dudab's twelve wishes).
 * - A move that needs several cards is „select, then confirm“: while the selection is a proper part
 *   of some legal move, the result is `weiter`; on confirm an exact match is played.
 * - A selection that matches no legal move gets the engine's German reason: the game's input
 *   helper builds the move the reader most plausibly meant (`attempt`) and `check` judges it.
 *
 * Nothing here decides legality: it only compares the selection with the engine's own lists.
 */
import { sameCards } from './cards';
import { sameData } from './data';
import type { BaseEvent, BaseMove, BaseView, CardId, GameRules, Seat } from './types';

/** What the reader has chosen so far. Cards in the order they were chosen; `target` as the game names it. */
export interface Selection {
  cards: CardId[];
  target: string | null;
}

export const EMPTY_SELECTION: Selection = Object.freeze({ cards: [], target: null }) as Selection;

/**
 * A button a table offers: `move` is what it sends, legal or not (so `check` explains a refusal);
 * null with `collect` for a button that starts collecting several cards (Ganjifa's Dukal), whose
 * confirm then sends `attempt` of the collected cards. `collect` names it for the game's UI words.
 */
export interface Offer<M> {
  move: M | null;
  collect?: string;
}

/** What a game tells the input model about its moves. */
export interface MoveInput<S, M> {
  /**
   * The cards and target that make up `move` (cards as a set: order does not matter), or null for
   * a move that is not made by selecting (a button such as „Aufnehmen“ or „Ziehen“).
   */
  selectionOf(move: M): Selection | null;
  /**
   * The move the reader most plausibly means by `sel` at `state` (legal or not), so `check` can say
   * why it is not allowed; null when the selection does not name a move yet.
   */
  attempt(state: S, seat: Seat, sel: Selection): M | null;
  /**
   * The buttons the table offers to `seat` in `state` with `sel` chosen, legal or not, in display
   * order (Dudab „Nachziehen“, „Rest abwerfen“ …). Default: the legal moves made without selecting.
   */
  offers?(state: S, seat: Seat, sel: Selection): Offer<M>[];
  /**
   * True when cards clicked in `state` are collected until an offer sends them (Dudab reduzieren,
   * entsorgen) instead of being matched at once. Default false.
   */
  collects?(state: S, seat: Seat): boolean;
}

export type SelectionResult<M> =
  /** Nothing selected. */
  | { kind: 'empty' }
  /** The selection is exactly these legal moves (one: play it; several: let the reader choose). */
  | { kind: 'moves'; moves: M[]; more: boolean }
  /** The selection is part of a legal move: more cards and/or a target are needed. */
  | { kind: 'partial'; needCards: boolean; needTarget: boolean; targets: string[] }
  /**
   * The selection matches no legal move: the move it would be (`attempt`, which the machine refuses
   * with the engine's German reason), or, when it would be no move at all, a sentence saying so.
   */
  | { kind: 'refused'; attempt: M }
  | { kind: 'refused'; attempt: null; reason: string };

function isSubset(part: readonly CardId[], whole: readonly CardId[]): boolean {
  for (const c of part) if (whole.indexOf(c) === -1) return false;
  return true;
}

const NOTHING_FITS = 'Mit dieser Auswahl ist gerade kein Spielzug möglich.';

/**
 * Matches `sel` against the legal moves of `seat` in `state`.
 * `moves` lists every legal move whose cards equal the selection and whose target equals the
 * selected one (or that has no target); `more` is true when a larger selection would also match
 * legal moves (so a confirm step is needed to tell them apart).
 */
export function resolveSelection<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  input: MoveInput<S, M>,
  state: S,
  seat: Seat,
  sel: Selection,
): SelectionResult<M> {
  if (sel.cards.length === 0 && sel.target === null) return { kind: 'empty' };
  const legal = rules.toAct(state) === seat ? rules.legalMoves(state) : [];
  const exact: M[] = [];
  let needCards = false;
  let needTarget = false;
  const targets: string[] = [];
  for (const m of legal) {
    const ms = input.selectionOf(m);
    if (ms === null) continue;
    if (!isSubset(sel.cards, ms.cards)) continue;
    if (sel.target !== null && ms.target !== null && ms.target !== sel.target) continue;
    if (sel.target !== null && ms.target === null) continue;
    const fullCards = sel.cards.length === ms.cards.length;
    if (fullCards && (ms.target === null || ms.target === sel.target)) {
      exact.push(m);
      continue;
    }
    if (!fullCards) needCards = true;
    else if (ms.target !== null && sel.target === null) {
      needTarget = true;
      if (!targets.includes(ms.target)) targets.push(ms.target);
    }
  }
  if (exact.length > 0) return { kind: 'moves', moves: exact, more: needCards };
  if (needCards || needTarget) return { kind: 'partial', needCards, needTarget, targets };
  const attempt = input.attempt(state, seat, sel);
  if (attempt !== null) {
    if (!rules.isLegal(state, attempt)) return { kind: 'refused', attempt };
    // The attempt is legal although no selection matched it: the game's two helpers disagree.
    return { kind: 'moves', moves: [attempt], more: false };
  }
  return { kind: 'refused', attempt: null, reason: NOTHING_FITS };
}

/** Cards that take part in at least one legal move (to mark them playable). */
export function playableCards<M>(input: MoveInput<unknown, M>, legal: readonly M[]): Set<CardId> {
  const out = new Set<CardId>();
  for (const m of legal) for (const c of input.selectionOf(m)?.cards ?? []) out.add(c);
  return out;
}

/** Targets that some legal move with exactly the selected cards can go to. */
export function targetsFor<M>(input: MoveInput<unknown, M>, legal: readonly M[], cards: readonly CardId[]): string[] {
  const out: string[] = [];
  for (const m of legal) {
    const ms = input.selectionOf(m);
    if (ms && ms.target !== null && sameCards(ms.cards, cards) && !out.includes(ms.target)) out.push(ms.target);
  }
  return out;
}

/** Legal moves that are made without selecting (buttons), in legalMoves order. */
export function buttonMoves<M>(input: MoveInput<unknown, M>, legal: readonly M[]): M[] {
  return legal.filter((m) => input.selectionOf(m) === null);
}

/**
 * The offers of `input` in `state` (see MoveInput.offers), each with `legal` from `legal` (the
 * engine's list): the move is legal – or it is a button that takes no cards while legal moves of its
 * type wait for cards to be chosen (Dudab's „Nachziehen“ with five cards: a chosen card makes it
 * „In den Sammelstapel legen und nachziehen“), so it is not shown as refused.
 */
export function offersAt<S, M extends { type: string }>(
  input: MoveInput<S, M>,
  state: S,
  seat: Seat,
  sel: Selection,
  legal: readonly M[],
): (Offer<M> & { legal: boolean })[] {
  const offers = input.offers ? input.offers(state, seat, sel) : buttonMoves(input, legal).map((move) => ({ move }));
  return offers.map((o) => ({
    ...o,
    // a collecting offer is legal when some legal move is made with several cards
    legal:
      o.move === null
        ? legal.some((m) => (input.selectionOf(m)?.cards.length ?? 0) > 1)
        : includesMove(legal, o.move) || (input.selectionOf(o.move) === null && legal.some((m) => m.type === o.move!.type)),
  }));
}

/**
 * How many cards a complete multi-card answer takes, when every legal move made by selecting has
 * the same number (Dudab: keep 2; dump hand − 5); null when they differ or there are none.
 */
export function cardsNeeded<M>(input: MoveInput<unknown, M>, legal: readonly M[]): number | null {
  let n: number | null = null;
  for (const m of legal) {
    const k = input.selectionOf(m)?.cards.length;
    if (k === undefined) continue;
    if (n !== null && n !== k) return null;
    n = k;
  }
  return n;
}

/** Adds `card` to the selection, or removes it when it is already selected. */
export function toggleCard(sel: Selection, card: CardId): Selection {
  const i = sel.cards.indexOf(card);
  return i === -1
    ? { cards: [...sel.cards, card], target: sel.target }
    : { cards: sel.cards.filter((c) => c !== card), target: sel.target };
}

/** True when `move` is among `moves` (as data). */
export function includesMove<M>(moves: readonly M[], move: M): boolean {
  return moves.some((m) => sameData(m, move));
}
