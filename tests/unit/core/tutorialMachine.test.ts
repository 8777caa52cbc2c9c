/**
 * The generic tutorial machine and the scenario helpers, on a tiny stand-in game (toyGame.ts).
 * Every Durak scenario is walked in tests/unit/durak/machine.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { prepareScenario, sameMove, stateAtStep, stateBeforeStep, type Scenario } from '../../../src/games/core/scenario';
import { createTutorialMachine } from '../../../src/games/core/tutorialMachine';
import { toy, type ToyLayout, type ToyState, type ToyMove } from './toyGame';

const take = (seat: number, n: number, mark = 0): ToyMove => ({ type: 'NEHMEN', seat, n, mark });

const scenario: Scenario<ToyLayout, ToyMove, ToyState> = {
  id: 'erste-hoelzchen',
  title: 'Die ersten Hölzchen',
  rule: 'nehmen',
  names: ['Du', 'Anna'],
  layout: { options: { players: 2, variants: 2 }, pile: 12, toAct: 1 },
  steps: [
    { kind: 'info', text: 'Es liegen zwölf Hölzchen.' },
    { kind: 'auto', text: 'Anna nimmt zwei.', move: take(1, 2) },
    {
      kind: 'expect',
      text: 'Nimm drei Hölzchen.',
      move: take(0, 3),
      alsoOk: [take(0, 3, 1)],
      hint: 'Drei ist das Höchste.',
      done: 'Genau, drei auf einmal.',
    },
    { kind: 'auto', text: 'Anna nimmt eins.', move: take(1, 1) },
    { kind: 'expect', text: 'Nimm eins.', move: take(0, 1), hint: 'Nur eins.', done: 'Richtig.' },
  ],
};

const machine = createTutorialMachine(toy);
const fast = machine.provide({ delays: { movePause: 0 } });

function start(step?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { scenario, step }, clock });
  actor.start();
  return { actor, clock };
}

describe('scenario helpers', () => {
  test('stateBeforeStep replays the canonical moves of the earlier steps', () => {
    const layoutState = toy.fromLayout(scenario.layout);
    expect(stateBeforeStep(toy, scenario, 1)).toEqual(layoutState);
    expect(stateBeforeStep(toy, scenario, 2)).toEqual(layoutState); // an info step plays nothing
    const after2 = toy.play(layoutState, take(1, 2));
    expect(stateBeforeStep(toy, scenario, 3)).toEqual(after2);
    expect(stateBeforeStep(toy, scenario, 4)).toEqual(toy.play(after2, take(0, 3)));
    expect(stateBeforeStep(toy, scenario, 4).pile).toBe(7);
    expect(stateBeforeStep(toy, scenario, 5).pile).toBe(6);
  });

  test('stateAtStep shows an auto step after its move', () => {
    expect(stateAtStep(toy, scenario, 2).pile).toBe(10);
    expect(stateAtStep(toy, scenario, 3).pile).toBe(10);
  });

  test('steps out of range and illegal scripted moves are content bugs and throw', () => {
    expect(() => stateBeforeStep(toy, scenario, 0)).toThrow();
    expect(() => stateBeforeStep(toy, scenario, 6)).toThrow();
    const broken: Scenario<ToyLayout, ToyMove, ToyState> = {
      ...scenario,
      steps: [{ kind: 'auto', text: '…', move: take(0, 1) }, scenario.steps[0]!],
    };
    expect(() => stateBeforeStep(toy, broken, 2)).toThrow();
  });

  test('a prepared scenario starts from its start position, without a layout parser (the page side)', () => {
    const { fromLayout: _parser, ...pageRules } = toy;
    const prepared = prepareScenario(toy, scenario);
    // a position that fromLayout would not build: proves the start position is what is used
    const other = { ...prepared, start: { ...prepared.start!, pile: 9 } };
    expect(stateBeforeStep(pageRules, other, 1).pile).toBe(9);
    expect(stateAtStep(pageRules, other, 2).pile).toBe(7);
    for (let n = 1; n <= scenario.steps.length; n++) {
      expect(stateAtStep(pageRules, prepared, n)).toEqual(stateAtStep(toy, scenario, n));
    }
    const tutorial = createActor(createTutorialMachine(pageRules), { input: { scenario: prepared, step: 3 } });
    tutorial.start();
    expect(tutorial.getSnapshot().context.state).toEqual(stateBeforeStep(toy, scenario, 3));
    expect(() => stateBeforeStep(pageRules, scenario, 1)).toThrow(/ohne Startstellung/);
  });

  test('sameMove compares plain data, not identity or key order', () => {
    expect(sameMove(take(0, 2), { mark: 0, n: 2, seat: 0, type: 'NEHMEN' } as ToyMove)).toBe(true);
    expect(sameMove(take(0, 2), take(0, 2, 1))).toBe(false);
    expect(sameMove(take(0, 2), take(1, 2))).toBe(false);
    const withCards = (cards: string[]) => ({ type: 'ENTSORGEN', seat: 0, cards });
    expect(sameMove(withCards(['a', 'b']), withCards(['a', 'b']))).toBe(true);
    expect(sameMove(withCards(['a', 'b']), withCards(['b', 'a']))).toBe(false);
    expect(sameMove(withCards(['a']), withCards(['a', 'b']))).toBe(false);
    expect(sameMove({ type: 'X', seat: 0 }, { type: 'X', seat: 0, extra: 1 } as { type: string; seat: number })).toBe(false);
  });
});

describe('tutorial machine', () => {
  test('walks the whole scenario to fertig', () => {
    const { actor, clock } = start();
    const before = (n: number) => stateBeforeStep(toy, scenario, n);
    let snap = actor.getSnapshot();
    expect(snap.value).toBe('explaining');
    expect(snap.context).toMatchObject({ step: 1, events: [], feedback: null, lastMove: null });
    expect(snap.context.state).toEqual(before(1));

    actor.send({ type: 'NEXT' });
    snap = actor.getSnapshot();
    expect(snap.value).toBe('opponentMoving');
    expect(snap.context.step).toBe(2);
    expect(snap.context.state).toEqual(before(2)); // the move is not shown yet
    clock.increment(699);
    expect(actor.getSnapshot().value).toBe('opponentMoving');
    clock.increment(1);
    snap = actor.getSnapshot();
    expect(snap.value).toBe('explaining');
    expect(snap.context.state).toEqual(toy.play(before(2), take(1, 2)));
    expect(snap.context.events).toEqual([{ type: 'Genommen', seat: 1, n: 2 }]);
    expect(snap.context.lastMove).toEqual(take(1, 2));

    actor.send({ type: 'NEXT' });
    snap = actor.getSnapshot();
    expect(snap.value).toBe('awaitingMove');
    expect(snap.context.step).toBe(3);
    expect(snap.context.events).toEqual([]);
    actor.send({ type: 'NEXT' }); // ignored: the reader must move
    expect(actor.getSnapshot().value).toBe('awaitingMove');
    expect(actor.getSnapshot().context.step).toBe(3);

    actor.send({ type: 'MOVE', move: take(0, 3) });
    snap = actor.getSnapshot();
    expect(snap.value).toBe('stepSolved');
    expect(snap.context.feedback).toEqual({ kind: 'right', text: 'Genau, drei auf einmal.' });
    expect(snap.context.state).toEqual(before(4));
    expect(snap.context.lastMove).toEqual(take(0, 3));

    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('opponentMoving');
    clock.increment(700);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('awaitingMove');
    actor.send({ type: 'MOVE', move: take(0, 1) });
    expect(actor.getSnapshot().value).toBe('stepSolved');
    actor.send({ type: 'NEXT' });
    snap = actor.getSnapshot();
    expect(snap.value).toBe('finished');
    expect(snap.context.step).toBe(5);
    expect(snap.context.state.pile).toBe(5);
    actor.stop();
  });

  test('an illegal try gets the engine’s reason and rule; the table stays', async () => {
    const { actor } = start(3);
    const state = actor.getSnapshot().context.state;
    for (const move of [take(0, 4), take(1, 1), take(0, 1, 5)]) {
      actor.send({ type: 'MOVE', move });
      // the reason comes once the reasons are loaded (REFUSED)
      const snap = await waitFor(actor, (s) => s.context.feedback !== null);
      const verdict = toy.check(state, move);
      expect(verdict.ok).toBe(false);
      if (verdict.ok) continue;
      expect(snap.value).toBe('awaitingMove');
      expect(snap.context.feedback).toEqual({ kind: 'illegal', text: verdict.reason, rule: verdict.rule });
      expect(snap.context.state).toEqual(state);
    }
  });

  test('a reason that arrives after another answer („falsch“) is dropped; after two tries the last one’s reason stands', async () => {
    const { actor } = start(3);
    const state = actor.getSnapshot().context.state;
    const wrong = toy.legalMoves(state).find((m) => !sameMove(m, take(0, 3)));
    expect(wrong).toBeDefined();
    actor.send({ type: 'MOVE', move: take(0, 4) });
    actor.send({ type: 'MOVE', move: wrong! });
    expect(actor.getSnapshot().context.feedback?.kind).toBe('wrong');
    await toy.reasons();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.feedback?.kind).toBe('wrong');
    // two refused tries in a row: the second one's reason is what the reader reads
    actor.send({ type: 'MOVE', move: take(1, 1) });
    actor.send({ type: 'MOVE', move: take(0, 4) });
    await new Promise((r) => setTimeout(r, 0));
    const last = toy.check(state, take(0, 4));
    expect(actor.getSnapshot().context.feedback).toEqual(last.ok ? null : { kind: 'illegal', text: last.reason, rule: last.rule });
  });

  test('a legal move that the step does not teach gets „falsch“, then TIPP gives the hint', () => {
    const { actor } = start(3);
    const state = actor.getSnapshot().context.state;
    actor.send({ type: 'MOVE', move: take(0, 1) });
    let snap = actor.getSnapshot();
    expect(snap.value).toBe('awaitingMove');
    expect(snap.context.feedback?.kind).toBe('wrong');
    expect(snap.context.feedback?.text).toMatch(/Tipp/);
    expect(snap.context.state).toEqual(state);
    actor.send({ type: 'HINT' });
    snap = actor.getSnapshot();
    expect(snap.context.feedback).toEqual({ kind: 'hint', text: 'Drei ist das Höchste.' });
    expect(snap.value).toBe('awaitingMove');
  });

  test('the example’s own move is answered with the step’s text alone', () => {
    const { actor } = start(3);
    actor.send({ type: 'MOVE', move: take(0, 3) });
    expect(actor.getSnapshot().context.feedback).toEqual({ kind: 'right', text: 'Genau, drei auf einmal.' });
  });

  test('an alsoOk move is accepted, says that the example goes on with its own move, and the next step continues from it', () => {
    const { actor, clock } = start(3);
    actor.send({ type: 'MOVE', move: take(0, 3, 1) });
    let snap = actor.getSnapshot();
    expect(snap.value).toBe('stepSolved');
    // said before „Weiter“ changes the table: the example goes on with its own move
    const own = toy.describe(stateBeforeStep(toy, scenario, 3), take(0, 3), scenario.names);
    expect(own).toMatch(/3/);
    expect(snap.context.feedback).toEqual({
      kind: 'right',
      text: `Genau, drei auf einmal. Das Beispiel geht mit seinem eigenen Zug weiter („${own.replace(/\.$/, '')}“), damit die nächsten Schritte passen.`,
    });
    expect(snap.context.lastMove).toEqual(take(0, 3, 1));
    actor.send({ type: 'NEXT' });
    clock.increment(700);
    snap = actor.getSnapshot();
    expect(snap.context.step).toBe(4);
    expect(snap.context.state).toEqual(toy.play(stateBeforeStep(toy, scenario, 4), take(1, 1)));
  });

  test('TIPP outside an expect step does nothing', () => {
    const { actor } = start(1);
    actor.send({ type: 'HINT' });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  test('ZURUECK and SCHRITT reproduce every step exactly, from anywhere', () => {
    const { actor, clock } = start(5);
    actor.send({ type: 'MOVE', move: take(0, 1) });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('finished');
    actor.send({ type: 'BACK' }); // from fertig back into the last step
    expect(actor.getSnapshot().value).toBe('awaitingMove');
    expect(actor.getSnapshot().context.step).toBe(5);
    for (let n = 5; n >= 1; n--) {
      if (n < 5) actor.send({ type: 'BACK' });
      clock.increment(700);
      const snap = actor.getSnapshot();
      expect(snap.context.step).toBe(n);
      expect(snap.context.state).toEqual(stateAtStep(toy, scenario, n));
      expect(snap.context.feedback).toBeNull();
    }
    actor.send({ type: 'BACK' }); // already at step 1
    expect(actor.getSnapshot().context.step).toBe(1);

    for (const n of [4, 2, 5, 3, 1, 3]) {
      actor.send({ type: 'MOVE', move: take(0, 2) }); // leave some feedback behind
      actor.send({ type: 'GO_TO_STEP', step: n });
      clock.increment(700);
      const snap = actor.getSnapshot();
      expect(snap.context.step).toBe(n);
      expect(snap.context.state).toEqual(stateAtStep(toy, scenario, n));
      const kind = scenario.steps[n - 1]!.kind;
      expect(snap.value).toBe(kind === 'expect' ? 'awaitingMove' : 'explaining');
      expect(snap.context.feedback).toBeNull();
    }
    for (const bad of [0, 6, 2.5, -1]) {
      actor.send({ type: 'GO_TO_STEP', step: bad });
      expect(actor.getSnapshot().context.step).toBe(3);
    }
  });

  test('ZURUECK while a scripted move is pending cancels it', () => {
    const { actor, clock } = start(1);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('opponentMoving');
    actor.send({ type: 'BACK' });
    clock.increment(5000);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('explaining');
    expect(snap.context.step).toBe(1);
    expect(snap.context.state).toEqual(stateBeforeStep(toy, scenario, 1));
  });

  test('the input step is where the walk begins; movePause can be provided', () => {
    const actor = createActor(fast, { input: { scenario, step: 4 } });
    actor.start();
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        const snap = actor.getSnapshot();
        expect(snap.value).toBe('explaining');
        expect(snap.context.step).toBe(4);
        expect(snap.context.state).toEqual(stateAtStep(toy, scenario, 4));
        resolve();
      }, 5);
    });
  });
});
