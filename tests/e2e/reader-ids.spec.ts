import { test, expect } from './fixtures';
import { gamePage, type Game } from './game-helpers';

/**
 * Issue 15.4: every island used to number its ids from the same start (Preact's useId restarts per
 * island root), so six example hands on one page all pointed their description at `P0-0`, and a
 * screen reader read a five-card hand as „7 Karten“. After every island has hydrated, no id may
 * appear twice, and every aria-describedby / aria-labelledby / aria-controls names exactly one
 * element, inside the same island.
 */
const GAMES: Game[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];

for (const game of GAMES) {
  test(`${game}: ids are unique on the whole page after every island has hydrated`, async ({ page }) => {
    await page.goto(gamePage(game));
    const islands = page.locator('astro-island');
    const count = await islands.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
    const report = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      const duplicates = [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
      const dangling: string[] = [];
      const crossing: string[] = [];
      for (const attr of ['aria-describedby', 'aria-labelledby', 'aria-controls']) {
        for (const el of document.querySelectorAll(`[${attr}]`)) {
          for (const ref of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
            const target = document.getElementById(ref);
            if (!target) dangling.push(`${attr}=${ref}`);
            else if (el.closest('astro-island') !== target.closest('astro-island')) crossing.push(`${attr}=${ref}`);
          }
        }
      }
      return { duplicates, dangling, crossing, describedby: document.querySelectorAll('[aria-describedby]').length };
    });
    expect(report.duplicates, 'ids used more than once').toEqual([]);
    expect(report.dangling, 'references to missing ids').toEqual([]);
    expect(report.crossing, 'references into another island').toEqual([]);
    // the page does describe its hands (so the check above had something to check)
    expect(report.describedby).toBeGreaterThan(1);
  });
}
