// Not type-checked (no // @ts-check): node:url needs @types/node, which the project does not install.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import rehypeJsxHeadings from './src/components/site/rehypeJsxHeadings.mjs';
import rehypeBegriffe from './src/components/site/rehypeBegriffe.mjs';
import csp from './src/integrations/csp.mjs';
import headers from './src/integrations/headers.mjs';
import kartenBilder from './src/integrations/kartenBilder.mjs';
import kopfStile from './src/integrations/kopfStile.mjs';
import offline from './src/integrations/offline.mjs';
import suche from './src/integrations/suche.mjs';

const withSelectorShim = fileURLToPath(new URL('./src/shims/with-selector.ts', import.meta.url));
const reactShim = fileURLToPath(new URL('./src/shims/react.ts', import.meta.url));
const preactClient = fileURLToPath(new URL('./src/shims/preact-client.ts', import.meta.url));

/** The games' folders (src/games/folders.cjs: those the registry imports), e.g. 'durak'. */
const GAME_FOLDERS = new Set(createRequire(import.meta.url)('./src/games/folders.cjs'));
/** The game a module belongs to by its folder (src/games/<game>/, src/components/<game>/), or null for shared code. */
function gameOf(id) {
  const name = /\/src\/(?:games|components)\/([^/]+)\//.exec(id)?.[1];
  return name !== undefined && GAME_FOLDERS.has(name) ? name : null;
}

// Static site. Pages are written as directories (/spiele/durak/index.html); /spiele/durak/ is the
// canonical address that all our links use. `trailingSlash: 'ignore'` lets dev and preview serve
// /spiele/durak as well, as most static hosts do, instead of answering a hand-typed address with 404.
/**
 * True for a module that a page reaches only through import(): it has importers, and each static
 * importer is itself reached only so. Such modules must not be pulled into the eager chunks.
 * A module met again while its own answer is still open (an import cycle) adds no eager importer
 * of its own; answers that leaned on such an open question are not remembered, because they may
 * change once it is answered.
 */
const lazyMemo = new WeakMap();
function onlyOnDemand(id, getModuleInfo) {
  let memo = lazyMemo.get(getModuleInfo);
  if (!memo) lazyMemo.set(getModuleInfo, (memo = new Map()));
  const open = new Set();
  const visit = (m) => {
    if (memo.has(m)) return { lazy: memo.get(m), sure: true };
    if (open.has(m)) return { lazy: true, sure: false };
    open.add(m);
    const info = getModuleInfo(m);
    let lazy = !!info && !info.isEntry && info.importers.length + info.dynamicImporters.length > 0;
    let sure = true;
    for (const importer of lazy ? info.importers : []) {
      const r = visit(importer);
      sure &&= r.sure;
      if (!r.lazy) {
        lazy = false;
        sure = r.sure;
        break;
      }
    }
    open.delete(m);
    if (sure) memo.set(m, lazy);
    return { lazy, sure };
  };
  return visit(id).lazy;
}

/**
 * The modules an exercise needs (issue 17): everything the „Übungen“ island (every module in
 * components/game/uebungen/, its start button and each game's parts it loads on demand) reaches through static
 * imports – Preact, the shared table parts, each game's table and engine – but not XState, the
 * machines or the free-play and example shells, which only the game pages' islands use.
 */
const uebungenDir = fileURLToPath(new URL('./src/components/game/uebungen/', import.meta.url));
const exerciseMemo = new WeakMap();
function exerciseNeeds(id, getModuleInfo, moduleIds) {
  let needed = exerciseMemo.get(getModuleInfo);
  if (!needed) {
    needed = new Set();
    // The island's own modules, and each game's exercise parts, which it loads through the game's loader (src/games/<game>/exercise.ts).
    const all = [...moduleIds];
    const loaders = all.filter((m) => /\/src\/games\/[^/]+\/exercise\.ts$/.test(m));
    const queue = [
      ...all.filter((m) => m.startsWith(uebungenDir)),
      ...loaders.flatMap((m) => getModuleInfo(m)?.dynamicallyImportedIds ?? []),
    ];
    while (queue.length > 0) {
      const m = queue.pop();
      if (needed.has(m)) continue;
      needed.add(m);
      queue.push(...(getModuleInfo(m)?.importedIds ?? []));
    }
    exerciseMemo.set(getModuleInfo, needed);
  }
  return needed.has(id);
}

export default defineConfig({
  // The site's public address: the one place to change it. Canonical links, og:url and og:image,
  // the printed sheet's source line and the sitemap are all built from it.
  site: 'https://kartenspiele-lernen.de',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // csp() first: it writes the policy into the HTML that the search index and the service worker read.
  integrations: [
    mdx({ rehypePlugins: [rehypeJsxHeadings, rehypeBegriffe] }),
    preact(),
    sitemap(),
    kopfStile(),
    kartenBilder(),
    csp(),
    suche(),
    offline(),
    headers(),
  ],
  vite: {
    plugins: [
      {
        // Vite leaves a comment `/* empty css */` where a chunk's CSS import was taken out: bytes
        // every reader loads for nothing (about 15 gzip in each chunk that has one).
        name: 'ohne-leere-css-kommentare',
        apply: 'build',
        enforce: 'post',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/\/\* empty css\s*\*\//g, '');
        },
      },
    ],
    resolve: {
      // @xstate/react imports `react` and the CommonJS-only `use-sync-external-store` shims, which
      // would pull React (or preact/compat, and a second Preact in server rendering) into every
      // page. Point them at small ESM modules over Preact itself (src/shims).
      // Exact-match regexes: the with-selector path must not be caught by the shorter one.
      alias: [
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: withSelectorShim },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: reactShim },
        { find: /^react$/, replacement: reactShim },
        // The island renderer without @preact/signals support, which no island uses (src/shims).
        { find: /^@astrojs\/preact\/client\.js$/, replacement: preactClient },
      ],
    },
    build: {
      // Terser squeezes about 4 % more out of the shared chunk and the tables than esbuild's
      // minifier (measured with gzip: kern 34,971 → 33,582 bytes); every reader pays for these bytes.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, module: true },
      rollupOptions: {
        output: {
          // A few large chunks instead of a dozen small files: fewer requests, and gzip sees related
          // code together. They are cut along what an exercise (issue 17) needs, so that /uebungen/
          // loads neither XState nor the game pages' shells:
          // - `kern`: Preact and its island renderer, the core and the shared table parts – what the
          //   game pages and an exercise both need;
          // - `spiel`: the free-play and example shells – only game pages (XState, the machines and
          //   the running free game are reached only through import(), on the reader's first action,
          //   and keep chunks of their own, issue 30);
          // - `<game>`: a game's engine and table – its page and its exercises;
          // - `<game>-spiel`: its islands and machines (Rollup makes it the free-play island's own
          //   entry file, which the page loads anyway, instead of a file of its own).
          // Splitting `spiel` off costs a game page about 1 KB gzip (two gzip streams instead of one,
          // and the names one chunk imports from the other) and saves /uebungen/ about 24 KB.
          manualChunks(id, { getModuleInfo, getModuleIds }) {
            // Stylesheets are Astro's to bundle, by the pages that use them (issue 30).
            if (/\.css($|\?)/.test(id)) return undefined;
            // What a page loads on demand (reached only through import(): the score table, the Profi
            // panel and client, the hint explainers, Dudab's scoring) keeps its own chunk.
            if (onlyOnDemand(id, getModuleInfo)) return undefined;
            // The island renderer: every page with an island needs it.
            if (id === preactClient) return 'kern';
            // A component's <script> (the „Übungen“ start button) is an entry of its own: in `kern`
            // it would give the shared chunk its name.
            if (id.includes('?astro&type=script')) return undefined;
            const forExercise = exerciseNeeds(id, getModuleInfo, getModuleIds());
            // importAgain: the retry of a failed import() that useLazyActor (the examples' and the exercise's machines) uses.
            if (
              /node_modules\/(xstate|@xstate|preact)\//.test(id) ||
              /\/src\/(games\/core|components\/game|shims)\/|\/src\/components\/site\/importAgain\./.test(id)
            ) {
              return forExercise ? 'kern' : 'spiel';
            }
            // Vite's preload helper (used by every import() with dependencies) belongs to the shared
            // chunk: left to Rollup it may land in a game's chunk, which `kern` then imports (a cycle).
            if (id.includes('vite/preload-helper')) return 'kern';
            const game = gameOf(id);
            if (!game) return undefined;
            return forExercise ? game : `${game}-spiel`;
          },
        },
      },
    },
    // The Profi workers are module workers (`new Worker(url, { type: 'module' })`): as ES modules
    // they may load chunks on demand like the page does (the engine's reasons, check.ts).
    worker: { format: 'es' },
    ssr: {
      // Let Vite (and so the aliases above) process these instead of Node loading them raw.
      noExternal: ['@xstate/react', 'use-isomorphic-layout-effect'],
    },
  },
});
