/**
 * The exercise trainer's machine (issue 31): pick → make → answer → judge → correction, the
 * exercise made ahead, a new choice while one loads, failures, and a link that opens an exercise.
 * Storage, clock and the making and judging of exercises are fakes the test controls.
 */
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { drillCode, type DrillAnswer, type DrillJudgement } from '../../../src/games/core/drills';
import {
  answered,
  openExercise,
  openingContext,
  type ExerciseDeps,
  type Made,
  type Pick,
} from '../../../src/components/game/uebungen/exerciseCore';
import { exerciseMachine } from '../../../src/components/game/uebungen/exerciseMachine';
import type { GameParts } from '../../../src/components/game/uebungen/parts';
import { readProgress, type GameProgress } from '../../../src/components/game/uebungen/progress';
import type { UebungsSpiel } from '../../../src/components/game/uebungen/arten';

const GAMES: UebungsSpiel[] = [
  { id: 'eins', name: 'Eins', kinds: [{ id: 'karten', title: 'Karten' }] },
  { id: 'zwei', name: 'Zwei', kinds: [{ id: 'sitz', title: 'Sitz' }] },
];

interface Call {
  pick: Pick;
  signal?: AbortSignal;
  resolve(): void;
  reject(e: unknown): void;
}

/** Fakes whose exercises are made when the test says so; the right answer is always ['a']. */
function world() {
  const calls: Call[] = [];
  const stored = new Map<string, GameProgress>();
  const saved: boolean[] = [];
  let seed = 100;
  const deps: ExerciseDeps = {
    make: (pick, signal) =>
      new Promise<Made>((resolve, reject) => {
        const parts = { id: pick.game } as GameParts;
        const drill = {
          code: `${pick.kind}-${pick.seed}`,
          kind: pick.kind,
          shape: pick.kind === 'sitz' ? 'seat' : 'cards',
          choices: ['a', 'b'],
        };
        calls.push({ pick, signal, resolve: () => resolve({ parts, drill } as unknown as Made), reject });
      }),
    judge: (_made, answer: DrillAnswer) => {
      const right = Array.isArray(answer) ? answer.join() === 'a' : answer === 0;
      return Promise.resolve({ right, expected: ['a'], wrong: [], missed: [] } as DrillJudgement);
    },
    readProgress: (game) => stored.get(game) ?? readProgress(null),
    saveProgress: (game, p) => stored.set(game, p),
    removeProgress: (game) => stored.delete(game),
    saveHard: (on) => saved.push(on),
    random: () => 0,
    seed: () => ++seed,
  };
  return { calls, stored, saved, deps };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** The machine started from the view's first exercise (already on screen), as on the reader's first action. */
async function opened(search = '', games = GAMES) {
  const w = world();
  const first = openExercise(openingContext({ games, deps: w.deps, search, hard: false }));
  w.calls[0]!.resolve();
  const context = await first;
  const actor = createActor(exerciseMachine, { input: { context } });
  actor.start();
  return { ...w, actor, context };
}

describe('exercise machine', () => {
  test('the first exercise opens by the repetition rule, and the machine starts answering it', async () => {
    const { actor, context, calls } = await opened();
    expect(calls).toHaveLength(1);
    expect(context.current?.drill.code).toBe('karten-101');
    expect(context.current?.serial).toBe(1);
    expect(actor.getSnapshot().matches('answering')).toBe(true);
  });

  test('toggling chooses and unchooses; „Prüfen“ without an answer of one item says what is missing and counts nothing', async () => {
    const { actor, stored } = await opened('', [GAMES[1]!]);
    actor.send({ type: 'CHECK', empty: false });
    expect(actor.getSnapshot().context.hint).toBe('Wähle zuerst, wen du meinst.');
    expect(actor.getSnapshot().matches('answering')).toBe(true);
    actor.send({ type: 'TOGGLE', item: '1' });
    actor.send({ type: 'TOGGLE', item: '0' });
    expect(actor.getSnapshot().context.current?.chosen).toEqual(['0']);
    expect(actor.getSnapshot().context.hint).toBeNull();
    expect(stored.size).toBe(0);
  });

  test('a right answer is judged, counted once, and the next exercise is made ahead and taken on „Nächste Übung“', async () => {
    const { actor, calls, stored } = await opened();
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches('corrected')).toBe(true);
    expect(s.context.current?.judged?.right).toBe(true);
    expect(s.context.current?.again).toBe(false);
    expect(stored.get('eins')?.done).toBe(1);
    expect(s.context.progress['eins']?.done).toBe(1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await settle();
    expect(actor.getSnapshot().context.ahead).not.toBeNull();
    actor.send({ type: 'NEXT' });
    const n = actor.getSnapshot();
    expect(n.matches('answering')).toBe(true);
    expect(n.context.current?.drill.code).toBe(`${calls[1]!.pick.kind}-${calls[1]!.pick.seed}`);
    expect(n.context.current?.serial).toBe(2);
    expect(n.context.current?.focus).toBe('question');
  });

  test('a wrong answer is judged wrong; „Keine“ judges the empty answer', async () => {
    const { actor } = await opened();
    actor.send({ type: 'TOGGLE', item: 'b' });
    actor.send({ type: 'CHECK', empty: true });
    await settle();
    expect(actor.getSnapshot().context.current?.chosen).toEqual([]);
    expect(actor.getSnapshot().context.current?.judged?.right).toBe(false);
  });

  test('an exercise answered before (its link reopened) is judged but not counted again', async () => {
    const { actor, stored } = await opened();
    stored.set('eins', { ...readProgress(null), answered: ['karten-101'] });
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    expect(actor.getSnapshot().context.current?.again).toBe(true);
    expect(stored.get('eins')?.done).toBe(0);
  });

  test('„Nächste Übung“ before the exercise made ahead is ready waits for it', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    actor.send({ type: 'NEXT' });
    // as the view asks (it shows „Die Übung wird vorbereitet …“ then)
    expect(actor.getSnapshot().matches('corrected.waiting' as never)).toBe(true);
    calls[1]!.resolve();
    await settle();
    expect(actor.getSnapshot().matches('answering')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  test('a failed exercise made ahead is said when the reader waits for it, and „Nächste Übung“ then makes one anew', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    actor.send({ type: 'NEXT' });
    calls[1]!.reject(new Error('Keine Stellung gefunden.'));
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches({ corrected: 'reading' })).toBe(true);
    expect(s.context.notice).toMatch(/^Keine Stellung gefunden\. Diese Übung ließ sich nicht laden/);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(calls).toHaveLength(3);
  });

  test('a new choice drops the exercise made ahead (its search stops) and shows the latest choice only', async () => {
    const { actor, calls, saved } = await opened();
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    actor.send({ type: 'CHOOSE', game: 'zwei' });
    expect(calls[1]!.signal?.aborted).toBe(true);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(calls[2]!.pick.game).toBe('zwei');
    actor.send({ type: 'CHOOSE', hard: true });
    expect(calls[2]!.signal?.aborted).toBe(true);
    expect(calls[3]!.pick.level).toBe(1);
    expect(saved).toEqual([true]);
    calls[2]!.resolve();
    await settle();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    calls[3]!.resolve();
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches('answering')).toBe(true);
    expect(s.context.current?.drill.code).toBe(`sitz-${calls[3]!.pick.seed}`);
    expect(s.context.current?.focus).toBeNull();
  });

  test('an exercise that does not load says so; „Nächste Übung“ tries again', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    actor.send({ type: 'CHOOSE', kind: 'karten' });
    calls[2]!.reject(new TypeError('Failed to fetch'));
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches('failed')).toBe(true);
    expect(s.context.notice).toBe('Diese Übung ließ sich nicht laden. Bist du offline? Versuch es mit „Nächste Übung“ noch einmal.');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'NEXT' });
    calls[3]!.resolve();
    await settle();
    expect(actor.getSnapshot().matches('answering')).toBe(true);
  });

  test('resetting a game forgets its progress and makes the exercise ahead anew', async () => {
    const { actor, calls, stored } = await opened();
    actor.send({ type: 'TOGGLE', item: 'a' });
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    actor.send({ type: 'RESET', game: 'eins' });
    expect(stored.has('eins')).toBe(false);
    expect(actor.getSnapshot().context.progress['eins']?.done).toBe(0);
    expect(calls[1]!.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().matches({ corrected: 'reading' })).toBe(true);
  });

  test('a link opens its exercise with the island in view; a broken link says why and opens another without moving the focus', async () => {
    const { deps, calls } = world();
    const link = openingContext({ games: GAMES, deps, search: `?uebung=${drillCode('sitz', 7, 1)}`, hard: false });
    expect(link.notice).toBeNull();
    expect(link.focus).toBe('island');
    expect(link.pick).toMatchObject({ game: 'zwei', kind: 'sitz', seed: 7, level: 1 });
    const broken = openingContext({ games: GAMES, deps, search: '?uebung=quatsch', hard: true });
    expect(broken.notice).not.toBeNull();
    expect(broken.focus).toBeNull();
    expect(broken.pick?.level).toBe(1);
    expect(calls).toHaveLength(0);
  });

  test('the machine started before the first exercise was made (a choice at once) makes the latest choice', async () => {
    const w = world();
    const context = openingContext({ games: GAMES, deps: w.deps, search: '', hard: false });
    const actor = createActor(exerciseMachine, { input: { context } });
    actor.start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'CHOOSE', game: 'zwei' });
    expect(w.calls[0]!.signal?.aborted).toBe(true);
    w.calls[1]!.resolve();
    await settle();
    expect(actor.getSnapshot().context.current?.parts.id).toBe('zwei');
  });

  test('what the view shows of an answer before the machine runs is what the machine makes of the same events', async () => {
    const { actor, context } = await opened();
    const events = [
      { type: 'TOGGLE', item: 'b' },
      { type: 'TOGGLE', item: 'a' },
      { type: 'TOGGLE', item: 'b' },
    ] as const;
    let view = context;
    for (const e of events) {
      view = { ...view, ...answered(view, e) };
      actor.send(e);
    }
    expect(view.current?.chosen).toEqual(['a']);
    expect(actor.getSnapshot().context.current?.chosen).toEqual(view.current?.chosen);
    // after „Prüfen“ the answer stays as judged
    actor.send({ type: 'CHECK', empty: false });
    await settle();
    const judged = actor.getSnapshot().context;
    expect(answered(judged, { type: 'SET_NUMBER', number: '3' })).toEqual({});
    actor.send({ type: 'TOGGLE', item: 'b' });
    expect(actor.getSnapshot().context.current?.chosen).toEqual(['a']);
  });
});
