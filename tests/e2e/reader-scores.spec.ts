/**
 * Issue 15 point 18: the score table of a finished game fits the result box, winner's column and
 * all, for 2 to 6 players, on a phone (360 px) and on a wide screen (1280 px); it stays a named,
 * focusable region.
 */
import { test, expect } from './fixtures';
import { openFreePlay } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import { makeRng } from '../../src/games/core/rng';
import { dudabKit } from '../../src/games/dudab/kit';
import { randomBot } from '../../src/games/dudab/bots';
import type { DudabMove, DudabOptions } from '../../src/games/dudab/types';

/** A finished one-round game of `players`, every seat played by the random bot. */
function finished(players: number, seed: number): string {
  const options: DudabOptions = { spieler: players, runden: 1, startSeat: 0 };
  let s = dudabKit.rules.deal(options, seed);
  const moves: DudabMove[] = [];
  const rng = makeRng(seed);
  while (!dudabKit.rules.isOver(s)) {
    const seat = dudabKit.rules.toAct(s)!;
    const m = randomBot(dudabKit.rules.view(s, seat), rng);
    moves.push(m);
    s = dudabKit.rules.play(s, m);
  }
  return makePartieCode(dudabKit, { options, level: dudabKit.levels[0]!.id, seed, moves });
}

for (const width of [360, 1280]) {
  test(`the Dudab score table fits for 2 to 6 players at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const players of [2, 4, 6]) {
      const free = await openFreePlay(page, 'dudab', `?partie=${finished(players, 31 + players)}`);
      const region = free.getByRole('region', { name: 'Punktetabelle' });
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region.getByRole('columnheader')).toHaveCount(players);
      await expect(region.getByText('(gewinnt)').first()).toBeVisible();
      // nothing to scroll: every column, the winner's too, is inside the box
      const { scroll, client } = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, `${players} players`).toBeLessThanOrEqual(client);
      const box = (await region.boundingBox())!;
      for (const head of await region.getByRole('columnheader').all()) {
        const h = (await head.boundingBox())!;
        expect(h.x).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(h.x + h.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      // and the box itself is inside the page
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}
