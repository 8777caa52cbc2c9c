/**
 * „Übungen“ (issue 17), the generic part: exercises made and judged by a game's engine alone.
 *
 * An exercise („Drill“) is a position from a real game — random play from a seeded deal, stopped
 * at a decision of the chosen kind that seat 0 (the reader, 'Du', as in free play) has to make —
 * seen from that seat, with one precise question and the
 * shape of its answer. Each game states only its kinds (`src/games/<game>/drills.ts`): which
 * decision a kind trains, its spec section and rule anchor, and which engine call decides it
 * (`decidedBy`). Nothing here stores an answer: `judgeDrill` asks the kind's `solve` (legal-move
 * sets, `play` and its events, trick winner, scores) and explains every wrongly chosen item with
 * the engine's `check` (German reason and rule anchor); missed items are kept apart.
 *
 * Pure TypeScript, no DOM: the same code runs in Node (tests, bench) and in the browser.
 *
 * Link: `?uebung=<kind>.<version><level><seed base36>`, e.g. `durak-schlagen.B0k2x9`; level 0 =
 * normal, 1 = „schwerer“. A version never changes its meaning (tests/fixtures/drills-golden.json and
 * tactics-golden.json freeze positions and answers); new links are written with the newest
 * (`DRILL_VERSION`), older ones keep opening what they always showed:
 *  - `A`: the first version;
 *  - `B`: the rules kinds as in `A`; the „Taktik“ kinds look for their positions where a clear
 *    best move is more likely (a kind's `B` in <game>/tactics.ts, core/tactics.ts).
 * `parseDrillCode` never throws and answers in German.
 */
import { deriveSeed, makeRng, randomInt, seedFromClock, toSeed, type Random } from './rng';
import { err, ok, type BaseEvent, type BaseMove, type BaseView, type GameRules, type Result, type Seat } from './types';

/** What the reader answers with: cards (ids), moves or places (keys), a number or a seat. */
export type AnswerShape = 'cards' | 'moves' | 'places' | 'number' | 'seat';

/** Set shapes answer with item keys (a set, order irrelevant); 'number' and 'seat' with one number. */
export type DrillAnswer = readonly string[] | number;

/** 0 = normal, 1 = „schwerer“ (larger hands, rarer cases). */
export type DrillLevel = 0 | 1;
export const DRILL_LEVELS: readonly DrillLevel[] = [0, 1];

/** One explained item of a judgement: German reason and the rule anchor of the rules page. */
export interface DrillReason {
  item: string;
  reason: string;
  rule: string;
}

export interface DrillJudgement {
  right: boolean;
  /** The engine's answer (sorted for set shapes, in the order of `options`). */
  expected: DrillAnswer;
  /** Chosen but wrong: each with the engine's reason (from `check` where the kind is about legality). */
  wrong: DrillReason[];
  /** Not chosen but right: each with why it belongs. */
  missed: DrillReason[];
}

/**
 * A game's kind of exercise. `Q` is the kind's question data (plain JSON), found in a position.
 * Every function is pure; `solve` is the engine's answer and names its engine call in `decidedBy`.
 */
export interface DrillKind<S, Q, O = unknown> {
  /** Unique over all games, used in links: '<game>-<name>' (never renamed once published). */
  id: string;
  /** German title for lists and the progress table. */
  title: string;
  /** The spec section it trains (../shared/rules/<game>.md), e.g. '§3, M2 DEFEND'. */
  section: string;
  /** Rule anchor of the rules page for „Zur Regel“. */
  rule: string;
  shape: AnswerShape;
  /** True for kinds about legality (some item must be not allowed in every position). */
  legality: boolean;
  /** Which engine call decides the answer (documentation, shown in tests and the README). */
  decidedBy: string;
  /** Options of the deal for this kind and level (e.g. Weiterreichen on, more players when harder). */
  options(level: DrillLevel, rng: Random): O;
  /** Is `state` a decision of this kind? The question data, or null. May use `rng` to choose. */
  find(state: S, level: DrillLevel, rng: Random): Q | null;
  /**
   * Heuristic play toward rare decisions: the index of the move to play in `moves`, or -1 for a
   * random one (e.g. lead a Dukal whenever one is legal). Default: random moves only.
   */
  steer?(state: S, moves: readonly unknown[], level: DrillLevel, rng: Random): number;
  /** Chance to stop at a found position (spreads exercises over the whole game); default 0.35. */
  stop?: number;
  /** The German question, du-form, with the seat names of the table (`names[seat]`, 'Du' for the reader). */
  question(state: S, q: Q, names: readonly string[]): string;
  /** What the reader chooses from: card ids, move or place keys, seats or numbers as strings. */
  choices(state: S, q: Q): string[];
  /**
   * The German name of a choice that is not a card of the reader's hand (a place, an extra move
   * such as „Nachziehen“, „Niemand“), for the answer buttons and the correction; null (or no
   * `label`) for a hand card, and for a seat, which the table's names say.
   */
  label?(state: S, q: Q, item: string, names: readonly string[]): string | null;
  /** The engine's answer. */
  solve(state: S, q: Q): DrillAnswer;
  /** The reader's hand cards the question is about (framed in the hand), e.g. the card of „Wohin darf …?“. */
  focus?(state: S, q: Q): string[];
  /** Why `item` is wrong (chosen but not in the answer). */
  whyWrong(state: S, q: Q, item: string, names: readonly string[]): { reason: string; rule: string };
  /** Why `item` belongs to the answer (missed). */
  whyRight(state: S, q: Q, item: string, names: readonly string[]): { reason: string; rule: string };
}

/** A game's exercises: its engine, its seat names and its kinds. */
export interface DrillGame<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent = BaseEvent> {
  id: string;
  rules: GameRules<S, M, O, unknown, V, E>;
  /** Seat names for a state (as on the table: 'Du' first). */
  names(state: S): string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kinds: readonly DrillKind<S, any, O>[];
}

/**
 * A game's exercise table (src/games/<game>/drills.ts): its rules, its kinds, the seat names of
 * the most players ('Du' first) and how many seats a state has (default: all of them).
 */
export function drillGame<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent>(
  id: string,
  rules: GameRules<S, M, O, unknown, V, E>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kinds: readonly DrillKind<S, any, O>[],
  names: readonly string[],
  seats: (state: S) => number = () => names.length,
): DrillGame<S, M, O, V, E> {
  return { id, rules, kinds, names: (state) => names.slice(0, seats(state)) };
}

/** One exercise: the position, the acting seat's view, the question and the answer shape. */
export interface Drill<S, V, Q = unknown> {
  game: string;
  kind: string;
  seed: number;
  level: DrillLevel;
  /** The link version the exercise was made by (`DRILL_VERSIONS`). */
  version: DrillVersion;
  /** The link value (`?uebung=` + code). */
  code: string;
  /** The whole position (for the engine and the judge; the table shows only `view`). */
  state: S;
  /** The reader's seat in this exercise: the acting seat, always 0 (as in free play). */
  seat: Seat;
  view: V;
  q: Q;
  question: string;
  shape: AnswerShape;
  /** The items to choose from (set shapes), or the seats/numbers offered (as strings). */
  choices: string[];
  /** True for set shapes: the empty set is an answer („Keine“). */
  allowEmpty: boolean;
  section: string;
  rule: string;
  /** Moves played from the deal to this position. */
  moves: number;
}

// ---------------------------------------------------------------------------------------------
// Links

/** The URL parameter of an exercise link. */
export const DRILL_PARAM = 'uebung';
/** Every link version, oldest first (see the module comment); the last is written. */
export const DRILL_VERSIONS = ['A', 'B'] as const;
export type DrillVersion = (typeof DRILL_VERSIONS)[number];
export const DRILL_VERSION: DrillVersion = DRILL_VERSIONS[DRILL_VERSIONS.length - 1]!;
const BROKEN = 'Dieser Übungslink ist beschädigt. Hier ist eine neue Übung.';

export function drillCode(kind: string, seed: number, level: DrillLevel, version: DrillVersion = DRILL_VERSION): string {
  return `${kind}.${version}${level}${toSeed(seed).toString(36)}`;
}

/** Reads a code against the known kind ids; never throws, every error is a German sentence. */
export function parseDrillCode(
  code: unknown,
  kinds: readonly string[],
): Result<{ kind: string; seed: number; level: DrillLevel; version: DrillVersion }> {
  if (typeof code !== 'string' || code.length > 80) return err(BROKEN);
  const dot = code.lastIndexOf('.');
  if (dot <= 0) return err(BROKEN);
  const kind = code.slice(0, dot);
  const rest = code.slice(dot + 1);
  const m = /^([A-Z])([0-9])([0-9a-z]{1,7})$/.exec(rest);
  if (!m) return err(BROKEN);
  if (m[1]! > DRILL_VERSION) return err('Dieser Übungslink stammt aus einer neueren Version der Seite. Hier ist eine neue Übung.');
  const version = DRILL_VERSIONS.find((v) => v === m[1]);
  if (!version) return err(BROKEN);
  const level = Number(m[2]);
  if (level !== 0 && level !== 1) return err(BROKEN);
  const seed = parseInt(m[3]!, 36);
  if (!Number.isSafeInteger(seed) || seed > 0xffffffff || toSeed(seed).toString(36) !== m[3]) return err(BROKEN);
  if (!kinds.includes(kind)) return err('Diese Übungsart gibt es hier nicht. Hier ist eine neue Übung.');
  return ok({ kind, seed, level: level as DrillLevel, version });
}

// ---------------------------------------------------------------------------------------------
// Making

/** Redeals before giving up (no seed of the tests comes near it). */
const MAX_DEALS = 400;
/** Moves per deal before a redeal (random Durak games stay far below). */
const MAX_MOVES = 3000;

export function findKind<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent>(
  game: DrillGame<S, M, O, V, E>,
  kind: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): DrillKind<S, any, O> | undefined {
  return game.kinds.find((k) => k.id === kind);
}

/**
 * The exercise of `kind`, `seed` and `level`: random legal moves from a seeded deal until a
 * decision of this kind (or the kind's heuristic moves, `steer`), where it stops with the kind's chance; a finished game is dealt anew
 * from the next derived seed. Throws only for an unknown kind (links are parsed before).
 */
export function makeDrill<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent, Q = unknown>(
  game: DrillGame<S, M, O, V, E>,
  kindId: string,
  seed: number,
  level: DrillLevel = 0,
  /** The rules kinds make the same exercise in every version; only the link keeps its letter. */
  version: DrillVersion = DRILL_VERSION,
): Drill<S, V, Q> {
  const kind = findKind(game, kindId);
  if (!kind) throw new Error(`Unknown drill kind ${kindId}`);
  const { rules } = game;
  const stop = kind.stop ?? 0.35;
  for (let deal = 0; deal < MAX_DEALS; deal++) {
    const rng = makeRng(deriveSeed(seed, deal));
    const options = kind.options(level, rng);
    let state = rules.deal(options, toSeed(rng() * 4294967296));
    for (let n = 0; n < MAX_MOVES && !rules.isOver(state); n++) {
      // The reader always sits at seat 0, as in free play: the game's table needs no other view.
      const q = rules.toAct(state) === 0 ? (kind.find(state, level, rng) as Q | null) : null;
      if (q !== null && rng() < stop) return drillAt(game, kind, state, q, seed, level, version, n);
      const moves = rules.legalMoves(state);
      const steered = kind.steer ? kind.steer(state, moves, level, rng) : -1;
      state = rules.play(state, moves[steered >= 0 ? steered : randomInt(rng, moves.length)]!);
    }
  }
  throw new Error(`No ${kindId} position for seed ${seed}`);
}

function drillAt<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent, Q>(
  game: DrillGame<S, M, O, V, E>,
  kind: DrillKind<S, Q, O>,
  state: S,
  q: Q,
  seed: number,
  level: DrillLevel,
  version: DrillVersion,
  moves: number,
): Drill<S, V, Q> {
  const seat = game.rules.toAct(state)!;
  const setShape = kind.shape === 'cards' || kind.shape === 'moves' || kind.shape === 'places';
  return {
    ...drillHead(game, kind, state, seat, seed, level, version, moves),
    q,
    question: kind.question(state, q, game.names(state)),
    shape: kind.shape,
    choices: kind.choices(state, q),
    allowEmpty: setShape,
  };
}

/** The parts every exercise has, whatever its question (rules kinds here, Taktik kinds in tactics.ts). */
export function drillHead<S, V>(
  game: { id: string; rules: { view(state: S, seat: Seat): V } },
  kind: { id: string; section: string; rule: string },
  state: S,
  seat: Seat,
  seed: number,
  level: DrillLevel,
  version: DrillVersion,
  moves: number,
): Omit<Drill<S, V>, 'q' | 'question' | 'shape' | 'choices' | 'allowEmpty'> {
  const code = drillCode(kind.id, seed, level, version);
  const view = game.rules.view(state, seat);
  return {
    game: game.id,
    kind: kind.id,
    seed: toSeed(seed),
    level,
    version,
    code,
    state,
    seat,
    view,
    section: kind.section,
    rule: kind.rule,
    moves,
  };
}

/** The exercise a link opens, or the German error of a damaged link. */
export function drillFromCode<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent>(
  game: DrillGame<S, M, O, V, E>,
  code: unknown,
): Result<Drill<S, V>> {
  const parsed = parseDrillCode(
    code,
    game.kinds.map((k) => k.id),
  );
  if (!parsed.ok) return parsed;
  return ok(makeDrill(game, parsed.value.kind, parsed.value.seed, parsed.value.level, parsed.value.version));
}

// ---------------------------------------------------------------------------------------------
// Judging

/** The engine's answer to an exercise (the kind's `solve`). */
export function drillAnswer<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent>(
  game: DrillGame<S, M, O, V, E>,
  drill: Drill<S, V>,
): DrillAnswer {
  const kind = findKind(game, drill.kind)!;
  const a = kind.solve(drill.state, drill.q);
  return typeof a === 'number' ? a : inChoiceOrder(a, drill.choices);
}

function inChoiceOrder(items: readonly string[], choices: readonly string[]): string[] {
  const set = new Set(items);
  const out = choices.filter((c) => set.has(c));
  for (const i of items) if (!out.includes(i)) out.push(i);
  return out;
}

/**
 * Judges an answer by the engine: right, or the wrongly chosen items (each with the engine's
 * reason and rule anchor) and the missed items, kept apart. Never throws on odd input: an answer
 * of the wrong shape counts as wrong.
 */
export function judgeDrill<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent>(
  game: DrillGame<S, M, O, V, E>,
  drill: Drill<S, V>,
  answer: DrillAnswer,
): DrillJudgement {
  const kind = findKind(game, drill.kind)!;
  const names = game.names(drill.state);
  const expected = drillAnswer(game, drill);
  if (typeof expected === 'number') {
    const given = typeof answer === 'number' ? answer : Number.NaN;
    if (given === expected) return { right: true, expected, wrong: [], missed: [] };
    const wrong = Number.isFinite(given) ? [{ item: String(given), ...kind.whyWrong(drill.state, drill.q, String(given), names) }] : [];
    return {
      right: false,
      expected,
      wrong,
      missed: [{ item: String(expected), ...kind.whyRight(drill.state, drill.q, String(expected), names) }],
    };
  }
  const chosen = Array.isArray(answer) ? [...new Set(answer as string[])] : [];
  const want = new Set(expected);
  const wrong = chosen.filter((i) => !want.has(i)).map((item) => ({ item, ...kind.whyWrong(drill.state, drill.q, item, names) }));
  const got = new Set(chosen);
  const missed = expected.filter((i) => !got.has(i)).map((item) => ({ item, ...kind.whyRight(drill.state, drill.q, item, names) }));
  return { right: wrong.length === 0 && missed.length === 0 && Array.isArray(answer), expected, wrong, missed };
}

// ---------------------------------------------------------------------------------------------
// For the table

/** How an item is marked after „Prüfen“: chosen and right, chosen but wrong, missed, or nothing. */
export type AnswerMark = 'right' | 'wrong' | 'missed' | null;

export function markOf(judgement: DrillJudgement, item: string, chosen: readonly string[]): AnswerMark {
  if (judgement.wrong.some((w) => w.item === item)) return 'wrong';
  if (judgement.missed.some((m) => m.item === item)) return 'missed';
  return chosen.includes(item) ? 'right' : null;
}

/** A fresh exercise of `kind` (the only clock input: its seed, as for „Neu geben“). */
export function freshDrill<S, M extends BaseMove, O, V extends BaseView<M>, E extends BaseEvent>(
  game: DrillGame<S, M, O, V, E>,
  kind: string,
  level: DrillLevel,
  now: number,
): Drill<S, V> {
  return makeDrill(game, kind, seedFromClock(now), level);
}
