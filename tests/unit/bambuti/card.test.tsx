/**
 * The Bambuti card picture (src/components/bambuti/BambutiCard.tsx): every mask and drum card
 * renders as an aria-hidden SVG; the five colours carry five different signs, so they differ
 * without colour; the value is written on the card; a hidden card shows nothing of its id.
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import BambutiCard from '../../../src/components/bambuti/BambutiCard';
import { DRUM_IDS, FARBEN, MASK_IDS } from '../../../src/games/bambuti/cards';

const html = (id: string, size: 'klein' | 'normal', hidden = false) => renderToString(<BambutiCard id={id} size={size} hidden={hidden} />);

describe('BambutiCard', () => {
  test.each(['klein', 'normal'] as const)('every card renders as one aria-hidden svg (%s)', (size) => {
    for (const id of [...MASK_IDS, ...DRUM_IDS]) {
      const out = html(id, size);
      expect(out.startsWith('<svg')).toBe(true);
      expect(out.match(/<svg/g)).toHaveLength(1);
      expect(out).toContain('aria-hidden="true"');
      expect(out).not.toContain('role=');
    }
  });
  test('the value is written on every mask', () => {
    for (const id of MASK_IDS) {
      const value = id.split('-')[2]!;
      expect(html(id, 'normal')).toContain(`>${value}</text>`);
      expect(html(id, 'klein')).toContain(`>${value}</text>`);
    }
  });
  test('five colours, five different signs: two masks of the same value differ even without colour', () => {
    const strip = (s: string) => s.replace(/(fill|stroke)="#[0-9a-f]{6}"/g, '');
    const shapes = FARBEN.map((f) => strip(html(`M-${f}-5`, 'normal')));
    expect(new Set(shapes).size).toBe(5);
    const small = FARBEN.map((f) => strip(html(`M-${f}-5`, 'klein')));
    expect(new Set(small).size).toBe(5);
  });
  test('drum cards look different from masks; the back gives nothing away', () => {
    expect(html('T-0-1', 'normal')).toContain('Trommel');
    expect(html('T-1-2', 'normal')).toBe(html('T-0-1', 'normal'));
    const back = html('M-blau-7', 'normal', true);
    expect(back).toContain('karte-verdeckt');
    expect(back).toBe(html('M-rot-1', 'normal', true));
    expect(back).not.toContain('>7<');
    expect(html('unbekannt', 'klein')).toBe(html('', 'klein', true));
  });
});
