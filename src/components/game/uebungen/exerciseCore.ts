/**
 * „Übungen“: the exercise trainer's pure core, without XState. The trainer's machine
 * (exerciseMachine.ts) routes with these functions, and before the reader's first action the view
 * shows the first exercise with them alone (`openExercise`): a page that only shows an exercise
 * loads no XState, as the guided examples do (useLazyActor).
 * The world outside (storage, clock, making and judging an exercise) comes in as `ExerciseDeps`, so
 * the machine's unit tests run without a browser.
 */
import {
  DRILL_PARAM,
  DRILL_VERSION,
  parseDrillCode,
  type DrillAnswer,
  type DrillJudgement,
  type DrillLevel,
  type DrillVersion,
} from '../../../games/core/drills';
import type { UebungsSpiel } from './arten';
import { singleAnswer, type AnyDrill, type GameParts } from './parts';
import { pickKind, type GameProgress } from './progress';

/** „All games“ or „all kinds“ in the choice. */
export const ALL = '';

/** What the next exercise is: a game, a kind by the repetition rule, a seed and a level (and a link's version). */
export interface Pick {
  game: string;
  kind: string;
  seed: number;
  level: DrillLevel;
  version: DrillVersion;
}

/** An exercise made for the page's parts of its game. */
export interface Made {
  parts: GameParts;
  drill: AnyDrill;
}

/** Where the focus goes when an exercise shows: its question, the island (a link), or it stays. */
export type Focus = 'question' | 'island' | null;

/** The exercise on screen and the reader's answer so far. */
export interface Current extends Made {
  chosen: string[];
  number: string;
  judged: DrillJudgement | null;
  /** Judged, but not counted: this exercise (its code) had been answered before. */
  again: boolean;
  focus: Focus;
  /** Counts the exercises shown: the view writes the address and moves the focus once per exercise. */
  serial: number;
}

/** The reader's choice of game, kind and level. */
export interface Choice {
  game: string;
  kind: string;
  hard: boolean;
}

/** The world outside the trainer. */
export interface ExerciseDeps {
  /** Makes an exercise; the signal stops a „Taktik“ search (the promise then rejects). */
  make(pick: Pick, signal?: AbortSignal): Promise<Made>;
  judge(made: Made, answer: DrillAnswer): Promise<DrillJudgement>;
  readProgress(game: string): GameProgress;
  saveProgress(game: string, progress: GameProgress): void;
  removeProgress(game: string): void;
  saveHard(hard: boolean): void;
  /** A number in [0, 1) for the repetition rule, and a seed (both from the clock in the browser). */
  random(): number;
  seed(): number;
}

export interface ExerciseContext {
  games: readonly UebungsSpiel[];
  deps: ExerciseDeps;
  choice: Choice;
  progress: Record<string, GameProgress>;
  current: Current | null;
  /** What `loading` makes, and where the focus goes then. */
  pick: Pick | null;
  focus: Focus;
  notice: string | null;
  /** What „Prüfen“ still needs („Wähle zuerst …“), said beside it. */
  hint: string | null;
  /** The next exercise made ahead while the reader reads the correction (null until it is made). */
  ahead: Made | null;
  /** The pick of the exercise made ahead (null: none is being made). */
  aheadPick: Pick | null;
  /** Why the exercise made ahead failed, said should the reader wait for it. */
  aheadError: string | null;
}

export interface ExerciseInput {
  games: readonly UebungsSpiel[];
  deps: ExerciseDeps;
  /** The page's address (`?uebung=<code>` opens that exercise). */
  search: string;
  hard: boolean;
}

const single = (c: ExerciseContext) => (c.games.length === 1 ? c.games[0]! : null);

/** The next exercise by the repetition rule, within the chosen game and kind. */
export function plan(c: ExerciseContext, choice: Choice = c.choice): Pick {
  const pool = c.games
    .filter((x) => single(c) || choice.game === ALL || x.id === choice.game)
    .map((x) => ({
      game: x.id,
      progress: c.deps.readProgress(x.id),
      kinds: x.kinds.map((a) => a.id).filter((id) => choice.kind === ALL || id === choice.kind),
    }))
    .filter((p) => p.kinds.length > 0);
  const pick = pickKind(pool, c.deps.random());
  return { game: pick.game, kind: pick.kind, seed: c.deps.seed(), level: choice.hard ? 1 : 0, version: DRILL_VERSION };
}

/**
 * The trainer before its first exercise: the progress stored, the level kept, and what to make – a
 * link's exercise (shown with the island in view), else one by the repetition rule. A broken link
 * says why and shows a new exercise without moving the focus.
 */
export function openingContext(input: ExerciseInput): ExerciseContext {
  const { games, deps, hard } = input;
  const c: ExerciseContext = {
    games,
    deps,
    choice: { game: ALL, kind: ALL, hard },
    progress: Object.fromEntries(games.map((g) => [g.id, deps.readProgress(g.id)])),
    current: null,
    pick: null,
    focus: 'question',
    notice: null,
    hint: null,
    ahead: null,
    aheadPick: null,
    aheadError: null,
  };
  const code = new URLSearchParams(input.search).get(DRILL_PARAM);
  if (code === null) return { ...c, pick: plan(c) };
  const parsed = parseDrillCode(
    code,
    games.flatMap((g) => g.kinds.map((k) => k.id)),
  );
  if (!parsed.ok) return { ...c, notice: parsed.error, pick: plan(c), focus: null };
  const game = games.find((g) => g.kinds.some((k) => k.id === parsed.value.kind))!;
  return { ...c, pick: { game: game.id, ...parsed.value }, focus: 'island' };
}

/** The exercise `made` on screen, no answer yet. */
export function shown(c: ExerciseContext, made: Made): Partial<ExerciseContext> {
  return {
    current: { ...made, chosen: [], number: '', judged: null, again: false, focus: c.focus, serial: (c.current?.serial ?? 0) + 1 },
    hint: null,
    pick: null,
  };
}

/** What the reader reads when an exercise does not load. */
export function failedNotice(error: unknown): string {
  const why = error instanceof Error && /Stellung|Übung|Suche/.test(error.message) ? error.message + ' ' : '';
  return why + 'Diese Übung ließ sich nicht laden. Bist du offline? Versuch es mit „Nächste Übung“ noch einmal.';
}

/**
 * The first exercise without the machine: made by `deps.make`, on screen (or the notice why not).
 * The machine starts from what this returns, on the reader's first action.
 */
export async function openExercise(c: ExerciseContext): Promise<ExerciseContext> {
  try {
    return { ...c, ...shown(c, await c.deps.make(c.pick!)) };
  } catch (e) {
    return { ...c, pick: null, notice: failedNotice(e) };
  }
}

/** What the reader does while answering: choose or unchoose an item, or type a number. */
export type AnswerEvent = { type: 'TOGGLE'; item: string } | { type: 'SET_NUMBER'; number: string };

/** The chosen items after a toggle of `item` (one answer: it replaces the other). */
function toggled(cur: Current, item: string): string[] {
  const has = cur.chosen.includes(item);
  if (singleAnswer(cur.parts, cur.drill)) return has ? [] : [item];
  return has ? cur.chosen.filter((x) => x !== item) : [...cur.chosen, item];
}

/**
 * The answer after `event` (the machine's, and the view's own until the machine runs: what the
 * reader types or chooses shows at once). Nothing changes without an exercise or after „Prüfen“.
 */
export function answered(c: ExerciseContext, event: AnswerEvent): Partial<ExerciseContext> {
  const cur = c.current;
  if (!cur || cur.judged) return {};
  const next = event.type === 'TOGGLE' ? { ...cur, chosen: toggled(cur, event.item) } : { ...cur, number: event.number };
  return { current: next, hint: null };
}

/** What „Prüfen“ still needs before it judges (and counts) anything, or null. */
export function missingAnswer(cur: Current): string | null {
  if (cur.drill.shape === 'number') return /^-?\d+$/.test(cur.number.trim()) ? null : 'Gib zuerst eine Zahl ein.';
  if (singleAnswer(cur.parts, cur.drill) && cur.chosen.length === 0)
    return cur.drill.shape === 'seat' ? 'Wähle zuerst, wen du meinst.' : 'Wähle zuerst einen Zug.';
  return null;
}

/** The answer „Prüfen“ (or „Keine“: `empty`) hands to the judge. */
export function answerOf(cur: Current, empty: boolean): DrillAnswer {
  if (empty) return [];
  if (cur.drill.shape === 'number') return Number(cur.number.trim());
  if (cur.drill.shape === 'seat') return Number(cur.chosen[0]);
  return cur.chosen;
}
