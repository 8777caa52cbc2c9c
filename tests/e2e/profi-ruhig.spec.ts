/**
 * Runs after every other browser test (its own Playwright project „ruhig“, see
 * playwright.config.ts), so that other tests do not load the machine while it measures: while
 * „Profi“ thinks, the page's main thread never runs a task over 50 ms (PerformanceObserver for long
 * tasks) — the search runs in its Web Worker; nor while the analysis of a game („Analyse“) runs in it.
 */
import { test, expect, hydrated } from './fixtures';
import { decide, readerToAct } from './durak-helpers';
import { GAMES, profiPosition } from './profi-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { randomGame } from '../helpers/randomGame';

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

test('ganjifa: the page never blocks while the analysis runs (no long task over 50 ms)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; end: number }[]; progressAt: number[] };
    w.longTasks = [];
    w.progressAt = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // When the worker's progress reached the page: the last one comes before the finished report is drawn.
    new MutationObserver(() => {
      if (document.querySelector('section.analyse progress')) w.progressAt.push(performance.now());
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['value'] });
  });
  const options = ganjifaKit.rules.defaultOptions;
  const moves = randomGame(ganjifaKit, options, 5);
  const code = makePartieCode(ganjifaKit, { options, level: 'fortgeschritten', seed: 5, moves });
  await page.goto(`/spiele/ganjifa/?partie=${code}`);
  await hydrated(page, '#freies-spiel');
  const section = page.locator('#freies-spiel');
  await page.waitForTimeout(1500);
  await section.getByRole('button', { name: 'Partie analysieren', exact: true }).click();
  // once the board is there and the worker reports its second decision, leave the page alone
  await expect(section.getByText(/^Analysiere deine Entscheidung ([2-9]|\d\d+) von \d+ …$/)).toBeVisible({ timeout: 60_000 });
  const from = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  // The window measured ends with the last progress the page showed, 3 s later at most: it lies
  // inside the analysis (the finished report's drawing comes after it).
  const { to, longTasks } = await page.evaluate((t0) => {
    const w = window as unknown as { longTasks: { start: number; end: number }[]; progressAt: number[] };
    const seen = w.progressAt.filter((t) => t > t0);
    return { to: seen.length > 0 ? seen[seen.length - 1]! : t0, longTasks: w.longTasks };
  }, from);
  expect(to - from, 'the analysis went on after the second decision').toBeGreaterThan(200);
  const during = longTasks.filter((t) => t.start >= from && t.end <= to && t.end - t.start > 50);
  expect(during, 'long tasks while the analysis ran').toEqual([]);
});
