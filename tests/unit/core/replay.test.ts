/**
 * The replay of „Analyse“ (core/replay.ts): every position of a game kept once, each move with its
 * sentence; and the replay link `?partie=<code>&zug=<n>&analyse`, whose form is frozen here like
 * the partie code itself (a link once shared keeps its meaning).
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieParams } from '../../../src/games/core/codec';
import { makeReplayHref, parseReplayParams, replaySteps, roundEnds } from '../../../src/games/core/replay';
import { dudabKit } from '../../../src/games/dudab/kit';
import { durakKit } from '../../../src/games/durak/kit';
import { replayPartie } from '../../../src/games/core/playMachine';
import { randomGame } from '../../helpers/randomGame';
import type { DurakMove } from '../../../src/games/durak/types';

const options = { players: 3, transfer: true };
const seed = 1234;
/** A whole game of random moves (seeded), so the test does not depend on a bot's tuning. */
const wholeGame = (): DurakMove[] => randomGame(durakKit, options, seed, 99);

describe('replaySteps', () => {
  const moves = wholeGame();
  const steps = replaySteps(durakKit, options, seed, moves);

  test('one step per position: the deal and after every move, each equal to a replay from the deal', () => {
    expect(steps).toHaveLength(moves.length + 1);
    expect(steps[0]!.move).toBeNull();
    expect(steps[0]!.state).toEqual(durakKit.rules.deal(options, seed));
    for (const n of [1, 2, Math.floor(moves.length / 2), moves.length]) {
      expect(steps[n]!.move).toEqual(moves[n - 1]);
      expect(steps[n]!.state).toEqual(replayPartie(durakKit, options, seed, moves.slice(0, n)).state);
    }
    expect(durakKit.rules.isOver(steps.at(-1)!.state)).toBe(true);
  });

  test('the lines of all steps are the move log of the whole game, in order', () => {
    const log = replayPartie(durakKit, options, seed, moves).log.map((l) => l.text);
    expect(steps.flatMap((s) => s.lines)).toEqual(log);
    // each move's own sentence comes first in its step
    expect(steps[1]!.lines[0]).toBe(durakKit.rules.describe(steps[0]!.state, moves[0]!, durakKit.seatNames(options)));
  });
});

describe('the replay link', () => {
  test('its form: the partie link plus &zug=<n>&analyse (frozen)', () => {
    expect(makeReplayHref('/spiele/durak/', 'A30.1ya.AB', 7)).toBe('/spiele/durak/?partie=A30.1ya.AB&zug=7&analyse');
    expect(makeReplayHref('/spiele/durak/', 'A30.1ya.AB', 0)).toBe('/spiele/durak/?partie=A30.1ya.AB&zug=0&analyse');
  });

  test('it opens the same game: the partie parameter of a replay link is the game’s code', () => {
    const moves = wholeGame();
    const code = makePartieCode(durakKit, { options, level: 'fortgeschritten', seed, moves });
    const href = makeReplayHref('/spiele/durak/', code, 5);
    const parsed = parsePartieParams(durakKit, href.slice(href.indexOf('?')));
    expect(parsed?.ok && parsed.value.moves).toEqual(moves);
  });

  test('zug and analyse are read; a zug beyond the game or not a number is refused in German', () => {
    expect(parseReplayParams('?partie=x&zug=7&analyse', 20)).toEqual({ ok: true, value: { zug: 7, analyse: true } });
    expect(parseReplayParams('?partie=x&zug=0', 20)).toEqual({ ok: true, value: { zug: 0, analyse: false } });
    expect(parseReplayParams('?partie=x&analyse', 20)).toEqual({ ok: true, value: { zug: null, analyse: true } });
    expect(parseReplayParams('?partie=x', 20)).toEqual({ ok: true, value: { zug: null, analyse: false } });
    expect(parseReplayParams('?partie=x&zug=20', 20)).toEqual({ ok: true, value: { zug: 20, analyse: false } });
    const beyond = parseReplayParams('?partie=x&zug=21&analyse', 20);
    expect(beyond).toEqual({ ok: false, error: 'Zug 21 gibt es in diesem Spiel nicht – es hat 20 Züge.' });
    const one = parseReplayParams('?zug=2', 1);
    expect(one.ok ? null : one.error).toBe('Zug 2 gibt es in diesem Spiel nicht – es hat 1 Zug.');
    for (const bad of ['?zug=-1', '?zug=abc', '?zug=1.5', '?zug=123456']) {
      const r = parseReplayParams(bad, 20);
      expect(r.ok, bad).toBe(false);
      expect(r.ok ? '' : r.error, bad).toMatch(/^Die Zugangabe „.*“ in diesem Link ist keine Zahl\.$/);
    }
  });
});

describe('roundEnds', () => {
  test('Dudab: each round ends where the engine enters „rundenende“ (or „spielende“ after the last)', () => {
    const rules = dudabKit.rules;
    const opts = { ...dudabKit.rules.defaultOptions, spieler: 3, runden: 3 };
    const dudabMoves = randomGame(dudabKit, opts, 77);
    const ends = roundEnds(rules, opts, 77, dudabMoves);
    const expected: number[] = [];
    let state = rules.deal(opts, 77);
    dudabMoves.forEach((m, i) => {
      const was = rules.phase(state);
      state = rules.play(state, m);
      const now = rules.phase(state);
      if (now !== was && (now === 'rundenende' || now === 'spielende')) expected.push(i + 1);
    });
    expect(expected).toHaveLength(3);
    expect(ends).toEqual(expected);
    // a game cut in round 2 has one round over
    expect(roundEnds(rules, opts, 77, dudabMoves.slice(0, expected[1]! - 1))).toEqual(expected.slice(0, 1));
  });

  test('a game of one deal has no round ends', () => {
    expect(roundEnds(durakKit.rules, options, seed, wholeGame())).toEqual([]);
  });
});
