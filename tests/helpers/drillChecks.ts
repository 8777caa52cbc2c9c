/**
 * What the per-game exercise tests check for every generated exercise, written once: seat 0 acts
 * with at least two legal moves, the engine's answer equals the test's naive one, a legality kind
 * leaves some choice out, the right answer is judged right, and (with `probe`) a wrong item gets a
 * German reason with one of the game's rule anchors.
 */
import { expect, it } from 'vitest';
import {
  drillAnswer,
  judgeDrill,
  makeDrill,
  type Drill,
  type DrillGame,
  type DrillKind,
  type DrillLevel,
} from '../../src/games/core/drills';

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
    if (kind.legality)
      expect(
        d.choices.some((c) => !answer.includes(c)),
        where,
      ).toBe(true);
  }
  expect(judgeDrill(game, d, answer).right, where).toBe(true);
  // The cards framed in the hand as the question's subject are the reader's own cards.
  const hand = (d.view as { hand?: readonly string[] }).hand;
  for (const card of kind.focus?.(d.state, d.q) ?? []) expect(hand, where).toContain(card);
  if (!probe) return;
  const wrongItem = d.choices.find((c) => (typeof answer === 'number' ? c !== String(answer) : !answer.includes(c)))!;
  const j = judgeDrill(game, d, typeof answer === 'number' ? Number(wrongItem) : [wrongItem]);
  expect(j.right, where).toBe(false);
  expect(j.wrong[0]!.reason.length, where).toBeGreaterThan(10);
  expect(anchors, where).toContain(j.wrong[0]!.rule);
}

/**
 * One test per kind: 10,000 seeds (levels alternating), each exercise in one of the phases its kind
 * is asked in (`phases`: phase → the kinds asked in it), checked by `extra` (the game's own checks
 * of the position, if any) and by `expectDrill` against the test's naive answer (a wrong item
 * probed every 50th seed).
 */
export function eachKindOverSeeds<S extends { phase: string }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: DrillGame<S, any, any, any, any>,
  naive: (kind: string, s: S, q: unknown) => readonly string[] | number,
  phases: Record<string, readonly string[]>,
  anchors: readonly string[],
  extra?: (kind: string, s: S, level: DrillLevel, where: string) => void,
  seeds = 10_000,
): void {
  for (const kind of game.kinds) {
    const askedIn = Object.keys(phases).filter((p) => phases[p]!.includes(kind.id));
    it(`${kind.id}: ${seeds} seeds make valid positions whose answer a naive computation confirms`, () => {
      for (let seed = 0; seed < seeds; seed++) {
        const level = (seed & 1) as DrillLevel;
        const d = makeDrill(game, kind.id, seed, level);
        expect(askedIn, d.code).toContain(d.state.phase);
        extra?.(kind.id, d.state, level, d.code);
        expectDrill(
          game,
          kind as DrillKind<unknown, unknown>,
          d as Drill<unknown, unknown>,
          naive(kind.id, d.state, d.q),
          anchors,
          seed % 50 === 0,
        );
      }
    }, 180_000);
  }
}
