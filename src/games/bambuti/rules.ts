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
 * setup.ts (deal, layouts), play.ts (legal moves, play, view), check.ts (German reasons,
 * RULE_ANCHORS), text.ts (describe), rechner.ts (column calculator), input.ts (UI selections).
 */
import { gameEngine, gameRules } from '../core/engine';
import { check } from './check';
import { actorOf, isOver, legalMoves, outcome, play, view } from './play';
import { deal, fromDeck, fromLayout } from './setup';
import { describe, describeEvent } from './text';
import type { BambutiEvent, BambutiLayout, BambutiMove, BambutiOptions, BambutiState, BambutiView } from './types';

export { RULE_ANCHORS } from './check';
export type { RuleAnchor } from './check';

/** What a page needs (GameRules): the islands and kits use this object, without the layout parser. */
export const bambutiPlay = gameRules<BambutiState, BambutiMove, BambutiOptions, BambutiLayout, BambutiView, BambutiEvent>({
  id: 'bambuti',
  defaultOptions: { startSeat: 0 },
  setup: { fromDeck, deal },
  play: { phase: (s) => s.phase, toAct: actorOf, legalMoves, play, isOver, outcome, view },
  check,
  text: { describe, describeEvent },
});

/** The whole engine: bambutiPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: a page that imports only bambutiPlay drops this object, and with it the layout parser.
export const bambuti = /* @__PURE__ */ gameEngine(bambutiPlay, fromLayout);
