/**
 * The search over the rules pages (issue 18, „Suche“): the header's field, Pagefind's index from
 * the build (src/integrations/suche.mjs), the result list (components/site/sucheUi.ts).
 *
 * Each test word must bring its section first. The section is named by its id; the expected
 * heading text and game title are read from the MDX, so a renamed heading changes the
 * expectation, not the test:
 *   „Trumpf“        Durak    #geben-und-trumpf  („Geben und Trumpf“)
 *   „Dukal“         Ganjifa  #dukal             („Dukal-Sequenz“)
 *   „Wunsch“        Dudab    #wuenschen         („Wünschen mit der Dudab-Karte“: the stem finds „Wünschen“)
 *   „Anzeiger“      Bambuti  #punkteanzeiger    („Der wahre Wert und die Punkteanzeiger“)
 *   „weiterreichen“ Durak    #weiterreichen     („Variante: Weiterreichen“)
 * Also: the link opens that section, the keyboard (/, arrows, Enter, Escape), the live status,
 * a German sentence when nothing is found, Pagefind loaded only with the first word and the size of the
 * first query, axe at 360 and 1280 px, no search in print. The fixtures fail any test that
 * asks another host for anything.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';

const CASES: { query: string; game: string; id: string }[] = [
  { query: 'Trumpf', game: 'durak', id: 'geben-und-trumpf' },
  { query: 'Dukal', game: 'ganjifa', id: 'dukal' },
  { query: 'Wunsch', game: 'dudab', id: 'wuenschen' },
  { query: 'Anzeiger', game: 'bambuti', id: 'punkteanzeiger' },
  { query: 'weiterreichen', game: 'durak', id: 'weiterreichen' },
];

/** The game's title and the text of the heading with this id, from content/spiele/<game>.mdx. */
function fromMdx(game: string, id: string): { title: string; heading: string } {
  const mdx = readFileSync(`content/spiele/${game}.mdx`, 'utf8');
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(mdx)?.[1];
  const heading = new RegExp(`<h([23]) id="${id}">(.*?)</h\\1>`).exec(mdx)?.[2];
  if (!title || !heading) throw new Error(`${game}.mdx: no title or no heading #${id}`);
  return { title, heading };
}

const field = (page: Page) => page.getByRole('combobox', { name: 'Regeln aller Spiele durchsuchen' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Treffer' }).getByRole('option');

async function search(page: Page, query: string) {
  await field(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

for (const { query, game, id } of CASES) {
  test(`„${query}“ finds ${game} #${id} first, and its link opens that section`, async ({ page }) => {
    const { title, heading } = fromMdx(game, id);
    await page.goto('/');
    await search(page, query);
    const first = options(page).first();
    await expect(first.locator('.suche-ort')).toHaveText(`${title} › ${heading}`);
    await expect(first.locator('.suche-auszug mark').first()).toBeVisible();
    const href = (await first.getAttribute('href'))!;
    expect(new URL(href, page.url()).pathname).toBe(`/spiele/${game}/`);
    expect(href).toContain(`#${id}`);

    await first.click();
    await expect(page).toHaveURL(new RegExp(`/spiele/${game}/#${id}$`));
    // The section (from its heading to the next one) is on screen, once the page has loaded and scrolled.
    const sectionShown = () =>
      page.evaluate((id) => {
        const h = document.getElementById(id);
        if (!h || document.readyState !== 'complete') return false;
        const headings = [...document.querySelectorAll('main h2[id], main h3[id]')];
        const next = headings[headings.indexOf(h) + 1];
        const top = h.getBoundingClientRect().top;
        const bottom = next ? next.getBoundingClientRect().top : Infinity;
        return top < innerHeight && bottom > 0;
      }, id);
    await expect.poll(sectionShown, { message: `section #${id} in view` }).toBe(true);
  });
}

test('German stemming: other forms of a word find the same section', async ({ page }) => {
  const { title, heading } = fromMdx('durak', 'weiterreichen');
  await page.goto('/');
  for (const query of ['Weiterreichen', 'weiterreicht', 'weitergereicht']) {
    await search(page, query);
    await expect(options(page).first().locator('.suche-ort'), query).toHaveText(`${title} › ${heading}`);
  }
  const dudab = fromMdx('dudab', 'wuenschen');
  await search(page, 'wünschen');
  await expect(options(page).first().locator('.suche-ort')).toHaveText(`${dudab.title} › ${dudab.heading}`);
});

test('keyboard: / focuses the field, arrows choose, Enter opens, Escape closes and clears', async ({ page }) => {
  await page.goto('/spiele/ganjifa/');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');

  await page.keyboard.type('Trumpf');
  await expect(options(page).first()).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#suche-ansage')).toContainText('Abschnitte passen zu „Trumpf“');
  await expect(field(page)).not.toHaveAttribute('aria-activedescendant', /.+/);

  await page.keyboard.press('ArrowDown');
  const firstId = await options(page).nth(0).getAttribute('id');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', firstId!);
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp'); // wraps to the last
  const count = await options(page).count();
  await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Treffer' })).toBeHidden();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).toHaveValue('Trumpf');
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveValue('');

  // Enter opens the chosen result; here the second, on another page.
  await page.keyboard.type('Dukal');
  await expect(options(page).first()).toBeVisible();
  const second = (await options(page).nth(1).getAttribute('href'))!;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(second.split(':~:')[0]!.replace(/#$/, ''), page.url()).href);
});

test('/ types a slash in any other field, and in the search field itself', async ({ page }) => {
  await page.goto('/spiele/durak/');
  await page.evaluate(() => {
    const t = document.createElement('textarea');
    t.id = 'anderes-feld';
    t.setAttribute('aria-label', 'Notiz');
    document.querySelector('main')!.prepend(t);
  });
  await page.locator('#anderes-feld').focus();
  await page.keyboard.type('a/b');
  await expect(page.locator('#anderes-feld')).toHaveValue('a/b');
  await expect(page.locator('#anderes-feld')).toBeFocused();
  await field(page).focus();
  await page.keyboard.type('6/6');
  await expect(field(page)).toHaveValue('6/6');
});

test('Enter on a result of the same page scrolls there, moves the focus and highlights the passage', async ({ page }) => {
  await page.goto('/spiele/durak/');
  await field(page).focus();
  await search(page, 'weiterreichen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/spiele\/durak\/#weiterreichen$/);
  await expect(page.locator('#weiterreichen')).toBeFocused();
  await expect(page.locator('#weiterreichen')).toBeInViewport();
  await expect(page.getByRole('listbox', { name: 'Treffer' })).toBeHidden();
  const marked = await page.evaluate(() => {
    const h = CSS.highlights.get('suche');
    const range = h && [...h][0];
    return range ? String(range) : null;
  });
  expect(marked?.toLowerCase()).toBe('weiterreichen');
});

test('nothing found: a German sentence, an empty list, and the status says so', async ({ page }) => {
  await page.goto('/');
  await field(page).fill('Quidditch');
  const status = page.locator('#suche-status');
  await expect(status).toHaveText('Zu „Quidditch“ steht nichts in den Regeln. Versuch ein anderes Wort, etwa „Trumpf“ oder „Stich“.');
  await expect(status).toBeVisible();
  await expect(page.locator('#suche-ansage')).toHaveText(await status.innerText());
  await expect(options(page)).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a misspelling offers the nearest word of the site, by click and by keyboard: „Meintest du „Trumpf“?“', async ({ page }) => {
  await page.goto('/');
  await field(page).fill('Trumph');
  const proposal = options(page).first();
  await expect(proposal).toHaveText('Meintest du „Trumpf“?');
  await expect(options(page)).toHaveCount(1);
  await expect(page.locator('#suche-status')).toHaveText('Zu „Trumph“ steht nichts in den Regeln.');
  await expect(page.locator('#suche-ansage')).toContainText('Meintest du „Trumpf“?');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await proposal.click();
  await expect(field(page)).toHaveValue('Trumpf');
  const { title, heading } = fromMdx('durak', 'geben-und-trumpf');
  await expect(options(page).first().locator('.suche-ort')).toHaveText(`${title} › ${heading}`);

  await field(page).fill('Schamahne');
  await expect(options(page).first()).toHaveText('Meintest du „Schamane“?');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(field(page)).toHaveValue('Schamane');
  await expect(options(page).first().locator('.suche-ort')).toContainText('Dudab');
});

test('„Trumpf“ shows the glossary entry right after the first rules section, and its link opens the entry', async ({ page }) => {
  await page.goto('/');
  await search(page, 'Trumpf');
  const entry = options(page).nth(1);
  await expect(entry.locator('.suche-ort')).toHaveText(/^Kartenkunde › Trumpf\b/);
  // the passage is the explanation, not the heading said twice
  await expect(entry.locator('.suche-auszug')).toContainText('Farbe');
  await expect(entry.locator('.suche-auszug')).not.toContainText('auch:');
  expect(await entry.getAttribute('href')).toMatch(/^\/kartenkunde\/#trumpf(:~:|$)/);
  await entry.click();
  await expect(page).toHaveURL(/\/kartenkunde\/#trumpf$/);
  await expect(page.locator('dt#trumpf')).toBeInViewport();
});

test('the passages shown never run words of two elements together (cells, terms, explanations)', async ({ page }) => {
  await page.goto('/');
  const shown: string[] = [];
  for (const query of ['Zeichen', 'Kürzel', 'erbeutete', 'Fluch', 'Avatar', 'Anna', 'Verteidiger', 'Trumpf']) {
    await search(page, query);
    shown.push(...(await page.locator('.suche-auszug').allInnerTexts()));
  }
  expect(shown.length).toBeGreaterThan(20);
  // „FarbeZeichenBeispiel“, „wie es hat.erbeutete Karten“
  const runOns = shown.flatMap((t) => t.match(/\S*(\p{Ll}\p{Lu}|\p{L}[.:;,]\p{L})\S*/gu) ?? []);
  expect(runOns).toEqual([]);
});

/**
 * The issue asks for at most 100 KB for the first query. With Pagefind 1.6 that is out of reach
 * for these four pages: its WebAssembly alone is 58 KB (already compressed), and the index chunk
 * holding almost every word is 37 KB (Pagefind cuts chunks at 20,000 word positions, not
 * configurable; all four pages together have about 15,000 words). What the search adds on top –
 * the result list's script, Pagefind's script without its worker, the fragments – is kept small,
 * and this bound (the heaviest of the five test words, „Trumpf“, hits two pages) catches growth.
 * `PAGE_SIZE_DIST=<dir> node bench/page-size.mjs` prints the figure for all five words (bench/search-size.mjs).
 */
const FIRST_QUERY_MAX = 130 * 1024;

test.describe('first query', () => {
  test('Pagefind loads only with the first word typed; the first query stays within its bound', async ({ page }) => {
    // Without the offline worker, which could answer from its cache: count what the network sends.
    await page.route('**/offline.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    const requests: Request[] = [];
    page.on('requestfinished', (r) => requests.push(r));
    await page.goto('/spiele/dudab/', { waitUntil: 'networkidle' });
    expect(requests.filter((r) => r.url().includes('/pagefind/')).map((r) => r.url())).toEqual([]);
    const before = requests.length;
    // Focus (a reader tabbing through the header) brings the small result list, not Pagefind.
    await field(page).focus();
    await expect.poll(() => requests.slice(before).map((r) => new URL(r.url()).pathname)).toEqual(['/pagefind/suche-ui.js']);
    await page.waitForLoadState('networkidle');
    expect(requests.slice(before).map((r) => new URL(r.url()).pathname)).toEqual(['/pagefind/suche-ui.js']);
    await search(page, 'Trumpf');
    await page.waitForLoadState('networkidle');
    const searching = requests.slice(before);
    expect(searching.some((r) => r.url().endsWith('/pagefind/pagefind.js'))).toBe(true);
    expect(
      searching.some((r) => r.url().endsWith('/pagefind/pagefind-worker.js')),
      'no second copy of Pagefind in a worker',
    ).toBe(false);
    // the proposal for a misspelling and its words come only with a search that finds nothing
    expect(searching.filter((r) => /\/pagefind\/(suche-vorschlag\.js|woerter\.json)$/.test(r.url()))).toEqual([]);
    let bytes = 0;
    for (const r of searching) {
      expect((await r.response())?.fromServiceWorker(), r.url()).toBe(false);
      const sizes = await r.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    expect(bytes, searching.map((r) => r.url()).join('\n')).toBeLessThanOrEqual(FIRST_QUERY_MAX);
  });
});

for (const width of [360, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe clean with the result list open at ${width} px (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/spiele/bambuti/');
      await field(page).focus();
      await search(page, 'Anzeiger');
      await page.keyboard.press('ArrowDown');
      // The list fits the screen.
      const box = (await page.locator('#suche-panel').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectAxeClean(page);
      await field(page).fill('Quidditch');
      await expect(page.locator('#suche-status')).toBeVisible();
      await expectAxeClean(page, '.suche');
    });
  }
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('once the site is cached, the search works without a network', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    // (the offline worker controls the page once its cache is complete)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto('/spiele/bambuti/');
    const { title, heading } = fromMdx('ganjifa', 'dukal');
    await field(page).focus();
    await search(page, 'Dukal');
    await expect(options(page).first().locator('.suche-ort')).toHaveText(`${title} › ${heading}`);
    await options(page).first().click();
    await expect(page).toHaveURL(/\/spiele\/ganjifa\/#dukal$/);
    await expect(page.locator('#dukal')).toBeVisible();
  });
});

test('print leaves the search out', async ({ page }) => {
  await page.goto('/spiele/durak/');
  await field(page).focus();
  await search(page, 'Trumpf');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.suche')).toBeHidden();
  await expect(field(page)).toBeHidden();
  await expect(page.locator('#suche-panel')).toBeHidden();
});
