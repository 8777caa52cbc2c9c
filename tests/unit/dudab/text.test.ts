/**
 * German sentences of the Dudab log: describe (decisions) and describeEvent (automatic steps), for
 * the reader („Du“) and for the others. Every expectation is written by hand from German grammar
 * (du-form: „du legst“, „wünschst dir“; third person: „legt“, „wünscht sich“), never copied from
 * the output. Cards hidden from the reader are not named in the others' sentences.
 */
import { describe, expect, test } from 'vitest';
import type { DudabEvent, DudabMove } from '../../../src/games/dudab/types';
import { engine, pos } from './helpers';

const NAMES = ['Du', 'Anna', 'Bernd'];
/** The same table with Anna as the reader: seat 0 is „Clara“. */
const ANNA_VIEW = ['Clara', 'Du', 'Bernd'];

const state = pos({
  n: 3,
  rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
  hands: [
    ['Z-rot-hand-1', 'Z-rot-hand-4', 'S-gruen-1', 'D-2'],
    ['Z-rot-keule-1', 'Z-blau-hand-4'],
    ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
  ],
  phase: 'reduzieren',
});

describe('describe: the decisions', () => {
  test.each<[string, DudabMove, string, string]>([
    [
      'a Ziffer-Karte',
      { type: 'legen', seat: 0, karte: 'Z-gelb-mammut-3', reihe: 0 },
      'Du legst Gelb · Mammut · 3 auf Reihe 1.',
      'Clara legt Gelb · Mammut · 3 auf Reihe 1.',
    ],
    [
      'a shaman',
      { type: 'legen', seat: 0, karte: 'S-rot-1', reihe: 1 },
      'Du legst den roten Schamanen auf Reihe 2.',
      'Clara legt den roten Schamanen auf Reihe 2.',
    ],
    [
      'a Dudab-Karte with a wish',
      { type: 'legen', seat: 0, karte: 'D-3', reihe: 0, wunsch: { art: 'symbol', wert: 'mammut' } },
      'Du legst eine Dudab-Karte auf Reihe 1 und wünschst dir das Symbol Mammut.',
      'Clara legt eine Dudab-Karte auf Reihe 1 und wünscht sich das Symbol Mammut.',
    ],
    [
      'a colour wish',
      { type: 'legen', seat: 0, karte: 'D-3', reihe: 1, wunsch: { art: 'farbe', wert: 'gruen' } },
      'Du legst eine Dudab-Karte auf Reihe 2 und wünschst dir die Farbe Grün.',
      'Clara legt eine Dudab-Karte auf Reihe 2 und wünscht sich die Farbe Grün.',
    ],
    [
      'a digit wish',
      { type: 'legen', seat: 0, karte: 'D-3', reihe: 1, wunsch: { art: 'ziffer', wert: 4 } },
      'Du legst eine Dudab-Karte auf Reihe 2 und wünschst dir die Ziffer 4.',
      'Clara legt eine Dudab-Karte auf Reihe 2 und wünscht sich die Ziffer 4.',
    ],
    ['a draw', { type: 'ziehen', seat: 0 }, 'Du ziehst eine Karte.', 'Clara zieht eine Karte.'],
    [
      'a draw with five cards',
      { type: 'ziehen', seat: 0, inStapel: 'Z-rot-keule-1' },
      'Du legst Rot · Keule · 1 in deinen Sammelstapel und ziehst eine Karte.',
      'Clara legt eine Karte in den Sammelstapel und zieht eine Karte.',
    ],
    [
      'the penalty',
      { type: 'strafe', seat: 0 },
      'Du kannst nicht antworten und nimmst die Strafe.',
      'Clara kann nicht antworten und nimmt die Strafe.',
    ],
    ['no reduction', { type: 'nichtReduzieren', seat: 0 }, 'Du behältst alle Handkarten.', 'Clara behält alle Handkarten.'],
    [
      'reducing to the discard (public)',
      { type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-1', 'D-2'], ziel: 'abwurf' },
      'Du behältst Rot · Hand · 1 und eine Dudab-Karte und wirfst Rot · Hand · 4 und den grünen Schamanen ab.',
      'Clara reduziert auf zwei Karten und wirft Rot · Hand · 4 und den grünen Schamanen ab.',
    ],
    [
      'reducing into the Sammelstapel (hidden)',
      { type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-1', 'S-gruen-1'], ziel: 'stapel' },
      'Du behältst Rot · Hand · 1 und den grünen Schamanen und legst Rot · Hand · 4 und eine Dudab-Karte in deinen Sammelstapel.',
      'Clara reduziert auf zwei Karten und legt 2 Karten in den Sammelstapel, darunter mindestens eine Dudab-Karte.',
    ],
    [
      'dumping excess cards',
      { type: 'entsorgen', seat: 0, karten: ['Z-gelb-fell-1', 'Z-blau-keule-1'] },
      'Du entsorgst Gelb · Fell · 1 und Blau · Keule · 1 in deinen Sammelstapel.',
      'Clara entsorgt 2 Karten in den Sammelstapel.',
    ],
    ['the next round', { type: 'naechsteRunde', seat: 0 }, 'Du beginnst Runde 2.', 'Clara beginnt Runde 2.'],
  ])('%s', (_name, move, du, other) => {
    expect(engine.describe(state, move, NAMES)).toBe(du);
    expect(engine.describe(state, move, ANNA_VIEW)).toBe(other);
  });
});

describe('describeEvent: the automatic steps', () => {
  test.each<[string, DudabEvent, string | null, string | null]>([
    [
      'a round starts',
      { type: 'RoundStarted', runde: 1, startSeat: 0, reihen: ['Z-rot-hand-2', 'Z-gelb-fell-4'], untergelegt: [] },
      'Runde 1 beginnt, du fängst an. Jeder hat 3 Karten, die Reihen beginnen mit Rot · Hand · 2 und Gelb · Fell · 4.',
      'Runde 1 beginnt, Clara fängt an. Jeder hat 3 Karten, die Reihen beginnen mit Rot · Hand · 2 und Gelb · Fell · 4.',
    ],
    [
      'a round starts, cards put under the pile (D4)',
      { type: 'RoundStarted', runde: 2, startSeat: 1, reihen: ['Z-rot-hand-2', 'Z-gelb-fell-4'], untergelegt: ['S-rot-1', 'D-4'] },
      'Runde 2 beginnt, Anna fängt an. Jeder hat 3 Karten, die Reihen beginnen mit Rot · Hand · 2 und Gelb · Fell · 4. Der rote Schamane und eine Dudab-Karte kamen unter den Nachziehstapel, denn eine Reihe beginnt immer mit einer Ziffer-Karte.',
      'Runde 2 beginnt, du fängst an. Jeder hat 3 Karten, die Reihen beginnen mit Rot · Hand · 2 und Gelb · Fell · 4. Der rote Schamane und eine Dudab-Karte kamen unter den Nachziehstapel, denn eine Reihe beginnt immer mit einer Ziffer-Karte.',
    ],
    [
      'two Dudab-Karten put under the pile are counted, not listed twice (issue 15.19)',
      { type: 'RoundStarted', runde: 2, startSeat: 1, reihen: ['Z-rot-hand-2', 'Z-gelb-fell-4'], untergelegt: ['D-2', 'D-5'] },
      'Runde 2 beginnt, Anna fängt an. Jeder hat 3 Karten, die Reihen beginnen mit Rot · Hand · 2 und Gelb · Fell · 4. Zwei Dudab-Karten kamen unter den Nachziehstapel, denn eine Reihe beginnt immer mit einer Ziffer-Karte.',
      'Runde 2 beginnt, du fängst an. Jeder hat 3 Karten, die Reihen beginnen mit Rot · Hand · 2 und Gelb · Fell · 4. Zwei Dudab-Karten kamen unter den Nachziehstapel, denn eine Reihe beginnt immer mit einer Ziffer-Karte.',
    ],
    [
      'cards of the same name are counted where the first one stands',
      { type: 'HandShown', seat: 0, karten: ['D-1', 'S-rot-1', 'Z-rot-hand-1', 'D-3', 'S-rot-2', 'D-7'] },
      'Du zeigst deine Handkarten: drei Dudab-Karten, zwei rote Schamanen und Rot · Hand · 1.',
      'Clara zeigt die Handkarten: drei Dudab-Karten, zwei rote Schamanen und Rot · Hand · 1.',
    ],
    [
      'a hand is shown',
      { type: 'HandShown', seat: 0, karten: ['Z-rot-hand-1', 'S-rot-1'] },
      'Du zeigst deine Handkarten: Rot · Hand · 1 und den roten Schamanen.',
      'Clara zeigt die Handkarten: Rot · Hand · 1 und den roten Schamanen.',
    ],
    [
      'a draw (the card only for its owner)',
      { type: 'Drew', seat: 0, karten: ['Z-blau-hand-2'], anzahl: 1, grund: 'ziehen' },
      'Du bekommst Blau · Hand · 2.',
      null,
    ],
    [
      'the rest of a penalty',
      { type: 'Drew', seat: 0, karten: ['Z-blau-hand-1', 'Z-blau-hand-2'], anzahl: 2, grund: 'strafe' },
      'Dazu ziehst du Blau · Hand · 1 und Blau · Hand · 2.',
      'Clara zieht 2 weitere Karten.',
    ],
    [
      'filling up to two',
      { type: 'Drew', seat: 0, karten: ['Z-blau-hand-4'], anzahl: 1, grund: 'auffuellen' },
      'Du hast weniger als zwei Karten und ziehst Blau · Hand · 4 nach.',
      'Clara hat weniger als zwei Karten und zieht eine Karte nach.',
    ],
    [
      'the revealed penalty card',
      { type: 'Revealed', seat: 0, karte: 'Z-gelb-fell-3', anzahl: 3 },
      'Du deckst Gelb · Fell · 3 auf und nimmst die Karte auf die Hand. Die Strafe: 3 Karten, die aufgedeckte mitgezählt.',
      'Clara deckt Gelb · Fell · 3 auf und nimmt die Karte auf die Hand. Die Strafe: 3 Karten, die aufgedeckte mitgezählt.',
    ],
    [
      'a revealed Dudab-Karte is the whole penalty',
      { type: 'Revealed', seat: 0, karte: 'D-4', anzahl: 1 },
      'Du deckst eine Dudab-Karte auf und nimmst die Karte auf die Hand. Das ist die ganze Strafe.',
      'Clara deckt eine Dudab-Karte auf und nimmt die Karte auf die Hand. Das ist die ganze Strafe.',
    ],
    [
      '„6 nimmt“ with a Dudab-Karte',
      { type: 'SechsNimmt', seat: 0, reihe: 0, karten: ['Z-gelb-keule-1', 'D-6', 'Z-blau-mammut-2', 'Z-gruen-fell-3', 'Z-rot-hand-2'] },
      '„6 nimmt“: Du nimmst die 5 Karten von Reihe 1 in deinen Sammelstapel. Eine Dudab-Karte ist dabei.',
      '„6 nimmt“: Clara nimmt die 5 Karten von Reihe 1 in den Sammelstapel. Eine Dudab-Karte ist dabei.',
    ],
    [
      'a wish fulfilled',
      { type: 'WunschErfuellt', seat: 0, reihe: 1, wunsch: { art: 'farbe', wert: 'gelb' }, karte: 'Z-gelb-hand-1' },
      'Du erfüllst den Wunsch in Reihe 2: die Farbe Gelb.',
      'Clara erfüllt den Wunsch in Reihe 2: die Farbe Gelb.',
    ],
    [
      'a curse',
      { type: 'Verhext', seat: 0, von: 2, reihe: 0 },
      'Du bist verhext: Antworte mit einem Schamanen oder einer Dudab-Karte, sonst gibt es die Strafe.',
      'Clara ist verhext: Ein Schamane oder eine Dudab-Karte muss her, sonst gibt es die Strafe.',
    ],
    [
      'too many cards',
      { type: 'EntsorgenNoetig', seat: 0, anzahl: 2 },
      'Du hast zu viele Karten: 2 davon musst du in deinen Sammelstapel entsorgen.',
      'Clara hat zu viele Karten und muss 2 Karten in den Sammelstapel entsorgen.',
    ],
    [
      'one card too many',
      { type: 'EntsorgenNoetig', seat: 0, anzahl: 1 },
      'Du hast zu viele Karten: Eine davon musst du in deinen Sammelstapel entsorgen.',
      'Clara hat zu viele Karten und muss eine Karte in den Sammelstapel entsorgen.',
    ],
  ])('%s', (_name, event, du, other) => {
    expect(engine.describeEvent(event, NAMES)).toBe(du);
    expect(engine.describeEvent(event, ANNA_VIEW)).toBe(other);
  });

  test('round end and game end', () => {
    expect(engine.describeEvent({ type: 'RoundOver', runde: 1, punkte: [2, 22, -3], summen: [2, 22, -3] }, NAMES)).toBe(
      'Die letzte Karte vom Nachziehstapel ist gezogen: Runde 1 ist vorbei. Wertung: Du +2, Anna +22 und Bernd −3. Gesamt: Du +2, Anna +22 und Bernd −3.',
    );
    expect(engine.describeEvent({ type: 'GameOver', scores: [12, 7, 7], winners: [1, 2] }, NAMES)).toBe(
      'Das Spiel ist aus: Anna und Bernd gewinnen gemeinsam mit 7 Punkten.',
    );
    expect(engine.describeEvent({ type: 'GameOver', scores: [7, 12, 7], winners: [0, 2] }, NAMES)).toBe(
      'Das Spiel ist aus: Du und Bernd gewinnt gemeinsam mit 7 Punkten.',
    );
    expect(engine.describeEvent({ type: 'GameOver', scores: [-3, 12, 7], winners: [0] }, NAMES)).toBe(
      'Das Spiel ist aus: Du gewinnst mit −3 Punkten.',
    );
    expect(engine.describeEvent({ type: 'GameOver', scores: [5, 1, 7], winners: [1] }, NAMES)).toBe(
      'Das Spiel ist aus: Anna gewinnt mit 1 Punkt.',
    );
  });

  test('every event of a played match gets a sentence (or null only for another seat’s plain draw)', () => {
    let s = engine.deal({ spieler: 3, runden: 2, startSeat: 0 }, 5);
    let n = 0;
    while (!engine.isOver(s)) {
      const legal = engine.legalMoves(s);
      const m = legal[(n * 7) % legal.length]!;
      expect(engine.describe(s, m, NAMES)).toMatch(/^(Du|Anna|Bernd) .+\.$/);
      s = engine.play(s, m);
      for (const e of engine.events(s)) {
        const line = engine.describeEvent(e, NAMES);
        if (line === null) expect(e.type === 'Drew' && e.grund === 'ziehen' && e.seat !== 0).toBe(true);
        else expect(line).toMatch(/^[A-ZÄÖÜ„].*[.!]$/);
      }
      n++;
    }
  });
});
