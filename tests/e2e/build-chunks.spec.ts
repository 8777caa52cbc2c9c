/**
 * Pages load only what they use (issue 14, point 4): no JavaScript a page can load – its islands,
 * their renderer, every chunk they import statically or on demand, workers, inline scripts –
 * contains a game's layout parser (`fromLayout`, which only tests, tools and the build need). Reads
 * the built files in PW_OUTDIR (default dist) after `astro build`; no browser needed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';

const OUT = process.env.PW_OUTDIR ?? 'dist';
const ASSETS = join(OUT, '_astro');

/** A string only each game's fromLayout contains (its error messages), checked against the source below. */
const LAYOUT_PARSER: Record<string, string> = {
  durak: 'durak.fromLayout',
  dudab: 'dudab.fromLayout',
  ganjifa: 'a layout must be an object',
  bambuti: 'bambuti.fromLayout',
};
const PAGES = ['index.html', 'uebungen/index.html', ...Object.keys(LAYOUT_PARSER).map((g) => `spiele/${g}/index.html`)];

/** Every `.js` file name under _astro that `text` names (imports, dynamic imports, preload lists, worker URLs). */
function named(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/["'`(]([^"'`()\s]*?\.js)(?=["'`)])/g)) {
    const file = basename(m[1]!.split('?')[0]!);
    if (existsSync(join(ASSETS, file))) out.push(file);
  }
  return out;
}

/** The page's inline scripts and every JS file it can reach, transitively. */
function pageCode(page: string): { inline: string; files: string[] } {
  const html = readFileSync(join(OUT, page), 'utf8');
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
  const seen = new Set<string>();
  const queue = named(html);
  while (queue.length > 0) {
    const f = queue.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...named(readFileSync(join(ASSETS, f), 'utf8')));
  }
  return { inline, files: [...seen].sort() };
}

test('each marker is in its game’s layout parser, so its absence from the pages means something', () => {
  for (const [game, marker] of Object.entries(LAYOUT_PARSER)) {
    const setup = readFileSync(join('src', 'games', game, 'setup.ts'), 'utf8');
    const body = setup.slice(setup.indexOf('export function fromLayout'));
    expect(body.indexOf('export function fromLayout'), `${game}/setup.ts has fromLayout`).toBe(0);
    expect(body.includes(`'${marker}'`), `${game}: „${marker}“ is in fromLayout`).toBe(true);
  }
});

test('the build is there and the game pages load JavaScript chunks', () => {
  expect(existsSync(ASSETS), `${ASSETS} exists (run astro build --outDir ${OUT} first)`).toBe(true);
  for (const page of PAGES.slice(1)) expect(pageCode(page).files.length, page).toBeGreaterThan(1);
});

for (const page of PAGES) {
  test(`${page}: no chunk it loads contains a layout parser`, () => {
    const { inline, files } = pageCode(page);
    const found: string[] = [];
    for (const [game, marker] of Object.entries(LAYOUT_PARSER)) {
      if (inline.includes(marker)) found.push(`inline script: ${game}.fromLayout`);
      for (const f of files) if (readFileSync(join(ASSETS, f), 'utf8').includes(marker)) found.push(`${f}: ${game}.fromLayout`);
    }
    expect(found).toEqual([]);
  });
}

test('the scan would see every JS file of the build from some page (nothing unreachable is left unchecked)', () => {
  const reached = new Set(PAGES.flatMap((p) => pageCode(p).files));
  const all = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  expect(all.filter((f) => !reached.has(f))).toEqual([]);
});

/** Every `.js` file under _astro that `file` imports statically, and theirs, transitively (not import()). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(ASSETS, file), 'utf8');
  for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) staticClosure(m[1]!, seen);
  return seen;
}

/** A string only XState's runtime contains (its init event), checked against the package below. */
const XSTATE = 'xstate.init';

test('an exercise loads no XState before the reader’s first action (issues 17 and 31): /uebungen/, the exercise view and each game’s exercise part leave it to the trainer’s machine, loaded on demand', () => {
  const xstate = readdirSync(join('node_modules', 'xstate', 'dist')).filter(
    (f) => /^raise-.*\.esm\.js$/.test(f) && !f.includes('development'),
  );
  expect(
    xstate.some((f) => readFileSync(join('node_modules', 'xstate', 'dist', f), 'utf8').includes(`'${XSTATE}'`)),
    `„${XSTATE}“ is in XState`,
  ).toBe(true);

  // What /uebungen/ loads before an exercise: its scripts, islands and renderer, with their static imports.
  const html = readFileSync(join(OUT, 'uebungen', 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:component-url|renderer-url|src)="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(0);
  // The exercise view (mount.ts with UebungView), which „Übung starten“ loads, and through it each
  // game's part (loaded with the first exercise of that game).
  const view = readdirSync(ASSETS).find((f) => /^mount\..*\.js$/.test(f));
  expect(view, 'the exercise view has its own chunk').toBeDefined();
  // (the page's script starts the section with startUebungen, uebungen/start.ts, from the shared chunk)
  expect(
    entries.flatMap((e) => [...staticClosure(e)]).some((f) => readFileSync(join(ASSETS, f), 'utf8').includes(`import("./${view}")`)),
    'the start button’s script loads the view on demand',
  ).toBe(true);
  const onDemand = [...readFileSync(join(ASSETS, view!), 'utf8').matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map((m) => m[1]!);
  // The trainer's machine (exerciseMachine.ts, issue 31) is loaded on the reader's first action:
  // it, and only it, brings XState.
  const machine = onDemand.filter((f) => /^exerciseMachine\./.test(f));
  expect(machine, 'the view loads the trainer’s machine on demand').toHaveLength(1);
  expect([...staticClosure(machine[0]!)].some((f) => readFileSync(join(ASSETS, f), 'utf8').includes(XSTATE))).toBe(true);
  const parts = onDemand.filter((f) => f !== machine[0]);
  expect(parts.length, 'the view loads the four games’ parts on demand').toBeGreaterThanOrEqual(4);

  for (const start of [...entries, view!, ...parts]) {
    const found = [...staticClosure(start)].filter((f) => readFileSync(join(ASSETS, f), 'utf8').includes(XSTATE));
    expect(found, `${start} and its static imports`).toEqual([]);
  }
  // …while a game page does load it (the marker means something in the built files).
  expect(pageCode('spiele/durak/index.html').files.some((f) => readFileSync(join(ASSETS, f), 'utf8').includes(XSTATE))).toBe(true);
});
