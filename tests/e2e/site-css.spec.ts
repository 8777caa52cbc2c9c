/**
 * Each page loads only the CSS it uses (issue 30, point 10): a game's stylesheet (the classes that
 * only src/components/<game>/<game>.css defines) reaches that game's page and no other page before
 * any interaction; every game page gets its own, and /uebungen/ none: an exercise brings its game's
 * sheet (and the tables' islands.css and its own uebungen.css) when it opens, which no page links
 * before (uebungen/stylesheet.ts). Pages from the build folder (site-pages.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtPages } from './site-pages';

const GAMES = ['durak', 'ganjifa', 'dudab', 'bambuti'];
/** An exercise link of each game (as bench/page-size.mjs opens them). */
const EXERCISE: Record<string, string> = {
  durak: 'durak-schlagen.A01',
  ganjifa: 'ganjifa-bedienen.A01',
  dudab: 'dudab-reihe.A01',
  bambuti: 'bambuti-spalte.A01',
};
const classesOf = (css: string) =>
  new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[a-z_][a-z0-9_-]*)/gi)].map((m) => m[1]!));
/** A stylesheet's text with its parts (`@import './part.css';`, which the build inlines) in place. */
const sheetText = (file: string): string =>
  readFileSync(file, 'utf8').replace(/@import '([^']+)';/g, (_, part: string) => sheetText(join(dirname(file), part)));
const styles = readdirSync('src/styles').map((f) => join('src/styles', f));
/** The parts another sheet imports: they count as that sheet's. */
const parts = new Set(
  styles.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/@import '([^']+)';/g)].map((m) => join('src/styles', m[1]!))),
);
const sources = [...GAMES.map((g) => join('src/components', g, `${g}.css`)), ...styles.filter((f) => !parts.has(f))];
const all = new Map(sources.map((f) => [f, classesOf(sheetText(f))]));
/** Per game: the class names only its stylesheet defines. */
const own = new Map(
  GAMES.map((g, i) => {
    const mine = all.get(sources[i]!)!;
    const elsewhere = new Set([...all].filter(([f]) => f !== sources[i]).flatMap(([, s]) => [...s]));
    return [g, [...mine].filter((c) => !elsewhere.has(c))];
  }),
);

/** The classes of every stylesheet the page got (linked, inserted or inline), from now on. */
function cssOf(page: Page): () => Promise<Set<string>> {
  const sheets: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'stylesheet') sheets.push(res.text().catch(() => ''));
  });
  return async () => classesOf([...(await Promise.all(sheets)), ...(await page.locator('style').allTextContents())].join('\n'));
}

/** `path` has exactly the own classes of the games in `shown`, and none of the others'. */
function expectGames(css: Set<string>, shown: string[], path: string) {
  for (const g of GAMES) {
    const names = own.get(g)!;
    expect(names.length, `${g}.css has classes of its own`).toBeGreaterThan(3);
    const loaded = names.filter((c) => css.has(c));
    if (shown.includes(g)) expect(loaded, `${path} has ${g}.css`).toEqual(names);
    else expect(loaded, `${path} has none of ${g}.css`).toEqual([]);
  }
}

const exerciseOnly = ['islands.css', 'uebungen.css'].map((f) => join('src/styles', f));
/** Classes only islands.css or only uebungen.css defines: an exercise's look, not the page's. */
const exerciseOwn = exerciseOnly.map((f) => {
  const elsewhere = new Set([...all].filter(([g]) => g !== f).flatMap(([, s]) => [...s]));
  return [f, [...all.get(f)!].filter((c) => !elsewhere.has(c))] as const;
});

for (const { path, status } of builtPages()) {
  const game = /^\/spiele\/([^/]+)\//.exec(path)?.[1];
  const shown = game ? [game] : [];
  test(`${path} loads no other game's CSS`, async ({ page }) => {
    const css = cssOf(page);
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(status);
    expectGames(await css(), shown, path);
    if (path === '/uebungen/') {
      // Nothing of the tables before an exercise opens.
      const got = await css();
      for (const [f, names] of exerciseOwn)
        expect(
          names.filter((c) => got.has(c)),
          `${path} has none of ${f}`,
        ).toEqual([]);
    }
  });
}

for (const g of GAMES) {
  test(`/uebungen/ with a ${g} exercise loads its game's CSS, and only that`, async ({ page }) => {
    const css = cssOf(page);
    await page.goto(`/uebungen/?uebung=${EXERCISE[g]}`);
    await expect(page.locator('.uebung-frage')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const got = await css();
    expectGames(got, [g], `/uebungen/ (${g})`);
    for (const [f, names] of exerciseOwn)
      expect(
        names.filter((c) => !got.has(c)),
        `${f} came with the exercise`,
      ).toEqual([]);
    // The sheets apply once the exercise shows (each sets --css-<name> on :root).
    const applied = await page.evaluate(
      (names) => names.map((n) => getComputedStyle(document.documentElement).getPropertyValue(`--css-${n}`).trim()),
      ['islands', 'uebungen', g],
    );
    expect(applied).toEqual(['1', '1', '1']);
    await expect(page.locator('.uebung-frage')).toHaveCSS('font-weight', '600');
  });
}
