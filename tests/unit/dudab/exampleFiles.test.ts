/**
 * The Dudab example files (content/beispiele/dudab/*.yaml) through the format's reader
 * (core/exampleFormat.ts): the real files all pass, and a broken copy of ziffern-legen.yaml, changed
 * in memory, fails with a German message that names the file, the step and — for a move the engine
 * refuses — the rule. The build runs the same checks (collection schema of src/content.config.ts).
 */
import { describe, expect, test } from 'vitest';
import { readGameExamples } from '../../../src/games/core/exampleFormat';
import { dudabExampleSchema } from '../../../src/games/dudab/exampleFormat';
import { dudab } from '../../../src/games/dudab/rules';
import { allExampleFilesRead, buildReportsRefusedMove, exampleFile } from '../../helpers/exampleFiles';

const FILE = 'content/beispiele/dudab/ziffern-legen.yaml';
const { failure, broken } = exampleFile(dudab, dudabExampleSchema, FILE);
// Step 2: Rot · Keule · 3 on Rot · Hand · 2 (Reihe 1) — the same colour, so it does not fit (§4).
const SAME_COLOUR = broken('karte: Z-blau-keule-3, reihe: 0 }', 'karte: Z-rot-keule-3, reihe: 0 }');

buildReportsRefusedMove(dudab, dudabExampleSchema, SAME_COLOUR, 2, 'legen');
allExampleFilesRead(dudab, dudabExampleSchema, 6);

describe('a broken example names the file, the step and what is wrong', () => {
  test('a card that does not fit the row: the reason and the rule', () => {
    expect(failure(SAME_COLOUR)).toMatch(/^content\/beispiele\/dudab\/ziffern-legen\.yaml, Schritt 2: .*Farbe.* \(Regel „legen“\)\.$/);
  });

  test.each([
    [
      'an unknown card',
      'karte: Z-gruen-hand-2, reihe: 0 }',
      'karte: Z-lila-hand-2, reihe: 0 }',
      'Schritt 3, move.karte: „Z-lila-hand-2“ ist keine Karte des Dudab-Spiels (z. B. Z-blau-keule-3, S-gruen-1, D-2)',
    ],
    [
      'an unknown move',
      '{ type: ziehen, seat: Du }',
      '{ type: passen, seat: Du }',
      'Schritt 4, move.type: muss eins davon sein: legen, ziehen, strafe, reduzieren, nichtReduzieren, entsorgen, naechsteRunde',
    ],
    ['a misspelt layout field', '  nachziehstapel:', '  nachziehStapel:', 'layout: unbekanntes Feld „nachziehStapel“'],
    [
      'a wrong answer that no other legal move matches',
      '      - when: { type: ziehen }',
      '      - when: { type: strafe }',
      'Schritt 2: wrong: {"type":"strafe"} trifft keinen anderen erlaubten Zug.',
    ],
  ])('%s', (_name, piece, by, expected) => {
    expect(failure(broken(piece, by))).toBe(`${FILE}, ${expected}`);
  });
});

test('the order of the spec’s list comes first, further files follow in file-name order, a listed id needs its file', () => {
  const ids = (order: string[]) => readGameExamples(dudab, dudabExampleSchema, order).map((s) => s.id);
  expect(ids(['rundenende', 'volle-hand'])).toEqual([
    'rundenende',
    'volle-hand',
    'dudab-wunsch',
    'schamane-verhext',
    'sechs-nimmt',
    'ziffern-legen',
  ]);
  expect(() => ids(['volle-hand', 'gibt-es-nicht'])).toThrow('content/beispiele/dudab/gibt-es-nicht.yaml, Datei: fehlt');
});
