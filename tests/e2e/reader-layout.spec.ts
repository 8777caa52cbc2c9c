/**
 * Issue 6, „A table that fits the device“, measured with bounding boxes: at 360×740 an example's
 * opponents (in one row), table, hand, step text and Zurück/Tipp/Weiter fit one screen, and so
 * does a five-opponent free game; a ?partie= link opens with the hand in view; at 1440×900 the
 * game area uses the width while the text column stays narrow; every card of a long hand keeps a
 * tappable strip of at least 24 px; „Link kopieren“ stays inside the island.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { ISLAND_PARTS, PHONE, boxes as islandBoxes, expectOnScreen, walkExamples } from './layout-helpers';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { PAGE, buttonFor, hand, openFreePlay, openScenario, partieStart, partieWithBigHand } from './durak-helpers';

const WIDE = { width: 1440, height: 900 };

/** The island's parts, measured after scrolling its top into view (see layout-helpers.ts). */
const boxes = (section: Locator, scroll = true) => islandBoxes(section, ISLAND_PARTS, scroll);

/** The visible, clickable width of every card of the hand: points on its middle line that hit it. */
async function strips(section: Locator): Promise<number[]> {
  await hand(section).scrollIntoViewIfNeeded();
  return hand(section)
    .locator('button[data-karte]')
    .evaluateAll((buttons) =>
      buttons.map((btn) => {
        const img = btn.querySelector('.handkarte-bild')!.getBoundingClientRect();
        const y = img.top + img.height / 2;
        let hits = 0;
        for (let x = Math.ceil(img.left); x < img.right; x++) if (document.elementFromPoint(x, y)?.closest('button') === btn) hits++;
        return hits;
      }),
    );
}

async function rows(section: Locator): Promise<number> {
  const tops = await hand(section)
    .locator('button[data-karte]')
    .evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top / 10)));
  return new Set(tops).size;
}

test('at 360×740 every step of every example fits one screen', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const check = async (section: Locator, what: string) => {
    const b = await boxes(section);
    for (const part of ['gegner', 'tisch', 'hand', 'text', 'steuerung'] as const) expectOnScreen(`${what}: ${part}`, b[part], PHONE.height);
    expect(b.seatRows, `${what}: opponents in one row`).toBe(1);
  };
  await walkExamples({
    page,
    scenarios: durakScenarios,
    open: openScenario,
    move: async (section, scenario, n) => {
      const step = scenario.steps[n - 1]!;
      if (step.kind !== 'expect') throw new Error('not a move');
      await buttonFor(section, step.move).click();
    },
    check,
  });
});

test('at 360×740 a game link opens with the hand in view, and five opponents fit one screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const section = await openFreePlay(page, partieStart(6));
  await expect(section.getByRole('list', { name: 'Gegner' }).getByRole('listitem')).toHaveCount(5);
  // as the link opened it, without scrolling by the test
  await expect(section).toBeFocused();
  expectOnScreen('hand after opening the link', (await boxes(section, false)).hand, PHONE.height);
  const b = await boxes(section);
  for (const part of ['gegner', 'tisch', 'hand', 'steuerung'] as const) expectOnScreen(part, b[part], PHONE.height);
  expect(b.seatRows, 'opponents in one row').toBe(1);
  await expectAxeClean(page, '#freies-spiel');
});

test('at 360×740 every card of a 15-card hand keeps a tappable strip of at least 24 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const section = await openFreePlay(page, partieWithBigHand(15));
  expect(await hand(section).locator('button[data-karte]').count()).toBeGreaterThanOrEqual(15);
  const widths = await strips(section);
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(24);
  expect(await rows(section), 'the hand wraps into rows').toBeGreaterThan(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing sticks out sideways').toBeLessThanOrEqual(0);
});

test('at 360 px „Link kopieren“ stays inside the island’s border', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const islands = [await openScenario(page, 'erster-angriff'), await openFreePlay(page)];
  for (const section of islands) {
    await section.scrollIntoViewIfNeeded();
    const inner = await section.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(el).borderRightWidth);
      return r.right - border;
    });
    const button = await section.getByRole('button', { name: 'Link kopieren' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(inner);
  }
});

async function proseWidth(page: Page): Promise<number> {
  return page
    .locator('main .spiel-text > p')
    .first()
    .evaluate((p) => p.getBoundingClientRect().width);
}

test('at 1440×900 the game area uses the width while the text column stays narrow', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const section = await openScenario(page, 'erster-angriff');
  const b = await boxes(section);
  const text = await proseWidth(page);
  expect(text, 'the text column stays narrow').toBeLessThanOrEqual(760);
  expect(b.section.right - b.section.left, 'the example is wider than the text').toBeGreaterThan(text + 300);
  // the step text and its buttons sit beside the table, all on one screen
  expect(b.text!.left).toBeGreaterThanOrEqual(b.tisch!.right);
  for (const part of ['gegner', 'tisch', 'hand', 'text', 'steuerung'] as const) expectOnScreen(part, b[part], WIDE.height);

  // a 13-card hand in free play hardly overlaps
  const free = await openFreePlay(page, partieWithBigHand(13));
  const widths = await strips(free);
  expect(widths.length).toBeGreaterThanOrEqual(13);
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(48);
  const fb = await boxes(free);
  expect(fb.section.right - fb.section.left).toBeGreaterThan(text + 300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, '#freies-spiel');
});

test('a wide island on a mid-sized screen does not scroll sideways', async ({ page }) => {
  for (const width of [640, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGE);
    const islands = page.locator('astro-island');
    const count = await islands.count();
    for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await hydrated(page, '#freies-spiel');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});
