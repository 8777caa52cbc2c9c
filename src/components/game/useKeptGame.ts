/**
 * Keeping the running free game (FreePlayGame.tsx): once the reader has used the island, the address
 * follows the game, and after each change the game is kept locally (`storagePlan`: the reader's own
 * game apart from a link's game they have not moved in). A game the computer finished for the reader
 * keeps where that began (`rushFrom`) with its code, so a reload says it again.
 */
import { useEffect } from 'preact/hooks';
import type { GameKit } from '../../games/core/kit';
import { keptGame } from '../../games/core/playMachine';
import type { PlayContext } from '../../games/core/playTypes';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { StartInput } from './freePlayTypes';
import { storagePlan } from './keptGames';
import { linkKey, loadJson, partieKey, removeJson, saveJson, writeAddress } from './useUrlState';

/** Where the last game the computer finished for the reader is kept: `{ code, from }` (`rushFrom`). */
const rushKey = (game: string) => 'kartenspiele:zuende:' + game;

/** The start input with the kept `rushFrom` when the kept record is about exactly this game. */
export function withKeptRush<O, M>(input: StartInput<O, M>, code: string, game: string): StartInput<O, M> {
  const kept = loadJson(rushKey(game)) as { code?: unknown; from?: unknown } | null;
  return kept && kept.code === code && typeof kept.from === 'number' ? { ...input, rushFrom: kept.from } : input;
}

/** The address and the local copies follow the game `ctx` (its link `href`, its code `code`). */
export function useKeptGame<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  ctx: PlayContext<S, M, O>,
  at: { game: string; owner: string; href: string; code: string; over: boolean; analysis: unknown },
): void {
  const { game, owner, href, code, over, analysis } = at;

  // The address follows the game once the reader has used this island; the game is kept locally,
  // the reader's own apart from a link's game they have not moved in.
  useEffect(() => {
    // (while the analysis is open, its position is in the address bar)
    if (!analysis) writeAddress(owner, href);
    const plan = storagePlan(kit, { ...keptGame(ctx), foreign: ctx.foreign, previous: ctx.previous }, over);
    if (plan.own !== 'keep') {
      if (plan.own) saveJson(partieKey(game), plan.own);
      else removeJson(partieKey(game));
    }
    if (plan.link) saveJson(linkKey(game), plan.link);
    else removeJson(linkKey(game));
  }, [href, over, ctx.foreign, ctx.previous, analysis]);

  // A game the computer finished for the reader: where that began is kept with its code (a reload
  // opens its link, which must not say the computer's moves were the reader's).
  useEffect(() => {
    if (over && ctx.rushFrom !== null) saveJson(rushKey(game), { code, from: ctx.rushFrom });
  }, [over, ctx.rushFrom, code]);
}
