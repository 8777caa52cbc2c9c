/**
 * The Durak rules engine — shared/rules/durak.md v1.0 (moves M1–M6, decisions D1–D24), assembled
 * into the `GameRules` contract of core/types.ts. One file per concern, the way chessops separates
 * setup, play and notation:
 *
 *   setup.ts     §4      fromDeck, deal (seeded), fromLayout
 *   play.ts      §5–§6   legalMoves, play with the automatic steps, outcome, view
 *   check.ts     §5.3    the teaching reasons with their rule anchors
 *   text.ts      §9, §13 German sentences for decisions and events
 *   input.ts             what a click on a card means (core input model), whyNotCard
 *   position.ts  §5.1    derived values shared by all of them
 *
 * Pure TypeScript without DOM or randomness of its own; states, moves and layouts are plain JSON.
 * The spec's invariants (§5.6) are asserted by ./invariants.ts through core/checked.ts in tests.
 */
import { gameEngine, gameRules } from '../core/engine';
import { check } from './check';
import { legalMoves, isOver, outcome, play, view } from './play';
import { actorOf } from './position';
import { deal, fromDeck, fromLayout } from './setup';
import { describe, describeEvent } from './text';
import type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakState, DurakView } from './types';

/** What a page needs (GameRules): the islands and kits use this object, without the layout parser. */
export const durakPlay = gameRules<DurakState, DurakMove, DurakOptions, DurakLayout, DurakView, DurakEvent>({
  id: 'durak',
  defaultOptions: { players: 2, transfer: false },
  setup: { fromDeck, deal },
  play: { phase: (s) => s.phase, toAct: actorOf, legalMoves, play, isOver, outcome, view },
  check,
  text: { describe, describeEvent },
});

/** The whole engine: durakPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: a page that imports only durakPlay drops this object, and with it the layout parser.
export const durak = /* @__PURE__ */ gameEngine(durakPlay, fromLayout);

export { RULE_ANCHORS, whyNotBeats } from './check';
export type { RuleAnchor } from './check';
export { actionLabel, describeEvent } from './text';
export { durakInput, movesForCard, whyNotCard } from './input';
export { isTrumpIn, makeThrowOrder } from './position';
export { firstActiveFrom, nextActive } from '../core/seats';
export type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakPhase, DurakState, DurakView, Pair, Rank, Suit } from './types';
