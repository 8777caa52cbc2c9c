/**
 * What the tests need from the specs (shared/rules/<spiel>.md), read once into
 * tests/fixtures/specs.json so that a clone with nothing beside it runs every test: the cells of
 * each spec's „German glossary“ column, and a fingerprint of the specs' German six-word runs (to
 * check that the site explains in its own words). No test reads the specs themselves.
 */
import { readFileSync } from 'node:fs';

interface Specs {
  glossar: Record<string, string[]>;
  sechsWortFolgen: { hashes: string };
}

const specs = JSON.parse(readFileSync(new URL('../fixtures/specs.json', import.meta.url), 'utf8')) as Specs;

/** The cells of the column „German (site)“ of a spec's glossary table, in table order. */
export function specGlossary(game: string): readonly string[] {
  const cells = specs.glossar[game];
  if (!cells) throw new Error(`${game}: no glossary in tests/fixtures/specs.json`);
  return cells;
}

/** FNV-1a (32 bit) of the UTF-8 bytes of `s`, as the fixture stores it. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (const b of new TextEncoder().encode(s)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const specRuns = new Set(specs.sechsWortFolgen.hashes.split(' ').map((h) => parseInt(h, 16)));

/** Whether six lower-case words, joined by one space, occur in this order in a spec's German text. */
export function inSpec(sixWords: string): boolean {
  return specRuns.has(fnv1a(sixWords));
}
