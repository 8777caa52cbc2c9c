/**
 * Dudab rules engine — implements shared/rules/dudab.md (phases §5, moves §5.2, decisions D1–D24,
 * scoring §7) exactly; the spec's German names for phases, moves and events are used as they are.
 *
 * Main design choice: the state is plain immutable JSON data for a whole match of several rounds.
 * `play` runs every automatic step itself — „6 nimmt“, the curse, drawing up to two cards, the
 * round end with its scoring — so a returned state always waits for a decision; round k + 1 is
 * dealt inside `play` (on `naechsteRunde`) from deriveSeed(seed, k + 1), with the seed kept in the
 * state, so a match is a pure function of (options, seed, moves). `check` both explains and
 * decides legality (play calls it), and legalMoves reads the same predicates (position.ts).
 *
 * Files: cards.ts (ids, tables, placement, names), setup.ts (deal), position.ts (shared predicates),
 * check.ts (German verdicts, RULE_ANCHORS), play.ts (moves and automatic steps), wertung.ts (§7),
 * text.ts (describe, describeEvent), invariants.ts (tests only).
 */
import { gameEngine, gameRules } from '../core/engine';
import { check } from './check';
import { isOver, legalMoves, outcome, phaseOf, play, toAct, view } from './play';
import { deal, fromDeck, fromLayout } from './setup';
import { describe, describeEvent } from './text';
import type { DudabEvent, DudabLayout, DudabMove, DudabOptions, DudabState, DudabView } from './types';

/** What a page needs (GameRules): the islands and kits use this object, without the layout parser. */
export const dudabPlay = gameRules<DudabState, DudabMove, DudabOptions, DudabLayout, DudabView, DudabEvent>({
  id: 'dudab',
  defaultOptions: { spieler: 4, runden: 4, startSeat: 0 },
  setup: { fromDeck, deal },
  play: { phase: phaseOf, toAct, legalMoves, play, isOver, outcome, view },
  check,
  text: { describe, describeEvent },
});

/** The whole engine: dudabPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: a page that imports only dudabPlay drops this object, and with it the layout parser.
export const dudab = /* @__PURE__ */ gameEngine(dudabPlay, fromLayout);
