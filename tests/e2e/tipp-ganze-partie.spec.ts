/**
 * „Tipp“ followed for a whole game gets no „Fehler“ in its analysis (issue 29), in every game, on
 * the page: a seeded game opened from its link (short options: Durak for two, Dudab for three with
 * one round), at every decision of the reader „Tipp“ is asked, its move (the legal move its sentence
 * names) is played on the table as a reader plays it, the bots answer in the page, and at the end
 * „Partie analysieren“ marks none of the reader's decisions „Fehler“ or „grober Fehler“.
 * (tests/unit/core/tipp.test.ts does the same in Node with fewer samples.)
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { click, openFreePlay, type Game } from './game-helpers';
import { makePartieCode, parsePartieCode } from '../../src/games/core/codec';
import type { AnyGameKit } from '../../src/games/core/kit';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';
import { makeMove as durakMove } from './durak-helpers';
import { makeMove as ganjifaMove } from './ganjifa-helpers';
import { makeMove as dudabMove } from './dudab-helpers';
import { makeMove as bambutiMove } from './bambuti-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
const GAMES: {
  game: Game;
  kit: AnyGameKit;
  options: object;
  seed: number;
  play: (free: Locator, state: any, move: any, names: string[]) => Promise<unknown>;
}[] = [
  {
    game: 'durak',
    kit: durakKit,
    options: { players: 2, transfer: false },
    seed: 31,
    play: (free, state, move) => durakMove(free, state, move, click),
  },
  { game: 'ganjifa', kit: ganjifaKit, options: {}, seed: 31, play: (free, _state, move) => ganjifaMove(free, move, click) },
  {
    game: 'dudab',
    kit: dudabKit,
    options: { spieler: 3, runden: 1, startSeat: 0 },
    seed: 31,
    play: (free, state, move) => dudabMove(free, state, move, click),
  },
  {
    game: 'bambuti',
    kit: bambutiKit,
    options: { startSeat: 0 },
    seed: 31,
    play: (free, state, move, names) => bambutiMove(free, state, names, move, click),
  },
];
/* eslint-enable @typescript-eslint/no-explicit-any */

for (const { game, kit, options: partial, seed, play } of GAMES) {
  test(`${game}: a game played by following „Tipp“ at every decision has no „Fehler“ in its analysis`, async ({ page }) => {
    test.setTimeout(400_000);
    const { rules } = kit;
    const options = { ...(rules.defaultOptions as object), ...partial };
    const names = kit.seatNames(options);
    const free = await openFreePlay(page, game, `?partie=${makePartieCode(kit, { options, level: 'fortgeschritten', seed, moves: [] })}`);
    const link = free.getByLabel('Link zu dieser Stellung', { exact: true });
    const tipp = free.getByRole('button', { name: 'Tipp', exact: true });
    const hint = free.locator('.rm-hint');
    /** The game on the table, from its link: the moves so far and the position. */
    const onTable = async () => {
      const parsed = parsePartieCode(kit, new URL(await link.inputValue()).searchParams.get('partie')!);
      if (!parsed.ok) throw new Error(parsed.error);
      let state = rules.deal(parsed.value.options, parsed.value.seed);
      for (const m of parsed.value.moves) state = rules.play(state, m);
      return { moves: parsed.value.moves.length, state };
    };

    let followed = 0;
    let last = -1;
    for (;;) {
      // wait until the bots have moved: the reader to move in a new position, or the game over
      await expect
        .poll(
          async () => {
            const { moves, state } = await onTable();
            return rules.isOver(state) || (moves > last && rules.toAct(state) === 0);
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const { moves, state } = await onTable();
      if (rules.isOver(state)) break;
      last = moves;
      await expect(hint).toHaveCount(0);
      await expect(tipp).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
      await tipp.click();
      await expect(hint).toBeVisible({ timeout: 60_000 });
      const text = (await hint.innerText()).replace(/^Tipp:\s*/, '');
      // the legal move the hint names: its sentence, then the reason or the full stop
      const named = rules.legalMoves(state).filter((m: unknown) => {
        const said = rules.describe(state, m, names).replace(/\.$/, '');
        return text === `${said}.` || text.startsWith(`${said}, weil `);
      });
      expect(named, `„Tipp: ${text}“ names one legal move`).toHaveLength(1);
      await play(free, state, named[0], names);
      followed++;
    }
    expect(followed).toBeGreaterThan(3);

    await free.getByRole('button', { name: 'Partie analysieren', exact: true }).click();
    const report = free.locator('section.analyse .analyse-bericht');
    await expect(report).toBeVisible({ timeout: 200_000 });
    const decisions = report.locator('.analyse-liste > li');
    await expect(decisions).toHaveCount(followed);
    await expect(report.locator('.analyse-zusammenfassung')).toContainText('0× Fehler, 0× grober Fehler');
    await expect(report.locator('.entscheidung-fehler, .entscheidung-grob')).toHaveCount(0);
    await expect(report.locator('.analyse-liste .marke-fehler, .analyse-liste .marke-grob')).toHaveCount(0);
  });
}
