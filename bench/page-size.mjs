// Page weight as a reader's browser sees it: builds the site, serves it, opens each page in
// Chromium, scrolls every island into view, waits for hydration, and sums every JavaScript file the
// page downloaded (Astro's loader, islands, shared chunks, workers) plus the inline scripts of the
// HTML, each gzip-compressed on its own. Also, per page: its elements right after load, before any
// island is scrolled into view (`dom_elements`), and the raw bytes of its HTML as served (`html_bytes`)
// and of its stylesheets (`css_bytes`, uncompressed).
// What is measured is what a page loads before the reader's first action, every island in view: the
// examples start their machine (XState) on the first click and the free game on „Karten geben“, so
// neither is in `js_gzip_bytes`; `js_after_first_action_bytes` adds what pressing the first example's
// „Weiter“ and „Karten geben“ then load. `css_unused_bytes`: the largest waste of any one stylesheet
// (linked or inline) as Lighthouse's „unused-css-rules“ counts it – the share of its bytes whose
// rules Chromium's CSS coverage never saw used, times its gzip size – at that same moment.
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../tests/chromium.mjs';
import { cssWaste } from '../tests/cssWaste.mjs';
import { searchSize } from './search-size.mjs';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';
// PAGE_SIZE_PORT=<n>: serve on another port (default 4330), e.g. to run beside another measurement.
const port = Number(process.env.PAGE_SIZE_PORT ?? 4330);
const base = `http://127.0.0.1:${port}`;
const exe = chromiumPath();
if (!exe) {
  console.error('bench/page-size: no Chromium (set CHROMIUM_PATH or install /usr/bin/chromium)');
  process.exit(1);
}
// PAGE_SIZE_DIST=<dir>: measure an existing build in <dir> instead of building into dist/.
// PAGE_SIZE_FILES=1: also list every file a page loaded, with its gzip size.
const dist = process.env.PAGE_SIZE_DIST ?? 'dist';
if (!process.env.PAGE_SIZE_DIST) {
  const b = spawnSync(process.execPath, ['node_modules/astro/astro.js', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) process.exit(1);
}
// Another server on the port (say, a preview left over from an interrupted run) would be measured
// instead of this build: refuse to start then.
try {
  await fetch(base + '/');
  console.error(`bench/page-size: port ${port} is already in use; stop the server there first`);
  process.exit(1);
} catch {
  // Nothing answers: the port is free, as it should be.
}
const server = spawn(
  process.execPath,
  ['node_modules/astro/astro.js', 'preview', '--port', String(port), '--host', '127.0.0.1', '--outDir', dist],
  { stdio: 'ignore' },
);
async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(base + '/');
      if (r.ok) return;
    } catch {
      // Not up yet: ask again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('preview server did not start');
}

/** `ready`: a selector to wait for after hydration (what the page loads on its own, e.g. an exercise from its link). */
async function measure(browser, path, ready) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const files = new Map();
  const sheets = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    const url = res.url();
    if (type === 'stylesheet') {
      try {
        sheets.set(url, (await res.body()).length);
      } catch {
        // The response went away with the page; its size is not needed.
      }
    }
    if (type === 'script' || /\.m?js(\?|$)/.test(url)) {
      try {
        files.set(url, await res.body());
      } catch {
        // The response went away with the page; its size is not needed.
      }
    }
  });
  // The rules each stylesheet (linked or inline) used by then: what Lighthouse's „unused-css-rules“
  // reads from Chromium's rule usage too.
  await page.coverage.startCSSCoverage({ resetOnNavigation: false });
  const res = await page.goto(base + path, { waitUntil: 'networkidle' });
  const html = (await res.body()).length;
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const islands = await page.locator('astro-island').count();
  for (let i = 0; i < islands; i++) {
    await page.locator('astro-island').nth(i).scrollIntoViewIfNeeded();
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 20000 });
  if (ready) {
    await page.waitForSelector(ready, { timeout: 20000 });
    await page.waitForLoadState('networkidle');
  }
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript')
      .map((s) => s.textContent ?? ''),
  );
  const coverage = await page.coverage.stopCSSCoverage();
  const unused = coverage.map((c) => {
    const { wasted, unusedRaw } = cssWaste(c);
    if (process.env.PAGE_SIZE_FILES)
      console.log(`  ${path} css ${wasted} gzip unused (${unusedRaw} of ${(c.text ?? '').length} raw) ${c.url.replace(base, '')}`);
    return wasted;
  });
  const gz = (body) => gzipSync(body, { level: 9 }).length;
  const inlineBytes = inline.reduce((sum, text) => sum + gz(Buffer.from(text)), 0);
  let total = inlineBytes;
  for (const [url, body] of files) {
    total += gz(body);
    if (process.env.PAGE_SIZE_FILES) console.log(`  ${path} ${gz(body)} ${url.replace(base, '')}`);
  }
  if (process.env.PAGE_SIZE_FILES) for (const text of inline) console.log(`  ${path} ${gz(Buffer.from(text))} (inline)`);
  // The reader's first actions on a game page: „Weiter“ in the first example that has it enabled and
  // „Karten geben“ in the free game; then everything the page has loaded so far.
  const seen = files.size;
  let afterAction = null;
  if (path.startsWith('/spiele/')) {
    const weiter = page.locator('section.beispiel button:has-text("Weiter"):not([aria-disabled="true"])').first();
    if ((await weiter.count()) > 0) await weiter.click();
    const deal = page.locator('#freies-spiel button:has-text("Karten geben")');
    if ((await deal.count()) > 0) await deal.click();
    await page.waitForLoadState('networkidle');
    await page.waitForSelector('#freies-spiel .tisch-warten', { state: 'detached', timeout: 20000 });
    await page.waitForLoadState('networkidle');
    afterAction = inlineBytes;
    for (const [url, body] of files) {
      afterAction += gz(body);
      if (process.env.PAGE_SIZE_FILES && [...files.keys()].indexOf(url) >= seen)
        console.log(`  ${path} after first action: ${gz(body)} ${url.replace(base, '')}`);
    }
  }
  await page.close();
  const css = [...sheets.values()].reduce((a, b) => a + b, 0);
  return { total, afterAction, files: seen, inline: inline.length, islands, dom, html, css, unused };
}

/** The page's DOM, HTML and CSS lines. */
function weight(name, m) {
  console.log(`BENCH page.${name}.dom_elements ${m.dom} elements`);
  console.log(`BENCH page.${name}.html_bytes ${m.html} bytes`);
  console.log(`BENCH page.${name}.css_bytes ${m.css} bytes`);
  console.log(`BENCH page.${name}.css_unused_bytes ${Math.max(0, ...m.unused)} bytes`);
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: exe,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Every game page the build made (dist/spiele/<slug>/index.html), then the home page.
  const games = existsSync(`${dist}/spiele`)
    ? readdirSync(`${dist}/spiele`)
        .filter((slug) => existsSync(`${dist}/spiele/${slug}/index.html`))
        .sort()
    : [];
  for (const slug of games) {
    const m = await measure(browser, `/spiele/${slug}/`);
    console.log(`BENCH page.${slug}.js_gzip_bytes ${m.total} bytes`);
    console.log(`BENCH page.${slug}.js_after_first_action_bytes ${m.afterAction} bytes`);
    console.log(`BENCH page.${slug}.js_files ${m.files + m.inline} files`);
    weight(slug, m);
  }
  const home = await measure(browser, '/');
  weight('home', home);
  for (const [name, path] of [
    ['kartenkunde', '/kartenkunde/'],
    ['uebungen', '/uebungen/'],
  ]) {
    if (existsSync(`${dist}${path}index.html`)) weight(name, await measure(browser, path));
  }
  // The exercises page with one exercise of each game open (its link loads the exercise view and the
  // game's part at once): the largest of the four is the page's figure.
  if (existsSync(`${dist}/uebungen/index.html`)) {
    let most = 0;
    for (const code of ['durak-schlagen.A01', 'ganjifa-bedienen.A01', 'dudab-reihe.A01', 'bambuti-spalte.A01']) {
      const m = await measure(browser, `/uebungen/?uebung=${code}`, '.uebung-frage');
      console.log(`# page.uebungen with ${code}: ${m.total} bytes`);
      most = Math.max(most, m.total);
    }
    console.log(`BENCH page.uebungen.js_gzip_bytes ${most} bytes`);
  }
  // What the first search then transfers (BENCH search.first_query_bytes, bench/search-size.mjs).
  if (existsSync(`${dist}/pagefind/pagefind.js`)) await searchSize(browser, base);
  await browser.close();
  console.log(`BENCH page.home.js_gzip_bytes ${home.total} bytes`);
} finally {
  server.kill();
}

// What the offline worker then downloads in the background (BENCH offline.*, bench/offline-size.mjs).
if (existsSync(`${dist}/sw.js`)) {
  const r = spawnSync(process.execPath, [fileURLToPath(new URL('./offline-size.mjs', import.meta.url)), dist], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
