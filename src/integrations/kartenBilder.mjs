/**
 * Each card picture drawn once per page (issue 30, point 10): the card components draw every card
 * as a full inline SVG, and a rules page shows the same cards again and again (the Bambuti page had
 * almost 4,000 elements, most of them card parts). After every build this rewrites each page: a
 * card picture (`<svg class="karte …">`) whose drawing occurs at least twice on the page is drawn
 * once, as a `<g id="kb-…">` in one hidden `<svg class="kartenbilder">` at the end of `<body>`, and
 * every occurrence keeps its own `<svg>` (class, size, `role`/`aria-label`, its `<title>`, `data-karte`)
 * with a `<use href="#kb-…"/>` inside. The reader sees the same picture; screen readers get the same
 * names. An island redraws its cards in full when it hydrates (Preact replaces the `<use>`).
 * Runs before the CSP integration and the service worker's list (astro.config.mjs).
 */
import { createHash } from 'node:crypto';
import { htmlRewrite } from './csp.mjs';

const CARD_START = /<svg\b[^>]*\bclass="(?:[^"]*\s)?karte(?:\s[^"]*)?"[^>]*>/g;
const SVG_TAG = /<(\/?)svg\b[^>]*?(\/?)>/g;

/** The index just after the `</svg>` that closes the `<svg>` opened before `from`, or -1. */
function closeOf(html, from) {
  SVG_TAG.lastIndex = from;
  let depth = 1;
  for (let m; (m = SVG_TAG.exec(html));) {
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth === 0) return { inner: m.index, end: SVG_TAG.lastIndex };
  }
  return null;
}

/**
 * The page with every card drawing that occurs at least twice moved into one shared `<defs>`.
 * A page without such repeats (or without `</body>`) is returned unchanged.
 * @param {string} html
 */
export function cardsOnce(html) {
  /** @type {{ start: number; open: string; title: string; drawing: string; end: number; key: string }[]} */
  const cards = [];
  CARD_START.lastIndex = 0;
  for (let m; (m = CARD_START.exec(html));) {
    const bodyStart = m.index + m[0].length;
    const close = closeOf(html, bodyStart);
    if (!close) break;
    const inner = html.slice(bodyStart, close.inner);
    // The <title> (a card's name) stays with each picture; the drawing after it is shared.
    const title = /^<title\b[^>]*>[\s\S]*?<\/title>/.exec(inner)?.[0] ?? '';
    const drawing = inner.slice(title.length);
    const viewBox = /\bviewBox="([^"]*)"/.exec(m[0])?.[1] ?? '';
    const key =
      'kb-' +
      createHash('sha1')
        .update(viewBox + '\u0000' + drawing)
        .digest('base64url')
        .slice(0, 8);
    cards.push({ start: m.index, open: m[0], title, drawing, end: close.end, key });
    CARD_START.lastIndex = close.end;
  }
  /** @type {Map<string, number>} */
  const count = new Map();
  for (const c of cards) count.set(c.key, (count.get(c.key) ?? 0) + 1);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0 || ![...count.values()].some((n) => n > 1)) return html;
  /** @type {Map<string, string>} */
  const defs = new Map();
  let out = '';
  let at = 0;
  for (const c of cards) {
    if ((count.get(c.key) ?? 0) < 2 || c.end > bodyEnd) continue;
    if (!defs.has(c.key)) defs.set(c.key, `<g id="${c.key}">${c.drawing}</g>`);
    out += html.slice(at, c.start) + c.open + c.title + `<use href="#${c.key}"></use></svg>`;
    at = c.end;
  }
  const sprite = `<svg class="kartenbilder" aria-hidden="true" focusable="false" width="0" height="0" style="position:absolute;width:0;height:0;overflow:hidden"><defs>${[...defs.values()].join('')}</defs></svg>`;
  return out + html.slice(at, bodyEnd) + sprite + html.slice(bodyEnd);
}

/** @returns {import('astro').AstroIntegration} */
export default function kartenBilder() {
  return htmlRewrite('karten-bilder', cardsOnce);
}
