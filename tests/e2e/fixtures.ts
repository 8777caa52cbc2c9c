/**
 * Shared Playwright fixtures: every page in every test is watched, and a test fails if the page
 * requested anything from a host other than this machine, or threw an uncaught error or logged one to the console.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

export interface Watch {
  foreign: string[];
  errors: string[];
}

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ context }, use) => {
      const watch: Watch = { foreign: [], errors: [] };
      context.on('request', (req) => {
        const url = req.url();
        if (!LOCAL.test(url) && !url.startsWith('data:') && !url.startsWith('blob:') && !url.startsWith('about:')) {
          watch.foreign.push(url);
        }
      });
      context.on('page', (page) => {
        page.on('pageerror', (e) => watch.errors.push(String(e)));
        page.on('console', (msg) => {
          // (the 404 page's own status is reported as a failed load of the document itself)
          const ownStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
          if (msg.type() === 'error' && !ownStatus) watch.errors.push('console: ' + msg.text());
        });
      });
      await use(watch);
      expect(watch.foreign, 'requests to other hosts').toEqual([]);
      expect(watch.errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until every island on the page that is in view has hydrated. */
export async function hydrated(page: Page, selector: string) {
  const island = page.locator('astro-island', { has: page.locator(selector) }).first();
  // Scroll again while waiting: another island may move the view (a link scrolls to its island),
  // and a client:visible island hydrates only once it has really been seen.
  await expect(async () => {
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

export async function expectAxeClean(page: Page, include?: string) {
  // Colours are judged as the reader sees them once a fade-in (e.g. a feedback box's 0.3 s) has
  // ended: axe in the middle of one reads half-transparent text as too little contrast.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
