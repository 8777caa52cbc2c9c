/**
 * Each page loads only the CSS it uses (issue 30, point 10): a game's stylesheet (the classes that
 * only src/components/<game>/<game>.css defines) reaches that game's page and no other page before
 * any interaction; every game page gets its own, and /uebungen/ (exercises of every game, opened
 * in place) all four. Pages from the build folder (site-pages.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { builtPages } from './site-pages';

const GAMES = ['durak', 'ganjifa', 'dudab', 'bambuti'];
const classesOf = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[a-z_][a-z0-9_-]*)/gi)].map((m) => m[1]!));
const sources = [
  ...GAMES.map((g) => join('src/components', g, `${g}.css`)),
  ...readdirSync('src/styles').map((f) => join('src/styles', f)),
];
const all = new Map(sources.map((f) => [f, classesOf(readFileSync(f, 'utf8'))]));
/** Per game: the class names only its stylesheet defines. */
const own = new Map(
  GAMES.map((g, i) => {
    const mine = all.get(sources[i]!)!;
    const elsewhere = new Set([...all].filter(([f]) => f !== sources[i]).flatMap(([, s]) => [...s]));
    return [g, [...mine].filter((c) => !elsewhere.has(c))];
  }),
);

for (const { path, status } of builtPages()) {
  const game = /^\/spiele\/([^/]+)\//.exec(path)?.[1];
  const shown = game ? [game] : path === '/uebungen/' ? GAMES : [];
  test(`${path} loads no other game's CSS`, async ({ page }) => {
    const sheets: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'stylesheet') sheets.push(await res.text().catch(() => ''));
    });
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(status);
    const inline = await page.locator('style').allTextContents();
    const css = classesOf([...sheets, ...inline].join('\n'));
    for (const g of GAMES) {
      const names = own.get(g)!;
      expect(names.length, `${g}.css has classes of its own`).toBeGreaterThan(3);
      const loaded = names.filter((c) => css.has(c));
      if (shown.includes(g)) expect(loaded, `${path} has ${g}.css`).toEqual(names);
      else expect(loaded, `${path} has none of ${g}.css`).toEqual([]);
    }
  });
}
