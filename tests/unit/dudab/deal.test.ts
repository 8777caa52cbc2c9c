/**
 * The deck and the deal (shared/rules/dudab.md §2, §3, D1, D2, D4, D24): a stacked deck gives
 * exactly the hands, rows and pile the spec's procedure gives (worked out here by hand), the seeded
 * deal follows the documented procedure, and fromLayout refuses broken positions.
 */
import { describe, expect, test } from 'vitest';
import { deriveSeed, makeRng, shuffle } from '../../../src/games/core/rng';
import { CARD_IDS, cardName, cardPhrase } from '../../../src/games/dudab/cards';
import type { DudabLayout } from '../../../src/games/dudab/types';
import { dudab, engine, ofType } from './helpers';

describe('the 80 cards (§2, D1)', () => {
  test('ids in canonical order: Z by colour, symbol, digit; then S; then D', () => {
    const expected: string[] = [];
    for (const f of ['rot', 'gelb', 'gruen', 'blau'])
      for (const s of ['hand', 'keule', 'mammut', 'fell']) for (const z of [1, 2, 3, 4]) expected.push(`Z-${f}-${s}-${z}`);
    expected.push('S-rot-1', 'S-rot-2', 'S-gelb-1', 'S-gelb-2', 'S-gruen-1', 'S-gruen-2', 'S-blau-1', 'S-blau-2');
    for (let n = 1; n <= 8; n++) expected.push(`D-${n}`);
    expect(CARD_IDS).toEqual(expected);
    expect(new Set(CARD_IDS).size).toBe(80);
  });
  test('German names (§2)', () => {
    expect(cardName('Z-gelb-mammut-3')).toBe('Gelb · Mammut · 3');
    expect(cardName('Z-gruen-fell-1')).toBe('Grün · Fell · 1');
    expect(cardName('S-blau-2')).toBe('blauer Schamane');
    expect(cardName('S-gruen-1')).toBe('grüner Schamane');
    expect(cardName('D-5')).toBe('Dudab');
    expect(cardPhrase('S-rot-1', 'akk')).toBe('den roten Schamanen');
    expect(cardPhrase('S-rot-1', 'dat')).toBe('dem roten Schamanen');
    expect(cardPhrase('D-3', 'dat')).toBe('einer Dudab-Karte');
  });
});

describe('fromDeck with a stacked deck (§3)', () => {
  test('4 players, start player 2: cards one at a time from the start player, then the rows', () => {
    const s = dudab.fromDeck({ spieler: 4, runden: 4, startSeat: 0 }, [...CARD_IDS], 2);
    // deck[0] → seat 2, deck[1] → seat 3, deck[2] → seat 0, deck[3] → seat 1, deck[4] → seat 2 …
    expect(s.hands).toEqual([
      ['Z-rot-hand-3', 'Z-rot-keule-3', 'Z-rot-mammut-3'],
      ['Z-rot-hand-4', 'Z-rot-keule-4', 'Z-rot-mammut-4'],
      ['Z-rot-hand-1', 'Z-rot-keule-1', 'Z-rot-mammut-1'],
      ['Z-rot-hand-2', 'Z-rot-keule-2', 'Z-rot-mammut-2'],
    ]);
    expect(s.reihen).toEqual([
      { karten: ['Z-rot-fell-1'], wunsch: null },
      { karten: ['Z-rot-fell-2'], wunsch: null },
    ]);
    expect(s.nachziehstapel).toEqual(CARD_IDS.slice(14));
    expect(s.nachziehstapel).toHaveLength(66);
    expect(s.toAct).toBe(2);
    expect(s.startSpieler).toBe(2);
    expect(s.options).toEqual({ spieler: 4, runden: 4, startSeat: 2 });
    expect(s.seed).toBe(0);
    expect(engine.events(s)).toEqual([
      { type: 'RoundStarted', runde: 1, startSeat: 2, reihen: ['Z-rot-fell-1', 'Z-rot-fell-2'], untergelegt: [] },
    ]);
  });

  test('D4: a Dudab- or Schamanen-Karte never starts a row; it goes under the pile', () => {
    const hands = CARD_IDS.slice(0, 6); // 2 players
    const rest = CARD_IDS.filter(
      (c) => !hands.includes(c) && c !== 'D-1' && c !== 'S-rot-1' && c !== 'Z-blau-fell-4' && c !== 'Z-gelb-hand-2',
    );
    const deck = [...hands, 'D-1', 'S-rot-1', 'Z-blau-fell-4', 'Z-gelb-hand-2', ...rest];
    const s = dudab.fromDeck({ spieler: 2, runden: 2, startSeat: 0 }, deck, 0);
    expect(s.hands).toEqual([
      ['Z-rot-hand-1', 'Z-rot-hand-3', 'Z-rot-keule-1'],
      ['Z-rot-hand-2', 'Z-rot-hand-4', 'Z-rot-keule-2'],
    ]);
    expect(s.reihen.map((r) => r.karten)).toEqual([['Z-blau-fell-4'], ['Z-gelb-hand-2']]);
    expect(s.nachziehstapel).toEqual([...rest, 'D-1', 'S-rot-1']);
    expect(s.nachziehstapel).toHaveLength(80 - 6 - 2);
    expect(ofType(s, 'RoundStarted')[0]!.untergelegt).toEqual(['D-1', 'S-rot-1']);
  });

  test('6 players: 18 hand cards, three rows, 59 in the pile', () => {
    const s = dudab.fromDeck({ spieler: 6, runden: 6, startSeat: 0 }, [...CARD_IDS], 5);
    expect(s.hands[5]).toEqual(['Z-rot-hand-1', 'Z-rot-keule-3', 'Z-rot-fell-1']);
    expect(s.reihen.map((r) => r.karten[0])).toEqual(['Z-gelb-hand-3', 'Z-gelb-hand-4', 'Z-gelb-keule-1']);
    expect(s.nachziehstapel).toHaveLength(59);
  });

  test('broken decks and seats are refused', () => {
    const o = { spieler: 2, runden: 2, startSeat: 0 };
    expect(() => engine.fromDeck(o, CARD_IDS.slice(1), 0)).toThrow(/80 cards/);
    expect(() => engine.fromDeck(o, [...CARD_IDS.slice(1), 'Z-rot-hand-2'], 0)).toThrow(/twice/);
    expect(() => engine.fromDeck(o, [...CARD_IDS], 2)).toThrow(/no seat/);
    expect(() => engine.fromDeck({ spieler: 7, runden: 2, startSeat: 0 }, [...CARD_IDS], 0)).toThrow(/spieler/);
    expect(() => engine.fromDeck({ spieler: 3, runden: 11, startSeat: 0 }, [...CARD_IDS], 0)).toThrow(/runden/);
  });
});

describe('deal(options, seed): the documented procedure', () => {
  test.each([1, 2, 99, 4242, 0xffffffff])(
    'seed %i: round 1 = shuffle(CARD_IDS, makeRng(deriveSeed(seed, 1))) dealt from startSeat',
    (seed) => {
      for (const [n, start] of [
        [3, 1],
        [5, 4],
      ] as const) {
        const s = dudab.deal({ spieler: n, runden: 2, startSeat: start }, seed);
        const deck = shuffle(CARD_IDS, makeRng(deriveSeed(seed, 1)));
        const fromStacked = dudab.fromDeck({ spieler: n, runden: 2, startSeat: 0 }, deck, start);
        expect(s.hands).toEqual(fromStacked.hands);
        expect(s.reihen).toEqual(fromStacked.reihen);
        expect(s.nachziehstapel).toEqual(fromStacked.nachziehstapel);
        expect(s.seed).toBe(seed >>> 0);
        expect(s.toAct).toBe(start);
        // card by card, by hand: deck[i] goes to seat (start + i) mod n
        for (let i = 0; i < 3 * n; i++) expect(s.hands[(start + i) % n]).toContain(deck[i]);
      }
    },
  );
  test('different seeds give different deals; the same seed the same', () => {
    const o = { spieler: 4, runden: 4, startSeat: 0 };
    expect(dudab.deal(o, 5)).toEqual(dudab.deal(o, 5));
    expect(dudab.deal(o, 5).hands).not.toEqual(dudab.deal(o, 6).hands);
  });
  test('runden defaults to one per player (D3)', () => {
    const s = dudab.deal({ spieler: 5 } as never, 1);
    expect(s.options).toEqual({ spieler: 5, runden: 5, startSeat: 0 });
    expect(engine.defaultOptions).toEqual({ spieler: 4, runden: 4, startSeat: 0 });
  });
});

describe('fromLayout refuses broken positions', () => {
  const ok: DudabLayout = {
    options: { spieler: 2 },
    hands: [
      ['Z-rot-hand-1', 'Z-rot-hand-2'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
    reihen: [{ karten: ['Z-blau-hand-1'] }, { karten: ['Z-blau-hand-2'] }],
    nachziehstapel: [],
  };
  test('the base layout is fine: the rest forms the pile, phase zug', () => {
    const s = dudab.fromLayout(ok);
    expect(s.nachziehstapel).toHaveLength(80 - 6);
    expect(s.phase).toBe('zug');
    expect(s.options.runden).toBe(2);
  });
  test.each([
    [
      'a card twice',
      {
        hands: [
          ['Z-rot-hand-1', 'Z-rot-hand-1'],
          ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
        ],
      },
      /twice/,
    ],
    [
      'an unknown card',
      {
        hands: [
          ['Z-rot-hand-1', 'X'],
          ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
        ],
      },
      /unknown card/,
    ],
    [
      'three rows for two players',
      { reihen: [{ karten: ['Z-blau-hand-1'] }, { karten: ['Z-blau-hand-2'] }, { karten: ['Z-blau-hand-3'] }] },
      /2 rows/,
    ],
    [
      'a wish without a Dudab on top',
      { reihen: [{ karten: ['Z-blau-hand-1'], wunsch: { art: 'ziffer', wert: 2 } }, { karten: ['Z-blau-hand-2'] }] },
      /wish/,
    ],
    ['a Dudab on top without a wish', { reihen: [{ karten: ['Z-blau-hand-1', 'D-1'] }, { karten: ['Z-blau-hand-2'] }] }, /wish/],
    [
      'a row of six',
      {
        reihen: [
          { karten: ['Z-blau-hand-1', 'Z-blau-hand-3', 'Z-blau-hand-4', 'Z-blau-keule-1', 'Z-blau-keule-2', 'Z-blau-keule-3'] },
          { karten: ['Z-blau-hand-2'] },
        ],
      },
      /1…5/,
    ],
    ['an empty pile', { rest: 'abwurf' as const }, /must not be empty/],
    ['a hand of one between turns', { hands: [['Z-rot-hand-1'], ['Z-gelb-hand-1', 'Z-gelb-hand-2']] }, /2…5/],
    ['reduzieren with two cards', { phase: 'reduzieren' as const }, /reduzieren/],
    ['a curse on a row without a shaman', { verhext: { seat: 1, reihe: 0 } }, /shaman/],
    ['phase wunsch without a wish', { phase: 'wunsch' as const }, /phase/],
  ])('%s', (_name, patch, error) => {
    expect(() => engine.fromLayout({ ...ok, ...(patch as Partial<DudabLayout>) })).toThrow(error);
  });
});
