/**
 * The Wertungsblock shows every Wertung's sum column by column (issue 15, point 7): wertungsSumme
 * words what a seat gets from the markers, the table remembers the markers each Wertung was booked
 * from, and the block shows „4 + 4 + 1 = 9“ for those (the points alone for a Wertung it did not see
 * booked). Expected sums come from the top cards at that moment (anzeigerDerKarten), not from the
 * state's own marker list.
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { wertungsSumme } from '../../../src/games/bambuti/rechner';
import { anzeigerDerKarten, topsOf } from '../../../src/games/bambuti/position';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { rememberWertungen, wertungsSpalten } from '../../../src/components/bambuti/wertungsSpalten';
import { Wertungsblock } from '../../../src/components/bambuti/Wertungsblock';
import type { Anzeiger, BambutiState, Wertung } from '../../../src/games/bambuti/types';
import { engine } from './helpers';

const an = (seat: number | null, wert: number): Anzeiger => ({ seat, wert });

describe('wertungsSumme: what a seat gets in a Wertung, column by column', () => {
  test('several markers: their values in column order and the sum', () => {
    const markers = [an(0, 4), an(1, 2), an(0, 4), an(null, 0), an(0, 1)];
    expect(wertungsSumme(markers, 0)).toEqual({ werte: [4, 4, 1], summe: 9, text: '4 + 4 + 1 = 9' });
    expect(wertungsSumme(markers, 1)).toEqual({ werte: [2], summe: 2, text: '2' });
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

/** A random game; the table sees every state. Returns the final state and each Wertung's markers then. */
function playWatched(seed: number): { end: BambutiState; then: Map<Wertung, Anzeiger[]> } {
  let s = engine.deal({ startSeat: seed % 2 }, seed);
  const rng = makeRng(seed);
  const then = new Map<Wertung, Anzeiger[]>();
  while (!engine.isOver(s)) {
    const l = engine.legalMoves(s);
    s = engine.play(s, l[randomInt(rng, l.length)]!);
    rememberWertungen(s);
    for (const e of s.events) if (e.type === 'Wertung') then.set(e.wertung, markersFromTops(s));
  }
  return { end: s, then };
}

describe('the markers of each Wertung', () => {
  test('every Wertung of a watched game keeps the markers of its moment, though they change later', () => {
    let changed = 0;
    for (const seed of [3, 8, 21]) {
      const { end, then } = playWatched(seed);
      expect(end.wertungen.length).toBeGreaterThan(1);
      for (const w of end.wertungen) {
        const spalten = wertungsSpalten(w);
        expect(spalten).toEqual(then.get(w));
        for (const seat of [0, 1]) expect(wertungsSumme(spalten!, seat).summe).toBe(w.punkte[seat]);
        if (JSON.stringify(spalten) !== JSON.stringify(markersFromTops(end))) changed++;
      }
    }
    // the test means something only if some Wertung lay on other markers than the final ones
    expect(changed).toBeGreaterThan(0);
  });
  test('a Wertung the table did not see booked has no markers', () => {
    expect(wertungsSpalten({ nr: 1, ausloeser: 'trommel', seat: 0, punkte: [3, 4] })).toBeNull();
  });
});

describe('Wertungsblock', () => {
  test('a watched Wertung shows each seat’s sum column by column; an unseen one its points', () => {
    const { end } = playWatched(8);
    const w = end.wertungen.find((x) => [0, 1].some((s) => wertungsSumme(wertungsSpalten(x)!, s).werte.length > 1))!;
    expect(w).toBeDefined();
    const seat = [0, 1].find((s) => wertungsSumme(wertungsSpalten(w)!, s).werte.length > 1)!;
    const werte = wertungsSpalten(w)!.filter((a) => a.seat === seat).map((a) => a.wert);
    const html = renderToString(<Wertungsblock wertungen={[w]} names={['Du', 'Anna']} />);
    expect(html).toContain(`<td>${werte.join(' + ')} = ${w.punkte[seat]}</td>`);
    const unseen: Wertung = { nr: 1, ausloeser: 'trommel', seat: 1, punkte: [5, 7] };
    const plain = renderToString(<Wertungsblock wertungen={[unseen]} names={['Du', 'Anna']} />);
    expect(plain).toContain('<td>5</td>');
    expect(plain).toContain('<td>7</td>');
  });
});
