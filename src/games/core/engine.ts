/**
 * Assembles a game's `GameRules` (what a page needs) and its `GameEngine` (plus `fromLayout`) from
 * the functions its modules export, so every game states only its own parts. The two objects stay
 * apart on purpose: islands import the first, and the layout parser never reaches a page.
 */
import type { BaseEvent, BaseMove, BaseView, CheckFn, GameEngine, GameRules } from './types';

type Rules<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> = GameRules<S, M, O, L, V, E>;

/**
 * A game's engine functions, grouped as its modules export them (setup.ts, play.ts, text.ts); the
 * teaching reasons of check.ts come as a loader (`reasons: () => import('./check')…`), so a page's
 * first JavaScript carries only the fast legality test and fetches the German sentences when a move
 * is first refused.
 */
export interface RulesParts<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  id: string;
  defaultOptions: O;
  setup: Pick<Rules<S, M, O, L, V, E>, 'fromDeck' | 'deal'>;
  play: Pick<Rules<S, M, O, L, V, E>, 'phase' | 'toAct' | 'legalMoves' | 'isLegal' | 'play' | 'isOver' | 'outcome' | 'view'>;
  reasons: Rules<S, M, O, L, V, E>['reasons'];
  text: Pick<Rules<S, M, O, L, V, E>, 'describe' | 'describeEvent'>;
}

/** The page's rules of a game whose state keeps what its last `play` did in `state.events`. */
export function gameRules<S extends { events: E[] }, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  parts: RulesParts<S, M, O, L, V, E>,
): GameRules<S, M, O, L, V, E> {
  const { id, defaultOptions, setup, play, reasons, text } = parts;
  return { id, defaultOptions, ...setup, ...play, reasons, ...text, events: (s) => s.events };
}

/** The whole engine: the page's rules plus the layout parser and the teaching reasons at hand (tests, tools, the build). */
export function gameEngine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  fromLayout: (layout: L) => S,
  check: CheckFn<S, M>,
): GameEngine<S, M, O, L, V, E> {
  return { ...rules, fromLayout, check };
}

/**
 * How every game's `play` refuses an illegal move, one way for all four: the game's fast legality
 * predicate said no. A programming error, never a reader's: the reader's tries are checked before
 * (`isLegal`) and explained by `check`, so the error names only the game and the move.
 */
export function illegalMove<M>(game: string, m: M): Error {
  return new Error(`Illegal ${game} move ${JSON.stringify(m)}`);
}
