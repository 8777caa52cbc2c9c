/**
 * The Wertungsblock shows every Wertung's sum column by column (issue 15, point 7): wertungsSumme
 * words what a seat gets from the markers, the engine keeps in each Wertung the markers it was
 * booked from, and the block shows „4 + 4 + 1 = 9“ from them — also for a game rebuilt from its
 * moves (a link, a reload) or a layout's earlier Wertungen. Expected markers come from the top
 * cards at that moment (anzeigerDerKarten), not from the state's own marker list.
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { wertungsSumme } from '../../../src/games/bambuti/rechner';
import { anzeigerDerKarten, topsOf } from '../../../src/games/bambuti/position';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { punkteText, Wertungsblock } from '../../../src/components/bambuti/Wertungsblock';
import type { Anzeiger, BambutiMove, BambutiState, Wertung } from '../../../src/games/bambuti/types';
import { bambuti, engine, markers } from './helpers';

/** No-break spaces read as spaces. */
const spaces = (html: string) => html.replace(/\u00a0/g, ' ');

const an = (seat: number | null, wert: number): Anzeiger => ({ seat, wert });

describe('wertungsSumme: what a seat gets in a Wertung, column by column', () => {
  test('several markers: their values in column order and the sum', () => {
    const spalten = [an(0, 4), an(1, 2), an(0, 4), an(null, 0), an(0, 1)];
    expect(wertungsSumme(spalten, 0)).toEqual({ werte: [4, 4, 1], summe: 9, text: '4 + 4 + 1 = 9' });
    expect(wertungsSumme(spalten, 1)).toEqual({ werte: [2], summe: 2, text: '2' });
  });
  test('no marker on a side: 0', () => {
    expect(wertungsSumme([an(1, 3), an(null, 0), an(1, 5), an(1, 1), an(null, 0)], 0)).toEqual({ werte: [], summe: 0, text: '0' });
  });
});

/** The markers as the top cards give them, column by column. */
function markersFromTops(s: BambutiState): Anzeiger[] {
  const [a, b] = s.auslage.map((row) => topsOf(row));
  return [0, 1, 2, 3, 4].map((j) => anzeigerDerKarten(a![j], b![j]));
}

/** A random game: its moves, its final state and, per Wertung number, the markers from the tops then. */
function playRandom(seed: number): { moves: BambutiMove[]; end: BambutiState; then: Map<number, Anzeiger[]> } {
  let s = bambuti.deal({ startSeat: seed % 2 }, seed);
  const rng = makeRng(seed);
  const moves: BambutiMove[] = [];
  const then = new Map<number, Anzeiger[]>();
  while (!bambuti.isOver(s)) {
    const l = bambuti.legalMoves(s);
    const move = l[randomInt(rng, l.length)]!;
    moves.push(move);
    s = bambuti.play(s, move);
    for (const e of s.events) if (e.type === 'Wertung') then.set(e.wertung.nr, markersFromTops(s));
  }
  return { moves, end: s, then };
}

describe('the markers of each Wertung (engine)', () => {
  test('every Wertung keeps the markers of its moment, though they change later, and its points are their sums', () => {
    let changed = 0;
    for (const seed of [3, 8, 21]) {
      const { end, then } = playRandom(seed);
      expect(end.wertungen.length).toBeGreaterThan(1);
      for (const w of end.wertungen) {
        expect(w.anzeiger).toEqual(then.get(w.nr));
        for (const seat of [0, 1]) expect(wertungsSumme(w.anzeiger, seat).summe).toBe(w.punkte[seat]);
        if (JSON.stringify(w.anzeiger) !== JSON.stringify(markersFromTops(end))) changed++;
      }
    }
    // the test means something only if some Wertung lay on other markers than the final ones
    expect(changed).toBeGreaterThan(0);
  });
  test('a game rebuilt from its moves as JSON (a link, a reload) has the same markers in every Wertung', () => {
    const { moves, end } = playRandom(8);
    let s = engine.deal({ startSeat: 0 }, 8);
    for (const mv of JSON.parse(JSON.stringify(moves)) as BambutiMove[]) s = engine.play(s, mv);
    expect(JSON.parse(JSON.stringify(s.wertungen))).toEqual(end.wertungen);
    // and the view the page gets names them too
    expect(engine.view(s, 0).wertungen.map((w) => w.anzeiger)).toEqual(end.wertungen.map((w) => w.anzeiger));
  });
  test('a layout gives its earlier Wertungen with their markers; the points are their sums', () => {
    const rows = {
      auslage: [
        ['M-rot-1', 'M-rot-6', 'M-rot-10', 'M-rot-5', 'M-rot-4'],
        ['M-gelb-1', 'M-blau-1', 'M-gelb-9', 'M-gelb-5', 'M-weiss-1'],
      ],
    };
    const hands = [
      ['M-gruen-1', 'M-gruen-2'],
      ['M-blau-2', 'M-blau-3'],
    ];
    const s = engine.fromLayout({
      ...rows,
      hands,
      wertungen: [{ nr: 1, ausloeser: 'trommel', seat: 1, anzeiger: markers('A4 B2 A4 - A1') }],
    });
    expect(s.wertungen).toEqual([{ nr: 1, ausloeser: 'trommel', seat: 1, punkte: [9, 2], anzeiger: markers('A4 B2 A4 - A1') }]);
    expect(s.punkte).toEqual([9, 2]);
    const given = (w: object) => () =>
      engine.fromLayout({ ...rows, hands, wertungen: [{ nr: 1, ausloeser: 'trommel', seat: 1, ...w } as never] });
    expect(given({ punkte: [9, 2] })).toThrow(/anzeiger must list the 5 markers/);
    expect(given({ punkte: [9, 3], anzeiger: markers('A4 B2 A4 - A1') })).toThrow(/punkte must be the sums of its markers, 9 and 2/);
    expect(given({ anzeiger: [...markers('A4 B2 A4 - -').slice(0, 4), { seat: 0, wert: 9 }] })).toThrow(/wert: 1…8/);
  });
});

describe('Wertungsblock', () => {
  test('every Wertung shows each seat’s sum column by column, from the markers it keeps', () => {
    const { end } = playRandom(8);
    const w = end.wertungen.find((x) => [0, 1].some((s) => wertungsSumme(x.anzeiger, s).werte.length > 1))!;
    expect(w).toBeDefined();
    const seat = [0, 1].find((s) => wertungsSumme(w.anzeiger, s).werte.length > 1)!;
    const werte = w.anzeiger.filter((a) => a.seat === seat).map((a) => a.wert);
    const html = renderToString(<Wertungsblock wertungen={[w]} names={['Du', 'Anna']} />);
    expect(spaces(html)).toContain(`<td>${werte.join(' + ')} = ${w.punkte[seat]}</td>`);
  });
  test('a sum breaks only before „=“ in a narrow column, never inside its terms', () => {
    const w: Wertung = { nr: 1, ausloeser: 'trommel', seat: 1, punkte: [11, 8], anzeiger: markers('A6 - A5 B8 -') };
    expect(punkteText(w, 0)).toBe('6\u00a0+\u00a05 =\u00a011');
    expect(punkteText(w, 1)).toBe('8');
  });
  test('a Wertung it never saw booked (JSON from a link or storage) is broken down too', () => {
    const w = JSON.parse(JSON.stringify({ nr: 1, ausloeser: 'trommel', seat: 1, punkte: [9, 7], anzeiger: markers('A4 B2 A4 B5 A1') }));
    const html = spaces(renderToString(<Wertungsblock wertungen={[w]} names={['Du', 'Anna']} />));
    expect(html).toContain('<td>4 + 4 + 1 = 9</td>');
    expect(html).toContain('<td>2 + 5 = 7</td>');
  });
});
