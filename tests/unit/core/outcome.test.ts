import { describe, expect, it } from 'vitest';
import { illegalMove } from '../../../src/games/core/engine';
import { scoreOutcome, winnersOf } from '../../../src/games/core/outcome';

describe('winnersOf (one rule for every game with points)', () => {
  it('takes the highest totals when higher is better, ties share', () => {
    expect(winnersOf([3, 9, 1], 'hoch')).toEqual([1]);
    expect(winnersOf([7, 2, 7], 'hoch')).toEqual([0, 2]);
  });
  it('takes the lowest totals when lower is better, ties share', () => {
    expect(winnersOf([3, 9, 1], 'niedrig')).toEqual([2]);
    expect(winnersOf([-4, 2, -4, 5], 'niedrig')).toEqual([0, 2]);
  });
  it('agrees with the winners of scoreOutcome', () => {
    for (const better of ['hoch', 'niedrig'] as const) {
      const rounds = [
        [4, -2, 4],
        [1, 5, 1],
      ];
      const o = scoreOutcome(rounds, 3, better, 'Punkte');
      expect(winnersOf(o.scores!.totals, better)).toEqual(o.winners);
    }
  });
});

describe('illegalMove (how every play refuses)', () => {
  it('names the game and the move (a programming error: readers get check’s reason before)', () => {
    const e = illegalMove('Toy', { type: 'NIMM', seat: 0 });
    expect(e.message).toBe('Illegal Toy move {"type":"NIMM","seat":0}');
  });
});
