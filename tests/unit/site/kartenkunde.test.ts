/**
 * „Kartenkunde“ (content/kartenkunde/*.yaml, src/data/glossaryData.ts, components/site/rehypeBegriffe.mjs,
 * pages/kartenkunde/):
 * every term of the specs' German glossaries has an entry; every entry is used, and linked, on a
 * rules page; every section it links to is a heading of that page; the explanations are our own
 * words; and the rehype step marks only the first use in running text.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeJsxHeadings from '../../../src/components/site/rehypeJsxHeadings.mjs';
import { markiereBegriffe } from '../../../src/components/site/rehypeBegriffe.mjs';
import { abschnitteMit, begriffId, begriffMuster, type Begriff } from '../../../src/data/kartenkunde';
import { readGlossary } from '../../../src/data/glossaryData';
import type { GameId } from '../../../src/games/core/types';
import { inSpec, specGlossary } from '../../helpers/specs';

const GAMES: GameId[] = ['durak', 'ganjifa', 'dudab', 'bambuti'];
const BEGRIFFE = readGlossary();
const mdx = (g: GameId) => readFileSync(`content/spiele/${g}.mdx`, 'utf8');

const norm = (s: string) =>
  s
    .replace(/[„“"*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The German terms of a spec's glossary table (the column headed „German …“, kept in
 * tests/fixtures/specs.json): each cell split at „/“ and „,“, the part before a colon, without
 * parentheses; a parenthesis that holds one more name („(Hauptangreifer)“, „(auch Ziffernkarte)“,
 * „(kurz: Dukal)“) counts as a term too.
 */
function specTerms(g: GameId): string[] {
  const terms: string[] = [];
  for (const cell of specGlossary(g)) {
    for (const m of cell.matchAll(/\(([^)]*)\)/g)) {
      const inner = m[1]!
        .replace(/[„“"]/g, '')
        .replace(/^(auch|kurz:)\s+/, '')
        .trim();
      if (/^\p{L}{3,}$/u.test(inner)) terms.push(inner);
    }
    const main = cell
      .replace(/\([^)]*\)/g, '')
      .replace(/[„“"]/g, '')
      .replace(/:.*$/, '');
    for (const part of main.split(/[/,]/)) if (part.trim()) terms.push(part.trim());
  }
  return terms;
}

/** A hast node with MDX JSX nodes, as far as these helpers read it. */
interface Node {
  type: string;
  value?: string;
  tagName?: string;
  name?: string;
  children?: Node[];
  attributes?: { name: string; value: unknown }[];
  properties?: Record<string, unknown>;
}

/** The hast tree of a page as Astro builds it (GFM tables, JSX headings), after `step`. */
async function pageTree(source: string, step: (tree: Node) => void): Promise<Node> {
  let out: Node | undefined;
  await compile(source, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeJsxHeadings,
      () => (tree: Node) => {
        step(tree);
        out = tree;
      },
    ],
  });
  return out!;
}

/** A plain rendering of hast with MDX JSX nodes, enough to read what the step did. */
function html(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  const kids = (node.children ?? []).map(html).join('');
  if (node.type === 'element') return `<${node.tagName}>${kids}</${node.tagName}>`;
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    const attrs = (node.attributes ?? []).map((a) => ` ${a.name}="${String(a.value)}"`).join('');
    return `<${node.name}${attrs}>${kids}</${node.name}>`;
  }
  return kids;
}

function headingIds(tree: Node): string[] {
  const ids: string[] = [];
  const walk = (n: Node) => {
    if (n.type === 'element' && /^h[1-6]$/.test(n.tagName ?? '') && n.properties?.id) ids.push(String(n.properties.id));
    (n.children ?? []).forEach(walk);
  };
  walk(tree);
  return ids;
}

describe('Kartenkunde: the data', () => {
  it('has an entry for every German term of the four specs’ glossaries, under the right game', () => {
    const missing: string[] = [];
    for (const g of GAMES) {
      const terms = specTerms(g);
      expect(terms.length, `${g}: terms read from the spec`).toBeGreaterThan(20);
      for (const t of terms) {
        const found = BEGRIFFE.some((b) => b.games.includes(g) && [b.term, ...(b.auch ?? [])].some((n) => norm(n) === norm(t)));
        if (!found) missing.push(`${g}: ${t}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every entry its own anchor, a game, an explanation and word forms', () => {
    const ids = BEGRIFFE.map((b) => begriffId(b.term));
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of BEGRIFFE) {
      expect(begriffId(b.term), b.term).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.games.length, b.term).toBeGreaterThan(0);
      expect(b.text.length, b.term).toBeGreaterThan(30);
      expect(b.formen.length, b.term).toBeGreaterThan(0);
    }
  });

  it('knows the specs’ German from the fixture: their runs of six words, not others', () => {
    // From the suggested reasons of shared/rules/dudab.md §12 and bambuti.md §12.
    expect(inSpec('du musst genau zwei karten behalten')).toBe(true);
    expect(inSpec('die werte müssen von der mitte')).toBe(true);
    expect(inSpec('du musst genau drei karten behalten')).toBe(false);
    expect(specTerms('durak')).toContain('Hauptangreifer');
  });

  it('explains in its own words: no run of six words taken from a spec or a rules page', () => {
    const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const grams = new Set<string>();
    for (const g of GAMES) {
      const w = words(mdx(g));
      for (let i = 0; i + 6 <= w.length; i++) grams.add(w.slice(i, i + 6).join(' '));
    }
    const copied: string[] = [];
    for (const b of BEGRIFFE) {
      const w = words(b.text);
      for (let i = 0; i + 6 <= w.length; i++) {
        const run = w.slice(i, i + 6).join(' ');
        if (grams.has(run) || inSpec(run)) copied.push(`${b.term}: „${run}“`);
      }
    }
    expect(copied).toEqual([]);
  });

  it('finds a form as a whole word only, capitalised at a sentence start, and with its required word before it', () => {
    const find = (b: Begriff, s: string) => [...s.matchAll(begriffMuster(b))].map((m) => m[0]);
    const by = (term: string) => BEGRIFFE.find((b) => b.term === term)!;
    expect(find(by('Angriff'), 'Angriffskarten, Angriffslimit, Gegenangriff, ein Angriff.')).toEqual(['Angriff']);
    expect(find(by('Dukal-Sequenz'), 'ein Dukal, eine Dukal-Sequenz, Dukal-Beute')).toEqual(['Dukal', 'Dukal-Sequenz']);
    expect(find(by('nachlegen'), 'Nachlegen darf jeder. Du darfst nachlegen.')).toEqual(['Nachlegen', 'nachlegen']);
    expect(find(by('Farbe'), 'farbe')).toEqual([]);
    const satz = 'Durak ist ein Spiel, und der Durak verliert.';
    expect(find(by('Durak'), satz)).toEqual(['Durak']);
    expect([...satz.matchAll(begriffMuster(by('Durak')))][0]!.index).toBe(satz.indexOf('der Durak') + 4);
  });
});

describe('Kartenkunde: the rules pages', () => {
  it('uses every entry in some section of a rules page of its games, and every such section is a heading there', async () => {
    const unused: string[] = [];
    const dangling: string[] = [];
    const ids = new Map<GameId, string[]>();
    for (const g of GAMES) ids.set(g, headingIds(await pageTree(mdx(g), () => {})));
    for (const b of BEGRIFFE) {
      let used = 0;
      for (const g of b.games) {
        for (const s of abschnitteMit(b, mdx(g))) {
          used++;
          if (!ids.get(g)!.includes(s.id)) dangling.push(`${b.term} → ${g}#${s.id}`);
        }
      }
      if (used === 0) unused.push(b.term);
    }
    expect(unused).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it('links every entry from its first use on some rules page; each page links a term once at most', async () => {
    const linked = new Set<Begriff>();
    for (const g of GAMES) {
      let marked: Begriff[] = [];
      const tree = await pageTree(mdx(g), (t) => (marked = markiereBegriffe(t, g, BEGRIFFE)));
      expect(new Set(marked).size, `${g}: each term once`).toBe(marked.length);
      expect(marked.length, `${g}: terms linked`).toBeGreaterThan(15);
      for (const b of marked) {
        expect(b.games, `${b.term} on ${g}`).toContain(g);
        linked.add(b);
      }
      // Every button opens the popover right after it, and that popover is kept out of the search.
      const out = html(tree);
      const buttons = [...out.matchAll(/<button type="button" class="begriff-knopf" popovertarget="([^"]+)">/g)].map((m) => m[1]);
      expect(buttons.length).toBe(marked.length);
      for (const id of buttons)
        expect(out).toContain(`</button><span id="${id}" popover="auto" class="begriff-info" role="note" data-pagefind-ignore="all">`);
    }
    expect(BEGRIFFE.filter((b) => !linked.has(b)).map((b) => b.term)).toEqual([]);
  });

  it('marks only running text: not headings, links, code, header cells or JSX, and only the first use', async () => {
    const source = [
      '<h2 id="x">Trumpf und Verteidiger</h2>',
      '',
      'Ein [Trumpf](#t) ist das nicht, `Trumpf` auch nicht, Durak stammt aus Russland, und Zugzwang ist kein Zug.',
      '',
      '| Verteidiger | Angreifer |',
      '|---|---|',
      '| der Verteidiger | x |',
      '',
      '<Card id="S6">Trumpf</Card>',
      '',
      'Dann erst der Trumpf, wieder ein Trumpf, und der Durak.',
    ].join('\n');
    let marked: Begriff[] = [];
    const out = html(await pageTree(source, (t) => (marked = markiereBegriffe(t, 'durak', BEGRIFFE))));
    expect(marked.map((b) => b.term)).toEqual(['Zug', 'Verteidiger', 'Trumpf', 'Durak']);
    const button = (word: string, id: string) =>
      `<button type="button" class="begriff-knopf" popovertarget="begriff-${id}">${word}</button>`;
    expect(out).toContain(`<h2>Trumpf und Verteidiger</h2>`);
    expect(out).toContain('<a>Trumpf</a>');
    expect(out).toContain('<code>Trumpf</code>');
    expect(out).toContain(`Zugzwang ist kein <span class="begriff">`);
    expect(out).toContain(`<th>Verteidiger</th>`);
    expect(out).toContain(`<td>der <span class="begriff">`);
    expect(out).toContain('<Card id="S6">Trumpf</Card>');
    expect(out).toContain(`Dann erst der <span class="begriff">${button('Trumpf', 'trumpf')}`);
    expect(out).toContain(', wieder ein Trumpf, und der <span class="begriff">');
    expect(out).toContain('<a href="/kartenkunde/#trumpf">„Trumpf“ in der Kartenkunde</a>');
    expect(out.match(/class="begriff-knopf"/g)).toHaveLength(4);
    // Terms of other games are left alone.
    let ganjifa: Begriff[] = [];
    await pageTree(source, (t) => (ganjifa = markiereBegriffe(t, 'ganjifa', BEGRIFFE)));
    expect(ganjifa.map((b) => b.term)).toEqual(['Trumpf']);
  });
});
