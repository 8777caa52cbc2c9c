/**
 * The generic free-play machine, driven through a tiny stand-in game (toyGame.ts) so that core
 * behaviour is tested independently of Durak (tests/unit/durak/machine.test.ts covers Durak).
 */
import { describe, expect, test } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { FAST_BOT_PAUSE_MS, createPlayMachine, keptGame, replayPartie, undoRestoresPrevious } from '../../../src/games/core/playMachine';
import type { BotInput, KeptGame, PlayInput } from '../../../src/games/core/playTypes';
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
const replayOnEngine = (options: ToyOptions, seed: number, moves: ToyMove[]) =>
  moves.reduce((s, m) => toy.play(s, m), toy.deal(options, seed));

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
    expect(log[0]).toEqual({
      seat: null,
      text: toy.describeEvent(toy.events(toy.deal(options, snap.context.seed))[0]!, names),
      auto: true,
    });
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
      const now = actor.getSnapshot().context;
      expect(now.state).toEqual(before.state);
      expect(now.moves).toEqual(before.moves);
      // the reason arrives once the game's reasons are loaded (REFUSED)
      const { context } = await waitFor(actor, (s) => s.context.feedback !== null);
      expect(context.state).toEqual(before.state);
      const verdict = toy.check(before.state, move);
      expect(verdict.ok).toBe(false);
      expect(context.feedback).toEqual(verdict.ok ? null : { kind: 'illegal', text: verdict.reason, rule: verdict.rule });
    }
    // a legal move clears the feedback
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 0 } });
    expect(actor.getSnapshot().context.feedback).toBeNull();
    expect(actor.getSnapshot().context.moves).toHaveLength(before.moves.length + 1);
  });

  test('a MOVE while a bot is to act is refused with the engine’s reason', async () => {
    const actor = createActor(machine, { input: { options: OPTS, seed: seedWhereBotStarts(), level: 'leicht' } });
    actor.start();
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 0 } });
    expect(actor.getSnapshot().context.moves).toEqual([]);
    const { context } = await waitFor(actor, (s) => s.context.feedback !== null);
    expect(context.moves).toEqual([]);
    expect(context.feedback?.kind).toBe('illegal');
    actor.stop();
  });

  test('a reason that arrives after the table moved on is dropped', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    // an illegal try, and at once a legal move: the late REFUSED belongs to the old position
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 4, mark: 0 } });
    actor.send({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n: 1, mark: 0 } });
    expect(actor.getSnapshot().context.moves).toHaveLength(1);
    await toy.reasons();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.feedback).toBeNull();
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

  test('FINISH once seat 0 is done plays the bots’ remaining moves without the pause; nothing is played for the reader', async () => {
    const seed = 40;
    // play until seat 0 is done, with the bots of the machine
    const actor = startFast({ options: OPTS, seed, level: 'leicht' });
    for (;;) {
      const snap = await settle(actor);
      if (snap.matches('GAME_OVER')) throw new Error('the reader should finish before the end');
      actor.send({ type: 'MOVE', move: toy.legalMoves(snap.context.state).at(-1)! });
      if ((actor.getSnapshot().context.state.taken[0] ?? 0) >= GOAL) break;
    }
    const reference = actor.getSnapshot().context.moves;
    // a slow machine at the same position: FINISH must not wait for the pause
    const slow = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', moves: reference, botPauseMs: 60_000 } });
    slow.start();
    slow.send({ type: 'FINISH' });
    expect(slow.getSnapshot().context.rushing).toBe(true);
    expect(slow.getSnapshot().context.rushFrom).toBeNull();
    const done = await waitFor(slow, (x) => x.matches('GAME_OVER'), { timeout: 2000 });
    // the same moves as the bots play one by one
    const stepwise = await waitFor(actor, (x) => x.matches('GAME_OVER'), { timeout: 2000 });
    expect(done.context.moves).toEqual(stepwise.context.moves);
    expect(done.context.state).toEqual(stepwise.context.state);
    expect(done.context.log).toEqual(stepwise.context.log);
    expect(done.context.rushFrom).toBeNull();
    slow.stop();
  });

  test('FINISH while the reader still plays: the computer plays the rest, the reader’s seat by the hint bot; rushFrom says where, UNDO goes back there', async () => {
    const seed = seedWhereReaderStarts();
    const slow = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', botPauseMs: 60_000 } });
    slow.start();
    expect(slow.getSnapshot().hasTag('human')).toBe(true);
    const first = toy.legalMoves(slow.getSnapshot().context.state)[0]!;
    slow.send({ type: 'MOVE', move: first });
    slow.send({ type: 'FINISH' });
    expect(slow.getSnapshot().context.rushFrom).toBe(1);
    expect(slow.getSnapshot().hasTag('human')).toBe(false);
    // a second FINISH during the rush changes nothing
    slow.send({ type: 'FINISH' });
    expect(slow.getSnapshot().context.rushFrom).toBe(1);
    const done = await waitFor(slow, (x) => x.matches('GAME_OVER'), { timeout: 2000 });
    expect(done.context.rushFrom).toBe(1);
    expect(done.context.moves[0]).toEqual(first);
    let s = toy.play(toy.deal(OPTS, seed), first);
    let forReader = 0;
    done.context.moves.slice(1).forEach((m, i) => {
      const view = toy.view(s, m.seat);
      const rng = makeRng(deriveSeed(seed, i + 1));
      if (m.seat === 0) forReader++;
      expect(m).toEqual(m.seat === 0 ? toyGreedyBot(view, rng) : toyRandomBot(view, rng));
      s = toy.play(s, m);
    });
    expect(forReader).toBeGreaterThan(0);
    // „Rückgängig“: back to where the reader pressed „Zum Ergebnis“, their turn again
    slow.send({ type: 'UNDO' });
    const back = slow.getSnapshot();
    expect(back.context.moves).toEqual([first]);
    expect(back.context.rushFrom).toBeNull();
    expect(back.context.rushing).toBe(false);
    // the rush start survives a restart of the machine (a reload with the kept game)
    const again = createActor(machine, { input: { options: OPTS, seed, level: 'leicht', moves: done.context.moves, rushFrom: 1 } });
    again.start();
    expect(again.getSnapshot().context.rushFrom).toBe(1);
    again.stop();
    slow.stop();
  });

  test('a searching level (kit.profi): its moves come from the provided worker actor; FINISH plays them one by one without a pause', async () => {
    const profiKit = {
      ...toyKit,
      levels: [...toyKit.levels, { id: 'profi', label: 'Profi' }],
      profi: {
        level: 'profi',
        worker: () => {
          throw new Error('no worker in Node');
        },
      },
    };
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
        if ((actor.getSnapshot().context.state.taken[0] ?? 0) >= GOAL)
          return { actor, over: toy.isOver(actor.getSnapshot().context.state) };
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
    const profiKit = {
      ...toyKit,
      levels: [...toyKit.levels, { id: 'profi', label: 'Profi' }],
      profi: {
        level: 'profi',
        worker: () => {
          throw new Error('no worker');
        },
      },
    };
    const seed = seedWhereBotStarts();
    const actor = createActor(createPlayMachine(profiKit).provide({ delays: { botPause: 0 } }), {
      input: { options: OPTS, seed, level: 'profi' },
    });
    actor.start();
    const snap = await waitFor(actor, (x) => x.context.moves.length > 0, { timeout: 1000 });
    const first = snap.context.moves[0]!;
    const state = toy.deal(OPTS, seed);
    expect(first).toEqual(toyGreedyBot(toy.view(state, toy.toAct(state)!), makeRng(deriveSeed(seed, 0))));
    actor.stop();
  });
});

/** Plays `n` moves from the deal (every seat takes one stick, marked 1), then on to seat 0's turn. */
function movesUntilReader(seed: number, n: number): ToyMove[] {
  let s = toy.deal(OPTS, seed);
  const moves: ToyMove[] = [];
  while (moves.length < n || s.toAct !== 0) {
    if (toy.isOver(s)) throw new Error('the toy game ended too early');
    const m = toy.legalMoves(s).find((x) => x.n === 1 && x.mark === 1)!;
    moves.push(m);
    s = toy.play(s, m);
  }
  return moves;
}

/** What a reader sees of a game: everything that a replay of (options, seed, moves) gives. */
const shown = (c: { options: ToyOptions; seed: number; level: string; moves: ToyMove[]; state: unknown; log: unknown }) => ({
  options: c.options,
  seed: c.seed,
  level: c.level,
  moves: c.moves,
  state: c.state,
  log: c.log,
});

describe('undo of whole games (NEW_GAME, links, RESUME_PREVIOUS)', () => {
  const take = (n = 1): { type: 'MOVE'; move: ToyMove } => ({ type: 'MOVE', move: { type: 'NEHMEN', seat: 0, n, mark: 0 } });

  test('NEW_GAME after the reader moved keeps the game: UNDO brings it back exactly, then takes back its own moves', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    actor.send(take(2));
    const before = await settle(actor);
    expect(before.context.previous).toBeNull();

    actor.send({ type: 'NEW_GAME', options: { players: 2, variants: 1 }, seed: 77, level: 'gierig' });
    const fresh = await settle(actor);
    expect(fresh.context.seed).toBe(77);
    expect(fresh.context.previous).toEqual(keptGame(before.context));
    expect(fresh.can({ type: 'UNDO' })).toBe(true);
    expect(undoRestoresPrevious(fresh.context)).toBe(true);

    actor.send({ type: 'UNDO' });
    const back = await settle(actor);
    expect(shown(back.context)).toEqual(shown(before.context));
    expect(back.context.previous).toBeNull();
    expect(back.context.state).toEqual(replayOnEngine(OPTS, before.context.seed, before.context.moves));
    // the old game's own move is the next thing UNDO takes back, and then there is nothing left
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.moves).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'UNDO' })).toBe(false);
    actor.stop();
  });

  test('in the new game, UNDO first takes back the reader’s own moves there, and only then brings the old game back', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    actor.send(take(1));
    const old = await settle(actor);
    actor.send({ type: 'NEW_GAME', options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    const start = await settle(actor);
    actor.send(take(1));
    await settle(actor);
    expect(undoRestoresPrevious(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.moves).toEqual(start.context.moves);
    expect(actor.getSnapshot().context.seed).toBe(start.context.seed);
    actor.send({ type: 'UNDO' });
    expect(shown(actor.getSnapshot().context)).toEqual(shown(old.context));
    actor.stop();
  });

  test('NEW_GAME without an own move keeps the game remembered before; a finished game or an untouched one is not kept', async () => {
    const actor = startFast({ options: OPTS, seed: seedWhereReaderStarts(), level: 'leicht' });
    // untouched: nothing to keep
    actor.send({ type: 'NEW_GAME', options: OPTS, seed: 5, level: 'leicht' });
    expect(actor.getSnapshot().context.previous).toBeNull();
    const s1 = await settle(actor);
    expect(s1.can({ type: 'UNDO' })).toBe(false);
    if (s1.matches('GAME_OVER')) throw new Error('seed 5 should not end at once');
    actor.send(take(1));
    const played = await settle(actor);
    actor.send({ type: 'NEW_GAME', options: OPTS, seed: 6, level: 'leicht' });
    // „Neu geben“ twice: the game the reader played in is still the one that comes back
    actor.send({ type: 'NEW_GAME', options: OPTS, seed: 8, level: 'leicht' });
    expect(actor.getSnapshot().context.previous).toEqual(keptGame(played.context));

    // a finished game is not kept: the remembered one stays
    const over = startFast({ options: OPTS, seed: 3, level: 'gierig' });
    for (let guard = 0; guard < 100; guard++) {
      const snap = await settle(over);
      if (snap.matches('GAME_OVER')) break;
      over.send({ type: 'MOVE', move: toy.legalMoves(snap.context.state).at(-1)! });
    }
    expect(over.getSnapshot().matches('GAME_OVER')).toBe(true);
    over.send({ type: 'NEW_GAME', options: OPTS, seed: 9, level: 'leicht' });
    expect(over.getSnapshot().context.previous).toBeNull();
    actor.stop();
    over.stop();
  });

  test('a link’s game: one UNDO brings the reader’s game back, not a move of the link taken back', async () => {
    const seed = seedWhereReaderStarts();
    const linkMoves = movesUntilReader(seed, 7);
    expect(linkMoves.some((m) => m.seat === 0)).toBe(true); // the sender's own moves are in it
    const own: KeptGame<ToyOptions, ToyMove> = { options: OPTS, seed: 99, level: 'gierig', moves: movesUntilReader(99, 2), linked: 0 };

    // without a game of the reader's to come back to, UNDO takes back the link's moves (exploring it)
    const alone = startFast({ options: OPTS, seed, level: 'leicht', moves: linkMoves, linked: linkMoves.length, foreign: true });
    expect(alone.getSnapshot().can({ type: 'UNDO' })).toBe(true);
    alone.send({ type: 'UNDO' });
    const last = linkMoves.map((m) => m.seat).lastIndexOf(0);
    expect(alone.getSnapshot().context.moves).toEqual(linkMoves.slice(0, last));
    expect(alone.getSnapshot().context.linked).toBe(last);
    alone.stop();

    const actor = startFast({
      options: OPTS,
      seed,
      level: 'leicht',
      moves: linkMoves,
      linked: linkMoves.length,
      foreign: true,
      previous: own,
    });
    expect(actor.getSnapshot().context.foreign).toBe(true);
    expect(actor.getSnapshot().can({ type: 'UNDO' })).toBe(true);
    actor.send({ type: 'UNDO' });
    const back = await settle(actor);
    expect(back.context).toMatchObject({
      options: own.options,
      seed: own.seed,
      level: own.level,
      foreign: false,
      linked: 0,
      previous: null,
    });
    expect(back.context.moves.slice(0, own.moves.length)).toEqual(own.moves);
    expect(back.context.state).toEqual(replayOnEngine(own.options, own.seed, back.context.moves));
    actor.stop();
  });

  test('playing on in a link’s game makes it the reader’s: UNDO stops at the linked moves, then the earlier game comes back', async () => {
    const seed = seedWhereReaderStarts();
    const linkMoves = movesUntilReader(seed, 4);
    const own: KeptGame<ToyOptions, ToyMove> = { options: OPTS, seed: 123, level: 'leicht', moves: [], linked: 0 };
    const actor = startFast({
      options: OPTS,
      seed,
      level: 'leicht',
      moves: linkMoves,
      linked: linkMoves.length,
      foreign: true,
      previous: own,
    });
    actor.send(take(1));
    expect(actor.getSnapshot().context.foreign).toBe(false);
    await settle(actor);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.moves).toEqual(linkMoves);
    expect(actor.getSnapshot().context.seed).toBe(seed);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.seed).toBe(own.seed);
    actor.stop();
  });

  test('RESUME_PREVIOUS brings the earlier game back in one step and keeps the one it replaces, so both can be swapped back', async () => {
    const seed = seedWhereReaderStarts();
    const own: KeptGame<ToyOptions, ToyMove> = { options: OPTS, seed: 321, level: 'gierig', moves: [], linked: 0 };
    const actor = startFast({ options: OPTS, seed, level: 'leicht', moves: [], foreign: true, previous: own });
    expect(actor.getSnapshot().can({ type: 'RESUME_PREVIOUS' })).toBe(true);
    actor.send(take(1));
    actor.send(take(1));
    const linkGame = await settle(actor);
    expect(linkGame.context.foreign).toBe(false);

    actor.send({ type: 'RESUME_PREVIOUS' });
    const mine = await settle(actor);
    expect(mine.context.seed).toBe(own.seed);
    expect(mine.context.previous).toEqual(keptGame(linkGame.context));
    actor.send({ type: 'RESUME_PREVIOUS' });
    expect(shown(actor.getSnapshot().context)).toEqual(shown(linkGame.context));

    // nothing to come back to: refused
    const plain = startFast({ options: OPTS, seed, level: 'leicht' });
    expect(plain.getSnapshot().can({ type: 'RESUME_PREVIOUS' })).toBe(false);
    plain.send({ type: 'RESUME_PREVIOUS' });
    expect(plain.getSnapshot().context.seed).toBe(seed);
    plain.stop();
    actor.stop();
  });
});
