/**
 * Public face of the Ganjifa engine (shared/rules/ganjifa.md): the rules object, its helpers for
 * the UI (card names, legalFollow, isDukal and why a selection is not a Dukal), the data types.
 */
export { ganjifa, ganjifaPlay, RULE_ANCHORS } from './rules';
export type { RuleAnchor } from './rules';
export * from './cards';
export { isDukal, whyNotDukal, dukalSets } from './dukal';
export { legalFollow, nextHeldSuit, trickWinner, playKind } from './position';
export { whyNotFollow } from './check';
export { outCards } from './play';
export { ganjifaInput } from './input';
export { actionLabel } from './text';
export { suitMemo } from './memo';
export type { SuitMemo } from './memo';
export { assertGanjifaInvariants } from './invariants';
export type {
  Dukal,
  GanjifaEvent,
  GanjifaLayout,
  GanjifaMove,
  GanjifaOptions,
  GanjifaPhase,
  GanjifaState,
  GanjifaView,
  LastTrick,
  Period,
  Placed,
  PlayKind,
  Rank,
  Suit,
} from './types';
