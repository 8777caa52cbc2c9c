/**
 * How every game's tests say that a move is legal or illegal, written once: `moveExpectations`
 * gives a game's `inLegal`, `expectLegal`, `playLegal` and `expectIllegal`. A legal move passes `check` and is
 * in `legalMoves`; an illegal one is refused by `check` with the given rule anchor (one of the
 * page's) and a complete German sentence (with at most `maxColons` colons, where the game sets it:
 * the page puts „Nicht erlaubt:“ in front), is absent from `legalMoves`, and `play` throws, bare (`Illegal <Game> move …`) and under the
 * checking wrapper (`Illegal move …`).
 */
import { expect } from 'vitest';
import { sameData } from '../../src/games/core/data';
import type { BaseEvent, BaseMove, BaseView, GameEngine } from '../../src/games/core/types';

export interface MoveExpectationsConfig<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent, A extends string> {
  /** The bare engine. */
  engine: GameEngine<S, M, O, L, V, E>;
  /** The same engine under the checking wrapper (core/checked.ts). */
  checked: GameEngine<S, M, O, L, V, E>;
  /** The anchors a refusal may name (the headings of the rules page). */
  anchors: readonly A[];
  /** The game's name as the engine's error says it, e.g. 'Durak'. */
  game: string;
  /** At most this many colons in a reason (default: not checked). */
  maxColons?: number;
}

export function moveExpectations<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent, A extends string>(
  cfg: MoveExpectationsConfig<S, M, O, L, V, E, A>,
) {
  const { engine, checked, anchors } = cfg;
  const bareError = new RegExp(`^Illegal ${cfg.game} move`);

  /** The move is one of `legalMoves` (compared as data). */
  const inLegal = (s: S, m: M): boolean => engine.legalMoves(s).some((l) => sameData(l, m));

  /** Accepted by `check` and listed by `legalMoves`. */
  function expectLegal(s: S, m: M): void {
    expect(engine.check(s, m)).toEqual({ ok: true });
    expect(inLegal(s, m)).toBe(true);
  }

  /** `expectLegal`, then the position after the move (under the checking wrapper). */
  function playLegal(s: S, m: M): S {
    expectLegal(s, m);
    return checked.play(s, m);
  }

  /** Refused by `check` (German sentence, the rule's anchor), absent from `legalMoves`, and `play` throws. */
  function expectIllegal(s: S, m: M, rule: A, reason?: RegExp | string): void {
    const v = engine.check(s, m);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.rule).toBe(rule);
    expect(anchors).toContain(v.rule);
    expect(v.reason).toMatch(/^[A-ZÄÖÜ„].*[.!]$/);
    if (cfg.maxColons !== undefined) expect(v.reason.split(':').length - 1).toBeLessThanOrEqual(cfg.maxColons);
    if (typeof reason === 'string') expect(v.reason).toBe(reason);
    else if (reason) expect(v.reason).toMatch(reason);
    expect(inLegal(s, m)).toBe(false);
    expect(() => engine.play(s, m)).toThrow(bareError);
    expect(() => checked.play(s, m)).toThrow(/^Illegal move/);
  }

  return { inLegal, expectLegal, playLegal, expectIllegal };
}
