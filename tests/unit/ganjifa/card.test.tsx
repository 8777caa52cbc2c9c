/**
 * The round card picture (src/components/ganjifa/GanjifaCard.tsx), rendered to a string: hidden from
 * the accessibility tree, the back reveals nothing, courts carry their German word, number cards
 * the number order of their suit group.
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import GanjifaCard from '../../../src/components/ganjifa/GanjifaCard';
import { CARD_IDS } from '../../../src/games/ganjifa/cards';

const html = (id: string, size: 'klein' | 'normal' = 'normal', hidden = false) =>
  renderToString(<GanjifaCard id={id} size={size} hidden={hidden} />);

describe('GanjifaCard', () => {
  test('every card renders as one round svg, aria-hidden, at both sizes', () => {
    for (const id of CARD_IDS) {
      for (const size of ['klein', 'normal'] as const) {
        const out = html(id, size);
        expect(out.startsWith('<svg')).toBe(true);
        expect(out).toContain('aria-hidden="true"');
        expect(out).toContain('viewBox="0 0 100 100"');
        expect(out.match(/<svg/g)).toHaveLength(1);
      }
    }
  });

  test('the ten suits have ten different colours and ten different signs', () => {
    const colours = new Set<string>();
    const signs = new Set<string>();
    for (const suit of ['MAT', 'KUR', 'VAR', 'NAR', 'VAM', 'PAR', 'RAM', 'KRI', 'BUD', 'KAL']) {
      const out = html(`${suit}-5`);
      colours.add(/stroke="(#[0-9a-f]{6})"/.exec(out)![1]!);
      signs.add([...out.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]).join('|'));
    }
    expect(colours.size).toBe(10);
    expect(signs.size).toBe(10);
  });

  test('Raja and Mantri say so; number cards show their number and the order of their group', () => {
    expect(html('RAM-R')).toContain('>Raja<');
    expect(html('KRI-M')).toContain('>Mantri<');
    expect(html('MAT-7')).toContain('>7<');
    expect(html('MAT-7')).toContain('1 ist hoch');
    expect(html('VAM-10')).toContain('1 ist hoch');
    expect(html('PAR-1')).toContain('10 ist hoch');
    expect(html('KAL-3')).toContain('10 ist hoch');
    expect(html('PAR-R')).not.toContain('ist hoch');
  });

  test('the back is the same for every card and names none', () => {
    const back = html('RAM-R', 'normal', true);
    expect(html('MAT-1', 'normal', true)).toBe(back);
    expect(back).not.toMatch(/Raja|Mantri|ist hoch|RAM/);
  });
});
