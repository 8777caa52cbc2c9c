/**
 * Bambuti in German words: describe (one sentence per decision), describeEvent (one log line per
 * automatic step) and actionLabel, for the reader („du“) and for others. The expected sentences
 * are written by hand from the German grammar, never copied from the engine's output.
 */
import { describe, expect, test } from 'vitest';
import { bambuti } from '../../../src/games/bambuti/rules';
import { actionLabel, genitiv } from '../../../src/games/bambuti/text';
import type { BambutiEvent } from '../../../src/games/bambuti/types';
import { targetText } from '../../../src/components/bambuti/bambuti-ui';
import { A, B, anordnen, legen, markers, ms, playAll, position, trommeln, weiter } from './helpers';

const DU = ['Du', 'Anna'];
const THIRD = ['Anna', 'Ben'];
const ANNA_ROW = ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4'];
const BEN_ROW = ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'];
const s = position({
  rows: [ANNA_ROW, BEN_ROW],
  hands: [
    ['rot3', 'gruen9'],
    ['gelb3', 'rot5'],
  ],
});

describe('describe', () => {
  test.each([
    [DU, legen(A, 'rot3', A, 5), 'Du legst die Rot 3 auf die Weiß 4 (deine Reihe, Spalte 5).'],
    // a row is named by its owner, as the table labels it („Annas Reihe“), never „eigene Reihe“
    [THIRD, legen(A, 'rot3', A, 5), 'Anna legt die Rot 3 auf die Weiß 4 (Annas Reihe, Spalte 5).'],
    [DU, legen(B, 'gelb3', A, 4), 'Anna legt die Gelb 3 auf die Gelb 8 (deine Reihe, Spalte 4).'],
    [THIRD, legen(B, 'gelb3', A, 4), 'Ben legt die Gelb 3 auf die Gelb 8 (Annas Reihe, Spalte 4).'],
    [DU, legen(A, 'rot3', B, 2), 'Du legst die Rot 3 auf die Rot 6 (Annas Reihe, Spalte 2).'],
    [['Du', 'Hans'], legen(A, 'rot3', B, 2), 'Du legst die Rot 3 auf die Rot 6 (Hans’ Reihe, Spalte 2).'],
    [DU, legen(B, 'rot5', B, 2), 'Anna legt die Rot 5 auf die Rot 6 (Annas Reihe, Spalte 2).'],
    [DU, trommeln(A), 'Du spielst eine Trommelkarte.'],
    [DU, trommeln(B), 'Anna spielt eine Trommelkarte.'],
    [DU, weiter(A), 'Du spielst keine Trommelkarte.'],
    [THIRD, weiter(B), 'Ben spielt keine Trommelkarte.'],
    [DU, anordnen(A, ...ANNA_ROW), 'Du legst deine erste Auslage verdeckt aus – Rot 1, Gelb 5, Blau 10, Gelb 8, Weiß 4.'],
    [DU, anordnen(B, ...BEN_ROW), 'Anna legt die erste Auslage verdeckt aus.'],
    [THIRD, anordnen(A, ...ANNA_ROW), 'Anna legt die erste Auslage verdeckt aus.'],
  ])('%j %j', (names, move, text) => {
    expect(bambuti.describe(s, move, names)).toBe(text);
  });
  test('the log names the row as the target buttons do („Annas Reihe“, also for Anna’s own placement)', () => {
    for (const reihe of [A, B]) {
      const label = targetText(DU, reihe, 2, 'M-rot-6').replace(/^.*\(/, '(').replace(/\)$/, '');
      expect(label).toMatch(/^\((deine|Annas) Reihe, Spalte 2$/);
      expect(bambuti.describe(s, legen(B, 'rot5', reihe, 2), DU)).toContain(label + ')');
    }
  });
  test('another player’s arrangement never names its cards', () => {
    expect(bambuti.describe(s, anordnen(B, ...BEN_ROW), DU)).not.toMatch(/Blau|Rot|Weiß|Gelb|Grün/);
  });
});

describe('describeEvent', () => {
  const w = (
    nr: number,
    ausloeser: 'symmetrie' | 'trommel' | 'schluss',
    seat: number | null,
    spec: string,
    stand: number[],
  ): BambutiEvent => {
    const anzeiger = markers(spec);
    const punkte = [0, 1].map((p) => anzeiger.reduce((t, a) => t + (a.seat === p ? a.wert : 0), 0));
    return { type: 'Wertung', seat, wertung: { nr, ausloeser, seat, punkte, anzeiger }, stand };
  };
  test.each([
    [
      DU,
      { type: 'Revealed', reihen: [ms(...ANNA_ROW), ms(...BEN_ROW)], anzeiger: s.anzeiger },
      'Beide Auslagen werden aufgedeckt. Die Punkteanzeiger zeigen 10 für dich und 6 für Anna.',
    ],
    [
      THIRD,
      { type: 'Revealed', reihen: [ms(...ANNA_ROW), ms(...BEN_ROW)], anzeiger: s.anzeiger },
      'Beide Auslagen werden aufgedeckt. Die Punkteanzeiger zeigen 10 für Anna und 6 für Ben.',
    ],
    [
      DU,
      { type: 'HandsTaken', anzahl: [7, 7], startSeat: 0 },
      'Jeder nimmt 7 Handkarten auf und legt seine zwei Trommelkarten offen vor sich. Du legst zuerst.',
    ],
    [
      DU,
      { type: 'HandsTaken', anzahl: [7, 7], startSeat: 1 },
      'Jeder nimmt 7 Handkarten auf und legt seine zwei Trommelkarten offen vor sich. Anna legt zuerst.',
    ],
    [
      DU,
      { type: 'AnzeigerGeaendert', spalte: 4, vorher: { seat: 0, wert: 4 }, nachher: { seat: 1, wert: 1 } },
      'Spalte 4: Punkteanzeiger jetzt 1 für Anna, vorher 4 für dich.',
    ],
    [
      THIRD,
      { type: 'AnzeigerGeaendert', spalte: 4, vorher: { seat: 0, wert: 4 }, nachher: { seat: 1, wert: 1 } },
      'Spalte 4: Punkteanzeiger jetzt 1 für Ben, vorher 4 für Anna.',
    ],
    [
      DU,
      { type: 'AnzeigerGeaendert', spalte: 3, vorher: { seat: 1, wert: 4 }, nachher: { seat: null, wert: 0 } },
      'Spalte 3: jetzt kein Punkteanzeiger, vorher 4 für Anna.',
    ],
    [
      DU,
      { type: 'AnzeigerGeaendert', spalte: 5, vorher: { seat: null, wert: 0 }, nachher: { seat: 0, wert: 1 } },
      'Spalte 5: Punkteanzeiger jetzt 1 für dich, vorher keiner.',
    ],
    [DU, { type: 'Symmetrie', seat: 0, reihe: 0 }, 'Die Farben in deiner Reihe sind jetzt symmetrisch – das löst eine Wertung aus.'],
    [DU, { type: 'Symmetrie', seat: 1, reihe: 1 }, 'Die Farben in Annas Reihe sind jetzt symmetrisch – das löst eine Wertung aus.'],
    [
      DU,
      w(1, 'symmetrie', 0, 'A4 B2 A4 B4 A1', [9, 6]),
      'Wertung 1 nach symmetrischer Farbreihenfolge – du bekommst 9 Punkte, Anna 6. Stand 9 : 6.',
    ],
    [
      DU,
      w(2, 'trommel', 1, 'B2 A4 B4 B1 A1', [14, 13]),
      'Wertung 2 durch Annas Trommelkarte – du bekommst 5 Punkte, Anna 7. Stand 14 : 13.',
    ],
    [
      THIRD,
      w(2, 'trommel', 1, 'B2 A4 B4 B1 A1', [14, 13]),
      'Wertung 2 durch Bens Trommelkarte – Anna bekommt 5 Punkte, Ben 7. Stand 14 : 13.',
    ],
    [DU, w(3, 'trommel', 0, 'A1 - - - -', [15, 13]), 'Wertung 3 durch deine Trommelkarte – du bekommst 1 Punkt, Anna 0. Stand 15 : 13.'],
    [DU, w(5, 'schluss', null, 'A5 B2 - A1 -', [40, 31]), 'Schlusswertung (Wertung 5) – du bekommst 6 Punkte, Anna 2. Stand 40 : 31.'],
    [DU, { type: 'Drew', seat: 0, anzahl: 1 }, 'Du ziehst 1 Karte nach.'],
    [DU, { type: 'Drew', seat: 1, anzahl: 2 }, 'Anna zieht 2 Karten nach.'],
    [DU, { type: 'GameOver', winners: [0], scores: [41, 37] }, 'Du gewinnst mit 41 : 37 Punkten.'],
    [DU, { type: 'GameOver', winners: [1], scores: [37, 41] }, 'Anna gewinnt mit 41 : 37 Punkten.'],
    [DU, { type: 'GameOver', winners: [0, 1], scores: [41, 41] }, 'Unentschieden: Du und Anna habt beide 41 Punkte.'],
    [THIRD, { type: 'GameOver', winners: [0, 1], scores: [41, 41] }, 'Unentschieden: Anna und Ben haben beide 41 Punkte.'],
  ] as [string[], BambutiEvent, string][])('%j %j', (names, e, text) => {
    expect(bambuti.describeEvent(e, names)).toBe(text);
  });
  test('events that only restate a decision have no line of their own', () => {
    for (const e of [
      { type: 'Angeordnet', seat: 0 },
      { type: 'Gelegt', seat: 0, karte: 'M-rot-3', reihe: 0, spalte: 5, verdeckt: 'M-weiss-4' },
      { type: 'Getrommelt', seat: 0, karte: 'T-0-1' },
      { type: 'Weiter', seat: 1 },
    ] as BambutiEvent[]) {
      expect(bambuti.describeEvent(e, DU)).toBeNull();
    }
  });
  test('the deal explains the arranging', () => {
    expect(bambuti.describeEvent({ type: 'Dealt', startSeat: 0 }, DU)).toBe(
      'Jeder bekommt fünf Maskenkarten für die erste Auslage und ordnet sie verdeckt an: die höchste in die Mitte, nach außen abfallend.',
    );
  });
  test('a whole turn in the log: the §7 turn 1', () => {
    const t = bambuti.play(s, legen(A, 'rot3', A, 5));
    const lines = bambuti
      .events(t)
      .map((e) => bambuti.describeEvent(e, DU))
      .filter((x) => x !== null);
    expect(lines).toEqual([
      'Spalte 5: Punkteanzeiger jetzt 1 für dich, vorher 2 für dich.',
      'Die Farben in deiner Reihe sind jetzt symmetrisch – das löst eine Wertung aus.',
      'Wertung 1 nach symmetrischer Farbreihenfolge – du bekommst 9 Punkte, Anna 6. Stand 9 : 6.',
      'Du ziehst 6 Karten nach.',
    ]);
  });
});

describe('actionLabel and genitiv', () => {
  test.each([
    [legen(A, 'rot3', A, 5), 'Die Rot 3 in deine Reihe legen, Spalte 5'],
    [legen(A, 'rot3', B, 2), 'Die Rot 3 in die Reihe deines Gegners legen, Spalte 2'],
    [trommeln(A), 'Trommelkarte spielen'],
    [weiter(A), 'Ohne Trommeln weiter'],
    [anordnen(A, ...ANNA_ROW), 'So auslegen – Rot 1, Gelb 5, Blau 10, Gelb 8, Weiß 4'],
  ])('%j', (move, label) => {
    expect(actionLabel(move)).toBe(label);
  });
  test.each([
    ['Anna', 'Annas'],
    ['Bernd', 'Bernds'],
    ['Hans', 'Hans’'],
    ['Max', 'Max’'],
    ['Fritz', 'Fritz’'],
  ])('%s → %s', (name, gen) => {
    expect(genitiv(name)).toBe(gen);
  });
});

describe('a whole game reads as German sentences', () => {
  test('every describe and describeEvent line is a sentence; du-lines use the du-form', () => {
    let st = bambuti.deal({ startSeat: 0 }, 3);
    let k = 0;
    while (!bambuti.isOver(st)) {
      const mv = bambuti.legalMoves(st)[k++ % 3] ?? bambuti.legalMoves(st)[0]!;
      const line = bambuti.describe(st, mv, DU);
      expect(line).toMatch(/^[A-ZÄÖÜ].*\.$/);
      if (mv.seat === 0) expect(line).toMatch(/^Du (legst|spielst) /);
      else expect(line).toMatch(/^Anna (legt|spielt) /);
      st = playAll(st, [mv]);
      for (const e of bambuti.events(st)) {
        const t = bambuti.describeEvent(e, DU);
        if (t !== null) expect(t).toMatch(/^[A-ZÄÖÜ].*\.$/);
      }
    }
  });
});
