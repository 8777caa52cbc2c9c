/**
 * Free play against bots, for every game (XState v5). The machine only routes: guards ask
 * `rules.isLegal`, actions store `rules.play`, a refused move gets the engine's reason as a
 * `REFUSED` event once `rules.reasons()` has loaded (core/refusal.ts), and transient (`always`) transitions mirror the phase
 * that `rules.phase` reports. Top-level states are the kit's decision phases plus 'GAME_OVER';
 * each phase has the substates `human` (seat 0 decides, waits for MOVE; on HINT it invokes the
 * `hint` promise actor, which loads the game's hint explainer the first time) and `bot` (waits the
 * delay `botPause`, then invokes the `botMove` promise actor and plays its answer). Tags for the UI:
 * 'human' (the reader decides), 'bot' (a bot is about to move), 'thinking' (a bot is deciding now),
 * 'over' (GAME_OVER).
 *
 * Everything in the context is derived from (options, seed, moves): the state and the log are
 * replayed, so UNDO and links are exact. Bot decisions are seeded with
 * deriveSeed(seed, moves.length), so a bot answers the same in every replay.
 *
 * Undo lives here too, for moves and for whole games: NEW_GAME remembers the game it replaces when
 * the reader had moved in it (`previous`); UNDO takes back the reader's last own move and, with
 * none left, brings `previous` back; RESUME_PREVIOUS brings it back at once (and keeps the game it
 * replaces, if the reader moved in it, so nothing is lost either way). Moves that came with a link
 * (`linked`) are somebody else's: while there is a game to come back to, UNDO brings that game
 * back instead of taking them back (without one, it takes them back like the reader's own).
 * `foreign` marks a game opened from a link that the reader has not moved in yet.
 */
import { assign, fromPromise } from 'xstate';
import { setup } from './leanSetup';
import type { GameKit } from './kit';
import { isSeatDone } from './kit';
import { botInput, decide, explain, hintText } from './playBots';
import type { BotInput, HintAnswer, KeptGame, LogLine, PlayContext, PlayEvent, PlayInput } from './playTypes';
import { explainRefusal, refusalFeedback } from './refusal';
import type { BaseEvent, BaseView, BaseMove, Seat } from './types';

/** Default pause before a bot move (ms). */
export const DEFAULT_BOT_PAUSE_MS = 900;
/** Pause between bot moves once the reader has finished (ms). */
export const FAST_BOT_PAUSE_MS = 120;

const HUMAN: Seat = 0;

function eventSeat(e: BaseEvent): Seat | null {
  const seat = (e as { seat?: unknown }).seat;
  return typeof seat === 'number' ? seat : null;
}

/** Log lines for the events the engine reports for `state` (what its last play or the deal did). */
function eventLines<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  state: S,
  names: string[],
): LogLine[] {
  const lines: LogLine[] = [];
  for (const e of kit.rules.events(state)) {
    const text = kit.rules.describeEvent(e, names);
    if (text !== null && text !== '') lines.push({ seat: eventSeat(e), text, auto: true });
  }
  return lines;
}

/** Plays one move (throws if illegal: callers check first) and appends its log lines. */
function advance<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  state: S,
  log: LogLine[],
  move: M,
  names: string[],
): { state: S; log: LogLine[] } {
  const line: LogLine = { seat: move.seat, text: kit.rules.describe(state, move, names), auto: false };
  const next = kit.rules.play(state, move);
  return { state: next, log: [...log, line, ...eventLines(kit, next, names)] };
}

/** The position and log after dealing (options, seed) and playing `moves`. */
export function replayPartie<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  options: O,
  seed: number,
  moves: readonly M[],
): { state: S; log: LogLine[] } {
  const names = kit.seatNames(options);
  let state = kit.rules.deal(options, seed);
  let log: LogLine[] = eventLines(kit, state, names);
  for (const move of moves) {
    ({ state, log } = advance(kit, state, log, move, names));
  }
  return { state, log };
}

/** Index of seat 0's last move, or -1. */
function lastHumanMoveIndex<M extends BaseMove>(moves: readonly M[]): number {
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i]!.seat === HUMAN) return i;
  return -1;
}

/** The reader has a move of their own to take back (one that did not come with a link). */
export function hasOwnMove<M extends BaseMove>(context: { moves: readonly M[]; linked: number }): boolean {
  return lastHumanMoveIndex(context.moves) >= context.linked;
}

/** UNDO would bring the previous game back (no own move is left to take back). */
export function undoRestoresPrevious<M extends BaseMove>(context: { moves: readonly M[]; linked: number; previous: unknown }): boolean {
  return !hasOwnMove(context) && context.previous !== null;
}

/** The running game as a game that can come back. */
export function keptGame<O, M>(
  context: Pick<PlayContext<unknown, M, O>, 'options' | 'seed' | 'level' | 'moves' | 'linked'>,
): KeptGame<O, M> {
  return { options: context.options, seed: context.seed, level: context.level, moves: context.moves, linked: context.linked };
}

export function createPlayMachine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(kit: GameKit<S, M, O, L, V, E>) {
  const { rules } = kit;
  if (kit.phases.length === 0) throw new Error('GameKit.phases darf nicht leer sein.');
  if (kit.phases.includes('GAME_OVER')) throw new Error("GameKit.phases enthält 'GAME_OVER' – das ergänzt die Fabrik selbst.");

  type Ctx = PlayContext<S, M, O>;
  type Ev = PlayEvent<O, M>;

  const freshContext = (input: PlayInput<O, M>, botPauseMs: number): Ctx => {
    const moves = [...(input.moves ?? [])];
    const { state, log } = replayPartie(kit, input.options, input.seed, moves);
    const linked = Math.min(moves.length, Math.max(0, Math.floor(input.linked ?? 0)));
    return {
      options: input.options,
      seed: input.seed,
      level: input.level,
      moves,
      linked,
      foreign: input.foreign ?? false,
      previous: input.previous ?? null,
      state,
      log,
      feedback: null,
      botPauseMs,
      rushing: false,
      rushFrom:
        input.rushFrom === undefined || input.rushFrom === null ? null : Math.min(moves.length, Math.max(0, Math.floor(input.rushFrom))),
    };
  };

  /** The reader moved in the running game and it is not over: replacing it must keep it. */
  const worthKeeping = (context: Ctx) => !rules.isOver(context.state) && hasOwnMove(context);

  const playOne = (context: Ctx, move: M): Partial<Ctx> => {
    const names = kit.seatNames(context.options);
    const { state, log } = advance(kit, context.state, context.log, move, names);
    return { state, log, moves: [...context.moves, move], feedback: null };
  };

  const isHumanToAct = (state: S) => !rules.isOver(state) && rules.toAct(state) === HUMAN;
  /** The reader decides now (after „Zum Ergebnis“ the computer does, in the `bot` state). */
  const readerDecides = (context: Ctx) => !context.rushing && isHumanToAct(context.state);

  /** Transient routes to the state that mirrors the engine; `except` is the state they sit on. */
  const routes = (except: string) =>
    [
      { guard: 'isOver' as const, target: '#play.GAME_OVER' },
      ...kit.phases.flatMap((phase) => [
        { guard: { type: 'inPhase' as const, params: { phase, human: true } }, target: `#play.${phase}.human` },
        { guard: { type: 'inPhase' as const, params: { phase, human: false } }, target: `#play.${phase}.bot` },
      ]),
    ].filter((t) => t.target !== except);

  const machineSetup = setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as PlayInput<O, M>,
    },
    actors: {
      botMove: fromPromise<M, BotInput<V>>(({ input }) => decide(kit, input)),
      hint: fromPromise<HintAnswer<M>, BotInput<V>>(async ({ input }) => {
        const move = await decide(kit, input, true);
        // Without its reason (the explainer's chunk did not load, say offline) the hint still helps.
        const why = await explain(kit, input.view, move).catch(() => null);
        return { move, why };
      }),
    },
    guards: {
      isOver: ({ context }) => rules.isOver(context.state),
      inPhase: ({ context }, params: { phase: string; human: boolean }) =>
        !rules.isOver(context.state) && rules.phase(context.state) === params.phase && readerDecides(context) === params.human,
      moveLegal: ({ context, event }) => event.type === 'MOVE' && rules.isLegal(context.state, event.move),
      moveIllegal: ({ context, event }) => event.type === 'MOVE' && !rules.isLegal(context.state, event.move),
      canUndo: ({ context }) => context.rushFrom !== null || lastHumanMoveIndex(context.moves) >= 0 || context.previous !== null,
      hasPrevious: ({ context }) => context.previous !== null,
      humanToAct: ({ context }) => isHumanToAct(context.state),
      canFinish: ({ context }) => !rules.isOver(context.state) && !context.rushing,
    },
    actions: {
      // The reader's own move: a game opened from a link is now theirs.
      playMove: assign(({ context, event }) => (event.type === 'MOVE' ? { ...playOne(context, event.move), foreign: false } : {})),
      playBotMove: assign(({ context }, params: { move: M }) => playOne(context, params.move)),
      // Until the reason comes (REFUSED, once the reasons are loaded) no older feedback stands.
      reportIllegal: assign({ feedback: null }),
      explainIllegal: ({ context, event, self }) => {
        if (event.type === 'MOVE') explainRefusal(rules, context.state, event.move, (e) => self.send(e));
      },
      showRefusal: assign(({ context, event }) => {
        const feedback = event.type === 'REFUSED' ? refusalFeedback(context.state, context.feedback, event) : null;
        return feedback ? { feedback } : {};
      }),
      showHint: assign(({ context }, { move, why }: HintAnswer<M>) => {
        const names = kit.seatNames(context.options);
        return { feedback: { kind: 'hint' as const, text: hintText(rules.describe(context.state, move, names), why), move } };
      }),
      undoMove: assign(({ context }) => {
        if (context.rushFrom !== null) {
          // After „Zum Ergebnis“: back to where the reader pressed it, their own game again.
          const keep = context.moves.slice(0, context.rushFrom);
          const { state, log } = replayPartie(kit, context.options, context.seed, keep);
          return { moves: keep, linked: Math.min(context.linked, keep.length), state, log, feedback: null, rushing: false, rushFrom: null };
        }
        if (undoRestoresPrevious(context)) {
          // Nothing of the reader's left in this game: the game it replaced comes back.
          return freshContext({ ...context.previous!, previous: null }, context.botPauseMs);
        }
        // The reader's last move; with no game to come back to, also one that came with the link
        // (the reader explores the shared game).
        const keep = context.moves.slice(0, lastHumanMoveIndex(context.moves));
        const { state, log } = replayPartie(kit, context.options, context.seed, keep);
        return { moves: keep, linked: Math.min(context.linked, keep.length), state, log, feedback: null, rushing: false };
      }),
      newGame: assign(({ context, event }) =>
        event.type === 'NEW_GAME'
          ? freshContext(
              {
                options: event.options,
                seed: event.seed,
                level: event.level,
                moves: event.moves,
                previous: worthKeeping(context) ? keptGame(context) : context.previous,
              },
              context.botPauseMs,
            )
          : {},
      ),
      resumePrevious: assign(({ context }) =>
        context.previous
          ? freshContext({ ...context.previous, previous: worthKeeping(context) ? keptGame(context) : null }, context.botPauseMs)
          : {},
      ),
      setPace: assign(({ event }) =>
        event.type === 'SET_PACE' && Number.isFinite(event.botPauseMs) ? { botPauseMs: Math.max(0, event.botPauseMs) } : {},
      ),
      // The remaining moves, one after another without a pause, each through the `botMove` actor (a
      // searching level thinks in its worker): the same moves the bots would have played, and the
      // hint bot's for the reader. While the reader still had decisions, where that began is kept.
      playToEnd: assign(({ context }) => ({
        rushing: true,
        feedback: null,
        rushFrom: isSeatDone(kit, context.state, HUMAN) ? context.rushFrom : context.moves.length,
      })),
      // A bot could not decide (its chunk did not load, say offline): it tries again after the
      // usual pause instead of at once.
      slowDown: assign({ rushing: false }),
    },
    delays: {
      botPause: ({ context }) =>
        context.rushing ? 0 : isSeatDone(kit, context.state, HUMAN) ? Math.min(context.botPauseMs, FAST_BOT_PAUSE_MS) : context.botPauseMs,
    },
  });

  const phaseState = (phase: string) => ({
    initial: 'human' as const,
    states: {
      human: {
        tags: ['human'],
        always: routes(`#play.${phase}.human`),
        initial: 'ready' as const,
        on: {
          // A move leaves a running „Tipp“ (its answer would be about the position before).
          MOVE: [
            { guard: 'moveLegal' as const, target: '.ready', actions: 'playMove' as const },
            { actions: ['reportIllegal', 'explainIllegal'] as const },
          ],
        },
        states: {
          ready: { on: { HINT: { target: 'hinting' as const } } },
          hinting: {
            // „Tipp“ is being worked out (the judgement in the worker takes a moment): the page says so.
            tags: ['hinting'],
            invoke: {
              src: 'hint' as const,
              input: ({ context }: { context: Ctx }): BotInput<V> => botInput(kit, context, HUMAN),
              onDone: {
                target: 'ready' as const,
                actions: { type: 'showHint' as const, params: ({ event }: { event: { output: HintAnswer<M> } }) => event.output },
              },
              onError: { target: 'ready' as const },
            },
          },
        },
      },
      bot: {
        tags: ['bot'],
        always: routes(`#play.${phase}.bot`),
        initial: 'waiting' as const,
        states: {
          waiting: {
            after: { botPause: { target: 'thinking' as const } },
            on: { SET_PACE: { target: 'waiting' as const, reenter: true, actions: 'setPace' as const } },
          },
          thinking: {
            tags: ['thinking'],
            invoke: {
              src: 'botMove' as const,
              input: ({ context }: { context: Ctx }): BotInput<V> => botInput(kit, context, undefined, context.rushing),
              onDone: {
                target: 'waiting' as const,
                actions: { type: 'playBotMove' as const, params: ({ event }: { event: { output: M } }) => ({ move: event.output }) },
              },
              onError: { target: 'waiting' as const, actions: 'slowDown' as const },
            },
          },
        },
      },
    },
  });

  const states: Record<string, unknown> = {};
  for (const phase of kit.phases) states[phase] = phaseState(phase);
  states.GAME_OVER = { tags: ['over'], always: routes('#play.GAME_OVER') };
  // The router: the start and every jump (UNDO, NEW_GAME, RESUME_PREVIOUS, FINISH) go here and on to the state
  // that mirrors the engine's phase and seat.
  states.route = { always: routes('') };

  return machineSetup.createMachine({
    id: 'play',
    context: ({ input }) => freshContext(input, input.botPauseMs ?? DEFAULT_BOT_PAUSE_MS),
    initial: 'route',
    on: {
      MOVE: { guard: 'moveIllegal', actions: ['reportIllegal', 'explainIllegal'] },
      REFUSED: { actions: 'showRefusal' },
      UNDO: { guard: 'canUndo', target: '.route', actions: 'undoMove' },
      NEW_GAME: { target: '.route', actions: 'newGame' },
      RESUME_PREVIOUS: { guard: 'hasPrevious', target: '.route', actions: 'resumePrevious' },
      SET_PACE: { actions: 'setPace' },
      FINISH: { guard: 'canFinish', target: '.route', actions: 'playToEnd' },
    },
    // The phase states are built from kit.phases at run time, so their keys are not literal types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    states: states as any,
  });
}

export type PlayMachine<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> = ReturnType<
  typeof createPlayMachine<S, M, O, L, V, E>
>;
