/**
 * The types the free game's parts share (FreePlayShell, FreePlayGame, SettingsForm and each game's
 * options form): in a module of their own, so that no part imports another only for its types
 * (which made an import cycle, issue 31).
 */
import type { ComponentType } from 'preact';
import type { GameKit } from '../../games/core/kit';
import type { PlayMachine } from '../../games/core/playMachine';
import type { PlayInput } from '../../games/core/playTypes';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { TableComponent } from './types';

/** What the island starts the play machine with (botPauseMs always set from „Tempo“). */
export type StartInput<O, M> = PlayInput<O, M> & { botPauseMs: number };

export interface GameResult {
  /** „Anna ist der Durak.“ */
  headline: string;
  /** The finishing order, best first, one line per place (may be empty). */
  places: string[];
  /** A sentence before the places („Wer zuerst alle Karten los war, steht oben:“). */
  placesNote?: string;
  /** Further sentences that explain the result (ties, how the points came about). */
  explanation?: string[];
}

export interface OptionsFormProps<O> {
  options: O;
  onChange: (options: O) => void;
  idBase: string;
}

export interface FreePlayShellProps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  kit: GameKit<S, M, O, L, V, E>;
  /** Loads the game's play machine (createPlayMachine(kit)) when the game starts. */
  machine: () => Promise<PlayMachine<S, M, O, L, V, E>>;
  /** Game id for the storage keys, e.g. 'durak'. */
  game: string;
  basePath: string;
  Table: TableComponent<S, M>;
  /**
   * Loads the game's own settings (e.g. number of players, variants; their labels are
   * `kit.settingLabels`): a module of its own, loaded with the form when the reader opens it.
   */
  optionsForm: () => Promise<{ default: ComponentType<OptionsFormProps<O>> }>;
  result: (state: S, names: string[]) => GameResult;
  /** Optional details under the result (e.g. a scoring explainer). */
  ResultDetails?: ComponentType<{ state: S; names: string[] }>;
  /** „Du bist am Zug: …“ for the live region when the reader is to act. */
  turnText: (state: S, names: string[]) => string;
}
