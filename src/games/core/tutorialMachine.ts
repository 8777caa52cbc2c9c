/**
 * The shared tutorial machine (XState v5): walks a scenario step by step.
 *
 *   explaining    an info step, or an auto step after its move is shown („Weiter“ goes on)
 *   opponentMoving  an auto step: waits the delay `movePause`, then shows the scripted move
 *   awaitingMove  an expect step: the reader must find the move (wrong tries get the engine's
 *                reason, legal but other moves a gentle „falsch“, „Tipp“ the step's hint)
 *   stepSolved   the expected move (or another allowed one) was made, the step's `done` text is
 *                shown; after another allowed move it also says that the example goes on with its
 *                own move
 *   finished     after „Weiter“ on the last step
 *
 * The position of every step is recomputed with stateBeforeStep, so „Zurück“ and step links are
 * exact. Legality is only ever decided by the engine (`rules.isLegal`; `rules.check` words the reason).
 */
import { assign } from 'xstate';
import { setup } from './leanSetup';
import { explainRefusal, refusalFeedback, type RefusedEvent } from './refusal';
import { sameMove, wrongAnswerText, type Scenario } from './scenario';
import { clampStep, enterStep as enterStepOf, expectSteps, showMove as showMoveOf, type TutorialContext } from './tutorialStart';

export { expectSteps, isScenarioSolved, type TutorialContext, type TutorialFeedback } from './tutorialStart';
import type { BaseEvent, BaseView, BaseMove, GameRules } from './types';

export interface TutorialInput<L, M, S = never> {
  scenario: Scenario<L, M, S>;
  /** 1-based, default 1 (the caller validates the range). */
  step?: number;
  /** Expect steps solved before (restored progress). */
  solved?: number[];
}

export type TutorialEvent<M> =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GO_TO_STEP'; step: number }
  | { type: 'MOVE'; move: M }
  | { type: 'HINT' }
  /** Restored progress: expect steps solved on an earlier visit. */
  | { type: 'RESTORE_PROGRESS'; solved: number[] }
  /** The engine's reason for a refused MOVE (sent by the machine itself, core/refusal.ts). */
  | RefusedEvent;

/**
 * After another allowed move than the example's own: the example goes on with its own move (the
 * later steps are written for that position), said before „Weiter“ changes the table.
 */
export function goesOnWith(sentence: string): string {
  // no colon: the step's `done` text before it may have one already
  return `Das Beispiel geht mit seinem eigenen Zug weiter („${sentence.replace(/\.$/, '')}“), damit die nächsten Schritte passen.`;
}

/** Default pause before a scripted move is shown (ms). */
export const DEFAULT_MOVE_PAUSE_MS = 700;

/** Said when the reader makes a legal move that this step does not teach. */
export const FALSCH_TEXT =
  'Das darfst du zwar, aber in diesem Schritt geht es um etwas anderes. Versuch es noch einmal – unter „Tipp“ findest du einen Hinweis.';

/** Keeps only valid expect-step indices from restored progress. */
function validSolved<L, M, S>(scenario: Scenario<L, M, S>, solved: unknown): number[] {
  if (!Array.isArray(solved)) return [];
  const ok = expectSteps(scenario);
  return ok.filter((n) => solved.includes(n));
}

export function createTutorialMachine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
) {
  type Ctx = TutorialContext<S, M, L, E>;
  type Ev = TutorialEvent<M>;

  /** Context at the start of step n: the position before it, nothing shown yet (tutorialStart.ts). */
  const enterStep = (scenario: Scenario<L, M, S>, n: number, solved: number[]): Ctx => enterStepOf(rules, scenario, n, solved);

  /** Plays `move` from `state` and words what happened, once, when the step changes (tutorialStart.ts). */
  const showMove = (scenario: Scenario<L, M, S>, state: S, move: M) => showMoveOf(rules, scenario, state, move);

  const currentStep = (context: Ctx) => context.scenario.steps[context.step - 1];

  const isAccepted = (context: Ctx, move: M) => {
    const step = currentStep(context);
    if (step?.kind !== 'expect') return false;
    return sameMove(move, step.move) || (step.alsoOk ?? []).some((m) => sameMove(move, m));
  };

  /** Transient routes by the kind of the current step. */
  const byKind = [
    { guard: { type: 'isKind' as const, params: { kind: 'auto' as const } }, target: '#tutorial.opponentMoving' },
    { guard: { type: 'isKind' as const, params: { kind: 'expect' as const } }, target: '#tutorial.awaitingMove' },
    { target: '#tutorial.explaining' },
  ];

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as TutorialInput<L, M, S>,
    },
    guards: {
      isKind: ({ context }, params: { kind: 'info' | 'auto' | 'expect' }) => currentStep(context)?.kind === params.kind,
      isLastStep: ({ context }) => context.step >= context.scenario.steps.length,
      hasPreviousStep: ({ context }) => context.step > 1,
      isValidStep: ({ context, event }) =>
        event.type === 'GO_TO_STEP' && Number.isInteger(event.step) && event.step >= 1 && event.step <= context.scenario.steps.length,
      moveIllegal: ({ context, event }) => event.type === 'MOVE' && !rules.isLegal(context.state, event.move),
      isSoughtMove: ({ context, event }) => event.type === 'MOVE' && isAccepted(context, event.move),
    },
    actions: {
      nextStep: assign(({ context }) => enterStep(context.scenario, context.step + 1, context.solved)),
      previousStep: assign(({ context }) => enterStep(context.scenario, Math.max(1, context.step - 1), context.solved)),
      lastStep: assign(({ context }) => enterStep(context.scenario, context.scenario.steps.length, context.solved)),
      goToStep: assign(({ context, event }) =>
        event.type === 'GO_TO_STEP' ? enterStep(context.scenario, clampStep(context.scenario, event.step), context.solved) : {},
      ),
      restoreProgress: assign(({ context, event }) =>
        event.type === 'RESTORE_PROGRESS'
          ? { solved: [...new Set([...context.solved, ...validSolved(context.scenario, event.solved)])].sort((a, b) => a - b) }
          : {},
      ),
      showScriptedMove: assign(({ context }) => {
        const step = currentStep(context);
        if (step?.kind !== 'auto') return {};
        return { ...showMove(context.scenario, context.state, step.move), feedback: null };
      }),
      // Counted at once; the reason comes as REFUSED once the reasons are loaded.
      reportIllegal: assign(({ context }) => ({ feedback: null, answers: context.answers + 1 })),
      explainIllegal: ({ context, event, self }) => {
        if (event.type === 'MOVE') explainRefusal(rules, context.state, event.move, (e) => self.send(e));
      },
      showRefusal: assign(({ context, event }) => {
        const feedback = event.type === 'REFUSED' ? refusalFeedback(context.state, context.feedback, event) : null;
        return feedback ? { feedback } : {};
      }),
      reportWrong: assign(({ context, event }) => {
        const step = currentStep(context);
        const text = event.type === 'MOVE' && step ? wrongAnswerText(step, event.move) : null;
        return { feedback: { kind: 'wrong' as const, text: text ?? FALSCH_TEXT }, answers: context.answers + 1 };
      }),
      giveHint: assign(({ context }) => {
        const step = currentStep(context);
        return step?.kind === 'expect' ? { feedback: { kind: 'hint' as const, text: step.hint }, answers: context.answers + 1 } : {};
      }),
      acceptMove: assign(({ context, event }) => {
        const step = currentStep(context);
        if (event.type !== 'MOVE' || step?.kind !== 'expect') return {};
        // Show the reader's own move; the next step continues from the canonical move – and when
        // the reader's move was another allowed one, say so before the table changes at „Weiter“.
        const other = !sameMove(event.move, step.move) && context.step < context.scenario.steps.length;
        const text = other ? `${step.done} ${goesOnWith(rules.describe(context.state, step.move, context.scenario.names))}` : step.done;
        return {
          ...showMove(context.scenario, context.state, event.move),
          feedback: { kind: 'right' as const, text },
          solved: context.solved.includes(context.step) ? context.solved : [...context.solved, context.step].sort((a, b) => a - b),
        };
      }),
    },
    delays: {
      movePause: DEFAULT_MOVE_PAUSE_MS,
    },
  }).createMachine({
    id: 'tutorial',
    context: ({ input }) =>
      enterStep(input.scenario, clampStep(input.scenario, input.step ?? 1), validSolved(input.scenario, input.solved)),
    initial: 'start',
    on: {
      BACK: { guard: 'hasPreviousStep', target: '.start', actions: 'previousStep' },
      GO_TO_STEP: { guard: 'isValidStep', target: '.start', actions: 'goToStep' },
      RESTORE_PROGRESS: { actions: 'restoreProgress' },
      REFUSED: { actions: 'showRefusal' },
    },
    states: {
      /** Routes by the kind of the current step (transient, never rests here). */
      start: { always: byKind },
      explaining: {
        on: {
          NEXT: [
            { guard: 'isLastStep', target: 'finished' },
            { target: 'start', actions: 'nextStep' },
          ],
        },
      },
      opponentMoving: {
        after: { movePause: { target: 'explaining', actions: 'showScriptedMove' } },
        // „Weiter“ while waiting shows the move at once.
        on: { NEXT: { target: 'explaining', actions: 'showScriptedMove' } },
      },
      awaitingMove: {
        on: {
          MOVE: [
            { guard: 'moveIllegal', actions: ['reportIllegal', 'explainIllegal'] },
            { guard: 'isSoughtMove', target: 'stepSolved', actions: 'acceptMove' },
            { actions: 'reportWrong' },
          ],
          HINT: { actions: 'giveHint' },
        },
      },
      stepSolved: {
        on: {
          NEXT: [
            { guard: 'isLastStep', target: 'finished' },
            { target: 'start', actions: 'nextStep' },
          ],
        },
      },
      finished: {
        on: {
          BACK: { target: 'start', actions: 'lastStep' },
        },
      },
    },
  });
}

export type TutorialMachine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> = ReturnType<
  typeof createTutorialMachine<S, M, O, L, V, E>
>;
