/**
 * The search index (issue 18, „Suche“): after every `astro build`, Pagefind reads the built HTML
 * and writes its index into <outDir>/pagefind/, so `--outDir dist-x` gets its own. Only the
 * rules text is indexed: a game page marks it with `data-pagefind-body` (pages/spiele/[slug].astro),
 * and once one page has that mark, Pagefind leaves out every page without it (home, 404). Inside
 * the rules text the islands (examples, free play) and the link notice are left out here.
 * `<html lang="de">` makes Pagefind stem German words. The reader's side is
 * components/site/Suche.astro and sucheUi.ts.
 *
 * The result list (sucheUi.ts) is bundled here too, by esbuild, into <outDir>/pagefind/suche-ui.js,
 * beside Pagefind's own script and loaded from there like it. Left to Vite, the header's
 * `import()` of it would go through Vite's preload helper, which lives in the shared chunk `kern`
 * (astro.config.mjs): every page, the home page too, would load all of `kern` up front.
 */
import { createIndex, close } from 'pagefind';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What inside the marked rules text is not rules text. */
export const NOT_INDEXED = ['astro-island', '#link-hinweis', '.nur-druck'];

/**
 * Pagefind's ready-made search interfaces and the highlighter, its web worker, and the WebAssembly
 * for pages without a language: the site uses its own small list (components/site/sucheUi.ts),
 * which runs Pagefind without the worker (`noWorker`), and every page is German. Removed, so that
 * nobody downloads or caches them for offline use.
 */
const UNUSED = /^(pagefind-(ui|modular-ui|component-ui)\.(js|css)|pagefind-(highlight|worker)\.js|wasm\.unknown\.pagefind)$/;

/**
 * How many word positions Pagefind puts into one index chunk (its default is 20,000). A query loads
 * the chunk that holds its word; with the default, the four rules pages made one chunk of 37 KB
 * (gzip) that nearly every query loaded, and the first query cost 129 KB. With 2,000 the largest
 * chunk is under 5 KB and the first query stays under 100 KB (`npm run bench`,
 * `search.first_query_bytes`). Pagefind 1.6 reads this only from the environment of its indexing
 * service, under a name that marks it as not yet a stable option: if a later version drops it, the
 * search still works and only that benchmark line grows.
 */
export const INDEX_CHUNK_SIZE = 2000;

/** The result list's script in the output's pagefind/ folder (Suche.astro loads it from there). */
export const UI_FILE = 'suche-ui.js';

/** @returns {import('astro').AstroIntegration} */
export default function suche() {
  return {
    name: 'suche',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        try {
          // the indexing service is started by createIndex and inherits this process's environment
          process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(INDEX_CHUNK_SIZE);
          const { index, errors } = await createIndex({ excludeSelectors: NOT_INDEXED });
          if (!index) throw new Error(errors.join('; '));
          const added = await index.addDirectory({ path: root });
          if (added.errors.length) throw new Error(added.errors.join('; '));
          const out = path.join(root, 'pagefind');
          const written = await index.writeFiles({ outputPath: out });
          if (written.errors.length) throw new Error(written.errors.join('; '));
          for (const file of await readdir(out)) if (UNUSED.test(file)) await rm(path.join(out, file));
          await build({
            entryPoints: [fileURLToPath(new URL('../components/site/sucheUi.ts', import.meta.url))],
            outfile: path.join(out, UI_FILE),
            bundle: true,
            format: 'esm',
            target: 'es2022',
            minify: true,
            legalComments: 'none',
            logLevel: 'warning',
          });
          logger.info(`Suchindex in ${out}`);
        } finally {
          await close();
        }
      },
    },
  };
}
