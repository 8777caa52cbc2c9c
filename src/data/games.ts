/**
 * The four games of the site, for the navigation, the home page and the 404 page.
 *
 * `GAMES` is plain static data (safe to import anywhere, also in unit tests). `loadGames()` adds
 * what the build knows: a game counts as built iff content/spiele/<slug>.mdx exists in the
 * `spiele` collection, and its frontmatter says how many guided examples (scenarios) it has.
 */
import type { GameId } from '../games/core/types';

export interface GameInfo {
  slug: GameId;
  /** German title as shown. */
  title: string;
  players: string;
  deck: string;
  duration: string;
  /** One German sentence for the home page. */
  teaser: string;
}

export interface GameListing extends GameInfo {
  /** Whether /spiele/<slug>/ exists in this build. */
  built: boolean;
  /** Number of guided examples on the game's page (0 if unknown or not built). */
  scenarios: number;
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
      'Der russische Klassiker: Wehre jeden Angriff mit einer höheren Karte oder einem Trumpf ab und werde deine Karten los – wer zuletzt noch welche hat, ist der Durak.',
  },
  {
    slug: 'ganjifa',
    title: 'Dashavatara Ganjifa',
    players: '3',
    deck: '120 runde Karten in 10 Farben',
    duration: 'etwa 45 Minuten',
    teaser:
      'Ein Stichspiel aus Indien mit zehn Farben nach den zehn Gestalten Vishnus – am Tag sticht Rama, in der Nacht Krishna.',
  },
  {
    slug: 'dudab',
    title: 'Dudab',
    players: '2–6',
    deck: '80 Karten (Ziffern, Schamanen, Dudabs)',
    duration: 'etwa 30 Minuten',
    teaser:
      'Ein Ablegespiel aus der Steinzeit: Lege passende Ziffern und Schamanen an die Reihen – und sieh zu, dass nicht du die sechste Karte legen musst.',
  },
  {
    slug: 'bambuti',
    title: 'Bambuti',
    players: '2',
    deck: '50 Maskenkarten und 4 Trommelkarten',
    duration: '15–20 Minuten',
    teaser:
      'Zwei Reihen Masken stehen sich gegenüber: Überdecke geschickt, lass im richtigen Moment werten und sammle so die meisten Punkte.',
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
      scenarios: entry?.data.scenarios ?? 0,
      href: entry !== undefined ? gameHref(game.slug) : null,
    };
  });
}
