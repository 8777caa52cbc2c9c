/**
 * What the free-play island keeps in localStorage after each change, and the start without anything
 * to read – pure functions, no browser. Only writing codes (../../games/core/linkCode.ts): reading a
 * kept game or a `?partie=` link is startChoice.ts, which the island loads on demand, together with
 * the partie parser, only when there is such a code.
 *
 * Two games are kept apart in localStorage:
 * - the reader's own game (`kartenspiele:partie:<game>`): the game they started or moved in, with
 *   the game it replaced (`previous`, one level), so „Rückgängig“ and „Zu deinem vorigen Spiel“
 *   still work after a reload;
 * - a game opened from somebody else's link that the reader has not moved in yet
 *   (`kartenspiele:link:<game>`). It survives touching an example (which takes the address bar)
 *   and a reload, without ever overwriting the reader's own game. Once the reader moves in it, it
 *   becomes their own game and the earlier one its `previous`.
 */
import { makePartieCode } from '../../games/core/linkCode';
import type { GameKit } from '../../games/core/kit';
import type { KeptGame, PlayInput } from '../../games/core/playTypes';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';

/** A kept game as stored: its partie code (the same text a link carries) and how many of its moves came with a link. */
export interface StoredGame {
  code: string;
  linked?: number;
}

/** The reader's own game as stored, with the game it replaced. */
export interface StoredOwn extends StoredGame {
  previous?: StoredGame;
}

export interface StartChoice<O, M> {
  /** What the play machine starts with (without the pace). */
  input: PlayInput<O, M> & { linked: number; foreign: boolean; previous: KeptGame<O, M> | null };
  /** A valid `?partie=` link opened this game: the island takes the address bar and comes into view. */
  fromUrl: boolean;
  /** A bad `?partie=` parameter: it leaves the address bar (its notice says why). */
  dropUrl: boolean;
  /** For a bad link (`role="alert"`). */
  notice: string | null;
  /** What the reader sees and how to get back (`role="status"`). */
  info: string | null;
}

/** The new deal `fresh` (the reader's settings and a seed): the start when there is nothing else. */
export function freshStart<O, M>(
  fresh: { options: O; level: string; seed: number },
  dropUrl = false,
  notice: string | null = null,
): StartChoice<O, M> {
  return { input: { ...fresh, moves: [], linked: 0, foreign: false, previous: null }, fromUrl: false, dropUrl, notice, info: null };
}

/** Label of the button that brings the reader's game back in one press. */
export function resumeLabel(foreign: boolean): string {
  return foreign ? 'Zurück zu deinem Spiel' : 'Zu deinem vorigen Spiel';
}

/** What to write after each change of the running game: the reader's own game and the link's game. */
export interface StoragePlan {
  /** The reader's own game: store it, remove it (null) or leave what is stored ('keep'). */
  own: StoredOwn | null | 'keep';
  /** The link's game the reader has not moved in (null: remove). */
  link: StoredGame | null;
}

export function storagePlan<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  game: KeptGame<O, M> & { foreign: boolean; previous: KeptGame<O, M> | null },
  over: boolean,
): StoragePlan {
  const stored = (g: KeptGame<O, M>): StoredGame => ({ code: makePartieCode(kit, g), linked: g.linked });
  // Somebody else's game the reader only looks at: kept apart, the reader's own stays as it was.
  if (game.foreign) return { own: 'keep', link: stored(game) };
  // A finished game is not continued after a reload; a game it replaced is.
  if (over) return { own: game.previous ? stored(game.previous) : null, link: null };
  // A new deal nobody has moved in yet: what is stored (the game it replaced) stays.
  if (game.moves.length === 0) return { own: 'keep', link: null };
  return { own: { ...stored(game), ...(game.previous ? { previous: stored(game.previous) } : {}) }, link: null };
}
