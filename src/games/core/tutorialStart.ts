/**
 * Where a guided example begins, without XState: the context of step n and the state the tutorial
 * machine rests in there (`tutorialMachine.ts` builds its context and its routes from these). The
 * example island shows this until the reader's first action loads the machine (issue 30: a reader
 * who only reads the page loads no XState).
 */
import { stateBeforeStep, type Scenario } from './scenario';
import type { BaseEvent, BaseMove, BaseView, GameRules } from './types';

export type TutorialFeedback =
  | null
  | { kind: 'illegal'; text: string; rule: string }
  | { kind: 'wrong'; text: string }
  | { kind: 'hint'; text: string }
  | { kind: 'right'; text: string };

export interface TutorialContext<S, M, L, E> {
  scenario: Scenario<L, M, S>;
  /** 1-based. */
  step: number;
  /** What the table shows now. */
  state: S;
  /** Events of the move just shown, [] otherwise. */
  events: E[];
  /** German lines about the move just shown (its description, then its events), [] otherwise. */
  shown: string[];
  feedback: TutorialFeedback;
  lastMove: M | null;
  /** The expect steps (1-based) the reader has solved; the example counts as done only when all are. */
  solved: number[];
  /** Counts the answers given in this step, so a repeated answer can be shown as new. */
  answers: number;
}

/** The states the machine rests in (`start` routes at once to one of the first three). */
export type TutorialMode = 'explaining' | 'opponentMoving' | 'awaitingMove' | 'stepSolved' | 'finished';

/** The 1-based indices of a scenario's expect steps. */
export function expectSteps<L, M, S>(scenario: Scenario<L, M, S>): number[] {
  const out: number[] = [];
  scenario.steps.forEach((s, i) => {
    if (s.kind === 'expect') out.push(i + 1);
  });
  return out;
}

/** True when the reader has solved every expect step of the scenario. */
export function isScenarioSolved<L, M, S>(scenario: Scenario<L, M, S>, solved: readonly number[]): boolean {
  return expectSteps(scenario).every((n) => solved.includes(n));
}

/** Step n within the scenario (1 for anything else). */
export const clampStep = <L, M, S>(scenario: Scenario<L, M, S>, n: number) =>
  Math.min(Math.max(1, Number.isInteger(n) ? n : 1), Math.max(1, scenario.steps.length));

/** Context at the start of step n: the position before it, nothing shown yet. */
export function enterStep<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
  n: number,
  solved: number[],
): TutorialContext<S, M, L, E> {
  return {
    scenario,
    step: n,
    solved,
    answers: 0,
    state: stateBeforeStep(rules, scenario, n),
    events: [],
    shown: [],
    feedback: null,
    lastMove: null,
  };
}

/** Plays `move` from `state` and words what happened (its description, then its events, each once). */
export function showMove<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
  state: S,
  move: M,
): { state: S; events: E[]; shown: string[]; lastMove: M } {
  const next = rules.play(state, move);
  const events = rules.events(next);
  const shown = [rules.describe(state, move, scenario.names)];
  for (const e of events) {
    const line = rules.describeEvent(e, scenario.names);
    if (line && !shown.includes(line)) shown.push(line);
  }
  return { state: next, events, shown, lastMove: move };
}

/** Where a step of this kind rests: a scripted move waits its pause, an expected one the reader. */
export function modeOfStep(kind: 'info' | 'auto' | 'expect' | undefined): TutorialMode {
  return kind === 'auto' ? 'opponentMoving' : kind === 'expect' ? 'awaitingMove' : 'explaining';
}

/**
 * The example at its first step, as the island shows it until the machine runs. A first step that
 * plays by itself is shown played (`skipped`: the machine's „Weiter“ during its pause, which the
 * island sends first when the machine starts), so that a reader who only looks waits for nothing.
 */
export function tutorialStart<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
): { context: TutorialContext<S, M, L, E>; mode: TutorialMode; skipped: boolean } {
  const context = enterStep(rules, scenario, 1, []);
  const first = scenario.steps[0];
  if (first?.kind !== 'auto') return { context, mode: modeOfStep(first?.kind), skipped: false };
  return {
    context: { ...context, ...showMove(rules, scenario, context.state, first.move), feedback: null },
    mode: 'explaining',
    skipped: true,
  };
}
