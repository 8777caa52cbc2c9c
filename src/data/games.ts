/**
 * The games of the site (from the registry, src/games/registry.ts), for the navigation, the home
 * page and the 404 page.
 *
 * `GAMES` is plain static data (safe to import anywhere, also in unit tests). `loadGames()` adds
 * what the build knows: a game counts as built iff content/spiele/<slug>.mdx exists in the
 * `spiele` collection. How many guided examples a page has, the home page counts from the page itself.
 */
import type { GameId } from '../games/core/types';
import type { Difficulty } from '../games/core/manifest';
import { GAME_INFOS } from '../games/registry';

export interface GameInfo {
  slug: GameId;
  /** German title as shown. */
  title: string;
  players: string;
  deck: string;
  duration: string;
  /** What the game is, in one short German line a reader takes in at a glance (home page). */
  teaser: string;
  /** How hard the rules are to learn, judged from the spec, with a short reason (home page). */
  schwierigkeit: Schwierigkeit;
}

export type Schwierigkeit = Difficulty;

export interface GameListing extends GameInfo {
  /** Whether /spiele/<slug>/ exists in this build. */
  built: boolean;
  /** The page's address, or null while the page is „in Vorbereitung“. */
  href: string | null;
}

/** The games in the registry's order (src/games/registry.ts), as the pages list them. */
export const GAMES: readonly GameInfo[] = GAME_INFOS.map((m) => ({
  slug: m.id,
  title: m.title,
  players: m.players,
  deck: m.deck,
  duration: m.duration,
  teaser: m.teaser,
  schwierigkeit: m.difficulty,
}));

/** The address of a game's page (directory form, with the trailing slash). */
export function gameHref(slug: GameId): string {
  return `/spiele/${slug}/`;
}

/** `GAMES` joined with the build's `spiele` collection. Call it from .astro files only. */
export async function loadGames(): Promise<GameListing[]> {
  // Imported lazily so this module stays importable outside Astro (tests, benches).
  const { getCollection } = await import('astro:content');
  const entries = await getCollection('spiele');
  const byId = new Map(entries.map((e) => [e.id, e] as const));
  return GAMES.map((game) => {
    const entry = byId.get(game.slug);
    return {
      ...game,
      built: entry !== undefined,
      href: entry !== undefined ? gameHref(game.slug) : null,
    };
  });
}
