/**
 * The types of free play (core/playMachine.ts): its context, input and events, the log lines, the
 * kept games that UNDO and links bring back, and what a bot decides from.
 */
import type { RefusedEvent } from './refusal';
import type { Seat } from './types';

export interface LogLine {
  /** The seat that acted (for moves, and for events that name a seat), null for table events. */
  seat: Seat | null;
  text: string;
  /** True for what the game did on its own (an event), false for a player's decision. */
  auto: boolean;
}

export type PlayFeedback<M> = null | { kind: 'illegal'; text: string; rule: string } | { kind: 'hint'; text: string; move: M };

/** A whole game that can come back (what a link holds, plus how many of its moves came with a link). */
export interface KeptGame<O, M> {
  options: O;
  seed: number;
  level: string;
  moves: M[];
  /** The first `linked` moves came with a link: UNDO brings `previous` back before it takes them back. */
  linked: number;
}

export interface PlayContext<S, M, O> {
  options: O;
  seed: number;
  level: string;
  moves: M[];
  /** The first `linked` moves came with a link (somebody else's): UNDO brings `previous` back before it takes them back. */
  linked: number;
  /** Opened from somebody else's link, and the reader has not moved in it yet. */
  foreign: boolean;
  /** The game that NEW_GAME (or a link) replaced: UNDO with no own move left, or RESUME_PREVIOUS, brings it back. */
  previous: KeptGame<O, M> | null;
  state: S;
  log: LogLine[];
  feedback: PlayFeedback<M>;
  botPauseMs: number;
  /**
   * „Zum Ergebnis“: the remaining moves are played one after another without a pause, each
   * through the `botMove` actor (the reader's seat by the hint bot, `STAND_IN`).
   */
  rushing: boolean;
  /**
   * The number of moves when „Zum Ergebnis“ was pressed while the reader still had decisions: from
   * this move on the computer played for the reader (null: the reader played their game to the end,
   * or was out when they pressed it). The analysis looks only at the moves before it.
   */
  rushFrom: number | null;
}

export interface PlayInput<O, M> {
  options: O;
  seed: number;
  level: string;
  moves?: M[];
  botPauseMs?: number;
  /** How many of `moves` came with a link (default 0). */
  linked?: number;
  /** Somebody else's game, opened from a link (default false). */
  foreign?: boolean;
  /** A game to come back to (the reader's own game when a link replaced it). */
  previous?: KeptGame<O, M> | null;
  /** From this move on the computer played for the reader („Zum Ergebnis“; kept locally for a reload). */
  rushFrom?: number | null;
}

export type PlayEvent<O, M> =
  | { type: 'MOVE'; move: M }
  /** Takes back the reader's last own move; with none left, brings `previous` back. */
  | { type: 'UNDO' }
  /** A new deal (with `moves`: that game at that position); remembers the replaced game if the reader moved in it. */
  | { type: 'NEW_GAME'; options: O; seed: number; level: string; moves?: M[] }
  /** Brings `previous` back at once, remembering the replaced game if the reader moved in it. */
  | { type: 'RESUME_PREVIOUS' }
  | { type: 'SET_PACE'; botPauseMs: number }
  | { type: 'HINT' }
  /** „Zum Ergebnis“: the computer plays the game to its end, the reader's seat too (`rushFrom`). */
  | { type: 'FINISH' }
  /** The engine's reason for a refused MOVE (sent by the machine itself, core/refusal.ts). */
  | RefusedEvent;

/** What „Tipp“ answers: the hint bot's move and, when the game words one, why („weil …“). */
export interface HintAnswer<M> {
  move: M;
  why: string | null;
}

export interface BotInput<V> {
  view: V;
  /** Seed for this decision: deriveSeed(game seed, number of moves so far). */
  seed: number;
  level: string;
}
