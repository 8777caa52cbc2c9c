/**
 * The contract every game implements (see README, „Aufbau“). Written once for all four games:
 * the UI, the bots, the link codec, the tutorial machine and the property tests only ever talk
 * to a game through `GameRules`.
 *
 * All states, moves, options, layouts and views are plain JSON data (no classes, no Maps).
 */

export type CardId = string;
/** 0 = the reader in free play; seats run clockwise. */
export type Seat = number;
export type GameId = 'durak' | 'ganjifa' | 'dudab' | 'bambuti';

/** Why a move is (il)legal. `reason` is a German sentence, `rule` the anchor id of the rules paragraph. */
export type Verdict = { ok: true } | { ok: false; reason: string; rule: string };

/** Parsing input from outside (links, saved games) never throws: it returns a Result with a German error. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** Every move names its kind and the seat that makes it; the other fields are the game's. */
export interface BaseMove {
  type: string;
  seat: Seat;
}

/** Something the last `play` did (automatic steps included), for the log, animations and tutorials. */
export interface BaseEvent {
  type: string;
}

/** The result of a finished game, in a form every game can fill. */
export interface Outcome {
  /** Seats that count as winners (Durak: everyone but the Durak). */
  winners: Seat[];
  /** Seats that lost (Durak: the Durak, or nobody on an Unentschieden). */
  losers: Seat[];
  /** Finishing groups, best first (seats in one group share a place). */
  places: Seat[][];
  /** Points per seat for games that score; null for Durak. */
  points: number[] | null;
}

export interface GameRules<State, Move extends BaseMove, Options, Layout, View, Event extends BaseEvent = BaseEvent> {
  readonly id: GameId;
  readonly defaultOptions: Options;
  /** The spec's deal from a given deck order (stacked deck) and dealer. */
  fromDeck(options: Options, deck: CardId[], dealer: Seat): State;
  /** `fromDeck` over the seeded shuffle; the dealer comes first from the same generator. */
  deal(options: Options, seed: number): State;
  /** Explicit hands and piles, for tutorials and tests. */
  fromLayout(layout: Layout): State;
  /** Current turn-flow phase (the machine mirrors it). */
  phase(state: State): string;
  /** Who decides now; null once the game is over. */
  toAct(state: State): Seat | null;
  /** The complete list of legal moves, in a stable order. */
  legalMoves(state: State): Move[];
  /** Why a move is (il)legal, in German, with the rule anchor. */
  check(state: State, move: Move): Verdict;
  /** Pure; runs the automatic steps; throws on an illegal move. */
  play(state: State, move: Move): State;
  isOver(state: State): boolean;
  outcome(state: State): Outcome;
  /** Only what `seat` may see, including the legal moves of that seat when it is to act. */
  view(state: State, seat: Seat): View;
  /** What the last `play` (or the deal) did. */
  events(state: State): Event[];
  /** A German sentence for a move („Anna schlägt Pik 9 mit Pik Dame“). `names[seat] === 'Du'` gives the du-form. */
  describe(state: State, move: Move, names: string[]): string;
}

/** A bot decides from the view of its own seat only; `random` is a seeded number in [0, 1). */
export type Bot<View, Move> = (view: View, random: () => number) => Move;
