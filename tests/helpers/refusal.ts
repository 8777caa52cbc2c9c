/**
 * What the reader reads for a refused selection: the input model names the move it would be, the
 * machine asks the engine's `check` for the reason (core/refusal.ts). Tests of the input models
 * compare against this whole answer.
 */
import type { SelectionResult } from '../../src/games/core/input';
import type { CheckFn } from '../../src/games/core/types';

export type ExplainedResult<M> = SelectionResult<M> | { kind: 'refused'; attempt: M; reason: string; rule: string };

export function withReason<S, M>(check: CheckFn<S, M>, state: S, r: SelectionResult<M>): ExplainedResult<M> {
  if (r.kind !== 'refused' || r.attempt === null) return r;
  const v = check(state, r.attempt);
  return v.ok ? r : { ...r, reason: v.reason, rule: v.rule };
}
