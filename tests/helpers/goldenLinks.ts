/**
 * Golden files (tests/fixtures/<game>-golden.json, recorded once, never regenerated), written once
 * for every game: `readGolden` loads a game's file, and `goldenLinkTests` checks that each recorded
 * `?partie=` code still opens exactly its recorded position and that the same partie still gives the
 * same code, character for character. A game's golden test file adds its deals and what its fixture
 * must cover.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../src/games/core/codec';
import type { GameKit } from '../../src/games/core/kit';
import { replayPartie } from '../../src/games/core/playMachine';
import type { BaseEvent, BaseMove, BaseView, GameId } from '../../src/games/core/types';

/** One recorded free-play link: its code, what it decodes to, and the position it opens. */
export interface GoldenLink<M, O, P = Record<string, unknown>> {
  code: string;
  options: O;
  level: string;
  seed: number;
  moves: M[];
  position: P;
}

/** The golden file of `game` (`deals` and `links`, typed by the caller). */
export function readGolden<T>(game: GameId): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/${game}-golden.json`, import.meta.url)), 'utf8')) as T;
}

/**
 * One test per link (call inside a `describe`). `position(state)` picks from the replayed state what
 * the fixture recorded (its fields, in any order).
 */
export function goldenLinkTests<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent, P>(
  kit: GameKit<S, M, O, L, V, E>,
  links: readonly GoldenLink<M, O, P>[],
  position: (state: S) => P,
): void {
  test.each(links.map((l) => [l.code, l] as const))('%s', (code, g) => {
    const parsed = parsePartieCode(kit, code);
    expect(parsed).toEqual({ ok: true, value: { options: g.options, level: g.level, seed: g.seed, moves: g.moves } });
    if (!parsed.ok) return;
    const { state } = replayPartie(kit, parsed.value.options, parsed.value.seed, parsed.value.moves);
    expect(position(state)).toEqual(g.position);
    // And the way back: the same partie gives the same code, character for character.
    expect(makePartieCode(kit, parsed.value)).toBe(code);
  });
}
