/**
 * „Kartenkunde“: the type of a glossary entry and the helpers around it (anchors, word forms, the
 * sections of a rules page that use a term). The entries themselves are data in
 * content/kartenkunde/*.yaml (read and checked by ./glossaryData.ts), for the page /kartenkunde/,
 * the rehype step that links a term's first use on a rules page (components/site/rehypeBegriffe.mjs)
 * and the tests (tests/unit/site/kartenkunde.test.ts).
 *
 * Which sections of a rules page use a term is not written down here: `abschnitteMit` finds them
 * in the page's MDX with the same word forms that the rehype step links, so the list cannot go stale.
 */
import type { GameId } from '../games/core/types';

export interface Begriff {
  /** The headword as the glossary shows it. */
  term: string;
  /** Other names for the same thing (shown as „auch: …“; the spec's variants are here). */
  auch?: string[];
  /** The games whose rules use the term. */
  games: GameId[];
  /** A short explanation, in our own words. */
  text: string;
  /**
   * The word forms that count as a use in the rules text, inflections written out. A form that
   * starts with a lower-case letter also matches capitalised (at the start of a sentence).
   * „[der |den ]Durak“ matches „Durak“ only right after „der “ or „den “ (the game's name is no use).
   */
  formen: string[];
}

/** The anchor of a term on /kartenkunde/: lower case, umlauts written out, words joined by „-“. */
export function begriffId(term: string): string {
  return term
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The page address of a term's entry. */
export function begriffHref(b: Begriff): string {
  return `/kartenkunde/#${begriffId(b.term)}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One expression that finds any of a term's forms as a whole word (letters, digits and „-“ do not
 * continue it), the longest form first. Flags `gu`; the match is the word to link.
 */
export function begriffMuster(b: Begriff): RegExp {
  const parts = new Set<string>();
  for (const form of b.formen) {
    const m = /^\[([^\]]+)\](.+)$/.exec(form);
    const word = m ? m[2]! : form;
    const before = m ? `(?<=${m[1]!.split('|').map(escape).join('|')})` : '';
    for (const w of new Set([word, upper(word)])) parts.add(before + escape(w));
  }
  const sorted = [...parts].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}-])(?:${sorted.join('|')})(?![\\p{L}\\p{N}-])`, 'gu');
}

/** Sections of a rules page that do not count as a use: the page's own glossary and the islands' sections. */
export const OHNE_ABSCHNITTE: readonly string[] = ['begriffe', 'uebungen', 'freies-spiel-regeln', 'frei-spielen'];

export interface Abschnitt {
  id: string;
  title: string;
}

/**
 * The sections (h2/h3 written as `<hN id="…">` in the MDX) whose text uses the term, in page order.
 * The text is read without JSX tags, import lines and link targets, as the reader sees it.
 */
export function abschnitteMit(b: Begriff, mdx: string): Abschnitt[] {
  const body = mdx.replace(/^---[\s\S]*?\n---\n/, '');
  const re = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const heads = [...body.matchAll(re)];
  const found: Abschnitt[] = [];
  heads.forEach((h, i) => {
    const id = h[2]!;
    if (OHNE_ABSCHNITTE.includes(id)) return;
    const end = i + 1 < heads.length ? heads[i + 1]!.index! : body.length;
    const text = body
      .slice(h.index! + h[0].length, end)
      .replace(/^import .*$/gm, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\]\([^)]*\)/g, ']');
    const title = h[3]!.replace(/<[^>]*>/g, '').trim();
    const muster = begriffMuster(b);
    if (muster.test(text) || begriffMuster(b).test(title)) found.push({ id, title });
  });
  return found;
}
