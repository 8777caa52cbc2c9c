// Not type-checked (no // @ts-check): node:url needs @types/node, which the project does not install.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import rehypeJsxHeadings from './src/components/site/rehypeJsxHeadings.mjs';
import rehypeBegriffe from './src/components/site/rehypeBegriffe.mjs';
import csp from './src/integrations/csp.mjs';
import offline from './src/integrations/offline.mjs';
import suche from './src/integrations/suche.mjs';

const withSelectorShim = fileURLToPath(new URL('./src/shims/with-selector.ts', import.meta.url));
const reactShim = fileURLToPath(new URL('./src/shims/react.ts', import.meta.url));
const preactClient = fileURLToPath(new URL('./src/shims/preact-client.ts', import.meta.url));

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

export default defineConfig({
  // The site's public address: the one place to change it. Canonical links, og:url and og:image,
  // the printed sheet's source line and the sitemap are all built from it.
  site: 'https://kartenspiele-lernen.de',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // csp() first: it writes the policy into the HTML that the search index and the service worker read.
  integrations: [mdx({ rehypePlugins: [rehypeJsxHeadings, rehypeBegriffe] }), preact(), sitemap(), csp(), suche(), offline()],
  vite: {
    plugins: [
      {
        // Vite leaves a comment `/* empty css */` where a chunk's CSS import was taken out: bytes
        // every reader loads for nothing (about 15 gzip in each chunk that has one).
        name: 'ohne-leere-css-kommentare',
        apply: 'build',
        enforce: 'post',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/\/\* empty css\s*\*\//g, '');
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
          // One chunk for what every game page needs (XState, the core, the shared island parts and
          // the Preact renderer: `kern`), and one per game (its engine, table and islands), instead
          // of a dozen small files: fewer requests, and gzip sees related code together.
          manualChunks(id, { getModuleInfo }) {
            // What a page loads on demand (reached only through import(): the score table, the Profi
            // panel and client, the hint explainers, Dudab's scoring) keeps its own chunk.
            if (onlyOnDemand(id, getModuleInfo)) return undefined;
            if (/node_modules\/(xstate|@xstate)\//.test(id) || /\/src\/(games\/core|components\/game|shims)\//.test(id)) return 'kern';
            // Vite's preload helper (used by every import() with dependencies) belongs to the shared
            // chunk: left to Rollup it may land in a game's chunk, which `kern` then imports (a cycle).
            if (id.includes('vite/preload-helper')) return 'kern';
            return /\/src\/(?:games|components)\/(durak|ganjifa|dudab|bambuti)\//.exec(id)?.[1];
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
