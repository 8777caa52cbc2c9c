/**
 * Running text on a phone (issue 15 point 19): long German compounds such as „Sammelstapel“ may
 * break only with a hyphen. The page is German (lang="de", which picks the hyphenation rules),
 * and every piece of running text – paragraphs, list items, glossary entries, table cells, the
 * islands' texts – hyphenates automatically; headings keep their words whole.
 */
import { test, expect } from './fixtures';
import { gamePage } from './game-helpers';
import { PHONE } from './layout-helpers';

test('at 360 px every text with „Sammelstapel“ on the Dudab page hyphenates as German', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(gamePage('dudab'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const texts = await page.evaluate(() => {
    const found: { tag: string; lang: string; hyphens: string }[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      if (!/Sammelstapel/.test(node.nodeValue ?? '') || el.closest('h1, h2, h3, h4, h5, h6') || !el.checkVisibility()) continue;
      found.push({
        tag: el.closest('p, li, dd, dt, td, th, caption, button, label, summary')?.tagName ?? el.tagName,
        lang: el.closest('[lang]')?.getAttribute('lang') ?? '',
        hyphens: getComputedStyle(el).hyphens,
      });
    }
    return found;
  });
  // the word stands in running text, in lists and in the glossary
  for (const tag of ['P', 'LI', 'DT'])
    expect(
      texts.map((t) => t.tag),
      tag,
    ).toContain(tag);
  expect(texts.filter((t) => t.hyphens !== 'auto' || t.lang !== 'de')).toEqual([]);
});
