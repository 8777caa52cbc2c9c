/**
 * The site's service worker. src/integrations/offline.mjs bundles it after the build into /sw.js,
 * with the build's file list and version from the virtual module `offline:manifest`.
 * - install: every listed file into the cache of this version (unchanged files copied from the
 *   previous version's cache, the rest fetched, four at a time); installed means complete.
 * - activate: older caches of this site deleted; a first worker takes over the open pages at once.
 * - fetch: the site's own files cache-first (query strings ignored, see core.mjs `cacheKey`), a
 *   page the site does not have offline as the 404 page; everything else goes to the network.
 * - message `skipWaiting`: a waiting update takes over when the reader asks for it (register.ts).
 */
import { version, files } from 'offline:manifest';
import { INDEX_KEY, NOT_FOUND, cacheKey, cacheName, reusable, staleCaches, CACHE_PREFIX } from './core.mjs';

// The worker's own globals, typed by hand: the project's DOM typings cannot also load lib.webworker.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { active: unknown };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
}
const sw = self as unknown as WorkerScope;
const CACHE = cacheName(version);
const URLS = new Set(files.map(([url]) => url));

/** A response without the `redirected` flag: a redirected response may not answer a navigation. */
async function clean(res: Response): Promise<Response> {
  if (!res.redirected) return res;
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** The [address, hash] pairs and cache of every older version still in CacheStorage. */
async function olderVersions(): Promise<{ cache: Cache; index: [string, string][] }[]> {
  const out: { cache: Cache; index: [string, string][] }[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const index = await cache.match(INDEX_KEY);
    if (index) out.push({ cache, index: (await index.json()) as [string, string][] });
  }
  return out;
}

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const older = await olderVersions();
  const copies = older.map((o) => ({ cache: o.cache, urls: reusable(o.index, files) }));
  let next = 0;
  const one = async (): Promise<void> => {
    while (next < files.length) {
      const [url] = files[next++]!;
      if (await cache.match(url)) continue; // an interrupted install left it here already
      let res: Response | undefined;
      for (const c of copies) if (c.urls.has(url) && (res = await c.cache.match(url))) break;
      res ??= await fetch(url, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`offline: ${url} ${res.status}`);
      await cache.put(url, await clean(res));
    }
  };
  await Promise.all([one(), one(), one(), one()]);
  // Written last: a cache with an index is complete, so the next version may copy from it.
  await cache.put(INDEX_KEY, new Response(JSON.stringify(files), { headers: { 'content-type': 'application/json' } }));
}

sw.addEventListener('install', (event) => event.waitUntil(precache()));

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), version).map((n) => caches.delete(n)));
      // The first worker serves the page that installed it (its code on demand: bots, Profi,
      // analysis, exercises); an update takes over only after the reader asked (skipWaiting).
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') void sw.skipWaiting();
});

async function answer(request: Request, key: string | null, navigate: boolean): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = key === null ? undefined : await cache.match(key);
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    const missing = navigate ? await cache.match(NOT_FOUND) : undefined;
    if (!missing) throw error;
    return new Response(missing.body, { status: 404, statusText: 'Not Found', headers: missing.headers });
  }
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const navigate = request.mode === 'navigate';
  const key = cacheKey(request.url, sw.location.origin, URLS, navigate);
  if (key === null && !navigate) return;
  if (key === null && new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(answer(request, key, navigate));
});
