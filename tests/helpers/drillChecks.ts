/**
 * What the per-game exercise tests check for every generated exercise, written once: seat 0 acts
 * with at least two legal moves, the engine's answer equals the test's naive one, a legality kind
 * leaves some choice out, the right answer is judged right, and (with `probe`) a wrong item gets a
 * German reason with one of the game's rule anchors.
 */
import { expect } from 'vitest';
import { drillAnswer, judgeDrill, type Drill, type DrillGame, type DrillKind } from '../../src/games/core/drills';

export function expectDrill(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: DrillGame<any, any, any, any, any>,
  kind: DrillKind<unknown, unknown>,
  d: Drill<unknown, unknown>,
  want: readonly string[] | number,
  anchors: readonly string[],
  probe: boolean,
): void {
  const where = d.code;
  expect(d.seat, where).toBe(0);
  expect(game.rules.toAct(d.state), where).toBe(0);
  expect(game.rules.legalMoves(d.state).length, where).toBeGreaterThanOrEqual(2);
  const answer = drillAnswer(game, d);
  if (typeof answer === 'number') {
    expect(answer, where).toBe(want);
    expect(d.choices, where).toContain(String(answer));
  } else {
    expect([...answer].sort(), where).toEqual([...(want as string[])].sort());
    if (kind.legality) expect(d.choices.some((c) => !answer.includes(c)), where).toBe(true);
  }
  expect(judgeDrill(game, d, answer).right, where).toBe(true);
  if (!probe) return;
  const wrongItem = d.choices.find((c) => (typeof answer === 'number' ? c !== String(answer) : !answer.includes(c)))!;
  const j = judgeDrill(game, d, typeof answer === 'number' ? Number(wrongItem) : [wrongItem]);
  expect(j.right, where).toBe(false);
  expect(j.wrong[0]!.reason.length, where).toBeGreaterThan(10);
  expect(anchors, where).toContain(j.wrong[0]!.rule);
}
