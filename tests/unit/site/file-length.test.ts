/**
 * Issue 31: no code file in src/ (stylesheets included) is longer than 400 lines (a file that grows
 * past it is split by what its parts do). Counted like `wc -l`: newline characters.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const LIMIT = 400;
const CODE = /\.(ts|tsx|astro|mjs|cjs|js|css)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : CODE.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test('no code file in src/ is longer than 400 lines', () => {
  const all = files('src');
  expect(all.length).toBeGreaterThan(100);
  expect(all.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(10);
  const long = all
    .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter((x) => x.lines > LIMIT)
    .map((x) => `${x.f}: ${x.lines}`);
  expect(long).toEqual([]);
});
