/**
 * The Durak rules page as the tests read it (content/spiele/durak.mdx): every rule anchor the
 * engine gives with a reason must be a heading id on this page, or „Zur Regel“ leads nowhere.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RULES_MDX = readFileSync(fileURLToPath(new URL('../../../content/spiele/durak.mdx', import.meta.url)), 'utf8');

/** The ids of the page's h2 and h3 headings, in page order. */
export const PAGE_ANCHORS: readonly string[] = [...RULES_MDX.matchAll(/<h[23]\s+id="([^"]+)"/g)].map((m) => m[1]!);
