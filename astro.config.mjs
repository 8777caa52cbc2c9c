// Not type-checked (no // @ts-check): node:url needs @types/node, which the project does not install.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { fileURLToPath } from 'node:url';

const withSelectorShim = fileURLToPath(new URL('./src/shims/with-selector.ts', import.meta.url));
const reactShim = fileURLToPath(new URL('./src/shims/react.ts', import.meta.url));

// Static site. Pages are written as directories (/spiele/durak/index.html); /spiele/durak/ is the
// canonical address that all our links use. `trailingSlash: 'ignore'` lets dev and preview serve
// /spiele/durak as well, as most static hosts do, instead of answering a hand-typed address with 404.
export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [mdx(), preact()],
  vite: {
    resolve: {
      // @xstate/react imports `react` and the CommonJS-only `use-sync-external-store` shims, which
      // would pull React (or preact/compat, and a second Preact in server rendering) into every
      // page. Point them at small ESM modules over Preact itself (src/shims).
      // Exact-match regexes: the with-selector path must not be caught by the shorter one.
      alias: [
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: withSelectorShim },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: reactShim },
        { find: /^react$/, replacement: reactShim },
      ],
    },
    build: {
      // Terser squeezes about 4 % more out of the shared chunk and the tables than esbuild's
      // minifier (measured with gzip: kern 34,971 → 33,582 bytes); every reader pays for these bytes.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, module: true },
      rollupOptions: {
        output: {
          // Every game page needs XState, the core and the shared island parts: one chunk for them
          // (fewer requests, and gzip sees them together) instead of a dozen small shared files.
          manualChunks(id) {
            // What only some readers need is loaded on demand and stays out of the shared chunk.
            if (/\/src\/components\/game\/(ScoreTable|ProfiPanel|profiClient)\./.test(id)) return undefined;
            if (/node_modules\/(xstate|@xstate)\//.test(id) || /\/src\/(games\/core|components\/game|shims)\//.test(id)) return 'kern';
            return undefined;
          },
        },
      },
    },
    ssr: {
      // Let Vite (and so the aliases above) process these instead of Node loading them raw.
      noExternal: ['@xstate/react', 'use-isomorphic-layout-effect'],
    },
  },
});
