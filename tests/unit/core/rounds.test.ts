/**
 * Games of several rounds with scores, through the core: the next round is dealt inside `play`
 * from deriveSeed(seed, round), so a whole match is a pure function of (options, seed, moves) — the
 * link codec replays it exactly and the play machine reaches GAME_OVER with the score table.
 * Driven by the card toy game „Kärtchen“ (toyGame.ts).
 */
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { createPlayMachine, replayPartie } from '../../../src/games/core/playMachine';
import { deriveSeed, makeRng, randomInt, shuffle } from '../../../src/games/core/rng';
import { KARTEN, kGreedyBot, kaertchen, kaertchenKit, type KMove, type KOptions, type KState } from './toyGame';

const OPTS: KOptions = { players: 3, rounds: 3 };

/** A whole match with seeded random moves; the states at every round start are kept. */
function randomMatch(options: KOptions, seed: number) {
  const rng = makeRng(seed ^ 0x77);
  let s = kaertchen.deal(options, seed);
  const moves: KMove[] = [];
  const starts: KState[] = [s];
  while (!kaertchen.isOver(s)) {
    const legal = kaertchen.legalMoves(s);
    const m = legal[randomInt(rng, legal.length)]!;
    moves.push(m);
    const next = kaertchen.play(s, m);
    if (next.round !== s.round) starts.push(next);
    s = next;
  }
  return { moves, end: s, starts };
}

describe('rounds are dealt inside play from deriveSeed(seed, round)', () => {
  test.each([1, 2, 3, 77, 4294967295])('seed %i: every round starts with its own deal', (seed) => {
    const { starts } = randomMatch(OPTS, seed);
    expect(starts.map((s) => s.round)).toEqual([1, 2, 3]);
    for (const s of starts) {
      const deck = shuffle(KARTEN, makeRng(deriveSeed(seed, s.round)));
      // four cards each, in deck order around the table
      s.hands.forEach((hand, p) => expect([...hand].sort()).toEqual(deck.slice(4 * p, 4 * p + 4).sort()));
      expect(s.toAct).toBe((s.round - 1) % OPTS.players);
    }
  });

  test('different rounds of one match, and different seeds, deal differently', () => {
    const { starts } = randomMatch(OPTS, 5);
    expect(starts[0]!.hands).not.toEqual(starts[1]!.hands);
    expect(kaertchen.deal({ players: 2, rounds: 1 }, 5).hands).not.toEqual(kaertchen.deal({ players: 2, rounds: 1 }, 6).hands);
  });

  test('the outcome carries one score row per round and their column sums as totals', () => {
    for (const seed of [11, 12, 13]) {
      const { end } = randomMatch(OPTS, seed);
      const o = kaertchen.outcome(end);
      expect(o.scores).not.toBeNull();
      const { rounds, totals, better, unit } = o.scores!;
      expect(rounds).toHaveLength(3);
      for (const row of rounds) expect(row).toHaveLength(3);
      expect(totals).toEqual([0, 1, 2].map((p) => rounds[0]![p]! + rounds[1]![p]! + rounds[2]![p]!));
      expect([better, unit]).toEqual(['hoch', 'Punkte']);
      const best = Math.max(...totals);
      expect(o.winners).toEqual([0, 1, 2].filter((p) => totals[p] === best));
      expect(o.places[0]).toEqual(o.winners);
      expect(o.places.flat().sort()).toEqual([0, 1, 2]);
    }
  });
});

describe('a multi-round match through the link codec', () => {
  test.each([21, 22, 23, 24])('seed %i: the code of the whole match replays it exactly, round changes included', (seed) => {
    const { moves, end } = randomMatch(OPTS, seed);
    const partie = { options: OPTS, level: 'gierig', seed, moves };
    const code = makePartieCode(kaertchenKit, partie);
    const parsed = parsePartieCode(kaertchenKit, code);
    expect(parsed).toEqual({ ok: true, value: partie });
    if (!parsed.ok) return;
    const replayed = replayPartie(kaertchenKit, parsed.value.options, parsed.value.seed, parsed.value.moves);
    expect(replayed.state).toEqual(end);
    expect(replayed.log.filter((l) => /^Runde \d: .* beginnt\.$/.test(l.text)).map((l) => l.text.slice(0, 7))).toEqual([
      'Runde 1',
      'Runde 2',
      'Runde 3',
    ]);
    // A link cut in the middle of round 2 opens that very position.
    const cut = moves.findIndex((_, i) => replayPartie(kaertchenKit, OPTS, seed, moves.slice(0, i)).state.round === 2) + 1;
    const half = { ...partie, moves: moves.slice(0, cut) };
    const reopened = parsePartieCode(kaertchenKit, makePartieCode(kaertchenKit, half));
    expect(reopened.ok && replayPartie(kaertchenKit, OPTS, seed, reopened.value.moves).state).toEqual(
      replayPartie(kaertchenKit, OPTS, seed, half.moves).state,
    );
  });
});

describe('the play machine over several rounds', () => {
  const machine = createPlayMachine(kaertchenKit).provide({ delays: { botPause: 0 } });

  test.each([31, 32])('seed %i: the reader plays with the hint bot until GAME_OVER with the score table', async (seed) => {
    const actor = createActor(machine, { input: { options: OPTS, seed, level: 'gierig' } });
    actor.start();
    for (let i = 0; i < 200; i++) {
      const snap = await waitFor(actor, (s) => s.hasTag('over') || s.hasTag('human'), { timeout: 2000 });
      if (snap.hasTag('over')) break;
      actor.send({ type: 'MOVE', move: kGreedyBot(kaertchen.view(snap.context.state, 0), makeRng(i)) });
      expect(actor.getSnapshot().context.feedback).toBeNull();
    }
    const end = actor.getSnapshot();
    expect(end.matches('GAME_OVER')).toBe(true);
    const { context } = end;
    expect(context.state.round).toBe(3);
    const outcome = kaertchen.outcome(context.state);
    expect(outcome.scores?.rounds).toHaveLength(3);
    // Everything in the context comes from (options, seed, moves).
    expect(replayPartie(kaertchenKit, OPTS, seed, context.moves)).toEqual({ state: context.state, log: context.log });
    expect(context.log.at(-1)!.text).toBe('Das Spiel ist vorbei.');
    actor.stop();
  });
});
