/**
 * Offline at the table (issue 18): after every `astro build`, this integration lists every file of
 * the build directory (`--outDir dist-x` included) and writes two scripts into it:
 * - /sw.js, the service worker (src/offline/sw.ts), with the list of files to precache and a
 *   version that is a hash over their contents (a new build with any changed file is a new version);
 * - /offline.js, the registration (src/offline/register.ts), which layouts/Base.astro loads in the
 *   built site only, and /offline-hinweis.js, the quiet notes it loads when it has one to show.
 * It must run after every integration that writes files in its own `astro:build:done` (the search
 * index under /pagefind/): it is the last one in astro.config.mjs, and hooks run in that order.
 * The manifest and icons are plain files in public/ (drawn by src/offline/icons.mjs).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { precacheUrl, skipped } from '../offline/core.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const source = (name) => join(here, '..', 'offline', name);

/** Every file under dir, as paths relative to it with forward slashes, sorted. @param {string} dir */
export function walk(dir) {
  /** @type {string[]} */
  const out = [];
  const visit = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

/** A short content hash. @param {string | Buffer} data */
export function hashOf(data) {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/**
 * The precache list of a build directory: [address, content hash] of every file the site serves
 * to a reader, sorted by address, with its size.
 * @param {string} dir
 * @returns {{ url: string, hash: string, file: string, bytes: number }[]}
 */
export function precacheList(dir) {
  return walk(dir)
    .filter((rel) => !skipped(rel))
    .map((rel) => {
      const data = readFileSync(join(dir, rel));
      return { url: precacheUrl(rel), hash: hashOf(data), file: rel, bytes: data.length };
    })
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * The version of a precache list: a hash over every address and content hash. The registration
 * script is in the list, the worker is not (it is made from the list).
 * @param {ReadonlyArray<{ url: string, hash: string }>} list
 */
export function versionOf(list) {
  return hashOf(list.map((f) => `${f.url} ${f.hash}\n`).join(''));
}

/** The page's scripts: the registration every page loads, and the notes it loads when it has one to show. */
export const SCRIPTS = [
  ['register.ts', 'offline.js'],
  ['hinweis.ts', 'offline-hinweis.js'],
];

/** esbuild options for both scripts: small, for the browsers Astro's output targets. */
const common = { bundle: true, minify: true, write: false, target: 'es2020', charset: 'utf8', legalComments: 'none', logLevel: 'silent' };

/**
 * Writes /offline.js, /offline-hinweis.js and /sw.js into a build directory; returns what the worker precaches.
 * @param {string} dir
 */
export async function writeOffline(dir) {
  for (const [entry, file] of SCRIPTS) {
    const out = await build({ ...common, entryPoints: [source(entry)], format: 'esm' });
    writeFileSync(join(dir, file), out.outputFiles[0].contents);
  }
  const list = precacheList(dir);
  const version = versionOf(list);
  const files = list.map((f) => [f.url, f.hash]);
  const worker = await build({
    ...common,
    entryPoints: [source('sw.ts')],
    format: 'iife',
    plugins: [
      {
        name: 'offline-manifest',
        setup(b) {
          b.onResolve({ filter: /^offline:manifest$/ }, () => ({ path: 'manifest', namespace: 'offline' }));
          b.onLoad({ filter: /.*/, namespace: 'offline' }, () => ({
            contents: `export const version = ${JSON.stringify(version)};\nexport const files = ${JSON.stringify(files)};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  writeFileSync(join(dir, 'sw.js'), worker.outputFiles[0].contents);
  return { version, list };
}

/** @returns {import('astro').AstroIntegration} */
export default function offline() {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { version, list } = await writeOffline(fileURLToPath(dir));
        const bytes = list.reduce((s, f) => s + f.bytes, 0);
        logger.info(`Offline: sw.js Version ${version}, ${list.length} Dateien, ${Math.round(bytes / 1024)} KB`);
      },
    },
  };
}
