/**
 * The service worker as the build writes it (/sw.js from src/offline/sw.ts), run in a sandbox with
 * a fake CacheStorage and network: install fetches every listed file once and then writes its index;
 * an update copies unchanged files from the old cache and fetches only the changed ones; activate
 * deletes the old cache and takes over the open pages; fetch answers the site's pages with any query
 * string from the cache, an unknown page offline with the 404 page, and leaves other hosts alone.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { writeOffline } from '../../../src/integrations/offline.mjs';
import { tempSite } from '../../helpers/tempSite';

const ORIGIN = 'http://127.0.0.1:4321';
type Req = string | { url: string };
const path = (r: Req) => {
  const u = new URL(typeof r === 'string' ? r : r.url, ORIGIN);
  return u.pathname + u.search;
};

class FakeCache {
  store = new Map<string, Response>();
  async match(r: Req) {
    return this.store.get(path(r))?.clone();
  }
  async put(r: Req, res: Response) {
    this.store.set(path(r), res);
  }
}

/** A site on a fake network, and one browser's CacheStorage that outlives worker versions. */
function world() {
  const { dir, put } = tempSite('offline-sw-', {
    'index.html': 'Startseite',
    '404.html': 'Nicht gefunden',
    'spiele/durak/index.html': 'Durak',
    '_astro/kern.a.js': 'kern',
    '_astro/bots.b.js': 'bots',
  });
  const files = new Map<string, string>();
  const caches = new Map<string, FakeCache>();
  const net = { online: true, fetched: [] as string[] };
  const fetch = async (r: Req) => {
    const p = path(r);
    net.fetched.push(p);
    if (!net.online) throw new TypeError('Failed to fetch');
    const body = files.get(new URL(p, ORIGIN).pathname);
    return body === undefined ? new Response('404 vom Server', { status: 404 }) : new Response(body, { status: 200 });
  };
  const cacheStorage = {
    keys: async () => [...caches.keys()],
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new FakeCache());
      return caches.get(name)!;
    },
    delete: async (name: string) => caches.delete(name),
  };

  /** Builds the site as it is now and starts its worker; returns the worker's event handlers. */
  async function deploy() {
    const { list } = await writeOffline(dir);
    files.clear();
    for (const f of list) files.set(f.url, readFileSync(join(dir, f.file), 'utf8'));
    const handlers = new Map<string, (e: unknown) => void>();
    const calls = { claimed: 0, skipped: 0 };
    const self = {
      location: new URL(ORIGIN),
      addEventListener: (type: string, fn: (e: unknown) => void) => handlers.set(type, fn),
      skipWaiting: async () => void calls.skipped++,
      clients: { claim: async () => void calls.claimed++ },
    };
    runInNewContext(readFileSync(join(dir, 'sw.js'), 'utf8'), { self, caches: cacheStorage, fetch, Response, URL });
    const extendable = async (type: string, extra: object = {}) => {
      let work: Promise<unknown> = Promise.resolve();
      handlers.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => (work = p) });
      await work;
    };
    return {
      list,
      calls,
      install: () => extendable('install'),
      activate: () => extendable('activate'),
      message: (data: unknown) => handlers.get('message')!({ data }),
      /** What the worker answers, or null when it leaves the request to the browser. */
      async request(url: string, mode = 'no-cors'): Promise<{ status: number; text: string } | null> {
        let answer: Promise<Response> | Response | null = null;
        handlers.get('fetch')!({
          request: { url: new URL(url, ORIGIN).href, method: 'GET', mode },
          respondWith: (r: Promise<Response>) => (answer = r),
        });
        if (answer === null) return null;
        const res = await (answer as Promise<Response>);
        return { status: res.status, text: await res.text() };
      },
    };
  }
  return { dir, put, net, caches, deploy };
}

describe('the service worker', () => {
  it('installs every listed file once, then serves the site from the cache without a network', async () => {
    const w = world();
    const sw = await w.deploy();
    await sw.install();
    expect([...w.net.fetched].sort()).toEqual(sw.list.map((f) => f.url).sort());
    expect([...w.caches.keys()]).toHaveLength(1);
    await sw.activate();
    expect(sw.calls.claimed).toBe(1);

    w.net.online = false;
    w.net.fetched.length = 0;
    expect(await sw.request('/spiele/durak/?szenario=erster-angriff&schritt=2', 'navigate')).toEqual({ status: 200, text: 'Durak' });
    expect(await sw.request('/spiele/durak?partie=A0.x.', 'navigate')).toEqual({ status: 200, text: 'Durak' });
    expect(await sw.request('/?uebung=durak-schlagen.A0c29n6', 'navigate')).toEqual({ status: 200, text: 'Startseite' });
    expect(await sw.request('/_astro/bots.b.js')).toEqual({ status: 200, text: 'bots' });
    expect(await sw.request('/spiele/skat/', 'navigate')).toEqual({ status: 404, text: 'Nicht gefunden' });
    expect(w.net.fetched, 'only the unknown page tried the network').toEqual(['/spiele/skat/']);
    expect(await sw.request('https://example.org/bild.png')).toBeNull();
    expect(await sw.request('/_astro/unbekannt.js')).toBeNull();
  });

  it('an update fetches only what changed, waits for the reader, then drops the old cache', async () => {
    const w = world();
    const v1 = await w.deploy();
    await v1.install();
    await v1.activate();

    w.put('_astro/bots.b.js', 'bessere bots');
    const v2 = await w.deploy();
    w.net.fetched.length = 0;
    await v2.install();
    expect(w.net.fetched).toEqual(['/_astro/bots.b.js']);
    expect([...w.caches.keys()], 'the old version stays while it still serves the page').toHaveLength(2);
    // the running worker still answers with the old files
    expect(await v1.request('/_astro/bots.b.js')).toEqual({ status: 200, text: 'bots' });

    v2.message('somethingElse');
    expect(v2.calls.skipped).toBe(0);
    v2.message('skipWaiting');
    expect(v2.calls.skipped).toBe(1);
    await v2.activate();
    expect([...w.caches.keys()]).toHaveLength(1);
    w.net.online = false;
    expect(await v2.request('/_astro/bots.b.js')).toEqual({ status: 200, text: 'bessere bots' });
    expect(await v2.request('/spiele/durak/', 'navigate')).toEqual({ status: 200, text: 'Durak' });
  });

  it('an install with a file the server cannot give fails, and keeps no index for an update to copy from', async () => {
    const w = world();
    const sw = await w.deploy();
    w.net.online = false;
    await expect(sw.install()).rejects.toThrow();
    const [cache] = [...w.caches.values()];
    expect(await cache!.match('/__offline-index__')).toBeUndefined();
  });
});
