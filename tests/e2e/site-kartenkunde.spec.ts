/**
 * „Kartenkunde“ (issue 18): the glossary page /kartenkunde/ and the term popovers in the rules
 * text (content/kartenkunde/*.yaml, components/site/rehypeBegriffe.mjs). The page lists every term
 * and every link on it resolves (page and anchor); a term's popover opens by keyboard (Enter) and
 * by tap and closes with Escape, focus back on the word; axe at 360 and 1280 px in both colour
 * schemes; the printed rules page shows the word but no popover text.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, expectAxeClean } from './fixtures';
import { begriffId } from '../../src/data/kartenkunde';
import { readGlossary } from '../../src/data/glossaryData';

const GAMES = ['durak', 'ganjifa', 'dudab', 'bambuti'] as const;
const BEGRIFFE = readGlossary();

const popoverOpen = (page: Page, id: string) => page.evaluate((id) => document.getElementById(id)!.matches(':popover-open'), id);

test('the page lists every term, alphabetically, under its letter, each letter reachable from the jump list', async ({ page }) => {
  await page.goto('/kartenkunde/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kartenkunde' })).toBeVisible();
  for (const b of BEGRIFFE) {
    const dt = page.locator(`dt[id="${begriffId(b.term)}"]`);
    await expect(dt, b.term).toHaveCount(1);
    await expect(dt).toContainText(b.term);
  }
  const terms = await page.locator('.kk-liste dt').evaluateAll((dts) => dts.map((dt) => dt.id));
  expect(terms).toHaveLength(BEGRIFFE.length);
  // In each letter's list the terms are in German alphabetical order.
  for (const list of await page.locator('.kk-liste').all()) {
    const words = await list
      .locator('dt')
      .evaluateAll((dts) => dts.map((dt) => dt.firstChild!.textContent!.replace(/^[^\p{L}\p{N}]+/u, '')));
    expect(words).toEqual([...words].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' })));
  }
  const jumps = page.getByRole('navigation', { name: 'Buchstaben' }).getByRole('link');
  const letters = await page.locator('h2.kk-buchstabe').evaluateAll((hs) => hs.map((h) => '#' + h.id));
  expect(await jumps.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(letters);
  await page.getByRole('link', { name: 'Buchstabe T' }).click();
  await expect(page).toHaveURL(/#buchstabe-t$/);
  await expect(page.locator('#buchstabe-t')).toBeInViewport();
});

test('every link on /kartenkunde/ resolves: the page answers 200 and the anchor exists there', async ({ page, request }) => {
  await page.goto('/kartenkunde/');
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(BEGRIFFE.length);
  const pages = new Map<string, string>();
  const missing: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    const path = url.pathname;
    if (!pages.has(path)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      pages.set(path, await res.text());
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && !pages.get(path)!.includes(`id="${id}"`)) missing.push(`${path}#${id}`);
  }
  expect(missing).toEqual([]);
  // Each game's page is linked, and so are the sections that use its terms.
  for (const g of GAMES) expect(hrefs.filter((h) => h.includes(`/spiele/${g}/#`)).length, g).toBeGreaterThan(10);
});

test('on a rules page the first use of a term opens its explanation by keyboard; Escape closes it and the focus stays on the word', async ({
  page,
}) => {
  await page.goto('/spiele/durak/');
  const word = page.locator('.spiel-text button.begriff-knopf[popovertarget="begriff-trumpf"]');
  await expect(word).toHaveCount(1);
  await expect(word).toHaveAccessibleName('Trumpf');
  // It is the first „Trumpf“ of the running text: no paragraph before it uses the word.
  const before = await word.evaluate((b) => {
    const text = b.closest('.spiel-text')!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEndBefore(b);
    const frag = range.cloneContents();
    frag.querySelectorAll('h1, h2, h3, h4, a, astro-island, .begriff-info, th').forEach((n) => n.remove());
    return frag.textContent ?? '';
  });
  expect(before).not.toMatch(/(?<![\p{L}-])Trumpf(?![\p{L}-])/u);

  const info = page.locator('#begriff-trumpf');
  await expect(info).toBeHidden();
  await word.focus();
  await page.keyboard.press('Enter');
  await expect(info).toBeVisible();
  expect(await popoverOpen(page, 'begriff-trumpf')).toBe(true);
  await expect(info).toContainText('Die eine Farbe, die alle anderen sticht');
  await expect(info.getByRole('link', { name: '„Trumpf“ in der Kartenkunde' })).toHaveAttribute('href', '/kartenkunde/#trumpf');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(word).toBeFocused();

  // Tab walks from the word into its explanation (link, then the close button); Escape brings the focus back.
  await page.keyboard.press('Enter');
  await expect(info).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(info.getByRole('link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(word).toBeFocused();

  // The link leads to the entry.
  await page.keyboard.press('Enter');
  await info.getByRole('link').click();
  await expect(page).toHaveURL(/\/kartenkunde\/#trumpf$/);
  await expect(page.locator('dt#trumpf')).toBeInViewport();
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('a tap opens the explanation, a tap on its close button or beside it closes it', async ({ page }) => {
    await page.goto('/spiele/dudab/');
    const word = page.locator('button.begriff-knopf[popovertarget="begriff-schamane"]');
    const info = page.locator('#begriff-schamane');
    await word.scrollIntoViewIfNeeded();
    await word.tap();
    await expect(info).toBeVisible();
    // The explanation fits the narrow screen.
    const box = (await info.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await info.getByRole('button', { name: 'Erklärung schließen' }).tap();
    await expect(info).toBeHidden();
    await word.tap();
    await expect(info).toBeVisible();
    await page.locator('h1').tap();
    await expect(info).toBeHidden();
  });
});

for (const width of [360, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe clean at ${width} px, ${colorScheme}: /kartenkunde/ and a rules page with a term open`, async ({ page }) => {
      test.setTimeout(180_000); // axe over a long page takes its time on a busy machine
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/kartenkunde/');
      await expectAxeClean(page);
      await page.goto('/spiele/bambuti/');
      const word = page.locator('button.begriff-knopf[popovertarget="begriff-punkteanzeiger"]');
      await word.scrollIntoViewIfNeeded();
      await word.click();
      await expect(page.locator('#begriff-punkteanzeiger')).toBeVisible();
      await expectAxeClean(page, '.spiel-text');
    });
  }
}

test('in print the word stays as plain text and no explanation appears, even an open one', async ({ page }) => {
  await page.goto('/spiele/ganjifa/');
  const word = page.locator('button.begriff-knopf[popovertarget="begriff-raja"]');
  await word.scrollIntoViewIfNeeded();
  await word.click();
  await expect(page.locator('#begriff-raja')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#begriff-raja')).toBeHidden();
  // The button is the word on paper: plain text, once, without the dotted line.
  await expect(word).toBeVisible();
  await expect(word).toHaveCSS('text-decoration-line', 'none');
  const paragraph = page.locator('.spiel-text p', { has: word });
  const printed = await paragraph.innerText();
  expect(printed).toMatch(/(?<![\p{L}-])Raja(?![\p{L}-])/u);
  expect(printed.match(/(?<![\p{L}-])Raja(?![\p{L}-])/gu)).toHaveLength(1);
  const body = await page.locator('body').innerText();
  expect(body).not.toContain('in der Kartenkunde');
  for (const b of BEGRIFFE.filter((b) => b.games.includes('ganjifa'))) expect(body, b.term).not.toContain(b.text);
  await page.emulateMedia({ media: 'screen' });
  await expect(word).toBeVisible();
});

/** Lower case, umlauts folded: „Trümpfe“ begins like „Trumpf“. */
const fold = (s: string) => s.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');

test.describe('every popover at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const game of GAMES) {
    test(`${game}: each term's box is headed with the name tapped and stays 8 px inside the screen`, async ({ page }) => {
      await page.goto(`/spiele/${game}/`);
      const words = page.locator('button.begriff-knopf');
      const count = await words.count();
      expect(count).toBeGreaterThan(10);
      for (let i = 0; i < count; i++) {
        const word = words.nth(i);
        const id = (await word.getAttribute('popovertarget'))!;
        const entry = BEGRIFFE.find((b) => `begriff-${begriffId(b.term)}` === id)!;
        const tapped = (await word.textContent())!;
        await word.scrollIntoViewIfNeeded();
        await word.click();
        const info = page.locator(`[id="${id}"]`);
        await expect(info).toBeVisible();
        const heading = (await info.locator('.begriff-wort').textContent())!;
        // The heading is one of the entry's names, and where the tapped word begins with one of
        // them („Ass“, „Pik“, „Trümpfe“), the longest such name: never another card or colour.
        const names = [entry.term, ...(entry.auch ?? [])];
        expect(names, tapped).toContain(heading);
        const begun = names.filter((n) => fold(tapped).startsWith(fold(n))).sort((a, b) => b.length - a.length);
        if (begun.length) expect(heading, `„${tapped}“`).toBe(begun[0]);
        const box = (await info.boundingBox())!;
        expect(box.x, `„${tapped}“ left`).toBeGreaterThanOrEqual(8);
        expect(box.x + box.width, `„${tapped}“ right`).toBeLessThanOrEqual(360 - 8);
        await page.keyboard.press('Escape');
        await expect(info).toBeHidden();
      }
    });
  }
});

for (const width of [360, 1280]) {
  test(`the letter tiles at ${width} px: each row level, and each tile's name holds its visible text (WCAG 2.5.3)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kartenkunde/');
    const tiles = await page
      .getByRole('navigation', { name: 'Buchstaben' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => ({ text: a.textContent!.trim(), ...a.getBoundingClientRect().toJSON() })));
    expect(tiles[0]!.text).toBe('0–9');
    for (const t of tiles) {
      const row = tiles.filter((o) => Math.abs(o.top - t.top) < t.height / 2);
      for (const o of row) {
        expect(Math.abs(o.top - t.top), `${t.text} / ${o.text}`).toBeLessThan(0.5);
        expect(Math.abs(o.height - t.height), `${t.text} / ${o.text}`).toBeLessThan(0.5);
      }
    }
    const result = await new AxeBuilder({ page }).include('.kk-sprung').withRules(['label-content-name-mismatch']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // (the rule did look at the „0–9“ tile: it is experimental, and a rule that is off passes nothing)
    const passed = result.passes.find((r) => r.id === 'label-content-name-mismatch')?.nodes ?? [];
    expect(passed.map((n) => n.html).join('\n')).toContain('0–9');
  });
}
