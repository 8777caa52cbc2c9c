/**
 * The German text helpers every game uses (core/text.ts). All expectations are written by hand as
 * a German reader would write them.
 */
import { describe, expect, test } from 'vitest';
import {
  DU,
  capitalize,
  cardsText,
  groupVerb,
  isDu,
  joinAnd,
  joinOr,
  nameOf,
  plural,
  seatGroup,
  subjectVerb,
  verb,
  type VerbForms,
} from '../../../src/games/core/text';

const NAMES = ['Du', 'Anna', 'Bernd', 'Clara'];
const SEIN: VerbForms = { du: 'bist', er: 'ist', ihr: 'seid', sie: 'sind' };
const NEHMEN: VerbForms = { du: 'nimmst', er: 'nimmt', ihr: 'nehmt', sie: 'nehmen' };

describe('lists', () => {
  test.each([
    [[], ''],
    [['Anna'], 'Anna'],
    [['Anna', 'Bernd'], 'Anna und Bernd'],
    [['Du', 'Anna', 'Bernd'], 'Du, Anna und Bernd'],
    [['die Pik 9', 'die Herz 9', 'der Karo König', 'das Kreuz Ass'], 'die Pik 9, die Herz 9, der Karo König und das Kreuz Ass'],
  ])('joinAnd(%j) = „%s“', (items, text) => expect(joinAnd(items)).toBe(text));

  test.each([
    [[], ''],
    [['links'], 'links'],
    [['links', 'rechts'], 'links oder rechts'],
    [['oben', 'links', 'rechts'], 'oben, links oder rechts'],
  ])('joinOr(%j) = „%s“', (items, text) => expect(joinOr(items)).toBe(text));
});

describe('counts with the right plural', () => {
  test.each([
    [0, '0 Karten'],
    [1, '1 Karte'],
    [2, '2 Karten'],
    [36, '36 Karten'],
  ])('cardsText(%i) = „%s“', (n, text) => expect(cardsText(n)).toBe(text));

  test('plural with any noun', () => {
    expect(plural(1, 'Punkt', 'Punkte')).toBe('1 Punkt');
    expect(plural(3, 'Punkt', 'Punkte')).toBe('3 Punkte');
    expect(plural(1, 'Stich', 'Stiche')).toBe('1 Stich');
    expect(plural(0, 'Runde', 'Runden')).toBe('0 Runden');
  });
});

describe('names and the reader', () => {
  test('nameOf reads the seat name, with a fallback for a missing one', () => {
    expect(nameOf(NAMES, 2)).toBe('Bernd');
    expect(nameOf(NAMES, 5)).toBe('Spieler 6');
    expect(DU).toBe('Du');
  });

  test('isDu only for the seat called „Du“', () => {
    expect(isDu(NAMES, 0)).toBe(true);
    expect(isDu(NAMES, 1)).toBe(false);
    expect(isDu(['Anna', 'Du'], 1)).toBe(true);
  });

  test('du-form for the reader, er-form for everyone else', () => {
    expect(verb(NAMES, 0, 'ziehst', 'zieht')).toBe('ziehst');
    expect(verb(NAMES, 3, 'ziehst', 'zieht')).toBe('zieht');
    expect(subjectVerb(NAMES, 0, 'greifst', 'greift')).toBe('Du greifst');
    expect(subjectVerb(NAMES, 1, 'greifst', 'greift')).toBe('Anna greift');
  });

  test('capitalize makes a sentence start', () => {
    expect(capitalize('die Pik 9 liegt')).toBe('Die Pik 9 liegt');
    expect(capitalize('über')).toBe('Über');
    expect(capitalize('')).toBe('');
  });
});

describe('groups of seats agree with their verb', () => {
  test.each([
    [[0], 'Du', 'du'],
    [[2], 'Bernd', 'er'],
    [[1, 2], 'Anna und Bernd', 'sie'],
    [[3, 1, 2], 'Clara, Anna und Bernd', 'sie'],
    [[1, 0], 'Du und Anna', 'ihr'],
    [[2, 0, 3], 'Du, Bernd und Clara', 'ihr'],
  ] as const)('seatGroup(%j) = „%s“, %s-form', (seats, text, person) => {
    expect(seatGroup(NAMES, seats)).toEqual({ text, person });
  });

  test.each([
    [[0], SEIN, 'Du bist'],
    [[1], SEIN, 'Anna ist'],
    [[1, 2], SEIN, 'Anna und Bernd sind'],
    [[0, 1], SEIN, 'Du und Anna seid'],
    [[0], NEHMEN, 'Du nimmst'],
    [[3], NEHMEN, 'Clara nimmt'],
    [[2, 3], NEHMEN, 'Bernd und Clara nehmen'],
    [[3, 0], NEHMEN, 'Du und Clara nehmt'],
  ] as const)('groupVerb(%j)', (seats, forms, text) => {
    expect(groupVerb(NAMES, seats, forms)).toBe(text);
  });
});
