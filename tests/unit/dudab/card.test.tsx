/**
 * The Dudab card picture (src/components/dudab/DudabCard.tsx): every card renders, the svg is
 * hidden from the accessibility tree, a hidden card shows nothing of its face, and the four
 * symbols differ in shape (not only in colour).
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import DudabCard from '../../../src/components/dudab/DudabCard';
import { CARD_IDS } from '../../../src/games/dudab/cards';

const html = (id: string, size: 'klein' | 'normal', hidden = false) => renderToString(<DudabCard id={id} size={size} hidden={hidden} />);
/** The drawing without colours and the colour word: what a reader without colour vision sees. */
const shapeOnly = (s: string) =>
  s
    .replace(/#[0-9a-f]{6}/gi, '')
    .replace(/>(rot|gelb|grün|blau)</g, '><')
    .replace(/data-karte="[^"]*"/, '');

describe('DudabCard', () => {
  test.each(['klein', 'normal'] as const)('every card renders as an aria-hidden svg (%s)', (size) => {
    for (const id of CARD_IDS) {
      const out = html(id, size);
      expect(out).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(out).toContain(`data-karte="${id}"`);
      expect(out).not.toContain('role=');
    }
  });

  test('a hidden card is the back and reveals neither id nor face', () => {
    const back = html('D-3', 'normal', true);
    expect(back).not.toContain('D-3');
    expect(back).not.toContain('Dudab');
    expect(back).toBe(html('Z-rot-hand-1', 'normal', true).replace(/data-karte="[^"]*"/, ''));
    expect(back).toContain('karte-verdeckt');
  });

  test('the four symbols differ in shape, and so do the digits, without colour', () => {
    const faces = ['hand', 'keule', 'mammut', 'fell'].map((s) => shapeOnly(html(`Z-rot-${s}-2`, 'normal')));
    expect(new Set(faces).size).toBe(4);
    const digits = [1, 2, 3, 4].map((z) => shapeOnly(html(`Z-gelb-fell-${z}`, 'normal')));
    expect(new Set(digits).size).toBe(4);
    // The colour is also written on the normal size, for readers who cannot tell the colours apart.
    expect(html('Z-gruen-hand-1', 'normal')).toContain('>grün<');
  });

  test('Schamanen- and Dudab-Karten are labelled and look unlike Ziffer-Karten', () => {
    expect(html('S-blau-2', 'normal')).toContain('Schamane');
    expect(html('D-5', 'normal')).toContain('Dudab');
    expect(shapeOnly(html('S-rot-1', 'normal'))).toBe(shapeOnly(html('S-rot-2', 'normal')));
    expect(shapeOnly(html('D-1', 'normal'))).toBe(shapeOnly(html('D-8', 'normal')));
  });
});
