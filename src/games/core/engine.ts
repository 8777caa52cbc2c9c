/**
 * Assembles a game's `GameRules` (what a page needs) and its `GameEngine` (plus `fromLayout`) from
 * the functions its modules export, so every game states only its own parts. The two objects stay
 * apart on purpose: islands import the first, and the layout parser never reaches a page.
 */
import type { BaseEvent, BaseMove, BaseView, GameEngine, GameRules, Verdict } from './types';

type Rules<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> = GameRules<S, M, O, L, V, E>;

/** A game's engine functions, grouped as its modules export them (setup.ts, play.ts, check.ts, text.ts). */
export interface RulesParts<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  id: string;
  defaultOptions: O;
  setup: Pick<Rules<S, M, O, L, V, E>, 'fromDeck' | 'deal'>;
  play: Pick<Rules<S, M, O, L, V, E>, 'phase' | 'toAct' | 'legalMoves' | 'play' | 'isOver' | 'outcome' | 'view'>;
  check: Rules<S, M, O, L, V, E>['check'];
  text: Pick<Rules<S, M, O, L, V, E>, 'describe' | 'describeEvent'>;
}

/** The page's rules of a game whose state keeps what its last `play` did in `state.events`. */
export function gameRules<S extends { events: E[] }, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  parts: RulesParts<S, M, O, L, V, E>,
): GameRules<S, M, O, L, V, E> {
  const { id, defaultOptions, setup, play, check, text } = parts;
  return { id, defaultOptions, ...setup, ...play, check, ...text, events: (s) => s.events };
}

/** The whole engine: the page's rules plus the layout parser (tests, tools, the build). */
export function gameEngine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  fromLayout: (layout: L) => S,
): GameEngine<S, M, O, L, V, E> {
  return { ...rules, fromLayout };
}

/**
 * How every game's `play` refuses an illegal move, one way for all four: the game's fast legality
 * predicate said no, so its `check` gives the German reason for the error. Never called on the
 * hot path of a legal move.
 */
export function illegalMove<S, M>(game: string, s: S, m: M, check: (s: S, m: M) => Verdict): Error {
  const v = check(s, m);
  return new Error(`Illegal ${game} move ${JSON.stringify(m)}: ${v.ok ? 'rejected' : v.reason}`);
}
