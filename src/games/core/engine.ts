/**
 * Assembles a game's `GameRules` (what a page needs) and its `GameEngine` (plus `fromLayout`) from
 * the functions its modules export, so every game states only its own parts. The two objects stay
 * apart on purpose: islands import the first, and the layout parser never reaches a page.
 */
import type { BaseEvent, BaseMove, BaseView, GameEngine, GameRules } from './types';

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
