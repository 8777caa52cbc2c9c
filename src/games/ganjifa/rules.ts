/**
 * Dashavatara Ganjifa rules engine — implements shared/rules/ganjifa.md v1.0 (moves M1–M5,
 * decisions G1–G20) exactly; phases, moves and events carry the spec's names.
 *
 * Main design choice: the state is plain immutable JSON; `play` copies only what a move changes
 * and runs the automatic steps itself (DEAL after M1, RESOLVE_TRICK after the third card,
 * RESOLVE_DUKAL after the last discard), so every returned state waits for a decision. The deal is
 * a pure function of the seed, but the hands come out of the deck only at M1, after Tag or Nacht
 * is chosen (setup.ts). Split by concern: cards.ts (ids, names), position.ts (§5.5 legalFollow and
 * §3 winner), dukal.ts (§5.4), setup.ts (§4 and layouts), play.ts (moves and queries), page.ts (what a page needs), check.ts
 * (German verdicts), text.ts (sentences), invariants.ts (§5.7, for tests only).
 */
import { gameEngine } from '../core/engine';
import { ganjifaPlay } from './page';
import { check } from './check';
import { fromLayout } from './setup';

export { RULE_ANCHORS } from './check';
export type { RuleAnchor } from './check';

export { ganjifaPlay } from './page';

/** The whole engine, with `check` at hand: ganjifaPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: nothing of a page imports this module (pages import ./page.ts), so neither the layout parser
// nor the reasons reach a page's first JavaScript.
export const ganjifa = /* @__PURE__ */ gameEngine(ganjifaPlay, fromLayout, check);
