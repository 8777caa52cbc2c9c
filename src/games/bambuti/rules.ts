/**
 * Bambuti rules engine — implements shared/rules/bambuti.md (phases §5, decisions B1–B20, the
 * Punkteanzeiger rule §4) exactly; moves, phases and events keep the spec's German names (`typ` is
 * `type` in code, every move names its `seat`).
 *
 * Main design choice: the state is plain immutable JSON, every column of a row is a stack (only
 * its top counts), and `play` runs all automatic steps — reveal after the second arrangement, the
 * marker of the changed column, the symmetry Wertung, the refill and the Schlusswertung — so every
 * returned state waits for one seat's decision (`anordnen`, `legen`, `trommeln`) or is over
 * (`spielende`). The drum decision is its own phase right after a placement (B10), so a turn is
 * `legen` and, when a drum card is left and no symmetry scored, `trommeln`/`weiter`.
 *
 * Files: types.ts (data), cards.ts (ids, names), position.ts (marker, order and symmetry arithmetic),
 * setup.ts (deal, layouts), play.ts (legal moves, play, view), page.ts (what a page needs), check.ts (German reasons,
 * RULE_ANCHORS), text.ts (describe), rechner.ts (column calculator), input.ts (UI selections).
 */
import { gameEngine } from '../core/engine';
import { bambutiPlay } from './page';
import { check } from './check';
import { fromLayout } from './setup';

export { RULE_ANCHORS } from './check';
export type { RuleAnchor } from './check';

export { bambutiPlay } from './page';

/** The whole engine, with `check` at hand: bambutiPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: nothing of a page imports this module (pages import ./page.ts), so neither the layout parser
// nor the reasons reach a page's first JavaScript.
export const bambuti = /* @__PURE__ */ gameEngine(bambutiPlay, fromLayout, check);
