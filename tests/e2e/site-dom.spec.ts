/**
 * Each page stays under 2,000 elements before any interaction (issue 30, point 10: Lighthouse's
 * `dom-size`; bench/page-size.mjs reports the same count as `page.<name>.dom_elements`): counted
 * right after load, before an island is scrolled into view. Pages from the build folder
 * (site-pages.ts). The Bambuti and Dudab pages hold their examples' tables back until each example
 * runs (TutorialPlayer's `waitClass`; drawn in the HTML the Bambuti page had 3,112 elements, Dudab
 * 1,994): until then a placeholder keeps each table's place, about as high as the table.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { builtPages } from './site-pages';

const LIMIT = 2000;

for (const { path, status } of builtPages()) {
  test(`${path} has fewer than ${LIMIT} elements before any interaction`, async ({ page }) => {
    const res = await page.goto(path, { waitUntil: 'load' });
    expect(res?.status()).toBe(status);
    const count = await page.evaluate(() => document.getElementsByTagName('*').length);
    expect(count).toBeLessThan(LIMIT);
  });
}

/** The pages whose examples draw their table only once they run. */
const WAITING = ['bambuti', 'dudab'];

for (const game of WAITING) {
  for (const width of [360, 800, 1280]) {
    test(`/spiele/${game}/ at ${width} px: an example's placeholder is about as high as its table`, async ({ browser, page }) => {
      const heights = (p: Page) =>
        p.locator('.beispiel .insel-tisch').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      // the HTML as it arrives: without JavaScript no island runs
      const still = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width, height: 800 },
        javaScriptEnabled: false,
      });
      const before = await still.newPage();
      await before.goto(`/spiele/${game}/`);
      await expect(before.locator(`.beispiel .${game}-wartet`).first()).toBeVisible();
      await expect(before.locator(`.beispiel .${game}-tisch`)).toHaveCount(0);
      const waiting = await heights(before);
      await still.close();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/spiele/${game}/`);
      const sections = page.locator('section.beispiel');
      const n = await sections.count();
      for (let i = 0; i < n; i++) await hydrated(page, `#${await sections.nth(i).getAttribute('id')}`);
      await expect(page.locator('.tisch-wartet')).toHaveCount(0);
      await expect(page.locator(`.beispiel .${game}-tisch`)).toHaveCount(n);
      const running = await heights(page);
      expect(waiting).toHaveLength(n);
      for (let i = 0; i < n; i++) {
        const off = Math.abs(running[i]! - waiting[i]!) / running[i]!;
        expect(off, `example ${i + 1}: ${waiting[i]} px waiting, ${running[i]} px running`).toBeLessThan(0.2);
      }
    });
  }
}
