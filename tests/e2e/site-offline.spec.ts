/**
 * Offline at the table (issue 18): after one visit the service worker (src/offline/sw.ts, written
 * by src/integrations/offline.mjs) has cached the whole built site; without a network every page
 * loads, an example step and a free-play move work (the bots' code comes on demand from the cache),
 * and example links with a query string open. The quiet notes: „Offline verfügbar“ once the cache
 * is complete, „Neue Version – neu laden“ when a second worker version waits.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { freeGameStarted, gamePage, openScenario, openFreePlay, playScenarioStep, type Game } from './game-helpers';
import { decide, readerToAct, buttonFor } from './durak-helpers';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { precacheList } from '../../src/integrations/offline.mjs';
import { HOST_FILES } from '../../src/integrations/headers.mjs';

const DIST = process.env.PW_OUTDIR ?? 'dist';
const GAMES: Game[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];
const TITLES: Record<Game, RegExp> = { durak: /Durak/, ganjifa: /Ganjifa/, dudab: /Dudab/, bambuti: /Bambuti/ };

test.use({ serviceWorkers: 'allow' });

/** The addresses in this site's caches, by cache name. */
function cached(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

/** Visits the home page and waits until the worker controls it, which it does once the cache is complete. */
async function installed(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

test('after one visit every page, an example step and a free-play move work offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await installed(page);
  const note = page.getByRole('status').filter({ hasText: 'Offline verfügbar' });
  await expect(note).toBeVisible();
  await expectAxeClean(page, '.offline-hinweis');

  // the one cache holds every file the build directory serves to a reader, and nothing is missing
  // (`_headers` is read by the host and never served: written after the worker's list, not in it)
  const expected = precacheList(DIST)
    .filter((f) => !HOST_FILES.includes(f.file))
    .map((f) => f.url);
  const caches = await cached(page);
  const names = Object.keys(caches).filter((n) => n.startsWith('kartenspiele-'));
  expect(names).toHaveLength(1);
  expect(caches[names[0]!]!.filter((u) => u !== '/__offline-index__').sort()).toEqual([...expected].sort());
  expect(expected).toEqual(expect.arrayContaining(['/', '/404.html', '/offline.js', '/manifest.webmanifest', '/icons/icon-192.png']));

  // the note is said once: not again on the next page
  await note.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(note).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  // every file answers without a network: the code on demand (bots, Profi worker, analysis), the search index
  const failed = await page.evaluate(async (urls) => {
    const answers = await Promise.all(urls.map(async (u) => ((await fetch(u).catch(() => null))?.ok ? null : u)));
    return answers.filter((u) => u !== null);
  }, expected);
  expect(failed).toEqual([]);
  // every page of the build (home, games, Kartenkunde, Übungen …) loads
  const pages = expected.filter((u) => u.endsWith('/'));
  expect(pages.length).toBeGreaterThanOrEqual(5);
  for (const url of pages) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await expect(page.locator('h1'), url).toBeVisible();
  }
  for (const game of GAMES) {
    await page.goto(gamePage(game));
    await expect(page).toHaveTitle(TITLES[game]);
    // the islands' code comes from the cache too: the free game hydrates and deals on „Karten geben“
    // (its running game, XState and freispiel.css load then)
    const free = await freeGameStarted(page);
    await expect(free.getByRole('button', { name: 'Neu geben', exact: true }).first()).toBeVisible();
  }
  const missing = await page.goto('/spiele/gibt-es-nicht/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();
  await expect(page.getByText('Offline verfügbar')).toHaveCount(0);

  // an example link (?szenario=) opens offline, and its first move can be played
  const scenario = durakScenarios.find((s) => s.id === 'erster-angriff')!;
  const section = await openScenario(page, 'durak', scenario.id);
  const firstMove = scenario.steps.findIndex((s) => s.kind === 'expect') + 1;
  for (let n = 1; n <= firstMove; n++) {
    await playScenarioStep(
      section,
      scenario,
      n,
      (b) => b.click(),
      (move) => buttonFor(section, move).click(),
    );
  }
  await expect(section.getByText(`Schritt ${firstMove + 1} von ${scenario.steps.length}`)).toBeVisible();

  // a free-play move, the computer's answer and „Tipp“: the bots' chunk loads from the cache
  const free = await openFreePlay(page, 'durak');
  expect(await decide(free)).toBe(true);
  await readerToAct(free);
  await free.getByRole('button', { name: 'Tipp', exact: true }).click();
  await expect(free.getByText('Tipp:', { exact: false }).first()).toBeVisible();
});

test('a second version waits and takes over when the reader asks: „Neue Version – neu laden“', async ({ page }) => {
  test.setTimeout(90_000);
  await installed(page);
  await page.goto(gamePage('durak'));
  await hydrated(page, '#freies-spiel');
  // A second worker version: the registration's worker under a new script address is an update
  // the browser installs next to the running one (Playwright cannot route the worker script itself).
  // (after the page's own registration, which would otherwise turn the address back)
  await page.locator('.offline-hinweis').waitFor({ state: 'attached' });
  const controller = () => page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).search);
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?zweite'));
  const note = page.getByRole('status').filter({ hasText: 'Neue Version' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toHaveText(/^Neue Version – neu laden/);
  await expectAxeClean(page, '.offline-hinweis');
  // the running version stays until the reader asks
  await page.waitForTimeout(500);
  expect(await controller()).toBe('');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL)).toMatch(
    /\/sw\.js\?zweite$/,
  );

  const reloaded = page.waitForEvent('load');
  await note.getByRole('button', { name: 'neu laden', exact: true }).click();
  await reloaded;
  await expect(page).toHaveTitle(/Durak/);
  expect(await controller()).toBe('?zweite');
  await hydrated(page, '#freies-spiel');
});

test.describe('where the browser allows no service worker', () => {
  test.use({ serviceWorkers: 'block' });
  test('the page works and says nothing, without an error', async ({ page }) => {
    await page.goto(gamePage('durak'));
    // the registration has run (it puts the empty live region in first) and found no worker
    await page.locator('.offline-hinweis').waitFor({ state: 'attached', timeout: 30_000 });
    await hydrated(page, '#freies-spiel');
    await page.waitForTimeout(500);
    await expect(page.locator('.offline-hinweis')).toBeHidden();
    // (the fixture fails the test on any uncaught error)
  });
});

/**
 * Every control on screen whose centre the note hides, or whose box meets the note's, at each
 * scroll position from the top to the bottom of the page (issue 30: the note covered „Nachziehen“
 * at 1280 px and „Zug vor →“ at 360 px). One synchronous pass, so the note stands throughout.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const note = document.querySelector('.offline-hinweis')!;
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"], [tabindex="0"]'),
    ].filter((c) => !note.contains(c) && c.checkVisibility({ visibilityProperty: true }));
    const covered = new Set<string>();
    const step = Math.max(100, Math.floor(innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const n = note.getBoundingClientRect();
      for (const c of controls) {
        const r = c.getBoundingClientRect();
        if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
        const name = `${c.tagName.toLowerCase()} „${(c.textContent ?? '').trim().slice(0, 30) || c.getAttribute('aria-label')}“`;
        const meets = r.left < n.right && r.right > n.left && r.top < n.bottom && r.bottom > n.top;
        const x = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const top = cy >= 0 && cy < innerHeight ? document.elementFromPoint(x, cy) : null;
        if (meets || (top && note.contains(top))) covered.add(name);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px the note „Offline verfügbar“ covers no control on any game page`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 760 });
    const note = page.getByRole('status').filter({ hasText: 'Offline verfügbar' });
    for (const [i, game] of GAMES.entries()) {
      await page.goto(gamePage(game));
      await hydrated(page, '#freies-spiel');
      if (i > 0) {
        // The note is said once per browser: say it again here, through the site's own module.
        await page.locator('.offline-hinweis').waitFor({ state: 'attached', timeout: 30_000 });
        await page.evaluate(async () => {
          localStorage.removeItem('kartenspiele:offline');
          const m = (await import(/* @vite-ignore */ '/offline-hinweis.js' as string)) as {
            show(kind: 'offline', reload: () => void): void;
          };
          m.show('offline', () => undefined);
        });
      }
      // (on the first page the worker's first install says it by itself)
      await expect(note).toBeVisible({ timeout: 30_000 });
      expect(await coveredControls(page), game).toEqual([]);
      await expect(note).toBeVisible();
    }
  });
}
