/**
 * Public face of the Durak engine (shared/rules/durak.md): the rules object, its helpers for the
 * UI, the card helpers and the data types.
 */
export {
  durak,
  durakPlay,
  actionLabel,
  describeEvent,
  durakInput,
  movesForCard,
  whyNotCard,
  isTrumpIn,
  whyNotBeats,
  nextActive,
  firstActiveFrom,
  makeThrowOrder,
  RULE_ANCHORS,
} from './rules';
export type { RuleAnchor } from './rules';
export * from './cards';
export { assertDurakInvariants } from './invariants';
export type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakPhase, DurakState, DurakView, Pair, Rank, Suit } from './types';
