/**
 * The column calculator and the symmetry highlight (src/games/bambuti/rechner.ts) against the §4
 * table and the §7 worked example. Sentences are written by hand from the German grammar.
 */
import { describe, expect, test } from 'vitest';
import { alleSpalten, spaltenRechnung, symmetrieBild } from '../../../src/games/bambuti/rechner';
import { topsOf } from '../../../src/games/bambuti/position';
import { ms, position } from './helpers';

const ANNA_ROW = ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4'];
const BEN_ROW = ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'];

describe('spaltenRechnung: the §7 opening, seen by the reader (seat 0)', () => {
  const s = position({ rows: [ANNA_ROW, BEN_ROW], hands: [['rot3'], ['gelb3']] });
  const tops = s.auslage.map(topsOf);
  test.each([
    [1, [1, 3], 1, 2, 'Rot 1 gegen Blau 4: 1 für dich, 4 − 1 = 3 für Ben – Anzeiger 2 auf Bens Seite.'],
    [2, [5, 1], 0, 4, 'Gelb 5 gegen Rot 6: 5 für dich, 6 − 5 = 1 für Ben – Anzeiger 4 auf deiner Seite.'],
    [3, [3, 7], 1, 4, 'Blau 10 gegen Weiß 7: 10 − 7 = 3 für dich, 7 für Ben – Anzeiger 4 auf Bens Seite.'],
    [4, [6, 2], 0, 4, 'Gelb 8 gegen Gelb 2: 8 − 2 = 6 für dich, 2 für Ben – Anzeiger 4 auf deiner Seite.'],
    [5, [3, 1], 0, 2, 'Weiß 4 gegen Grün 1: 4 − 1 = 3 für dich, 1 für Ben – Anzeiger 2 auf deiner Seite.'],
  ])('column %i', (spalte, punkte, seat, wert, text) => {
    const r = spaltenRechnung(tops, spalte, 0, ['Du', 'Ben']);
    expect(r.punkte).toEqual(punkte);
    expect(r.anzeiger).toEqual({ seat, wert });
    expect(r.anzeiger).toEqual(s.anzeiger[spalte - 1]);
    expect(r.text).toBe(text);
    expect(r.karten).toEqual([tops[0]![spalte - 1], tops[1]![spalte - 1]]);
  });
  test('seen by Ben, in the third person: his card first', () => {
    const r = spaltenRechnung(tops, 1, 1, ['Anna', 'Ben']);
    expect(r.text).toBe('Blau 4 gegen Rot 1: 4 − 1 = 3 für Ben, 1 für Anna – Anzeiger 2 auf Bens Seite.');
    expect(r.werte).toEqual([1, 4]);
    expect(alleSpalten(tops, 1, ['Anna', 'Ben']).map((x) => x.anzeiger)).toEqual(s.anzeiger);
  });
});

describe('spaltenRechnung: the issue’s example and the special cases of §4 (B3)', () => {
  const col = (a: string, b: string, names = ['Du', 'Anna']) => spaltenRechnung([ms(a), ms(b)], 1, 0, names);
  test('Blau 9 gegen Rot 4', () => {
    expect(col('blau9', 'rot4').text).toBe('Blau 9 gegen Rot 4: 9 − 4 = 5 für dich, 4 für Anna – Anzeiger 1 auf deiner Seite.');
  });
  test('the lower card wins a close column: 9 against 10', () => {
    const r = col('blau9', 'rot10');
    expect(r.text).toBe('Blau 9 gegen Rot 10: 9 für dich, 10 − 9 = 1 für Anna – Anzeiger 8 auf deiner Seite.');
    expect(r.anzeiger).toEqual({ seat: 0, wert: 8 });
  });
  test('equal points: no marker', () => {
    const r = col('rot6', 'gruen3');
    expect(r.text).toBe('Rot 6 gegen Grün 3: 6 − 3 = 3 für dich, 3 für Anna – gleich viele Punkte, kein Anzeiger.');
    expect(r.anzeiger.seat).toBeNull();
    expect(r.punkte).toEqual([3, 3]);
  });
  test('equal values: no marker, no points', () => {
    const r = col('gelb7', 'blau7');
    expect(r.text).toBe('Gelb 7 gegen Blau 7: gleich hoch – kein Anzeiger.');
    expect(r.punkte).toBeNull();
  });
  test('a name ending in s takes an apostrophe', () => {
    expect(col('rot1', 'blau10', ['Du', 'Hans']).text).toBe(
      'Rot 1 gegen Blau 10: 1 für dich, 10 − 1 = 9 für Hans – Anzeiger 8 auf Hans’ Seite.',
    );
  });
  test('a face-down column', () => {
    const r = spaltenRechnung([[null, null, null, null, null], ms('rot1', 'rot2', 'rot3', 'rot2', 'rot1')], 2, 0, ['Du', 'Anna']);
    expect(r.text).toBe('Spalte 2 ist noch verdeckt.');
    expect(r.anzeiger.seat).toBeNull();
  });
});

describe('symmetrieBild (B8)', () => {
  test('§7 turn 1: after Rot 3 the colours are symmetric', () => {
    const b = symmetrieBild(ms('rot1', 'gelb5', 'blau10', 'gelb8', 'rot3'));
    expect(b.symmetrisch).toBe(true);
    expect(b.paare).toEqual([
      { spalten: [1, 5], farben: ['rot', 'rot'], gleich: true },
      { spalten: [2, 4], farben: ['gelb', 'gelb'], gleich: true },
    ]);
    expect(b.text).toBe(
      'Rot – Gelb – Blau – Gelb – Rot: Spalte 1 und 5 sind beide rot, Spalte 2 und 4 beide gelb – die Farbreihenfolge ist symmetrisch.',
    );
  });
  test('before: one pair matches', () => {
    const b = symmetrieBild(ms(...ANNA_ROW));
    expect(b.symmetrisch).toBe(false);
    expect(b.paare.map((p) => p.gleich)).toEqual([false, true]);
    expect(b.text).toBe(
      'Rot – Gelb – Blau – Gelb – Weiß: Spalte 1 ist rot, Spalte 5 weiß, Spalte 2 und 4 sind beide gelb – nicht symmetrisch.',
    );
  });
  test('no pair matches; the middle never matters', () => {
    const b = symmetrieBild(ms(...BEN_ROW));
    expect(b.text).toBe(
      'Blau – Rot – Weiß – Gelb – Grün: Spalte 1 ist blau, Spalte 5 grün, Spalte 2 ist rot, Spalte 4 gelb – nicht symmetrisch.',
    );
    expect(symmetrieBild(ms('gruen1', 'weiss2', 'rot9', 'weiss3', 'gruen2')).symmetrisch).toBe(true);
  });
  test('a hidden row', () => {
    const b = symmetrieBild([null, null, null, null, null]);
    expect(b.symmetrisch).toBe(false);
    expect(b.text).toBe('Diese Reihe liegt noch nicht vollständig offen.');
  });
});
