/**
 * Issue 30, point 10: each page loads only the rules it shows. Lighthouse's „unused-css-rules“ must
 * find nothing above 2 KB on any page: for every stylesheet a page has (linked or inline) once every
 * island is in view and before any interaction, the share of its rules Chromium's CSS coverage never
 * saw used, times its gzip size (tests/cssWaste.mjs, as bench/page-size.mjs prints it), stays below
 * 2,000 bytes – at a phone's width and at a desktop's. Rules used only after an action (the free
 * game, the analysis, an exercise) come with that action's chunk.
 */
import { expect, test } from './fixtures';
import { allIslandsHydrated, builtPages } from './site-pages';
import { cssWaste } from '../cssWaste.mjs';

const LIMIT = 2000;

for (const { path, status } of builtPages()) {
  if (status !== 200) continue;
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px: no stylesheet wastes ${LIMIT} bytes or more`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.coverage.startCSSCoverage({ resetOnNavigation: false });
      await page.goto(path, { waitUntil: 'networkidle' });
      await allIslandsHydrated(page);
      await page.waitForLoadState('networkidle');
      const waste = (await page.coverage.stopCSSCoverage()).map((c) => [c.url, cssWaste(c).wasted] as const);
      expect(waste.length).toBeGreaterThan(0);
      for (const [url, wasted] of waste) expect(wasted, `${url} wastes ${wasted} bytes`).toBeLessThan(LIMIT);
    });
  }
}
