/**
 * Dashavatara Ganjifa rules engine — implements shared/rules/ganjifa.md v1.0 (moves M1–M5,
 * decisions G1–G20) exactly; phases, moves and events carry the spec's names.
 *
 * Main design choice: the state is plain immutable JSON; `play` copies only what a move changes
 * and runs the automatic steps itself (DEAL after M1, RESOLVE_TRICK after the third card,
 * RESOLVE_DUKAL after the last discard), so every returned state waits for a decision. The deal is
 * a pure function of the seed, but the hands come out of the deck only at M1, after Tag or Nacht
 * is chosen (setup.ts). Split by concern: cards.ts (ids, names), position.ts (§5.5 legalFollow and
 * §3 winner), dukal.ts (§5.4), setup.ts (§4 and layouts), play.ts (moves and queries), check.ts
 * (German verdicts), text.ts (sentences), invariants.ts (§5.7, for tests only).
 */
import { gameEngine, gameRules } from '../core/engine';
import { check } from './check';
import { actorOf, isOver, legalMoves, outcome, phaseOf, play, view } from './play';
import { deal, fromDeck, fromLayout } from './setup';
import { describe, describeEvent } from './text';
import type { GanjifaEvent, GanjifaLayout, GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';

export { RULE_ANCHORS } from './check';
export type { RuleAnchor } from './check';

/** What a page needs (GameRules): the islands and kits use this object, without the layout parser. */
export const ganjifaPlay = gameRules<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaLayout, GanjifaView, GanjifaEvent>({
  id: 'ganjifa',
  defaultOptions: {},
  setup: { fromDeck, deal },
  play: { phase: phaseOf, toAct: actorOf, legalMoves, play, isOver, outcome, view },
  check,
  text: { describe, describeEvent },
});

/** The whole engine: ganjifaPlay plus `fromLayout`, for tests, tools and the build's tutorial start positions. */
// Pure: a page that imports only ganjifaPlay drops this object, and with it the layout parser.
export const ganjifa = /* @__PURE__ */ gameEngine(ganjifaPlay, fromLayout);
