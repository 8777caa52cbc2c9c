/**
 * Data types of the Bambuti engine (shared/rules/bambuti.md). Plain JSON throughout, so states,
 * moves and layouts can be compared with toEqual, logged and encoded in links.
 *
 * Geometry (§3, B19): rows are indexed by the seat that owns them (`reihe` 0 or 1); columns are
 * `spalte` 1…5 in moves and events (the spec's numbering, column 3 = Mitte) and index 0…4 in
 * arrays. Every column position of a row is a stack, bottom → top; only the top card counts.
 */
import type { BaseView, CardId, Seat } from '../core/types';

/** The five colours (B1), in canonical order. */
export type Farbe = 'rot' | 'gelb' | 'gruen' | 'blau' | 'weiss';

export interface BambutiOptions {
  /** Who places the first mask after the reveal (B14); arranging is always seat 0, then seat 1. */
  startSeat: Seat;
}

/** Decision phases of §5 (`spielende` once the Schlusswertung is booked). */
export type BambutiPhase = 'anordnen' | 'legen' | 'trommeln' | 'spielende';

/** A Punkteanzeiger (§4, B20): on `seat`'s side with value 1…8, or unused (seat null, wert 0). */
export interface Anzeiger {
  seat: Seat | null;
  wert: number;
}

export type Ausloeser = 'symmetrie' | 'trommel' | 'schluss';

/** One line of the Wertungsblock (§5.5). */
export interface Wertung {
  /** 1, 2, … in the order of the game. */
  nr: number;
  ausloeser: Ausloeser;
  /** Who triggered it (null for the Schlusswertung). */
  seat: Seat | null;
  /** Points each seat got in this Wertung (the sum of the markers on its side). */
  punkte: number[];
  /**
   * The five markers (columns 1…5) as they lay when the Wertung was booked — what `punkte` was
   * summed from, so the Wertungsblock can show every Wertung column by column („4 + 4 + 1 = 9“).
   */
  anzeiger: Anzeiger[];
}

/** A Wertung in a layout: the markers are required, the points follow from them (if given, they must match). */
export type LayoutWertung = Omit<Wertung, 'punkte'> & { punkte?: number[] };

export type BambutiMove =
  /** §5.2: the five Auslage cards in column order 1…5 (the order is the move, so there is no canonical sort). */
  | { type: 'anordnen'; seat: Seat; karten: CardId[] }
  /** §5.3: `reihe` = the seat that owns the row, `spalte` 1…5. */
  | { type: 'legen'; seat: Seat; karte: CardId; reihe: Seat; spalte: number }
  /** §5.4: spend a Trommelkarte → Wertung. */
  | { type: 'trommeln'; seat: Seat }
  /** §5.4: no drum this turn. */
  | { type: 'weiter'; seat: Seat };

export type BambutiEvent =
  /** The deal: five cards each for the first Auslage; `startSeat` places first. */
  | { type: 'Dealt'; startSeat: Seat }
  /** `seat` laid out its first Auslage face down (the order stays hidden until both are done). */
  | { type: 'Angeordnet'; seat: Seat }
  /** Both rows revealed (columns 1…5) and the markers computed (§3.3); no points yet (B5). */
  | { type: 'Revealed'; reihen: CardId[][]; anzeiger: Anzeiger[] }
  /** After the reveal each seat takes its hand cards and lays out its drums (§3.4); `startSeat` places first. */
  | { type: 'HandsTaken'; anzahl: number[]; startSeat: Seat }
  /** A mask placed; `verdeckt` is the card it covers now. */
  | { type: 'Gelegt'; seat: Seat; karte: CardId; reihe: Seat; spalte: number; verdeckt: CardId }
  /** The marker of a column changed (§4, recomputed after every placement). */
  | { type: 'AnzeigerGeaendert'; spalte: number; vorher: Anzeiger; nachher: Anzeiger }
  /** A row's colours went from not symmetric to symmetric (B8); the Wertung follows. */
  | { type: 'Symmetrie'; seat: Seat; reihe: Seat }
  /** A Trommelkarte was spent (lowest number first). */
  | { type: 'Getrommelt'; seat: Seat; karte: CardId }
  /** `seat` played on without a drum. */
  | { type: 'Weiter'; seat: Seat }
  /** A Wertung was booked; `stand` = the scores after it. */
  | { type: 'Wertung'; seat: Seat | null; wertung: Wertung; stand: number[] }
  /** Refill to 7 (§5.3 step 6). */
  | { type: 'Drew'; seat: Seat; anzahl: number }
  /** After the Schlusswertung (§6): winners (both on a draw, B13) and the final scores. */
  | { type: 'GameOver'; winners: Seat[]; scores: number[] };

export interface BambutiState {
  options: BambutiOptions;
  phase: BambutiPhase;
  /** The seat that decides in `legen`/`trommeln` (the start seat until the first placement). */
  toAct: Seat;
  /** Nachziehstapel, index 0 = top. */
  nachziehstapel: CardId[];
  /** auslage[reihe][spalte − 1]: the stack, bottom → top. Empty stacks until the row is arranged. */
  auslage: CardId[][][];
  /**
   * ungesehen[reihe][spalte − 1]: how many cards at the bottom of that stack were never face up.
   * In a dealt game every covered card was a top card before (the first Auslage is revealed, every
   * later card is placed face up), so all are 0; only `fromLayout` puts never-seen cards under the
   * tops (the unlisted cards, setup.ts). Cards are only ever added on top, so the count never changes.
   */
  ungesehen: number[][];
  /** Phase `anordnen`: each seat's five Auslage cards while not yet arranged (canonical order), else []. */
  zuOrdnen: CardId[][];
  /** Hand cards in canonical order (hidden from their owner too until the reveal, §3.1). */
  hands: CardId[][];
  /** Trommelkarten left per seat (2 at the start, B2); the lowest number is spent first. */
  trommeln: number[];
  /** The five Punkteanzeiger, column 1…5. */
  anzeiger: Anzeiger[];
  /** Scores so far (the sum of the Wertungen). */
  punkte: number[];
  /** The Wertungsblock. */
  wertungen: Wertung[];
  /** What the last play (or the deal) did. */
  events: BambutiEvent[];
}

/**
 * Explicit positions for tutorials and tests (`fromLayout`). Unlisted cards: see setup.ts.
 * A column may be given as its top card alone or as its whole stack (bottom → top).
 */
export interface BambutiLayout {
  options?: BambutiOptions;
  /** Default: 'anordnen' when `zuOrdnen` is given, else 'legen'. */
  phase?: 'anordnen' | 'legen' | 'trommeln';
  /** Seat to act in `legen`/`trommeln` (default: options.startSeat). */
  toAct?: Seat;
  /** Phase `anordnen`: the five cards of each seat still to arrange ([] for a seat that has arranged). */
  zuOrdnen?: CardId[][];
  /** Rows: auslage[reihe][spalte − 1] = top card or stack. An arranged seat in `anordnen` has its row here. */
  auslage?: (CardId | CardId[])[][];
  hands: CardId[][];
  /** The Nachziehstapel, top first. Default: see `nachziehstapelAnzahl`. */
  nachziehstapel?: CardId[];
  /**
   * Without an explicit `nachziehstapel`: the pile is the first n cards not placed elsewhere (in
   * canonical order) and the rest lie covered in the rows. Default: every card not placed elsewhere.
   */
  nachziehstapelAnzahl?: number;
  /** Drum cards left per seat (default [2, 2]). */
  trommeln?: number[];
  /** Wertungen so far, each with its markers (the scores are their sums). */
  wertungen?: LayoutWertung[];
}

/**
 * What one seat may see (B18): own hand, all top cards, stack heights, markers, counts, scores —
 * and, for the computer's memory, the covered cards that were face up before (`verdeckt`).
 */
export interface BambutiView extends BaseView<BambutiMove> {
  seat: Seat;
  options: BambutiOptions;
  phase: BambutiPhase;
  toAct: Seat | null;
  /** Own hand ([] during `anordnen`: hand cards are taken after the reveal). */
  hand: CardId[];
  handCounts: number[];
  /** Own cards still to arrange (phase `anordnen`), canonical order. */
  zuOrdnen: CardId[];
  /** Who has laid out the first Auslage. */
  angeordnet: boolean[];
  /** Top cards tops[reihe][spalte − 1]; null for an empty stack or a face-down row during `anordnen`. */
  tops: (CardId | null)[][];
  /** Stack heights hoehen[reihe][spalte − 1]. */
  hoehen: number[][];
  /**
   * verdeckt[reihe][spalte − 1]: the covered cards under that top that were face up once, bottom →
   * top (the top itself not included). Both seats saw each of them as a top card before it was
   * covered, so this is public history, kept for the computer's memory (the Profi's determinizer);
   * the table still shows only the tops (B18). Cards never face up (a layout's covered cards) are
   * not listed: the stack holds hoehen − 1 − verdeckt.length of them below these.
   */
  verdeckt: CardId[][][];
  anzeiger: Anzeiger[];
  nachziehstapel: number;
  trommeln: number[];
  punkte: number[];
  wertungen: Wertung[];
}
