/**
 * „Meintest du …?“ (issue 30): when a search finds nothing, the nearest of the site's own words.
 * The build writes them beside the index (/pagefind/woerter.json, `wortliste` in
 * src/integrations/suche.mjs: headings and glossary terms first, then frequent words) and bundles
 * this file as /pagefind/suche-vorschlag.js. The result list (sucheUi.ts) loads both only when a
 * search has no result, so the first search costs nothing more.
 *
 * Near means the Damerau–Levenshtein distance (optimal string alignment: a letter added, left out,
 * changed, or two neighbours swapped, each counts one), with case and umlauts not counting
 * („Konig“ is „König“). Each word of the query that is not one of the site's words is replaced by
 * its nearest, within a bound that grows with the word's length; on a tie the earlier word of the
 * list wins.
 */

/** What this file asks of Pagefind. */
interface Searcher {
  search(q: string): Promise<{ results: unknown[] } | null>;
}

const fold = (s: string) => s.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

/** How far a word of this length may be from the word meant: short words must be nearly right. */
export const bound = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : length < 10 ? 2 : 3);

/** The distance between two words, or `max + 1` once it is certainly greater than `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The queries to propose for `query`, nearest first (at most `limit`): each word the site does
 * not know replaced by one it knows. None when every word is known or one has nothing near it.
 */
export function proposals(query: string, words: readonly string[], limit = 3): string[] {
  const folded = words.map(fold);
  const known = new Map<string, string>();
  folded.forEach((f, at) => known.has(f) || known.set(f, words[at]!));
  const parts = query.trim().split(/\s+/).filter(Boolean);
  // per word of the query: its replacements, nearest first (a known word stays as it is)
  const choices: string[][] = [];
  for (const part of parts) {
    const w = fold(part);
    // (a known word typed without its umlauts or capitals becomes the site's spelling)
    const same = known.get(w);
    if (same) {
      choices.push([same]);
      continue;
    }
    const max = bound(w.length);
    const near: { word: string; d: number; at: number }[] = [];
    folded.forEach((f, at) => {
      const d = distance(w, f, max);
      if (d <= max) near.push({ word: words[at]!, d, at });
    });
    if (!near.length) return [];
    choices.push(near.sort((x, y) => x.d - y.d || x.at - y.at).map((n) => n.word));
  }
  if (choices.every((c, i) => c[0] === parts[i])) return [];
  // the nearest for every word, then the next nearest for one word at a time
  const out = [choices.map((c) => c[0]!).join(' ')];
  for (let k = 1; out.length < limit && choices.some((c) => c.length > k); k++) {
    choices.forEach((c, i) => {
      if (c[k] && out.length < limit) out.push(choices.map((d, j) => (j === i ? c[k] : d[0])).join(' '));
    });
  }
  return out;
}

let loaded: Promise<string[]> | undefined;

/**
 * The proposal for a search without results: the nearest query that does find something (each
 * is searched first, so a proposal never leads to „nothing“ again), or null.
 */
export async function vorschlag(query: string, pagefind: Searcher): Promise<string | null> {
  loaded ??= fetch(new URL('/pagefind/woerter.json', location.href)).then((r) =>
    r.ok ? (r.json() as Promise<string[]>) : Promise.reject(new Error(String(r.status))),
  );
  const words = await loaded.catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  for (const p of proposals(query, words)) {
    if ((await pagefind.search(p))?.results.length) return p;
  }
  return null;
}
