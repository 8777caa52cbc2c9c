/**
 * Issue 30, point 10: each page loads only the rules it shows. Lighthouse's „unused-css-rules“ must
 * find nothing above 2 KB on any page: for every stylesheet a page has (linked or inline) once every
 * island is in view and before any interaction, the share of its rules Chromium's CSS coverage never
 * saw used, times its gzip size (tests/cssWaste.mjs, as bench/page-size.mjs prints it), stays below
 * 2,000 bytes – at a phone's width and at a desktop's. Rules used only after an action (the free
 * game, the analysis, an exercise) come with that action's chunk. An exercise opened by its link
 * (`/uebungen/?uebung=`, one per game and one Taktik) counts as a page too: it opens at load, and
 * its sheets (islands.css, uebungen.css, the game's) must not carry what only an example or the
 * free game uses.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allIslandsHydrated, builtPages } from './site-pages';
import { cssWaste } from '../cssWaste.mjs';
import { DRILL_PARAM } from '../../src/games/core/drills';
import { buildTactic } from '../../src/games/core/tactics';
import { durakTactics } from '../../src/games/durak/tactics';
import { DURAK_NAMES } from '../../src/games/durak/kit';
import { drillOf } from './uebungen-helpers';

const LIMIT = 2000;

/** Every stylesheet the page had since `start`, with what it wastes; at least one. */
async function expectNoWaste(page: Page) {
  const waste = (await page.coverage.stopCSSCoverage()).map((c) => [c.url, cssWaste(c).wasted] as const);
  expect(waste.length).toBeGreaterThan(0);
  for (const [url, wasted] of waste) expect(wasted, `${url} wastes ${wasted} bytes`).toBeLessThan(LIMIT);
}

for (const { path, status } of builtPages()) {
  if (status !== 200) continue;
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px: no stylesheet wastes ${LIMIT} bytes or more`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.coverage.startCSSCoverage({ resetOnNavigation: false });
      await page.goto(path, { waitUntil: 'networkidle' });
      await allIslandsHydrated(page);
      await page.waitForLoadState('networkidle');
      await expectNoWaste(page);
    });
  }
}

/** An exercise link of each game (engine-made, uebungen-helpers.ts) and one Taktik, opened on /uebungen/. */
const EXERCISES: [string, () => { code: string; question: string }][] = [
  ['Durak', () => drillOf('durak', 'durak-schlagen', 1)],
  ['Ganjifa', () => drillOf('ganjifa', 'ganjifa-bedienen', 1)],
  ['Dudab', () => drillOf('dudab', 'dudab-reihe', 1)],
  ['Bambuti', () => drillOf('bambuti', 'bambuti-spalte', 1)],
  ['Durak-Taktik', () => buildTactic(durakTactics, 'durak-taktik-abwehr', 3, 0, DURAK_NAMES)],
];

for (const [name, make] of EXERCISES) {
  for (const width of [360, 1280]) {
    test(`/uebungen/ with a ${name} exercise by link at ${width} px: no stylesheet wastes ${LIMIT} bytes or more`, async ({ page }) => {
      const { code, question } = make();
      await page.setViewportSize({ width, height: 900 });
      await page.coverage.startCSSCoverage({ resetOnNavigation: false });
      await page.goto(`/uebungen/?${DRILL_PARAM}=${code}`, { waitUntil: 'networkidle' });
      await expect(page.locator('#uebung-insel .uebung-frage')).toHaveText(question, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expectNoWaste(page);
    });
  }
}
