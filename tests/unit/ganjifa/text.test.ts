/**
 * German text of the Ganjifa engine: card names, move sentences (du-form and third person), event
 * log lines, button labels and the `check` reasons. Expectations are written by hand from German
 * grammar (Raja and Mantri are masculine, a number card is „die Karte“), never copied from output.
 */
import { describe, expect, test } from 'vitest';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { CARD_IDS, cardName, cardWithArticle } from '../../../src/games/ganjifa/cards';
import { RULE_ANCHORS } from '../../../src/games/ganjifa/rules';
import { actionLabel, describeEvent } from '../../../src/games/ganjifa/text';
import type { GanjifaEvent, GanjifaMove, GanjifaState } from '../../../src/games/ganjifa/types';
import { choose, discard, dukal, engine, follow, fullHands, ganjifa, lead, mid } from './helpers';

const NAMES = ['Du', 'Anna', 'Bernd'];

describe('card names (§2.4)', () => {
  test.each([
    ['RAM-R', 'Rama Raja'],
    ['KRI-M', 'Krishna Mantri'],
    ['MAT-1', 'Matsya 1'],
    ['PAR-10', 'Parashurama 10'],
    ['NAR-7', 'Narasimha 7'],
  ])('%s → %s', (id, name) => expect(cardName(id)).toBe(name));

  test('all 120 names are different', () => {
    expect(new Set(CARD_IDS.map(cardName)).size).toBe(120);
  });

  test.each([
    ['RAM-R', 'akk', 'den Rama Raja'],
    ['KRI-M', 'dat', 'dem Krishna Mantri'],
    ['BUD-R', 'nom', 'der Buddha Raja'],
    ['MAT-1', 'dat', 'der Matsya 1'],
    ['VAM-3', 'nom', 'die Vamana 3'],
    ['KAL-10', 'akk', 'die Kalki 10'],
  ] as const)('%s (%s) → %s', (id, kasus, text) => expect(cardWithArticle(id, kasus)).toBe(text));
});

describe('describe: one sentence per decision', () => {
  const opening = ganjifa.fromLayout({ period: 'day', hands: fullHands([[], ['RAM-R'], []]) });
  const later = mid({
    hands: [
      ['KUR-R', 'VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'],
      ['MAT-3', 'KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5'],
      ['NAR-1', 'NAR-2', 'NAR-3', 'NAR-4', 'NAR-5', 'NAR-6'],
    ],
    leader: 0,
  });
  const trick = (led: string) => mid({ hands: [['MAT-5'], ['NAR-2', 'RAM-1'], ['KUR-7', 'BUD-1']], trick: [{ seat: 0, card: led }] });

  test.each<[string, GanjifaState, GanjifaMove, string[], string]>([
    ['Tag', ganjifa.deal({}, 1), choose('day'), NAMES, 'Du wählst Tag: Rama ist Trumpf.'],
    ['Nacht', ganjifa.deal({}, 1), choose('night'), NAMES, 'Du wählst Nacht: Krishna ist Trumpf.'],
    ['the opening lead (Anna)', opening, lead(1, 'RAM-R'), NAMES, 'Anna eröffnet das Geben mit dem Rama Raja.'],
    ['the opening lead (du)', opening, lead(1, 'RAM-R'), ['Anna', 'Du', 'Bernd'], 'Du eröffnest das Geben mit dem Rama Raja.'],
    ['a lead (du)', later, lead(0, 'KUR-R'), NAMES, 'Du spielst den Kurma Raja aus.'],
    ['a lead (Bernd)', later, lead(0, 'VAM-3'), ['Bernd', 'Du', 'Anna'], 'Bernd spielt die Vamana 3 aus.'],
    [
      'a Dukal',
      later,
      dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']),
      NAMES,
      'Du spielst eine Dukal-Sequenz in Vamana aus: Raja, Mantri, 3, 4 und 5.',
    ],
    ['following suit', trick('NAR-5'), follow(1, 'NAR-2'), NAMES, 'Anna bedient mit der Narasimha 2.'],
    ['following suit (du)', trick('NAR-5'), follow(1, 'NAR-2'), ['Anna', 'Du', 'Bernd'], 'Du bedienst mit der Narasimha 2.'],
    ['trumping', trick('VAR-4'), follow(1, 'RAM-1'), NAMES, 'Anna ist in Varaha blank und sticht mit der Rama 1.'],
    ['trumping (du)', trick('VAR-4'), follow(1, 'RAM-1'), ['Anna', 'Du', 'Bernd'], 'Du bist in Varaha blank und stichst mit der Rama 1.'],
    [
      'the next suit',
      trick('VAR-4'),
      follow(1, 'NAR-2'),
      NAMES,
      'Anna ist in Varaha blank und spielt die nächste gehaltene Farbe: die Narasimha 2.',
    ],
    [
      'the next suit (du)',
      trick('VAR-4'),
      follow(1, 'NAR-2'),
      ['Bernd', 'Du', 'Anna'],
      'Du bist in Varaha blank und spielst die nächste gehaltene Farbe: die Narasimha 2.',
    ],
  ])('%s', (_name, s, m, names, text) => {
    expect(ganjifa.describe(s, m, names)).toBe(text);
  });

  test('discards count up to m', () => {
    let s = ganjifa.play(later, dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']));
    expect(ganjifa.describe(s, discard(1, 'MAT-3'), NAMES)).toBe('Anna wirft die Matsya 3 ab (1 von 5).');
    s = ganjifa.play(s, discard(1, 'MAT-3'));
    s = ganjifa.play(s, discard(1, 'KUR-1'));
    expect(ganjifa.describe(s, discard(1, 'KUR-2'), ['Anna', 'Du', 'Bernd'])).toBe('Du wirfst die Kurma 2 ab (3 von 5).');
  });
});

describe('describeEvent: log lines for the automatic steps', () => {
  test.each<[GanjifaEvent, string[], string | null]>([
    [
      { type: 'Dealt', dealer: 2, leader: 1, trumpRaja: 'RAM-R' },
      NAMES,
      'Bernd gibt jedem 40 Karten, in Viererpaketen gegen den Uhrzeigersinn. Anna hält den Rama Raja und spielt den Eröffnungsstich aus.',
    ],
    [
      { type: 'Dealt', dealer: 0, leader: 0, trumpRaja: 'KRI-R' },
      NAMES,
      'Du gibst jedem 40 Karten, in Viererpaketen gegen den Uhrzeigersinn. Du hältst den Krishna Raja und spielst den Eröffnungsstich aus.',
    ],
    [
      { type: 'TrickWon', seat: 1, cards: ['RAM-2', 'RAM-9', 'NAR-2'], card: 'RAM-9', trickNo: 7 },
      NAMES,
      'Anna gewinnt den Stich mit der Rama 9.',
    ],
    [
      { type: 'TrickWon', seat: 0, cards: ['BUD-R', 'BUD-1', 'BUD-2'], card: 'BUD-R', trickNo: 7 },
      NAMES,
      'Du gewinnst den Stich mit dem Buddha Raja.',
    ],
    [{ type: 'DukalWon', seat: 0, count: 15 }, NAMES, 'Das Dukal gewinnt von selbst: Du bekommst alle 15 Karten.'],
    [{ type: 'DukalWon', seat: 2, count: 18 }, NAMES, 'Das Dukal gewinnt von selbst: Bernd bekommt alle 18 Karten.'],
    [
      { type: 'GameOver', scores: [42, 39, 39], winners: [0] },
      NAMES,
      'Spielende – erbeutete Karten: Du 42, Anna 39, Bernd 39. Du gewinnst.',
    ],
    [
      { type: 'GameOver', scores: [39, 42, 39], winners: [1] },
      NAMES,
      'Spielende – erbeutete Karten: Du 39, Anna 42, Bernd 39. Anna gewinnt.',
    ],
    [
      { type: 'GameOver', scores: [45, 45, 30], winners: [0, 1] },
      NAMES,
      'Spielende – erbeutete Karten: Du 45, Anna 45, Bernd 30. Du und Anna teilt euch den Sieg.',
    ],
    [
      { type: 'GameOver', scores: [30, 45, 45], winners: [1, 2] },
      NAMES,
      'Spielende – erbeutete Karten: Du 30, Anna 45, Bernd 45. Anna und Bernd teilen sich den Sieg.',
    ],
    [
      { type: 'GameOver', scores: [40, 40, 40], winners: [0, 1, 2] },
      NAMES,
      'Spielende – erbeutete Karten: Du 40, Anna 40, Bernd 40. Du, Anna und Bernd teilt euch den Sieg.',
    ],
    [{ type: 'PeriodChosen', period: 'day', trumpSuit: 'RAM' }, NAMES, null],
    [{ type: 'Led', seat: 0, card: 'MAT-1', trickNo: 3 }, NAMES, null],
    [{ type: 'Played', seat: 1, card: 'MAT-2', kind: 'follow' }, NAMES, null],
    [{ type: 'DukalLed', seat: 0, cards: ['VAM-3'] }, NAMES, null],
    [{ type: 'Discarded', seat: 1, card: 'MAT-2' }, NAMES, null],
  ])('%j', (e, names, text) => {
    expect(describeEvent(e, names)).toBe(text);
    expect(engine.describeEvent(e, names)).toBe(text);
  });
});

describe('the last cards (issue 15.19)', () => {
  test('a Dukal with the last cards ends the game: nobody „spielt wieder aus“', () => {
    let s = engine.fromLayout({
      period: 'day',
      hands: [
        ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'],
        ['KUR-1', 'KUR-2', 'KUR-3', 'NAR-1', 'NAR-2'],
        ['KAL-1', 'KAL-2', 'KAL-3', 'BUD-1', 'BUD-2'],
      ],
      leader: 0,
      captured: [36, 33, 36],
    });
    s = ganjifa.play(s, dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']));
    for (const c of ['KUR-1', 'KUR-2', 'KUR-3', 'NAR-1', 'NAR-2']) s = ganjifa.play(s, discard(1, c));
    for (const c of ['KAL-1', 'KAL-2', 'KAL-3', 'BUD-1', 'BUD-2']) s = ganjifa.play(s, discard(2, c));
    expect(ganjifa.isOver(s)).toBe(true);
    const lines = engine
      .events(s)
      .map((e) => describeEvent(e, NAMES))
      .filter((l) => l !== null);
    expect(lines).toEqual([
      'Das Dukal gewinnt von selbst: Du bekommst alle 15 Karten.',
      'Spielende – erbeutete Karten: Du 51, Anna 33, Bernd 36. Du gewinnst.',
    ]);
  });
});

describe('actionLabel (a button says what the reader does)', () => {
  test.each<[GanjifaMove, string]>([
    [choose('day'), 'Tag (Rama ist Trumpf)'],
    [choose('night'), 'Nacht (Krishna ist Trumpf)'],
    [lead(0, 'MAT-3'), 'Die Matsya 3 ausspielen'],
    [lead(0, 'RAM-R'), 'Den Rama Raja ausspielen'],
    [dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']), 'Dukal-Sequenz in Vamana ausspielen (Raja, Mantri, 3, 4 und 5)'],
    [follow(0, 'KRI-M'), 'Den Krishna Mantri spielen'],
    [discard(0, 'BUD-2'), 'Die Buddha 2 abwerfen'],
  ])('%j → %s', (m, text) => expect(actionLabel(m)).toBe(text));
});

describe('check reasons: German sentences that name a rule', () => {
  test('every refusal over random positions and random moves is a typographic du-form sentence with a page anchor', () => {
    const rng = makeRng(11);
    const reasons = new Set<string>();
    for (let g = 0; g < 30; g++) {
      let s = engine.deal({}, g);
      for (let i = 0; !engine.isOver(s); i++) {
        for (let t = 0; t < 4; t++) {
          const seat = randomInt(rng, 3);
          const card = CARD_IDS[randomInt(rng, 120)]!;
          const own = s.hands[seat]![randomInt(rng, Math.max(1, s.hands[seat]!.length))] ?? card;
          const types: GanjifaMove[] = [
            lead(seat, own),
            follow(seat, own),
            discard(seat, card),
            choose('night', seat),
            dukal(seat, s.hands[seat]!.slice(0, 5)),
          ];
          const m = types[randomInt(rng, types.length)]!;
          const v = engine.check(s, m);
          if (v.ok) continue;
          reasons.add(v.reason);
          expect(RULE_ANCHORS).toContain(v.rule);
        }
        const l = engine.legalMoves(s);
        s = engine.play(s, l[randomInt(rng, l.length)]!);
      }
    }
    expect(reasons.size).toBeGreaterThan(40);
    for (const r of reasons) {
      expect(r).toMatch(/^[A-ZÄÖÜ„]/);
      expect(r).toMatch(/[.]$/);
      expect(r).not.toMatch(/["']/);
      expect(r).not.toMatch(/:.*:/);
      // umlauts spelled out would be a typo: „waehlen“, „naechste“, „haeltst“ …
      expect(r).not.toMatch(/waehl|naechst|haelt|hoech|fuer|ueber|koenn|duerf|muess|spaet|erst danach ae/i);
      expect(r).not.toMatch(/\bSie\b|\bIhr\b|Führer/);
    }
  });
});
