/**
 * The guided examples as content data (content/beispiele/<spiel>/<id>.yaml), for every game: the
 * zod schema of a file (the game adds its moves and layout), and `readExample`, which turns a file
 * into a `Scenario` and replays it with the engine. A broken file throws a German message naming
 * the file, the step and the rule („content/beispiele/durak/trumpf.yaml, Schritt 3: …“); the build
 * and the tests read the files through here, so a broken example fails both.
 *
 * Seats are written by name („Du“, „Anna“, „Bernd“: seat 0, 1, 2 of core/scenario.ts), cards by the
 * spec's card ids, moves as the engine's move data (`{ type: DEFEND, seat: Anna, attackCard: C7, card: C9 }`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { matchesPartial, sameMove, ZU_DRITT, type Scenario, type ScenarioStep } from './scenario';
import type { BaseEvent, BaseMove, BaseView, GameEngine } from './types';

/** The seat names a file may use, in seat order. */
export const SEAT_NAMES = ZU_DRITT;

/** A seat, written by name; parsed to its number. */
export const seatSchema = z
  .string()
  .refine(
    (x) => SEAT_NAMES.includes(x),
    (x) => ({ message: `„${x}“ ist kein Platz (erlaubt: ${SEAT_NAMES.join(', ')})` }),
  )
  .transform((x) => SEAT_NAMES.indexOf(x));

/** One of the given ids (a card, a suit, a rank), with a German message for any other value. */
export function idSchema<T extends string>(ids: readonly T[], what: string) {
  const known = new Set<string>(ids);
  return z.string().refine(
    (x): x is T => known.has(x),
    (x) => ({ message: `„${x}“ ist ${what}` }),
  );
}

const text = z.string().min(1);

/** The schema of one kind of move: `type` and the other fields of that move (`seat` among them). */
type MoveOption = z.ZodDiscriminatedUnionOption<'type'>;

/**
 * A game's moves as a file writes them, from one schema per kind of move (each `.strict()`): `move`
 * accepts any of them, `when` (what a wrong answer matches) some of their fields, each checked as in
 * its move, e.g. `{ type: TAKE }` or `{ card: D8 }`. An empty `when` matches every other move; a game
 * allows it with `anyMove` (a last „everything else“ answer), else it needs at least one field.
 */
export function moveSchemas<T extends [MoveOption, ...MoveOption[]]>(options: T, { anyMove = false } = {}) {
  const fields: z.ZodRawShape = {};
  for (const option of options) {
    for (const [key, schema] of Object.entries(option.shape)) if (key !== 'type' && !(key in fields)) fields[key] = schema;
  }
  const types = options.map((o) => (o.shape.type as z.ZodLiteral<string>).value) as [string, ...string[]];
  const when = z
    .object({ type: z.enum(types), ...fields })
    .partial()
    .strict()
    .refine((w) => anyMove || Object.keys(w).length > 0, 'braucht mindestens ein Feld eines Zugs');
  return { move: z.discriminatedUnion('type', options), when };
}

/**
 * The schema of one example file, from the game's schemas of a move, of a partial move (what a
 * wrong answer matches) and of a layout. The entry's id is its file name.
 */
export function exampleSchema<M extends z.ZodTypeAny, W extends z.ZodTypeAny, L extends z.ZodTypeAny>(move: M, when: W, layout: L) {
  const step = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('info'), text }).strict(),
    z.object({ kind: z.literal('auto'), text, move }).strict(),
    z
      .object({
        kind: z.literal('expect'),
        text,
        move,
        hint: text,
        done: text,
        alsoOk: z.array(move).min(1).optional(),
        wrong: z.array(z.object({ when, text }).strict()).min(1).optional(),
      })
      .strict(),
  ]);
  return z
    .object({
      title: text,
      rule: z.string().regex(/^[a-z0-9-]+$/, 'ist kein Anker (nur a–z, 0–9 und „-“)'),
      names: z
        .array(z.string())
        .min(2)
        .refine(
          (names) => names.every((n, i) => n === SEAT_NAMES[i]),
          `muss ${SEAT_NAMES.slice(0, 2).join(', ')} (und ${SEAT_NAMES[2]}) in dieser Reihenfolge sein`,
        ),
      layout,
      steps: z.array(step).min(1),
      showAll: z.boolean().optional(),
    })
    .strict()
    .refine((e) => e.steps.some((s) => s.kind === 'expect'), { message: 'braucht mindestens einen Schritt „expect“', path: ['steps'] });
}

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  boolean: 'true oder false',
  array: 'eine Liste',
  object: 'eine Zuordnung (Feld: Wert)',
};

/** zod's issues in German (the schema's own messages are German already). */
const germanIssues: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case 'invalid_type':
      return { message: issue.received === 'undefined' ? 'fehlt' : `muss ${TYPE_NAMES[issue.expected] ?? issue.expected} sein` };
    case 'invalid_union_discriminator':
      return { message: `muss eins davon sein: ${issue.options.map(String).join(', ')}` };
    case 'invalid_literal':
    case 'invalid_enum_value':
      return { message: `„${String(ctx.data)}“ ist nicht erlaubt` };
    case 'unrecognized_keys':
      return { message: `unbekanntes Feld ${issue.keys.map((k) => `„${k}“`).join(', ')}` };
    case 'too_small':
      return { message: issue.type === 'string' ? 'darf nicht leer sein' : `braucht mindestens ${String(issue.minimum)}` };
    case 'too_big':
      return { message: `höchstens ${String(issue.maximum)}` };
    default:
      return { message: issue.message ?? ctx.defaultError };
  }
};

/** Where an issue is: „Schritt 3, move.card“ for a step, else the field path („layout.hands[1][4]“). */
function where(path: (string | number)[]): string {
  const field = (p: (string | number)[]) => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
  if (path[0] === 'steps' && typeof path[1] === 'number') {
    const rest = path.slice(2);
    return `Schritt ${path[1] + 1}${rest.length > 0 ? `, ${field(rest)}` : ''}`;
  }
  return field(path);
}

/** The error of a broken example: the file first (when known), then where and why. */
export class ExampleError extends Error {
  constructor(
    file: string | null,
    readonly at: string,
    readonly why: string,
  ) {
    super(`${file === null ? '' : `${file}, `}${at}: ${why}`);
    this.name = 'ExampleError';
  }
}

/** The data with the keys in the order the file wrote them (zod returns the schema's order). */
function inFileOrder(parsed: unknown, raw: unknown): unknown {
  if (Array.isArray(parsed) && Array.isArray(raw)) return parsed.map((p, i) => inFileOrder(p, raw[i]));
  if (parsed === null || raw === null || typeof parsed !== 'object' || typeof raw !== 'object' || Array.isArray(parsed)) return parsed;
  const p = parsed as Record<string, unknown>;
  const r = raw as Record<string, unknown>;
  const keys = [...Object.keys(r).filter((k) => k in p), ...Object.keys(p).filter((k) => !(k in r))];
  return Object.fromEntries(keys.map((k) => [k, inFileOrder(p[k], r[k])]));
}

/** A sentence of the engine without its closing full stop (the message adds the rule after it). */
const sentence = (s: string) => s.replace(/[.!]\s*$/, '');

/**
 * One example file as a `Scenario`: parsed (YAML), checked against the schema, and replayed with
 * the engine — every scripted and expected move legal, every `alsoOk` move legal, every wrong answer
 * matching a legal move other than the expected one. Throws an `ExampleError` naming the file.
 */
export function readExample<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: z.ZodType<unknown, z.ZodTypeDef, unknown>,
  file: string,
  source: string,
): Scenario<L, M, S> {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (e) {
    throw new ExampleError(file, 'Aufbau der Datei', `kein gültiges YAML (${(e as Error).message.split('\n')[0]})`);
  }
  const id = file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  return { id, ...checkedExample(engine, schema, file, raw) };
}

/** The checks of `readExample` on data already parsed (`file` null: the caller names the file). */
function checkedExample<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: z.ZodType<unknown, z.ZodTypeDef, unknown>,
  file: string | null,
  raw: unknown,
): Omit<Scenario<L, M, S>, 'id'> {
  const result = schema.safeParse(raw, { errorMap: germanIssues });
  if (!result.success) {
    // A misspelt field also leaves the right one missing: name the misspelling first.
    const issues = result.error.issues;
    const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0]!;
    throw new ExampleError(file, where(issue.path) || 'Datei', issue.message);
  }
  const data = inFileOrder(result.data, raw) as Omit<Scenario<L, M, S>, 'id'>;
  replay(engine, data, file);
  return data;
}

/**
 * The schema of a game's collection in src/content.config.ts: the same checks as `readExample`,
 * engine replay included, as one German issue. Astro names the entry and its file around it
 * („beispieleDurak → trumpf data does not match collection schema. Schritt 4: … (Regel „abwehren“).“,
 * then Location: the file), so a
 * broken example stops the build when it starts (astro sync), before any page is rendered.
 */
export function exampleCollectionSchema<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: z.ZodType<unknown, z.ZodTypeDef, unknown>,
) {
  return z.unknown().transform((raw, ctx) => {
    try {
      return checkedExample(engine, schema, null, raw);
    } catch (e) {
      // Astro prints an issue as „**path**: message“: the path says where („Schritt 4“), the message why.
      if (!(e instanceof ExampleError)) throw e;
      ctx.addIssue({ code: 'custom', path: [e.at], message: e.why });
      return z.NEVER;
    }
  });
}

/** Plays the example through with the engine; the first move it refuses throws, with the rule. */
function replay<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  scenario: Omit<Scenario<L, M, S>, 'id'>,
  file: string | null,
): void {
  let state: S;
  try {
    state = engine.fromLayout(scenario.layout);
  } catch (e) {
    throw new ExampleError(file, 'layout', (e as Error).message);
  }
  scenario.steps.forEach((step: ScenarioStep<M>, i) => {
    if (step.kind === 'info') return;
    const refuse = (move: M, what: string) => {
      const verdict = engine.check(state, move);
      if (!verdict.ok) throw new ExampleError(file, `Schritt ${i + 1}`, `${what}${sentence(verdict.reason)} (Regel „${verdict.rule}“).`);
    };
    refuse(step.move, '');
    if (step.kind === 'expect') {
      for (const move of step.alsoOk ?? []) refuse(move, 'alsoOk: ');
      const others = engine.legalMoves(state).filter((m) => !sameMove(m, step.move));
      for (const w of step.wrong ?? []) {
        if (!others.some((m) => matchesPartial(m, w.when))) {
          throw new ExampleError(file, `Schritt ${i + 1}`, `wrong: ${JSON.stringify(w.when)} trifft keinen anderen erlaubten Zug.`);
        }
      }
    }
    state = engine.play(state, step.move);
  });
}

/** Where the example files live, relative to the project root (the build, Vitest and Playwright run there). */
export const EXAMPLES_DIR = 'content/beispiele';

/**
 * Every example of a game: the files content/beispiele/<game>/*.yaml, in file-name order — or, with
 * `order` (ids, e.g. the order of the spec's list of examples), those first in that order and any
 * further file after them in file-name order; an id of `order` without its file throws. Read with
 * node:fs at build time (the page gets the prepared scenarios as props, never this module), so
 * Astro, Vitest and Playwright's own loader all read the same files the same way.
 */
export function readGameExamples<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  schema: z.ZodType<unknown, z.ZodTypeDef, unknown>,
  order: readonly string[] = [],
): Scenario<L, M, S>[] {
  const dir = `${EXAMPLES_DIR}/${engine.id}`;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const id of order) if (!files.includes(`${id}.yaml`)) throw new ExampleError(`${dir}/${id}.yaml`, 'Datei', 'fehlt');
  const rank = (f: string) => {
    const i = order.indexOf(f.replace(/\.yaml$/, ''));
    return i < 0 ? order.length : i;
  };
  return files
    .sort((a, b) => rank(a) - rank(b))
    .map((f) => readExample(engine, schema, `${dir}/${f}`, readFileSync(`${dir}/${f}`, 'utf8')));
}
