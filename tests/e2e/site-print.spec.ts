/**
 * Printing a rules page (issue 18, „Print“): each game page prints as a clean rules sheet – the
 * text, its tables and card pictures, every section heading – without the islands' controls and
 * without the site's header, navigation and footer, on at most 12 A4 pages.
 *
 * The islands are hydrated first (every one scrolled into view), because a reader prints the page
 * they have been reading, not the bare server HTML. What the print shows is checked twice: in the
 * DOM with print media emulated (nothing a reader could press or type into is visible, no control
 * label stands as a line of text), and in the PDF Chromium renders (its page count, and its
 * outline, which Chromium builds from the headings it laid out in a tagged PDF: every h2 of the
 * rules text). Its text, page by page (read with pdf.js), says nothing about the website (issue 30):
 * no sentence about buttons, the page or its examples, no „Übungen“ or „Frei spielen“ section, and
 * the last sheet is not a nearly empty one.
 */
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test, expect } from './fixtures';
import { gamePage, type Game } from './game-helpers';

const GAMES: Game[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];
const MAX_PAGES = 12;
/** Labels of the islands' controls; none may stand as a line of its own in the printed text. */
const CONTROL_LABELS = [
  'Weiter',
  'Zurück',
  'Tipp',
  'Link kopieren',
  'Link zu dieser Stellung',
  'Neu geben',
  'Rückgängig',
  'Zum Ergebnis',
  'Alle Karten zeigen',
  'Einstellungen für das nächste Spiel',
  'Profi fragen',
  'Warum?',
];

/** Wording that only makes sense on the website; none of it may be printed. */
const WEB_PHRASES = [
  /im Browser/,
  /ganz unten (wartet|spielst)/,
  /Probier es/,
  /\b(im|das|dem|des) Beispiels? „/,
  /Klick/,
  /Knopf/,
  /(auf|von) dieser Seite|hier auf der Seite|die Seite (spielt|entscheidet|wartet|zeigt|sagt)/,
  /hier am Tisch|Tisch hier/,
  /freien Spiel/,
  /Webseite/,
];
/** The section headings of the printed rules: not an island's, not a section of the website only. */
const RULES_HEADINGS = 'main h2:not(astro-island h2):not(.nur-web h2)';
/** Section headings of the website only. */
const WEB_SECTIONS = ['Übungen', 'Frei spielen'];
/** The last sheet holds at least this share of an average sheet's text. */
const LAST_PAGE_SHARE = 0.25;

/** Scrolls every island into view until all of them have hydrated. */
async function hydrateAll(page: Page) {
  await expect(async () => {
    // (an astro-island has no box of its own: scroll to what it holds, a frame or two each)
    await page.evaluate(async () => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        island.firstElementChild?.scrollIntoView({ block: 'center' });
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    expect(await page.locator('astro-island[ssr]').count()).toBe(0);
  }).toPass({ timeout: 30_000 });
}

/** The visible labels of the islands' buttons on screen (a card in a hand has none of its own). */
function screenButtonLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('astro-island button:not([data-karte])')]
      .map((b) => b.innerText.trim())
      .filter((t) => /\p{L}{2}/u.test(t)),
  );
}

/** Controls that are rendered in the current (print) media: laid out and not hidden. */
function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // (a glossary term's button is printed as its word, plain text: site-kartenkunde.spec.ts)
    [...document.querySelectorAll<HTMLElement>('button:not(.begriff-knopf), input, select, textarea, summary, [role="button"], a.knopf')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(/\s+/).join('.') : ''} „${el.innerText?.trim() || el.getAttribute('aria-label') || ''}“`,
      ),
  );
}

/** Decodes a PDF string object: a literal (…) with escapes, or <hex>, UTF-16BE with a BOM. */
function pdfString(raw: string): string {
  if (raw.startsWith('<')) {
    const hex = raw.slice(1, -1).replace(/\s+/g, '');
    const bytes = hex.match(/../g)!.map((h) => parseInt(h, 16));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      let s = '';
      for (let i = 2; i + 1 < bytes.length; i += 2) s += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
      return s;
    }
    return String.fromCharCode(...bytes);
  }
  return raw
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/gs, (_, e: string) =>
      /^[0-7]/.test(e)
        ? String.fromCharCode(parseInt(e, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
    );
}

/** Page count (every `/Type /Page` object) and outline titles of a PDF Chromium wrote. */
function readPdf(pdf: Buffer): { pages: number; titles: string[] } {
  const text = pdf.toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const titles = [...text.matchAll(/\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/gs)].map((m) =>
    pdfString(m[1]!).replace(/\s+/g, ' ').trim(),
  );
  return { pages, titles };
}

/** The text of each page of a PDF (pdf.js, no fonts or canvas needed for the text). */
async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    texts.push(items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return texts;
}

for (const game of GAMES) {
  test(`${game}: prints as a clean rules sheet – no controls, no site chrome, no word about the website, every section heading, at most ${MAX_PAGES} A4 pages, no nearly empty last one`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(gamePage(game));
    await hydrateAll(page);
    const onScreen = await screenButtonLabels(page);
    expect(onScreen.length, 'button labels on screen').toBeGreaterThan(0);
    const labels = [...new Set([...CONTROL_LABELS, ...onScreen])];
    const headings = await page.locator(RULES_HEADINGS).allInnerTexts();
    expect(headings.length, 'sections of the rules text').toBeGreaterThan(3);

    await page.emulateMedia({ media: 'print' });
    expect(await visibleControls(page), 'controls visible in print').toEqual([]);
    for (const chrome of ['header.kopf', 'nav.hauptnav', 'footer.fuss', '.skip-link', 'nav.inhalt']) {
      await expect(page.locator(chrome).first(), `${chrome} in print`).toBeHidden();
    }
    const linesOf = (text: string) => text.split('\n').map((l) => l.trim());
    const lines = linesOf(await page.locator('body').innerText());
    expect(
      CONTROL_LABELS.filter((label) => lines.includes(label)),
      'control labels as lines of printed text',
    ).toEqual([]);
    // (a button may share its word with a heading of the text, such as Dudab's „Nachziehen“)
    const islandLines = linesOf((await page.locator('astro-island').allInnerTexts()).join('\n'));
    expect(
      labels.filter((label) => islandLines.includes(label)),
      'button labels in the printed islands',
    ).toEqual([]);
    for (const h of await page.locator(RULES_HEADINGS).all()) await expect(h).toBeVisible();
    // The card pictures of the rules text are printed.
    const cards = page.locator('main .spiel-text svg:not(astro-island svg)');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toBeVisible();

    // Paper is white: black text even when the screen is dark.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const colours = await page.evaluate(() =>
      ['main .spiel-text p', 'main h2', 'main .spiel-text a'].map((sel) => getComputedStyle(document.querySelector(sel)!).color),
    );
    expect(colours, 'text colours in print with a dark screen').toEqual(['rgb(0, 0, 0)', 'rgb(0, 0, 0)', 'rgb(0, 0, 0)']);

    const pdf = await page.pdf({ format: 'A4', outline: true, tagged: true });
    const { pages, titles } = readPdf(pdf);
    expect(pages, 'A4 pages').toBeGreaterThan(1);
    expect(pages, 'A4 pages').toBeLessThanOrEqual(MAX_PAGES);
    const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
    expect(
      headings.map(clean).filter((h) => !titles.includes(h)),
      `section headings missing from the PDF outline ${JSON.stringify(titles)}`,
    ).toEqual([]);

    // The printed text: no word about the website, none of its sections, no nearly empty last sheet.
    const texts = await pdfPageTexts(pdf);
    expect(texts.length, 'pages read by pdf.js').toBe(pages);
    const all = clean(texts.join(' '));
    expect(all, 'the rules text is in the PDF').toContain(clean(headings[0]!));
    const around = (at: number) => all.slice(Math.max(0, at - 40), at + 40);
    expect(
      WEB_PHRASES.filter((p) => p.test(all)).map((p) => `${p}: „${around(all.search(p))}“`),
      'web wording in the PDF',
    ).toEqual([]);
    const pdfLines = texts.join('\n').split('\n').map(clean);
    expect(
      WEB_SECTIONS.filter((h) => titles.includes(h) || pdfLines.includes(h)),
      'website sections in the PDF',
    ).toEqual([]);
    const lengths = texts.map((t) => clean(t).length);
    const average = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(lengths.at(-1)!, `text on the last of ${pages} pages (${lengths.join(', ')} characters)`).toBeGreaterThanOrEqual(
      LAST_PAGE_SHARE * average,
    );
  });
}
