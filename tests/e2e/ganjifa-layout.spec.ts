/**
 * The Ganjifa page on a phone and in both colour schemes: nothing overflows, every card of a
 * 40-card hand is a tappable target no other card covers, and axe finds nothing, light or dark.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { hand, openFreePlay, openScenario } from './ganjifa-helpers';

/** Every hand card: at least 24 × 24 px, and its own centre of a strip is not under another card. */
async function expectTappable(section: Locator) {
  const report = await hand(section)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        // the visible strip: the part of the button left of the next card in its row
        const next = b.nextElementSibling?.classList.contains('handkarte') ? b.nextElementSibling.getBoundingClientRect() : null;
        const right = next && Math.abs(next.top - r.top) < 2 ? Math.min(r.right, next.left) : r.right;
        const x = (r.left + right) / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return { name: b.textContent, w: right - r.left, h: r.height, own: hit !== null && b.contains(hit) };
      }),
    );
  for (const c of report) {
    expect(c.w, `${c.name}: width`).toBeGreaterThanOrEqual(24);
    expect(c.h, `${c.name}: height`).toBeGreaterThanOrEqual(24);
    expect(c.own, `${c.name}: not covered`).toBe(true);
  }
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a 40-card hand: every card tappable, nothing overflows, the turn text above the hand', async ({ page }) => {
    const section = await openFreePlay(page);
    await section.getByRole('button', { name: 'Nacht (Krishna ist Trumpf)', exact: true }).click();
    await expect(section.locator('.tageszeit')).toContainText('Nacht: Krishna ist Trumpf');
    await expect(hand(section).getByRole('button').first()).toBeVisible();
    const count = await hand(section).getByRole('button').count();
    expect(count).toBeGreaterThanOrEqual(39);
    // scroll each card into view while checking (the hand is taller than the screen)
    await hand(section).scrollIntoViewIfNeeded();
    await section.locator('.hand').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expectTappable(section);
    await noOverflow(page);
  });

  test('an example: table, hand and step buttons fit, nothing overflows', async ({ page }) => {
    const section = await openScenario(page, 'blank');
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await noOverflow(page);
    // the Merkhilfe starts off on a phone, so the step text follows the hand closely
    await expect(section.getByRole('switch', { name: 'Merkhilfe' })).not.toBeChecked();
    const weiter = await section.getByRole('button', { name: 'Weiter', exact: true }).boundingBox();
    const top = await section.boundingBox();
    expect(weiter!.y + weiter!.height - top!.y).toBeLessThanOrEqual(740 * 1.25);
    await expectTappable(section);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the page (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const dukal = await openScenario(page, 'dukal', 3);
    await expect(dukal.getByRole('list', { name: 'Dukal-Sequenz von Du' })).toBeVisible();
    const fp = await openFreePlay(page);
    await fp.getByRole('switch', { name: 'Merkhilfe' }).check();
    await fp.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true }).click();
    await expect(hand(fp).getByRole('button').first()).toBeVisible();
    // every island on the page hydrated, then the whole page
    for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectAxeClean(page);
  });
}
