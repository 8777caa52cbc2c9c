/**
 * Walks a guided example through the game's tutorial machine as a reader would, checking every
 * step on the way (written once for every game):
 * - each step shows exactly the position stateAtStep names;
 * - in an expect step, an illegal try gets the engine's reason with a rule anchor of the page,
 *   every other legal move that the step does not accept gets its own `wrong` text (and leaves the
 *   table as it was), „Tipp“ gives the hint, and the expected move solves the step;
 * - every `alsoOk` move solves its step too;
 * - after the last step the example is `fertig` and counts as solved.
 * `feedbackTests` checks the same feedback from the engine alone, step by step.
 */
import { expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { prepareScenario, sameMove, stateAtStep, stateBeforeStep, wrongAnswerText, type Scenario } from '../../src/games/core/scenario';
import { isScenarioSolved, type TutorialMachine } from '../../src/games/core/tutorialMachine';
import type { BaseEvent, BaseMove, BaseView, GameEngine } from '../../src/games/core/types';

export interface ReplayOptions<S, M> {
  /** A move that is illegal at `state` (e.g. a card the reader does not hold). */
  illegalMove: (state: S) => M;
  /** The anchors the engine's reasons may name. */
  anchors: readonly string[];
}

export async function replayScenario<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  machine: TutorialMachine<S, M, O, L, V, E>,
  rules: GameEngine<S, M, O, L, V, E>,
  authored: Scenario<L, M, S>,
  opts: ReplayOptions<S, M>,
): Promise<void> {
  // The page hands the island a prepared scenario (its start position built at build time).
  const scenario = prepareScenario(rules, authored);
  const fast = machine.provide({ delays: { movePause: 0 } });
  const actor = createActor(fast, { input: { scenario } });
  actor.start();
  for (let n = 1; n <= scenario.steps.length; n++) {
    const step = scenario.steps[n - 1]!;
    let snap = await waitFor(actor, (s) => s.value !== 'opponentMoving', { timeout: 1000 });
    expect(snap.context.step).toBe(n);
    expect(snap.context.state).toEqual(stateAtStep(rules, scenario, n));
    if (step.kind === 'expect') {
      expect(snap.value).toBe('awaitingMove');
      const { state } = snap.context;
      actor.send({ type: 'MOVE', move: opts.illegalMove(state) });
      // the reason comes once the game's reasons are loaded (REFUSED)
      snap = await waitFor(actor, (s) => s.context.feedback !== null, { timeout: 1000 });
      expect(snap.context.feedback?.kind).toBe('illegal');
      expect(opts.anchors).toContain(snap.context.feedback?.kind === 'illegal' ? snap.context.feedback.rule : '');
      const accepted = [step.move, ...(step.alsoOk ?? [])];
      for (const other of rules.legalMoves(state).filter((m) => !accepted.some((a) => sameMove(a, m)))) {
        const answers = actor.getSnapshot().context.answers;
        actor.send({ type: 'MOVE', move: other });
        const after = actor.getSnapshot().context;
        expect(after.feedback).toEqual({ kind: 'wrong', text: wrongAnswerText(step, other) });
        expect(after.answers).toBe(answers + 1); // each try is answered anew
        expect(after.state).toEqual(state);
      }
      actor.send({ type: 'HINT' });
      expect(actor.getSnapshot().context.feedback).toEqual({ kind: 'hint', text: step.hint });
      expect(actor.getSnapshot().context.state).toEqual(state);
      // the expected move is the reader's, and legal
      expect(step.move.seat).toBe(0);
      expect(rules.isLegal(state, step.move)).toBe(true);
      actor.send({ type: 'MOVE', move: step.move });
      snap = actor.getSnapshot();
      expect(snap.value).toBe('stepSolved');
      expect(snap.context.feedback).toEqual({ kind: 'right', text: step.done });
    } else {
      expect(snap.value).toBe('explaining');
    }
    actor.send({ type: 'NEXT' });
  }
  const end = actor.getSnapshot();
  expect(end.value).toBe('finished');
  expect(isScenarioSolved(scenario, end.context.solved)).toBe(true);
  actor.stop();

  // Every alternative the step accepts solves it as well.
  for (let n = 1; n <= scenario.steps.length; n++) {
    const step = scenario.steps[n - 1]!;
    if (step.kind !== 'expect') continue;
    for (const move of step.alsoOk ?? []) {
      const alt = createActor(fast, { input: { scenario, step: n } });
      alt.start();
      alt.send({ type: 'MOVE', move });
      expect(alt.getSnapshot().value).toBe('stepSolved');
      alt.stop();
    }
  }
}

/**
 * Feedback that teaches, for every expect step of every example (one test per step; call inside a
 * `describe`):
 * - the expected move and every `alsoOk` move are legal, and no `alsoOk` repeats the expected move;
 * - every other legal move gets a `wrong` text of its own;
 * - no `wrong` entry is dead: each is the first to match some legal move the step does not accept.
 */
export function feedbackTests<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  scenarios: readonly Scenario<L, M, S>[],
): void {
  const steps = scenarios.flatMap((sc) =>
    sc.steps.flatMap((st, i) => (st.kind === 'expect' ? [[`${sc.id} Schritt ${i + 1}`, sc, st, i + 1] as const] : [])),
  );
  test.each(steps)('%s: every legal move is accepted or answered with its own reason', (_name, sc, st, n) => {
    const state = stateBeforeStep(rules, sc, n);
    expect(rules.check(state, st.move)).toEqual({ ok: true });
    for (const m of st.alsoOk ?? []) {
      expect(rules.check(state, m)).toEqual({ ok: true });
      expect(sameMove(m, st.move)).toBe(false);
    }
    const accepted = [st.move, ...(st.alsoOk ?? [])];
    const others = rules.legalMoves(state).filter((m) => !accepted.some((a) => sameMove(a, m)));
    for (const m of others) expect(wrongAnswerText(st, m), JSON.stringify(m)).not.toBeNull();
    const used = new Set(others.map((m) => (st.wrong ?? []).findIndex((w) => wrongAnswerText({ ...st, wrong: [w] }, m) !== null)));
    expect(
      [...used].sort((a, b) => a - b),
      'every wrong entry answers some move',
    ).toEqual((st.wrong ?? []).map((_, i) => i));
  });
}

/**
 * The state before step n (1-based; n = steps + 1 gives the state after the last move), replayed
 * here from the layout, independently of core/scenario (whose stateBeforeStep the tests check
 * against it).
 */
export function replayedBefore<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  scenario: Scenario<L, M, S>,
  n: number,
): S {
  let state = rules.fromLayout(scenario.layout);
  for (const step of scenario.steps.slice(0, n - 1)) if (step.kind !== 'info') state = rules.play(state, step.move);
  return state;
}

/** The 1-based number of the first step that plays `m` (throws when no step does). */
export function stepOf<L, M extends BaseMove, S>(scenario: Scenario<L, M, S>, m: M): number {
  const i = scenario.steps.findIndex((st) => st.kind !== 'info' && sameMove(st.move, m));
  if (i < 0) throw new Error(`${scenario.id}: no step plays ${JSON.stringify(m)}`);
  return i + 1;
}

/** Every German text of an example: its title, then each step's text, hint, done and wrong answers. */
export function scenarioTexts<L, M extends BaseMove, S>(scenario: Scenario<L, M, S>): string[] {
  return [
    scenario.title,
    ...scenario.steps.flatMap((st) =>
      st.kind === 'expect' ? [st.text, st.hint, st.done, ...(st.wrong ?? []).map((w) => w.text)] : [st.text],
    ),
  ];
}
