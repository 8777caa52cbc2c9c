/**
 * Rehype step for the MDX rules pages (astro.config.mjs, after rehypeJsxHeadings): the first use
 * of each glossary term of the page's game (content/kartenkunde/*.yaml) becomes a button that opens a
 * native popover with the term's short explanation and a link to its entry on /kartenkunde/.
 * No JavaScript: `popovertarget` opens and closes it (keyboard, mouse and touch), Escape and a tap
 * outside close it, and the browser gives the button its expanded state.
 *
 * A use is a whole word in one of the term's listed forms, in running text only: never inside a
 * heading, a link, code, a table's header cell, a button, or any JSX (islands, card pictures, the
 * page's own glossary list written as <dl> in the MDX). Only the first use on a page is marked.
 * Popover text is left out of the search index (data-pagefind-ignore) and of print (print.css).
 *
 * Markup (the popover follows its button directly, so it is next in reading and tab order; on
 * paper the button is the word as plain text, print.css; as few elements as will do, issue 30:
 * under 2,000 per page):
 *   <span class="begriff"><button type="button" class="begriff-knopf"
 *   popovertarget="begriff-trumpf">Trumpf</button><span id="begriff-trumpf" popover class="begriff-info"
 *   role="note" data-pagefind-ignore><strong class="begriff-wort">Trumpf</strong> Erklärung <a …>…</a><button …>×</button></span></span>
 */
import { begriffHref, begriffId, begriffMuster } from '../../data/kartenkunde.ts';
import { readGlossary } from '../../data/glossaryData.ts';

const SKIP = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'code', 'pre', 'th', 'button', 'script', 'style', 'svg']);
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

const attr = (name, value) => ({ type: 'mdxJsxAttribute', name, value });
const el = (name, attributes, children) => ({ type: 'mdxJsxTextElement', name, attributes, children });
const text = (value) => ({ type: 'text', value });

/** Lower case, umlauts and ß as their base letters: „Trümpfe“ and „Trumpf“ share „trumpf“. */
const fold = (s) => s.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
const shared = (a, b) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};

/**
 * The name the explanation is headed with, for the word the reader tapped: one entry covers
 * several names (the entry „Bube“ also explains „Dame“, „König“ and „Ass“, „Kreuz“ also „Pik“), so
 * a tap on „Ass“ must not open a box headed „Bube“. Among the headword and its other names
 * (`auch`), umlauts folded: the longest name the word begins with („Dukals“: „Dukal“), else the
 * one that shares the longest start with it („umgewandelt“: „umwandeln“); a tie, or no shared
 * start at all („greifst“ for „angreifen“), goes to the headword.
 */
export function begriffName(begriff, word) {
  const w = fold(word);
  const names = [begriff.term, ...(begriff.auch ?? [])];
  const score = (name) => {
    const n = fold(name);
    return w.startsWith(n) ? 1000 + n.length : shared(w, n);
  };
  return names.reduce((best, name) => (score(name) > score(best) ? name : best));
}

/** The button and its popover for one use of a term (`word` as it stands in the text). */
export function begriffKnoten(begriff, word) {
  const id = `begriff-${begriffId(begriff.term)}`;
  return el(
    'span',
    [attr('class', 'begriff')],
    [
      el('button', [attr('type', 'button'), attr('class', 'begriff-knopf'), attr('popovertarget', id)], [text(word)]),
      el(
        'span',
        [attr('id', id), attr('popover', 'auto'), attr('class', 'begriff-info'), attr('role', 'note'), attr('data-pagefind-ignore', 'all')],
        [
          el('strong', [attr('class', 'begriff-wort')], [text(begriffName(begriff, word))]),
          text(' '),
          text(begriff.text),
          text(' '),
          el('a', [attr('href', begriffHref(begriff))], [text(`„${begriff.term}“ in der Kartenkunde`)]),
          el(
            'button',
            [
              attr('type', 'button'),
              attr('class', 'begriff-zu'),
              attr('popovertarget', id),
              attr('popovertargetaction', 'hide'),
              attr('aria-label', 'Erklärung schließen'),
            ],
            [text('×')],
          ),
        ],
      ),
    ],
  );
}

/** The game a file belongs to: content/spiele/<spiel>.mdx, else null. */
function gameOf(file) {
  const path = String(file?.path ?? file?.history?.[0] ?? '').replace(/\\/g, '/');
  return /\/content\/spiele\/([a-z]+)\.mdx$/.exec(path)?.[1] ?? null;
}

/**
 * Marks the first use of each term of `game` in the tree (mutates it). Returns the terms marked,
 * in page order. Exported for the tests. `begriffe`: the glossary (read from its files by default).
 */
export function markiereBegriffe(tree, game, begriffe = readGlossary()) {
  const open = begriffe.filter((b) => b.games.includes(game)).map((b) => ({ b, re: begriffMuster(b) }));
  const marked = [];
  const walk = (node) => {
    if (!Array.isArray(node.children) || open.length === 0) return;
    const out = [];
    for (const child of node.children) {
      if (child.type === 'text') {
        out.push(...splitText(child.value));
      } else {
        if (!JSX.has(child.type) && !(child.type === 'element' && SKIP.has(child.tagName))) walk(child);
        out.push(child);
      }
    }
    node.children = out;
  };
  const splitText = (value) => {
    const parts = [];
    let rest = value;
    for (;;) {
      let best = null;
      for (const o of open) {
        o.re.lastIndex = 0;
        const m = o.re.exec(rest);
        if (m && (!best || m.index < best.m.index || (m.index === best.m.index && m[0].length > best.m[0].length))) best = { o, m };
      }
      if (!best) break;
      const { o, m } = best;
      if (m.index > 0) parts.push(text(rest.slice(0, m.index)));
      parts.push(begriffKnoten(o.b, m[0]));
      marked.push(o.b);
      open.splice(open.indexOf(o), 1);
      rest = rest.slice(m.index + m[0].length);
    }
    if (rest) parts.push(text(rest));
    return parts;
  };
  walk(tree);
  return marked;
}

export default function rehypeBegriffe() {
  return (tree, file) => {
    const game = gameOf(file);
    if (game) markiereBegriffe(tree, game);
  };
}
