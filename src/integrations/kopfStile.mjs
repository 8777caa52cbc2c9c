/**
 * Valid HTML (issue 30): Astro writes its island styles (`astro-island,astro-slot,… {display:contents}`)
 * and the scoped styles of components that are first met inside an island's slot as `<style>`
 * elements where the first island stands, deep in `<main>`; a `<style>` is only allowed in `<head>`.
 * After every build this moves each `<style>` element of the body, unchanged and in order, to the
 * end of `<head>`: the same rules, applied before the page is painted. SVG's own `<style>` (inside
 * `<svg>`) stays where it is. Runs before the CSP integration (astro.config.mjs), which only hashes
 * scripts, and before the service worker's list, which hashes the finished files. It also puts the
 * print sheet last in the head (`printLast`).
 */
import { htmlRewrite } from './csp.mjs';

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const SVG = /<svg\b[\s\S]*?<\/svg\s*>/gi;

/**
 * The page with every `<style>` of its body (outside SVG) moved to the end of its head.
 * A document without `<head>`…`</head>` and `<body>` is returned unchanged.
 * @param {string} html
 */
export function stylesToHead(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  const bodyStart = html.search(/<body\b/i);
  if (headEnd < 0 || bodyStart < headEnd) return html;
  const body = html.slice(bodyStart);
  // SVG blocks are set aside first so their styles are not taken out of them.
  /** @type {string[]} */
  const svgs = [];
  const masked = body.replace(SVG, (m) => `\u0000${svgs.push(m) - 1}\u0000`);
  /** @type {string[]} */
  const moved = [];
  const rest = masked.replace(STYLE, (m) => (moved.push(m), ''));
  if (moved.length === 0) return html;
  // NUL never occurs in HTML, so it marks the places of the masked <svg>s without a clash.
  // eslint-disable-next-line no-control-regex
  const newBody = rest.replace(/\u0000(\d+)\u0000/g, (_, i) => svgs[Number(i)] ?? '');
  return html.slice(0, headEnd) + moved.join('') + html.slice(headEnd, bodyStart) + newBody;
}

const PRINT_LINK = /<link\b[^>]*\bmedia="print"[^>]*>/i;

/**
 * The print sheet (`<link … media="print">`, layouts/Base.astro) moved to the end of the head: it
 * overrides the site's rules on paper, so it must come after every other stylesheet, which Astro
 * links later than the layout's own head. A page without one is returned unchanged.
 * @param {string} html
 */
export function printLast(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  const m = PRINT_LINK.exec(html);
  if (!m || headEnd < 0 || m.index > headEnd) return html;
  const rest = html.slice(0, m.index) + html.slice(m.index + m[0].length);
  const end = rest.search(/<\/head\s*>/i);
  return rest.slice(0, end) + m[0] + rest.slice(end);
}

/** @returns {import('astro').AstroIntegration} */
export default function kopfStile() {
  return htmlRewrite('kopf-stile', (html) => printLast(stylesToHead(html)));
}
