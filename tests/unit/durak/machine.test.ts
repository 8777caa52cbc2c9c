/**
 * The Durak machines: free play through the shared play machine with the real engine and bots,
 * and every tutorial scenario walked to its end through the shared tutorial machine.
 */
import { describe, expect, test } from 'vitest';
import { replayScenario } from '../../helpers/scenarioReplay';
import { createActor, waitFor } from 'xstate';
import { hintText, replayPartie } from '../../../src/games/core/playMachine';
import { makeRng } from '../../../src/games/core/rng';
import { durakKit } from '../../../src/games/durak/kit';
import { durakPlayMachine, durakTutorialMachine } from '../../../src/games/durak/machine';
import { durak } from '../../../src/games/durak/rules';
import { durakScenarios } from '../../../src/games/durak/scenarios';
import { CARD_IDS } from '../../../src/games/durak/cards';
import { heuristicBot } from '../../../src/games/durak/bots';
import type { DurakMove, DurakOptions, DurakState } from '../../../src/games/durak/types';
import { PAGE_ANCHORS } from '../../helpers/rulesPage';

const fastPlay = durakPlayMachine.provide({ delays: { botPause: 0 } });
/** Feedback links to „Zur Regel“: the anchor must be a heading of the rules page. */
const anchors = PAGE_ANCHORS;

function startPlay(options: DurakOptions, seed: number, level = 'fortgeschritten', moves?: DurakMove[]) {
  const actor = createActor(fastPlay, { input: { options, seed, level, moves } });
  actor.start();
  return actor;
}
type PlayActor = ReturnType<typeof startPlay>;

async function settle(actor: PlayActor, until: (s: DurakState) => boolean = () => false) {
  return waitFor(actor, (s) => s.matches('GAME_OVER') || durak.toAct(s.context.state) === 0 || until(s.context.state), {
    timeout: 5000,
  });
}

/** Plays seat 0 with the hint bot until the game ends (or `until` says stop). */
async function playOut(actor: PlayActor, until: (s: DurakState) => boolean = () => false) {
  for (let i = 0; i < 2000; i++) {
    const snap = await settle(actor, until);
    if (snap.matches('GAME_OVER') || until(snap.context.state)) return snap;
    const move = heuristicBot(durak.view(snap.context.state, 0), makeRng(i));
    actor.send({ type: 'MOVE', move });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  }
  throw new Error('game did not end');
}

/** A card that is not in seat 0's hand (any move with it is illegal for seat 0). */
const foreignCard = (s: DurakState) => CARD_IDS.find((c) => !s.hands[0]!.includes(c))!;

describe('Durak free play', () => {
  const cases: [number, DurakOptions][] = [
    [1, { players: 2, transfer: false }],
    [2, { players: 3, transfer: false }],
    [3, { players: 4, transfer: true }],
    [4, { players: 5, transfer: false }],
    [5, { players: 6, transfer: true }],
    [6, { players: 2, transfer: true }],
  ];

  test.each(cases)('seed %i, %o: a whole game reaches GAME_OVER, consistent with the engine', async (seed, options) => {
    const actor = startPlay(options, seed, seed % 2 ? 'anfaenger' : 'fortgeschritten');
    const end = await playOut(actor);
    expect(end.matches('GAME_OVER')).toBe(true);
    const { context } = end;
    const replayed = context.moves.reduce((s, m) => durak.play(s, m), durak.deal(options, seed));
    expect(durak.isOver(replayed)).toBe(true);
    expect(context.state).toEqual(replayed);
    expect(durak.outcome(context.state)).toEqual(durak.outcome(replayed));
    expect(context.log).toEqual(replayPartie(durakKit, options, seed, context.moves).log);
    // the log ends with the result line and names the Durak (or the draw)
    const last = context.log.at(-1)!.text;
    expect(last).toMatch(context.state.durak === null ? /Unentschieden/ : /Durak/);
    actor.stop();
  });

  test('the machine’s phase state always mirrors the engine', async () => {
    const actor = startPlay({ players: 3, transfer: true }, 77);
    const seen = new Set<string>();
    actor.subscribe((snap) => {
      const phase = durak.phase(snap.context.state);
      const top = typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0]!;
      // transient microsteps are not observable: every published snapshot is routed
      expect(top).toBe(phase);
      if (phase !== 'GAME_OVER') {
        const who = durak.toAct(snap.context.state) === 0 ? 'human' : 'bot';
        expect(snap.matches({ [phase]: who } as never)).toBe(true);
      }
      seen.add(top);
    });
    await playOut(actor);
    expect([...seen].sort()).toEqual(['ATTACK_OPEN', 'DEFEND', 'GAME_OVER', 'THROW_IN']);
  });

  test('an illegal MOVE leaves the state unchanged; the feedback names a rule anchor of the page', async () => {
    const actor = startPlay({ players: 3, transfer: false }, 12);
    let snap = await settle(actor);
    let tries = 0;
    for (let i = 0; i < 30 && !snap.matches('GAME_OVER'); i++) {
      const { state } = snap.context;
      const candidates: DurakMove[] = [
        { type: 'ATTACK', seat: 0, card: foreignCard(state) },
        { type: 'TAKE', seat: 0 },
        { type: 'PASS', seat: 0 },
        ...state.hands[0]!.map((card): DurakMove => ({ type: 'THROW_IN', seat: 0, card })),
      ];
      const bad = candidates.filter((m) => !durak.check(state, m).ok);
      for (const move of bad) {
        actor.send({ type: 'MOVE', move });
        const after = actor.getSnapshot().context;
        expect(after.state).toEqual(state);
        expect(after.moves).toEqual(snap.context.moves);
        const verdict = durak.check(state, move);
        expect(after.feedback).toEqual(verdict.ok ? null : { kind: 'illegal', text: verdict.reason, rule: verdict.rule });
        expect(anchors).toContain(after.feedback?.kind === 'illegal' ? after.feedback.rule : '');
        tries++;
      }
      actor.send({ type: 'MOVE', move: heuristicBot(durak.view(state, 0), makeRng(i)) });
      snap = await settle(actor);
    }
    expect(tries).toBeGreaterThan(20);
  });

  test('TIPP proposes a legal move for seat 0 with its German description and why', async () => {
    const actor = startPlay({ players: 4, transfer: true }, 31);
    for (let i = 0; i < 10; i++) {
      const snap = await settle(actor);
      if (snap.matches('GAME_OVER')) break;
      actor.send({ type: 'HINT' });
      // the hint explainer loads with the first „Tipp“: the answer comes asynchronously
      const fb = (await waitFor(actor, (s) => s.context.feedback !== null)).context.feedback;
      expect(fb?.kind).toBe('hint');
      if (fb?.kind !== 'hint') return;
      expect(durak.check(snap.context.state, fb.move)).toEqual({ ok: true });
      const sentence = durak.describe(snap.context.state, fb.move, durakKit.seatNames(snap.context.options));
      const why = (await durakKit.hintWhy!())(durak.view(snap.context.state, 0), fb.move);
      expect(fb.text).toBe(hintText(sentence, why));
      expect(fb.text).toMatch(/^Du .*, weil .+\.$/);
      expect(fb.text).not.toContain(':');
      actor.send({ type: 'MOVE', move: fb.move });
    }
  });

  test('UNDO returns to before the reader’s last move and never past the start', async () => {
    const options: DurakOptions = { players: 4, transfer: false };
    const actor = startPlay(options, 8);
    const decisions: DurakMove[][] = [];
    for (let i = 0; i < 8; i++) {
      const snap = await settle(actor);
      if (snap.matches('GAME_OVER')) break;
      decisions.push(snap.context.moves);
      actor.send({ type: 'MOVE', move: heuristicBot(durak.view(snap.context.state, 0), makeRng(i)) });
    }
    await settle(actor);
    for (const expected of [...decisions].reverse()) {
      actor.send({ type: 'UNDO' });
      const snap = actor.getSnapshot();
      expect(snap.context.moves).toEqual(expected);
      expect(snap.context.state).toEqual(expected.reduce((s, m) => durak.play(s, m), durak.deal(options, 8)));
      expect(durak.toAct(snap.context.state)).toBe(0);
    }
    const first = actor.getSnapshot().context.moves;
    actor.send({ type: 'UNDO' });
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.moves).toEqual(first);
    expect(first.every((m) => m.seat !== 0)).toBe(true);
  });

  test('UNDO works from GAME_OVER', async () => {
    const actor = startPlay({ players: 2, transfer: false }, 3);
    const end = await playOut(actor);
    const lastHuman = end.context.moves.map((m) => m.seat).lastIndexOf(0);
    actor.send({ type: 'UNDO' });
    const snap = actor.getSnapshot();
    expect(snap.context.moves).toEqual(end.context.moves.slice(0, lastHuman));
    expect(snap.matches('GAME_OVER')).toBe(false);
  });

  test('NEU deals a new game', async () => {
    const actor = startPlay({ players: 2, transfer: false }, 3);
    await playOut(actor, (s) => s.discard.length > 0);
    actor.send({ type: 'NEW_GAME', options: { players: 5, transfer: true }, seed: 99, level: 'anfaenger' });
    const snap = await settle(actor);
    expect(snap.context.options).toEqual({ players: 5, transfer: true });
    expect(snap.context.level).toBe('anfaenger');
    expect(snap.context.state).toEqual(snap.context.moves.reduce((s, m) => durak.play(s, m), durak.deal({ players: 5, transfer: true }, 99)));
    expect(snap.context.moves.every((m) => m.seat !== 0)).toBe(true);
    expect(snap.context.state.hands).toHaveLength(5);
  });

  test('FINISH: refused while the reader plays, finishes the game at once after the reader is out', async () => {
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 2; seed++) {
      const options: DurakOptions = { players: 4, transfer: false };
      const actor = startPlay(options, seed);
      const snap = await playOut(actor, (s) => !s.active[0]);
      if (snap.matches('GAME_OVER')) continue; // the reader was the Durak or the game ended with them
      // while the reader still played, FINISH was not possible: check one earlier position
      const earlier = startPlay(options, seed, 'fortgeschritten', snap.context.moves.slice(0, 4));
      const e0 = earlier.getSnapshot().context;
      if (e0.state.active[0] && !durak.isOver(e0.state)) {
        earlier.send({ type: 'FINISH' });
        expect(earlier.getSnapshot().context.moves).toEqual(e0.moves);
      }
      earlier.stop();
      const slow = createActor(durakPlayMachine, {
        input: { options, seed, level: 'fortgeschritten', moves: snap.context.moves, botPauseMs: 60_000 },
      });
      slow.start();
      slow.send({ type: 'FINISH' });
      const done = slow.getSnapshot();
      expect(done.matches('GAME_OVER')).toBe(true);
      const stepwise = await waitFor(actor, (s) => s.matches('GAME_OVER'), { timeout: 5000 });
      expect(done.context.moves).toEqual(stepwise.context.moves);
      expect(done.context.state).toEqual(stepwise.context.state);
      slow.stop();
      checked++;
    }
    expect(checked).toBe(2);
  });
});

describe('Durak tutorials', () => {
  test('there are at least seven scenarios with unique German slugs, each with an expect step', () => {
    expect(durakScenarios.length).toBeGreaterThanOrEqual(7);
    const ids = durakScenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of durakScenarios) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.steps.some((st) => st.kind === 'expect')).toBe(true);
      expect(anchors).toContain(s.rule);
      expect(s.names[0]).toBe('Du');
    }
  });

  test.each(durakScenarios.map((s) => [s.id, s] as const))('„%s“ replays to its end through the tutorial machine', (_id, scenario) =>
    replayScenario(durakTutorialMachine, durak, scenario, {
      illegalMove: (state) => ({ type: 'ATTACK' as const, seat: 0, card: foreignCard(state) }),
      anchors,
    }),
  );
});
