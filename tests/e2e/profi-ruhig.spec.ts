/**
 * Runs after every other browser test (its own Playwright project „ruhig“, see
 * playwright.config.ts), so that other tests do not load the machine while it measures: while
 * „Profi“ thinks, the page's main thread never runs a task over 50 ms (PerformanceObserver for long
 * tasks) — the search runs in its Web Worker.
 */
import { test, expect, hydrated } from './fixtures';
import { decide, readerToAct } from './durak-helpers';
import { GAMES, profiPosition } from './profi-helpers';

test('durak: the page never blocks while Profi thinks (no long task over 50 ms)', async ({ page }) => {
  // Long tasks and the times the table is busy (a bot deciding), recorded in the page.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; end: number }[]; busy: { start: number; end: number }[] };
    w.longTasks = [];
    w.busy = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
    let since: number | null = null;
    new MutationObserver(() => {
      const busy = document.querySelector('#freies-spiel [aria-busy="true"]') !== null;
      if (busy && since === null) since = performance.now();
      if (!busy && since !== null) {
        w.busy.push({ start: since, end: performance.now() });
        since = null;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'], childList: true });
  });
  let windows = 0;
  for (const seed of [4242, 77, 99]) {
    const { code } = profiPosition(GAMES[0]!, seed, 'reader');
    await page.goto(`/spiele/durak/?partie=${code}`);
    await hydrated(page, '#freies-spiel');
    const section = page.locator('#freies-spiel');
    await readerToAct(section);
    // Let the page settle (islands hydrating as they scroll past), then make one move and leave
    // the page alone while the computer thinks: the test's own DOM queries run on the page's
    // main thread too.
    await page.waitForTimeout(1500);
    const from = await page.evaluate(() => performance.now());
    await decide(section);
    await page.waitForTimeout(2500);
    const { longTasks, busy } = await page.evaluate((t0) => {
      const w = window as unknown as { longTasks: { start: number; end: number }[]; busy: { start: number; end: number }[] };
      return { longTasks: w.longTasks, busy: w.busy.filter((b) => b.start >= t0) };
    }, from);
    windows += busy.length;
    // Tasks inside a thinking window (the renders that open and close a window belong to the moves
    // before and after it): a search on the main thread would be one of them.
    const during = longTasks.filter((t) => busy.some((b) => t.start >= b.start && t.end <= b.end) && t.end - t.start > 50);
    expect(during, `long tasks while a bot was thinking (seed ${seed})`).toEqual([]);
  }
  expect(windows, 'the computer thought').toBeGreaterThan(0);
});
