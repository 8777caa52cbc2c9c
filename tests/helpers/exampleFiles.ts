/**
 * The checks every game's example files get (content/beispiele/<game>/*.yaml, read through
 * core/exampleFormat.ts): all files read and replay, and a copy of one file broken in one place
 * fails with a German message naming the file, the step and what is wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { z } from 'astro/zod';
import { parse } from 'yaml';
import { ExampleError, exampleCollectionSchema, readExample, readGameExamples } from '../../src/games/core/exampleFormat';
import type { BaseEvent, BaseMove, BaseView, GameEngine } from '../../src/games/core/types';

type Schema = z.ZodType<unknown, z.ZodTypeDef, unknown>;

/**
 * One example file and copies of it: `failure(source)` is the message of reading it, or null. Adds
 * the test that the unchanged file reads (the broken copies differ from it in one place only).
 */
export function exampleFile<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: Schema,
  file: string,
) {
  const source = readFileSync(file, 'utf8');
  const failure = (text: string): string | null => {
    try {
      readExample(engine, schema, file, text);
      return null;
    } catch (e) {
      expect(e).toBeInstanceOf(ExampleError);
      return (e as Error).message;
    }
  };
  test(`the unchanged ${file.replace(/^.*\//, '')} reads (the broken copies differ from it in one place only)`, () => {
    expect(failure(source)).toBeNull();
  });
  return {
    failure,
    /** The file with one exact piece replaced (the piece must be there once). */
    broken(piece: string, by: string): string {
      expect(source.split(piece).length, piece).toBe(2);
      return source.replace(piece, by);
    },
  };
}

/** Every file of the game's folder reads and replays, one example each, and there are at least `min`. */
export function allExampleFilesRead<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: Schema,
  min: number,
): void {
  test(`every file of content/beispiele/${engine.id} reads and replays, one example each`, () => {
    const files = readdirSync(`content/beispiele/${engine.id}`).filter((f) => f.endsWith('.yaml'));
    expect(readGameExamples(engine, schema).map((s) => `${s.id}.yaml`)).toEqual(files.sort());
    expect(files.length).toBeGreaterThanOrEqual(min);
  });
}

/** The collection schema (the build's check) reports a copy with a refused move as one issue at its step, with the rule. */
export function buildReportsRefusedMove<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: Schema,
  brokenSource: string,
  step: number,
  rule: string,
): void {
  test('the collection schema (the build) reports a refused move as one issue at its step', () => {
    const result = exampleCollectionSchema(engine, schema).safeParse(parse(brokenSource));
    expect(result.error?.issues.map((i) => i.path)).toEqual([[`Schritt ${step}`]]);
    expect(result.error?.issues[0]!.message).toMatch(new RegExp(` \\(Regel „${rule}“\\)\\.$`));
  });
}
