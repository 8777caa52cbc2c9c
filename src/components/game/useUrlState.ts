/**
 * Browser plumbing shared by all islands: the address bar, localStorage and scrolling.
 *
 * Everything here touches `window` and is only ever called from effects or event handlers, never
 * during render (Astro renders the islands on the server at build time).
 *
 * Several islands share one address bar. The island the reader used last „owns“ it: only the owner
 * writes, so a bot move in the free game cannot overwrite the link of the example the reader just
 * clicked through. This module is loaded once per page (a shared chunk), so the owner is page-wide.
 */

let addressOwner: string | null = null;
/** The latest link of every island, so a new owner can show its own at once. */
const latest = new Map<string, string>();

/** The reader used this island (or was sent to it): from now on its links go into the address bar. */
export function claimAddress(owner: string): void {
  addressOwner = owner;
  const href = latest.get(owner);
  if (href !== undefined) replaceAddress(href);
}

/** Records the island's current link, and shows it in the address bar if `owner` owns it. */
export function writeAddress(owner: string, href: string): void {
  latest.set(owner, href);
  if (addressOwner === owner) replaceAddress(href);
}

function replaceAddress(href: string): void {
  rememberPlace(href);
  try {
    const current = location.pathname + location.search + location.hash;
    if (current !== href) history.replaceState(history.state, '', href);
  } catch {
    // A sandboxed page may refuse; the link field still shows the link.
  }
}

/** Key of the reader's last place on a game's page, for the home page's „Weiter“ link. */
export function lastKey(game: string): string {
  return 'kartenspiele:zuletzt:' + game;
}

/**
 * The reader used an island of a game page (its link goes into the address bar): keep its example
 * step (`{ v: 1, szenario, schritt, zeit }`) or that a free game runs (`{ v: 1, partie: true, zeit }`)
 * under `lastKey(game)`; the most recent wins. The home page checks the value before using it.
 */
function rememberPlace(href: string): void {
  try {
    const url = new URL(href, location.href);
    const game = /^\/spiele\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
    const szenario = url.searchParams.get('szenario');
    const place =
      szenario !== null
        ? { szenario, schritt: Number(url.searchParams.get('schritt')) }
        : url.searchParams.has('partie')
          ? { partie: true }
          : null;
    if (game && place) saveJson(lastKey(game), { v: 1, ...place, zeit: Date.now() });
  } catch {
    // nothing to remember then
  }
}

/** Removes query parameters (a bad link, once its notice is shown), keeping everything else. */
export function dropParams(...names: string[]): void {
  try {
    const url = new URL(location.href);
    let changed = false;
    for (const n of names) {
      if (url.searchParams.has(n)) {
        url.searchParams.delete(n);
        changed = true;
      }
    }
    if (changed) history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  } catch {
    // Nothing to do: the notice already says what went wrong.
  }
}

/** The page's query string ('' on the server). */
export function readSearch(): string {
  return typeof location === 'undefined' ? '' : location.search;
}

/** The page's path, or `fallback` on the server. */
export function currentPath(fallback: string): string {
  return typeof location === 'undefined' ? fallback : location.pathname;
}

/** Parsed JSON from localStorage, or null when missing, broken or blocked. */
export function loadJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Stores JSON in localStorage; storage that is full or blocked is ignored. */
export function saveJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: remembering is a convenience, not a requirement.
  }
}

/** The ids of the finished examples of `game` (key `kartenspiele:fortschritt:<game>`). */
export function loadProgress(game: string): string[] {
  const value = loadJson(progressKey(game));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Records a finished example. Other parts of the page (progress display) can listen for the
 * window event `kartenspiele:fortschritt` with `detail: { game, done }`.
 */
export function markDone(game: string, id: string): string[] {
  const done = loadProgress(game);
  if (!done.includes(id)) done.push(id);
  saveJson(progressKey(game), done);
  try {
    window.dispatchEvent(new CustomEvent('kartenspiele:fortschritt', { detail: { game, done } }));
  } catch {
    // Old browsers without CustomEvent: nothing listens then either.
  }
  return done;
}

function progressKey(game: string): string {
  return 'kartenspiele:fortschritt:' + game;
}

/** Key of the running free game of `game` (its partie code), kept so a reload never loses it. */
export function partieKey(game: string): string {
  return 'kartenspiele:partie:' + game;
}

/**
 * Key of a game opened from somebody else's link that the reader has not moved in yet
 * (`kartenspiele:link:<game>`): kept apart from the reader's own game, so it survives touching an
 * example and a reload, and the reader's own game stays where it was.
 */
export function linkKey(game: string): string {
  return 'kartenspiele:link:' + game;
}

/** Key of an example's place (step and solved steps), kept across reloads. */
export function exampleKey(game: string, id: string): string {
  return `kartenspiele:beispiel:${game}:${id}`;
}

/** Removes a stored value (storage that is blocked is ignored). */
export function removeJson(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored then either
  }
}

/**
 * A link addressed this island: scroll it to the top of the screen, and further if the reader's
 * hand (an exercise: its answer and „Prüfen“, `view.bottom`) would still be below the fold (never
 * so far that the hand's top, or `view.top`, leaves the screen), then put the keyboard focus on the
 * island (its first Tab stop is the hand or the notice).
 */
export function revealIsland(
  el: HTMLElement | null,
  view: { bottom: string; top: string } = { bottom: '.hand-bereich', top: '.hand-bereich' },
): void {
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  const bottom = el.querySelector(view.bottom)?.getBoundingClientRect();
  const top = el.querySelector(view.top)?.getBoundingClientRect();
  const below = bottom ? bottom.bottom - window.innerHeight + 8 : 0;
  if (bottom && top && below > 0) window.scrollBy(0, Math.min(below, top.top - 8));
  el.focus({ preventScroll: true });
}
