/**
 * The Durak example files (content/beispiele/durak/*.yaml) through the format's reader
 * (core/exampleFormat.ts): the real files all pass, and a broken copy, changed in memory, fails
 * with a German message that names the file, the step and — for a move the engine refuses — the rule.
 * The build's check is the collection schema of src/content.config.ts: Astro names the file, the
 * issue says the step and the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ExampleError, exampleCollectionSchema, readExample, readGameExamples } from '../../../src/games/core/exampleFormat';
import { durakExampleSchema } from '../../../src/games/durak/exampleFormat';
import { durak } from '../../../src/games/durak/rules';

const DIR = 'content/beispiele/durak';
const FILE = `${DIR}/trumpf.yaml`;
const SOURCE = readFileSync(FILE, 'utf8');

/** The error message of reading `source` as trumpf.yaml, or null when it reads. */
function failure(source: string): string | null {
  try {
    readExample(durak, durakExampleSchema, FILE, source);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ExampleError);
    return (e as Error).message;
  }
}

/** trumpf.yaml with one exact piece replaced (the piece must be there once). */
function broken(piece: string, by: string): string {
  expect(SOURCE.split(piece).length, piece).toBe(2);
  return SOURCE.replace(piece, by);
}

test('every file of content/beispiele/durak reads and replays, one example each', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml'));
  const examples = readGameExamples(durak, durakExampleSchema);
  expect(examples.map((s) => `${s.id}.yaml`)).toEqual(files.sort());
  expect(files.length).toBeGreaterThanOrEqual(9);
});

test('the unchanged copy reads (the broken ones below differ from it in one place only)', () => {
  expect(failure(SOURCE)).toBeNull();
});

describe('a broken example names the file, the step and what is wrong', () => {
  test('a move the engine refuses: the reason and the rule', () => {
    // Step 4: you must beat the Kreuz 6; Karo is not trump here (Herz is), so the Karo 9 does not beat it.
    const message = failure(
      broken('{ type: DEFEND, seat: Du, attackCard: C6, card: C10 }', '{ type: DEFEND, seat: Du, attackCard: C6, card: D9 }'),
    );
    expect(message).toMatch(/^content\/beispiele\/durak\/trumpf\.yaml, Schritt 4: .*Karo 9.*Kreuz 6.* \(Regel „abwehren“\)\.$/);
  });

  test('a scripted move out of turn', () => {
    const message = failure(broken('{ type: ATTACK, seat: Anna, card: SA }', '{ type: ATTACK, seat: Du, card: H8 }'));
    expect(message).toMatch(/^content\/beispiele\/durak\/trumpf\.yaml, Schritt 1: .+ \(Regel „[a-z-]+“\)\.$/);
  });

  test.each([
    [
      'an unknown card',
      '{ type: ATTACK, seat: Anna, card: SA }',
      '{ type: ATTACK, seat: Anna, card: S5 }',
      'Schritt 1, move.card: „S5“ ist keine Karte des Durak-Spiels (z. B. C7, SA, H10)',
    ],
    [
      'an unknown card in the layout',
      'talon: [ DJ,',
      'talon: [ DX,',
      'layout.talon[0]: „DX“ ist keine Karte des Durak-Spiels (z. B. C7, SA, H10)',
    ],
    [
      'a missing field',
      '    hint: >-\n      Gegen eine niedrige Kreuz-Karte genügt eine höhere Kreuz-Karte.\n',
      '',
      'Schritt 4, hint: fehlt',
    ],
    [
      'an unknown seat',
      '{ type: THROW_IN, seat: Anna, card: C6 }',
      '{ type: THROW_IN, seat: Bert, card: C6 }',
      'Schritt 3, move.seat: „Bert“ ist kein Platz (erlaubt: Du, Anna, Bernd)',
    ],
    // At step 6 nobody can pass: only you act, defending or taking.
    [
      'a wrong answer that no other legal move matches',
      '      - when: { type: TAKE }\n        text: >-\n          Aufnehmen musst du nicht – einer',
      '      - when: { type: PASS }\n        text: >-\n          Aufnehmen musst du nicht – einer',
      'Schritt 6: wrong: {"type":"PASS"} trifft keinen anderen erlaubten Zug.',
    ],
  ])('%s', (_name, piece, by, expected) => {
    expect(failure(broken(piece, by))).toBe(`content/beispiele/durak/trumpf.yaml, ${expected}`);
  });

  test('a misspelt field and an unknown step kind', () => {
    expect(failure(broken('    done: >-\n      Richtig: Die Kreuz 10', '    fertig: >-\n      Richtig: Die Kreuz 10'))).toMatch(
      /^content\/beispiele\/durak\/trumpf\.yaml, Schritt 4: unbekanntes Feld „fertig“$/,
    );
    expect(failure(broken('  - kind: info', '  - kind: infos'))).toMatch(
      /^content\/beispiele\/durak\/trumpf\.yaml, Schritt 7, kind: muss eins davon sein: info, auto, expect$/,
    );
  });

  test('no step for the reader', () => {
    const infoOnly =
      'title: T\nrule: abwehren\nnames: [ Du, Anna ]\nlayout:\n  options: { players: 2, transfer: false }\n  hands: [ [ C7 ], [ C8 ] ]\n  talon: [ D6 ]\nsteps:\n  - kind: info\n    text: Nur lesen.\n';
    expect(failure(infoOnly)).toBe('content/beispiele/durak/trumpf.yaml, steps: braucht mindestens einen Schritt „expect“');
  });

  test('text that is not YAML', () => {
    expect(failure('title: [ offen\n')).toMatch(/^content\/beispiele\/durak\/trumpf\.yaml, Aufbau der Datei: kein gültiges YAML/);
  });
});

describe('the collection schema (src/content.config.ts) runs the same checks when the build starts', () => {
  const schema = exampleCollectionSchema(durak, durakExampleSchema);

  test('a move the engine refuses is one issue: the step as its path, the reason with the rule', () => {
    const result = schema.safeParse(parse(broken('attackCard: C6, card: C10 }', 'attackCard: C6, card: D9 }')));
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(['Schritt 4']);
    expect(issues[0]!.message).toMatch(/^Die Karo 9 .*Kreuz 6.* \(Regel „abwehren“\)\.$/);
  });

  test('a missing field', () => {
    const result = schema.safeParse(
      parse(broken('    hint: >-\n      Gegen eine niedrige Kreuz-Karte genügt eine höhere Kreuz-Karte.\n', '')),
    );
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['Schritt 4, hint'], 'fehlt']]);
  });

  test('the real file passes, with seats as numbers and the file’s key order', () => {
    const result = schema.safeParse(parse(SOURCE));
    expect(result.success).toBe(true);
    const data = result.data as { steps: { move?: { seat: number } }[] };
    expect(data.steps[0]!.move).toEqual({ type: 'ATTACK', seat: 1, card: 'SA' });
    expect(Object.keys(data)).toEqual(['title', 'rule', 'names', 'layout', 'steps']);
  });
});
