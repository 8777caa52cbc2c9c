/**
 * What a game gives „Taktik“ (core/tactics.ts): its kinds of exercise (`TacticKind`, with the
 * version-B fields, `kindAt`), the game's table (`TacticGame`, `tacticGame`), the bands of a right
 * answer and a clear best (`tacticThresholds`) and the screening stages (`TacticScreen`).
 */
import type { AnalysisGame } from './analysis';
import type { DrillLevel, DrillVersion } from './drills';
import type { SearchGame } from './ismcts';
import type { Random } from './rng';
import type { BaseMove, BaseView, Bot, GameRules } from './types';

/** A game's kind of Taktik exercise: which decisions it asks about. Pure functions only. */
export interface TacticKind<S, O> {
  /** Unique over all games, used in links: '<game>-taktik-<name>' (never renamed once published). */
  id: string;
  /** German title for lists and the progress table. */
  title: string;
  /** The spec section of the decision it trains (../shared/rules/<game>.md). */
  section: string;
  /** Rule anchor of the rules page for „Zur Regel“. */
  rule: string;
  /** Options of the deal for this kind and level. */
  options(level: DrillLevel, rng: Random): O;
  /** Is `state` (seat 0 to act, at least two legal moves) a decision of this kind at this level? */
  find(state: S, level: DrillLevel): boolean;
  /** Chance to look at a found position (spreads exercises over the game); default 0.5. */
  stop?: number;
  /** The German question, du-form („Welcher Zug ist hier am besten?“ with the situation). */
  question(state: S, names: readonly string[]): string;
  /** This kind's screening stages (default: the game's); a stage's own search is the game's search. */
  screens?: readonly TacticScreen[];
  /**
   * Link version `B` (see the module comment): these fields replace the ones above for new links,
   * so `A` links keep their positions. Measured per kind where it says so in <game>/tactics.ts.
   */
  B?: Partial<Pick<TacticKind<S, O>, 'options' | 'find' | 'stop' | 'screens'>>;
}

/** The kind as the links of `version` make it (`B`'s fields over `A`'s). */
export function kindAt<S, O>(kind: TacticKind<S, O>, version: DrillVersion): TacticKind<S, O> {
  return version === 'A' || !kind.B ? kind : { ...kind, ...kind.B };
}

/** A game's small table (src/games/<game>/tactics.ts); everything else is shared. */
export interface TacticGame<S, M extends BaseMove, O, V extends BaseView<M>> {
  id: string;
  rules: GameRules<S, M, O, unknown, V>;
  /** The game's analysis table: search, iterations, value, scale, thresholds and „Warum?“ reason. */
  analysis: AnalysisGame<S, M, O, V>;
  /** The screening stages, cheapest first (default `DEFAULT_SCREENS`; see the module comment). */
  screens?: readonly TacticScreen<S, M, V>[];
  /** The bot that plays every seat up to the exercise („Fortgeschritten“). */
  bot: Bot<V, M>;
  /**
   * Seat names for a state ('Du' first) out of the game's list `all` (`kit.seatNames` for the most
   * players; passed in, so the worker never imports the kit, which starts workers itself).
   */
  names(state: S, all: readonly string[]): string[];
  kinds: readonly TacticKind<S, O>[];
}

/**
 * A game's Taktik table (src/games/<game>/tactics.ts): its rules, its analysis table (id, search,
 * value, scale), the bot that plays up to the exercise, its kinds, how many seats a state has (the
 * names are the first that many of the list the page passes in) and its own screening stages.
 */
export function tacticGame<S, M extends BaseMove, O, V extends BaseView<M>>(
  rules: GameRules<S, M, O, unknown, V>,
  analysis: AnalysisGame<S, M, O, V>,
  bot: Bot<V, M>,
  kinds: readonly TacticKind<S, O>[],
  seats: (state: S) => number,
  screens?: readonly TacticScreen<S, M, V>[],
): TacticGame<S, M, O, V> {
  const game: TacticGame<S, M, O, V> = { id: analysis.id, rules, analysis, bot, kinds, names: (state, all) => all.slice(0, seats(state)) };
  if (screens) game.screens = screens;
  return game;
}

/** The band and gap of a game's scale (see the module comment). */
export function tacticThresholds<S, M extends BaseMove, O, V extends BaseView<M>>(
  analysis: Pick<AnalysisGame<S, M, O, V>, 'scale' | 'thresholds'>,
): { band: number; gap: number } {
  if (analysis.scale.kind === 'chance') return { band: 3, gap: 15 };
  return { band: 0.75 * analysis.thresholds.ungenau, gap: 1.5 * analysis.thresholds.Fehler };
}

/**
 * One screening stage (see the module comment). A kind names its stages without the game's types
 * (`TacticKind` knows only state and options), hence the defaults.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TacticScreen<S = any, M extends BaseMove = any, V extends BaseView<M> = any> {
  /** The share of the full search's iterations this stage runs. */
  share: number;
  /** The position goes on when its best move leads every wrong one by at least `lead` × gap. */
  lead: number;
  /** A search of its own instead of the start of the full search (a cheaper first look). */
  search?: SearchGame<S, M, V>;
}

/**
 * The default screening: 1/32 of the iterations, then 1/8 (both the start of the full search), each
 * passed at 1.1 × gap. Chosen from profiles of every kind (14 seeds, both levels, every candidate
 * position also searched in full): the stages and leads with the least expected time per exercise,
 * counting the positions a stage drops although the full search would have found them clear (such a
 * seed simply goes on to a later position). A kind may set its own (`TacticKind.screens`).
 */
export const DEFAULT_SCREENS: readonly TacticScreen[] = [
  { share: 1 / 32, lead: 1.1 },
  { share: 1 / 8, lead: 1.1 },
];
