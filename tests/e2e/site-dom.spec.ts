/**
 * Each page stays under 2,000 elements before any interaction (issue 30, point 10: Lighthouse's
 * `dom-size`; bench/page-size.mjs reports the same count as `page.<name>.dom_elements`): counted
 * right after load, before an island is scrolled into view. Pages from the build folder
 * (site-pages.ts). The Bambuti page holds its examples' tables back until each example runs
 * (TutorialPlayer's `waitClass`): drawn in the HTML they were 3,112 elements.
 */
import { expect, test } from './fixtures';
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
