/**
 * Public face of the Bambuti engine (shared/rules/bambuti.md): the rules object, the helpers the
 * page needs (column calculator, symmetry highlight, input model), the card helpers and the types.
 */
export { bambuti, bambutiPlay, RULE_ANCHORS } from './rules';
export type { RuleAnchor } from './rules';
export { allowedArrangements } from './play';
export { spaltenRechnung, alleSpalten, symmetrieBild } from './rechner';
export type { SpaltenRechnung, SymmetrieBild, FarbPaar } from './rechner';
export { anzeigerFuer, anzeigerSumme, spaltenPunkte, istAbfallend, istSymmetrisch, topsOf, KEIN_ANZEIGER } from './position';
export { bambutiInput, anordnungTarget, parseAnordnungTarget, spaltenTarget, parseSpaltenTarget } from './input';
export {
  DRUM_IDS,
  FARBEN,
  FARBE_ADJEKTIV,
  FARBE_NAMEN,
  MASK_IDS,
  MASK_INDEX,
  WERTE,
  cardName,
  drumId,
  drumsLeft,
  farbeOf,
  isDrumId,
  isMaskId,
  wertOf,
} from './cards';
export { actionLabel, genitiv } from './text';
export { assertBambutiInvariants } from './invariants';
export type {
  Anzeiger,
  Ausloeser,
  BambutiEvent,
  BambutiLayout,
  BambutiMove,
  BambutiOptions,
  BambutiPhase,
  BambutiState,
  BambutiView,
  Farbe,
  Wertung,
} from './types';
