/**
 * The shared tutorial machine (XState v5): walks a scenario step by step.
 *
 *   erklaeren    an info step, or an auto step after its move is shown („Weiter“ goes on)
 *   gegnerZieht  an auto step: waits the delay `zugPause`, then shows the scripted move
 *   zugErwartet  an expect step: the reader must find the move (wrong tries get the engine's
 *                reason, legal but other moves a gentle „falsch“, „Tipp“ the step's hint)
 *   geschafft    the expected move was made, the step's `done` text is shown
 *   fertig       after „Weiter“ on the last step
 *
 * The position of every step is recomputed with stateBeforeStep, so „Zurück“ and step links are
 * exact. Legality is only ever decided by `rules.check`.
 */
import { assign, setup } from 'xstate';
import { sameMove, stateBeforeStep, wrongAnswerText, type Scenario } from './scenario';
import type { BaseEvent, BaseView, BaseMove, GameRules } from './types';

export type TutorialFeedback =
  | null
  | { kind: 'fehler'; text: string; rule: string }
  | { kind: 'falsch'; text: string }
  | { kind: 'tipp'; text: string }
  | { kind: 'richtig'; text: string };

export interface TutorialContext<S, M, L, E> {
  scenario: Scenario<L, M>;
  /** 1-based. */
  step: number;
  /** What the table shows now. */
  state: S;
  /** Events of the move just shown, [] otherwise. */
  events: E[];
  feedback: TutorialFeedback;
  lastMove: M | null;
}

export interface TutorialInput<L, M> {
  scenario: Scenario<L, M>;
  /** 1-based, default 1 (the caller validates the range). */
  step?: number;
}

export type TutorialEvent<M> =
  | { type: 'WEITER' }
  | { type: 'ZURUECK' }
  | { type: 'SCHRITT'; step: number }
  | { type: 'MOVE'; move: M }
  | { type: 'TIPP' };

/** Default pause before a scripted move is shown (ms). */
export const DEFAULT_ZUG_PAUSE_MS = 700;

/** Said when the reader makes a legal move that this step does not teach. */
export const FALSCH_TEXT =
  'Das darfst du zwar, aber in diesem Schritt geht es um etwas anderes. Versuch es noch einmal – unter „Tipp“ findest du einen Hinweis.';

export function createTutorialMachine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
) {
  type Ctx = TutorialContext<S, M, L, E>;
  type Ev = TutorialEvent<M>;

  const clampStep = (scenario: Scenario<L, M>, n: number) =>
    Math.min(Math.max(1, Number.isInteger(n) ? n : 1), Math.max(1, scenario.steps.length));

  /** Context at the start of step n: the position before it, nothing shown yet. */
  const enterStep = (scenario: Scenario<L, M>, n: number): Ctx => ({
    scenario,
    step: n,
    state: stateBeforeStep(rules, scenario, n),
    events: [],
    feedback: null,
    lastMove: null,
  });

  const currentStep = (context: Ctx) => context.scenario.steps[context.step - 1];

  const isAccepted = (context: Ctx, move: M) => {
    const step = currentStep(context);
    if (step?.kind !== 'expect') return false;
    return sameMove(move, step.move) || (step.alsoOk ?? []).some((m) => sameMove(move, m));
  };

  /** Transient routes by the kind of the current step. */
  const byKind = [
    { guard: { type: 'istArt' as const, params: { kind: 'auto' as const } }, target: '#tutorial.gegnerZieht' },
    { guard: { type: 'istArt' as const, params: { kind: 'expect' as const } }, target: '#tutorial.zugErwartet' },
    { target: '#tutorial.erklaeren' },
  ];

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as TutorialInput<L, M>,
    },
    guards: {
      istArt: ({ context }, params: { kind: 'info' | 'auto' | 'expect' }) => currentStep(context)?.kind === params.kind,
      istLetzterSchritt: ({ context }) => context.step >= context.scenario.steps.length,
      hatVorigenSchritt: ({ context }) => context.step > 1,
      gueltigerSchritt: ({ context, event }) =>
        event.type === 'SCHRITT' &&
        Number.isInteger(event.step) &&
        event.step >= 1 &&
        event.step <= context.scenario.steps.length,
      zugVerboten: ({ context, event }) => event.type === 'MOVE' && !rules.check(context.state, event.move).ok,
      zugGesucht: ({ context, event }) => event.type === 'MOVE' && isAccepted(context, event.move),
    },
    actions: {
      naechsterSchritt: assign(({ context }) => enterStep(context.scenario, context.step + 1)),
      vorigerSchritt: assign(({ context }) => enterStep(context.scenario, Math.max(1, context.step - 1))),
      letzterSchritt: assign(({ context }) => enterStep(context.scenario, context.scenario.steps.length)),
      springeZuSchritt: assign(({ context, event }) =>
        event.type === 'SCHRITT' ? enterStep(context.scenario, clampStep(context.scenario, event.step)) : {},
      ),
      zeigeSkriptZug: assign(({ context }) => {
        const step = currentStep(context);
        if (step?.kind !== 'auto') return {};
        const state = rules.play(context.state, step.move);
        return { state, events: rules.events(state), lastMove: step.move, feedback: null };
      }),
      meldeFehler: assign(({ context, event }) => {
        if (event.type !== 'MOVE') return {};
        const verdict = rules.check(context.state, event.move);
        return verdict.ok ? {} : { feedback: { kind: 'fehler' as const, text: verdict.reason, rule: verdict.rule } };
      }),
      meldeFalsch: assign(({ context, event }) => {
        const step = currentStep(context);
        const text = event.type === 'MOVE' && step ? wrongAnswerText(step, event.move) : null;
        return { feedback: { kind: 'falsch' as const, text: text ?? FALSCH_TEXT } };
      }),
      gibTipp: assign(({ context }) => {
        const step = currentStep(context);
        return step?.kind === 'expect' ? { feedback: { kind: 'tipp' as const, text: step.hint } } : {};
      }),
      nimmZugAn: assign(({ context, event }) => {
        const step = currentStep(context);
        if (event.type !== 'MOVE' || step?.kind !== 'expect') return {};
        // Show the reader's own move; the next step continues from the canonical move.
        const state = rules.play(context.state, event.move);
        return { state, events: rules.events(state), lastMove: event.move, feedback: { kind: 'richtig' as const, text: step.done } };
      }),
    },
    delays: {
      zugPause: DEFAULT_ZUG_PAUSE_MS,
    },
  }).createMachine({
    id: 'tutorial',
    context: ({ input }) => enterStep(input.scenario, clampStep(input.scenario, input.step ?? 1)),
    initial: 'start',
    on: {
      ZURUECK: { guard: 'hatVorigenSchritt', target: '.start', actions: 'vorigerSchritt' },
      SCHRITT: { guard: 'gueltigerSchritt', target: '.start', actions: 'springeZuSchritt' },
    },
    states: {
      /** Routes by the kind of the current step (transient, never rests here). */
      start: { always: byKind },
      erklaeren: {
        on: {
          WEITER: [
            { guard: 'istLetzterSchritt', target: 'fertig' },
            { target: 'start', actions: 'naechsterSchritt' },
          ],
        },
      },
      gegnerZieht: {
        after: { zugPause: { target: 'erklaeren', actions: 'zeigeSkriptZug' } },
        // „Weiter“ while waiting shows the move at once.
        on: { WEITER: { target: 'erklaeren', actions: 'zeigeSkriptZug' } },
      },
      zugErwartet: {
        on: {
          MOVE: [
            { guard: 'zugVerboten', actions: 'meldeFehler' },
            { guard: 'zugGesucht', target: 'geschafft', actions: 'nimmZugAn' },
            { actions: 'meldeFalsch' },
          ],
          TIPP: { actions: 'gibTipp' },
        },
      },
      geschafft: {
        on: {
          WEITER: [
            { guard: 'istLetzterSchritt', target: 'fertig' },
            { target: 'start', actions: 'naechsterSchritt' },
          ],
        },
      },
      fertig: {
        on: {
          ZURUECK: { target: 'start', actions: 'letzterSchritt' },
        },
      },
    },
  });
}

export type TutorialMachine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> = ReturnType<
  typeof createTutorialMachine<S, M, O, L, V, E>
>;
