/**
 * Accessibility across the whole site (issue 18): every page of the build directory (read from
 * it, so a new page is checked without being named here) is axe clean at 360, 390 and 1280 px, in
 * the light and the dark colour scheme, with every island scrolled into view and hydrated; on a
 * rules page also the free game after „Tipp“. 390 px is where wide rules tables used to make an
 * unfocusable scroll region (axe's `scrollable-region-focusable`; components/site/Tabelle.astro).
 *
 * `prefers-reduced-motion: reduce`: while a reader plays (a free-play move and „Tipp“ in Durak, an
 * example move in Bambuti, an analysis decision opened on the replay board) no CSS animation or
 * transition runs longer than 0.01 s, and no script scrolls smoothly. The same recorder without the
 * preference does see the moves' animations, so it is not blind.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { allIslandsHydrated, builtPages } from './site-pages';
import { freeGameStarted, openFreePlay } from './game-helpers';
import { decide, readerToAct } from './durak-helpers';
import { openScenario, playStep, click } from './bambuti-helpers';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import { durakKit } from '../../src/games/durak/kit';
import { makePartieCode } from '../../src/games/core/codec';

const PAGES = builtPages();
const VIEWS = [
  { width: 360, colorScheme: 'light' },
  { width: 360, colorScheme: 'dark' },
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

for (const site of PAGES) {
  for (const { width, colorScheme } of VIEWS) {
    test(`${site.path} at ${width} px (${colorScheme}): axe clean with every island hydrated`, async ({ page }) => {
      test.setTimeout(180_000); // axe over a whole rules page takes long on a busy machine
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(site.path);
      expect(response?.status()).toBe(site.status);
      await allIslandsHydrated(page);
      await expectAxeClean(page);
      if (site.path.startsWith('/spiele/') && width !== 390) {
        // the free game (dealt: it waits for „Karten geben“) with an answer on screen
        const free = await freeGameStarted(page);
        const hint = free.getByRole('button', { name: 'Tipp', exact: true });
        await expect(hint).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
        await hint.click();
        await expect(free.locator('.rm-hint')).toBeVisible({ timeout: 20_000 });
        await expectAxeClean(page, '#freies-spiel');
      }
    });
  }
}

interface Motion {
  /** Animations and transitions longer than 10 ms, seen as they started. */
  long: string[];
  /** Every scrolling call of a script: where, and how (`smooth`, `auto`, or `-` when not said). */
  scrolls: string[];
  /** Animations and transitions seen at all. */
  started: number;
}

/** Records motion in every document of the page, before any of its scripts runs. */
function recordMotion() {
  const motion: Motion = { long: [], scrolls: [], started: 0 };
  Object.defineProperty(window, '__bewegung', { value: motion });
  const name = (el: Element) =>
    el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  const check = (e: Event) => {
    const el = e.target;
    if (!(el instanceof Element)) return;
    motion.started++;
    for (const a of el.getAnimations()) {
      const t = a.effect?.getComputedTiming();
      const ms = Number(t?.duration) * (Number(t?.iterations) || 1);
      if (!(ms <= 10))
        motion.long.push(`${name(el)}: ${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty} ${ms} ms`);
    }
  };
  document.addEventListener('animationstart', check, true);
  document.addEventListener('transitionrun', check, true);
  const note = (where: string, arg: unknown) => {
    motion.scrolls.push(`${where} ${(arg && typeof arg === 'object' && (arg as ScrollIntoViewOptions).behavior) || '-'}`);
  };
  const intoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    note(`scrollIntoView ${name(this)}`, arg);
    return intoView.call(this, arg);
  };
  for (const key of ['scrollTo', 'scrollBy'] as const) {
    const original = window[key] as (...a: unknown[]) => void;
    window[key] = function (this: Window, ...args: unknown[]) {
      note(key, args[0]);
      return original.apply(this, args);
    } as typeof window.scrollTo;
  }
}

const smooth = (motion: Motion) => motion.scrolls.filter((s) => s.endsWith(' smooth'));

const motionOf = (page: Page) => page.evaluate(() => (window as unknown as { __bewegung: Motion }).__bewegung);

/** Animations running right now that last longer than 10 ms (document.getAnimations()). */
const longRunning = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .map((a) => a.effect?.getComputedTiming())
        .filter((t) => !(Number(t?.duration) * (Number(t?.iterations) || 1) <= 10)).length,
  );

/** A free-play move and „Tipp“ in Durak: cards arrive on the table, the hint answers. */
async function durakMoveAndHint(page: Page) {
  const free = await openFreePlay(page, 'durak');
  expect(await decide(free)).toBe(true);
  const afterMove = await longRunning(page);
  await readerToAct(free);
  await free.getByRole('button', { name: 'Tipp', exact: true }).click();
  await expect(free.locator('.rm-hint')).toBeVisible({ timeout: 20_000 });
  return afterMove;
}

test('reduced motion: no animation or transition longer than 0.01 s, no smooth scrolling while playing', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(recordMotion);

  expect(await durakMoveAndHint(page), 'running after the Durak move').toBe(0);
  expect(await longRunning(page), 'running after „Tipp“').toBe(0);
  let motion = await motionOf(page);
  expect(motion.long, 'Durak: long animations').toEqual([]);
  expect(smooth(motion), 'Durak: smooth scrolling').toEqual([]);

  // a Bambuti example: the reader places a mask
  const scenario = bambutiScenarios.find((s) => s.id === 'eigene-reihe')!;
  const section = await openScenario(page, scenario.id);
  await playStep(section, scenario, 1, click);
  await playStep(section, scenario, 2, click);
  expect(await longRunning(page), 'running after the Bambuti move').toBe(0);
  motion = await motionOf(page);
  expect(motion.long, 'Bambuti: long animations').toEqual([]);
  expect(smooth(motion), 'Bambuti: smooth scrolling').toEqual([]);

  // the analysis of a running game: a decision opened from the report scrolls the board into view
  const rules = durakKit.rules;
  const options = rules.defaultOptions;
  let seed = 1;
  while (rules.toAct(rules.deal(options, seed)) !== 0) seed++;
  const first = rules.legalMoves(rules.deal(options, seed))[0]!;
  const code = makePartieCode(durakKit, { options, level: 'fortgeschritten', seed, moves: [first] });
  await page.goto(`/spiele/durak/?partie=${code}`);
  await hydrated(page, '#freies-spiel');
  const free = page.locator('#freies-spiel');
  await free.getByRole('button', { name: 'Bisherige Züge analysieren', exact: true }).click();
  const decision = free.locator('.analyse-bericht .analyse-liste a').first();
  await expect(decision).toBeVisible({ timeout: 120_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await decision.click();
  await expect(free.locator('.analyse-brett')).toBeFocused();
  motion = await motionOf(page);
  expect(motion.long, 'analysis: long animations').toEqual([]);
  expect(smooth(motion), 'analysis: smooth scrolling').toEqual([]);
  // (the board was scrolled to by script, so the check above saw the call)
  expect(motion.scrolls).toContainEqual(expect.stringMatching(/^scrollIntoView div\.analyse-brett /));
});

test('without the preference the same recorder sees the moves’ animations (it is not blind)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.addInitScript(recordMotion);
  await durakMoveAndHint(page);
  const motion = await motionOf(page);
  expect(motion.started).toBeGreaterThan(0);
  expect(motion.long.length, 'animations longer than 0.01 s').toBeGreaterThan(0);
});
