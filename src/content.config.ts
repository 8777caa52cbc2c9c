/**
 * Content collections (Astro 5 content layer). The four rules pages live at the top level in
 * content/spiele/<slug>.mdx; the file name (without .mdx) is the entry id and the URL slug.
 * The glossary („Kartenkunde“) is data: content/kartenkunde/<datei>.yaml, one entry per file (id:
 * the file name), each a map of term → explanation, checked by the schema in src/data/glossaryData.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { GLOSSARY_DIR, glossaryFileSchema } from './data/glossaryData';

const spiele = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/spiele' }),
  schema: z.object({
    /** Page title, e.g. „Durak“. */
    title: z.string(),
    /** One or two sentences for the page's meta description and intro. */
    summary: z.string(),
    /** Number of players as shown, e.g. „2–6“. */
    players: z.string(),
    /** The deck, e.g. „36 französische Karten“. */
    deck: z.string(),
    /** Typical playing time, e.g. „15–30 Minuten“. */
    duration: z.string(),
    /** Position in lists (home page, navigation). */
    order: z.number(),
    /** How many guided examples (scenarios) the page has; the home page shows progress against it. */
    scenarios: z.number().int().nonnegative().default(0),
  }),
});

const kartenkunde = defineCollection({
  loader: glob({ pattern: '*.yaml', base: `./${GLOSSARY_DIR}` }),
  schema: glossaryFileSchema,
});

export const collections = { spiele, kartenkunde };
