/**
 * How the search list (sucheUi.ts) ranks what Pagefind found: every heading with an id is one
 * section, ranked by `rankSections`. Pure, so the ranking is tested without a browser.
 */

/** Pagefind's answers, as far as this file reads them. */
interface WeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}
interface PagefindSub {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  weighted_locations?: WeightedLocation[];
  anchor?: { element: string; id: string; text: string; location: number };
}
export interface PagefindData {
  url: string;
  meta: { title?: string };
  sub_results: PagefindSub[];
}

/** One section found: where it is, its link, the passage with the search words marked. */
export interface Section {
  game: string;
  title: string;
  url: string;
  excerpt: string;
  score: number;
}

/** The glossary page: its entries are sections too (src/integrations/suche.mjs). */
export const GLOSSAR = '/kartenkunde/';
/** Words of the query, lower case, as the reader typed them (for the heading check). */
const words = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Ranks the sections of the found pages. A section whose heading names a search word comes first
 * (Pagefind matched the word in the heading, stemmed, or the heading contains it as part of a
 * compound such as „Punkteanzeiger“), the shorter the heading the more it is about that word;
 * then every section by how strongly its text matches (Pagefind's weighted scores of the matches
 * in it, which count headings higher). The text before a page's first heading is a section too.
 * The glossary's entries (/kartenkunde/) rank by their text only, except the entry of the term
 * searched for („Trumpf“, or one of its other names): it comes right after the first section of
 * the rules, its short explanation beside the rule.
 */
export function rankSections(pages: PagefindData[], query: string): Section[] {
  const asked = words(query);
  const whole = asked.join(' ');
  const sections: Section[] = [];
  let entry: Section | undefined;
  for (const page of pages) {
    const game = page.meta.title ?? page.url;
    const glossary = page.url === GLOSSAR;
    for (const sub of page.sub_results) {
      const hits = sub.weighted_locations ?? sub.locations.map((location) => ({ location, balanced_score: 1, weight: 1 }));
      const text = hits.reduce((sum, h) => sum + h.balanced_score, 0);
      const headingWords = sub.title.split(/\s+/).filter(Boolean).length || 1;
      const start = sub.anchor?.location ?? -1;
      const inHeading =
        !!sub.anchor &&
        (hits.some((h) => h.location >= start && h.location < start + headingWords) ||
          sub.title
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .some((t) => asked.some((w) => w.length >= 4 && (t.startsWith(w) || t.endsWith(w)))));
      const score = (inHeading && !glossary ? 1e6 / headingWords : 0) + text;
      const section = { game, title: sub.anchor ? sub.title : game, url: sub.url, excerpt: sub.excerpt, score };
      sections.push(section);
      // „Trumpf (auch: Trumpffarbe, Trumpfkarte)“: the names of the entry
      const names = sub.title.split(/\s*\(auch:\s*|\)\s*$|,\s*/).map((n) => words(n).join(' '));
      if (glossary && sub.anchor && names.includes(whole) && (!entry || score > entry.score)) entry = section;
    }
  }
  sections.sort((a, b) => b.score - a.score);
  if (entry) sections.splice(Math.min(1, sections.length - 1), 0, ...sections.splice(sections.indexOf(entry), 1));
  return sections;
}
