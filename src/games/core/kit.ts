/**
 * Everything the shared free-play machine and the link codec need to know about one game:
 * the rules, its decision phases, bot levels, names and the options part of a link.
 */
import type { BaseEvent, BaseView, BaseMove, Bot, GameRules, Result, Seat } from './types';

/**
 * Why the hint bot chose `move` at `view`, as a German clause that follows „weil …“ in the hint
 * („… weil du damit deinen Trumpf sparst“). Null when there is nothing to say.
 */
export type HintWhy<V, M> = (view: V, move: M) => string | null;

export interface GameKit<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  rules: GameRules<S, M, O, L, V, E>;
  /** Decision phases as machine states, e.g. ['ATTACK_OPEN', 'DEFEND', 'THROW_IN'] ('GAME_OVER' is added by the factory). */
  phases: string[];
  /** Bot levels; the order is part of the link format (append new levels, never reorder). */
  levels: { id: string; label: string }[];
  /**
   * Loads the game's bots (its `bots.ts`, a chunk of its own): the page fetches it with the first
   * bot move or „Tipp“, so a reader who only reads and steps through the examples never pays for
   * it. Use `standardBots` for the usual two levels.
   */
  bots(): Promise<KitBots<V, M>>;
  /**
   * Optional: loads the game's hint explainer (its own module, `hints.ts`), fetched with the first
   * „Tipp“ so a reader who never asks does not pay for its sentences. See `HintWhy`.
   */
  hintWhy?(): Promise<HintWhy<V, M>>;
  /** Compact and URL-safe; never emits '-' or '.'. */
  optionsCodec: { make(o: O): string; parse(s: string): Result<O> };
  /** names[0] = 'Du'. */
  seatNames(options: O): string[];
  /**
   * The labels of the game's own settings (the fields of its options form, in order), e.g.
   * ['Spieler', 'Weiterreichen']; empty when the game has none. The settings note names exactly
   * these („„Spieler“, „Weiterreichen“ und „Stufe“ gelten ab dem nächsten „Neu geben“ …“).
   */
  settingLabels: string[];
  /**
   * Optional: true once `seat` will never act again in this game (e.g. Durak: finished).
   * Default: only when the game is over. Used for the fast bot pace and „Zum Ergebnis“.
   */
  isSeatDone?(state: S, seat: Seat): boolean;
  /** Optional: the most moves a link may carry (default 3,000). */
  maxMoves?: number;
  /**
   * Optional „Profi“ level: its id (also listed in `levels`, not among the bots) and the Web Worker that
   * runs its search (`serveProfi` in the game's `profi.worker.ts`). The worker is created only
   * when that level plays or „Warum?“ is asked, so the search code never weighs on the page.
   */
  profi?: { level: string; worker(): Worker };
}

/** A game's bots: by level id (not the „Profi“ level, which searches in its worker), and the one for „Tipp“. */
export interface KitBots<V, M> {
  levels: Record<string, Bot<V, M>>;
  /** Used for „Tipp“ (the strongest bot), and where a level has no bot of its own. */
  hint: Bot<V, M>;
}

/** The bots of `LEVELS` from a game's bots module: „Anfänger“ random, „Fortgeschritten“ its heuristic (also the hint bot). */
export async function standardBots<V, M>(module: Promise<{ randomBot: Bot<V, M>; heuristicBot: Bot<V, M> }>): Promise<KitBots<V, M>> {
  const { randomBot, heuristicBot } = await module;
  return { levels: { anfaenger: randomBot, fortgeschritten: heuristicBot }, hint: heuristicBot };
}

/**
 * The levels every game offers, in link order (the index is part of a partie code; append only):
 * „Anfänger“ (random legal), „Fortgeschritten“ (the game's heuristic), „Profi“ (the search, in its
 * Web Worker: `profi.level`).
 */
export const LEVELS: { id: string; label: string }[] = [
  { id: 'anfaenger', label: 'Anfänger' },
  { id: 'fortgeschritten', label: 'Fortgeschritten' },
  { id: 'profi', label: 'Profi' },
];
export const PROFI_LEVEL = 'profi';

/** Any kit, for code that does not care about the type parameters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameKit = GameKit<any, any, any, any, any, any>;

export function isSeatDone<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  state: S,
  seat: Seat,
): boolean {
  if (kit.rules.isOver(state)) return true;
  return kit.isSeatDone ? kit.isSeatDone(state, seat) : false;
}
