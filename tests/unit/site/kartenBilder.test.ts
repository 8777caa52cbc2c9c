/**
 * Each card picture drawn once per page (issue 30, point 10; src/integrations/kartenBilder.mjs):
 * a drawing that occurs twice moves into one shared `<defs>` at the end of the body, and each
 * occurrence keeps its own `<svg>` and name.
 */
import { describe, expect, it } from 'vitest';
import { cardsOnce } from '../../../src/integrations/kartenBilder.mjs';

const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
const pik = (cls = 'karte karte-klein') =>
  `<svg class="${cls}" viewBox="0 0 50 70" role="img" aria-label="Pik Dame"><title>Pik Dame</title><rect x="1"></rect><text>D</text></svg>`;
const back = `<svg class="karte karte-verdeckt" viewBox="0 0 50 70" aria-hidden="true"><rect></rect><svg x="4" viewBox="0 0 42 62"><path d="M0 0"></path></svg><path d="M1 1"></path></svg>`;

describe('cardsOnce', () => {
  it('draws a repeated card once and points each picture at it, keeping its name and attributes', () => {
    const out = cardsOnce(page(`<p>${pik()} und ${pik('karte karte-normal')}</p>`));
    const id = /<g id="(kb-[^"]+)">/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(out.match(/<rect x="1">/g)).toHaveLength(1);
    expect(out.match(new RegExp(`<use href="#${id}"></use>`, 'g'))).toHaveLength(2);
    expect(out).toContain(
      `<svg class="karte karte-normal" viewBox="0 0 50 70" role="img" aria-label="Pik Dame"><title>Pik Dame</title><use href="#${id}"></use></svg>`,
    );
    // the shared drawing sits in one hidden picture at the end of the body
    expect(out).toMatch(
      new RegExp(
        `<svg class="kartenbilder" aria-hidden="true"[^>]*><defs><g id="${id}"><rect x="1"></rect><text>D</text></g></defs></svg></body>`,
      ),
    );
  });

  it('takes a card with a nested <svg> whole and leaves a card that occurs once as it is', () => {
    const html = page(`${back}<p>${back}</p>${pik()}`);
    const out = cardsOnce(html);
    expect(out.match(/<path d="M0 0">/g)).toHaveLength(1);
    expect(out.match(/<path d="M1 1">/g)).toHaveLength(1);
    expect(out).toContain(pik());
    expect(cardsOnce(page(pik()))).toBe(page(pik()));
  });

  it('keeps pictures with the same drawing but another viewBox apart', () => {
    const other = pik().replace('0 0 50 70', '0 0 100 100');
    const out = cardsOnce(page(pik() + pik() + other + other));
    expect(out.match(/<g id=/g)).toHaveLength(2);
  });
});
