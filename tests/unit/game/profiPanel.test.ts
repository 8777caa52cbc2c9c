/**
 * „Profi fragen“ / „Warum?“ (ProfiPanel.tsx): the percentages come with a sentence that says what
 * they mean, also when every move is at „1 %“; a forced move has no figure and no such sentence.
 */
import { describe, expect, test } from 'vitest';
import { profiAnswer } from '../../../src/components/game/ProfiPanel';
import { replayPartie, type PlayContext } from '../../../src/games/core/playMachine';
import type { SearchResult } from '../../../src/games/core/ismcts';
import { toy, toyKit, type ToyMove, type ToyOptions, type ToyState } from '../core/toyGame';

const OPTS: ToyOptions = { players: 3, variants: 1 };

function readerToAct(): PlayContext<ToyState, ToyMove, ToyOptions> {
  for (let seed = 1; ; seed++) {
    const { state, log } = replayPartie(toyKit, OPTS, seed, []);
    if (toy.toAct(state) === 0) {
      return { options: OPTS, seed, level: 'leicht', moves: [], linked: 0, foreign: false, previous: null, state, log, feedback: null, botPauseMs: 0, rushing: false, rushFrom: null };
    }
  }
}

const answerWith = (scores: number[], iterations = 500) => {
  const ctx = readerToAct();
  const legal = toy.legalMoves(ctx.state);
  const result: SearchResult<ToyMove> = {
    move: legal[0]!,
    candidates: scores.map((score, i) => ({ move: legal[i]!, visits: 100 - i, score })),
    iterations,
  };
  return profiAnswer(toyKit, ctx, toyKit.seatNames(OPTS), 0, async () => result);
};

describe('profiAnswer', () => {
  test('the percentages are explained', async () => {
    const a = await answerWith([0.71, 0.5, 0.2]);
    expect(a.lines.map((l) => l.text).join(' ')).toMatch(/71\u00a0%/);
    expect(a.legend).toMatch(/^Die Prozentzahl sagt, wie gut die Probespiele mit diesem Zug im Mittel für dich ausgingen: 100\u00a0% hieße, jedes gewonnen/);
    expect(a.legend).not.toMatch(/fast jedes Probespiel verloren/);
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
