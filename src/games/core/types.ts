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
/** A game's slug ('durak', 'ganjifa', …). Open on purpose: test games have their own ids. */
export type GameId = string;

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

/**
 * Scores of a game that counts points. Single-deal games have one row in `rounds`; games played
 * over several rounds (Dudab) have one row per finished round, and `totals` is their column sum.
 */
export interface Scores {
  /** rounds[k][seat]: the points of `seat` in round k + 1. */
  rounds: number[][];
  /** totals[seat]: the sum over all rounds. */
  totals: number[];
  /** Which end wins: 'hoch' = most points (Ganjifa, Bambuti), 'niedrig' = fewest (Dudab). */
  better: 'hoch' | 'niedrig';
  /** What is counted, as a German column heading („Karten“, „Punkte“, „Schlechtpunkte“). */
  unit: string;
}

/** The result of a finished game, in a form every game can fill. */
export interface Outcome {
  /** Seats that count as winners (Durak: everyone but the Durak). */
  winners: Seat[];
  /** Seats that lost (Durak: the Durak, or nobody on an Unentschieden). */
  losers: Seat[];
  /** Finishing groups, best first (seats in one group share a place). */
  places: Seat[][];
  /** Per-round and total scores for games that count points; null for Durak. */
  scores: Scores | null;
}

/** Every view names its seat and carries that seat's legal moves (empty when it is not to act). */
export interface BaseView<M> {
  seat: Seat;
  legal: M[];
}

/**
 * What a page needs to teach and play a game: deal, legality with reasons, play, outcome, views and
 * German text. `Layout` names the game's explicit-position type, which only `GameEngine` parses.
 */
export interface GameRules<
  State,
  Move extends BaseMove,
  Options,
  // Unused in this interface on purpose: it names the game's layout type in the one bundle of type
  // parameters every game passes around (GameEngine parses it).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  Layout,
  View extends BaseView<Move>,
  Event extends BaseEvent = BaseEvent,
> {
  readonly id: GameId;
  readonly defaultOptions: Options;
  /** The spec's deal from a given deck order (stacked deck) and dealer. */
  fromDeck(options: Options, deck: CardId[], dealer: Seat): State;
  /** `fromDeck` over the seeded shuffle; the dealer comes first from the same generator. */
  deal(options: Options, seed: number): State;
  /** Current turn-flow phase (the machine mirrors it). */
  phase(state: State): string;
  /** Who decides now; null once the game is over. */
  toAct(state: State): Seat | null;
  /** The complete list of legal moves, in a stable order. */
  legalMoves(state: State): Move[];
  /** Is `move` legal now? Exactly `check(state, move).ok` (and membership in `legalMoves`), without the words. */
  isLegal(state: State, move: Move): boolean;
  /**
   * The teaching reasons, `check`, loaded on demand: a page fetches the German sentences with the
   * first refused move (check.ts is a chunk of its own), the engine (`GameEngine.check`) has them at once.
   */
  reasons(): Promise<CheckFn<State, Move>>;
  /**
   * Pure; runs the automatic steps; throws on an illegal move. A game of several rounds deals the
   * next round inside `play` from `deriveSeed(seed, round)`, with the seed kept in its state, so the
   * whole match stays a pure function of (options, seed, moves).
   */
  play(state: State, move: Move): State;
  isOver(state: State): boolean;
  outcome(state: State): Outcome;
  /** Only what `seat` may see, always with `seat` and its legal moves (`legal`, empty when not to act). */
  view(state: State, seat: Seat): View;
  /** What the last `play` (or the deal) did. */
  events(state: State): Event[];
  /** A German sentence for a move („Anna schlägt Pik 9 mit Pik Dame“). `names[seat] === 'Du'` gives the du-form. */
  describe(state: State, move: Move, names: string[]): string;
  /**
   * A German log line for an event, or null for events that only restate a decision that
   * `describe` already words. Tutorials and free play log through this one path.
   */
  describeEvent(event: Event, names: string[]): string | null;
}

/**
 * The whole engine: the page's `GameRules` plus explicit positions. `fromLayout` builds (and
 * validates) a position from explicit hands and piles; tests, tools and the build use it. The build
 * computes each tutorial's start position with it (`prepareScenario`, core/scenario.ts), so a page's
 * JavaScript never carries the layout parser: islands get `GameRules`, which lacks it.
 */
export interface GameEngine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent = BaseEvent> extends GameRules<
  S,
  M,
  O,
  L,
  V,
  E
> {
  fromLayout(layout: L): S;
  /** Why a move is (il)legal, in German, with the rule anchor (what `reasons()` loads on a page). */
  check: CheckFn<S, M>;
}

/** A game's teaching verdict: why a move is (il)legal, in German, with the rule anchor. */
export type CheckFn<S, M> = (state: S, move: M) => Verdict;

/** A bot decides from the view of its own seat only; `random` is a seeded number in [0, 1). */
export type Bot<View, Move> = (view: View, random: () => number) => Move;
