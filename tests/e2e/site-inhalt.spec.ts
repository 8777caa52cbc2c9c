/**
 * The table of contents of each rules page (issue 15 point 8): it lists every section (h2) of the
 * rules text, every subsection (h3, issue 30), every example and the free game, in page order, as a
 * nested list (a subsection under its section, an example under the section it stands in); every link leads to an element of
 * the page; „Zum freien Spiel“ is always in view beside it; on a wide screen it stays in view while
 * the page scrolls and nothing covers it; on a phone it is a closed disclosure that leaves the
 * start of the text on the first screen.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { gamePage, type Game } from './game-helpers';
import { PHONE } from './layout-helpers';

const GAMES: Game[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];
const WIDE = { width: 1280, height: 800 };

const toc = (page: Page) => page.getByRole('navigation', { name: 'Inhalt dieser Seite' });
/** The shown rendering of the list (the other one is not displayed). */
const list = (page: Page) => toc(page).getByRole('list').first();
const jump = (page: Page) => toc(page).getByRole('link', { name: 'Zum freien Spiel' });

/** The targets a reader expects, read from the page itself: sections, subsections, examples, the free game. */
function pageTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h2[id], main h3[id], main section.beispiel[id], main #freies-spiel')]
      .filter((el) => !/^H[23]$/.test(el.tagName) || !el.closest('astro-island, nav'))
      .map((el) => '#' + el.id),
  );
}

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

for (const game of GAMES) {
  test(`${game}: the table of contents lists every section, example and the free game, in page order`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto(gamePage(game));
    const links = list(page).getByRole('link');
    const listed = await hrefs(links);
    const targets = await pageTargets(page);
    expect(targets).toContain('#freies-spiel');
    expect(targets.filter((t) => t.startsWith('#szenario-')).length).toBeGreaterThan(0);
    expect(await page.locator('main .spiel-text h3[id]:not(astro-island h3)').count(), 'subsections on the page').toBeGreaterThan(0);
    expect(listed).toEqual(targets);
    for (const href of listed) await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
    // every example is listed under its own title (its quotation marks may become the inner ones)
    const bare = (t: string | null) => (t ?? '').replace(/[„“‚‘]/g, '').trim();
    for (const href of listed.filter((h) => h.startsWith('#szenario-'))) {
      const title = bare(await page.locator(`${href} h3`).first().textContent());
      expect(title.length).toBeGreaterThan(0);
      expect(bare(await links.and(page.locator(`[href="${href}"]`)).textContent())).toContain(title);
    }
  });
}

test('Bambuti: the subsections that decide a placement and the scoring stand under their section, each example under its subsection', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto(gamePage('bambuti'));
  /** The hrefs listed under the entry that links to `href` (its nested list). */
  const under = (href: string) =>
    hrefs(
      list(page)
        .locator('li')
        .filter({ has: page.locator(`:scope > a[href="${href}"]`) })
        .locator(':scope > ul a'),
    );
  expect(await under('#legen')).toEqual(
    expect.arrayContaining(['#eigene-reihe', '#szenario-eigene-reihe', '#gegnerische-reihe', '#szenario-gegnerische-reihe', '#abfallend']),
  );
  expect(await under('#wertungen')).toEqual(expect.arrayContaining(['#symmetrie', '#trommelkarte', '#schlusswertung']));
  expect(await under('#eigene-reihe')).toEqual(['#szenario-eigene-reihe']);
  expect(await under('#trommelkarte')).toEqual(['#szenario-trommel']);
  const link = list(page).getByRole('link', { name: 'Von der Mitte weg abfallend' });
  await link.click();
  await expect(page.locator('#abfallend')).toBeInViewport();
});

test('at 1280 px the list stays in view while the page scrolls, nothing covers it, and it leads to „Freies Spiel“', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(gamePage('dudab'));
  const nav = toc(page);
  const frei = jump(page);
  for (const fraction of [0.25, 0.5, 0.75]) {
    await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), fraction);
    await expect(frei).toBeInViewport();
    const box = (await nav.boundingBox())!;
    expect(box.y, 'the list is not pushed up out of the window').toBeGreaterThanOrEqual(-1);
    // the top element at each of the list's shown links is the link itself (no island lies over it)
    const covered = await nav.getByRole('link').evaluateAll((as) =>
      as
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const box = (a.closest('.inhalt-leiste') ?? a.closest('nav'))!.getBoundingClientRect();
          return r.top >= Math.max(0, box.top) && r.bottom <= Math.min(innerHeight, box.bottom);
        })
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + Math.min(8, r.width / 2), r.top + r.height / 2);
          return !(hit && a.contains(hit));
        })
        .map((a) => a.textContent),
    );
    expect(covered, `covered links at ${fraction * 100} %`).toEqual([]);
  }
  // the text column does not move under the list
  const [text, list] = [(await page.locator('main .spiel-text > p').first().boundingBox())!, (await nav.boundingBox())!];
  expect(text.x, 'the text starts right of the list').toBeGreaterThanOrEqual(list.x + list.width);
  await frei.click();
  await expect(page).toHaveURL(/#freies-spiel$/);
  await expect(page.locator('#freies-spiel')).toBeInViewport();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
});

test('at 1280 px the list is reached by keyboard right after the site navigation', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(gamePage('bambuti'));
  const first = list(page).getByRole('link').first();
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await first.evaluate((a) => a === document.activeElement);
  }
  expect(reached, 'Tab reaches the first entry of the table of contents').toBe(true);
  await expectAxeClean(page, 'nav[aria-label="Inhalt dieser Seite"]');
});

for (const game of GAMES) {
  test(`${game} at 360 px: the list is closed at the top, the text starts on the first screen, and it opens by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(gamePage(game));
    const nav = toc(page);
    const summary = nav.locator('summary');
    await expect(summary).toHaveText('Inhalt');
    await expect(jump(page)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Freies Spiel', exact: true })).toBeHidden();
    const first = (await page.locator('main .spiel-text > p').first().boundingBox())!;
    expect(first.y, 'the first paragraph starts on the first screen').toBeLessThan(PHONE.height - 24);
    // the jump link sits beside the summary's words, not over them
    const gap = await nav.evaluate((n) => {
      const words = document.createRange();
      words.selectNodeContents(n.querySelector('summary')!);
      return n.querySelector('.inhalt-sprung')!.getBoundingClientRect().left - words.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThan(0);
    await summary.focus();
    await page.keyboard.press('Enter');
    const frei = list(page).getByRole('link', { name: 'Freies Spiel', exact: true });
    await expect(frei).toBeVisible();
    await expectAxeClean(page, 'nav[aria-label="Inhalt dieser Seite"]');
    await frei.click();
    await expect(page.locator('#freies-spiel')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await jump(page).click();
    await expect(page.locator('#freies-spiel')).toBeInViewport();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
}
