// Page weight as a reader's browser sees it: builds the site, serves it, opens each page in
// Chromium, scrolls every island into view, waits for hydration, and sums every JavaScript file the
// page downloaded (Astro's loader, islands, shared chunks, workers) plus the inline scripts of the
// HTML, each gzip-compressed on its own. Also, per page: its elements right after load, before any
// island is scrolled into view (`dom_elements`), and the raw bytes of its HTML as served (`html_bytes`)
// and of its stylesheets (`css_bytes`, uncompressed).
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../tests/chromium.mjs';
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
} catch {}
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
    } catch {}
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
      } catch {}
    }
    if (type === 'script' || /\.m?js(\?|$)/.test(url)) {
      try {
        files.set(url, await res.body());
      } catch {}
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
    const used = c.ranges.reduce((sum, r) => sum + r.end - r.start, 0);
    const name = c.url.replace(base, '');
    if (process.env.PAGE_SIZE_FILES) console.log(`  ${path} css ${c.text.length - used} unused of ${c.text.length} ${name}`);
    return c.text.length - used;
  });
  let total = 0;
  for (const [url, body] of files) {
    const size = gzipSync(body, { level: 9 }).length;
    total += size;
    if (process.env.PAGE_SIZE_FILES) console.log(`  ${path} ${size} ${url.replace(base, '')}`);
  }
  for (const text of inline) {
    const size = gzipSync(Buffer.from(text), { level: 9 }).length;
    total += size;
    if (process.env.PAGE_SIZE_FILES) console.log(`  ${path} ${size} (inline)`);
  }
  await page.close();
  const css = [...sheets.values()].reduce((a, b) => a + b, 0);
  return { total, files: files.size, inline: inline.length, islands, dom, html, css, unused };
}

/** The page's DOM, HTML and CSS lines. */
function weight(name, m) {
  console.log(`BENCH page.${name}.dom_elements ${m.dom} elements`);
  console.log(`BENCH page.${name}.html_bytes ${m.html} bytes`);
  console.log(`BENCH page.${name}.css_bytes ${m.css} bytes`);
  console.log(`BENCH page.${name}.css_unused_bytes ${m.unused.reduce((a, b) => a + b, 0)} bytes`);
  console.log(`BENCH page.${name}.css_unused_max_bytes ${Math.max(0, ...m.unused)} bytes`);
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: exe,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Every game page the build made (dist/spiele/<slug>/index.html), then the home page.
  const games = existsSync(`${dist}/spiele`)
    ? readdirSync(`${dist}/spiele`).filter((slug) => existsSync(`${dist}/spiele/${slug}/index.html`)).sort()
    : [];
  for (const slug of games) {
    const m = await measure(browser, `/spiele/${slug}/`);
    console.log(`BENCH page.${slug}.js_gzip_bytes ${m.total} bytes`);
    console.log(`BENCH page.${slug}.js_files ${m.files + m.inline} files`);
    weight(slug, m);
  }
  const home = await measure(browser, '/');
  weight('home', home);
  for (const [name, path] of [['kartenkunde', '/kartenkunde/'], ['uebungen', '/uebungen/']]) {
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
