/**
 * The glossary („Kartenkunde“) as data: content/kartenkunde/*.yaml, one file for the terms that
 * several games share (allgemein.yaml) and one per game (<spiel>.yaml). Each file maps a term to
 * its entry: `auch` (other names, optional), `spiele`, `text` and `formen` (see README, „Einen
 * Begriff hinzufügen“).
 *
 * One schema for both readers: the collection `kartenkunde` (src/content.config.ts, Astro's glob
 * loader; the page /kartenkunde/ reads it with getCollection) and `readGlossary` (the rehype step
 * that links terms on the rules pages, and the tests), which parses the same files here. A broken
 * entry fails with a German message naming the file and the term.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { GAMES } from './games';
import type { Begriff } from './kartenkunde';
import { begriffId } from './kartenkunde';

/** Where the files live, from the project root (as Astro's loader and the tests see it). */
export const GLOSSARY_DIR = 'content/kartenkunde';

/** The files in the order their entries are tried on a rules page (on a tie, the earlier wins). */
export const GLOSSARY_FILES: readonly string[] = ['allgemein', ...GAMES.map((g) => g.slug)];

const GAME_IDS: readonly string[] = GAMES.map((g) => g.slug);

const text = (field: string) =>
  z.string({ required_error: `„${field}“ fehlt`, invalid_type_error: `„${field}“ muss ein Text sein` }).min(1, `„${field}“ ist leer`);

const texts = (field: string) =>
  z
    .array(text(field), { required_error: `„${field}“ fehlt`, invalid_type_error: `„${field}“ muss eine Liste sein, z. B. [Trumpf, Trümpfe]` })
    .min(1, `„${field}“ ist leer`);

const game = z.string({ invalid_type_error: '„spiele“ nennt etwas, das kein Spiel ist' }).superRefine((id, ctx) => {
  if (!GAME_IDS.includes(id)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `„spiele“ nennt ein unbekanntes Spiel „${id}“ (bekannt: ${GAME_IDS.join(', ')})` });
  }
});

/** One entry of a file (the term is its key). */
export const glossaryEntrySchema = z
  .object(
    {
      auch: texts('auch').optional(),
      spiele: z
        .array(game, { required_error: '„spiele“ fehlt', invalid_type_error: '„spiele“ muss eine Liste sein, z. B. [durak, dudab]' })
        .min(1, '„spiele“ ist leer'),
      text: text('text').min(31, '„text“ ist zu kurz: ein, zwei ganze Sätze'),
      formen: texts('formen'),
    },
    {
      errorMap: (issue, ctx) =>
        issue.code === z.ZodIssueCode.unrecognized_keys
          ? { message: `unbekanntes Feld ${issue.keys.map((k) => `„${k}“`).join(', ')} (erlaubt: auch, spiele, text, formen)` }
          : issue.code === z.ZodIssueCode.invalid_type
            ? { message: 'der Eintrag ist keine Liste von Feldern (auch, spiele, text, formen)' }
            : { message: ctx.defaultError },
    },
  )
  .strict();

/** A whole file: term → entry. */
export const glossaryFileSchema = z.record(z.string().min(1, 'ein Begriff ohne Namen'), glossaryEntrySchema, {
  invalid_type_error: 'die Datei enthält keine Begriffe (je Begriff: „Begriff:“ und darunter seine Felder)',
});

export type GlossaryFile = z.infer<typeof glossaryFileSchema>;

/** The German message for a file that fails the schema: the file, then each term with what is wrong. */
export function glossaryErrorMessage(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const [term, ...rest] = issue.path;
    if (term === undefined) return `${file}: ${issue.message}.`;
    const where = rest.length > 1 ? ` (${rest.join(' ')})` : '';
    return `${file}, Begriff „${term}“: ${issue.message}${where}.`;
  });
  return `Kartenkunde: ${lines.join('\n')}`;
}

/** One file's data checked against the schema; throws the German message if it does not fit. */
export function checkGlossaryFile(file: string, data: unknown): GlossaryFile {
  const result = glossaryFileSchema.safeParse(data);
  if (!result.success) throw new Error(glossaryErrorMessage(file, result.error));
  return result.data;
}

/**
 * The glossary from its checked files (`name` without .yaml), in the order of GLOSSARY_FILES. Throws
 * for a file of another name and for a term that two entries share (their anchor on /kartenkunde/).
 */
export function glossaryFromFiles(files: readonly { name: string; data: GlossaryFile }[]): Begriff[] {
  const order = (name: string) => GLOSSARY_FILES.indexOf(name);
  const unknown = files.find((f) => order(f.name) < 0);
  if (unknown) {
    throw new Error(`Kartenkunde: ${GLOSSARY_DIR}/${unknown.name}.yaml ist keine bekannte Datei (erlaubt: ${GLOSSARY_FILES.map((n) => `${n}.yaml`).join(', ')}).`);
  }
  const seen = new Map<string, string>();
  const all: Begriff[] = [];
  for (const { name, data } of [...files].sort((a, b) => order(a.name) - order(b.name))) {
    for (const [term, entry] of Object.entries(data)) {
      const id = begriffId(term);
      const before = seen.get(id);
      if (before) throw new Error(`Kartenkunde: ${GLOSSARY_DIR}/${name}.yaml, Begriff „${term}“: denselben Anker #${id} hat schon „${before}“.`);
      seen.set(id, term);
      all.push({ term, ...(entry.auch ? { auch: entry.auch } : {}), games: entry.spiele, text: entry.text, formen: entry.formen });
    }
  }
  return all;
}

/** A file's text as YAML; a syntax error names the file. */
function parseYaml(file: string, source: string): unknown {
  try {
    return parse(source);
  } catch (e) {
    throw new Error(`Kartenkunde: ${file} ist kein gültiges YAML: ${(e as Error).message}`);
  }
}

/** The glossary read from every .yaml file in content/kartenkunde/ (below `root`, the project root by default). */
export function readGlossary(root = process.cwd()): Begriff[] {
  const dir = path.join(root, GLOSSARY_DIR);
  const names = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  return glossaryFromFiles(
    names.map((f) => {
      const file = `${GLOSSARY_DIR}/${f}`;
      return { name: f.slice(0, -'.yaml'.length), data: checkGlossaryFile(file, parseYaml(file, readFileSync(path.join(dir, f), 'utf8'))) };
    }),
  );
}
