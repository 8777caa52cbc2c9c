/**
 * The search (issue 30): what Pagefind is given to index (`indexHtml`: separators between table
 * cells, terms and explanations; glossary entries as sections), the site's own words
 * (`wortliste`) and the proposal for a search without results (sucheVorschlag.ts).
 */
import { describe, expect, it } from 'vitest';
import { indexHtml, wortliste } from '../../../src/integrations/suche.mjs';
import { bound, distance, proposals } from '../../../src/components/site/sucheVorschlag';
import { rankSections } from '../../../src/components/site/sucheRanking';

/** The text a reader would see, one space between elements (as Pagefind joins block elements). */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([;:.])/g, '$1')
    .trim();

describe('indexHtml', () => {
  it('separates the cells of a row with „;“ and ends the row with a full stop, header cells too', () => {
    const html = indexHtml(
      '<table><thead><tr><th>Farbe</th><th>Zeichen</th></tr></thead><tbody><tr><td>Kreuz</td><td>♣</td></tr><tr><td>nie – außer als Antwort</td><td>passt immer</td></tr></tbody></table>',
    );
    expect(text(html)).toBe('Farbe; Zeichen. Kreuz; ♣. nie – außer als Antwort; passt immer.');
    expect(html).not.toMatch(/FarbeZeichen|Farbe<\/th><th>/);
  });

  it('puts „:“ after a term and closes its explanation like a sentence', () => {
    const html = indexHtml('<dl><dt>Spiel, Runde</dt><dd>Alles vom Geben bis zum Ende</dd><dt>Zug</dt><dd>Ein Angriff.</dd></dl>');
    expect(text(html)).toBe('Spiel, Runde: Alles vom Geben bis zum Ende. Zug: Ein Angriff.');
  });

  it('indexes a term with an id (an entry of /kartenkunde/) as a heading, so Pagefind makes it a section', () => {
    const html = indexHtml(
      '<dl><dt id="trumpf"> Trumpf <span class="kk-auch">(auch: Trumpfkarte)</span> </dt><dd><p>Die eine Farbe.</p></dd></dl>',
    );
    expect(html).toContain('<h3 id="trumpf">Trumpf <span class="kk-auch">(auch: Trumpfkarte)</span></h3>');
    expect(html).not.toContain('<dt');
  });

  it('leaves everything else as it was', () => {
    const page = '<main><h2 id="ziel">Ziel</h2><p>Werde alle <b>Karten</b> los.</p><ul><li>eins</li></ul></main>';
    expect(indexHtml(page)).toBe(page);
  });
});

describe('wortliste', () => {
  const page = (body: string) =>
    `<html><body><nav>Navigation Navigation</nav><main><div data-pagefind-body>${body}</div></main></body></html>`;

  it('lists heading words first, then words of the text that occur twice, in their usual spelling', () => {
    const words = wortliste([
      page('<h2 id="a">Geben und Trumpf</h2><p>Der Trumpf sticht. Ein Stich, noch ein Stich, dann der Stapel.</p>'),
      page('<h3 id="b">Schamane</h3><p>Ein Schamane verhext. Der Stich. <astro-island>Insel Insel</astro-island></p>'),
    ]);
    expect(words.slice(0, 3).sort()).toEqual(['Geben', 'Schamane', 'Trumpf']);
    expect(words).toContain('Stich');
    // once only, shorter than four letters, outside the indexed text, in an island: not a word of the site
    for (const w of ['Stapel', 'und', 'Navigation', 'Insel']) expect(words).not.toContain(w);
  });
});

describe('the proposal', () => {
  it('counts a letter changed, added, left out, or two neighbours swapped as one', () => {
    expect(distance('trumph', 'trumpf', 2)).toBe(1);
    expect(distance('schamahne', 'schamane', 2)).toBe(1);
    expect(distance('stcih', 'stich', 2)).toBe(1);
    expect(distance('quidditch', 'stich', 2)).toBe(3);
    expect(bound(3)).toBe(0);
  });

  const words = ['Trumpf', 'Stich', 'Schamane', 'König', 'stechen'];

  it('replaces each unknown word of the query by the nearest known one', () => {
    expect(proposals('Trumph', words)[0]).toBe('Trumpf');
    expect(proposals('Schamahne', words)[0]).toBe('Schamane');
    expect(proposals('Trumph Stich', words)[0]).toBe('Trumpf Stich');
    expect(proposals('Konig', words)[0]).toBe('König');
  });

  it('proposes nothing for known words or words with nothing near', () => {
    expect(proposals('Trumpf', words)).toEqual([]);
    expect(proposals('Quidditch', words)).toEqual([]);
    expect(proposals('Trumph Quidditch', words)).toEqual([]);
  });
});

describe('rankSections with the glossary', () => {
  const sub = (url: string, title: string, id: string, score: number) => ({
    title,
    url: `${url}#${id}`,
    excerpt: '',
    locations: [],
    weighted_locations: [{ weight: 1, balanced_score: score, location: 100 }],
    anchor: { element: 'h2', id, text: title, location: 0 },
  });
  const pages = [
    {
      url: '/spiele/durak/',
      meta: { title: 'Durak' },
      sub_results: [sub('/spiele/durak/', 'Geben und Trumpf', 'geben-und-trumpf', 5), sub('/spiele/durak/', 'Abwehren', 'abwehren', 9)],
    },
    {
      url: '/kartenkunde/',
      meta: { title: 'Kartenkunde' },
      sub_results: [
        sub('/kartenkunde/', 'Farbe', 'farbe', 50),
        sub('/kartenkunde/', 'Trumpf (auch: Trumpffarbe, Trumpfkarte)', 'trumpf', 3),
        sub('/kartenkunde/', 'Trumpfstich', 'trumpfstich', 1),
      ],
    },
  ];
  const order = (query: string) => rankSections(pages, query).map((s) => s.url);

  it('puts the entry of the term searched for right after the first rules section, other entries by their text', () => {
    // („Trumpfstich“ names the word too, but is not its entry: no heading bonus in the glossary)
    expect(order('Trumpf')).toEqual([
      '/spiele/durak/#geben-und-trumpf',
      '/kartenkunde/#trumpf',
      '/kartenkunde/#farbe',
      '/spiele/durak/#abwehren',
      '/kartenkunde/#trumpfstich',
    ]);
  });

  it('knows an entry by its other names too, and leaves it to its text for other words', () => {
    expect(order('trumpffarbe')[1]).toBe('/kartenkunde/#trumpf');
    expect(order('Abwehren').indexOf('/kartenkunde/#trumpf')).toBe(3);
  });
});
