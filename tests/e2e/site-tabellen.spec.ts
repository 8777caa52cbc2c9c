/**
 * Wide tables of the rules text on a phone (issue 15 point 2, issue 18): a table wider than the
 * text column must sit in a focusable, named region that scrolls sideways by keyboard and shows
 * an edge shadow, so the page never scrolls sideways and axe finds no unreachable scroll box.
 */
import { test, expect, expectAxeClean } from './fixtures';
import { gamePage, type Game } from './game-helpers';

const GAMES: Game[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];

interface TableFit {
  head: string;
  width: number;
  column: number;
  region: {
    role: string | null;
    label: string | null;
    tabindex: string | null;
    overflowX: string;
    scrolls: boolean;
    background: string;
  } | null;
}

/** Every table of the rules text (not the islands' own tables), with the box it has to fit. */
async function rulesTables(page: import('@playwright/test').Page): Promise<TableFit[]> {
  return page.evaluate(() => {
    const column = document.querySelector('main > .spiel-text') ?? document.querySelector('main')!;
    const columnWidth = column.getBoundingClientRect().width;
    return [...column.querySelectorAll('table')]
      .filter((t) => !t.closest('astro-island'))
      .map((t) => {
        const box = t.parentElement?.closest<HTMLElement>('section[aria-label], [role="region"]') ?? null;
        const style = box ? getComputedStyle(box) : null;
        return {
          head: t.querySelector('th')?.textContent?.trim() ?? '',
          width: t.getBoundingClientRect().width,
          column: columnWidth,
          region:
            box && style
              ? {
                  role: box.getAttribute('role'),
                  label: box.getAttribute('aria-label'),
                  tabindex: box.getAttribute('tabindex'),
                  overflowX: style.overflowX,
                  scrolls: box.scrollWidth > box.clientWidth,
                  background: style.backgroundImage,
                }
              : null,
        };
      });
  });
}

for (const width of [360, 390]) {
  for (const game of GAMES) {
    test(`${game} at ${width} px: no rules table overflows outside a focusable, named scroll region; axe clean`, async ({ page }) => {
      test.setTimeout(180_000); // axe over a whole rules page takes long on a busy machine
      await page.setViewportSize({ width, height: 800 });
      await page.goto(gamePage(game));
      const tables = await rulesTables(page);
      expect(tables.length, 'the page has rules tables').toBeGreaterThan(0);
      for (const t of tables) {
        if (t.width <= t.column + 0.5 && t.region === null) continue;
        expect(t.region, `table „${t.head}“ (${Math.round(t.width)} px in ${Math.round(t.column)} px) is not in a region`).not.toBeNull();
        expect(t.region!.tabindex, `region of „${t.head}“ is not focusable`).toBe('0');
        expect(t.region!.label, `region of „${t.head}“ has no name`).toMatch(/^Tabelle: \S/);
        expect(['auto', 'scroll'], `region of „${t.head}“ does not scroll`).toContain(t.region!.overflowX);
        if (t.region!.scrolls) expect(t.region!.background, `region of „${t.head}“ shows no edge shadow`).toContain('radial-gradient');
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await expectAxeClean(page);
    });
  }
}

test('the wide Bambuti table scrolls by keyboard at 360 px, and its column „Punkteanzeiger“ can be read', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(gamePage('bambuti'));
  const region = page.getByRole('region', { name: /^Tabelle: Deine Maske/ });
  await expect(region).toBeVisible();
  const wide = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  await region.focus();
  await expect(region).toBeFocused();
  // arrow keys until the region has scrolled to its end (each press moves a few dozen pixels)
  const atEnd = () => region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  for (let i = 0; i < 60 && !(await atEnd()); i++) await page.keyboard.press('ArrowRight');
  expect(await atEnd()).toBe(true);
  if (wide > 0) await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // the last column is now inside the region's visible box
  const cell = region.getByRole('cell', { name: /2 für dich/ });
  const [cellBox, regionBox] = [await cell.boundingBox(), await region.boundingBox()];
  expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
});
