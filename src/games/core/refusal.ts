/**
 * A refused move, explained: both machines decide legality with the fast `rules.isLegal` and, for a
 * move it refuses, load the engine's German reasons (`rules.reasons()`, check.ts, a chunk of its own
 * on a page) and send the verdict back as a `REFUSED` event. The machine shows it only while the
 * position is still the one the move was tried in and nothing else has answered the reader since
 * (a hint, „falsch“): a late answer never overwrites a newer table or a newer answer. Answers
 * arrive in the order of the tries, so after several refused tries the last one's reason stands.
 */
import type { CheckFn, Verdict } from './types';

/** What a machine receives once the reasons are loaded. `state` is the position the move was tried in. */
export interface RefusedEvent {
  type: 'REFUSED';
  state: unknown;
  verdict: Verdict;
}

/** Said when the reasons cannot be loaded (say, offline before the site was cached). */
export const REASON_MISSING = 'Dieser Zug ist hier nicht erlaubt. Die genaue Begründung konnte gerade nicht geladen werden.';

export function explainRefusal<S, M>(
  rules: { reasons(): Promise<CheckFn<S, M>> },
  state: S,
  move: M,
  send: (event: RefusedEvent) => void,
): void {
  rules.reasons().then(
    (check) => send({ type: 'REFUSED', state, verdict: check(state, move) }),
    () => send({ type: 'REFUSED', state, verdict: { ok: false, reason: REASON_MISSING, rule: '' } }),
  );
}

/**
 * The illegal-move feedback of a REFUSED event for a machine at `state` showing `feedback`, or null
 * when it is stale: the table moved on, or another answer (a hint, „falsch“) came since the try.
 */
export function refusalFeedback(
  state: unknown,
  feedback: { kind: string } | null,
  event: RefusedEvent,
): { kind: 'illegal'; text: string; rule: string } | null {
  if (event.state !== state || event.verdict.ok) return null;
  if (feedback !== null && feedback.kind !== 'illegal') return null;
  return { kind: 'illegal', text: event.verdict.reason, rule: event.verdict.rule };
}
