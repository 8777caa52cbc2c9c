/**
 * The acceptance cases of shared/rules/bambuti.md §9 (1–30), the §4 marker table, the deal of §3
 * and the worked example of §7. Every expectation is written from the spec text by hand; the
 * engine runs under the checking wrapper, so every step also asserts the invariants and that
 * `check` and `legalMoves` agree. Illegal cases go through `check` (reason + rule), `legalMoves`
 * (absent) and `play` (throws), plain and wrapped.
 */
import { describe, expect, test } from 'vitest';
import { MASK_IDS } from '../../../src/games/bambuti/cards';
import { anzeigerFuer } from '../../../src/games/bambuti/position';
import type { BambutiMove, BambutiState, LayoutWertung } from '../../../src/games/bambuti/types';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { shuffleByHand } from '../../helpers/shuffleByHand';
import {
  A,
  B,
  anordnen,
  bambuti,
  engine,
  eventsOf,
  expectIllegal,
  expectLegal,
  legen,
  m,
  markers,
  ms,
  playAll,
  position,
  topValues,
  trommeln,
  weiter,
} from './helpers';

// ---------------------------------------------------------------------------------------------
// §2, §3: cards and the deal

describe('§2 cards', () => {
  test('50 masks, five colours × values 1…10, in the canonical order', () => {
    const spec: string[] = [];
    for (const f of ['rot', 'gelb', 'gruen', 'blau', 'weiss']) for (let w = 1; w <= 10; w++) spec.push(`M-${f}-${w}`);
    expect(MASK_IDS).toEqual(spec);
  });
});

describe('§3 deal from a stacked deck', () => {
  const deck = [...MASK_IDS];
  const s = bambuti.fromDeck({ startSeat: 1 }, deck, 0);
  test('cards 0–4 and 5–9 are the Auslage cards, 10–16 and 17–23 the hands, 24–49 the pile (24 on top)', () => {
    expect(s.zuOrdnen).toEqual([deck.slice(0, 5), deck.slice(5, 10)]);
    expect(s.hands).toEqual([deck.slice(10, 17), deck.slice(17, 24)]);
    expect(s.nachziehstapel).toEqual(deck.slice(24));
    expect(s.nachziehstapel[0]).toBe('M-gruen-5');
    expect(s.nachziehstapel).toHaveLength(26);
  });
  test('phase anordnen, seat 0 arranges first, two drums each, no markers, no points', () => {
    expect(bambuti.phase(s)).toBe('anordnen');
    expect(bambuti.toAct(s)).toBe(A);
    expect(s.trommeln).toEqual([2, 2]);
    expect(s.anzeiger.every((a) => a.seat === null)).toBe(true);
    expect(s.punkte).toEqual([0, 0]);
    expect(bambuti.events(s)).toEqual([{ type: 'Dealt', startSeat: 1 }]);
  });
  test('a shuffled deck: the hands are sorted, every card is dealt once', () => {
    const shuffled = [...MASK_IDS].reverse();
    const t = bambuti.fromDeck({ startSeat: 0 }, shuffled, 0);
    expect(t.zuOrdnen[0]).toEqual(['M-weiss-6', 'M-weiss-7', 'M-weiss-8', 'M-weiss-9', 'M-weiss-10']);
    expect(t.hands[1]).toEqual(['M-gruen-7', 'M-gruen-8', 'M-gruen-9', 'M-gruen-10', 'M-blau-1', 'M-blau-2', 'M-blau-3']);
    expect(t.nachziehstapel[0]).toBe('M-gruen-6');
  });
  test('deal(seed) = fromDeck over shuffle(MASK_IDS) from makeRng(seed), nothing drawn before it', () => {
    for (const seed of [1, 7, 4242]) {
      const rng = makeRng(seed);
      const d = shuffleByHand(rng, MASK_IDS);
      expect(bambuti.deal({ startSeat: 1 }, seed)).toEqual(bambuti.fromDeck({ startSeat: 1 }, d, 1));
    }
  });
  test('fromDeck refuses broken decks', () => {
    expect(() => engine.fromDeck({ startSeat: 0 }, MASK_IDS.slice(1), 0)).toThrow(/50/);
    expect(() => engine.fromDeck({ startSeat: 0 }, [...MASK_IDS.slice(1), MASK_IDS[1]!], 0)).toThrow(/twice/);
    expect(() => engine.fromDeck({ startSeat: 2 }, [...MASK_IDS], 0)).toThrow(/startSeat/);
  });
});

// ---------------------------------------------------------------------------------------------
// §9 cases 1–5: arranging

/** A fresh deal whose Auslage cards are `a` (seat 0) and `b` (seat 1); the rest in canonical order. */
function arranging(a: string[], b: string[] = ['gelb1', 'gelb2', 'gelb3', 'gelb4', 'gelb6'], startSeat = 0): BambutiState {
  const first = ms(...a, ...b);
  const rest = MASK_IDS.filter((c) => !first.includes(c));
  return bambuti.fromDeck({ startSeat }, [...first, ...rest], 0);
}

describe('§9 1–4 anordnen', () => {
  const s = arranging(['rot2', 'blau5', 'gruen9', 'rot6', 'weiss3']);
  test('1: 2, 5, 9, 6, 3 as [3, 6, 9, 5, 2] is allowed', () => {
    expectLegal(s, anordnen(A, 'weiss3', 'rot6', 'gruen9', 'blau5', 'rot2'));
  });
  test('2: [6, 3, 9, 5, 2] is not: the left side rises outwards', () => {
    expectIllegal(
      s,
      anordnen(A, 'rot6', 'weiss3', 'gruen9', 'blau5', 'rot2'),
      'auslage-anordnen',
      'Die Werte müssen von der Mitte weg abfallen – die Rot 6 in Spalte 1 ist höher als die Weiß 3 in Spalte 2 weiter innen.',
    );
  });
  test('2b: the right side rising outwards is named too', () => {
    expectIllegal(
      s,
      anordnen(A, 'weiss3', 'rot6', 'gruen9', 'rot2', 'blau5'),
      'auslage-anordnen',
      'Die Werte müssen von der Mitte weg abfallen – die Blau 5 in Spalte 5 ist höher als die Rot 2 in Spalte 4 weiter innen.',
    );
  });
  test('3: cards 3, 6, 8, 9, 2 as [3, 6, 8, 9, 2] is not: the highest is not in the middle', () => {
    const t = arranging(['rot3', 'rot6', 'gelb8', 'blau9', 'rot2'], ['gruen1', 'gruen2', 'gruen3', 'gruen4', 'gruen6']);
    expectIllegal(
      t,
      anordnen(A, 'rot3', 'rot6', 'gelb8', 'blau9', 'rot2'),
      'auslage-anordnen',
      'In der Mitte muss der höchste Wert liegen – die Blau 9 in Spalte 4 ist höher als die Gelb 8 in der Mitte.',
    );
  });
  test('4: cards 3, 6, 9 (rot), 9 (gelb), 2 as [3, 6, 9, 9, 2] is allowed (ties, B4), either 9 in the middle', () => {
    const t = arranging(['rot3', 'blau6', 'rot9', 'gelb9', 'blau2'], ['gruen1', 'gruen2', 'gruen3', 'gruen4', 'gruen6']);
    expectLegal(t, anordnen(A, 'rot3', 'blau6', 'rot9', 'gelb9', 'blau2'));
    expectLegal(t, anordnen(A, 'rot3', 'blau6', 'gelb9', 'rot9', 'blau2'));
    expectLegal(t, anordnen(A, 'rot3', 'gelb9', 'rot9', 'blau6', 'blau2'));
  });
  test('the allowed orders of five different values: choose the two cards for the left (6 ways)', () => {
    const orders = bambuti.legalMoves(s).map((mv) => (mv as Extract<BambutiMove, { type: 'anordnen' }>).karten);
    expect(orders).toHaveLength(6);
    for (const o of orders) expect(o[2]).toBe(m('gruen9'));
  });
  test.each([
    [
      'a card of the other seat',
      anordnen(A, 'gelb1', 'rot6', 'gruen9', 'blau5', 'rot2'),
      'Die Gelb 1 gehört nicht zu deinen fünf Auslagekarten.',
      'auslage-anordnen',
    ],
    [
      'a card twice',
      anordnen(A, 'rot2', 'rot6', 'gruen9', 'rot6', 'rot2'),
      'Die Rot 6 steht zweimal in deiner Auslage – jede deiner fünf Karten kommt genau einmal vor.',
      'auslage-anordnen',
    ],
    [
      'four cards',
      { type: 'anordnen', seat: A, karten: ms('rot2', 'rot6', 'gruen9', 'blau5') },
      'Ordne genau deine fünf Auslagekarten an, jede genau einmal, von Spalte 1 bis Spalte 5.',
      'auslage-anordnen',
    ],
    [
      'seat 1 before seat 0',
      anordnen(B, 'gelb1', 'gelb3', 'gelb6', 'gelb4', 'gelb2'),
      'Du bist noch nicht an der Reihe. Zuerst ordnet dein Gegner seine Auslage, dann du.',
      'auslage-anordnen',
    ],
    [
      'a placement before the reveal',
      legen(A, 'rot2', A, 1),
      'Zuerst legst du deine erste Auslage aus. Deine Handkarten nimmst du erst auf, wenn beide Auslagen aufgedeckt sind.',
      'auslage-anordnen',
    ],
    [
      'a drum before the reveal',
      trommeln(A),
      'Trommelkarten spielst du erst später, jeweils direkt nach dem Legen einer Maske.',
      'trommelkarte',
    ],
    [
      'no card id',
      { type: 'anordnen', seat: A, karten: ['rot2', 'M-rot-6', 'M-gruen-9', 'M-blau-5', 'M-weiss-3'] },
      '„rot2“ ist keine Karte dieses Spiels.',
      'karten',
    ],
  ] as const)('refused: %s', (_what, move, reason, rule) => {
    expectIllegal(s, move as BambutiMove, rule, reason);
  });
});

describe('§9 5: after both arrangements', () => {
  test.each([0, 1])('start seat %i: phase legen, that seat to act, 0 : 0, markers set (B5)', (startSeat) => {
    const s0 = arranging(['rot2', 'blau5', 'gruen9', 'rot6', 'weiss3'], ['gelb1', 'gelb2', 'gelb3', 'gelb4', 'gelb6'], startSeat);
    const s1 = bambuti.play(s0, anordnen(A, 'weiss3', 'rot6', 'gruen9', 'blau5', 'rot2'));
    expect(bambuti.phase(s1)).toBe('anordnen');
    expect(bambuti.toAct(s1)).toBe(B);
    expect(bambuti.events(s1)).toEqual([{ type: 'Angeordnet', seat: A }]);
    // Seat 1 sees neither the order nor the cards of seat 0 (hidden until both are laid out).
    const v = bambuti.view(s1, B);
    expect(v.tops[A]).toEqual([null, null, null, null, null]);
    expect(v.hand).toEqual([]);
    expect(v.angeordnet).toEqual([true, false]);
    expectIllegal(
      s1,
      anordnen(A, 'weiss3', 'rot6', 'gruen9', 'blau5', 'rot2'),
      'auslage-anordnen',
      'Du hast deine erste Auslage schon ausgelegt.',
    );
    const s2 = bambuti.play(s1, anordnen(B, 'gelb1', 'gelb3', 'gelb6', 'gelb4', 'gelb2'));
    expect(bambuti.phase(s2)).toBe('legen');
    expect(bambuti.toAct(s2)).toBe(startSeat);
    expect(s2.punkte).toEqual([0, 0]);
    expect(s2.wertungen).toEqual([]);
    // 3 v 1: 2/1 → A 1; 6 v 3: 3/3 → none; 9 v 6: 3/6 → B 3; 5 v 4: 1/4 → B 3; 2 v 2 → none.
    expect(s2.anzeiger).toEqual([
      { seat: A, wert: 1 },
      { seat: null, wert: 0 },
      { seat: B, wert: 3 },
      { seat: B, wert: 3 },
      { seat: null, wert: 0 },
    ]);
    expect(eventsOf(s2, 'Revealed')[0]!.reihen).toEqual([
      ms('weiss3', 'rot6', 'gruen9', 'blau5', 'rot2'),
      ms('gelb1', 'gelb3', 'gelb6', 'gelb4', 'gelb2'),
    ]);
    expect(bambuti.view(s2, startSeat).hand).toHaveLength(7);
    expectIllegal(
      s2,
      anordnen(A, 'weiss3', 'rot6', 'gruen9', 'blau5', 'rot2'),
      'auslage-anordnen',
      'Deine erste Auslage liegt schon. Angeordnet wird nur zu Beginn des Spiels, jetzt wird gelegt.',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// §4 and §9 6–7: the Punkteanzeiger

describe('§4 table and §9 6–7', () => {
  test.each([
    [8, 3, A, 2],
    [8, 5, B, 2],
    [10, 1, A, 8],
    [10, 9, B, 8],
    [6, 3, null, 0],
    [7, 7, null, 0],
    [4, 9, B, 1],
  ])('a = %i, b = %i → seat %s, %i', (a, b, seat, wert) => {
    expect(anzeigerFuer(a, b)).toEqual({ seat, wert });
    // symmetric: swapping the seats swaps the side
    expect(anzeigerFuer(b, a)).toEqual({ seat: seat === null ? null : 1 - seat, wert });
  });
  test('every pair of different values gives nothing or a marker 1…8 (B20)', () => {
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        const x = anzeigerFuer(a, b);
        const hi = Math.max(a, b);
        const lo = Math.min(a, b);
        if (a === b || hi === 2 * lo) expect(x.seat).toBeNull();
        else {
          expect(x.wert).toBe(Math.abs(hi - 2 * lo));
          expect(x.wert).toBeGreaterThanOrEqual(1);
          expect(x.wert).toBeLessThanOrEqual(8);
          expect(x.seat).toBe(hi > 2 * lo ? (a > b ? A : B) : a > b ? B : A);
        }
      }
    }
  });
  test('6: in a real position, 8 v 3 → A 2, 8 v 5 → B 2, 10 v 9 → B 8; 7: 7 v 7 → none', () => {
    const s = position({
      rows: [
        ['rot8', 'gelb8', 'rot10', 'gelb10', 'rot7'],
        ['blau3', 'blau5', 'blau9', 'weiss9', 'blau7'],
      ],
      hands: [['gruen1'], ['gruen2']],
    });
    expect(s.anzeiger).toEqual([
      { seat: A, wert: 2 },
      { seat: B, wert: 2 },
      { seat: B, wert: 8 },
      { seat: B, wert: 8 },
      { seat: null, wert: 0 },
    ]);
  });
  test('6: 10 v 1 → A 8 in a real position (a row of five 1s)', () => {
    const s = position({
      rows: [
        ['rot6', 'rot7', 'rot10', 'rot3', 'rot2'],
        ['rot1', 'gelb1', 'gruen1', 'blau1', 'weiss1'],
      ],
      hands: [['gruen5'], ['gruen4']],
    });
    expect(s.anzeiger[2]).toEqual({ seat: A, wert: 8 });
    expect(s.anzeiger[0]).toEqual({ seat: A, wert: 4 });
  });
});

// ---------------------------------------------------------------------------------------------
// §9 8–14: placing

const A_ROW = ['gelb1', 'gelb2', 'gelb3', 'gruen2', 'gruen1'];

describe('§9 8 opponent row: same colour', () => {
  const s = position({ rows: [A_ROW, ['blau4', 'rot6', 'blau10', 'weiss5', 'weiss2']], hands: [['rot7', 'blau7'], ['gruen5']] });
  test('M-rot-7 on B column 2 is allowed (4 ≤ 7 ≤ 10)', () => {
    expectLegal(s, legen(A, 'rot7', B, 2));
  });
  test('M-blau-7 on B column 2 is not: the colour differs from the covered card', () => {
    expectIllegal(
      s,
      legen(A, 'blau7', B, 2),
      'gegnerische-reihe',
      'Auf die Reihe deines Gegners darfst du nur eine Maske derselben Farbe legen – in Spalte 2 liegt die Rot 6, und die Blau 7 ist nicht rot.',
    );
  });
  test('on the own row the colour does not matter', () => {
    expectLegal(s, legen(A, 'blau7', A, 3));
  });
});

describe('§9 9–13 own row 3, 6, 9, 5, 2', () => {
  const row = ['rot3', 'rot6', 'rot9', 'rot5', 'rot2'];
  const holding = (card: string) => position({ rows: [row, ['blau1', 'blau2', 'blau3', 'weiss2', 'weiss1']], hands: [[card], ['gruen5']] });
  test('9: a 10 in the middle is allowed (new middle 10)', () => {
    expectLegal(holding('gelb10'), legen(A, 'gelb10', A, 3));
  });
  test('9: a 10 in column 1 is not (10 > 6)', () => {
    expectIllegal(
      holding('gelb10'),
      legen(A, 'gelb10', A, 1),
      'abfallend',
      'Die Werte müssen von der Mitte weg abfallen – die Gelb 10 in Spalte 1 wäre höher als die 6 in Spalte 2 weiter innen.',
    );
  });
  test.each([
    [1, false, 'Die Werte müssen von der Mitte weg abfallen – die Gelb 7 in Spalte 1 wäre höher als die 6 in Spalte 2 weiter innen.'],
    [2, true, ''],
    [3, true, ''],
    [4, true, ''],
    [5, false, 'Die Werte müssen von der Mitte weg abfallen – die Gelb 7 in Spalte 5 wäre höher als die 5 in Spalte 4 weiter innen.'],
  ])('10: a 7 in column %i → %s', (spalte, allowed, reason) => {
    const s = holding('gelb7');
    if (allowed) expectLegal(s, legen(A, 'gelb7', A, spalte));
    else expectIllegal(s, legen(A, 'gelb7', A, spalte), 'abfallend', reason);
  });
  test('11: a 4 on column 2 (lower than the covered 6) is allowed (B6)', () => {
    expectLegal(holding('gelb4'), legen(A, 'gelb4', A, 2));
  });
  test('12: a 3 on column 2 (a tie with column 1) is allowed', () => {
    expectLegal(holding('gelb3'), legen(A, 'gelb3', A, 2));
  });
  test('13: a 4 in the middle is not (4 < 6)', () => {
    expectIllegal(
      holding('gelb4'),
      legen(A, 'gelb4', A, 3),
      'abfallend',
      'In der Mitte muss der höchste Wert liegen – mit der Gelb 4 in der Mitte läge in Spalte 2 eine höhere Karte (6).',
    );
  });
  test('a side column higher than the middle, and an inner column lower than the outer one', () => {
    const s = holding('gelb10');
    expectIllegal(
      s,
      legen(A, 'gelb10', A, 2),
      'abfallend',
      'In der Mitte muss der höchste Wert liegen – die Gelb 10 in Spalte 2 wäre höher als die Mitte (9).',
    );
    const t = holding('gelb1');
    expectIllegal(
      t,
      legen(A, 'gelb1', A, 4),
      'abfallend',
      'Die Werte müssen von der Mitte weg abfallen – mit der Gelb 1 in Spalte 4 läge außen in Spalte 5 eine höhere Karte (2).',
    );
  });
});

describe('§9 14 opponent row keeps the order too (B16)', () => {
  const s = position({ rows: [A_ROW, ['blau4', 'rot7', 'rot10', 'blau6', 'blau3']], hands: [['rot9', 'rot2'], ['gruen5']] });
  test('rot-9 on B column 2 is allowed', () => {
    expectLegal(s, legen(A, 'rot9', B, 2));
  });
  test('rot-2 on B column 3 is not: B’s middle would be 2', () => {
    expectIllegal(
      s,
      legen(A, 'rot2', B, 3),
      'abfallend',
      'Auch in der Reihe deines Gegners muss der höchste Wert in der Mitte liegen – mit der Rot 2 in der Mitte läge in Spalte 2 eine höhere Karte (7).',
    );
  });
  test('the outer columns of the opponent’s row fall off too', () => {
    const t = position({ rows: [A_ROW, ['blau4', 'rot7', 'rot10', 'blau6', 'blau3']], hands: [['blau8'], ['gruen5']] });
    expectIllegal(
      t,
      legen(A, 'blau8', B, 1),
      'abfallend',
      'Auch die Reihe deines Gegners muss von der Mitte weg abfallen – die Blau 8 in Spalte 1 wäre höher als die 7 in Spalte 2 weiter innen.',
    );
  });
});

describe('other refusals while placing', () => {
  const s = position({ rows: [A_ROW, ['blau4', 'rot7', 'rot10', 'blau6', 'blau3']], hands: [['rot9', 'rot2'], ['gruen5']] });
  test.each([
    ['not the own turn', legen(B, 'gruen5', B, 1), 'legen', 'Du bist gerade nicht an der Reihe.'],
    ['a card not in the hand', legen(A, 'gruen5', A, 1), 'legen', 'Du hast die Grün 5 nicht auf der Hand.'],
    [
      'a third row',
      { type: 'legen', seat: A, karte: m('rot2'), reihe: 2, spalte: 1 },
      'legen',
      'Es gibt nur zwei Reihen, deine und die deines Gegners.',
    ],
    ['column 6', legen(A, 'rot2', A, 6), 'legen', 'Jede Reihe hat genau fünf Spalten, 1 bis 5.'],
    ['no card id', { type: 'legen', seat: A, karte: 'rot2', reihe: A, spalte: 1 }, 'karten', '„rot2“ ist keine Karte dieses Spiels.'],
    ['weiter instead of placing (B7)', weiter(A), 'legen', 'Du musst eine Maske legen – aussetzen darfst du nicht.'],
    ['weiter out of turn', weiter(B), 'legen', 'Du bist gerade nicht an der Reihe.'],
    ['21: a drum before placing', trommeln(A), 'trommelkarte', 'Trommeln darfst du erst nach dem Legen. Leg zuerst eine Maske.'],
    [
      'a drum out of turn',
      trommeln(B),
      'trommelkarte',
      'Du bist gerade nicht an der Reihe. Eine Trommelkarte spielst du nur direkt nach deinem eigenen Legen.',
    ],
    ['an unknown move', { type: 'passen', seat: A }, 'ziel', 'Diesen Spielzug gibt es bei Bambuti nicht.'],
    ['a third seat', { type: 'weiter', seat: 2 }, 'ziel', 'Bambuti spielen genau zwei – diesen Platz gibt es nicht.'],
  ] as const)('%s', (_what, move, rule, reason) => {
    expectIllegal(s, move as unknown as BambutiMove, rule, reason);
  });
  test('a second placement in the drum phase is refused', () => {
    const t = bambuti.play(s, legen(A, 'rot9', B, 2));
    expect(bambuti.phase(t)).toBe('trommeln');
    expectIllegal(
      t,
      legen(A, 'rot2', A, 1),
      'trommelkarte',
      'Du hast in diesem Zug schon eine Maske gelegt. Jetzt kannst du nur noch eine Trommelkarte spielen oder ohne Trommeln weitermachen.',
    );
    expectIllegal(t, trommeln(B), 'trommelkarte');
    expectIllegal(t, weiter(B), 'legen', 'Du bist gerade nicht an der Reihe.');
  });
});

// ---------------------------------------------------------------------------------------------
// §7 worked example (and §9 15, 28)

const ANNA_ROW = ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4'];
const BEN_ROW = ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'];

describe('§7 worked example, played from a stacked deck', () => {
  const annaHand = ['rot3', 'rot9', 'gruen4', 'gruen6', 'blau2', 'blau3', 'weiss9'];
  const benHand = ['gelb3', 'gelb6', 'gelb7', 'gruen2', 'gruen8', 'blau7', 'weiss1'];
  const first = ms(...ANNA_ROW, ...BEN_ROW, ...annaHand, ...benHand);
  const deck = [...first, ...MASK_IDS.filter((c) => !first.includes(c))];
  const s0 = bambuti.fromDeck({ startSeat: A }, deck, 0);
  const s1 = playAll(s0, [anordnen(A, ...ANNA_ROW), anordnen(B, ...BEN_ROW)]);

  test('the deal gives the spec’s cards', () => {
    expect(s0.zuOrdnen[A]).toEqual(ms('rot1', 'gelb5', 'gelb8', 'blau10', 'weiss4'));
    expect(s0.hands[B]).toEqual(ms('gelb3', 'gelb6', 'gelb7', 'gruen2', 'gruen8', 'blau7', 'weiss1'));
  });
  test('markers after the reveal: Ben 2, Anna 4, Ben 4, Anna 4, Anna 2 — Anna 10, Ben 6, scores 0 : 0', () => {
    expect(s1.anzeiger).toEqual([
      { seat: B, wert: 2 },
      { seat: A, wert: 4 },
      { seat: B, wert: 4 },
      { seat: A, wert: 4 },
      { seat: A, wert: 2 },
    ]);
    expect(s1.punkte).toEqual([0, 0]);
    expect(bambuti.toAct(s1)).toBe(A);
  });
  test('turn 1 (§9 15): Anna covers Weiß 4 with Rot 3 → symmetric → Wertung 1, 9 : 6, no drum phase, refill to 7', () => {
    const t = expectLegal(s1, legen(A, 'rot3', A, 5));
    expect(t.anzeiger[4]).toEqual({ seat: A, wert: 1 });
    expect(t.wertungen).toEqual([{ nr: 1, ausloeser: 'symmetrie', seat: A, punkte: [9, 6], anzeiger: markers('B2 A4 B4 A4 A1') }]);
    expect(t.punkte).toEqual([9, 6]);
    expect(bambuti.phase(t)).toBe('legen');
    expect(bambuti.toAct(t)).toBe(B);
    expect(t.hands[A]).toHaveLength(7);
    expect(engine.events(t).map((e) => e.type)).toEqual(['Gelegt', 'AnzeigerGeaendert', 'Symmetrie', 'Wertung', 'Drew']);
    // B10: no drum in a turn with a symmetry Wertung.
    expectIllegal(t, trommeln(A), 'trommelkarte', 'Nach einer Symmetrie-Wertung darfst du in diesem Zug keine Trommelkarte mehr spielen.');
  });
  test('turn 2 (§9 28): Ben covers Anna’s Gelb 8 with Gelb 3 → column 4 flips to Ben 1; Ben drums → 14 : 13', () => {
    const t = bambuti.play(s1, legen(A, 'rot3', A, 5));
    const u = expectLegal(t, legen(B, 'gelb3', A, 4));
    expect(topValues(u, A)).toEqual([1, 5, 10, 3, 3]);
    expect(u.anzeiger[3]).toEqual({ seat: B, wert: 1 });
    expect(eventsOf(u, 'AnzeigerGeaendert')).toEqual([
      { type: 'AnzeigerGeaendert', spalte: 4, vorher: { seat: A, wert: 4 }, nachher: { seat: B, wert: 1 } },
    ]);
    expect(eventsOf(u, 'Symmetrie')).toEqual([]);
    expect(bambuti.phase(u)).toBe('trommeln');
    const v = expectLegal(u, trommeln(B));
    expect(v.wertungen[1]).toEqual({ nr: 2, ausloeser: 'trommel', seat: B, punkte: [5, 7], anzeiger: markers('B2 A4 B4 B1 A1') });
    // Wertung 1 keeps the markers it was booked from, though column 4 changed since.
    expect(v.wertungen[0]!.anzeiger).toEqual(markers('B2 A4 B4 A4 A1'));
    expect(v.punkte).toEqual([14, 13]);
    expect(v.trommeln).toEqual([2, 1]);
    expect(eventsOf(v, 'Getrommelt')).toEqual([{ type: 'Getrommelt', seat: B, karte: 'T-1-1' }]);
  });
});

// ---------------------------------------------------------------------------------------------
// §9 16–18: symmetry

describe('§9 16–18 symmetry (B8)', () => {
  const SYM = ['rot1', 'gelb5', 'blau10', 'gelb8', 'rot3'];
  test('16: a row that stays symmetric does not score again; the drum phase follows', () => {
    const s = position({ rows: [SYM, BEN_ROW], hands: [['gruen9'], ['gruen5']] });
    const t = expectLegal(s, legen(A, 'gruen9', A, 3));
    expect(t.wertungen).toEqual([]);
    expect(bambuti.phase(t)).toBe('trommeln');
  });
  test('17: A can never make B’s row symmetric: same colour only, colours unchanged', () => {
    const s = position({
      rows: [
        ['blau1', 'blau2', 'blau3', 'gruen2', 'gruen1'],
        ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss1'],
      ],
      hands: [['rot2', 'weiss2'], ['gruen5']],
    });
    expectIllegal(
      s,
      legen(A, 'rot2', B, 5),
      'gegnerische-reihe',
      'Auf die Reihe deines Gegners darfst du nur eine Maske derselben Farbe legen – in Spalte 5 liegt die Weiß 1, und die Rot 2 ist nicht weiß.',
    );
    const t = expectLegal(s, legen(A, 'weiss2', B, 5));
    expect(eventsOf(t, 'Symmetrie')).toEqual([]);
    expect(t.wertungen).toEqual([]);
  });
  test('18: broken and rebuilt, the row scores again', () => {
    const s = position({
      rows: [SYM, BEN_ROW],
      hands: [
        ['weiss1', 'rot2'],
        ['gruen5', 'gruen9'],
      ],
      trommeln: [0, 0],
    });
    const t = expectLegal(s, legen(A, 'weiss1', A, 1));
    expect(t.wertungen).toEqual([]);
    const u = expectLegal(t, legen(B, 'gruen9', B, 3));
    const v = expectLegal(u, legen(A, 'rot2', A, 1));
    expect(v.wertungen.map((w) => [w.ausloeser, w.seat])).toEqual([['symmetrie', A]]);
  });
  test('a symmetry made in the opponent’s row would need a colour change, which the colour rule forbids', () => {
    // The only way a row changes colour is its owner's placement (B8, consequence).
    const s = position({
      rows: [A_ROW, ['rot1', 'gelb5', 'weiss10', 'gelb8', 'weiss1']],
      hands: [['rot2', 'weiss2', 'gelb4'], ['gruen5']],
    });
    for (const mv of bambuti.legalMoves(s)) {
      if (mv.type !== 'legen' || mv.reihe !== B) continue;
      expect(eventsOf(bambuti.play(s, mv), 'Symmetrie')).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// §9 19–24: drums, Wertungen, refill

/** §9 22: markers A col 2 = 4, col 5 = 2; B col 3 = 8. */
const SCORE_ROWS: [string[], string[]] = [
  ['rot1', 'rot6', 'rot10', 'rot5', 'rot4'],
  ['gelb1', 'blau1', 'gelb9', 'gelb5', 'weiss1'],
];
const HAND7 = ['gruen1', 'gruen2', 'gruen3', 'gruen4', 'gruen5', 'gruen6', 'gruen7'];
const HAND7B = ['blau2', 'blau3', 'blau4', 'blau5', 'blau6', 'blau7', 'blau8'];

describe('§9 19–24', () => {
  test('22: markers A 4 + 2, B 8 → any Wertung gives A +6 and B +8 (both score)', () => {
    const s = position({ rows: SCORE_ROWS, hands: [HAND7, HAND7B] });
    expect(s.anzeiger.map((a) => [a.seat, a.wert])).toEqual([
      [null, 0],
      [A, 4],
      [B, 8],
      [null, 0],
      [A, 2],
    ]);
    const t = expectLegal(s, legen(A, 'gruen1', A, 1));
    expect(t.anzeiger).toEqual(s.anzeiger);
    const u = expectLegal(t, trommeln(A));
    expect(u.wertungen).toEqual([{ nr: 1, ausloeser: 'trommel', seat: A, punkte: [6, 8], anzeiger: markers('- A4 B8 - A2') }]);
    expect(u.punkte).toEqual([6, 8]);
  });
  test('19: with 2 drums and no symmetry: trommeln → Wertung trommel, 1 drum left; the second drum later', () => {
    const s = position({ rows: SCORE_ROWS, hands: [HAND7, HAND7B] });
    const t = playAll(s, [legen(A, 'gruen1', A, 1), trommeln(A)]);
    expect(t.trommeln).toEqual([1, 2]);
    expect(eventsOf(t, 'Getrommelt')[0]!.karte).toBe('T-0-1');
    const u = playAll(t, [legen(B, 'blau2', B, 5), weiter(B), legen(A, 'gruen2', A, 1), trommeln(A)]);
    expect(u.trommeln).toEqual([0, 2]);
    expect(eventsOf(u, 'Getrommelt')[0]!.karte).toBe('T-0-2');
    expect(u.wertungen.map((w) => w.ausloeser)).toEqual(['trommel', 'trommel']);
  });
  test('20: with no drum left there is no drum phase, and trommeln is refused', () => {
    const s = position({ rows: SCORE_ROWS, hands: [HAND7, HAND7B], trommeln: [0, 2] });
    const t = expectLegal(s, legen(A, 'gruen1', A, 1));
    expect(bambuti.phase(t)).toBe('legen');
    expect(bambuti.toAct(t)).toBe(B);
    expectIllegal(t, trommeln(A), 'trommelkarte', 'Du hast keine Trommelkarte mehr – beide hast du schon gespielt.');
  });
  test('23: A placed with 6 left and a pile → draws 1 → 7', () => {
    const s = position({ rows: SCORE_ROWS, hands: [HAND7, HAND7B] });
    const pile = s.nachziehstapel.length;
    const t = playAll(s, [legen(A, 'gruen1', A, 1), weiter(A)]);
    expect(t.hands[A]).toHaveLength(7);
    expect(t.hands[A]).toContain(s.nachziehstapel[0]);
    expect(t.nachziehstapel).toEqual(s.nachziehstapel.slice(1));
    expect(t.nachziehstapel).toHaveLength(pile - 1);
    expect(eventsOf(t, 'Drew')).toEqual([{ type: 'Drew', seat: A, anzahl: 1 }]);
  });
  test('23b: a refill takes as many as are needed, while the pile lasts (B11)', () => {
    const s = position({ rows: SCORE_ROWS, hands: [['gruen1', 'gruen2', 'gruen3'], HAND7B], pile: 2 });
    const t = playAll(s, [legen(A, 'gruen1', A, 1), weiter(A)]);
    expect(t.hands[A]).toHaveLength(4);
    expect(t.nachziehstapel).toEqual([]);
  });
  test('24: pile empty, A holds 7 → after placing 6, no draw', () => {
    const s = position({ rows: SCORE_ROWS, hands: [HAND7, HAND7B], pile: 0 });
    const t = playAll(s, [legen(A, 'gruen1', A, 1), weiter(A)]);
    expect(t.hands[A]).toHaveLength(6);
    expect(eventsOf(t, 'Drew')).toEqual([]);
    expect(bambuti.toAct(t)).toBe(B);
  });
});

// ---------------------------------------------------------------------------------------------
// §9 25–27, 29–30: the end

describe('§9 25 and 29: whole games', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: exactly 32 placements, 16 each, the last by the second player, then schluss', (seed) => {
    const startSeat = seed % 2;
    let s = bambuti.deal({ startSeat }, seed);
    const rng = makeRng(deriveSeed(seed, 99));
    const placements: number[] = [];
    while (!bambuti.isOver(s)) {
      const legal = bambuti.legalMoves(s);
      if (bambuti.phase(s) === 'legen') {
        // 29: never empty, and every hand card has a column in the own row
        const seat = bambuti.toAct(s)!;
        for (const c of s.hands[seat]!) expect(legal.some((mv) => mv.type === 'legen' && mv.karte === c && mv.reihe === seat)).toBe(true);
      }
      expect(legal.length).toBeGreaterThan(0);
      const mv = legal[randomInt(rng, legal.length)]!;
      if (mv.type === 'legen') placements.push(mv.seat);
      s = bambuti.play(s, mv);
    }
    expect(placements).toHaveLength(32);
    expect(placements.filter((p) => p === A)).toHaveLength(16);
    expect(placements.at(-1)).toBe(1 - startSeat);
    expect(s.wertungen.at(-1)!.ausloeser).toBe('schluss');
    expect(s.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(s.nachziehstapel).toEqual([]);
  });
});

describe('§9 26–27, 30 the last turn', () => {
  const last = (hand: string[], trommelnLeft: number[], wertungen?: LayoutWertung[]) =>
    position({
      rows: [ANNA_ROW, BEN_ROW],
      hands: [hand, ['gruen2', 'gruen3', 'gruen5', 'gruen6']],
      pile: 0,
      startSeat: B,
      trommeln: trommelnLeft,
      ...(wertungen ? { wertungen } : {}),
    });
  test('26: the last placement also makes a symmetric row → symmetrie, then schluss', () => {
    const s = last(['rot3', 'rot9', 'blau2', 'blau3', 'weiss9'], [2, 2]);
    const t = expectLegal(s, legen(A, 'rot3', A, 5));
    expect(t.wertungen.map((w) => w.ausloeser)).toEqual(['symmetrie', 'schluss']);
    expect(t.wertungen[1]!.punkte).toEqual(t.wertungen[0]!.punkte);
    expect(bambuti.isOver(t)).toBe(true);
    expect(eventsOf(t, 'GameOver')).toHaveLength(1);
  });
  test('27: the last placement, a drum left → trommeln allowed: trommel, then schluss', () => {
    const s = last(['rot3', 'rot9', 'blau2', 'blau3', 'weiss9'], [1, 2]);
    const t = expectLegal(s, legen(A, 'blau3', A, 5));
    expect(bambuti.phase(t)).toBe('trommeln');
    const u = expectLegal(t, trommeln(A));
    expect(u.wertungen.map((w) => w.ausloeser)).toEqual(['trommel', 'schluss']);
    expect(bambuti.isOver(u)).toBe(true);
    expect(bambuti.legalMoves(u)).toEqual([]);
    expect(bambuti.toAct(u)).toBeNull();
    expectIllegal(u, legen(B, 'gruen2', B, 1), 'spielende', 'Das Spiel ist schon vorbei – die Schlusswertung ist gebucht.');
  });
  test('30: final scores 41 : 41 → a draw, both winners (B13)', () => {
    const s = position({
      rows: [
        ['rot1', 'rot2', 'rot3', 'gelb2', 'gelb1'],
        ['blau1', 'blau2', 'blau3', 'weiss2', 'weiss1'],
      ],
      hands: [
        ['gruen1', 'gruen4', 'gruen5', 'gruen6', 'gruen7'],
        ['gelb5', 'gelb6', 'gelb7', 'gelb8'],
      ],
      pile: 0,
      trommeln: [1, 1],
      wertungen: [
        { nr: 1, ausloeser: 'trommel', seat: A, anzeiger: markers('A8 A8 A4 B8 B8') },
        { nr: 2, ausloeser: 'symmetrie', seat: B, anzeiger: markers('A8 A8 A5 B8 B8') },
        { nr: 3, ausloeser: 'trommel', seat: B, anzeiger: markers('B8 B1 - - -') },
      ],
    });
    expect(s.punkte).toEqual([41, 41]);
    const t = playAll(s, [legen(A, 'gruen1', A, 1), weiter(A)]);
    expect(bambuti.isOver(t)).toBe(true);
    expect(t.wertungen.at(-1)).toEqual({ nr: 4, ausloeser: 'schluss', seat: null, punkte: [0, 0], anzeiger: t.anzeiger });
    expect(bambuti.outcome(t)).toEqual({
      winners: [0, 1],
      losers: [],
      places: [[0, 1]],
      scores: { rounds: [[41, 41]], totals: [41, 41], better: 'hoch', unit: 'Punkte' },
    });
    expect(eventsOf(t, 'GameOver')).toEqual([{ type: 'GameOver', winners: [0, 1], scores: [41, 41] }]);
  });
  test('a won game: the higher score wins, one row of totals, unit Punkte', () => {
    const s = last(['rot3', 'rot9', 'blau2', 'blau3', 'weiss9'], [2, 2]);
    const t = bambuti.play(s, legen(A, 'rot3', A, 5));
    const [a, b] = t.punkte as [number, number];
    expect(a).toBeGreaterThan(b);
    expect(bambuti.outcome(t)).toEqual({
      winners: [A],
      losers: [B],
      places: [[A], [B]],
      scores: { rounds: [[a, b]], totals: [a, b], better: 'hoch', unit: 'Punkte' },
    });
  });
  test('outcome is refused while the game runs', () => {
    expect(() => engine.outcome(last(['rot3', 'rot9', 'blau2', 'blau3', 'weiss9'], [2, 2]))).toThrow(/not over/);
  });
});
