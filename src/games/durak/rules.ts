/**
 * The Durak rules engine — shared/rules/durak.md v1.0 (moves M1–M6, decisions D1–D24), assembled
 * into the `GameRules` contract of core/types.ts. One file per concern, the way chessops separates
 * setup, play and notation:
 *
 *   setup.ts     §4      fromDeck, deal (seeded), fromLayout
 *   play.ts      §5–§6   legalMoves, play with the automatic steps, outcome, view
 *   check.ts     §5.3    the teaching reasons with their rule anchors
 *   page.ts              what a page needs (durakPlay): reasons loaded on demand, no layout parser
 *   text.ts      §9, §13 German sentences for decisions and events
 *   input.ts             what a click on a card means (core input model); whyNotCard is in check.ts
 *   position.ts  §5.1    derived values shared by all of them
 *
 * Pure TypeScript without DOM or randomness of its own; states, moves and layouts are plain JSON.
 * The spec's invariants (§5.6) are asserted by ./invariants.ts through core/checked.ts in tests.
 */
import { gameEngine } from '../core/engine';
import { durakPlay } from './page';
import { check } from './check';
import { fromLayout } from './setup';

export { durakPlay } from './page';

/** The whole engine, with `check` at hand: durakPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: nothing of a page imports this module (pages import ./page.ts), so neither the layout parser
// nor the reasons reach a page's first JavaScript.
export const durak = /* @__PURE__ */ gameEngine(durakPlay, fromLayout, check);

export { RULE_ANCHORS, whyNotBeats } from './check';
export type { RuleAnchor } from './check';
export { actionLabel, describeEvent } from './text';
export { durakInput, movesForCard } from './input';
export { whyNotCard } from './check';
export { isTrumpIn, makeThrowOrder } from './position';
export { firstActiveFrom, nextActive } from '../core/seats';
export type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakPhase, DurakState, DurakView, Pair, Rank, Suit } from './types';
