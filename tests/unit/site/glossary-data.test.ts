/**
 * The glossary as data (content/kartenkunde/*.yaml, src/data/glossaryData.ts, issue 31): the schema
 * that the collection `kartenkunde` and the rehype step share turns a broken file away with a
 * German message naming the file and the term, and the reader keeps the files' order.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ZodErrorMap } from 'astro/zod';
import {
  GLOSSARY_DIR,
  GLOSSARY_FILES,
  checkGlossaryFile,
  glossaryFileSchema,
  glossaryFromFiles,
  readGlossary,
} from '../../../src/data/glossaryData';

const FILE = 'content/kartenkunde/durak.yaml';
const TRUMPF = {
  spiele: ['durak'],
  text: 'Die eine Farbe, die alle anderen sticht, bei Durak aufgedeckt unter dem Stapel.',
  formen: ['Trumpf', 'Trümpfe'],
};

/** The message `checkGlossaryFile` throws for `data`, or null if it passes. */
function refusal(data: unknown): string | null {
  try {
    checkGlossaryFile(FILE, data);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** A copy of content/kartenkunde/ in a temporary project root, changed by `edit`. */
function withCopy<T>(edit: (dir: string) => void, read: (root: string) => T): T {
  const root = mkdtempSync(path.join(tmpdir(), 'kartenkunde-'));
  try {
    cpSync(GLOSSARY_DIR, path.join(root, GLOSSARY_DIR), { recursive: true });
    edit(path.join(root, GLOSSARY_DIR));
    return read(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the glossary schema', () => {
  it('accepts a complete entry, with or without other names', () => {
    expect(refusal({ Trumpf: TRUMPF, Stich: { ...TRUMPF, auch: ['Stiche'], formen: ['Stich'] } })).toBeNull();
  });

  it('refuses an entry without a field, naming the file, the term and the field in German', () => {
    const { text: _, ...ohneText } = TRUMPF;
    expect(refusal({ Trumpf: ohneText })).toBe(`Kartenkunde: ${FILE}, Begriff „Trumpf“: „text“ fehlt.`);
    const { formen: __, ...ohneFormen } = TRUMPF;
    expect(refusal({ Trumpf: TRUMPF, Angriff: ohneFormen })).toBe(`Kartenkunde: ${FILE}, Begriff „Angriff“: „formen“ fehlt.`);
  });

  it('refuses a game it does not know, and names the known ones', () => {
    expect(refusal({ Trumpf: { ...TRUMPF, spiele: ['durak', 'skat'] } })).toBe(
      `Kartenkunde: ${FILE}, Begriff „Trumpf“: „spiele“ nennt ein unbekanntes Spiel „skat“ (bekannt: durak, ganjifa, dudab, bambuti).`,
    );
  });

  it('refuses a misspelt field, an empty list, word forms that are no list, an entry without fields, a short text and a file with no terms', () => {
    expect(refusal({ Trumpf: { ...TRUMPF, txt: 'x' } })).toContain('Begriff „Trumpf“: unbekanntes Feld „txt“');
    // a misspelt field is reported together with the field it leaves missing
    const { text: _, ...ohneText } = TRUMPF;
    expect(refusal({ Trumpf: { ...ohneText, txt: TRUMPF.text } })).toBe(
      `Kartenkunde: ${FILE}, Begriff „Trumpf“: „text“ fehlt.\n${FILE}, Begriff „Trumpf“: unbekanntes Feld „txt“ (erlaubt: auch, spiele, text, formen).`,
    );
    expect(refusal({ Trumpf: { ...TRUMPF, spiele: [] } })).toContain('Begriff „Trumpf“: „spiele“ ist leer');
    expect(refusal({ Trumpf: { ...TRUMPF, formen: 'Trumpf' } })).toContain('Begriff „Trumpf“: „formen“ muss eine Liste von Wörtern sein');
    expect(refusal({ Trumpf: 'Die eine Farbe, die sticht.' })).toContain('Begriff „Trumpf“: der Eintrag hat keine Felder');
    expect(refusal({ Trumpf: { ...TRUMPF, text: 'Sticht.' } })).toContain('Begriff „Trumpf“: „text“ ist zu kurz');
    expect(refusal(null)).toContain(`${FILE}: die Datei enthält keine Begriffe`);
  });

  it('keeps its German messages under an error map like that of Astro’s build, which rewrites zod’s type messages', () => {
    // astro/dist/core/errors/zod-error-map.js: „Required“ or „Expected type …“ for a type issue,
    // the issue's own message otherwise
    const astroLike: ZodErrorMap = (issue, ctx) =>
      issue.code === 'invalid_type'
        ? { message: issue.received === 'undefined' ? 'Required' : 'Expected type' }
        : { message: issue.message ?? ctx.defaultError };
    const { text: _, ...ohneText } = TRUMPF;
    const data = { Trumpf: { ...ohneText, spiele: 'durak', formen: ['Trumpf', 3] }, Stich: 'kein Eintrag' };
    const result = glossaryFileSchema.safeParse(data, { errorMap: astroLike });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort()).toEqual([
      'Stich: der Eintrag hat keine Felder (darunter eingerückt: auch, spiele, text, formen)',
      'Trumpf.formen: „formen“ muss eine Liste von Wörtern sein, z. B. [Trumpf, Trümpfe]',
      'Trumpf.spiele: „spiele“ muss eine Liste von Spielen sein, z. B. [durak, dudab]',
      'Trumpf.text: „text“ fehlt',
    ]);
  });
});

describe('reading content/kartenkunde/', () => {
  it('reads the files in their fixed order, the shared terms first', () => {
    const glossary = readGlossary();
    expect(GLOSSARY_FILES).toEqual(['allgemein', 'durak', 'ganjifa', 'dudab', 'bambuti']);
    expect(glossary[0]!.term).toBe('Farbe');
    const firstOf = (game: string) =>
      glossary.findIndex((b) => b.games.length === 1 && b.games[0] === game && b.term !== 'gegen den Uhrzeigersinn');
    expect(firstOf('durak')).toBeLessThan(firstOf('ganjifa'));
    expect(firstOf('ganjifa')).toBeLessThan(firstOf('dudab'));
    expect(firstOf('dudab')).toBeLessThan(firstOf('bambuti'));
  });

  it('fails on a broken file with the message of the schema', () => {
    const read = () =>
      withCopy(
        (dir) => writeFileSync(path.join(dir, 'dudab.yaml'), 'Hexe:\n  spiele: [dudab]\n  formen: [Hexe]\n'),
        (root) => readGlossary(root),
      );
    expect(read).toThrow('Kartenkunde: content/kartenkunde/dudab.yaml, Begriff „Hexe“: „text“ fehlt.');
  });

  it('fails on a file of another name, on broken YAML and on a term two files explain', () => {
    const extra = () =>
      withCopy(
        (dir) => writeFileSync(path.join(dir, 'skat.yaml'), JSON.stringify({ Skatblatt: TRUMPF })),
        (root) => readGlossary(root),
      );
    expect(extra).toThrow('content/kartenkunde/skat.yaml ist keine bekannte Datei');
    const broken = () =>
      withCopy(
        (dir) => writeFileSync(path.join(dir, 'durak.yaml'), 'Trumpf: [\n'),
        (root) => readGlossary(root),
      );
    expect(broken).toThrow('Kartenkunde: content/kartenkunde/durak.yaml ist kein gültiges YAML');
    const twice = () =>
      glossaryFromFiles([
        { name: 'allgemein', data: { Trumpf: TRUMPF } },
        { name: 'durak', data: { Trumpf: TRUMPF } },
      ]);
    expect(twice).toThrow('Kartenkunde: content/kartenkunde/durak.yaml, Begriff „Trumpf“: denselben Anker #trumpf hat schon „Trumpf“.');
  });
});
