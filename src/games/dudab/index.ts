/**
 * Public face of the Dudab engine (shared/rules/dudab.md): the rules object, the kit, the input
 * helper, the scoring explainer, the card helpers and the data types.
 */
export { dudab, dudabPlay } from './rules';
export { RULE_ANCHORS, RULE_HEADINGS } from './check';
export { whyNotPlace } from './checkWords';
export type { RuleAnchor } from './check';
export { dudabKit, dudabOptionsCodec, DUDAB_NAMES, DUDAB_PHASES } from './kit';
export { dudabInput, rowTarget, rowOfTarget, TARGET_ABWURF, TARGET_SAMMELSTAPEL, TARGET_STAPEL } from './input';
export { wertung, wertungSchritte, rundenWertungen, rundenPunkte, punkte, punkteZahl, zahl } from './wertung';
export type { Wertung, WertungSchritt } from './wertung';
export { rowCount } from './position';
export { totals } from './play';
export { MAX_RUNDEN } from './setup';
export {
  CARD_IDS,
  CARD_INDEX,
  FARBEN,
  SYMBOLE,
  ZIFFERN,
  WUENSCHE,
  FARBE_NAMEN,
  SYMBOL_NAMEN,
  cardName,
  cardPhrase,
  cardValue,
  farbeOf,
  fits,
  isCardId,
  isDudab,
  isSchamane,
  isZiffer,
  sortCanonical,
  symbolOf,
  wunschText,
  wunschWert,
  zifferOf,
} from './cards';
export { assertDudabInvariants } from './invariants';
export type {
  DudabEvent,
  DudabLayout,
  DudabMove,
  DudabOptions,
  DudabPhase,
  DudabState,
  DudabSymbol,
  DudabView,
  Farbe,
  Fluch,
  Reihe,
  Wunsch,
  Ziel,
  Ziffer,
} from './types';
