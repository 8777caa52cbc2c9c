/**
 * Round scoring (shared/rules/dudab.md §7, D17–D21) against the spec's worked example and case #33,
 * and the German scoring explainer. Every expected number and sentence is written by hand.
 */
import { describe, expect, test } from 'vitest';
import { punkte, punkteZahl, rundenPunkte, wertung, wertungSchritte } from '../../../src/games/dudab/wertung';

const ANNA_STAPEL = ['Z-rot-hand-4', 'Z-gelb-keule-3', 'Z-blau-fell-1', 'S-gruen-1', 'D-2'];
const ANNA_HAND = ['D-5', 'Z-gruen-mammut-2'];
const BEN_STAPEL = ['Z-blau-hand-4', 'Z-rot-mammut-4', 'S-rot-2', 'S-blau-1'];
const BEN_HAND = ['Z-gelb-hand-1', 'Z-gelb-fell-3'];
const CEM_STAPEL = ['D-1', 'D-3', 'D-7', 'Z-gruen-keule-2'];
const CEM_HAND = ['D-8', 'Z-rot-fell-1'];

describe('the worked example of §7', () => {
  test('Anna +2, Ben +22, Cem −3', () => {
    expect(wertung([...ANNA_STAPEL, ...ANNA_HAND]).summe).toBe(2);
    expect(wertung([...BEN_STAPEL, ...BEN_HAND]).summe).toBe(22);
    expect(wertung([...CEM_STAPEL, ...CEM_HAND]).summe).toBe(-3);
    expect(rundenPunkte([...ANNA_STAPEL, ...ANNA_HAND])).toBe(2);
    expect(rundenPunkte([...BEN_STAPEL, ...BEN_HAND])).toBe(22);
    expect(rundenPunkte([...CEM_STAPEL, ...CEM_HAND])).toBe(-3);
  });

  test('Anna, step by step: D-2 neutralises S-gruen-1, D-5 converts the 4, 3 + 2 + 1 remain', () => {
    const w = wertung([...ANNA_STAPEL, ...ANNA_HAND]);
    expect(w.paare).toEqual([{ dudab: 'D-2', schamane: 'S-gruen-1' }]);
    expect(w.schamanen).toEqual([]);
    expect(w.umgewandelt).toEqual([{ dudab: 'D-5', karte: 'Z-rot-hand-4' }]);
    expect(w.restDudabs).toEqual([]);
    expect(w.ziffern).toEqual(['Z-gelb-keule-3', 'Z-gruen-mammut-2', 'Z-blau-fell-1']);
    expect([w.schlechtpunkte, w.gutpunkte]).toEqual([6, 4]);
    expect(wertungSchritte(w, ANNA_HAND).map((x) => [x.art, x.punkte, x.text])).toEqual([
      [
        'stapel',
        0,
        'Sammelstapel und Kartenhand (2 Karten von der Hand): 7 Karten, nämlich 2 Dudab-Karten, 1 Schamane und 4 Ziffer-Karten.',
      ],
      ['neutralisiert', 0, 'Eine Dudab-Karte neutralisiert den grünen Schamanen: 0 Punkte.'],
      [
        'umgewandelt',
        -4,
        'Die übrige Dudab-Karte wandelt Rot · Hand · 4 in Gutpunkte um – die höchste Ziffer zuerst: 4 Gutpunkte, also −4.',
      ],
      ['ziffern', 6, 'Die übrigen Ziffer-Karten zählen ihre Ziffern: 3 + 2 + 1 = 6 Schlechtpunkte.'],
      ['summe', 2, 'Ergebnis der Runde: 6 Schlechtpunkte − 4 Gutpunkte = +2 Punkte.'],
    ]);
  });

  test('Ben: 2 × 5 for the shamans, 4 + 4 + 3 + 1 for the digits', () => {
    const w = wertung([...BEN_STAPEL, ...BEN_HAND]);
    expect(wertungSchritte(w, BEN_HAND).map((x) => [x.art, x.punkte, x.text])).toEqual([
      ['stapel', 0, 'Sammelstapel und Kartenhand (2 Karten von der Hand): 6 Karten, nämlich 2 Schamanen und 4 Ziffer-Karten.'],
      ['schamanen', 10, '2 Schamanen: 2 × 5 = 10 Schlechtpunkte.'],
      ['ziffern', 12, 'Die Ziffer-Karten zählen ihre Ziffern: 4 + 4 + 3 + 1 = 12 Schlechtpunkte.'],
      ['summe', 22, 'Ergebnis der Runde: +22 Punkte.'],
    ]);
  });

  test('Cem: two Dudab-Karten convert the 2 and the 1, two are left over', () => {
    const w = wertung([...CEM_STAPEL, ...CEM_HAND]);
    expect(w.umgewandelt.map((u) => u.karte)).toEqual(['Z-gruen-keule-2', 'Z-rot-fell-1']);
    expect(w.restDudabs).toHaveLength(2);
    expect(wertungSchritte(w, CEM_HAND).map((x) => [x.art, x.punkte, x.text])).toEqual([
      ['stapel', 0, 'Sammelstapel und Kartenhand (2 Karten von der Hand): 6 Karten, nämlich 4 Dudab-Karten und 2 Ziffer-Karten.'],
      ['umgewandelt', -3, '2 Dudab-Karten wandeln Grün · Keule · 2 und Rot · Fell · 1 in Gutpunkte um: 2 + 1 = 3 Gutpunkte, also −3.'],
      ['restDudabs', 0, '2 Dudab-Karten finden keine Ziffer-Karte mehr zum Umwandeln: 0 Punkte.'],
      ['summe', -3, 'Ergebnis der Runde: −3 Punkte.'],
    ]);
  });

  test('the steps add up to the round score', () => {
    for (const [stapel, hand] of [
      [ANNA_STAPEL, ANNA_HAND],
      [BEN_STAPEL, BEN_HAND],
      [CEM_STAPEL, CEM_HAND],
    ] as const) {
      const w = wertung([...stapel, ...hand]);
      const steps = wertungSchritte(w, hand);
      const sum = steps.filter((x) => x.art !== 'summe').reduce((a, x) => a + x.punkte, 0);
      expect(sum).toBe(w.summe);
      expect(steps.at(-1)!.punkte).toBe(w.summe);
    }
  });
});

describe('#33 and edge cases', () => {
  test.each([
    [['S-rot-1', 'S-rot-2', 'D-1'], 5],
    [['D-1', 'D-2', 'S-blau-1', 'Z-rot-hand-4', 'Z-gelb-fell-1'], -3],
    [['Z-rot-hand-3', 'Z-blau-fell-2'], 5],
    [['D-1', 'D-2', 'D-3'], 0],
    [['S-rot-1', 'S-gelb-1', 'S-blau-2', 'D-8'], 10],
    [[], 0],
    [['Z-rot-hand-1'], 1],
    [['D-1', 'Z-rot-hand-1', 'Z-rot-hand-4', 'Z-gelb-hand-4'], 1 + 4 - 4],
  ])('%j → %i', (cards, expected) => {
    expect(wertung(cards).summe).toBe(expected);
    expect(rundenPunkte(cards)).toBe(expected);
  });

  test('every card lands in exactly one bucket', () => {
    const cards = ['D-1', 'D-2', 'D-3', 'S-rot-1', 'Z-rot-hand-4', 'Z-rot-hand-1', 'Z-gelb-fell-2', 'S-blau-1', 'S-blau-2'];
    const w = wertung(cards);
    const buckets = [
      ...w.paare.flatMap((p) => [p.dudab, p.schamane]),
      ...w.schamanen,
      ...w.umgewandelt.flatMap((u) => [u.dudab, u.karte]),
      ...w.restDudabs,
      ...w.ziffern,
    ];
    expect(buckets.sort()).toEqual([...cards].sort());
  });

  test('an empty pile and a pile without a hand', () => {
    expect(wertungSchritte(wertung([])).map((x) => x.text)).toEqual([
      'Der Sammelstapel ist leer, und es sind keine Handkarten übrig.',
      'Ergebnis der Runde: 0 Punkte.',
    ]);
    expect(wertungSchritte(wertung(['S-rot-1', 'Z-blau-hand-1'])).map((x) => x.text)).toEqual([
      'Sammelstapel: 2 Karten, nämlich 1 Schamane und 1 Ziffer-Karte.',
      'Ein Schamane: 5 Schlechtpunkte.',
      'Die Ziffer-Karte zählt ihre Ziffer: 1 Schlechtpunkt.',
      'Ergebnis der Runde: +6 Punkte.',
    ]);
  });

  test('signed numbers use the typographic minus', () => {
    expect(punkteZahl(-3)).toBe('−3');
    expect(punkteZahl(4)).toBe('+4');
    expect(punkteZahl(0)).toBe('0');
    expect(punkte(-1)).toBe('−1 Punkt');
    expect(punkte(7)).toBe('+7 Punkte');
  });

  test('random piles: the explanation and the fast count agree', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const all = [
      ...['rot', 'gelb', 'gruen', 'blau'].flatMap((f) =>
        ['hand', 'keule', 'mammut', 'fell'].flatMap((s) => [1, 2, 3, 4].map((z) => `Z-${f}-${s}-${z}`)),
      ),
      ...['rot', 'gelb', 'gruen', 'blau'].flatMap((f) => [`S-${f}-1`, `S-${f}-2`]),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `D-${n}`),
    ];
    for (let i = 0; i < 500; i++) {
      const pile = all.filter(() => rnd() < 0.15);
      // By hand (§7): pair off, +5 per shaman left, convert the highest digits, the rest count.
      const d = pile.filter((c) => c[0] === 'D').length;
      const s = pile.filter((c) => c[0] === 'S').length;
      const digits = pile
        .filter((c) => c[0] === 'Z')
        .map((c) => Number(c.at(-1)))
        .sort((a, b) => b - a);
      const n = Math.min(d, s);
      const conv = Math.min(d - n, digits.length);
      const expected = 5 * (s - n) - digits.slice(0, conv).reduce((a, b) => a + b, 0) + digits.slice(conv).reduce((a, b) => a + b, 0);
      expect(wertung(pile).summe).toBe(expected);
      expect(rundenPunkte(pile)).toBe(expected);
      const steps = wertungSchritte(wertung(pile));
      expect(steps.filter((x) => x.art !== 'summe').reduce((a, x) => a + x.punkte, 0)).toBe(expected);
    }
  });
});

describe('cards of the same name in the explainer (issue 15.19)', () => {
  test('two shamans of one colour are counted, not listed twice', () => {
    const w = wertung(['D-1', 'D-2', 'S-rot-1', 'S-rot-2', 'Z-rot-hand-3']);
    const neutral = wertungSchritte(w).find((x) => x.art === 'neutralisiert')!;
    expect(neutral.text).toBe('2 Dudab-Karten neutralisieren zwei rote Schamanen: 0 Punkte.');
  });
});
