import { existsSync } from 'node:fs';
import { test, expect, expectAxeClean } from './fixtures';
import { GAMES } from '../../src/data/games';

/** A game has a page once its rules are written (content/spiele/<slug>.mdx); the others are „in Vorbereitung“. */
const built = GAMES.filter((g) => existsSync(`content/spiele/${g.slug}.mdx`));
const planned = GAMES.filter((g) => !built.includes(g));

test('home page lists the four games; the built ones are linked, the others „in Vorbereitung“', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const main = page.locator('main');
  for (const game of GAMES) await expect(main.getByRole('heading', { name: game.title })).toBeVisible();
  expect(built.map((g) => g.slug)).toContain('durak');
  for (const game of built) {
    await expect(main.getByRole('link', { name: game.title, exact: true })).toHaveAttribute('href', `/spiele/${game.slug}/`);
    await expect(main.getByRole('article', { name: game.title })).not.toContainText(/in Vorbereitung/i);
  }
  for (const game of planned) {
    await expect(main.getByRole('article', { name: game.title })).toContainText(/in Vorbereitung/i);
    await expect(main.getByRole('link', { name: game.title })).toHaveCount(0);
  }
  // the header navigation names all four games
  const nav = page.getByRole('navigation').first();
  for (const title of ['Durak', 'Ganjifa', 'Dudab', 'Bambuti']) await expect(nav).toContainText(title);
  await expectAxeClean(page);
});

test('home page shows tutorial progress from localStorage and survives broken storage', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('kartenspiele:fortschritt:durak', JSON.stringify(['trumpf', 'aufnehmen'])));
  await page.reload();
  await expect(page.locator('main')).toContainText(/2 von \d+ Beispielen/);
  await page.evaluate(() => localStorage.setItem('kartenspiele:fortschritt:durak', '{kaputt'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Durak' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/von \d+ Beispielen durchgespielt/);
});

test('unknown address gives the German 404 page', async ({ page }) => {
  const res = await page.goto('/gibt-es-nicht/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('gibt es nicht');
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`pages fit a ${width}px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/spiele/durak/']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the whole Durak page is axe clean with every island hydrated (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/spiele/durak/');
    const islands = page.locator('astro-island');
    const count = await islands.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectAxeClean(page);
  });
}
