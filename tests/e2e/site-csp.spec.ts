/**
 * The Content-Security-Policy of the built site (issue 18, „Sicherheit“; src/integrations/csp.mjs).
 * Every page of the build directory (read from it: a new page is checked without being named here)
 * carries the policy as the first element after <meta charset>, with no 'unsafe-inline' for
 * scripts and no other host. Then the page is used as a reader uses it – every island scrolled
 * into view and hydrated, the search once, on a rules page one example step and „Tipp“ in the free
 * game, on Durak a Profi game whose search runs in its Web Worker, on /uebungen/ one exercise – and
 * the browser must report no `securitypolicyviolation` and no request may go to another host:
 * neither from the page, nor from its workers, nor from the service worker, which is allowed here and
 * caches the whole site in the background.
 */
import { test as unwatched, type BrowserContext, type Page, type Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { allIslandsHydrated, builtPages } from './site-pages';
import { freeGameStarted } from './game-helpers';
import { GAMES as PROFI, profiPosition } from './profi-helpers';

test.use({ serviceWorkers: 'allow' });

const PAGES = builtPages();

/** Collects every violation report of a document, before any of the page's scripts runs. */
function reportViolations() {
  const seen: string[] = [];
  Object.defineProperty(window, '__cspVerstoesse', { value: seen });
  document.addEventListener(
    'securitypolicyviolation',
    (e) => seen.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`),
    true,
  );
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspVerstoesse?: string[] }).__cspVerstoesse ?? ['no listener']);

interface Seen {
  url: string;
  /** Sent by the service worker (its precaching, or a fetch it answers from the network). */
  fromServiceWorker: boolean;
}

/** Every request of the context: its pages, their dedicated workers and the service worker. */
function watchRequests(context: BrowserContext): Seen[] {
  const seen: Seen[] = [];
  context.on('request', (r: Request) => seen.push({ url: r.url(), fromServiceWorker: r.serviceWorker() !== null }));
  return seen;
}

function foreign(seen: Seen[], page: Page): string[] {
  const origin = new URL(page.url()).origin;
  return seen.map((s) => s.url).filter((u) => !u.startsWith(origin + '/') && !/^(data|blob|about):/.test(u));
}

/** The policy of the page: from the one meta element, checked for what it must and must not allow. */
async function expectPolicy(page: Page) {
  const metas = page.locator('meta[http-equiv="content-security-policy" i]');
  await expect(metas).toHaveCount(1);
  // it is the first element after <meta charset>, so it governs every script of the page
  const place = await page.evaluate(() => {
    const [first, second] = [...document.head.children];
    return [first?.getAttribute('charset'), second?.getAttribute('http-equiv')?.toLowerCase()];
  });
  expect(place).toEqual(['utf-8', 'content-security-policy']);
  const policy = (await metas.getAttribute('content')) ?? '';
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map((d) => [d[0]!, d.slice(1)]),
  );
  const scriptSrc = directives.get('script-src');
  expect(scriptSrc, 'script-src').toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('worker-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  // no host anywhere: only keywords, hashes and data: for the favicon
  for (const [name, sources] of directives) {
    for (const source of sources) expect(source, `${name} ${source}`).toMatch(/^('[a-z-]+'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|data:)$/);
  }
  // every inline script of the page is named by its hash, computed here by the browser itself
  const hashes = await page.evaluate(() =>
    Promise.all(
      [...document.scripts]
        .filter((s) => !s.src && (!s.type || s.type === 'module'))
        .map(async (s) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s.textContent ?? ''));
          return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        }),
    ),
  );
  for (const hash of hashes) expect(scriptSrc).toContain(hash);
}

/** The header's search, once: Pagefind loads its WebAssembly, which needs 'wasm-unsafe-eval'. */
async function searchOnce(page: Page) {
  const field = page.getByRole('combobox', { name: 'Regeln aller Spiele durchsuchen' });
  if ((await field.count()) === 0) return;
  await field.fill('Trumpf');
  await expect(page.getByRole('listbox', { name: 'Treffer' }).getByRole('option').first()).toBeVisible({ timeout: 20_000 });
  await field.press('Escape');
}

/** A rules page: the first example one step on, and „Tipp“ in the free game. */
async function useRulesPage(page: Page) {
  const example = page.locator('section.beispiel').first();
  await example.scrollIntoViewIfNeeded();
  await expect(example.getByText(/^Schritt 1 von \d+$/)).toBeVisible();
  await example.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(example.getByText(/^Schritt 2 von \d+$/)).toBeVisible();

  // the free game deals on „Karten geben“: its running game and XState load under the policy too
  const free = await freeGameStarted(page);
  const hint = free.getByRole('button', { name: 'Tipp', exact: true });
  await expect(hint).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
  await hint.click();
  await expect(free.locator('.rm-hint')).toBeVisible({ timeout: 20_000 });
}

/** /uebungen/: one exercise. */
async function useExercises(page: Page) {
  const start = page.getByRole('button', { name: 'Übung starten' });
  if ((await start.count()) > 0) await start.click();
  await expect(page.locator('#uebung-insel .uebung-frage')).not.toBeEmpty({ timeout: 20_000 });
}

test('the build has the pages this test walks: home, the four games, the 404 page', () => {
  expect(PAGES.map((p) => p.path)).toEqual(
    expect.arrayContaining(['/', '/gibt-es-nicht/', '/spiele/bambuti/', '/spiele/dudab/', '/spiele/durak/', '/spiele/ganjifa/']),
  );
});

for (const site of PAGES) {
  test(`${site.path} (${site.file}): the policy, no violation and no other host while the page is used`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const seen = watchRequests(context);
    await context.addInitScript(reportViolations);
    const response = await page.goto(site.path);
    expect(response?.status()).toBe(site.status);
    await expectPolicy(page);
    await allIslandsHydrated(page);
    if (site.path.startsWith('/spiele/')) await useRulesPage(page);
    if (site.path === '/uebungen/') await useExercises(page);
    await searchOnce(page);
    expect(await violations(page), 'CSP violations').toEqual([]);
    expect(foreign(seen, page), 'requests to other hosts').toEqual([]);
  });
}

test('Durak, a Profi game: the search runs in its worker without a violation or another host', async ({ page, context }) => {
  test.setTimeout(120_000);
  const seen = watchRequests(context);
  await context.addInitScript(reportViolations);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const { code, expected } = profiPosition(PROFI[0]!, 4242);
  await page.goto(`/spiele/durak/?partie=${code}`);
  const free = page.locator('#freies-spiel');
  await expect(free.getByRole('list', { name: 'Spielverlauf' }).getByText(expected, { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(
    workers.some((u) => /profi/.test(u)),
    'the Profi worker ran',
  ).toBe(true);
  // the watch sees the worker's own requests: its script
  expect(seen.some((s) => workers.includes(s.url))).toBe(true);
  // and, once installed, the service worker's (its precaching of the site)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  expect(seen.filter((s) => s.fromServiceWorker).length, 'requests of the service worker are watched').toBeGreaterThan(0);
  expect(await violations(page), 'CSP violations').toEqual([]);
  expect(foreign(seen, page), 'requests to other hosts').toEqual([]);
});

// (without the fixtures' watch: the refusals this test provokes are logged as console errors)
unwatched('the policy is enforced: an inline script the build did not hash is refused and reported', async ({ page, context }) => {
  await context.addInitScript(reportViolations);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__fremd = true;';
    document.body.append(s);
    return (window as unknown as { __fremd?: boolean }).__fremd === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem: inline/)]);
  // a request to another host is refused by connect-src before it leaves the browser
  const fetched = await page.evaluate(() =>
    fetch('https://example.org/').then(
      () => 'geladen',
      () => 'abgelehnt',
    ),
  );
  expect(fetched).toBe('abgelehnt');
  await expect.poll(async () => (await violations(page)).some((v) => v.startsWith('connect-src: https://example.org'))).toBe(true);
});
