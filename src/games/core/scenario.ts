/**
 * Tutorial scenarios as data (shared by all games): a layout with exact hands and piles, and steps
 * that explain, play a scripted move, or expect the reader's move. The position shown at any step
 * is derived by replaying the canonical moves, so a step link always reproduces it exactly.
 */
import type { BaseEvent, BaseView, BaseMove, GameEngine, GameRules } from './types';
import { sameData } from './data';

export { sameData };

export type ScenarioStep<M> =
  /** Read, then „Weiter“. */
  | { kind: 'info'; text: string }
  /** A scripted move (opponent or demonstration); shown after it is played, `text` comments on it. */
  | { kind: 'auto'; text: string; move: M }
  /**
   * The reader must make `move` (or one of `alsoOk`: every move the step's text allows must be
   * there); `done` is shown after success. A legal move that the step does not want gets the text of
   * the first matching `wrong` entry (why not this one), else a general sentence.
   */
  | { kind: 'expect'; text: string; move: M; hint: string; done: string; alsoOk?: M[]; wrong?: WrongAnswer<M>[] };

/**
 * Feedback for a legal move that a step does not ask for. `when` is a partial move: it matches every
 * move whose fields equal all of the fields given (e.g. `{ type: 'TAKE' }` or `{ card: 'SA' }`).
 */
export interface WrongAnswer<M> {
  when: Partial<M>;
  text: string;
}

/** True when every field of `when` equals the same field of `move` (as data). */
export function matchesPartial<M>(move: M, when: Partial<M>): boolean {
  const m = move as Record<string, unknown>;
  const w = when as Record<string, unknown>;
  for (const k of Object.keys(w)) if (w[k] !== undefined && !sameData(m[k], w[k])) return false;
  return true;
}

/** The feedback of the first `wrong` entry matching `move`, or null. */
export function wrongAnswerText<M>(step: ScenarioStep<M>, move: M): string | null {
  if (step.kind !== 'expect') return null;
  return step.wrong?.find((w) => matchesPartial(move, w.when))?.text ?? null;
}

export interface Scenario<L, M, S = never> {
  /** German slug, e.g. 'erster-angriff'; the DOM id of its island container is `szenario-<id>`. */
  id: string;
  /** German title. */
  title: string;
  /** Anchor id of the rules section it illustrates (e.g. 'abwehren'). */
  rule: string;
  /** Seat names, names[0] = 'Du'. */
  names: string[];
  /** The position before step 1, as explicit hands and piles (GameEngine.fromLayout). */
  layout: L;
  /**
   * `fromLayout(layout)`, computed at build time by `prepareScenario`: the page hands the island a
   * prepared scenario, so the browser starts from this state and never parses the layout.
   */
  start?: S;
  /** At least one 'expect' step. */
  steps: ScenarioStep<M>[];
  /** Start with all hands visible („Alle Karten zeigen“). */
  showAll?: boolean;
}

/**
 * The people of every game's examples: seat 0 is the reader („Du“), then Anna and Bernd, in play
 * order. An example names its seats with `ZU_ZWEIT` or `ZU_DRITT` and writes its moves with these seats.
 */
export const DU = 0;
export const ANNA = 1;
export const BERND = 2;
export const ZU_ZWEIT = ['Du', 'Anna'];
export const ZU_DRITT = ['Du', 'Anna', 'Bernd'];

/**
 * `szenario(id)` of every game (the MDX page calls it at build time): the example with this id from
 * `scenarios`, with its start position (`prepareScenario`). An unknown id is a content bug and
 * throws, naming the id and the known ones.
 */
export function scenarioById<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  scenarios: readonly Scenario<L, M, S>[],
  id: string,
): Scenario<L, M, S> {
  const found = scenarios.find((s) => s.id === id);
  if (!found) throw new Error(`Unbekanntes Beispiel „${id}“ in ${engine.id} (bekannt: ${scenarios.map((s) => s.id).join(', ')}).`);
  return prepareScenario(engine, found);
}

/** Deep equality of plain move data. */
export function sameMove(a: BaseMove, b: BaseMove): boolean {
  return sameData(a, b);
}

/** The move a step plays on the way to later steps (auto and expect steps), or null for info steps. */
export function stepMove<M>(step: ScenarioStep<M>): M | null {
  return step.kind === 'info' ? null : step.move;
}

/** The scenario with its start position (for the page: the MDX passes it to the island). */
export function prepareScenario<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
): Scenario<L, M, S> {
  return { ...scenario, start: engine.fromLayout(scenario.layout) };
}

/** Rules that can start a scenario: the page's rules with a prepared scenario, or the whole engine. */
type ScenarioRules<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> = GameRules<S, M, O, L, V, E> &
  Partial<Pick<GameEngine<S, M, O, L, V, E>, 'fromLayout' | 'check'>>;

/**
 * The position before step n (1-based): the start position (`start`, else fromLayout(layout)) plus
 * the canonical moves of steps 1..n-1. Throws (a content bug) when n is out of range, a scripted
 * move is illegal, or neither a start position nor a layout parser is at hand.
 */
export function stateBeforeStep<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: ScenarioRules<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
  n: number,
): S {
  if (!Number.isInteger(n) || n < 1 || n > scenario.steps.length) {
    throw new RangeError(`Szenario ${scenario.id}: Schritt ${n} gibt es nicht (1–${scenario.steps.length}).`);
  }
  let state: S;
  if (scenario.start !== undefined) state = scenario.start;
  else if (rules.fromLayout) state = rules.fromLayout(scenario.layout);
  else throw new Error(`Szenario ${scenario.id}: ohne Startstellung (prepareScenario) kann die Seite es nicht aufbauen.`);
  for (let i = 0; i < n - 1; i++) {
    const move = stepMove(scenario.steps[i]!);
    if (move === null) continue;
    if (!rules.isLegal(state, move)) {
      // A content bug: the whole engine (tests, the build) names the reason.
      const verdict = rules.check?.(state, move);
      const why = verdict && !verdict.ok ? ` (${verdict.reason})` : '';
      throw new Error(`Szenario ${scenario.id}, Schritt ${i + 1}: Zug ist nicht erlaubt${why}`);
    }
    state = rules.play(state, move);
  }
  return state;
}

/** The position a step shows when it starts: before(n), and for an 'auto' step before(n) + its move. */
export function stateAtStep<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: ScenarioRules<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
  n: number,
): S {
  const before = stateBeforeStep(rules, scenario, n);
  const step = scenario.steps[n - 1]!;
  return step.kind === 'auto' ? rules.play(before, step.move) : before;
}
