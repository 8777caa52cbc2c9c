/**
 * The reader's input for every game's table, over the core selection model (games/core/input.ts):
 * clicking cards and targets builds a selection; the selection is matched against the engine's
 * legal moves. One matching move is played at once; several are offered as a choice; a selection
 * that is only part of a move waits for more cards („select, then confirm“) or a target; a selection
 * that matches nothing is sent as the move it most plausibly means, so the machine answers with the
 * engine's German reason. Nothing here decides legality.
 *
 * What the table offers comes from here too: `offers` (the game's buttons, each with `legal` from
 * legalMoves), `collecting` (cards are gathered until an offer sends them: a position that collects,
 * or an offer that starts it, as Ganjifa's Dukal; `confirm` then sends the gathered cards), `need`
 * (how many cards a complete answer takes, for „1 von 2“) and `uses` (what a card can do: the
 * targets of its legal moves). A card that takes part in no legal move but whose move would need a
 * target stays selected until the reader picks one, so the engine says why it does not go there.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import {
  EMPTY_SELECTION,
  cardsNeeded,
  offersAt,
  playableCards,
  resolveSelection,
  targetsFor,
  toggleCard,
  type MoveInput,
  type Offer,
  type Selection,
} from '../../games/core/input';
import type { BaseEvent, BaseMove, BaseView, GameRules, Seat } from '../../games/core/types';
import { sameCards } from '../../games/core/cards';

export interface MoveInputOptions<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  rules: GameRules<S, M, O, L, V, E>;
  input: MoveInput<S, M>;
  state: S;
  /** The reader's seat (0). */
  seat?: Seat;
  /** The reader may move now. */
  canAct: boolean;
  /** While not to act, send attempts anyway so the machine explains (free play). */
  explainWhileWaiting?: boolean;
  onMove: (move: M) => void;
  onNote: (text: string) => void;
  waitText: string;
  /** The replay board of „Analyse“: the move made here (see `TableProps.played`). */
  played?: M | null;
}

export interface MoveInputApi<M> {
  selection: Selection;
  /** Legal moves matching the selection, when there are several to choose from. */
  choice: M[] | null;
  /** Cards that take part in some legal move now. */
  playable: Set<string>;
  /** The replay board: the cards of the move made here, for the hand's „gespielt“ (undefined elsewhere). */
  played: string[] | undefined;
  /** Targets that would complete the current selection (to mark rows, columns …). */
  targets: string[];
  /** True when a multi-card selection is under way (show the confirm button). */
  pending: boolean;
  /** The legal moves the current selection already equals (for the confirm button). */
  ready: M[];
  /** The buttons the table offers now (MoveInput.offers), legal or not; empty while the reader may not act. */
  offers: OfferState<M>[];
  /** Clicked cards are collected (toggled) until an offer or `confirm` sends them. */
  collecting: boolean;
  /** How many cards a complete answer takes (all legal selecting moves agree), else null. */
  need: number | null;
  /** What `card` alone can do: the targets of its legal moves (empty: none, or none needs a target). */
  uses(card: string): string[];
  /** Presses an offer: sends its move (the machine checks it), or starts collecting cards. */
  pick(offer: Offer<M>): void;
  clickCard(card: string): void;
  clickTarget(target: string): void;
  /** Plays the selection as it is (several cards), or explains why it is no move. */
  confirm(): void;
  cancel(): void;
}

export type OfferState<M> = Offer<M> & { legal: boolean };

export function useMoveInput<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  opts: MoveInputOptions<S, M, O, L, V, E>,
): MoveInputApi<M> {
  const { rules, input, state, canAct, onMove, onNote, waitText } = opts;
  const seat = opts.seat ?? 0;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [choice, setChoice] = useState<M[] | null>(null);
  const [started, setStarted] = useState(false);
  // A new position (a move was played, or the turn changed) starts a fresh selection – at once, before
  // the new position takes a key or a click: an effect after painting would wipe a card the reader
  // (or a test under load) chose in between.
  useLayoutEffect(() => {
    setSelection(EMPTY_SELECTION);
    setChoice(null);
    setStarted(false);
  }, [state, canAct]);

  const legal = canAct ? rules.legalMoves(state) : [];
  const playable = playableCards(input, legal);
  const collecting = canAct && (started || !!input.collects?.(state, seat));

  function resolve(sel: Selection, final: boolean): void {
    const r = resolveSelection(rules, input, state, seat, sel);
    if (!canAct) {
      const attempt = input.attempt(state, seat, sel);
      if (opts.explainWhileWaiting && attempt) onMove(attempt);
      else onNote(waitText);
      setSelection(EMPTY_SELECTION);
      return;
    }
    switch (r.kind) {
      case 'empty':
        setSelection(EMPTY_SELECTION);
        break;
      case 'moves':
        if (r.more && !final) {
          // Part of a larger move, or a move by itself: wait for more cards or the confirm button.
          setSelection(sel);
        } else if (r.moves.length === 1) {
          setSelection(EMPTY_SELECTION);
          onMove(r.moves[0]!);
        } else {
          setSelection(sel);
          setChoice(r.moves);
        }
        break;
      case 'partial':
        if (final) {
          const attempt = input.attempt(state, seat, sel);
          if (attempt) onMove(attempt);
          else onNote(r.needCards ? 'Dazu fehlen noch Karten.' : 'Wähl noch aus, wohin die Karte soll.');
        }
        setSelection(sel);
        break;
      case 'refused':
        // One card that fits nowhere, for a move that needs a target: hold it until the reader picks one.
        if (!final && sel.cards.length === 1 && r.attempt && input.selectionOf(r.attempt)?.target) {
          setSelection(sel);
          break;
        }
        if ('reason' in r) onNote(r.reason);
        else onMove(r.attempt);
        // Keep a multi-card selection (without the refused target) so the reader can correct it;
        // a single card starts over.
        setSelection(sel.cards.length > 1 ? { cards: sel.cards, target: null } : EMPTY_SELECTION);
        break;
    }
  }

  const pending = selection.cards.length > 0;

  return {
    selection,
    choice,
    playable,
    played: opts.played === undefined ? undefined : opts.played ? (input.selectionOf(opts.played)?.cards ?? []) : [],
    targets: pending ? targetsFor(input, legal, selection.cards) : [],
    pending,
    ready: pending ? legal.filter((m) => sameCards(input.selectionOf(m)?.cards ?? [], selection.cards)) : [],
    offers: canAct ? offersAt(input, state, seat, selection, legal) : [],
    collecting,
    need: cardsNeeded(input, legal),
    uses: (card) => targetsFor(input, legal, [card]),
    pick(offer) {
      setChoice(null);
      if (offer.move) onMove(offer.move);
      else {
        setStarted(true);
        setSelection({ cards: [], target: offer.collect ?? null });
      }
    },
    clickCard(card) {
      setChoice(null);
      if (collecting) {
        setSelection(toggleCard(selection, card));
        return;
      }
      // With a selection under way a click adds or removes a card; otherwise it starts anew. A
      // second card that makes no move together with the one chosen replaces it (the reader
      // changed their mind rather than building a set).
      let next = pending ? toggleCard(selection, card) : { cards: [card], target: null };
      if (
        pending &&
        selection.cards.length === 1 &&
        next.cards.length === 2 &&
        resolveSelection(rules, input, state, seat, next).kind === 'refused'
      ) {
        next = { cards: [card], target: null };
      }
      if (next.cards.length === 0) {
        setSelection(EMPTY_SELECTION);
        return;
      }
      resolve(next, false);
    },
    clickTarget(target) {
      setChoice(null);
      resolve({ cards: selection.cards, target }, true);
    },
    confirm() {
      setChoice(null);
      if (!started) return resolve(selection, true);
      // collecting started by an offer: the gathered cards as the move they mean (the machine checks it)
      const attempt = input.attempt(state, seat, selection);
      if (attempt) onMove(attempt);
    },
    cancel() {
      setChoice(null);
      setStarted(false);
      setSelection(EMPTY_SELECTION);
    },
  };
}
