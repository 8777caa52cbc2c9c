/**
 * The four games of the site, for the navigation, the home page and the 404 page.
 *
 * `GAMES` is plain static data (safe to import anywhere, also in unit tests). `loadGames()` adds
 * what the build knows: a game counts as built iff content/spiele/<slug>.mdx exists in the
 * `spiele` collection. How many guided examples a page has, the home page counts from the page itself.
 */
import type { GameId } from '../games/core/types';

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

export interface Schwierigkeit {
  stufe: 'leicht' | 'mittel' | 'anspruchsvoll';
  /** A few words why, e.g. „zehn Farben“. */
  grund: string;
}

export interface GameListing extends GameInfo {
  /** Whether /spiele/<slug>/ exists in this build. */
  built: boolean;
  /** The page's address, or null while the page is „in Vorbereitung“. */
  href: string | null;
}

export const GAMES: readonly GameInfo[] = [
  {
    slug: 'durak',
    title: 'Durak',
    players: '2–6',
    deck: '36 Karten (6 bis Ass)',
    duration: '15–30 Minuten',
    teaser:
      'Russisches Abwehrspiel: Werde deine Karten los – wer zuletzt noch welche hat, ist der Durak.',
    schwierigkeit: { stufe: 'leicht', grund: 'schnell gelernt' },
  },
  {
    slug: 'ganjifa',
    title: 'Dashavatara Ganjifa',
    players: '3',
    deck: '120 runde Karten in 10 Farben',
    duration: 'etwa 45 Minuten',
    teaser:
      'Indisches Stichspiel zu dritt: Wer die meisten Karten erbeutet, gewinnt.',
    schwierigkeit: { stufe: 'anspruchsvoll', grund: 'zehn Farben, wechselnder Trumpf' },
  },
  {
    slug: 'dudab',
    title: 'Dudab',
    players: '2–6',
    deck: '80 Karten (Ziffern, Schamanen, Dudabs)',
    duration: 'etwa 30 Minuten',
    teaser:
      'Ablegespiel aus der Steinzeit: Wer die sechste Karte an eine Reihe legt, nimmt die fünf davor.',
    schwierigkeit: { stufe: 'mittel', grund: 'einige Sonderkarten' },
  },
  {
    slug: 'bambuti',
    title: 'Bambuti',
    players: '2',
    deck: '50 Maskenkarten und 4 Trommelkarten',
    duration: '15–20 Minuten',
    teaser:
      'Maskenduell zu zweit: Überdecke klug und lass im richtigen Moment werten.',
    schwierigkeit: { stufe: 'anspruchsvoll', grund: 'knifflige Wertung' },
  },
];

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
