/**
 * Findable and shareable (issue 18): every page has one canonical address built from the `site`
 * setting, a title, a description and the Open Graph tags; the sitemap lists exactly the pages a
 * reader can reach from the home page (not the 404 page); each game has its own Open Graph picture,
 * a PNG of 1200 × 630 built from its cards, and the page names it; and a shared link to an example
 * or a game shows a tab title that names the game and what the link opens.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { gamePage, type Game } from './game-helpers';

const GAMES: Game[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];
const SITE_NAME = 'Kartenspiele lernen';

/** The addresses the sitemap lists (its index, then each sitemap it names). */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const urls: string[] = [];
  for (const map of locs(await index.text())) {
    const res = await request.get(new URL(map).pathname);
    expect(res.status(), map).toBe(200);
    urls.push(...locs(await res.text()));
  }
  return urls;
}

/** What a page says about itself in its head. */
function head(page: Page) {
  return page.evaluate(() => {
    const all = (sel: string) =>
      [...document.head.querySelectorAll(sel)].map((el) => el.getAttribute('content') ?? el.getAttribute('href') ?? el.textContent ?? '');
    const og = (p: string) => all(`meta[property="og:${p}"]`);
    return {
      canonical: all('link[rel="canonical"]'),
      title: all('title'),
      description: all('meta[name="description"]'),
      robots: all('meta[name="robots"]'),
      ogTitle: og('title'),
      ogDescription: og('description'),
      ogUrl: og('url'),
      ogImage: og('image'),
      ogImageAlt: og('image:alt'),
    };
  });
}

/** Width and height of a PNG (its IHDR chunk), or null if the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the sitemap lists the home page, every game page and the menu’s other pages – each once, with the canonical address of its page – and not the 404 page', async ({
  page,
  request,
}) => {
  const listed = await sitemapUrls(request);
  expect(new Set(listed).size, 'no address twice').toBe(listed.length);

  await page.goto('/');
  const [home] = (await head(page)).canonical;
  expect(home, 'the home page has a canonical address').toBeTruthy();
  // each game card links its page (the „Weiter“ links, when shown, add query and anchor)
  const gameLinks = [
    ...new Set(
      await page.locator('.spiele-liste a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.replace(/[?#].*$/, ''))),
    ),
  ];
  expect(gameLinks.sort()).toEqual(GAMES.map(gamePage).sort());
  // and the other pages of the menu (Übungen, Kartenkunde)
  const navLinks = await page
    .getByRole('navigation', { name: 'Spiele' })
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(navLinks.length).toBeGreaterThan(gameLinks.length);
  const expected = [home!, ...new Set([...gameLinks, ...navLinks].map((href) => new URL(href, home).href))];
  expect([...listed].sort()).toEqual(expected.sort());
  expect(listed.some((u) => u.includes('404'))).toBe(false);
});

for (const path of ['/', ...GAMES.map(gamePage), '/uebungen/', '/kartenkunde/']) {
  test(`${path}: one canonical link, a title, a description and the Open Graph tags; its picture exists`, async ({ page, request }) => {
    await page.goto(path);
    const h = await head(page);
    expect(h.canonical).toHaveLength(1);
    const canonical = new URL(h.canonical[0]!);
    expect(canonical.protocol).toBe('https:');
    expect(canonical.pathname, 'the page’s own address').toBe(path);
    expect(h.robots).toEqual([]);

    expect(h.title).toHaveLength(1);
    expect(h.title[0]).toContain(SITE_NAME);
    expect(h.description).toHaveLength(1);
    expect(h.description[0]!.length, 'a description of a sentence or two').toBeGreaterThan(50);
    expect(h.ogTitle).toHaveLength(1);
    expect(h.title[0]).toContain(h.ogTitle[0]!);
    expect(h.ogDescription).toEqual(h.description);
    expect(h.ogUrl).toEqual([canonical.href]);
    expect(h.ogImageAlt).toHaveLength(1);

    expect(h.ogImage).toHaveLength(1);
    const image = new URL(h.ogImage[0]!);
    expect(image.origin, 'the picture lives on the same site').toBe(canonical.origin);
    const game = GAMES.find((g) => path === gamePage(g));
    expect(image.pathname).toBe(game ? `/og/${game}.png` : '/og/kartenspiele.png');
    const res = await request.get(image.pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  });
}

test('the 404 page has a title and a description, asks not to be listed, and names no canonical address', async ({ page }) => {
  await page.goto('/gibt-es-nicht/');
  const h = await head(page);
  expect(h.title).toHaveLength(1);
  expect(h.description).toHaveLength(1);
  expect(h.robots).toEqual(['noindex']);
  expect(h.canonical).toEqual([]);
  expect(h.ogUrl).toEqual([]);
});

test('the games’ pictures differ from each other and from the home page’s', async ({ request }) => {
  const bodies = await Promise.all(['kartenspiele', ...GAMES].map(async (name) => (await request.get(`/og/${name}.png`)).body()));
  expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(bodies.length);
});

for (const game of GAMES) {
  test(`${game}: a link to an example names the example and the game in the tab title; the plain page keeps its title`, async ({
    page,
  }) => {
    await page.goto(gamePage(game));
    const plain = await page.title();
    const name = (await page.locator('main h1').innerText()).trim();
    expect(plain).toBe(`${name} – ${SITE_NAME}`);
    const example = page.locator('section.beispiel').nth(1);
    const id = (await example.getAttribute('id'))!.replace(/^szenario-/, '');
    const exampleTitle = (await page.locator(`#szenario-${id}-titel`).innerText()).trim();

    await page.goto(`${gamePage(game)}?szenario=${id}&schritt=2`);
    await expect(page).toHaveTitle(`Beispiel „${exampleTitle}“ – ${name} – ${SITE_NAME}`);

    // A link to an example that does not exist changes nothing.
    await page.goto(`${gamePage(game)}?szenario=gibt-es-nicht`);
    await expect(page.locator('#link-hinweis')).toBeVisible();
    await expect(page).toHaveTitle(plain);
  });
}

test('a link to a game names the game as one to replay in the tab title', async ({ page }) => {
  const golden = JSON.parse(readFileSync(new URL('../fixtures/durak-golden.json', import.meta.url), 'utf8')) as {
    links: { code: string }[];
  };
  const code = golden.links[0]!.code;
  await page.goto(`${gamePage('durak')}?partie=${code}`);
  await expect(page).toHaveTitle(`Durak – ein Spiel zum Nachspielen – ${SITE_NAME}`);
});
