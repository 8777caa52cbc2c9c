/**
 * Data types of the Dashavatara Ganjifa engine (shared/rules/ganjifa.md). Plain JSON throughout,
 * so states, moves and layouts can be compared with toEqual, logged and encoded in links.
 */
import type { CardId, Seat } from '../core/types';

/** The ten suits in avatar order (§2.1, G1); the index in SUITS is the spec's idx − 1. */
export type Suit = 'MAT' | 'KUR' | 'VAR' | 'NAR' | 'VAM' | 'PAR' | 'RAM' | 'KRI' | 'BUD' | 'KAL';
/** Number cards 1–10, Mantri, Raja (§2.2). */
export type Rank = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'M' | 'R';
/** Tag (trump Rama) or Nacht (trump Krishna), chosen with M1 (§4.2, G4). */
export type Period = 'day' | 'night';

/**
 * Ganjifa v1 has no variants (§8): the only choice, Tag or Nacht, is the move M1 at the start of
 * every deal, so it travels with the moves (and the links) and not with the options.
 */
export type GanjifaOptions = Record<string, never>;

/** Decision phases (§5.2); DEAL, RESOLVE_TRICK and RESOLVE_DUKAL run inside `play`. */
export type GanjifaPhase = 'CHOOSE_PERIOD' | 'LEAD' | 'FOLLOW' | 'DUKAL_DISCARD' | 'GAME_OVER';

/** One card on the table and who put it there (trick cards, Dukal discards). */
export interface Placed {
  seat: Seat;
  card: CardId;
}

/** A Dukal-Sequenz on the table (§5.3 M3): its cards in canonical order and m = their number. */
export interface Dukal {
  seat: Seat;
  cards: CardId[];
  m: number;
}

/** The last finished trick or Dukal, kept face up for the table („wer hat den letzten Stich?“). */
export interface LastTrick {
  kind: 'stich' | 'dukal';
  winner: Seat;
  /** Trick: the three cards in play order. Dukal: the Dukal cards (leader), then every discard in order. */
  cards: Placed[];
}

/** The moves M1–M5 of §5.3 (the spec's `typ` is `type`). */
export type GanjifaMove =
  | { type: 'CHOOSE_PERIOD'; seat: Seat; period: Period }
  | { type: 'LEAD'; seat: Seat; card: CardId }
  /** `cards` in canonical order (numbers ascending, Mantri, Raja), so one Dukal has one form. */
  | { type: 'LEAD_DUKAL'; seat: Seat; cards: CardId[] }
  | { type: 'PLAY'; seat: Seat; card: CardId }
  | { type: 'DISCARD'; seat: Seat; card: CardId };

/** How a follower's card relates to the trick (§9): teaching feedback. */
export type PlayKind = 'follow' | 'trump' | 'next-suit';

/**
 * The engine events of §9, named as there. Additions (for the log and the table, documented in
 * play.ts): Dealt also names the first leader and the trump Raja; TrickWon also names the winning
 * card and the trick number.
 */
export type GanjifaEvent =
  | { type: 'PeriodChosen'; period: Period; trumpSuit: Suit }
  | { type: 'Dealt'; dealer: Seat; leader: Seat; trumpRaja: CardId }
  | { type: 'Led'; seat: Seat; card: CardId; trickNo: number }
  | { type: 'Played'; seat: Seat; card: CardId; kind: PlayKind }
  | { type: 'TrickWon'; seat: Seat; cards: CardId[]; card: CardId; trickNo: number }
  | { type: 'DukalLed'; seat: Seat; cards: CardId[] }
  | { type: 'Discarded'; seat: Seat; card: CardId }
  | { type: 'DukalWon'; seat: Seat; count: number }
  | { type: 'GameOver'; scores: number[]; winners: Seat[] };

export interface GanjifaState {
  options: GanjifaOptions;
  dealer: Seat;
  /**
   * The shuffled deck while the period is not chosen yet (phase CHOOSE_PERIOD); M1 deals it
   * (§4.5) and leaves []. Never part of any view.
   */
  deck: CardId[];
  period: Period | null;
  trumpSuit: Suit | null;
  phase: GanjifaPhase;
  /** hands[s], always in canonical order (owner only; the count is public). */
  hands: CardId[][];
  /**
   * suitCounts[s][i]: how many cards of SUITS[i] hand[s] holds — derived from the hands and kept
   * along so that following and Dukal search need no pass over the hand (bot playouts).
   */
  suitCounts: number[][];
  /** Erbeutete Karten per seat, in the order they were won (face down; the count is the score). */
  captured: CardId[][];
  leader: Seat;
  /** Whose decision is awaited (seat 0 in CHOOSE_PERIOD, the leader in LEAD). */
  toAct: Seat;
  /** 1 = the opening trick; +1 per trick and per Dukal (G18). */
  trickNo: number;
  ledSuit: Suit | null;
  trick: Placed[];
  dukal: Dukal | null;
  discards: Placed[];
  lastTrick: LastTrick | null;
  /**
   * Public knowledge from the plays so far: bit i of voids[s] is set once seat s is known to be
   * blank in SUITS[i] (it did not follow that suit, or skipped it in the next-suit search).
   */
  voids: number[];
  /** What the last play (or the deal) did. */
  events: GanjifaEvent[];
  /**
   * Every move played since the state was built (by `deal`/`fromDeck`/`fromLayout`), newest
   * first as a chain (appending costs one small object, also in bot playouts). All of them were
   * made face up (G19), so the view shows them. Absent (or null) before the first move.
   */
  history?: MoveChain | null;
}

/** One link of `GanjifaState.history`: a move and everything before it. */
export interface MoveChain {
  move: GanjifaMove;
  prev: MoveChain | null;
}

/**
 * Explicit hands and piles for tutorials and tests (`fromLayout`), also mid-game. See setup.ts for
 * the defaults and checks.
 */
export interface GanjifaLayout {
  /** Three hands. Without `period` they must be a complete deal (40 cards each). */
  hands: CardId[][];
  /** Omitted or null: the position before M1 (phase CHOOSE_PERIOD); the hands are dealt at M1. */
  period?: Period | null;
  /**
   * Captured piles: per seat a list of cards, or a number = that many of the cards not placed
   * anywhere else (taken in canonical order, seat 0's number first). Omitted: every unplaced card
   * goes to the piles, an equal multiple of 3 per seat and the rest to the leader.
   */
  captured?: (CardId[] | number)[];
  /** Needed in LEAD from trick 2 on; otherwise it follows from the trick, the Dukal or the trump Raja. */
  leader?: Seat;
  /** Default: 1 while the trump Raja is not captured, else 1 + captured cards / 3. */
  trickNo?: number;
  /** Cards already in the current trick, in play order (1 or 2 of them) → phase FOLLOW. */
  trick?: Placed[];
  /** A Dukal on the table → phase DUKAL_DISCARD (cards in any order). */
  dukal?: { seat: Seat; cards: CardId[] };
  /** Discards made against that Dukal so far, in order. */
  discards?: Placed[];
  lastTrick?: LastTrick | null;
  /** Suits each seat is publicly known to be blank in. */
  voids?: Suit[][];
  dealer?: Seat;
}

/** What one seat may see (`view`). Other hands appear only as counts; the deck never. */
export interface GanjifaView {
  seat: Seat;
  phase: GanjifaPhase;
  toAct: Seat | null;
  period: Period | null;
  trumpSuit: Suit | null;
  dealer: Seat;
  leader: Seat;
  trickNo: number;
  /** The seat's own hand, canonical order ([] before the deal). */
  hand: CardId[];
  handCounts: number[];
  ledSuit: Suit | null;
  trick: Placed[];
  dukal: Dukal | null;
  discards: Placed[];
  /** The running score (G19). */
  capturedCounts: number[];
  /** Every card in a captured pile, canonical order: all of them were played face up (G19). */
  out: CardId[];
  /** Suits each seat is known to be blank in, avatar order. */
  voids: Suit[][];
  lastTrick: LastTrick | null;
  /**
   * Every move since the position was built, oldest first (a game from the deal starts with
   * Tag/Nacht): public, as every card is played face up (G19).
   */
  history: GanjifaMove[];
  legal: GanjifaMove[];
}
