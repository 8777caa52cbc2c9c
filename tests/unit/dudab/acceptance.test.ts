/**
 * Acceptance cases #1 … #35 of shared/rules/dudab.md §9. Every expectation comes from the spec
 * text or from reasoning about it by hand. The engine runs under the checking wrapper
 * (core/checked.ts), so every step also asserts the invariants and that check/legalMoves agree;
 * every illegal case goes through check (reason + rule), legalMoves and play.
 *
 * Notation of the spec: R0 = row 0 („Reihe 1“), N players, seat 0 = A, 1 = B, 2 = C.
 */
import { describe, expect, test } from 'vitest';
import { deriveSeed, makeRng, shuffle } from '../../../src/games/core/rng';
import { CARD_IDS } from '../../../src/games/dudab/cards';
import type { DudabMove, DudabState } from '../../../src/games/dudab/types';
import {
  dudab,
  engine,
  entsorgen,
  expectIllegal,
  expectLegal,
  farbe,
  keys,
  legen,
  naechsteRunde,
  nichtReduzieren,
  ofType,
  playAll,
  pos,
  reduzieren,
  type RowSpec,
  strafe,
  symbol,
  ziehen,
  ziffer,
} from './helpers';

const A = 0;
const B = 1;
const C = 2;

describe('#1–#7 placing Ziffer- and Schamanen-Karten on a Ziffer-Karte (§4, D5, D6)', () => {
  const at = (top: string, card: string): DudabState =>
    pos({
      rows: [[top], ['Z-gruen-mammut-4']],
      hands: [
        [card, 'Z-gruen-fell-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
    });

  test.each([
    ['#1 +1, colour and symbol differ', 'Z-rot-hand-2', 'Z-blau-keule-3'],
    ['#2 −1', 'Z-rot-hand-2', 'Z-blau-keule-1'],
    ['#7 a shaman of the same colour', 'Z-rot-hand-2', 'S-rot-1'],
  ])('%s: legal', (_name, top, card) => {
    const s = at(top, card);
    expectLegal(s, legen(A, card, 0));
    const after = dudab.play(s, legen(A, card, 0));
    expect(after.reihen[0]!.karten).toEqual([top, card]);
  });

  test.each([
    [
      '#3 same colour',
      'Z-rot-hand-2',
      'Z-rot-keule-3',
      'Gleiche Farbe: Rot · Keule · 3 und Rot · Hand · 2 sind beide rot. Die Farben müssen sich unterscheiden.',
    ],
    [
      '#4 same symbol',
      'Z-rot-hand-2',
      'Z-blau-hand-3',
      'Gleiches Symbol: Blau · Hand · 3 und Rot · Hand · 2 zeigen beide eine Hand. Die Symbole müssen sich unterscheiden.',
    ],
    [
      '#5 digit differs by 2',
      'Z-rot-hand-2',
      'Z-blau-keule-4',
      'Die Ziffer muss sich um genau eins unterscheiden: Auf Rot · Hand · 2 passt nur eine 1 oder eine 3.',
    ],
    [
      '#5 digit differs by 0',
      'Z-rot-hand-2',
      'Z-blau-keule-2',
      'Die Ziffer muss sich um genau eins unterscheiden: Auf Rot · Hand · 2 passt nur eine 1 oder eine 3.',
    ],
    [
      '#6 no wrap 4 ↔ 1',
      'Z-gelb-fell-4',
      'Z-blau-hand-1',
      'Die Ziffer muss sich um genau eins unterscheiden: Auf Gelb · Fell · 4 passt nur eine 3. Die Ziffern laufen nicht im Kreis: Von 4 geht es nicht weiter zur 1.',
    ],
    [
      '#7 a shaman of another colour',
      'Z-rot-hand-2',
      'S-blau-1',
      'Ein Schamane passt nur auf eine Ziffer-Karte seiner Farbe: Der blaue Schamane braucht eine blaue Ziffer-Karte, oben auf Reihe 1 liegt Rot · Hand · 2.',
    ],
  ])('%s: illegal', (_name, top, card, reason) => {
    expectIllegal(at(top, card), legen(A, card, 0), 'legen', reason);
  });

  test('several faults at once are all named', () => {
    // Same colour and same digit.
    expectIllegal(
      at('Z-rot-hand-2', 'Z-rot-keule-2'),
      legen(A, 'Z-rot-keule-2', 0),
      'legen',
      /^Rot · Keule · 2 passt nicht auf Rot · Hand · 2: gleiche Farbe und gleiche Ziffer\./,
    );
  });
});

describe('#8 on a shaman, not cursed (D6)', () => {
  const s = pos({
    rows: [['Z-gruen-hand-1', 'S-gruen-1'], ['Z-gelb-fell-4']],
    hands: [
      ['Z-gruen-hand-4', 'Z-rot-hand-4', 'S-gruen-2'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
  });
  test('phase zug (nobody is cursed in a layout without verhext)', () => {
    expect(dudab.phase(s)).toBe('zug');
  });
  test('any digit of the same colour is legal', () => expectLegal(s, legen(A, 'Z-gruen-hand-4', 0)));
  test('another colour is illegal', () =>
    expectIllegal(
      s,
      legen(A, 'Z-rot-hand-4', 0),
      'legen',
      'Auf einen Schamanen passt nur eine Ziffer-Karte seiner Farbe: Auf den grünen Schamanen in Reihe 1 gehört eine grüne Ziffer-Karte.',
    ));
  test('a shaman on a shaman outside verhext is illegal', () =>
    expectIllegal(
      s,
      legen(A, 'S-gruen-2', 0),
      'legen',
      'Ein Schamane darf nur als Antwort auf einen Fluch auf einen anderen Schamanen gelegt werden.',
    ));
});

describe('#9 a Dudab-Karte needs a wish (D7, D20)', () => {
  const s = pos({
    rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
    hands: [
      ['D-1', 'Z-blau-keule-1'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
  });
  test('without wunsch: illegal', () =>
    expectIllegal(
      s,
      legen(A, 'D-1', 0),
      'wuenschen',
      'Zu einer Dudab-Karte gehört ein Wunsch: Wünsch dir eine Farbe, ein Symbol oder eine Ziffer.',
    ));
  test('with an impossible wish: illegal', () => {
    expectIllegal(
      s,
      { type: 'legen', seat: A, karte: 'D-1', reihe: 0, wunsch: { art: 'ziffer', wert: 5 } } as unknown as DudabMove,
      'wuenschen',
      /^Diesen Wunsch gibt es nicht/,
    );
    expectIllegal(
      s,
      { type: 'legen', seat: A, karte: 'D-1', reihe: 0, wunsch: { art: 'ziffer', wert: '3' } } as unknown as DudabMove,
      'wuenschen',
    );
  });
  test('a wish with a Ziffer-Karte: illegal', () =>
    expectIllegal(
      s,
      legen(A, 'Z-blau-keule-1', 0, ziffer(3)),
      'wuenschen',
      'Wünschen darfst du dir nur etwas, wenn du eine Dudab-Karte legst.',
    ));
  test('with {art: ziffer, wert: 3}: legal, the row gets W = ziffer 3', () => {
    expectLegal(s, legen(A, 'D-1', 0, ziffer(3)));
    const after = dudab.play(s, legen(A, 'D-1', 0, ziffer(3)));
    expect(after.reihen[0]).toEqual({ karten: ['Z-rot-hand-2', 'D-1'], wunsch: { art: 'ziffer', wert: 3 } });
    expect(dudab.phase(after)).toBe('wunsch');
    expect(dudab.toAct(after)).toBe(B);
  });
  test('a Dudab-Karte goes on every row with each of the 12 wishes', () => {
    const moves = engine.legalMoves(s).filter((m) => m.type === 'legen' && m.karte === 'D-1');
    expect(moves).toHaveLength(2 * 12);
  });
});

describe('#10 phase wunsch: only fulfilling plays (D8, D9)', () => {
  const s = pos({
    rows: [{ karten: ['Z-blau-fell-3', 'D-3'], wunsch: farbe('gelb') }, ['Z-blau-keule-3']],
    hands: [
      ['Z-gelb-mammut-1', 'Z-rot-hand-2', 'S-blau-1'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
  });
  test('the only legal move is legen Z-gelb-mammut-1 → R0', () => {
    expect(dudab.phase(s)).toBe('wunsch');
    expect(engine.legalMoves(s)).toEqual([legen(A, 'Z-gelb-mammut-1', 0)]);
  });
  test('ziehen is illegal: the wish can be fulfilled', () =>
    expectIllegal(
      s,
      ziehen(A),
      'wuenschen',
      'Du kannst den Wunsch erfüllen – dann musst du es tun: Gelb · Mammut · 1 passt zur Farbe Gelb in Reihe 1.',
    ));
  test('Z-rot-hand-2 on R1 is illegal although it would fit there without a wish', () =>
    expectIllegal(
      s,
      legen(A, 'Z-rot-hand-2', 1),
      'wuenschen',
      'Solange ein Wunsch offen ist, darfst du nur einen Wunsch erfüllen oder eine Dudab-Karte legen. Gewünscht ist in Reihe 1 die Farbe Gelb.',
    ));
  test('a card on the wish row that does not fit', () =>
    expectIllegal(
      s,
      legen(A, 'S-blau-1', 0),
      'wuenschen',
      'Der blaue Schamane erfüllt den Wunsch in Reihe 1 nicht: Gewünscht ist die Farbe Gelb.',
    ));
  test('fulfilling covers the Dudab-Karte: wish gone, event wunschErfuellt', () => {
    const after = dudab.play(s, legen(A, 'Z-gelb-mammut-1', 0));
    expect(after.reihen[0]).toEqual({ karten: ['Z-blau-fell-3', 'D-3', 'Z-gelb-mammut-1'], wunsch: null });
    expect(ofType(after, 'WunschErfuellt')).toEqual([
      { type: 'WunschErfuellt', seat: A, reihe: 0, wunsch: farbe('gelb'), karte: 'Z-gelb-mammut-1' },
    ]);
    expect(dudab.phase(after)).toBe('zug');
  });
});

describe('#11 Farbwunscherfüllung with a shaman', () => {
  const s = pos({
    rows: [{ karten: ['Z-rot-fell-2', 'D-3'], wunsch: farbe('blau') }, ['Z-gelb-keule-3']],
    hands: [
      ['S-blau-2', 'Z-rot-hand-1'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
  });
  test('legen S-blau-2 → R0 is legal; the wish is gone; the next player is verhext', () => {
    expectLegal(s, legen(A, 'S-blau-2', 0));
    const after = dudab.play(s, legen(A, 'S-blau-2', 0));
    expect(after.reihen[0]!.wunsch).toBeNull();
    expect(after.verhext).toEqual({ seat: B, reihe: 0 });
    expect(dudab.phase(after)).toBe('verhext');
    expect(dudab.toAct(after)).toBe(B);
    expect(ofType(after, 'Verhext')).toEqual([{ type: 'Verhext', seat: B, von: A, reihe: 0 }]);
  });
});

describe('#12–#14 no fitting card: show the hand and draw (D8)', () => {
  const base: { rows: RowSpec[]; pile: string[] } = {
    rows: [{ karten: ['Z-rot-fell-2', 'D-3'], wunsch: ziffer(3) }, ['Z-gelb-keule-4']],
    pile: ['Z-blau-hand-2', 'Z-gruen-fell-1'],
  };
  const s12 = pos({
    rows: [...base.rows],
    pile: base.pile,
    hands: [
      ['S-rot-1', 'Z-rot-hand-1', 'Z-gelb-keule-2'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
  });
  test('#12 only ziehen', () => {
    expect(dudab.phase(s12)).toBe('wunsch');
    expect(engine.legalMoves(s12)).toEqual([ziehen(A)]);
  });
  test('#12 ziehen: event handGezeigt, hand 3 → 4, the wish stays', () => {
    const after = dudab.play(s12, ziehen(A));
    expect(ofType(after, 'HandShown')).toEqual([{ type: 'HandShown', seat: A, karten: ['Z-rot-hand-1', 'Z-gelb-keule-2', 'S-rot-1'] }]);
    expect(after.hands[A]).toEqual(['Z-rot-hand-1', 'Z-gelb-keule-2', 'Z-blau-hand-2', 'S-rot-1']);
    expect(after.reihen[0]!.wunsch).toEqual(ziffer(3));
    // the shown cards are known to everybody, the drawn one is not
    expect(after.known[A]).toEqual(['Z-rot-hand-1', 'Z-gelb-keule-2', 'S-rot-1']);
  });
  test('#13 with D-5 as well: legen D-5 on any row with any wish, or ziehen', () => {
    const s = pos({
      rows: [...base.rows],
      pile: base.pile,
      hands: [
        ['S-rot-1', 'Z-rot-hand-1', 'Z-gelb-keule-2', 'D-5'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    const legal = engine.legalMoves(s);
    expect(legal).toHaveLength(2 * 12 + 1);
    expect(legal.filter((m) => m.type === 'legen' && m.karte !== 'D-5')).toEqual([]);
    expect(legal.at(-1)).toEqual(ziehen(A));
    expectLegal(s, legen(A, 'D-5', 1, symbol('fell')));
  });
  test('#14 after #12 the next player (N = 3) holds no 3: phase wunsch again', () => {
    const s = pos({
      n: 3,
      rows: [...base.rows],
      pile: base.pile,
      hands: [
        ['S-rot-1', 'Z-rot-hand-1', 'Z-gelb-keule-2'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
        ['Z-blau-fell-1', 'Z-blau-fell-2'],
      ],
    });
    const after = dudab.play(s, ziehen(A));
    expect(dudab.toAct(after)).toBe(B);
    expect(dudab.phase(after)).toBe('wunsch');
    expect(after.reihen[0]!.wunsch).toEqual(ziffer(3));
  });
});

describe('#15 the wisher is bound by the own wish (D8)', () => {
  const s = pos({
    rows: [['Z-rot-fell-2'], ['Z-gelb-keule-4']],
    hands: [
      ['Z-blau-mammut-2', 'Z-gelb-hand-1', 'D-1'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
    pile: ['Z-rot-hand-1', 'Z-rot-keule-1'],
  });
  const s1 = dudab.play(s, legen(A, 'D-1', 0, symbol('mammut')));
  test('B cannot fulfil and draws', () => {
    expect(dudab.phase(s1)).toBe('wunsch');
    expect(engine.legalMoves(s1)).toEqual([ziehen(B)]);
  });
  const s2 = dudab.play(s1, ziehen(B));
  test('A: phase wunsch; legen Z-blau-mammut-2 on that row is legal; afterwards B plays phase zug', () => {
    expect(dudab.toAct(s2)).toBe(A);
    expect(dudab.phase(s2)).toBe('wunsch');
    expectLegal(s2, legen(A, 'Z-blau-mammut-2', 0));
    const s3 = dudab.play(s2, legen(A, 'Z-blau-mammut-2', 0));
    expect(dudab.toAct(s3)).toBe(B);
    expect(dudab.phase(s3)).toBe('zug');
  });
});

describe('#16 a Dudab-Karte on a Dudab-Karte replaces the wish', () => {
  const s = pos({
    rows: [{ karten: ['Z-rot-fell-2', 'D-1'], wunsch: farbe('gelb') }, ['Z-gelb-keule-4']],
    hands: [
      ['D-2', 'Z-blau-hand-3'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
  });
  test('legal; only W = ziffer 1 remains', () => {
    expectLegal(s, legen(A, 'D-2', 0, ziffer(1)));
    const after = dudab.play(s, legen(A, 'D-2', 0, ziffer(1)));
    expect(after.reihen[0]).toEqual({ karten: ['Z-rot-fell-2', 'D-1', 'D-2'], wunsch: ziffer(1) });
    expect(after.reihen.filter((r) => r.wunsch !== null)).toHaveLength(1);
    expect(ofType(after, 'WunschErfuellt')).toEqual([]);
  });
});

describe('#17 two open wishes: fulfil any one', () => {
  const s = pos({
    rows: [
      { karten: ['Z-gelb-fell-2', 'D-1'], wunsch: farbe('rot') },
      { karten: ['Z-gruen-keule-3', 'D-2'], wunsch: ziffer(4) },
    ],
    hands: [
      ['Z-blau-fell-4', 'Z-gelb-hand-1'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
  });
  test('only legen Z-blau-fell-4 → R1; ziehen illegal', () => {
    expect(engine.legalMoves(s)).toEqual([legen(A, 'Z-blau-fell-4', 1)]);
    expectIllegal(s, ziehen(A), 'wuenschen', /^Du kannst den Wunsch erfüllen/);
    expectIllegal(
      s,
      legen(A, 'Z-blau-fell-4', 0),
      'wuenschen',
      'Blau · Fell · 4 erfüllt den Wunsch in Reihe 1 nicht: Gewünscht ist die Farbe Rot.',
    );
  });
  test('with a Dudab-Karte held, those moves are legal too', () => {
    const t = pos({
      rows: [
        { karten: ['Z-gelb-fell-2', 'D-1'], wunsch: farbe('rot') },
        { karten: ['Z-gruen-keule-3', 'D-2'], wunsch: ziffer(4) },
      ],
      hands: [
        ['Z-blau-fell-4', 'Z-gelb-hand-1', 'D-7'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    expect(engine.legalMoves(t)).toHaveLength(1 + 24);
  });
});

describe('#18 cursed: any shaman on the cursing shaman (D10)', () => {
  const s0 = pos({
    rows: [['Z-gelb-hand-4', 'Z-rot-hand-3'], ['Z-gelb-keule-1']],
    hands: [
      ['S-rot-1', 'Z-gruen-fell-2'],
      ['S-blau-2', 'Z-gelb-keule-4'],
    ],
  });
  const s = dudab.play(s0, legen(A, 'S-rot-1', 0));
  test('B: phase verhext; legen S-blau-2 → R0 is the only legal move', () => {
    expect(dudab.phase(s)).toBe('verhext');
    expect(dudab.toAct(s)).toBe(B);
    expect(engine.legalMoves(s)).toEqual([legen(B, 'S-blau-2', 0)]);
  });
  test('Ziffer-Karten, strafe and ziehen are illegal', () => {
    expectIllegal(
      s,
      legen(B, 'Z-gelb-keule-4', 1),
      'schamane',
      'Du bist verhext: Antworte mit einem Schamanen oder einer Dudab-Karte – eine Ziffer-Karte hilft dir jetzt nicht.',
    );
    expectIllegal(
      s,
      strafe(B),
      'schamane',
      'Die Strafe gibt es nur, wenn du nicht antworten kannst: Du hast einen Schamanen auf der Hand, also musst du damit antworten.',
    );
    expectIllegal(s, ziehen(B), 'schamane', /^Du bist verhext: Nachziehen geht jetzt nicht/);
    // a shaman where P does not allow it either (yellow digit card under a blue shaman)
    expectIllegal(
      s,
      legen(B, 'S-blau-2', 1),
      'schamane',
      /Als Antwort auf den Fluch passt dein Schamane aber immer auf den Schamanen in Reihe 1\.$/,
    );
  });
  test('the answer curses A in turn (chain)', () => {
    const after = dudab.play(s, legen(B, 'S-blau-2', 0));
    expect(after.verhext).toEqual({ seat: A, reihe: 0 });
    expect(dudab.phase(after)).toBe('verhext');
  });
  test('wishes do not bind while cursed (D11)', () => {
    const t = pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], { karten: ['Z-gelb-keule-1', 'D-4'], wunsch: symbol('hand') }],
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['S-blau-2', 'Z-gelb-hand-3'],
      ],
      toAct: B,
      verhext: { seat: B, reihe: 0 },
    });
    expect(dudab.phase(t)).toBe('verhext');
    expect(engine.legalMoves(t)).toEqual([legen(B, 'S-blau-2', 0)]);
  });
});

describe('#19–#21 the penalty (D11, D15)', () => {
  const cursed = (hand: string[], pile: string[]) =>
    pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [['Z-gruen-fell-2', 'Z-gruen-fell-3'], hand],
      toAct: B,
      verhext: { seat: B, reihe: 0 },
      pile,
    });
  test('#19 revealed Z-gelb-fell-3: it and 2 more cards, hand 5, curse cleared', () => {
    const s = cursed(['Z-gelb-keule-4', 'Z-rot-fell-1'], ['Z-gelb-fell-3', 'Z-blau-hand-1', 'Z-blau-hand-2', 'Z-blau-hand-3']);
    expect(engine.legalMoves(s)).toEqual([strafe(B)]);
    const after = dudab.play(s, strafe(B));
    expect(after.hands[B]).toEqual(['Z-rot-fell-1', 'Z-gelb-keule-4', 'Z-gelb-fell-3', 'Z-blau-hand-1', 'Z-blau-hand-2']);
    expect(after.verhext).toBeNull();
    expect(after.nachziehstapel[0]).toBe('Z-blau-hand-3');
    expect(ofType(after, 'Revealed')).toEqual([{ type: 'Revealed', seat: B, karte: 'Z-gelb-fell-3', anzahl: 3 }]);
    expect(after.known[B]).toEqual(['Z-gelb-fell-3']);
    expect(dudab.toAct(after)).toBe(A);
    expect(dudab.phase(after)).toBe('zug');
  });
  test('#20 revealed D-4: only that card (hand 3)', () => {
    const s = cursed(['Z-gelb-keule-4', 'Z-rot-fell-1'], ['D-4', 'Z-blau-hand-1']);
    const after = dudab.play(s, strafe(B));
    expect(after.hands[B]).toEqual(['Z-rot-fell-1', 'Z-gelb-keule-4', 'D-4']);
    expect(ofType(after, 'Revealed')[0]!.anzahl).toBe(1);
  });
  test('#20 a revealed shaman also counts as one card', () => {
    const s = cursed(['Z-gelb-keule-4', 'Z-rot-fell-1'], ['S-gelb-2', 'Z-blau-hand-1']);
    expect(dudab.play(s, strafe(B)).hands[B]).toHaveLength(3);
  });
  describe('#21 five cards and a revealed 4: hand 9, then entsorgen', () => {
    const s = cursed(
      ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'Z-blau-keule-4'],
      ['Z-gruen-mammut-4', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-gelb-hand-3', 'Z-blau-fell-1'],
    );
    const after = dudab.play(s, strafe(B));
    test('phase entsorgen, still B', () => {
      expect(after.hands[B]).toHaveLength(9);
      expect(dudab.phase(after)).toBe('entsorgen');
      expect(dudab.toAct(after)).toBe(B);
      expect(ofType(after, 'EntsorgenNoetig')).toEqual([{ type: 'EntsorgenNoetig', seat: B, anzahl: 4 }]);
      // every 4-subset of 9 cards
      expect(engine.legalMoves(after)).toHaveLength(126);
    });
    test('exactly 4 cards go to the own Sammelstapel, never to the discard', () => {
      const m = entsorgen(B, ['Z-rot-fell-1', 'Z-rot-fell-3', 'Z-gelb-hand-1', 'Z-gelb-hand-2']);
      expectLegal(after, m);
      const done = dudab.play(after, m);
      expect(done.hands[B]).toHaveLength(5);
      expect(done.sammelstapel[B]).toEqual(['Z-rot-fell-1', 'Z-rot-fell-3', 'Z-gelb-hand-1', 'Z-gelb-hand-2']);
      expect(done.abwurf).toEqual(after.abwurf);
      expect(dudab.toAct(done)).toBe(A);
    });
    test('3 or 5 cards are illegal; so is another move', () => {
      expectIllegal(
        after,
        entsorgen(B, ['Z-rot-fell-1', 'Z-rot-fell-3', 'Z-gelb-hand-1']),
        'entsorgen',
        'Du hast 9 Karten auf der Hand und darfst nur fünf behalten: Lege genau 4 Karten in deinen Sammelstapel.',
      );
      expectIllegal(after, entsorgen(B, ['Z-rot-fell-1', 'Z-rot-fell-3', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-gelb-hand-3']), 'entsorgen');
      expectIllegal(after, legen(B, 'Z-gelb-keule-4', 1), 'entsorgen', /^Du hast 9 Karten auf der Hand/);
      expectIllegal(
        after,
        entsorgen(B, ['Z-rot-fell-3', 'Z-rot-fell-1', 'Z-gelb-hand-1', 'Z-gelb-hand-2']),
        'karten',
        /feste[n]? Reihenfolge/,
      );
      expectIllegal(after, entsorgen(B, ['Z-rot-fell-1', 'Z-rot-fell-1', 'Z-gelb-hand-1', 'Z-gelb-hand-2']), 'entsorgen', /doppelt/);
    });
  });
});

describe('#22 the curse only hits the next player', () => {
  const s0 = pos({
    n: 3,
    rows: [['Z-gelb-hand-4', 'Z-rot-hand-3'], ['Z-gelb-keule-1']],
    hands: [
      ['S-rot-1', 'Z-gruen-fell-2'],
      ['Z-gelb-keule-4', 'Z-blau-fell-3'],
      ['Z-rot-keule-1', 'Z-gruen-hand-2'],
    ],
  });
  test('C after B took the penalty: phase zug; legen Z-rot-keule-1 → R0 legal', () => {
    const s1 = dudab.play(s0, legen(A, 'S-rot-1', 0));
    expect(dudab.phase(s1)).toBe('verhext');
    const s2 = dudab.play(s1, strafe(B));
    expect(dudab.toAct(s2)).toBe(C);
    expect(dudab.phase(s2)).toBe('zug');
    expect(s2.verhext).toBeNull();
    expectLegal(s2, legen(C, 'Z-rot-keule-1', 0));
  });
});

describe('#23–#24 drawing (D12, D23)', () => {
  test('#23 a legal play exists, hand 3: ziehen is legal, hand 4', () => {
    const s = pos({
      rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-fell-1', 'Z-gruen-fell-2'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
    });
    expectLegal(s, legen(A, 'Z-blau-keule-3', 0));
    expectLegal(s, ziehen(A));
    const after = dudab.play(s, ziehen(A));
    expect(after.hands[A]).toHaveLength(4);
    expect(ofType(after, 'HandShown')).toEqual([]);
    expectIllegal(
      s,
      ziehen(A, 'Z-gruen-fell-1'),
      'nachziehen',
      'Eine Karte in den Sammelstapel legst du beim Nachziehen nur, wenn du schon fünf Karten auf der Hand hast.',
    );
  });
  describe('#24 hand 5', () => {
    const hand = ['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4', 'Z-blau-fell-4'];
    // Rows on which none of these fits (tops: a 4 of other colour/symbol is 0 away; a 1 is 3 away).
    const stuck = pos({
      rows: [['Z-blau-hand-1'], ['Z-gelb-hand-4']],
      hands: [hand, ['Z-gelb-hand-1', 'Z-gelb-hand-2']],
      pile: ['Z-blau-mammut-2'],
    });
    test('no legen is legal in this position', () => {
      expect(engine.legalMoves(stuck).filter((m) => m.type === 'legen')).toEqual([]);
    });
    test('ziehen without a card for the Sammelstapel: illegal', () =>
      expectIllegal(
        stuck,
        ziehen(A),
        'nachziehen',
        'Du hast schon fünf Karten: Lege zuerst eine davon in deinen Sammelstapel, dann ziehst du nach.',
      ));
    test('ziehen inStapel = Z-blau-fell-4: the card goes to the Sammelstapel, one is drawn, hand stays 5, the hand was shown', () => {
      const after = dudab.play(stuck, ziehen(A, 'Z-blau-fell-4'));
      expect(after.sammelstapel[A]).toEqual(['Z-blau-fell-4']);
      expect(after.hands[A]).toEqual(['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4', 'Z-blau-mammut-2']);
      expect(ofType(after, 'HandShown')).toEqual([{ type: 'HandShown', seat: A, karten: hand }]);
      expect(after.known[A]).toEqual(['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4']);
    });
    test('with a legal play available the hand is not shown', () => {
      const open = pos({ rows: [['Z-blau-hand-3'], ['Z-gelb-hand-4']], hands: [hand, ['Z-gelb-hand-1', 'Z-gelb-hand-2']] });
      expectLegal(open, legen(A, 'Z-rot-keule-4', 0));
      const after = dudab.play(open, ziehen(A, 'Z-blau-fell-4'));
      expect(ofType(after, 'HandShown')).toEqual([]);
      expect(after.hands[A]).toHaveLength(5);
    });
    test('a card not in hand cannot go into the Sammelstapel', () =>
      expectIllegal(stuck, ziehen(A, 'Z-blau-mammut-2'), 'nachziehen', 'Blau · Mammut · 2 hast du nicht auf der Hand.'));
  });
});

describe('#25–#29 „6 nimmt“ and reducing (D13, D14)', () => {
  const full = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'D-6', 'Z-gruen-fell-1', 'Z-rot-hand-2'];
  test('#25 the 6th card: the 5 lower cards → A’s Sammelstapel, R0 = [Z-blau-keule-3], phase reduzieren', () => {
    const s = pos({
      rows: [full, ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'D-2', 'Z-rot-hand-4', 'S-gruen-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
    });
    const after = dudab.play(s, legen(A, 'Z-blau-keule-3', 0));
    expect(after.sammelstapel[A]).toEqual(full);
    expect(after.reihen[0]).toEqual({ karten: ['Z-blau-keule-3'], wunsch: null });
    expect(dudab.phase(after)).toBe('reduzieren');
    expect(dudab.toAct(after)).toBe(A);
    expect(ofType(after, 'SechsNimmt')).toEqual([{ type: 'SechsNimmt', seat: A, reihe: 0, karten: full }]);
  });
  describe('#26 reduzieren with hand D-2, Z-rot-hand-4, S-gruen-1', () => {
    const s = pos({
      rows: [['Z-blau-keule-3'], ['Z-gelb-fell-4']],
      hands: [
        ['D-2', 'Z-rot-hand-4', 'S-gruen-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
      phase: 'reduzieren',
    });
    test('(a) keep S-gruen-1 + D-2, the rest to the Sammelstapel: illegal (no Dudab-Karte among the removed)', () =>
      expectIllegal(
        s,
        reduzieren(A, ['S-gruen-1', 'D-2'], 'stapel'),
        'reduzieren',
        'In den Sammelstapel nur, wenn eine Dudab-Karte dabei ist: Abgelegt ist Rot · Hand · 4, ohne Dudab-Karte – also weg damit auf den Abwurf.',
      ));
    test('(a2) two shamans of one colour among the removed are counted, not listed twice', () =>
      expectIllegal(
        pos({
          rows: [['Z-blau-keule-3'], ['Z-gelb-fell-4']],
          hands: [
            ['D-2', 'Z-rot-hand-4', 'S-rot-1', 'S-rot-2'],
            ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
          ],
          phase: 'reduzieren',
        }),
        reduzieren(A, ['Z-rot-hand-4', 'D-2'], 'stapel'),
        'reduzieren',
        'In den Sammelstapel nur, wenn eine Dudab-Karte dabei ist: Abgelegt sind zwei rote Schamanen, ohne Dudab-Karte – also weg damit auf den Abwurf.',
      ));
    test('(b) keep Z-rot-hand-4 + S-gruen-1, D-2 → Sammelstapel: legal', () => {
      expectLegal(s, reduzieren(A, ['Z-rot-hand-4', 'S-gruen-1'], 'stapel'));
      const after = dudab.play(s, reduzieren(A, ['Z-rot-hand-4', 'S-gruen-1'], 'stapel'));
      expect(after.sammelstapel[A]).toEqual(['D-2']);
      expect(after.hands[A]).toEqual(['Z-rot-hand-4', 'S-gruen-1']);
      expect(dudab.toAct(after)).toBe(B);
    });
    test.each([[['Z-rot-hand-4', 'S-gruen-1']], [['Z-rot-hand-4', 'D-2']], [['S-gruen-1', 'D-2']]])(
      '(c) keep %j, the rest to the discard: legal',
      (behalten) => {
        expectLegal(s, reduzieren(A, behalten, 'abwurf'));
        const after = dudab.play(s, reduzieren(A, behalten, 'abwurf'));
        expect(after.abwurf).toEqual(['Z-rot-hand-4', 'S-gruen-1', 'D-2'].filter((c) => !behalten.includes(c)));
      },
    );
    test('(d) nichtReduzieren: legal, the hand stays', () => {
      expectLegal(s, nichtReduzieren(A));
      expect(dudab.play(s, nichtReduzieren(A)).hands[A]).toEqual(['Z-rot-hand-4', 'S-gruen-1', 'D-2']);
    });
    test('(e) keeping 1 or 3 cards: illegal', () => {
      expectIllegal(s, reduzieren(A, ['D-2'], 'abwurf'), 'reduzieren', 'Du musst genau zwei Karten behalten – alle anderen legst du ab.');
      expectIllegal(
        s,
        reduzieren(A, ['Z-rot-hand-4', 'S-gruen-1', 'D-2'], 'abwurf'),
        'reduzieren',
        'Du musst genau zwei Karten behalten – alle anderen legst du ab.',
      );
    });
    test('the whole list: nichtReduzieren, then 3 pairs × abwurf, stapel only where D-2 is removed', () => {
      expect(engine.legalMoves(s)).toEqual([
        nichtReduzieren(A),
        reduzieren(A, ['Z-rot-hand-4', 'S-gruen-1'], 'abwurf'),
        reduzieren(A, ['Z-rot-hand-4', 'S-gruen-1'], 'stapel'),
        reduzieren(A, ['Z-rot-hand-4', 'D-2'], 'abwurf'),
        reduzieren(A, ['S-gruen-1', 'D-2'], 'abwurf'),
      ]);
    });
    test('other moves now are explained', () => {
      expectIllegal(s, ziehen(A), 'reduzieren', /^Nach „6 nimmt“ ist dein Zug fast vorbei/);
      expectIllegal(s, reduzieren(A, ['S-gruen-1', 'Z-rot-hand-4'], 'abwurf'), 'karten', /Reihenfolge/);
      expectIllegal(s, reduzieren(B, ['Z-gelb-hand-1', 'Z-gelb-hand-2'], 'abwurf'), 'reduzieren', /^Du bist gerade nicht am Zug/);
    });
  });
  test('#27 hand 2 → the 6th card leaves 1: no reduzieren, the end of the turn draws 1', () => {
    const s = pos({
      rows: [full, ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-fell-4'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
      pile: ['Z-blau-hand-4'],
    });
    const after = dudab.play(s, legen(A, 'Z-blau-keule-3', 0));
    expect(after.sammelstapel[A]).toEqual(full);
    expect(after.hands[A]).toEqual(['Z-gruen-fell-4', 'Z-blau-hand-4']);
    expect(ofType(after, 'Drew')).toEqual([{ type: 'Drew', seat: A, karten: ['Z-blau-hand-4'], anzahl: 1, grund: 'auffuellen' }]);
    expect(dudab.toAct(after)).toBe(B);
    expect(dudab.phase(after)).toBe('zug');
  });
  test('#28 a wish on a full row forces „6 nimmt“', () => {
    const row = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'Z-gelb-hand-3', 'Z-gruen-fell-1', 'D-1'];
    const s = pos({
      rows: [{ karten: row, wunsch: farbe('rot') }, ['Z-gelb-fell-4']],
      hands: [
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
        ['Z-rot-fell-2', 'Z-blau-hand-4', 'Z-gelb-keule-2'],
      ],
      toAct: B,
    });
    expect(engine.legalMoves(s)).toEqual([legen(B, 'Z-rot-fell-2', 0)]);
    expectIllegal(s, ziehen(B), 'wuenschen');
    const after = dudab.play(s, legen(B, 'Z-rot-fell-2', 0));
    expect(after.sammelstapel[B]).toEqual(row);
    expect(after.reihen[0]).toEqual({ karten: ['Z-rot-fell-2'], wunsch: null });
  });
  test('#29 a shaman as 6th card: R0 = [S-gelb-1], the next player is verhext', () => {
    const row = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'Z-gelb-hand-3', 'Z-gruen-fell-1', 'Z-gelb-fell-2'];
    const s = pos({
      rows: [row, ['Z-gelb-fell-4']],
      hands: [
        ['S-gelb-1', 'Z-gruen-hand-2'],
        ['Z-rot-fell-2', 'Z-blau-hand-4'],
      ],
      pile: ['Z-rot-hand-1'],
    });
    const after = dudab.play(s, legen(A, 'S-gelb-1', 0));
    expect(after.reihen[0]!.karten).toEqual(['S-gelb-1']);
    expect(dudab.toAct(after)).toBe(B);
    expect(dudab.phase(after)).toBe('verhext');
  });
  test('the curse of a shaman as 6th card waits while the placer reduces', () => {
    const row = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'Z-gelb-hand-3', 'Z-gruen-fell-1', 'Z-gelb-fell-2'];
    const s = pos({
      rows: [row, ['Z-gelb-fell-4']],
      hands: [
        ['S-gelb-1', 'Z-gruen-hand-2', 'Z-rot-keule-3', 'Z-blau-fell-1'],
        ['Z-rot-fell-2', 'Z-blau-hand-4'],
      ],
    });
    const s1 = dudab.play(s, legen(A, 'S-gelb-1', 0));
    expect(dudab.phase(s1)).toBe('reduzieren');
    expect(s1.verhext).toEqual({ seat: B, reihe: 0 });
    const s2 = dudab.play(s1, reduzieren(A, ['Z-rot-keule-3', 'Z-blau-fell-1'], 'abwurf'));
    expect(dudab.phase(s2)).toBe('verhext');
    expect(dudab.toAct(s2)).toBe(B);
  });
});

describe('#30 fewer than two cards at the end of the turn', () => {
  test('A has 2 cards and plays one: auto draw 1', () => {
    const s = pos({
      rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-fell-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
      pile: ['Z-gelb-mammut-3'],
    });
    const after = dudab.play(s, legen(A, 'Z-blau-keule-3', 0));
    expect(after.hands[A]).toEqual(['Z-gelb-mammut-3', 'Z-gruen-fell-1']);
  });
});

describe('#31–#32 round end (§5.9, D16, D17)', () => {
  test('#31 pile 1 card, A (hand 3) ziehen: the round ends at once, hands go to the Sammelstapel, scores', () => {
    const s = pos({
      rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-fell-1', 'D-1'],
        ['Z-gelb-hand-1', 'S-gelb-1'],
      ],
      sammel: [['Z-rot-keule-4'], []],
      pile: ['Z-blau-hand-2'],
      rest: 'abwurf',
      runden: 2,
    });
    const after = dudab.play(s, ziehen(A));
    expect(dudab.phase(after)).toBe('rundenende');
    expect(after.hands).toEqual([[], []]);
    expect(after.handAmEnde).toEqual([
      ['Z-gruen-fell-1', 'Z-blau-hand-2', 'Z-blau-keule-3', 'D-1'],
      ['Z-gelb-hand-1', 'S-gelb-1'],
    ]);
    // A: Sammelstapel 4 + hand 1, 2, 3 and a Dudab-Karte that converts the 4: 1 + 2 + 3 − 4 = 2. B: 1 + 5 = 6.
    expect(after.punkte).toEqual([[2, 6]]);
    expect(ofType(after, 'RoundOver')).toEqual([{ type: 'RoundOver', runde: 1, punkte: [2, 6], summen: [2, 6] }]);
    // The next round's start player (startSeat + 1) sends naechsteRunde.
    expect(dudab.toAct(after)).toBe(B);
    expect(engine.legalMoves(after)).toEqual([naechsteRunde(B)]);
    expectIllegal(
      after,
      ziehen(B),
      'rundenende',
      'Die Runde ist vorbei: Jetzt wird gewertet, danach geht es mit der nächsten Runde weiter.',
    );
    expectIllegal(after, naechsteRunde(A), 'mehrere-runden');
  });
  test('#32 pile 2, B cursed reveals a 4: B gets 2 cards, the round ends; no entsorgen although hand > 5', () => {
    const s = pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'Z-blau-keule-4'],
      ],
      toAct: B,
      verhext: { seat: B, reihe: 0 },
      pile: ['Z-gruen-mammut-4', 'Z-gelb-hand-1'],
      rest: 'abwurf',
      runden: 1,
    });
    const after = dudab.play(s, strafe(B));
    expect(after.handAmEnde![B]).toHaveLength(7);
    expect(ofType(after, 'Drew')).toEqual([{ type: 'Drew', seat: B, karten: ['Z-gelb-hand-1'], anzahl: 1, grund: 'strafe' }]);
    expect(ofType(after, 'EntsorgenNoetig')).toEqual([]);
    expect(dudab.phase(after)).toBe('spielende');
    expect(dudab.isOver(after)).toBe(true);
    expect(dudab.toAct(after)).toBeNull();
  });
  test('the next round is dealt from deriveSeed(seed, 2), started by the next player', () => {
    const s = pos({
      rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-fell-1'],
        ['Z-gelb-hand-1', 'S-gelb-1'],
      ],
      pile: ['Z-blau-hand-2'],
      rest: 'abwurf',
      runden: 2,
      seed: 77,
    });
    const ended = dudab.play(s, ziehen(A));
    const next = dudab.play(ended, naechsteRunde(B));
    // By hand: shuffle, 3 cards each one at a time from the start player B, then the rows.
    const deck = shuffle(CARD_IDS, makeRng(deriveSeed(77, 2)));
    const hands: string[][] = [[], []];
    for (let i = 0; i < 6; i++) hands[(B + i) % 2]!.push(deck[i]!);
    const sort = (h: string[]) => [...h].sort((x, y) => CARD_IDS.indexOf(x) - CARD_IDS.indexOf(y));
    expect(next.hands).toEqual(hands.map(sort));
    expect(next.runde).toBe(2);
    expect(next.startSpieler).toBe(B);
    expect(dudab.toAct(next)).toBe(B);
    expect(next.punkte).toEqual(ended.punkte);
    expect(next.sammelstapel).toEqual([[], []]);
    expect(next.reihen.every((r) => r.karten.length === 1 && r.karten[0]!.startsWith('Z-'))).toBe(true);
  });
});

describe('#33 scoring (§7)', () => {
  test.each([
    [['S-rot-1', 'S-rot-2', 'D-1'], 5],
    [['D-1', 'D-2', 'S-blau-1', 'Z-rot-hand-4', 'Z-gelb-fell-1'], -3],
    [['Z-rot-hand-3', 'Z-blau-fell-2'], 5],
    [['D-1', 'D-2', 'D-3'], 0],
    [['S-rot-1', 'S-gelb-1', 'S-blau-2', 'D-8'], 10],
  ])('%j scores %i at round end', (cards, expected) => {
    // B's Sammelstapel and hand together are exactly `cards` (the first two are the hand); A draws the last card.
    const s = pos({
      rows: [['Z-gruen-hand-2'], ['Z-gruen-fell-4']],
      hands: [['Z-gruen-keule-1', 'Z-gruen-keule-2'], cards.slice(0, 2)],
      sammel: [[], cards.slice(2)],
      pile: ['Z-gruen-mammut-3'],
      rest: 'abwurf',
      runden: 1,
    });
    const after = dudab.play(s, ziehen(A));
    expect(after.punkte[0]![B]).toBe(expected);
    // A: 1 + 2 + 3
    expect(after.punkte[0]![A]).toBe(6);
  });
});

describe('#34 setup (§3)', () => {
  test.each([
    [4, 2, 66],
    [5, 3, 62],
    [2, 2, 72],
    [6, 3, 59],
  ])('%i players: 3 cards each, %i rows of one Ziffer-Karte, pile %i', (n, rows, pile) => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = dudab.deal({ spieler: n, runden: n, startSeat: 0 }, seed);
      expect(s.hands.map((h) => h.length)).toEqual(new Array(n).fill(3));
      expect(s.reihen).toHaveLength(rows);
      for (const r of s.reihen) {
        expect(r.karten).toHaveLength(1);
        expect(r.karten[0]).toMatch(/^Z-/);
        expect(r.wunsch).toBeNull();
      }
      expect(s.nachziehstapel).toHaveLength(pile);
      expect(dudab.phase(s)).toBe('zug');
      expect(dudab.toAct(s)).toBe(0);
    }
  });
});

describe('#35 end of game', () => {
  test('N = 3, totals after 3 rounds A 12, B 7, C 7: winners B and C', () => {
    const round3 = (toAct?: number) =>
      pos({
        n: 3,
        runden: 3,
        runde: 3,
        punkte: [
          [5, 3, 4],
          [6, 4, 3],
        ],
        rows: [['Z-gruen-hand-2'], ['Z-gruen-fell-4']],
        hands: [
          ['Z-rot-hand-1', 'Z-gelb-hand-1', 'Z-blau-hand-1'],
          ['D-1', 'D-2'],
          ['D-3', 'D-4'],
        ],
        pile: ['D-8'],
        rest: 'abwurf',
        ...(toAct === undefined ? {} : { toAct }),
      });
    // Round 3 starts with seat (0 + 3 − 1) mod 3 = 2.
    expect(dudab.toAct(round3())).toBe(C);
    // Here A draws the last card.
    const s2 = round3(A);
    const end = dudab.play(s2, ziehen(A));
    // A: 1 + 1 + 1 with one Dudab-Karte converting a 1 → 1; B 0; C 0.
    expect(end.punkte[2]).toEqual([1, 0, 0]);
    expect(dudab.isOver(end)).toBe(true);
    const o = dudab.outcome(end);
    expect(o.scores!.totals).toEqual([12, 7, 7]);
    expect(o.winners).toEqual([B, C]);
    expect(o.losers).toEqual([A]);
    expect(o.places).toEqual([[B, C], [A]]);
    expect(o.scores).toEqual({
      rounds: [
        [5, 3, 4],
        [6, 4, 3],
        [1, 0, 0],
      ],
      totals: [12, 7, 7],
      better: 'niedrig',
      unit: 'Punkte',
    });
    expect(ofType(end, 'GameOver')).toEqual([{ type: 'GameOver', scores: [12, 7, 7], winners: [B, C] }]);
  });
});

describe('turn order and other refusals', () => {
  const s = pos({
    rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
    hands: [
      ['Z-blau-keule-3', 'Z-gruen-fell-1'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-3'],
    ],
  });
  test('a move by the wrong seat', () => expectIllegal(s, legen(B, 'Z-gelb-hand-3', 1), 'legen', /^Du bist gerade nicht am Zug/));
  test('a card not in hand', () => expectIllegal(s, legen(A, 'Z-rot-hand-1', 0), 'legen', 'Rot · Hand · 1 hast du nicht auf der Hand.'));
  test('a row that does not exist', () =>
    expectIllegal(s, legen(A, 'Z-blau-keule-3', 2), 'legen', 'Diese Reihe gibt es nicht: Es liegen 2 Reihen aus, Reihe 1 bis 2.'));
  test('strafe without a curse', () =>
    expectIllegal(s, strafe(A), 'schamane', 'Die Strafe nimmt nur, wer verhext ist – und du bist gerade nicht verhext.'));
  test('reduzieren outside „6 nimmt“', () => expectIllegal(s, reduzieren(A, ['Z-blau-keule-3', 'Z-gruen-fell-1'], 'abwurf'), 'reduzieren'));
  test('entsorgen with a legal hand', () => expectIllegal(s, entsorgen(A, ['Z-blau-keule-3']), 'entsorgen'));
  test('naechsteRunde during a round', () =>
    expectIllegal(
      s,
      naechsteRunde(A),
      'rundenende',
      'Die Runde läuft noch: Sie endet erst, wenn die letzte Karte vom Nachziehstapel gezogen ist.',
    ));
  test('malformed moves', () => {
    expectIllegal(s, { type: 'schummeln', seat: A } as unknown as DudabMove, 'ziel', 'Diesen Spielzug gibt es im Dudab nicht.');
    expectIllegal(s, { type: 'ziehen', seat: 7 } as DudabMove, 'ziel', 'Diesen Platz gibt es in diesem Spiel nicht.');
    expectIllegal(
      s,
      { type: 'legen', seat: A, karte: 'Z-lila-hand-1', reihe: 0 } as DudabMove,
      'karten',
      '„Z-lila-hand-1“ ist keine Karte dieses Spiels.',
    );
    expectIllegal(
      s,
      { type: 'legen', seat: A, karte: ['Z-blau-keule-3', 'Z-gruen-fell-1'], reihe: 0 } as unknown as DudabMove,
      'legen',
      'Du legst immer nur eine Karte auf einmal ab.',
    );
    expectIllegal(
      s,
      { type: 'ziehen', seat: A, extra: 1 } as unknown as DudabMove,
      'nachziehen',
      'Dieser Spielzug enthält Angaben, die nicht zu ihm gehören.',
    );
  });
  test('after the game: nothing', () => {
    const end = pos({
      rows: [['Z-rot-hand-2'], ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-fell-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-3'],
      ],
      pile: ['Z-blau-hand-1'],
      rest: 'abwurf',
      runden: 1,
    });
    const over = dudab.play(end, ziehen(A));
    expect(engine.legalMoves(over)).toEqual([]);
    expectIllegal(over, ziehen(B), 'mehrere-runden', 'Das Spiel ist schon vorbei: Alle Runden sind gespielt.');
  });
  test('legalMoves are listed in the documented order', () => {
    const t = pos({
      rows: [['Z-rot-hand-2'], ['Z-blau-keule-1']],
      hands: [
        ['Z-blau-keule-3', 'Z-gelb-fell-1', 'D-3'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-3'],
      ],
    });
    const legal = engine.legalMoves(t);
    // Canonical hand order: Z-gelb-fell-1 (on R0: −1; on R1: 1 on 1, no), Z-blau-keule-3 (on R0: +1;
    // on R1: same colour and symbol), then D-3 on R0 × 12 wishes, R1 × 12 wishes; then ziehen.
    expect(legal.slice(0, 2)).toEqual([legen(A, 'Z-gelb-fell-1', 0), legen(A, 'Z-blau-keule-3', 0)]);
    expect(legal.slice(2, 5)).toEqual([
      legen(A, 'D-3', 0, farbe('rot')),
      legen(A, 'D-3', 0, farbe('gelb')),
      legen(A, 'D-3', 0, farbe('gruen')),
    ]);
    expect(legal[2 + 11]).toEqual(legen(A, 'D-3', 0, ziffer(4)));
    expect(legal[2 + 12]).toEqual(legen(A, 'D-3', 1, farbe('rot')));
    expect(legal.at(-1)).toEqual(ziehen(A));
    expect(legal).toHaveLength(2 + 24 + 1);
    expect(keys(legal)).toEqual(keys(engine.legalMoves(t)));
  });
});

describe('moves never change their input', () => {
  test('a line through reduce, curse and penalty leaves every intermediate state intact', () => {
    const s = pos({
      rows: [['Z-gelb-keule-1', 'Z-blau-mammut-2', 'Z-gelb-hand-3', 'Z-gruen-fell-1', 'Z-gelb-fell-2'], ['Z-gelb-fell-4']],
      hands: [
        ['S-gelb-1', 'Z-gruen-hand-2', 'Z-rot-keule-3', 'Z-blau-fell-1'],
        ['Z-rot-fell-2', 'Z-blau-hand-4'],
      ],
    });
    const line: DudabMove[] = [legen(A, 'S-gelb-1', 0), reduzieren(A, ['Z-rot-keule-3', 'Z-blau-fell-1'], 'abwurf'), strafe(B)];
    const snapshot = JSON.stringify(s);
    playAll(s, line);
    expect(JSON.stringify(s)).toBe(snapshot);
  });
});
