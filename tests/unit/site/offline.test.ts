/**
 * The offline worker's pure parts (src/offline/core.mjs) and the build step that writes it
 * (src/integrations/offline.mjs): which files are precached under which address, which request is
 * answered from which entry, the version hash, what an update may copy from the old cache, and a
 * worker written into a small build directory.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheKey, precacheUrl, reusable, skipped, staleCaches, cacheName } from '../../../src/offline/core.mjs';
import { precacheList, versionOf, walk, writeOffline } from '../../../src/integrations/offline.mjs';
import { tempSite } from '../../helpers/tempSite';

const ORIGIN = 'http://127.0.0.1:4321';
const URLS = new Set(['/', '/spiele/durak/', '/404.html', '/_astro/kern.abc.js', '/pagefind/pagefind.js', '/manifest.webmanifest']);

describe('precacheUrl', () => {
  it('gives a page its directory address and every other file its own path', () => {
    expect(precacheUrl('index.html')).toBe('/');
    expect(precacheUrl('spiele/durak/index.html')).toBe('/spiele/durak/');
    expect(precacheUrl('404.html')).toBe('/404.html');
    expect(precacheUrl('_astro/kern.abc.js')).toBe('/_astro/kern.abc.js');
    expect(precacheUrl('pagefind/fragment/de_1a.pf_fragment')).toBe('/pagefind/fragment/de_1a.pf_fragment');
  });
  it('escapes what an address cannot carry', () => {
    expect(precacheUrl('bilder/karte 1.png')).toBe('/bilder/karte%201.png');
  });
});

describe('skipped', () => {
  it('leaves out the worker, link-preview pictures, sitemaps and source maps', () => {
    for (const rel of ['sw.js', 'og/durak.png', 'sitemap-index.xml', 'sitemap-0.xml', '_astro/kern.js.map', 'robots.txt']) {
      expect(skipped(rel), rel).toBe(true);
    }
  });
  it('keeps everything a reader uses, the search index and the registration included', () => {
    for (const rel of [
      'index.html',
      '404.html',
      'offline.js',
      '_astro/bots.x.js',
      '_astro/profi.worker.y.js',
      'pagefind/pagefind.js',
      'icons/icon-192.png',
      'manifest.webmanifest',
      'spiele/og/index.html',
    ]) {
      expect(skipped(rel), rel).toBe(false);
    }
  });
});

describe('cacheKey', () => {
  it('answers a page with any query string from the cached page', () => {
    for (const q of [
      '',
      '?szenario=erster-angriff&schritt=2',
      '?partie=A0.f1a.',
      '?uebung=durak-schlagen.A0c29n6',
      '?partie=A0.f1a.&zug=3&analyse',
    ]) {
      expect(cacheKey(`${ORIGIN}/spiele/durak/${q}`, ORIGIN, URLS, true), q).toBe('/spiele/durak/');
    }
  });
  it('finds a page by its address without the slash and by index.html', () => {
    expect(cacheKey(`${ORIGIN}/spiele/durak`, ORIGIN, URLS, true)).toBe('/spiele/durak/');
    expect(cacheKey(`${ORIGIN}/spiele/durak/index.html?szenario=x`, ORIGIN, URLS, true)).toBe('/spiele/durak/');
    expect(cacheKey(`${ORIGIN}/index.html`, ORIGIN, URLS, true)).toBe('/');
    expect(cacheKey(`${ORIGIN}/?partie=x`, ORIGIN, URLS, true)).toBe('/');
  });
  it('answers files by their exact path, the query string ignored', () => {
    expect(cacheKey(`${ORIGIN}/_astro/kern.abc.js`, ORIGIN, URLS, false)).toBe('/_astro/kern.abc.js');
    expect(cacheKey(`${ORIGIN}/pagefind/pagefind.js?ts=1`, ORIGIN, URLS, false)).toBe('/pagefind/pagefind.js');
  });
  it('leaves unknown files, directory guesses for files and other hosts to the network', () => {
    expect(cacheKey(`${ORIGIN}/_astro/kern.old.js`, ORIGIN, URLS, false)).toBeNull();
    expect(cacheKey(`${ORIGIN}/spiele/durak`, ORIGIN, URLS, false)).toBeNull();
    expect(cacheKey(`${ORIGIN}/spiele/skat/`, ORIGIN, URLS, true)).toBeNull();
    expect(cacheKey('https://example.org/', ORIGIN, URLS, true)).toBeNull();
    expect(cacheKey('http://127.0.0.1:4322/spiele/durak/', ORIGIN, URLS, true)).toBeNull();
  });
});

describe('updates', () => {
  it('copies only files whose address and content are unchanged', () => {
    const old: [string, string][] = [
      ['/', 'h1'],
      ['/_astro/kern.a.js', 'k1'],
      ['/spiele/durak/', 'd1'],
    ];
    const now: [string, string][] = [
      ['/', 'h2'],
      ['/_astro/kern.a.js', 'k1'],
      ['/spiele/durak/', 'd1'],
      ['/neu.js', 'n1'],
    ];
    expect([...reusable(old, now)].sort()).toEqual(['/_astro/kern.a.js', '/spiele/durak/']);
  });
  it('deletes every older cache of the site and nothing else', () => {
    const names = [cacheName('aaa'), cacheName('bbb'), 'andere-seite', cacheName('ccc')];
    expect(staleCaches(names, 'bbb')).toEqual([cacheName('aaa'), cacheName('ccc')]);
  });
});

/** A small build directory like Astro's, with a search index another integration wrote. */
function fakeBuild(): string {
  return tempSite('offline-', {
    'index.html': '<h1>Start</h1>',
    '404.html': '<h1>Nicht gefunden</h1>',
    'spiele/durak/index.html': '<h1>Durak</h1>',
    '_astro/kern.abc.js': 'export const k = 1;',
    '_astro/bots.def.js': 'export const b = 2;',
    'pagefind/pagefind.js': 'export const p = 3;',
    'pagefind/fragment/de_1.pf_fragment': 'x',
    'og/durak.png': 'png',
    'sitemap-index.xml': '<sitemapindex/>',
  }).dir;
}

describe('the build step', () => {
  it('lists every file of the directory, nested ones included', () => {
    const dir = fakeBuild();
    expect(walk(dir)).toContain('pagefind/fragment/de_1.pf_fragment');
    expect(walk(dir)).toHaveLength(9);
  });

  it('precaches every file a reader uses, under its address, sorted', () => {
    const list = precacheList(fakeBuild());
    expect(list.map((f) => f.url)).toEqual([
      '/',
      '/404.html',
      '/_astro/bots.def.js',
      '/_astro/kern.abc.js',
      '/pagefind/fragment/de_1.pf_fragment',
      '/pagefind/pagefind.js',
      '/spiele/durak/',
    ]);
    expect(list.find((f) => f.url === '/')!.bytes).toBe('<h1>Start</h1>'.length);
  });

  it('changes the version when any file changes, and only then', () => {
    const dir = fakeBuild();
    const v1 = versionOf(precacheList(dir));
    expect(versionOf(precacheList(dir))).toBe(v1);
    writeFileSync(join(dir, 'og/durak.png'), 'another picture');
    expect(versionOf(precacheList(dir)), 'a skipped file is not part of the version').toBe(v1);
    writeFileSync(join(dir, '_astro/bots.def.js'), 'export const b = 3;');
    const v2 = versionOf(precacheList(dir));
    expect(v2).not.toBe(v1);
    expect(v2).toMatch(/^[0-9a-f]{10}$/);
  });

  it('writes a worker with the list and version, and the page scripts, which it precaches too', async () => {
    const dir = fakeBuild();
    const { version, list } = await writeOffline(dir);
    for (const script of ['offline.js', 'offline-hinweis.js']) {
      expect(existsSync(join(dir, script))).toBe(true);
      expect(list.map((f) => f.url)).toContain('/' + script);
    }
    expect(list.map((f) => f.url)).not.toContain('/sw.js');
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain(version);
    for (const f of list) expect(sw).toContain(JSON.stringify([f.url, f.hash]));
    expect(sw).not.toMatch(/\bimport\b|\bexport\b/);
    // a second run over the same files writes the same worker: the same version, no update
    const again = await writeOffline(dir);
    expect(again.version).toBe(version);
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(sw);
  });
});
