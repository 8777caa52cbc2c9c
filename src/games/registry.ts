/**
 * The games of the site: the only list of them (issue 31). A new game is one line here plus its
 * folder with a `manifest.ts` (core/manifest.ts), and one in its browser half, src/games/exercises.ts
 * (the game's `exercise.ts`, its „Übungen“ parts). Everything that goes through all games — the
 * navigation, the home page, the Open Graph pictures — takes them from here, in this order.
 */
import type { GameInfo, GameManifest } from './core/manifest';
import type { GameId } from './core/types';
import { bambutiInfo, bambutiManifest } from './bambuti/manifest';
import { dudabInfo, dudabManifest } from './dudab/manifest';
import { durakInfo, durakManifest } from './durak/manifest';
import { ganjifaInfo, ganjifaManifest } from './ganjifa/manifest';

export const GAME_REGISTRY: readonly GameManifest[] = [durakManifest, ganjifaManifest, dudabManifest, bambutiManifest];

/**
 * The same games as plain data, in the same order (a test checks both lists agree): what islands
 * import, so a page's JavaScript never carries the loaders.
 */
export const GAME_INFOS: readonly GameInfo[] = [durakInfo, ganjifaInfo, dudabInfo, bambutiInfo];

/** The manifest of the game `id`; throws for an id that is not registered. */
export function manifestOf(id: GameId): GameManifest {
  const m = GAME_REGISTRY.find((g) => g.id === id);
  if (!m) throw new Error(`Unbekanntes Spiel: ${id}`);
  return m;
}
