// What the first search costs a reader (issue 18, „Suche“), run by bench/page-size.mjs with its
// server and browser: on a game page, focus the header's search field and type one word, then sum
// every response from the moment of the focus until the results stand and the network is quiet –
// the result list's script, Pagefind's script, its WebAssembly, the index chunk and the page
// fragments – as transferred (body as sent, gzip where the server compresses, plus headers). One
// fresh browser context per word, without the offline worker (its script answered empty), so
// nothing comes from a cache.
// Prints a `#` line per word (PAGE_SIZE_FILES=1: every file) and the largest as
// `BENCH search.first_query_bytes <n> bytes`.

/** The five words the browser test checks (tests/e2e/site-suche.spec.ts), each typed on another game's page. */
const WORDS = [
  ['Trumpf', '/spiele/dudab/'],
  ['Dukal', '/spiele/durak/'],
  ['Wunsch', '/spiele/bambuti/'],
  ['Anzeiger', '/spiele/ganjifa/'],
  ['weiterreichen', '/'],
];

async function firstQuery(browser, base, word, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route('**/offline.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const finished = [];
  page.on('requestfinished', (r) => finished.push(r));
  await page.locator('#suche-feld').focus();
  await page.locator('#suche-feld').fill(word);
  await page.locator('#suche-liste [role="option"]').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  const files = [];
  for (const r of finished) {
    const sizes = await r.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    files.push(`${new URL(r.url()).pathname} ${sizes.responseBodySize + sizes.responseHeadersSize}`);
  }
  await context.close();
  return { bytes, files };
}

/** Measures the first query for each word against the served build at `base`. */
export async function searchSize(browser, base) {
  let largest = 0;
  for (const [word, path] of WORDS) {
    const { bytes, files } = await firstQuery(browser, base, word, path);
    largest = Math.max(largest, bytes);
    console.log(`# search „${word}“ on ${path}: ${bytes} bytes`);
    if (process.env.PAGE_SIZE_FILES) for (const f of files) console.log(`#   ${f}`);
  }
  console.log(`BENCH search.first_query_bytes ${largest} bytes`);
}
