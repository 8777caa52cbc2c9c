/**
 * No component imports a game's barrel (`games/<game>/index.ts`, issue 14, point 4): the barrel
 * re-exports the whole engine with its layout parser, so a page importing it would ship code it
 * never runs. Components import the modules they use (`games/<game>/rules` for `<game>Play`,
 * `cards`, `types` …). Modelled on Starlight's no-internal-barrel-imports test.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const COMPONENTS = join(ROOT, 'src', 'components');
const GAMES = readdirSync(join(ROOT, 'src', 'games'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'core')
  .map((d) => d.name);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : /\.(tsx?|astro)$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** The module specifiers of `text` (static imports, re-exports, dynamic imports) that name a game's barrel. */
export function barrelImports(text: string): string[] {
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  const barrel = new RegExp(`(^|/)games/(${GAMES.join('|')})(/index(\\.ts)?)?$`);
  return specs.filter((s) => barrel.test(s));
}

describe('components import engine modules, never a game’s barrel', () => {
  test('the games are found', () => {
    expect(GAMES).toEqual(expect.arrayContaining(['durak', 'dudab', 'ganjifa', 'bambuti']));
  });

  test('no file under src/components imports games/<game> or games/<game>/index', () => {
    const found = files(COMPONENTS).flatMap((f) => barrelImports(readFileSync(f, 'utf8')).map((s) => `${relative(ROOT, f)}: ${s}`));
    expect(found).toEqual([]);
  });

  test('the pattern catches every form of a barrel import and nothing else', () => {
    expect(barrelImports("import { ganjifa } from '../../games/ganjifa';")).toEqual(['../../games/ganjifa']);
    expect(barrelImports("import type { DudabMove } from '../../games/dudab/index';")).toEqual(['../../games/dudab/index']);
    expect(barrelImports("export { durak } from '../../games/durak/index.ts';")).toEqual(['../../games/durak/index.ts']);
    expect(barrelImports("const m = await import('../../games/bambuti');")).toEqual(['../../games/bambuti']);
    expect(barrelImports("import { ganjifaPlay } from '../../games/ganjifa/rules';")).toEqual([]);
    expect(barrelImports("import { sameMove } from '../../games/core/scenario';")).toEqual([]);
  });
});
