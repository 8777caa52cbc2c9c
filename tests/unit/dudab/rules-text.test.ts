/**
 * Where readers hesitated (issue 30, point 12): the rules page answers two questions directly, and
 * the engine plays the situations as the page says.
 * - A wish is open, no card fulfils it, but a card would fit another row: not allowed – show the
 *   hand and draw (or lay a Dudab-Karte).
 * - A shaman may be the sixth card („6 nimmt“): the row starts anew with it, and the next player is
 *   cursed.
 */
import { describe, expect, test } from 'vitest';
import { sectionOf } from '../../helpers/rulesPage';
import { dudab, expectIllegal, expectLegal, farbe, legen, nichtReduzieren, ofType, pos, ziehen } from './helpers';

const A = 0;
const B = 1;

describe('a wish nobody can fulfil, with a card that fits another row', () => {
  // Row 1 wishes „Gelb“; Blau · Keule · 3 would fit on Gelb · Fell · 4 in row 2.
  const s = pos({
    rows: [{ karten: ['Z-rot-hand-2', 'D-1'], wunsch: farbe('gelb') }, ['Z-gelb-fell-4']],
    hands: [
      ['Z-blau-keule-3', 'Z-rot-mammut-1'],
      ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
    ],
    pile: ['Z-blau-fell-2', 'Z-rot-fell-3'],
  });

  test('the engine: the fitting card may not go to the other row; showing the hand and drawing is the move', () => {
    expect(dudab.phase(s)).toBe('wunsch');
    expectIllegal(s, legen(A, 'Z-blau-keule-3', 1), 'wuenschen');
    expectLegal(s, ziehen(A));
    const after = dudab.play(s, ziehen(A));
    const shown = ofType(after, 'HandShown');
    expect(shown.map((e) => e.seat)).toEqual([A]);
    expect([...shown[0]!.karten].sort()).toEqual(['Z-blau-keule-3', 'Z-rot-mammut-1']);
  });

  test('the page says so in the wish section', () => {
    const text = sectionOf('dudab', 'wunsch-bindet');
    expect(text).toMatch(
      /auch, wenn eine deiner Karten auf eine andere Reihe passen würde: Solange ein Wunsch offen ist, darfst du sie dort nicht ablegen/,
    );
  });
});

describe('a shaman as the sixth card', () => {
  const full = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'D-6', 'Z-gruen-fell-1', 'Z-rot-hand-2'];
  const s = pos({
    rows: [full, ['Z-gelb-fell-4']],
    hands: [
      ['S-rot-1', 'Z-blau-keule-3', 'Z-gelb-hand-4', 'D-2'],
      ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
    ],
    pile: ['Z-blau-fell-2', 'Z-rot-fell-3'],
  });

  test('the engine: legal, „6 nimmt“ takes the five, the shaman starts the row, the next player is cursed', () => {
    expectLegal(s, legen(A, 'S-rot-1', 0));
    const after = dudab.play(s, legen(A, 'S-rot-1', 0));
    expect(ofType(after, 'SechsNimmt')).toEqual([{ type: 'SechsNimmt', seat: A, reihe: 0, karten: full }]);
    expect(after.reihen[0]!.karten).toEqual(['S-rot-1']);
    const next = dudab.play(after, nichtReduzieren(A));
    expect(dudab.toAct(next)).toBe(B);
    expect(dudab.phase(next)).toBe('verhext');
  });

  test('the page says so under „6 nimmt“', () => {
    const text = sectionOf('dudab', 'sechs-nimmt');
    expect(text).toMatch(/Auch ein Schamane darf die sechste Karte sein/);
  });
});
