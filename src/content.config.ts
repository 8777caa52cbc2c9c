/**
 * Content collections (Astro 5 content layer). The four rules pages live at the top level in
 * content/spiele/<slug>.mdx; the file name (without .mdx) is the entry id and the URL slug.
 * The glossary („Kartenkunde“) is data: content/kartenkunde/<datei>.yaml, one entry per file (id:
 * the file name), each a map of term → explanation, checked by the schema in src/data/glossaryData.ts.
 * The guided examples are YAML files in content/beispiele/<spiel>/<id>.yaml, one collection per game
 * (`beispieleDurak`, … ; entry id „trumpf“), checked against the game's schema and replayed with its
 * engine when the build starts (a broken example stops it with a German message); the page reads
 * them through src/games/<spiel>/scenarios.ts, which runs the same checks (and so do the tests).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { GLOSSARY_DIR, glossaryFileSchema } from './data/glossaryData';
import { EXAMPLES_DIR, exampleCollectionSchema } from './games/core/exampleFormat';
import type { BaseEvent, BaseMove, BaseView, GameEngine } from './games/core/types';
import { durakExampleSchema } from './games/durak/exampleFormat';
import { bambutiExampleSchema } from './games/bambuti/exampleFormat';
import { bambuti } from './games/bambuti/rules';
import { dudabExampleSchema } from './games/dudab/exampleFormat';
import { dudab } from './games/dudab/rules';
import { durak } from './games/durak/rules';
import { ganjifaExampleSchema } from './games/ganjifa/exampleFormat';
import { ganjifa } from './games/ganjifa/rules';

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
  }),
});

const kartenkunde = defineCollection({
  loader: glob({ pattern: '*.yaml', base: `./${GLOSSARY_DIR}` }),
  schema: glossaryFileSchema,
});

/** The guided examples of one game: content/beispiele/<game>/*.yaml, checked and replayed with its engine. */
function beispiele<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: Parameters<typeof exampleCollectionSchema>[1],
) {
  return defineCollection({
    loader: glob({ pattern: '*.yaml', base: `./${EXAMPLES_DIR}/${engine.id}` }),
    schema: exampleCollectionSchema(engine, schema),
  });
}

export const collections = {
  spiele,
  kartenkunde,
  beispieleDurak: beispiele(durak, durakExampleSchema),
  beispieleGanjifa: beispiele(ganjifa, ganjifaExampleSchema),
  beispieleDudab: beispiele(dudab, dudabExampleSchema),
  beispieleBambuti: beispiele(bambuti, bambutiExampleSchema),
};
