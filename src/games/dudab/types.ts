/**
 * Data types of the Dudab engine (shared/rules/dudab.md). Plain JSON throughout, so states, moves
 * and layouts can be compared with toEqual, logged and encoded in links. Field names follow the
 * spec's German terms (§5 „Suggested state“, §5.2 moves); the spec's key `typ` is `type` in code.
 */
import type { CardId, Seat } from '../core/types';

export type Farbe = 'rot' | 'gelb' | 'gruen' | 'blau';
/** The four symbols (called `DudabSymbol` so that it does not shadow the global `Symbol`). */
export type DudabSymbol = 'hand' | 'keule' | 'mammut' | 'fell';
export type Ziffer = 1 | 2 | 3 | 4;

/** What a Dudab-Karte wishes for (§4, D7): exactly one property. */
export type Wunsch = { art: 'farbe'; wert: Farbe } | { art: 'symbol'; wert: DudabSymbol } | { art: 'ziffer'; wert: Ziffer };

export interface DudabOptions {
  /** 2–6 players (§3, D2). */
  spieler: number;
  /** Number of rounds, 1–10; the spec's default is one per player (D3). */
  runden: number;
  /** Start player of round 1 (D24); round k starts with (startSeat + k − 1) mod spieler. */
  startSeat: Seat;
}

/**
 * `rules.phase(state)` (§5). The decision phases are all but 'spielende' (the game is over then).
 * 'rundenende' waits for the next round's start player to send `naechsteRunde`.
 */
export type DudabPhase = 'zug' | 'wunsch' | 'verhext' | 'reduzieren' | 'entsorgen' | 'rundenende' | 'spielende';

/** A row on the table: cards bottom → top; `wunsch` is set iff the top card is a Dudab-Karte. */
export interface Reihe {
  karten: CardId[];
  wunsch: Wunsch | null;
}

/** The curse (§4): `seat` must answer on its very next turn; `reihe` holds the cursing shaman. */
export interface Fluch {
  seat: Seat;
  reihe: number;
}

/** Where the removed cards go when reducing (§5.7, D14). */
export type Ziel = 'abwurf' | 'stapel';

/** The moves of §5.2. Cards inside a move are listed in canonical order (§2). */
export type DudabMove =
  | { type: 'legen'; seat: Seat; karte: CardId; reihe: number; wunsch?: Wunsch }
  | { type: 'ziehen'; seat: Seat; inStapel?: CardId }
  | { type: 'strafe'; seat: Seat }
  | { type: 'reduzieren'; seat: Seat; behalten: CardId[]; ziel: Ziel }
  | { type: 'nichtReduzieren'; seat: Seat }
  | { type: 'entsorgen'; seat: Seat; karten: CardId[] }
  | { type: 'naechsteRunde'; seat: Seat };

export type DudabMoveType = DudabMove['type'];

/** Why cards were drawn: a voluntary draw, the shaman's penalty, or filling the hand up to two (§5.8). */
export type Ziehgrund = 'ziehen' | 'strafe' | 'auffuellen';

/**
 * What the last play (or the deal) did. The spec's events (§5: handGezeigt, aufgedeckt,
 * sechsNimmt, wunschErfuellt, rundenende) plus the ones the log and the live region need.
 * `gezogen.karten` is private to its seat: `view` blanks it for the others.
 */
export type DudabEvent =
  | { type: 'RoundStarted'; runde: number; startSeat: Seat; reihen: CardId[]; untergelegt: CardId[] }
  | { type: 'HandShown'; seat: Seat; karten: CardId[] }
  | { type: 'Drew'; seat: Seat; karten: CardId[]; anzahl: number; grund: Ziehgrund }
  | { type: 'Revealed'; seat: Seat; karte: CardId; anzahl: number }
  | { type: 'SechsNimmt'; seat: Seat; reihe: number; karten: CardId[] }
  | { type: 'WunschErfuellt'; seat: Seat; reihe: number; wunsch: Wunsch; karte: CardId }
  | { type: 'Verhext'; seat: Seat; von: Seat; reihe: number }
  | { type: 'EntsorgenNoetig'; seat: Seat; anzahl: number }
  | { type: 'RoundOver'; runde: number; punkte: number[]; summen: number[] }
  | { type: 'GameOver'; scores: number[]; winners: Seat[] };

export interface DudabState {
  options: DudabOptions;
  /** The match seed: round k is shuffled from deriveSeed(seed, k) (§3.1). */
  seed: number;
  /** The current round, 1-based. */
  runde: number;
  /** Start player of the current round (§3.4). */
  startSpieler: Seat;
  phase: DudabPhase;
  /** Whose turn it is (in 'rundenende': the next round's start player; in 'spielende': unused). */
  toAct: Seat;
  /** Nachziehstapel, index 0 = top. */
  nachziehstapel: CardId[];
  reihen: Reihe[];
  /** Discarded cards, face up, out of the round (D14). */
  abwurf: CardId[];
  /** The active curse, or null. */
  verhext: Fluch | null;
  /** hands[p]: the hand of seat p, in canonical order (owner only; the count is public). */
  hands: CardId[][];
  /** sammelstapel[p]: the personal pile of seat p, face down (owner only, D22), in the order the cards came. */
  sammelstapel: CardId[][];
  /** known[p]: cards everybody has seen go into hand p and still there (shown hand, revealed penalty card). */
  known: CardId[][];
  /**
   * offenImStapel[p]: the cards everybody saw go into Sammelstapel p — the five row cards of each
   * „6 nimmt“ (§5.6 step 2, D13), in the order they came; empty at the start of a round. Cards put
   * there from the hand (reduzieren to the Stapel, entsorgen, ziehen with a card) were never shown
   * and are not listed.
   */
  offenImStapel: CardId[][];
  /** Scores of the finished rounds: punkte[k][seat] for round k + 1. */
  punkte: number[][];
  /** At round end: the hands as they were when the round ended (they are in the Sammelstapel now); else null. */
  handAmEnde: CardId[][] | null;
  /** What the last play (or the deal) did. */
  events: DudabEvent[];
}

/**
 * Explicit positions for tutorials and tests (`fromLayout`). Every card not placed anywhere goes to
 * `rest` (default 'stapel': appended to the bottom of the Nachziehstapel in canonical order).
 */
export interface DudabLayout {
  options: { spieler: number; runden?: number; startSeat?: Seat };
  hands: CardId[][];
  /** R rows (2 for 2–4 players, 3 for 5–6); `wunsch` is required exactly when the top is a Dudab-Karte. */
  reihen: { karten: CardId[]; wunsch?: Wunsch | null }[];
  /** Top first; must not end up empty. */
  nachziehstapel: CardId[];
  abwurf?: CardId[];
  sammelstapel?: CardId[][];
  rest?: 'stapel' | 'abwurf';
  /** Default: the round's start player. */
  toAct?: Seat;
  /** Default: derived as at the start of a turn (§5.1). 'reduzieren' and 'entsorgen' must be given. */
  phase?: 'zug' | 'wunsch' | 'verhext' | 'reduzieren' | 'entsorgen';
  verhext?: Fluch | null;
  /** Default 1. */
  runde?: number;
  /** Scores of the rounds before (length runde − 1). */
  punkte?: number[][];
  known?: CardId[][];
  /** Cards of each Sammelstapel that everybody saw go there (taken rows); each must be in that Sammelstapel. Default: none. */
  offenImStapel?: CardId[][];
  /** Seed for the later rounds (default 0). */
  seed?: number;
}

/**
 * What one seat may see (`view`, D22). Other hands and Sammelstapel appear as counts, plus the
 * cards known to be in them (`known`, `offenImStapel`).
 */
export interface DudabView {
  seat: Seat;
  options: DudabOptions;
  runde: number;
  startSpieler: Seat;
  phase: DudabPhase;
  toAct: Seat | null;
  hand: CardId[];
  handCounts: number[];
  /** Cards publicly known to be in each hand (shown hands, revealed penalty cards). */
  known: CardId[][];
  nachziehstapelCount: number;
  reihen: Reihe[];
  abwurf: CardId[];
  verhext: Fluch | null;
  sammelstapelCounts: number[];
  /**
   * Cards publicly known to be in each seat's Sammelstapel: the five cards of every row the seat took
   * („6 nimmt“, D13) — everybody saw them lying in the row. Cards that went there from a hand are not
   * listed (they stay hidden).
   */
  offenImStapel: CardId[][];
  /** The seat's own Sammelstapel; everybody's at round end (they are scored openly), else null for others. */
  sammelstapel: (CardId[] | null)[];
  /** At round end: every hand as it was when the round ended; else null. */
  handAmEnde: CardId[][] | null;
  punkte: number[][];
  summen: number[];
  /** The last play's events, with other seats' drawn cards blanked. */
  events: DudabEvent[];
  legal: DudabMove[];
}
