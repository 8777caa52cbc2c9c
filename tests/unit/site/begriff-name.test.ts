/**
 * The heading of a term's popover on a rules page (components/site/rehypeBegriffe.mjs, issue 30):
 * one glossary entry explains several names („Bube“ also „Dame“, „König“ and „Ass“), and the box
 * must be headed with the name the reader tapped, not the entry's headword.
 */
import { describe, expect, it } from 'vitest';
import { markiereBegriffe } from '../../../src/components/site/rehypeBegriffe.mjs';

type Node = { type: string; value?: string; name?: string; attributes?: { name: string; value: string }[]; children?: Node[] };

/** A paragraph of running text as the MDX step hands it over. */
const paragraph = (value: string): Node => ({
  type: 'root',
  children: [{ type: 'element', name: 'p', children: [{ type: 'text', value }] }],
});

/** Every popover heading in the tree, with the word of the button that opens it. */
function headings(tree: Node): { word: string; heading: string }[] {
  const out: { word: string; heading: string }[] = [];
  const textOf = (n: Node): string => n.value ?? (n.children ?? []).map(textOf).join('');
  const cls = (n: Node) => n.attributes?.find((a) => a.name === 'class')?.value;
  const walk = (n: Node) => {
    if (cls(n) === 'begriff') {
      const button = n.children!.find((c) => cls(c) === 'begriff-knopf')!;
      const info = n.children!.find((c) => cls(c) === 'begriff-info')!;
      out.push({ word: textOf(button), heading: textOf(info.children!.find((c) => cls(c) === 'begriff-wort')!) });
    }
    n.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

describe('a popover is headed with the name tapped', () => {
  it('„Ass“ opens a box headed „Ass“, though its entry is „Bube“', () => {
    const tree = paragraph('Über allen anderen Karten steht das Ass.');
    markiereBegriffe(tree, 'durak');
    expect(headings(tree)).toContainEqual({ word: 'Ass', heading: 'Ass' });
  });

  it('each of the entry’s names heads its own box; inflected forms keep their name', () => {
    const cases: [string, string, string, string][] = [
      ['durak', 'Nur der König sticht sie.', 'König', 'König'],
      ['durak', 'Eine Karte in Pik.', 'Pik', 'Pik'],
      ['durak', 'Zwei Buben liegen.', 'Buben', 'Bube'],
      ['durak', 'Alle Trümpfe sind weg.', 'Trümpfe', 'Trumpf'],
      ['ganjifa', 'Die Karte gilt bei Nacht mehr.', 'Nacht', 'Nacht'],
      ['ganjifa', 'Zwei Dukals nacheinander.', 'Dukals', 'Dukal'],
      ['bambuti', 'Dein Gegner legt.', 'Gegner', 'Gegner'],
      ['durak', 'Du greifst an.', 'greifst', 'angreifen'],
    ];
    for (const [game, sentence, word, heading] of cases) {
      const tree = paragraph(sentence);
      markiereBegriffe(tree, game);
      expect(headings(tree), sentence).toContainEqual({ word, heading });
    }
  });
});
