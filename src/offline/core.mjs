// The pure parts of the offline worker (src/offline/sw.ts) and of the build step that writes it
// (src/integrations/offline.mjs): which built files are precached under which address, which
// address a request is answered from, and which files an update can take over from the old cache.
// No DOM, no Node: the worker bundles this file, the integration and the unit tests import it.

/** Prefix of every cache this site's worker makes; anything else in CacheStorage is not ours. */
export const CACHE_PREFIX = 'kartenspiele-';

/** Key under which each cache keeps its own file list ([address, content hash] pairs, JSON). */
export const INDEX_KEY = '/__offline-index__';

/** The page answered for an address the site does not have. */
export const NOT_FOUND = '/404.html';

/**
 * Built files that are never precached: the worker itself, and what only other machines read
 * (the Open Graph pictures for link previews, the sitemaps, source maps). Paths relative to the
 * build directory, with forward slashes.
 * @param {string} rel
 */
export function skipped(rel) {
  return rel === 'sw.js' || rel.startsWith('og/') || /^sitemap[^/]*\.xml$/.test(rel) || rel.endsWith('.map') || rel === 'robots.txt';
}

/**
 * The address a built file is fetched and cached under: a page's index.html under its directory
 * address (`spiele/durak/index.html` → `/spiele/durak/`, the address all links use, and one a host
 * that redirects `…/index.html` answers without a redirect), every other file under its own path.
 * @param {string} rel path relative to the build directory, forward slashes
 */
export function precacheUrl(rel) {
  const path = '/' + rel.split('/').map(encodeURIComponent).join('/');
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The cache entry that answers a request, or null when the worker leaves it to the network.
 * Only this origin's files are answered. The query string never matters: a static host serves the
 * same file for `/spiele/durak/?szenario=…`, `?partie=…` and `?uebung=…`, so the cached page does
 * too. A navigation also finds a page by `/spiele/durak` and `/spiele/durak/index.html`.
 * @param {string | URL} url the request's address
 * @param {string} origin the worker's origin (`self.location.origin`)
 * @param {ReadonlySet<string>} urls the precached addresses
 * @param {boolean} navigate the request is a page navigation
 * @returns {string | null}
 */
export function cacheKey(url, origin, urls, navigate) {
  const u = new URL(url, origin);
  if (u.origin !== origin) return null;
  let path = u.pathname;
  if (urls.has(path)) return path;
  if (!navigate) return null;
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (!path.endsWith('/')) path += '/';
  return urls.has(path) ? path : null;
}

/**
 * The addresses an update can copy from an older cache instead of downloading them again: same
 * address, same content hash. Hashed chunks that did not change, the pictures, unchanged pages.
 * @param {ReadonlyArray<readonly [string, string]>} oldIndex the old cache's [address, hash] pairs
 * @param {ReadonlyArray<readonly [string, string]>} files the new worker's [address, hash] pairs
 * @returns {Set<string>}
 */
export function reusable(oldIndex, files) {
  const old = new Map(oldIndex);
  return new Set(files.filter(([url, hash]) => old.get(url) === hash).map(([url]) => url));
}

/** The cache name of one version. @param {string} version */
export function cacheName(version) {
  return CACHE_PREFIX + version;
}

/**
 * The caches to delete once a version is active: every older cache of this site, nothing else.
 * @param {ReadonlyArray<string>} names all names in CacheStorage
 * @param {string} version the active version
 */
export function staleCaches(names, version) {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== cacheName(version));
}
