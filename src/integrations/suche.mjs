/**
 * The search index (issue 18, „Suche“): after every `astro build`, Pagefind reads the built HTML
 * and writes its index into <outDir>/pagefind/, so `--outDir dist-x` gets its own. Only the
 * rules text is indexed: a game page marks it with `data-pagefind-body` (pages/spiele/[slug].astro),
 * and once one page has that mark, Pagefind leaves out every page without it (home, 404). Inside
 * the rules text the islands (examples, free play) and the link notice are left out here.
 * `<html lang="de">` makes Pagefind stem German words. The reader's side is
 * components/site/Suche.astro and sucheUi.ts.
 *
 * Pagefind reads each page as this file hands it over (`indexHtml`): with separators where the page
 * shows structure and Pagefind would run the words together (table cells, terms and their
 * explanations), and with each glossary entry of /kartenkunde/ as a section of its own.
 * Beside the index it writes the site's own words (`woerter.json`, `wortliste`), from which the
 * result list proposes a word when a search finds nothing („Meintest du …?“).
 *
 * The result list (sucheUi.ts) is bundled here too, by esbuild, into <outDir>/pagefind/suche-ui.js,
 * beside Pagefind's own script and loaded from there like it. Left to Vite, the header's
 * `import()` of it would go through Vite's preload helper, which lives in the shared chunk `kern`
 * (astro.config.mjs): every page, the home page too, would load all of `kern` up front.
 */
import { createIndex, close } from 'pagefind';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What inside the marked rules text is not rules text, or is indexed elsewhere: a rules page's own
 * list of terms (`dl.begriffe`, section „Begriffe“) is explained once more, and found, on
 * /kartenkunde/ (each term its own result); indexed twice, a search for a term would bring both,
 * and load both pages' text.
 */
export const NOT_INDEXED = ['astro-island', '#link-hinweis', '.nur-druck', 'dl.begriffe'];

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
 * chunk was under 5 KB and the first query 97 KB; with the glossary indexed too (issue 30), whose
 * page text a term's first query now loads as well, 1,000 keeps it under 100 KB: the largest chunk
 * is under 2.5 KB, Pagefind's list of chunks grows by a few hundred bytes (`npm run bench`,
 * `search.first_query_bytes`). Pagefind 1.6 reads this only from the environment of its indexing
 * service, under a name that marks it as not yet a stable option: if a later version drops it, the
 * search still works and only that benchmark line grows.
 */
export const INDEX_CHUNK_SIZE = 1000;

/** The result list's script in the output's pagefind/ folder (Suche.astro loads it from there). */
export const UI_FILE = 'suche-ui.js';
/** The proposal for a search without results (sucheVorschlag.ts), loaded only then, and its words. */
export const VORSCHLAG_FILE = 'suche-vorschlag.js';
export const WOERTER_FILE = 'woerter.json';

/** The text of some HTML: tags and entities out, whitespace as single spaces. */
const plain = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** A sentence that ends without punctuation gets a full stop (as Pagefind does after a paragraph). */
const stop = (html) => (/[\p{L}\p{N})]$/u.test(plain(html)) ? '. ' : ' ');

/**
 * The page as Pagefind indexes it. Pagefind closes headings, paragraphs, list items and table data
 * cells with a full stop, but not header cells, terms and their explanations: the excerpts read
 * „FarbeZeichenBeispiel“ or „wie es hat.erbeutete Karten“. And each cell ending in a full stop makes
 * a table row read as fragments („auf einen Fluch. passt immer. eine Dudab-Karte.“). So here:
 * the cells of a row are separated by „;“ and the row ends with a full stop, a term (`dt`) is
 * followed by „:“ and its explanation (`dd`) closed like a sentence. A term with an id (the
 * entries of /kartenkunde/) is indexed as a heading, because Pagefind cuts a page into results
 * only at headings with an id: so „Trumpf“ finds the entry itself, not the letter „T“.
 * The page the reader sees is unchanged.
 */
export function indexHtml(html) {
  return (
    html
      .replace(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g, (row) => {
        const cells = [...row.matchAll(/<\/t[hd]>/g)];
        let out = '';
        let from = 0;
        cells.forEach((end, i) => {
          const content = row.slice(from, end.index);
          const last = plain(content.slice(content.lastIndexOf('<t')));
          out += content + (i < cells.length - 1 ? '; ' : /[.!?…:]$/.test(last) ? ' ' : '. ');
          from = end.index;
        });
        return out + row.slice(from);
      })
      .replace(/<dt\b([^>]*\bid="[^"]+"[^>]*)>([\s\S]*?)<\/dt>/g, (_, attrs, content) => `<h3${attrs}>${content.trim()}</h3>`)
      .replace(
        /<dt\b([^>]*)>([\s\S]*?)<\/dt>/g,
        (_, attrs, content) => `<dt${attrs}>${content}${/[:.!?]$/.test(plain(content)) ? ' ' : ': '}</dt>`,
      )
      // (an explanation that ends with a paragraph or a list is closed by Pagefind)
      .replace(
        /<dd\b([^>]*)>([\s\S]*?)<\/dd>/g,
        (_, attrs, content) => `<dd${attrs}>${content}${/<\/(p|ul|ol|div|table)>\s*$/.test(content) ? ' ' : stop(content)}</dd>`,
      )
  );
}

/**
 * The site's own words, for the proposal when a search finds nothing: every word of a heading or
 * a glossary term (first, as they are what a reader looks for), then the other words of the
 * indexed text that occur at least twice, more frequent first; each in its most frequent
 * spelling, at least four letters long. `pages` are the pages as Pagefind indexes them
 * (`indexHtml`); of each only what it marks for the index (`data-pagefind-body`) counts, roughly:
 * the proposal is searched before it is offered, so a word that finds nothing is never proposed.
 */
export function wortliste(pages) {
  const heads = new Map();
  const others = new Map();
  const count = (map, text) => {
    for (const w of text.match(/[\p{L}][\p{L}-]*[\p{L}]/gu) ?? []) {
      if ([...w].length < 4 || w.includes('--')) continue;
      const key = w.toLowerCase();
      const spellings = map.get(key) ?? new Map();
      spellings.set(w, (spellings.get(w) ?? 0) + 1);
      map.set(key, spellings);
    }
  };
  for (const html of pages) {
    const start = html.search(/<[^>]+data-pagefind-body/);
    if (start < 0) continue;
    const end = html.lastIndexOf('</main>');
    const body = html
      .slice(start, end < 0 ? undefined : end)
      .replace(/<(script|style|template|astro-island|svg)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<(\w+)\b[^>]*data-pagefind-ignore[^>]*>[\s\S]*?<\/\1>/g, ' ');
    for (const m of body.matchAll(/<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/g)) count(heads, plain(m[2]));
    count(others, plain(body));
  }
  const total = (spellings) => [...spellings.values()].reduce((a, b) => a + b, 0);
  const best = (spellings) => [...spellings].sort((a, b) => b[1] - a[1])[0][0];
  const ranked = (map, min) =>
    [...map]
      .filter(([, sp]) => total(sp) >= min)
      .sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]))
      .map(([key, sp]) => [key, best(others.get(key) ?? sp)]);
  const words = new Map(ranked(heads, 1));
  for (const [key, word] of ranked(others, 2)) if (!words.has(key)) words.set(key, word);
  return [...words.values()];
}

/** Every built page, as its path below the output folder. */
async function htmlFiles(root, dir = '') {
  const out = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(root, rel)));
    else if (entry.name.endsWith('.html')) out.push(rel);
  }
  return out;
}

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
          const pages = [];
          for (const file of await htmlFiles(root)) {
            const content = indexHtml(await readFile(path.join(root, file), 'utf8'));
            const added = await index.addHTMLFile({ sourcePath: file.split(path.sep).join('/'), content });
            if (added.errors.length) throw new Error(added.errors.join('; '));
            pages.push(content);
          }
          const out = path.join(root, 'pagefind');
          const written = await index.writeFiles({ outputPath: out });
          if (written.errors.length) throw new Error(written.errors.join('; '));
          for (const file of await readdir(out)) if (UNUSED.test(file)) await rm(path.join(out, file));
          await writeFile(path.join(out, WOERTER_FILE), JSON.stringify(wortliste(pages)));
          await build({
            entryPoints: {
              [UI_FILE.replace(/\.js$/, '')]: fileURLToPath(new URL('../components/site/sucheUi.ts', import.meta.url)),
              [VORSCHLAG_FILE.replace(/\.js$/, '')]: fileURLToPath(new URL('../components/site/sucheVorschlag.ts', import.meta.url)),
            },
            outdir: out,
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
