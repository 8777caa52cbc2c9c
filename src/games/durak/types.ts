/**
 * Data types of the Durak engine (shared/rules/durak.md). Plain JSON throughout, so states, moves
 * and layouts can be compared with toEqual, logged and encoded in links.
 */
import type { CardId, Seat } from '../core/types';

export type Suit = 'C' | 'S' | 'H' | 'D';
export type Rank = '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

export interface DurakOptions {
  /** 2–6 seats. */
  players: number;
  /** Variant Weiterreichen (M6), off by default. */
  transfer: boolean;
}

/** Decision phases (the automatic ones RESOLVE, DRAW, CHECK_END run inside `play`). */
export type DurakPhase = 'ATTACK_OPEN' | 'DEFEND' | 'THROW_IN' | 'GAME_OVER';

export interface Pair {
  attack: CardId;
  defence: CardId | null;
}

export type DurakMove =
  | { type: 'ATTACK'; seat: Seat; card: CardId }
  | { type: 'DEFEND'; seat: Seat; attackCard: CardId; card: CardId }
  | { type: 'TAKE'; seat: Seat }
  | { type: 'THROW_IN'; seat: Seat; card: CardId }
  | { type: 'PASS'; seat: Seat }
  | { type: 'TRANSFER'; seat: Seat; card: CardId };

/** The engine events of spec §9, named exactly as there. */
export type DurakEvent =
  /** §9, plus the dealer: who dealt (with six players the trump card is the dealer's last card, D4). */
  | {
      type: 'Dealt';
      dealer: Seat;
      trumpCard: CardId;
      /** True with six players: the talon is empty and the trump card is the dealer's last card (D4). */
      trumpInDealerHand: boolean;
      trumpSuit: Suit;
      firstAttacker: Seat;
      lowestTrump: CardId | null;
    }
  | { type: 'BoutStarted'; attacker: Seat; defender: Seat; limit: number }
  | { type: 'Attacked'; seat: Seat; card: CardId }
  | { type: 'Beaten'; seat: Seat; attackCard: CardId; card: CardId }
  | { type: 'ThrownIn'; seat: Seat; card: CardId }
  | { type: 'Passed'; seat: Seat; auto: boolean }
  | { type: 'Transferred'; from: Seat; to: Seat; card: CardId; newLimit: number }
  | { type: 'Taken'; seat: Seat; cards: CardId[] }
  | { type: 'BoutBeaten'; cards: CardId[] }
  | { type: 'Drew'; seat: Seat; count: number; gotTrumpCard: boolean }
  | { type: 'PlayerFinished'; seats: Seat[]; place: number }
  | { type: 'GameOver'; durak: Seat | null; finishOrder: Seat[][] };

export interface DurakState {
  options: DurakOptions;
  dealer: Seat;
  /** hands[p]: the cards of seat p (owner only; the count is public). */
  hands: CardId[][];
  /** Nachziehstapel, index 0 = top; while it lasts, the last element is the trump card. */
  talon: CardId[];
  /** The face-up trump card (deck[35]); public until drawn (D20). */
  trumpCard: CardId;
  trumpSuit: Suit;
  table: Pair[];
  /** Ablagestapel: beaten-off cards, face down (D19). */
  discard: CardId[];
  phase: DurakPhase;
  attacker: Seat;
  defender: Seat;
  limit: number;
  firstRank: Rank | null;
  throwOrder: Seat[];
  cursor: number;
  /** active[p]: still in the game (not finished). */
  active: boolean[];
  finishOrder: Seat[][];
  /** Set at GAME_OVER: the Durak, or null for Unentschieden. */
  durak: Seat | null;
  /** Cards everybody has seen go into a hand (taken cards, the announced lowest trump, the drawn trump card), per seat, still held. */
  known: CardId[][];
  /**
   * noRanks[p]: ranks (a rankBit set) that seat p was seen not to hold — it was passed automatically
   * while they lay on the table (D18) — and has drawn no card since. Its cards other than `known`
   * have none of these ranks. Public: every player saw the pass.
   */
  noRanks: number[];
  /** What the last play (or the deal) did. */
  events: DurakEvent[];
}

/** Explicit hands and piles for tutorials and tests (`fromLayout`). */
export interface DurakLayout {
  options: DurakOptions;
  hands: CardId[][];
  /** Top first; when not empty, the last card is the face-up trump card. */
  talon: CardId[];
  /** Required when the talon is empty: the trump suit (and optionally which card was turned up). */
  trumpSuit?: Suit;
  trumpCard?: CardId;
  table?: Pair[];
  /** When omitted, every card not placed elsewhere is in the discard. */
  discard?: CardId[];
  dealer?: Seat;
  /** Defaults to ATTACK_OPEN. */
  phase?: 'ATTACK_OPEN' | 'DEFEND' | 'THROW_IN';
  /** When omitted (ATTACK_OPEN only), the first attacker is found as after a deal (lowest trump, D5). */
  attacker?: Seat;
  /** Defaults to nextActive(attacker). */
  defender?: Seat;
  /** Defaults to min(6, |hand[defender]| + defence cards on the table): the defender's hand at the start of the bout. */
  limit?: number;
  /** Defaults to the rank of the first table card. */
  firstRank?: Rank | null;
  /** THROW_IN only: whose turn in the poll (index into throwOrder), default 0. */
  cursor?: number;
  /** Finished seats (groups, in order). */
  finishOrder?: Seat[][];
  known?: CardId[][];
  /** Per seat, the ranks it was seen not to hold (see DurakState.noRanks); default none. */
  noRanks?: Rank[][];
}

/** What one seat may see (`view`). Other hands appear only as counts. */
export interface DurakView {
  seat: Seat;
  options: DurakOptions;
  hand: CardId[];
  handCounts: number[];
  talonCount: number;
  /** The face-up trump card while it still lies under the talon, else null. */
  trumpCard: CardId | null;
  trumpSuit: Suit;
  table: Pair[];
  discardCount: number;
  /** Beaten-off cards: public when they were played (D19). */
  discard: CardId[];
  phase: DurakPhase;
  toAct: Seat | null;
  attacker: Seat;
  defender: Seat;
  limit: number;
  firstRank: Rank | null;
  active: boolean[];
  finishOrder: Seat[][];
  durak: Seat | null;
  /** Cards publicly known to be in each hand. */
  known: CardId[][];
  /** Ranks each seat was seen not to hold since its last draw (DurakState.noRanks). */
  noRanks: number[];
  /** The legal moves of `seat` (empty when it is not to act). */
  legal: DurakMove[];
}
