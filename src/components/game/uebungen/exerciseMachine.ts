/**
 * „Übungen“: the exercise trainer's machine (XState v5), loaded on the reader's first action
 * (UebungView, useLazyActor); until then the view shows the first exercise as exerciseCore.ts made it.
 *
 *   opening    routes from where the view stood: an exercise on screen, one to make, or a failure
 *   loading    makes the exercise `pick` (a new choice while it runs starts over: only the latest shows)
 *   answering  the reader chooses items or types a number; „Prüfen“ without an answer says what is missing
 *   judging    the engine (or a „Taktik“ kind's own judge) judges; the answer counts once per exercise
 *   corrected  the correction is read while the next exercise is made ahead (`ahead`; leaving the
 *              state stops its searches); „Nächste Übung“ takes it, or waits for it (`waiting`)
 *   failed     an exercise did not load (the notice says so); „Nächste Übung“ tries anew
 *
 * Storage, clock, making and judging come through `context.deps` (exerciseCore.ts).
 */
import { assign, fromPromise } from 'xstate';
import type { DrillAnswer, DrillJudgement } from '../../../games/core/drills';
import { setup } from '../../../games/core/leanSetup';
import {
  answered,
  answerOf,
  failedNotice,
  missingAnswer,
  plan,
  shown,
  type AnswerEvent,
  type ExerciseContext,
  type ExerciseDeps,
  type Made,
  type Pick,
} from './exerciseCore';
import { counted, record } from './progress';

export type ExerciseEvent =
  | AnswerEvent
  /** „Prüfen“; `empty`: „Keine“. */
  | { type: 'CHECK'; empty: boolean }
  | { type: 'NEXT' }
  /** A new choice of game, kind or level (a new game chooses every kind). */
  | { type: 'CHOOSE'; game?: string; kind?: string; hard?: boolean }
  | { type: 'RESET'; game: string }
  | { type: 'DISMISS' };

interface MakeInput {
  deps: ExerciseDeps;
  pick: Pick;
}

interface JudgeInput {
  deps: ExerciseDeps;
  made: Made;
  answer: DrillAnswer;
}

const unjudged = (c: ExerciseContext) => c.current !== null && c.current.judged === null;

export const exerciseMachine = setup({
  types: {
    context: {} as ExerciseContext,
    events: {} as ExerciseEvent,
    input: {} as { context: ExerciseContext },
  },
  actors: {
    make: fromPromise<Made, MakeInput>(({ input, signal }) => input.deps.make(input.pick, signal)),
    judge: fromPromise<DrillJudgement, JudgeInput>(({ input }) => input.deps.judge(input.made, input.answer)),
  },
  guards: {
    hasPick: ({ context }) => context.pick !== null,
    unjudged: ({ context }) => unjudged(context),
    missing: ({ context, event }) => event.type === 'CHECK' && !event.empty && missingAnswer(context.current!) !== null,
    aheadReady: ({ context }) => context.ahead !== null,
    aheadRunning: ({ context }) => context.aheadPick !== null,
    aheadGone: ({ context }) => context.aheadPick === null,
  },
  actions: {
    show: assign(({ context, event }) => shown(context, (event as unknown as { output: Made }).output)),
    fail: assign(({ event }) => ({ notice: failedNotice((event as unknown as { error: unknown }).error), pick: null })),
    answer: assign(({ context, event }) => (event.type === 'TOGGLE' || event.type === 'SET_NUMBER' ? answered(context, event) : {})),
    sayMissing: assign(({ context }) => ({ hint: missingAnswer(context.current!) })),
    startJudging: assign(({ context, event }) =>
      event.type === 'CHECK' && event.empty
        ? { current: { ...context.current!, chosen: [] }, hint: null, notice: null }
        : { hint: null, notice: null },
    ),
    // Counts once per exercise (its code); answered again (a link reopened) it is judged, but the progress stays.
    record: assign(({ context, event }) => {
      const judged = (event as unknown as { output: DrillJudgement }).output;
      const cur = context.current!;
      const game = cur.parts.id;
      const before = context.deps.readProgress(game);
      const again = counted(before, cur.drill.code);
      let progress = context.progress;
      if (!again) {
        const p = record(before, cur.drill.kind, judged.right, cur.drill.code);
        context.deps.saveProgress(game, p);
        progress = { ...progress, [game]: p };
      }
      return { current: { ...cur, judged, again }, progress };
    }),
    planAhead: assign(({ context }) => ({ ahead: null, aheadPick: plan(context) })),
    keepAhead: assign(({ event }) => ({ ahead: (event as unknown as { output: Made }).output })),
    dropAhead: assign(({ event }) => ({
      ahead: null,
      aheadPick: null,
      aheadError: failedNotice((event as unknown as { error: unknown }).error),
    })),
    takeAhead: assign(({ context }) => ({
      ...shown({ ...context, focus: 'question' }, context.ahead!),
      focus: 'question' as const,
      ahead: null,
      aheadPick: null,
    })),
    aheadFailed: assign(({ context }) => ({ notice: context.aheadError })),
    planNext: assign(({ context }) => ({ pick: plan(context), focus: 'question' as const, ahead: null, aheadPick: null })),
    choose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE') return {};
      const choice = {
        game: event.game ?? context.choice.game,
        kind: event.kind ?? (event.game !== undefined ? '' : context.choice.kind),
        hard: event.hard ?? context.choice.hard,
      };
      if (event.hard !== undefined) context.deps.saveHard(event.hard);
      return { choice, pick: plan(context, choice), focus: null, ahead: null, aheadPick: null };
    }),
    reset: assign(({ context, event }) => {
      if (event.type !== 'RESET') return {};
      context.deps.removeProgress(event.game);
      return { progress: { ...context.progress, [event.game]: context.deps.readProgress(event.game) } };
    }),
    dismiss: assign({ notice: null }),
  },
}).createMachine({
  id: 'exercise',
  context: ({ input }) => input.context,
  initial: 'opening',
  on: {
    CHOOSE: { target: '.loading', reenter: true, actions: 'choose' },
    RESET: { actions: 'reset' },
    DISMISS: { actions: 'dismiss' },
  },
  states: {
    opening: {
      always: [{ guard: 'unjudged', target: 'answering' }, { guard: 'hasPick', target: 'loading' }, { target: 'failed' }],
    },
    loading: {
      invoke: {
        src: 'make',
        input: ({ context }) => ({ deps: context.deps, pick: context.pick! }),
        onDone: { target: 'answering', actions: 'show' },
        onError: [
          { guard: 'unjudged', target: 'answering', actions: 'fail' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    answering: {
      on: {
        TOGGLE: { actions: 'answer' },
        SET_NUMBER: { actions: 'answer' },
        CHECK: [
          { guard: 'missing', actions: 'sayMissing' },
          { target: 'judging', actions: 'startJudging' },
        ],
      },
    },
    judging: {
      invoke: {
        src: 'judge',
        input: ({ context, event }) => ({
          deps: context.deps,
          made: context.current!,
          answer: answerOf(context.current!, event.type === 'CHECK' && event.empty),
        }),
        onDone: { target: 'corrected', actions: ['record', 'planAhead'] },
        onError: { target: 'answering', actions: 'fail' },
      },
    },
    corrected: {
      initial: 'reading',
      invoke: {
        src: 'make',
        input: ({ context }) => ({ deps: context.deps, pick: context.aheadPick! }),
        onDone: { actions: 'keepAhead' },
        onError: { actions: 'dropAhead' },
      },
      on: {
        // The exercise made ahead was picked by the progress that is now gone: made anew.
        RESET: { target: 'corrected', reenter: true, actions: ['reset', 'planAhead'] },
      },
      states: {
        reading: {
          on: {
            NEXT: [
              { guard: 'aheadReady', target: '#exercise.answering', actions: 'takeAhead' },
              { guard: 'aheadRunning', target: 'waiting' },
              { target: '#exercise.loading', actions: 'planNext' },
            ],
          },
        },
        waiting: {
          always: [
            { guard: 'aheadReady', target: '#exercise.answering', actions: 'takeAhead' },
            { guard: 'aheadGone', target: 'reading', actions: 'aheadFailed' },
          ],
        },
      },
    },
    failed: {
      on: { NEXT: { target: 'loading', actions: 'planNext' } },
    },
  },
});
