/**
 * A game's rules page as the tests read it (content/spiele/<game>.mdx): every rule anchor the
 * engine gives with a reason must be a heading id on the page, or „Zur Regel“ leads nowhere.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function rulesPage(game: string): { mdx: string; anchors: readonly string[] } {
  const mdx = readFileSync(fileURLToPath(new URL(`../../content/spiele/${game}.mdx`, import.meta.url)), 'utf8');
  // The ids of the page's h2 and h3 headings, in page order.
  const anchors = [...mdx.matchAll(/<h[23]\s+id="([^"]+)"/g)].map((m) => m[1]!);
  return { mdx, anchors };
}

const durakPage = rulesPage('durak');
export const RULES_MDX = durakPage.mdx;
export const PAGE_ANCHORS = durakPage.anchors;

/**
 * The MDX text of one section of a rules page: from its heading (`<h2 id>` or `<h3 id>`) up to the
 * next heading of the same or a higher level. Throws when the page has no such heading.
 */
export function sectionOf(game: string, id: string): string {
  const { mdx } = rulesPage(game);
  const start = new RegExp(`<h([23])\\s+id="${id}"`).exec(mdx);
  if (!start) throw new Error(`${game}: no heading #${id}`);
  const level = Number(start[1]);
  const rest = mdx.slice(start.index + start[0].length);
  const next = new RegExp(`<h[2-${level}][\\s>]`).exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}
