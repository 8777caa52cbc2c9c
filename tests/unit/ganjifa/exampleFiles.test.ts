/**
 * The Ganjifa example files (content/beispiele/ganjifa/*.yaml) through the format's reader
 * (core/exampleFormat.ts): the real files all pass, and a broken copy of bedienen.yaml, changed in
 * memory, fails with a German message that names the file, the step and — for a move the engine
 * refuses — the rule. The build runs the same checks (collection schema of src/content.config.ts).
 */
import { describe, expect, test } from 'vitest';
import { ganjifaExampleSchema } from '../../../src/games/ganjifa/exampleFormat';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import { allExampleFilesRead, buildReportsRefusedMove, exampleFile } from '../../helpers/exampleFiles';

const FILE = 'content/beispiele/ganjifa/bedienen.yaml';
const { failure, broken } = exampleFile(ganjifa, ganjifaExampleSchema, FILE);
// Step 3: you hold Narasimha 2 and 9, so the Rama 3 (trump) may not be played.
const TRUMPED = broken('{ type: PLAY, seat: Du, card: NAR-9 }', '{ type: PLAY, seat: Du, card: RAM-3 }');

buildReportsRefusedMove(ganjifa, ganjifaExampleSchema, TRUMPED, 3, 'bedienen');
allExampleFilesRead(ganjifa, ganjifaExampleSchema, 8);

describe('a broken example names the file, the step and what is wrong', () => {
  test('a move the engine refuses: trumping while you can follow suit (§3), with the rule', () => {
    const message = failure(TRUMPED);
    expect(message).toMatch(/^content\/beispiele\/ganjifa\/bedienen\.yaml, Schritt 3: .*Narasimha.* \(Regel „bedienen“\)\.$/);
  });

  test.each([
    [
      'an unknown card',
      'card: NAR-M }',
      'card: NAR-11 }',
      'Schritt 1, move.card: „NAR-11“ ist keine Karte des Ganjifa-Spiels (z. B. KUR-1, RAM-R, PAR-10)',
    ],
    ['an unknown seat', '  leader: Anna\n', '  leader: Carla\n', 'layout.leader: „Carla“ ist kein Platz (erlaubt: Du, Anna, Bernd)'],
    ['an unknown period', '  period: day\n', '  period: tag\n', 'layout.period: „tag“ ist nicht erlaubt'],
    [
      'a wrong answer that no other legal move matches',
      '      - when: { card: NAR-2 }',
      '      - when: { card: MAT-5 }',
      'Schritt 3: wrong: {"card":"MAT-5"} trifft keinen anderen erlaubten Zug.',
    ],
  ])('%s', (_name, piece, by, expected) => {
    expect(failure(broken(piece, by))).toBe(`${FILE}, ${expected}`);
  });
});
