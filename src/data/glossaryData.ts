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

/**
 * A field whose value `problem` checks: null if it fits, else what is wrong, in German. Each field
 * gives one issue with its own message (a custom issue: Astro's build prints it as written, where it
 * would replace the messages of zod's own type checks by English ones).
 */
function field<T>(name: string, problem: (value: unknown) => string | null) {
  return z.custom<T>(
    (value) => value !== undefined && problem(value) === null,
    (value) => ({ message: value === undefined ? `„${name}“ fehlt` : `„${name}“ ${problem(value)}`, fatal: false }),
  );
}

const words = (value: unknown) =>
  !Array.isArray(value) || value.some((w) => typeof w !== 'string' || !w.trim())
    ? 'muss eine Liste von Wörtern sein, z. B. [Trumpf, Trümpfe]'
    : value.length === 0
      ? 'ist leer'
      : null;

const games = (value: unknown) => {
  if (!Array.isArray(value)) return 'muss eine Liste von Spielen sein, z. B. [durak, dudab]';
  if (value.length === 0) return 'ist leer';
  const unknown = value.find((g) => !GAME_IDS.includes(g));
  return unknown === undefined ? null : `nennt ein unbekanntes Spiel „${String(unknown)}“ (bekannt: ${GAME_IDS.join(', ')})`;
};

const explanation = (value: unknown) =>
  typeof value !== 'string' ? 'muss ein Text sein' : value.trim().length <= 30 ? 'ist zu kurz: ein, zwei ganze Sätze' : null;

const FIELDS = ['auch', 'spiele', 'text', 'formen'];

/** One entry of a file (the term is its key). Reports every field that is wrong, not only the first. */
export const glossaryEntrySchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    message: `der Eintrag hat keine Felder (darunter eingerückt: ${FIELDS.join(', ')})`,
  })
  .pipe(
    z
      .object({
        auch: field<string[]>('auch', words).optional(),
        spiele: field<string[]>('spiele', games),
        text: field<string>('text', explanation),
        formen: field<string[]>('formen', words),
      })
      .passthrough()
      .superRefine((entry, ctx) => {
        const extra = Object.keys(entry).filter((k) => !FIELDS.includes(k));
        if (extra.length) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: `unbekanntes Feld ${extra.map((k) => `„${k}“`).join(', ')} (erlaubt: ${FIELDS.join(', ')})`,
          });
        }
      }),
  );

/** A whole file: term → entry. */
export const glossaryFileSchema = z.record(z.string().min(1, 'ein Begriff ohne Namen'), glossaryEntrySchema, {
  invalid_type_error: 'die Datei enthält keine Begriffe (je Begriff: „Begriff:“ und darunter seine Felder)',
});

export type GlossaryFile = z.infer<typeof glossaryFileSchema>;

/** The German message for a file that fails the schema: the file, then each term with what is wrong. */
export function glossaryErrorMessage(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const [term] = issue.path;
    if (term === undefined) return `${file}: ${issue.message}.`;
    return `${file}, Begriff „${term}“: ${issue.message}.`;
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
    throw new Error(
      `Kartenkunde: ${GLOSSARY_DIR}/${unknown.name}.yaml ist keine bekannte Datei (erlaubt: ${GLOSSARY_FILES.map((n) => `${n}.yaml`).join(', ')}).`,
    );
  }
  const seen = new Map<string, string>();
  const all: Begriff[] = [];
  for (const { name, data } of [...files].sort((a, b) => order(a.name) - order(b.name))) {
    for (const [term, entry] of Object.entries(data)) {
      const id = begriffId(term);
      const before = seen.get(id);
      if (before)
        throw new Error(`Kartenkunde: ${GLOSSARY_DIR}/${name}.yaml, Begriff „${term}“: denselben Anker #${id} hat schon „${before}“.`);
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
