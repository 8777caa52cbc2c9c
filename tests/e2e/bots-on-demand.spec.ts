/**
 * The computer opponents' code comes when it is first needed (kit.bots, core/kit.ts): a reader
 * who reads the rules, steps through the examples and looks at the free game loads no bot; the
 * first „Tipp“ asks the game's worker (the judgement of the analysis, issue 29) and the hint is
 * there; the bots come with the first bot move. The engine's
 * German reasons (check.ts, `rules.reasons()`) are not loaded either until a move is refused (the
 * tutorial tests show that a refused move then gets its reason).
 */
import { test, expect, hydrated } from './fixtures';
import { gamePage, type Game } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import type { AnyGameKit } from '../../src/games/core/kit';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';

const KITS: Record<Game, AnyGameKit> = { durak: durakKit, ganjifa: ganjifaKit, dudab: dudabKit, bambuti: bambutiKit };
const BOTS_CHUNK = /\/_astro\/bots\.[^/]*\.js$/;
const REASONS_CHUNK = /\/_astro\/check\.[^/]*\.js$/;
const WORKER = /\/_astro\/profi\.worker-[^/]*\.js$/;

/** A fresh game of the kit's default options where the reader is to act first. */
function readerFirst(kit: AnyGameKit): string {
  const options = kit.rules.defaultOptions;
  for (let seed = 1; seed < 500; seed++) {
    if (kit.rules.toAct(kit.rules.deal(options, seed)) === 0)
      return makePartieCode(kit, { options, level: 'fortgeschritten', seed, moves: [] });
  }
  throw new Error(`${kit.rules.id}: no deal where the reader starts`);
}

for (const game of Object.keys(KITS) as Game[]) {
  test(`${game}: no bot code and no reasons before they are needed; the first „Tipp“ asks the worker`, async ({ page }) => {
    const loaded: string[] = [];
    const reasons: string[] = [];
    const workers: string[] = [];
    page.on('request', (r) => {
      if (BOTS_CHUNK.test(r.url())) loaded.push(r.url());
      if (REASONS_CHUNK.test(r.url())) reasons.push(r.url());
      if (WORKER.test(r.url())) workers.push(r.url());
    });
    await page.goto(`${gamePage(game)}?partie=${readerFirst(KITS[game])}`);
    // every island of the page in view and hydrated: the examples and the free game
    for (const island of await page.locator('astro-island').all()) {
      await island.scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr', /.*/);
    }
    await hydrated(page, '#freies-spiel');
    const free = page.locator('#freies-spiel');
    await expect(free.getByRole('button', { name: 'Tipp', exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    expect(loaded).toEqual([]);
    expect(reasons).toEqual([]);

    expect(workers).toEqual([]);
    await free.getByRole('button', { name: 'Tipp', exact: true }).click();
    await expect(free.getByText('Tipp:', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
    // the answer came from the game's worker (the judgement), not from a bot on the page
    expect(workers.length).toBeGreaterThan(0);
  });
}
