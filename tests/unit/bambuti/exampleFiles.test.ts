/**
 * The Bambuti example files (content/beispiele/bambuti/*.yaml) through the format's reader
 * (core/exampleFormat.ts): the real files all pass, and a broken copy of eigene-reihe.yaml, changed
 * in memory, fails with a German message that names the file, the step and — for a move the engine
 * refuses — the rule. The build runs the same checks (collection schema of src/content.config.ts).
 */
import { describe, expect, test } from 'vitest';
import { bambutiExampleSchema } from '../../../src/games/bambuti/exampleFormat';
import { bambuti } from '../../../src/games/bambuti/rules';
import { allExampleFilesRead, buildReportsRefusedMove, exampleFile } from '../../helpers/exampleFiles';

const FILE = 'content/beispiele/bambuti/eigene-reihe.yaml';
const { failure, broken } = exampleFile(bambuti, bambutiExampleSchema, FILE);
// Step 2: the Blau 3 on Anna's Rot 4 — on the opponent's row only the same colour may be placed (§5.3).
const OTHER_COLOUR = broken('karte: M-blau-3, reihe: Du, spalte: 1 }', 'karte: M-blau-3, reihe: Anna, spalte: 1 }');

buildReportsRefusedMove(bambuti, bambutiExampleSchema, OTHER_COLOUR, 2, 'gegnerische-reihe');
allExampleFilesRead(bambuti, bambutiExampleSchema, 7);

describe('a broken example names the file, the step and what is wrong', () => {
  test('a mask of another colour on the opponent’s row: the reason and the rule', () => {
    expect(failure(OTHER_COLOUR)).toMatch(
      /^content\/beispiele\/bambuti\/eigene-reihe\.yaml, Schritt 2: .*Farbe.* \(Regel „gegnerische-reihe“\)\.$/,
    );
  });

  test.each([
    [
      'an unknown mask',
      'karte: M-rot-7, reihe: Du, spalte: 2 }',
      'karte: M-rot-11, reihe: Du, spalte: 2 }',
      'Schritt 3, move.karte: „M-rot-11“ ist keine Maskenkarte des Bambuti-Spiels (z. B. M-blau-7, M-weiss-10)',
    ],
    [
      'a column that does not exist',
      'karte: M-rot-7, reihe: Du, spalte: 2 }',
      'karte: M-rot-7, reihe: Du, spalte: 6 }',
      'Schritt 3, move.spalte: höchstens 5',
    ],
  ])('%s', (_name, piece, by, expected) => {
    expect(failure(broken(piece, by))).toBe(`${FILE}, ${expected}`);
  });
});
