/**
 * „Warum?“ (ProfiPanel.tsx `profiAnswer`): the computer's own reckoning for its last move; the
 * percentages come with a sentence that says what they mean, also when every move is at „1 %“, and
 * a note that this is no judgement of the reader's play; a forced move has no figure and no such
 * sentence. („Profi fragen“, the judgement of the reader's position: tests/unit/core/judgePosition.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { profiAnswer } from '../../../src/components/game/ProfiPanel';
import { replayPartie } from '../../../src/games/core/playMachine';
import type { PlayContext } from '../../../src/games/core/playTypes';
import type { SearchResult } from '../../../src/games/core/ismcts';
import { toy, toyKit, type ToyMove, type ToyOptions, type ToyState } from '../core/toyGame';

const OPTS: ToyOptions = { players: 3, variants: 1 };

/** A game whose first move was the computer's (Anna's or Bernd's), with the reader to act now. */
function afterComputerMove(): PlayContext<ToyState, ToyMove, ToyOptions> {
  for (let seed = 1; ; seed++) {
    const start = replayPartie(toyKit, OPTS, seed, []).state;
    if (toy.toAct(start) === 0) continue;
    const moves = [toy.legalMoves(start)[0]!];
    const { state, log } = replayPartie(toyKit, OPTS, seed, moves);
    return {
      options: OPTS,
      seed,
      level: 'leicht',
      moves,
      linked: 0,
      foreign: false,
      previous: null,
      state,
      log,
      feedback: null,
      botPauseMs: 0,
      rushing: false,
      rushFrom: null,
    };
  }
}

const answerWith = (scores: number[], iterations = 500) => {
  const ctx = afterComputerMove();
  const before = replayPartie(toyKit, OPTS, ctx.seed, []).state;
  const legal = toy.legalMoves(before);
  const result: SearchResult<ToyMove> = {
    move: legal[0]!,
    candidates: scores.map((score, i) => ({ move: legal[i]!, visits: 100 - i, score })),
    iterations,
  };
  return profiAnswer(toyKit, ctx, toyKit.seatNames(OPTS), 0, async () => result);
};

describe('profiAnswer („Warum?“)', () => {
  test('the percentages are explained, with how often the search tried each move, and it is the computer’s own reckoning', async () => {
    const a = await answerWith([0.71, 0.5, 0.2]);
    expect(a.lines[0]!.text).toMatch(/: 100-mal versucht, 71\u00a0%$/);
    expect(a.lines[1]!.text).toMatch(/: 99-mal versucht, 50\u00a0%$/);
    expect(a.legend).toMatch(
      /^Die Prozentzahl sagt, wie gut die Probespiele der Suche mit diesem Zug im Mittel für (Anna|Bernd) ausgingen: 100\u00a0% hieße, jedes gewonnen/,
    );
    expect(a.legend).not.toMatch(/fast jedes Probespiel verloren/);
    expect(a.note).toMatch(/eigene Rechnung des Computers .* keine Bewertung deines Spiels/);
  });

  test('three moves at „1 %“: the legend says that nearly every probe game is lost whatever the move', async () => {
    const a = await answerWith([0.012, 0.01, 0.008]);
    expect(a.lines.every((l) => /[01]\u00a0%$/.test(l.text))).toBe(true);
    expect(a.legend).toMatch(/Prozentzahl.*Hier geht fast jedes Probespiel verloren/);
  });

  test('a forced move has no figure to explain', async () => {
    const a = await answerWith([1], 0);
    expect(a.lines[0]!.text).toMatch(/der einzige erlaubte Zug$/);
    expect(a.legend).toBeUndefined();
  });
});
