/**
 * Dudab cards (shared/rules/dudab.md §2, D1): 64 Ziffer-Karten `Z-<farbe>-<symbol>-<ziffer>`,
 * 8 Schamanen-Karten `S-<farbe>-<n>`, 8 Dudab-Karten `D-<n>` — the 80 ids in canonical order, lookup
 * tables by canonical index (no string parsing in the hot path), the placement table of §4 and the
 * German names („Gelb · Mammut · 3“, „blauer Schamane“, „Dudab“) with the article forms sentences need.
 */
import type { CardId } from '../core/types';
import { indexMap, sortByOrder } from '../core/cards';
import { mitArtikel, type Artikel, type Kasus, type Nomen } from '../core/text';
import type { DudabSymbol, Farbe, Wunsch, Ziffer } from './types';

export const FARBEN: readonly Farbe[] = ['rot', 'gelb', 'gruen', 'blau'];
export const SYMBOLE: readonly DudabSymbol[] = ['hand', 'keule', 'mammut', 'fell'];
export const ZIFFERN: readonly Ziffer[] = [1, 2, 3, 4];

/** Card kinds as small numbers (tables below). */
export const ZIFFER_KARTE = 0;
export const SCHAMANE = 1;
export const DUDAB = 2;

/** The 80 ids in canonical order (§2): Z by farbe → symbol → ziffer, then S by farbe and n, then D by n. */
export const CARD_IDS: readonly CardId[] = (() => {
  const out: CardId[] = [];
  for (const f of FARBEN) for (const s of SYMBOLE) for (const z of ZIFFERN) out.push(`Z-${f}-${s}-${z}`);
  for (const f of FARBEN) for (const n of [1, 2]) out.push(`S-${f}-${n}`);
  for (let n = 1; n <= 8; n++) out.push(`D-${n}`);
  return out;
})();

export const CARD_COUNT = 80;
/** Canonical index of each id. */
export const CARD_INDEX: Readonly<Record<CardId, number>> = indexMap(CARD_IDS);

// Tables by canonical index.
const KIND = new Int8Array(CARD_COUNT);
const FARBE = new Int8Array(CARD_COUNT).fill(-1);
const SYM = new Int8Array(CARD_COUNT).fill(-1);
const ZIF = new Int8Array(CARD_COUNT);
for (let i = 0; i < CARD_COUNT; i++) {
  if (i < 64) {
    KIND[i] = ZIFFER_KARTE;
    FARBE[i] = i >> 4;
    SYM[i] = (i >> 2) & 3;
    ZIF[i] = (i & 3) + 1;
  } else if (i < 72) {
    KIND[i] = SCHAMANE;
    FARBE[i] = (i - 64) >> 1;
  } else KIND[i] = DUDAB;
}

/** True for the 80 ids of §2 (and nothing else). */
export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(CARD_INDEX, x);
}

/** Canonical index (assumes a valid id). */
export function cardIndex(card: CardId): number {
  return CARD_INDEX[card]!;
}

export function kindOf(card: CardId): number {
  return KIND[CARD_INDEX[card]!]!;
}
export function isZiffer(card: CardId): boolean {
  return KIND[CARD_INDEX[card]!] === ZIFFER_KARTE;
}
export function isSchamane(card: CardId): boolean {
  return KIND[CARD_INDEX[card]!] === SCHAMANE;
}
export function isDudab(card: CardId): boolean {
  return KIND[CARD_INDEX[card]!] === DUDAB;
}
/** The colour of a Ziffer- or Schamanen-Karte, null for a Dudab-Karte. */
export function farbeOf(card: CardId): Farbe | null {
  const f = FARBE[CARD_INDEX[card]!]!;
  return f < 0 ? null : FARBEN[f]!;
}
/** The symbol of a Ziffer-Karte, else null. */
export function symbolOf(card: CardId): DudabSymbol | null {
  const s = SYM[CARD_INDEX[card]!]!;
  return s < 0 ? null : SYMBOLE[s]!;
}
/** The digit of a Ziffer-Karte (1–4), else 0. */
export function zifferOf(card: CardId): number {
  return ZIF[CARD_INDEX[card]!]!;
}

/** Index-based readers for the hot path. */
export function kindAt(i: number): number {
  return KIND[i]!;
}
export function farbeAt(i: number): number {
  return FARBE[i]!;
}
export function symAt(i: number): number {
  return SYM[i]!;
}
export function zifAt(i: number): number {
  return ZIF[i]!;
}

/** A copy of `cards` in canonical order. */
export function sortCanonical(cards: readonly CardId[]): CardId[] {
  return sortByOrder(cards, CARD_INDEX);
}

/** True when `cards` is strictly increasing in canonical order (distinct, sorted). */
export function isCanonical(cards: readonly CardId[]): boolean {
  for (let i = 1; i < cards.length; i++) if (CARD_INDEX[cards[i - 1]!]! >= CARD_INDEX[cards[i]!]!) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Wishes (§4, §5.2)

/** The 12 possible wishes in their fixed order: colours, symbols, digits (the order of legalMoves). */
export const WUENSCHE: readonly Wunsch[] = Object.freeze([
  ...FARBEN.map((wert) => Object.freeze({ art: 'farbe' as const, wert })),
  ...SYMBOLE.map((wert) => Object.freeze({ art: 'symbol' as const, wert })),
  ...ZIFFERN.map((wert) => Object.freeze({ art: 'ziffer' as const, wert })),
]);

/** The position of a wish in WUENSCHE, or -1 for anything that is not exactly a wish. */
export function wunschIndex(w: unknown): number {
  if (w === null || typeof w !== 'object' || Array.isArray(w)) return -1;
  const o = w as Record<string, unknown>;
  let keys = 0;
  for (const k in o) if (o[k] !== undefined) keys++;
  if (keys !== 2) return -1;
  const wert = o.wert;
  switch (o.art) {
    case 'farbe':
      return FARBEN.indexOf(wert as Farbe);
    case 'symbol': {
      const i = SYMBOLE.indexOf(wert as DudabSymbol);
      return i < 0 ? -1 : 4 + i;
    }
    case 'ziffer': {
      const i = ZIFFERN.indexOf(wert as Ziffer);
      return i < 0 ? -1 : 8 + i;
    }
    default:
      return -1;
  }
}

/** fits(card, wish) of §4, by canonical index: a Dudab-Karte never fits. */
export function fitsAt(i: number, w: Wunsch): boolean {
  switch (w.art) {
    case 'farbe':
      return FARBE[i]! >= 0 && FARBEN[FARBE[i]!] === w.wert;
    case 'symbol':
      return SYM[i]! >= 0 && SYMBOLE[SYM[i]!] === w.wert;
    case 'ziffer':
      return ZIF[i] === w.wert;
  }
}

export function fits(card: CardId, w: Wunsch): boolean {
  return fitsAt(CARD_INDEX[card]!, w);
}

/**
 * The placement rule P(card, row) of §4 by canonical index, outside the curse answer: `top` is the
 * row's top card, `w` its wish (set iff the top is a Dudab-Karte).
 */
export function placeableAt(c: number, top: number, w: Wunsch | null): boolean {
  const k = KIND[c]!;
  if (k === DUDAB) return true; // D20
  switch (KIND[top]) {
    case ZIFFER_KARTE:
      if (k === SCHAMANE) return FARBE[c] === FARBE[top]; // D6
      if (FARBE[c] === FARBE[top] || SYM[c] === SYM[top]) return false;
      return ZIF[c]! - ZIF[top]! === 1 || ZIF[top]! - ZIF[c]! === 1; // D5: ±1, no wrap
    case SCHAMANE:
      return k === ZIFFER_KARTE && FARBE[c] === FARBE[top]; // D6
    default:
      return w !== null && fitsAt(c, w);
  }
}

// ---------------------------------------------------------------------------------------------
// German names (§2, §12)

export const FARBE_NAMEN: Readonly<Record<Farbe, string>> = { rot: 'Rot', gelb: 'Gelb', gruen: 'Grün', blau: 'Blau' };
/** Adjective stems for „roter Schamane“ … */
const FARBE_ADJ: Readonly<Record<Farbe, string>> = { rot: 'rot', gelb: 'gelb', gruen: 'grün', blau: 'blau' };
export const SYMBOL_NAMEN: Readonly<Record<DudabSymbol, string>> = { hand: 'Hand', keule: 'Keule', mammut: 'Mammut', fell: 'Fell' };

/** Grammatical case for card phrases. */
export type { Kasus };

const NAME_OF: Record<CardId, string> = {};
for (const id of CARD_IDS) {
  const i = CARD_INDEX[id]!;
  if (KIND[i] === ZIFFER_KARTE) NAME_OF[id] = `${FARBE_NAMEN[FARBEN[FARBE[i]!]!]} · ${SYMBOL_NAMEN[SYMBOLE[SYM[i]!]!]} · ${ZIF[i]}`;
  else if (KIND[i] === SCHAMANE) NAME_OF[id] = `${FARBE_ADJ[FARBEN[FARBE[i]!]!]}er Schamane`;
  else NAME_OF[id] = 'Dudab';
}

/** The display name of §2: „Gelb · Mammut · 3“, „blauer Schamane“, „Dudab“. */
export function cardName(card: CardId): string {
  return NAME_OF[card] ?? card;
}

/** The two nouns of the cards that are not named by their faces. */
const SCHAMANE_NOMEN: Nomen = { genus: 'm', wort: 'Schamane', schwach: 'Schamanen' };
const DUDAB_NOMEN: Nomen = { genus: 'f', wort: 'Dudab-Karte' };

/**
 * The card as a phrase in a sentence, in case `kasus`: a Ziffer-Karte by its name („Gelb · Mammut · 3“),
 * a shaman with the definite article („den blauen Schamanen“), a Dudab-Karte with the indefinite one
 * („eine Dudab-Karte“; all eight are alike). `art` chooses the other article („ein blauer Schamane“,
 * „die Dudab-Karte“).
 */
export function cardPhrase(card: CardId, kasus: Kasus, art?: Artikel): string {
  const i = CARD_INDEX[card];
  if (i === undefined) return card;
  switch (KIND[i]) {
    case ZIFFER_KARTE:
      return NAME_OF[card]!;
    case SCHAMANE:
      return mitArtikel(SCHAMANE_NOMEN, kasus, art ?? 'bestimmt', { adjektiv: FARBE_ADJ[FARBEN[FARBE[i]!]!] });
    default:
      return mitArtikel(DUDAB_NOMEN, kasus, art ?? 'unbestimmt');
  }
}

/** „die Farbe Rot“, „das Symbol Mammut“, „die Ziffer 3“ (nominative and accusative alike). */
export function wunschText(w: Wunsch): string {
  switch (w.art) {
    case 'farbe':
      return `die Farbe ${FARBE_NAMEN[w.wert]}`;
    case 'symbol':
      return `das Symbol ${SYMBOL_NAMEN[w.wert]}`;
    case 'ziffer':
      return `die Ziffer ${w.wert}`;
  }
}

/** After „zu“: „zur Farbe Rot“, „zum Symbol Mammut“, „zur Ziffer 3“. */
export function wunschZu(w: Wunsch): string {
  switch (w.art) {
    case 'farbe':
      return `zur Farbe ${FARBE_NAMEN[w.wert]}`;
    case 'symbol':
      return `zum Symbol ${SYMBOL_NAMEN[w.wert]}`;
    case 'ziffer':
      return `zur Ziffer ${w.wert}`;
  }
}

/** The wished value alone: „Rot“, „Mammut“, „3“. */
export function wunschWert(w: Wunsch): string {
  return w.art === 'farbe' ? FARBE_NAMEN[w.wert] : w.art === 'symbol' ? SYMBOL_NAMEN[w.wert] : String(w.wert);
}

/** Schlechtpunkte of a single card (D18): digit, 5 for a shaman, 0 for a Dudab-Karte. */
export function cardValue(card: CardId): number {
  const i = CARD_INDEX[card]!;
  return KIND[i] === ZIFFER_KARTE ? ZIF[i]! : KIND[i] === SCHAMANE ? 5 : 0;
}
