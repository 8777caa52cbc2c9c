/**
 * Where readers hesitated (issue 30, point 12): may a Trommelkarte follow a placement on the
 * opponent's row? Yes – the page says so directly, and the engine plays it so.
 */
import { describe, expect, test } from 'vitest';
import { sectionOf } from '../../helpers/rulesPage';
import { A, B, bambuti, eventsOf, expectLegal, legen, position, trommeln } from './helpers';

describe('a Trommelkarte after laying on the opponent’s row', () => {
  const s = position({
    rows: [
      ['gelb1', 'gelb2', 'gelb3', 'gruen2', 'gruen1'],
      ['blau4', 'rot6', 'blau10', 'weiss5', 'weiss2'],
    ],
    hands: [['rot7', 'blau7'], ['gruen5']],
  });

  test('the engine: after M-rot-7 on B’s column 2 the drum may be played, and it scores', () => {
    const placed = bambuti.play(s, legen(A, 'rot7', B, 2));
    expect(bambuti.phase(placed)).toBe('trommeln');
    expectLegal(placed, trommeln(A));
    const drummed = bambuti.play(placed, trommeln(A));
    expect(eventsOf(drummed, 'Wertung').map((e) => e.wertung.ausloeser)).toEqual(['trommel']);
    expect(drummed.trommeln[A]).toBe(1);
  });

  test('the page says so under „Trommelkarte“', () => {
    expect(sectionOf('bambuti', 'trommelkarte')).toMatch(/auch nach einer Maske in der Reihe deines Gegners/);
  });
});
