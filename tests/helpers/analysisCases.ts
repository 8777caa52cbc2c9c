/**
 * Frozen analysis cases (issue 29): real decisions of the reader, each given by its game's
 * `?partie=` code and the index of the move in it, where the move made is worth the same as the
 * analysis's best move (equivalent in the game's own terms, or found equal by a reference
 * evaluation with many more samples). The analysis there (analyseAt with the decision's seed, as
 * the page and „Tipp“ judge it) must not call the move a „Fehler“ or „grober Fehler“.
 * tests/unit/<game>/analysisCases.test.ts say per case why the two moves are worth the same.
 */
import { expect, test } from 'vitest';
import { analyseAt, decisionSeed, READER, type AnalysisGame } from '../../src/games/core/analysis';
import { parsePartieCode } from '../../src/games/core/codec';
import type { GameKit } from '../../src/games/core/kit';
import type { BaseEvent, BaseMove, BaseView } from '../../src/games/core/types';

export interface FrozenCase<M> {
  /** The game's `?partie=` code. */
  code: string;
  /** Index of the reader's move in the code's moves (the page shows it as „Zug index + 1“). */
  index: number;
  /** The move made there (checks that code and index still point at the decision meant). */
  made: M;
}

/** The position before move `index` of a partie code, and the move made there. */
export function decisionOf<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  code: string,
  index: number,
): { state: S; made: M; seed: number } {
  const parsed = parsePartieCode(kit, code);
  if (!parsed.ok) throw new Error(parsed.error);
  const { options, seed, moves } = parsed.value;
  const state = moves.slice(0, index).reduce((s, m) => kit.rules.play(s, m), kit.rules.deal(options, seed));
  return { state, made: moves[index]!, seed };
}

/** One test per case: the reader decides there, and the analysis marks the move „gut“ or „ungenau“. */
export function frozenAnalysisCases<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  game: AnalysisGame<S, M, O, V>,
  cases: readonly FrozenCase<M>[],
): void {
  test.each(cases.map((c) => [c.index + 1, c] as const))('Zug %i is not marked a mistake', (_zug, c) => {
    const { state, made, seed } = decisionOf(kit, c.code, c.index);
    expect(kit.rules.toAct(state)).toBe(READER);
    expect(made).toEqual(c.made);
    const d = analyseAt(game, state, made, decisionSeed(seed, c.index));
    expect(d.forced).toBe(false);
    expect(['gut', 'ungenau']).toContain(d.mark);
  });
}
