/**
 * Dudab rules engine — implements shared/rules/dudab.md (phases §5, moves §5.2, decisions D1–D24,
 * scoring §7) exactly; the spec's German names for phases, moves and events are used as they are.
 *
 * Main design choice: the state is plain immutable JSON data for a whole match of several rounds.
 * `play` runs every automatic step itself — „6 nimmt“, the curse, drawing up to two cards, the
 * round end with its scoring — so a returned state always waits for a decision; round k + 1 is
 * dealt inside `play` (on `naechsteRunde`) from deriveSeed(seed, k + 1), with the seed kept in the
 * state, so a match is a pure function of (options, seed, moves). `legalMoves` lists the legal moves;
 * `isLegal` (position.ts, no words) decides one move without listing them, `play` calls it; `check`
 * explains with the same predicates (position.ts), and the tests hold the three equal.
 *
 * Files: cards.ts (ids, tables, placement, names), setup.ts (deal), position.ts (shared predicates),
 * check.ts (German verdicts, RULE_ANCHORS), page.ts (what a page needs), play.ts (moves and automatic steps), wertung.ts (§7),
 * text.ts (describe, describeEvent), invariants.ts (tests only).
 */
import { gameEngine } from '../core/engine';
import { dudabPlay } from './page';
import { check } from './check';
import { fromLayout } from './setup';

export { dudabPlay } from './page';

/** The whole engine, with `check` at hand: dudabPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: nothing of a page imports this module (pages import ./page.ts), so neither the layout parser
// nor the reasons reach a page's first JavaScript.
export const dudab = /* @__PURE__ */ gameEngine(dudabPlay, fromLayout, check);
