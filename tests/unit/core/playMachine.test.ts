/**
 * The generic free-play machine, driven through a tiny stand-in game (toyGame.ts) so that core
 * behaviour is tested independently of Durak (tests/unit/durak/machine.test.ts covers Durak).
 */
import { describe, expect, test } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { FAST_BOT_PAUSE_MS, createPlayMachine, replayPartie, type BotInput, type PlayInput } from '../../../src/games/core/playMachine';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import { GOAL, toy, toyGreedyBot, toyKit, toyRandomBot, type ToyMove, type ToyOptions, type ToyView } from './toyGame';

const machine = createPlayMachine(toyKit);
const fast = machine.provide({ delays: { botPause: 0 } });
const OPTS: ToyOptions = { players: 3, variants: 2 };

type Actor = ReturnType<typeof startFast>;
function startFast(input: PlayInput<ToyOptions, ToyMove>) {
  const actor = createActor(fast, { input });
  actor.start();
  return actor;
}

/** Waits until the reader must decide or the game is over. */
async function settle(actor: Actor) {
  return waitFor(actor, (s) => s.matches('GAME_OVER') || s.context.state.toAct === 0, { timeout: 2000 });
}

/** A seed whose deal lets a bot start (so the first decision is not the reader's). */
function seedWhereBotStarts(): number {
  for (let seed = 1; ; seed++) if (toy.deal(OPTS, seed).toAct !== 0) return seed;
}
function seedWhereReaderStarts(): number {
  for (let seed = 1; ; seed++) if (toy.deal(OPTS, seed).toAct === 0) return seed;
}

/** The position after a list of moves, computed on the engine directly. */
const replayOnEngine = (options: ToyOptions, seed: number, moves: ToyMove[]) => moves.reduce((s, m) => toy.play(s, m), toy.deal(options, seed));

describe('generic play machine', () => {
  test('top-level states are the kit phases plus GAME_OVER and the router', () => {
    expect(Object.keys(machine.root.states).sort()).toEqual(['ENDSPIEL', 'GAME_OVER', 'ZIEHEN', 'route']);
    expect(Object.keys(machine.root.states.ZIEHEN!.states).sort()).toEqual(['bot', 'human']);
  });

  test('routes to the phase the engine reports and to mensch/bot by who acts', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    expect(actor.getSnapshot().value).toEqual({ ZIEHEN: { human: 'ready' } });
    expect(actor.getSnapshot().hasTag('human')).toBe(true);
    const botFirst = startFast({ options: OPTS, seed: seedWhereBotStarts(), level: 'leicht' });
    expect(botFirst.getSnapshot().matches({ ZIEHEN: 'bot' })).toBe(true);
    expect(botFirst.getSnapshot().hasTag('bot')).toBe(true);
    expect(botFirst.getSnapshot().hasTag('human')).toBe(false);
    // an endgame position given as moves: pile ≤ 3
    const s = await settle(botFirst);
    expect(s.matches({ ZIEHEN: 'human' })).toBe(true);
  });

  test('a whole game, seat 0 driven by the hint bot, reaches GAME_OVER consistent with the engine', async () => {
    for (const seed of [3, 4, 5, 6, 7]) {
      const actor = startFast({ options: OPTS, seed, level: seed % 2 ? 'leicht' : 'gierig' });
      for (let guard = 0; guard < 100; guard++) {
        const snap = await settle(actor);
        if (snap.matches('GAME_OVER')) break;
        const move = toyGreedyBot(toy.view(snap.context.state, 0), makeRng(guard));
        actor.send({ type: 'MOVE', move });
        expect(actor.getSnapshot().context.feedback).toBeNull();
      }
      const { context } = actor.getSnapshot();
      expect(actor.getSnapshot().matches('GAME_OVER')).toBe(true);
      expect(actor.getSnapshot().hasTag('over')).toBe(true);
      const replayed = replayOnEngine(OPTS, seed, context.moves);
      expect(context.state).toEqual(replayed);
      expect(toy.isOver(replayed)).toBe(true);
      expect(toy.outcome(context.state)).toEqual(toy.outcome(replayed));
      // the bots' moves are the level's bot with the documented seed
      const bot = seed % 2 ? toyRandomBot : toyGreedyBot;
      let s = toy.deal(OPTS, seed);
      context.moves.forEach((m, i) => {
        if (m.seat !== 0) expect(m).toEqual(bot(toy.view(s, m.seat), makeRng(deriveSeed(seed, i))));
        s = toy.play(s, m);
      });
    }
  });

  test('the log has one line per move (describe) plus the kit’s event lines', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereBotStarts(), level: 'gierig' });
    const snap = await settle(actor);
    const { log, moves, options } = snap.context;
    const names = toyKit.seatNames(options);
    const moveLines = log.filter((l) => / nimms?t /.test(l.text));
    expect(moveLines).toHaveLength(moves.length);
    expect(log[0]).toEqual({ seat: null, text: toy.describeEvent(toy.events(toy.deal(options, snap.context.seed))[0]!, names), auto: true });
    moveLines.forEach((line, i) => expect(line).toMatchObject({ seat: moves[i]!.seat, auto: false }));
    // every other line is what the game did on its own
    for (const line of log) if (!moveLines.includes(line)) expect(line.auto).toBe(true);
  });

  test('an illegal MOVE leaves everything unchanged and explains why', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    const before = actor.getSnapshot().context;
    for (const move of [
      { type: 'NEHMEN', seat: 0, n: 4, mark: 0 },
      { type: 'NEHMEN', seat: 0, n: 1, mark: 7 },
      { type: 'NEHMEN', seat: 1, n: 1, mark: 0 },
    ] as ToyMove[]) {
      actor.send({ type: 'MOVE', move });
      const { context } = actor.getSnapshot();
      expect(context.state).toEqual(before.state);
      expect(context.moves).toEqual(before.moves);
      const verdict = toy.check(before.state, move);
      expect(verdict.ok).toBe(false);
      expect(context.feedback).toEqual(verdict.ok ? null : { kind: 'illegal', text: verdict.reason, rule: verdict.rule });
    }
    // a legal move clears the feedback
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 0 } });
    expect(actor.getSnapshot().context.feedback).toBeNull();
    expect(actor.getSnapshot().context.moves).toHaveLength(before.moves.length + 1);
  });

  test('a MOVE while a bot is to act is refused with the engine’s reason', () => {
    const actor = createActor(machine, { input: { options: OPTS, seed: seedWhereBotStarts(), level: 'leicht' } });
    actor.start();
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 0 } });
    const { context } = actor.getSnapshot();
    expect(context.moves).toEqual([]);
    expect(context.feedback?.kind).toBe('illegal');
    actor.stop();
  });

  test('TIPP suggests the hint bot’s move for seat 0, which is legal and accepted', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    const state = actor.getSnapshot().context.state;
    actor.send({ type: 'HINT' });
    // the hint explainer loads with the first „Tipp“: the answer comes asynchronously
    const fb = (await waitFor(actor, (s) => s.context.feedback !== null)).context.feedback;
    expect(fb?.kind).toBe('hint');
    if (fb?.kind !== 'hint') return;
    // the greedy hint bot takes as many sticks as allowed
    expect(fb.move.n).toBe(Math.min(3, state.pile));
    expect(fb.move.seat).toBe(0);
    expect(fb.text).toBe(toy.describe(state, fb.move, toyKit.seatNames(OPTS)));
    expect(actor.getSnapshot().context.state).toEqual(state);
    actor.send({ type: 'MOVE', move: fb.move });
    expect(actor.getSnapshot().context.moves.at(-1)).toEqual(fb.move);
  });

  test('TIPP words the reason once the explainer has loaded; a move made meanwhile drops the old hint', async () => {
    let release = () => {};
    const loaded = new Promise<void>((r) => (release = r));
    let loads = 0;
    const explained = createPlayMachine({
      ...toyKit,
      hintWhy: async () => {
        loads++;
        await loaded;
        return (view: ToyView, move: ToyMove) => `${move.n} von ${view.pile} das Meiste ist`;
      },
    });
    const actor = createActor(explained.provide({ delays: { botPause: 0 } }), {
      input: { options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' },
    });
    actor.start();
    actor.send({ type: 'HINT' });
    const move: ToyMove = { type: 'NEHMEN', seat: 0, n: 1, mark: 0 };
    actor.send({ type: 'MOVE', move });
    release();
    await waitFor(actor, (s) => s.hasTag('human') || s.hasTag('over'));
    expect(actor.getSnapshot().context.moves[0]).toEqual(move);
    expect(actor.getSnapshot().context.feedback).toBeNull();

    if (actor.getSnapshot().hasTag('over')) return;
    const state = actor.getSnapshot().context.state;
    actor.send({ type: 'HINT' });
    const fb = (await waitFor(actor, (s) => s.context.feedback !== null)).context.feedback;
    expect(fb?.kind).toBe('hint');
    if (fb?.kind !== 'hint') return;
    const sentence = toy.describe(state, fb.move, toyKit.seatNames(OPTS)).replace(/\.$/, '');
    expect(fb.text).toBe(`${sentence}, weil ${fb.move.n} von ${state.pile} das Meiste ist.`);
    expect(loads).toBe(2);
    actor.stop();
  });

  test('TIPP still names the move when the explainer cannot be loaded (offline), and tries again next time', async () => {
    let loads = 0;
    const offline = createPlayMachine({
      ...toyKit,
      hintWhy: async () => {
        loads++;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    const actor = createActor(offline.provide({ delays: { botPause: 0 } }), {
      input: { options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' },
    });
    actor.start();
    const state = actor.getSnapshot().context.state;
    for (const round of [1, 2]) {
      actor.send({ type: 'HINT' });
      const snap = await waitFor(actor, (s) => s.context.feedback?.kind === 'hint', { timeout: 2000 });
      const fb = snap.context.feedback;
      if (fb?.kind !== 'hint') return;
      expect(fb.move.n).toBe(Math.min(3, state.pile));
      expect(fb.text).toBe(toy.describe(state, fb.move, toyKit.seatNames(OPTS)));
      expect(snap.hasTag('human')).toBe(true);
      expect(loads).toBe(round);
      // an illegal try replaces the hint with the engine's reason; then ask again
      actor.send({ type: 'MOVE', move: { ...fb.move, n: 99 } });
      await waitFor(actor, (s) => s.context.feedback?.kind === 'illegal');
    }
    actor.stop();
  });

  test('input moves are replayed; the context equals a fresh replay', () => {
    const seed = 11;
    const moves: ToyMove[] = [];
    let s = toy.deal(OPTS, seed);
    for (let i = 0; i < 5; i++) {
      const m = toy.legalMoves(s)[i % 2]!;
      moves.push(m);
      s = toy.play(s, m);
    }
    const actor = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', moves } });
    actor.start();
    const { context } = actor.getSnapshot();
    expect(context.moves).toEqual(moves);
    expect(context.state).toEqual(s);
    expect(context.log).toEqual(replayPartie(toyKit, OPTS, seed, moves).log);
    actor.stop();
  });

  test('UNDO goes back to just before seat 0’s last move, repeatedly, and never past the start', async () => {
    const seed = seedWhereBotStarts();
    const actor = startFast({ options: OPTS, seed, level: 'leicht' });
    const start = await settle(actor);
    const movesAtFirstDecision = start.context.moves;
    expect(movesAtFirstDecision.length).toBeGreaterThan(0); // the bots moved first

    actor.send({ type: 'UNDO' }); // nothing of the reader's to take back
    expect(actor.getSnapshot().context.moves).toEqual(movesAtFirstDecision);

    const history: ToyMove[][] = [];
    for (let i = 0; i < 3; i++) {
      const snap = await settle(actor);
      if (snap.matches('GAME_OVER')) break;
      history.push(snap.context.moves);
      actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 1 } });
    }
    await settle(actor);
    for (const expected of history.reverse()) {
      actor.send({ type: 'UNDO' });
      const snap = actor.getSnapshot();
      expect(snap.context.moves).toEqual(expected);
      expect(snap.context.state).toEqual(replayOnEngine(OPTS, seed, expected));
      expect(snap.context.log).toEqual(replayPartie(toyKit, OPTS, seed, expected).log);
      expect(snap.matches({ ZIEHEN: 'human' }) || snap.matches({ ENDSPIEL: 'human' })).toBe(true);
    }
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.moves).toEqual(movesAtFirstDecision);
  });

  test('UNDO while a bot waits cancels that bot’s move', () => {
    const clock = new SimulatedClock();
    const seed = seedWhereReaderStarts();
    const actor = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', botPauseMs: 500 }, clock });
    actor.start();
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 2, mark: 0 } });
    expect(actor.getSnapshot().matches({ ZIEHEN: 'bot' })).toBe(true);
    actor.send({ type: 'UNDO' });
    clock.increment(5000);
    const { context } = actor.getSnapshot();
    expect(context.moves).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ ZIEHEN: { human: 'ready' } });
    actor.stop();
  });

  test('UNDO while a bot is thinking discards its answer', async () => {
    const seed = seedWhereReaderStarts();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // a bot that answers only when the test lets it
    const gated = machine.provide({
      delays: { botPause: 0 },
      actors: {
        botMove: fromPromise<ToyMove, BotInput<ToyView>>(async ({ input }) => {
          await gate;
          return input.view.legal[0]!;
        }),
      },
    });
    const actor = createActor(gated, { input: { options: OPTS, seed, level: 'leicht' } });
    actor.start();
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 0 } });
    await waitFor(actor, (s) => s.matches({ ZIEHEN: { bot: 'thinking' } }));
    actor.send({ type: 'UNDO' });
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(actor.getSnapshot().context.moves).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ ZIEHEN: { human: 'ready' } });
    actor.stop();
  });

  test('NEU starts a new game with the given options, seed and level', async () => {
    const actor = startFast({ options: OPTS, seed: 21, level: 'leicht' });
    await settle(actor);
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 3, mark: 0 } });
    const options: ToyOptions = { players: 2, variants: 1 };
    actor.send({ type: 'NEW_GAME', options, seed: 22, level: 'gierig' });
    const snap = await settle(actor);
    expect(snap.context.options).toEqual(options);
    expect(snap.context.seed).toBe(22);
    expect(snap.context.level).toBe('gierig');
    expect(snap.context.feedback).toBeNull();
    expect(snap.context.state).toEqual(replayOnEngine(options, 22, snap.context.moves));
    expect(snap.context.moves.every((m) => m.seat !== 0)).toBe(true);
    expect(snap.context.state.taken).toHaveLength(2);
  });

  test('the bot pause comes from the context and TEMPO changes it', () => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      input: { options: OPTS, seed: seedWhereBotStarts(), level: 'leicht', botPauseMs: 1000 },
      clock,
    });
    actor.start();
    clock.increment(999);
    expect(actor.getSnapshot().matches({ ZIEHEN: { bot: 'waiting' } })).toBe(true);
    actor.send({ type: 'SET_PACE', botPauseMs: 100 });
    expect(actor.getSnapshot().context.botPauseMs).toBe(100);
    clock.increment(99);
    expect(actor.getSnapshot().matches({ ZIEHEN: { bot: 'waiting' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ZIEHEN: { bot: 'thinking' } })).toBe(true);
    actor.stop();
  });

  test('once seat 0 is done, bots play with a very short pause', async () => {
    // seat 0 already has its goal: it never acts again
    const seed = 40;
    const clock = new SimulatedClock();
    let s = toy.deal(OPTS, seed);
    const moves: ToyMove[] = [];
    while ((s.taken[0] ?? 0) < GOAL) {
      const seat = s.toAct!;
      const m = toy.legalMoves(s).find((x) => x.n === (seat === 0 ? 3 : 1))!;
      moves.push(m);
      s = toy.play(s, m);
    }
    expect(toy.isOver(s)).toBe(false);
    const actor = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', moves, botPauseMs: 5000 }, clock });
    actor.start();
    clock.increment(FAST_BOT_PAUSE_MS);
    await waitFor(actor, (x) => x.context.moves.length > moves.length, { timeout: 1000 });
    actor.stop();
  });

  test('FINISH only once seat 0 is done; then it plays the bots’ remaining moves at once', async () => {
    const seed = 40;
    // play until seat 0 is done, with the bots of the machine
    const actor = startFast({ options: OPTS, seed, level: 'leicht' });
    for (;;) {
      const snap = await settle(actor);
      if (snap.matches('GAME_OVER')) throw new Error('the reader should finish before the end');
      actor.send({ type: 'FINISH' }); // not yet: seat 0 still plays
      expect(actor.getSnapshot().context.moves).toEqual(snap.context.moves);
      actor.send({ type: 'MOVE', move: toy.legalMoves(snap.context.state).at(-1)! });
      if ((actor.getSnapshot().context.state.taken[0] ?? 0) >= GOAL) break;
    }
    const reference = actor.getSnapshot().context.moves;
    // a slow machine at the same position: FINISH must not wait for the pause
    const slow = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', moves: reference, botPauseMs: 60_000 } });
    slow.start();
    slow.send({ type: 'FINISH' });
    const done = slow.getSnapshot();
    expect(done.matches('GAME_OVER')).toBe(true);
    // the same moves as the bots play one by one
    const stepwise = await waitFor(actor, (x) => x.matches('GAME_OVER'), { timeout: 2000 });
    expect(done.context.moves).toEqual(stepwise.context.moves);
    expect(done.context.state).toEqual(stepwise.context.state);
    expect(done.context.log).toEqual(stepwise.context.log);
    slow.stop();
  });

  test('a searching level (kit.profi): its moves come from the provided worker actor; FINISH plays them one by one without a pause', async () => {
    const profiKit = { ...toyKit, levels: [...toyKit.levels, { id: 'profi', label: 'Profi' }], profi: { level: 'profi', worker: () => { throw new Error('no worker in Node'); } } };
    const asked: BotInput<ToyView>[] = [];
    // the „worker“: the random bot, answering asynchronously
    const profiMachine = createPlayMachine(profiKit).provide({
      actors: {
        botMove: fromPromise<ToyMove, BotInput<ToyView>>(async ({ input }) => {
          asked.push(input);
          await new Promise((r) => setTimeout(r, 1));
          return toyRandomBot(input.view, makeRng(input.seed));
        }),
      },
    });
    /** Plays as the reader (taking all it may) until seat 0 is done; the „Profi“ answers for the others. */
    const playUntilReaderDone = async (seed: number) => {
      const actor = createActor(profiMachine.provide({ delays: { botPause: 0 } }), { input: { options: OPTS, seed, level: 'profi' } });
      actor.start();
      for (;;) {
        const snap = await waitFor(actor, (x) => x.matches('GAME_OVER') || x.context.state.toAct === 0, { timeout: 2000 });
        if (snap.matches('GAME_OVER')) return { actor, over: true };
        actor.send({ type: 'MOVE', move: toy.legalMoves(snap.context.state).at(-1)! });
        if ((actor.getSnapshot().context.state.taken[0] ?? 0) >= GOAL) return { actor, over: toy.isOver(actor.getSnapshot().context.state) };
      }
    };
    let seed = 1;
    let run = await playUntilReaderDone(seed);
    while (run.over && seed < 200) {
      run.actor.stop();
      run = await playUntilReaderDone(++seed);
    }
    const actor = run.actor;
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.level === 'profi')).toBe(true);
    const reference = actor.getSnapshot().context.moves;
    // FINISH at a slow tempo: nothing is decided on the spot (no synchronous Profi bot here) …
    const slow = createActor(profiMachine, { input: { options: OPTS, seed, level: 'profi', moves: reference, botPauseMs: 60_000 } });
    slow.start();
    slow.send({ type: 'FINISH' });
    expect(slow.getSnapshot().context.rushing).toBe(true);
    expect(slow.getSnapshot().context.moves).toEqual(reference);
    // … but the worker plays every remaining move without waiting for the 60 s pause
    const done = await waitFor(slow, (x) => x.matches('GAME_OVER'), { timeout: 2000 });
    const stepwise = await waitFor(actor, (x) => x.matches('GAME_OVER'), { timeout: 2000 });
    expect(done.context.moves).toEqual(stepwise.context.moves);
    // „Rückgängig“ ends the hurry
    slow.send({ type: 'UNDO' });
    expect(slow.getSnapshot().context.rushing).toBe(false);
    slow.stop();
    actor.stop();
  });

  test('without a worker (Node), the Profi level falls back to the hint bot, never to the first level', async () => {
    const profiKit = { ...toyKit, levels: [...toyKit.levels, { id: 'profi', label: 'Profi' }], profi: { level: 'profi', worker: () => { throw new Error('no worker'); } } };
    const seed = seedWhereBotStarts();
    const actor = createActor(createPlayMachine(profiKit).provide({ delays: { botPause: 0 } }), { input: { options: OPTS, seed, level: 'profi' } });
    actor.start();
    const snap = await waitFor(actor, (x) => x.context.moves.length > 0, { timeout: 1000 });
    const first = snap.context.moves[0]!;
    const state = toy.deal(OPTS, seed);
    expect(first).toEqual(toyGreedyBot(toy.view(state, toy.toAct(state)!), makeRng(deriveSeed(seed, 0))));
    actor.stop();
  });
});
