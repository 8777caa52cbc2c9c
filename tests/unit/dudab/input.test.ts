/**
 * The Dudab input model (src/games/dudab/input.ts) through the shared resolver (core/input.ts):
 * every legal move is reachable by a selection, Dudab wishes are a choice among twelve moves,
 * reducing and dumping are select-then-confirm, and a wrong selection gets the engine's reason.
 */
import { describe, expect, test } from 'vitest';
import {
  buttonMoves,
  cardsNeeded,
  offersAt,
  playableCards,
  resolveSelection,
  targetsFor,
  type Selection,
} from '../../../src/games/core/input';
import { cardUse, selectionCaption } from '../../../src/components/dudab/dudab-ui';
import { sameData } from '../../../src/games/core/data';
import { dudabInput, rowTarget } from '../../../src/games/dudab/input';
import type { DudabState } from '../../../src/games/dudab/types';
import { engine, pos } from './helpers';
import { withReason } from '../../helpers/refusal';

const sel = (cards: string[], target: string | null = null): Selection => ({ cards, target });
const resolve = (s: DudabState, x: Selection, seat = 0) => withReason(engine.check, s, resolveSelection(engine, dudabInput, s, seat, x));

describe('every legal move is reachable', () => {
  test('in 300 positions of random matches, each legal move is found by its selection or is a button', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      let s = engine.deal({ spieler: 3, runden: 1, startSeat: 0 }, seed);
      for (let i = 0; i < 100 && !engine.isOver(s); i++) {
        const legal = engine.legalMoves(s);
        const seat = engine.toAct(s)!;
        for (const m of legal) {
          const x = dudabInput.selectionOf(m);
          if (x === null) {
            expect(buttonMoves(dudabInput, legal)).toContainEqual(m);
            continue;
          }
          const r = resolve(s, x, seat);
          expect(r.kind).toBe('moves');
          if (r.kind === 'moves') expect(r.moves.some((y) => sameData(y, m))).toBe(true);
          checked++;
        }
        s = engine.play(s, legal[(i * 13) % legal.length]!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('legen: one card and a row', () => {
  // Z-blau-keule-3 fits row 1 only (on Blau · Keule · 1: same colour and symbol); Z-rot-keule-3 fits nowhere.
  const s = pos({
    rows: [['Z-rot-hand-2'], ['Z-blau-keule-1']],
    hands: [
      ['Z-blau-keule-3', 'Z-rot-keule-3', 'D-1'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
  });
  test('a card alone asks for the row', () => {
    expect(resolve(s, sel(['Z-blau-keule-3']))).toEqual({ kind: 'partial', needCards: false, needTarget: true, targets: ['reihe-0'] });
    expect(targetsFor(dudabInput, engine.legalMoves(s), ['D-1'])).toEqual(['reihe-0', 'reihe-1']);
  });
  test('card + row is the move', () => {
    expect(resolve(s, sel(['Z-blau-keule-3'], rowTarget(0)))).toEqual({
      kind: 'moves',
      moves: [{ type: 'legen', seat: 0, karte: 'Z-blau-keule-3', reihe: 0 }],
      more: false,
    });
  });
  test('a Dudab-Karte on a row: the twelve wishes to choose from', () => {
    const r = resolve(s, sel(['D-1'], rowTarget(1)));
    expect(r.kind).toBe('moves');
    if (r.kind === 'moves') {
      expect(r.moves).toHaveLength(12);
      expect(r.moves.map((m) => (m.type === 'legen' ? m.wunsch : null))).toEqual([
        { art: 'farbe', wert: 'rot' },
        { art: 'farbe', wert: 'gelb' },
        { art: 'farbe', wert: 'gruen' },
        { art: 'farbe', wert: 'blau' },
        { art: 'symbol', wert: 'hand' },
        { art: 'symbol', wert: 'keule' },
        { art: 'symbol', wert: 'mammut' },
        { art: 'symbol', wert: 'fell' },
        { art: 'ziffer', wert: 1 },
        { art: 'ziffer', wert: 2 },
        { art: 'ziffer', wert: 3 },
        { art: 'ziffer', wert: 4 },
      ]);
    }
  });
  test('a card that does not fit gets the engine’s reason', () => {
    expect(resolve(s, sel(['Z-rot-keule-3'], rowTarget(0)))).toMatchObject({
      kind: 'refused',
      rule: 'legen',
      reason: expect.stringMatching(/^Gleiche Farbe/),
    });
    // without a target: tried on row 1
    expect(resolve(s, sel(['Z-rot-keule-3']))).toMatchObject({
      kind: 'refused',
      rule: 'legen',
      reason: expect.stringMatching(/^Gleiche Farbe/),
    });
    // two cards for one row name no move: the table never keeps them (a second card replaces the first)
    expect(resolve(s, sel(['Z-blau-keule-3', 'Z-rot-keule-3'], rowTarget(0)))).toMatchObject({ kind: 'refused', attempt: null });
  });
  test('playable cards and the button', () => {
    expect([...playableCards(dudabInput, engine.legalMoves(s))].sort()).toEqual(['D-1', 'Z-blau-keule-3']);
    expect(buttonMoves(dudabInput, engine.legalMoves(s))).toEqual([{ type: 'ziehen', seat: 0 }]);
  });
  test('a wish row: a lone card is tried on the wish row', () => {
    const w = pos({
      rows: [['Z-rot-hand-2'], { karten: ['Z-blau-fell-3', 'D-3'], wunsch: { art: 'farbe', wert: 'gelb' } }],
      hands: [
        ['Z-rot-keule-1', 'Z-blau-keule-3'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
    });
    expect(resolve(w, sel(['Z-rot-keule-1']))).toMatchObject({
      kind: 'refused',
      rule: 'wuenschen',
      reason: 'Rot · Keule · 1 erfüllt den Wunsch in Reihe 2 nicht: Gewünscht ist die Farbe Gelb.',
    });
  });
});

describe('ziehen with five cards: a card into the Sammelstapel', () => {
  const s = pos({
    rows: [['Z-blau-hand-1'], ['Z-gelb-hand-4']],
    hands: [
      ['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4', 'Z-blau-fell-2'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
  });
  test('card + „sammelstapel“ is the draw; there is no plain draw button', () => {
    expect(resolve(s, sel(['Z-rot-fell-4'], 'sammelstapel'))).toEqual({
      kind: 'moves',
      moves: [{ type: 'ziehen', seat: 0, inStapel: 'Z-rot-fell-4' }],
      more: false,
    });
    expect(buttonMoves(dudabInput, engine.legalMoves(s))).toEqual([]);
    expect(resolve(s, sel(['Z-rot-fell-4']))).toEqual({ kind: 'partial', needCards: false, needTarget: true, targets: ['sammelstapel'] });
  });
  test('two cards for the Sammelstapel name no move (outside entsorgen the table never collects them)', () => {
    expect(resolve(s, sel(['Z-rot-fell-4', 'Z-blau-fell-2'], 'sammelstapel'))).toMatchObject({ kind: 'refused', attempt: null });
  });
  test('the offer: „Nachziehen“ waits for a card (not shown as refused, yet check explains it), then that card goes into the Sammelstapel', () => {
    const legal = engine.legalMoves(s);
    expect(offersAt(dudabInput, s, 0, sel([]), legal)).toEqual([{ move: { type: 'ziehen', seat: 0 }, legal: true }]);
    expect(engine.check(s, { type: 'ziehen', seat: 0 })).toMatchObject({ ok: false, rule: 'nachziehen' });
    expect(offersAt(dudabInput, s, 0, sel(['Z-blau-fell-2']), legal)).toEqual([
      { move: { type: 'ziehen', seat: 0, inStapel: 'Z-blau-fell-2' }, legal: true },
    ]);
  });
  test('what a card can do: one that fits no row goes only into the Sammelstapel (issue 15.17)', () => {
    // Rot · Keule · 2 fits row 1 (on Blau · Hand · 1: another colour, another symbol, one higher);
    // Blau · Fell · 2 shares the colour of row 1's top and is not one higher than row 2's 4.
    const five = pos({
      rows: [['Z-blau-hand-1'], ['Z-gelb-hand-4']],
      hands: [
        ['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-rot-keule-2', 'Z-gruen-keule-4', 'Z-blau-fell-2'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
    });
    const legal = engine.legalMoves(five);
    expect(targetsFor(dudabInput, legal, ['Z-rot-keule-2'])).toEqual(['reihe-0', 'sammelstapel']);
    expect(targetsFor(dudabInput, legal, ['Z-blau-fell-2'])).toEqual(['sammelstapel']);
    expect(cardUse(targetsFor(dudabInput, legal, ['Z-blau-fell-2']))).toBe('nur in den Sammelstapel');
    expect(cardUse(targetsFor(dudabInput, legal, ['Z-rot-keule-2']))).toBeNull();
    expect(cardUse([])).toBeNull();
  });
  test('the position does not collect: a lone card is matched at once', () => {
    expect(dudabInput.collects!(s, 0)).toBe(false);
  });
  test('with four cards the Sammelstapel is not a target', () => {
    const four = pos({
      rows: [['Z-blau-hand-1'], ['Z-gelb-hand-4']],
      hands: [
        ['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
    });
    expect(resolve(four, sel(['Z-rot-fell-4'], 'sammelstapel'))).toMatchObject({
      kind: 'refused',
      reason: 'Eine Karte in den Sammelstapel legst du beim Nachziehen nur, wenn du schon fünf Karten auf der Hand hast.',
    });
  });
});

describe('reduzieren: select the two cards to keep, then where the rest goes', () => {
  const s = pos({
    rows: [['Z-blau-keule-3'], ['Z-gelb-fell-4']],
    hands: [
      ['D-2', 'Z-rot-hand-4', 'S-gruen-1'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
    phase: 'reduzieren',
  });
  test('one card: more cards needed; two: the target', () => {
    expect(resolve(s, sel(['D-2']))).toMatchObject({ kind: 'partial', needCards: true });
    expect(resolve(s, sel(['S-gruen-1', 'Z-rot-hand-4']))).toEqual({
      kind: 'partial',
      needCards: false,
      needTarget: true,
      targets: ['abwurf', 'stapel'],
    });
    expect(resolve(s, sel(['S-gruen-1', 'Z-rot-hand-4'], 'stapel'))).toEqual({
      kind: 'moves',
      moves: [{ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-4', 'S-gruen-1'], ziel: 'stapel' }],
      more: false,
    });
  });
  test('the refused Sammelstapel gets its reason; keeping three is explained', () => {
    expect(resolve(s, sel(['D-2', 'S-gruen-1'], 'stapel'))).toMatchObject({
      kind: 'refused',
      rule: 'reduzieren',
      reason: expect.stringMatching(/^In den Sammelstapel nur, wenn eine Dudab-Karte dabei ist/),
    });
    expect(resolve(s, sel(['D-2', 'S-gruen-1', 'Z-rot-hand-4'], 'abwurf'))).toMatchObject({
      kind: 'refused',
      reason: 'Du musst genau zwei Karten behalten – alle anderen legst du ab.',
    });
  });
  test('nichtReduzieren is a button', () => {
    expect(buttonMoves(dudabInput, engine.legalMoves(s))).toEqual([{ type: 'nichtReduzieren', seat: 0 }]);
  });
  test('the position collects; a complete answer keeps two cards; the three offers carry the chosen cards', () => {
    const legal = engine.legalMoves(s);
    expect(dudabInput.collects!(s, 0)).toBe(true);
    expect(cardsNeeded(dudabInput, legal)).toBe(2);
    const offers = offersAt(dudabInput, s, 0, sel(['S-gruen-1', 'Z-rot-hand-4']), legal);
    expect(offers.map((o) => [o.move, o.legal])).toEqual([
      [{ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-4', 'S-gruen-1'], ziel: 'abwurf' }, true],
      // the rest holds the Dudab-Karte, so it may go into the Sammelstapel
      [{ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-4', 'S-gruen-1'], ziel: 'stapel' }, true],
      [{ type: 'nichtReduzieren', seat: 0 }, true],
    ]);
    expect(selectionCaption(offers)).toBe('Du behältst');
    // one card kept is no answer yet: both „Rest …“ buttons are refused
    expect(offersAt(dudabInput, s, 0, sel(['D-2']), legal).map((o) => o.legal)).toEqual([false, false, true]);
  });
});

describe('entsorgen: select exactly the excess cards', () => {
  const s = engine.play(
    pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'Z-blau-keule-4'],
      ],
      toAct: 1,
      verhext: { seat: 1, reihe: 0 },
      pile: ['Z-gruen-mammut-2', 'Z-gelb-hand-1', 'Z-gelb-hand-2'],
    }),
    { type: 'strafe', seat: 1 },
  );
  test('one card too few: more cards needed; the right number: the move', () => {
    expect(s.phase).toBe('entsorgen');
    expect(s.hands[1]).toHaveLength(7);
    expect(resolve(s, sel(['Z-rot-fell-1']), 1)).toMatchObject({ kind: 'partial', needCards: true });
    expect(resolve(s, sel(['Z-rot-fell-3', 'Z-rot-fell-1']), 1)).toEqual({
      kind: 'moves',
      moves: [{ type: 'entsorgen', seat: 1, karten: ['Z-rot-fell-1', 'Z-rot-fell-3'] }],
      more: false,
    });
  });
  test('the position collects; a complete answer is 7 − 5 = 2 cards; the offer sends the chosen ones', () => {
    const legal = engine.legalMoves(s);
    expect(dudabInput.collects!(s, 1)).toBe(true);
    expect(cardsNeeded(dudabInput, legal)).toBe(2);
    const offers = offersAt(dudabInput, s, 1, sel(['Z-rot-fell-3', 'Z-rot-fell-1']), legal);
    expect(offers).toEqual([{ move: { type: 'entsorgen', seat: 1, karten: ['Z-rot-fell-1', 'Z-rot-fell-3'] }, legal: true }]);
    expect(selectionCaption(offers)).toBe('Gewählt');
    expect(offersAt(dudabInput, s, 1, sel([]), legal)).toEqual([{ move: { type: 'entsorgen', seat: 1, karten: [] }, legal: false }]);
  });
  test('three cards: the engine explains the number', () => {
    expect(resolve(s, sel(['Z-rot-fell-1', 'Z-rot-fell-3', 'Z-gelb-hand-1']), 1)).toMatchObject({
      kind: 'refused',
      rule: 'entsorgen',
      reason: 'Du hast 7 Karten auf der Hand und darfst nur fünf behalten: Lege genau 2 Karten in deinen Sammelstapel.',
    });
  });
});

describe('offers when cursed and at a round’s end', () => {
  test('cursed: „Strafe nehmen“ is offered, legal only when no answer is possible', () => {
    const cursed = pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1'],
      ],
      verhext: { seat: 0, reihe: 0 },
    });
    expect(cursed.phase).toBe('verhext');
    expect(offersAt(dudabInput, cursed, 0, sel([]), engine.legalMoves(cursed))).toEqual([
      { move: { type: 'strafe', seat: 0 }, legal: true },
    ]);
    const answer = pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['S-gruen-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1'],
      ],
      verhext: { seat: 0, reihe: 0 },
    });
    expect(offersAt(dudabInput, answer, 0, sel([]), engine.legalMoves(answer))).toEqual([
      { move: { type: 'strafe', seat: 0 }, legal: false },
    ]);
  });
});
