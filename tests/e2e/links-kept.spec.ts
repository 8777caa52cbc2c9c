/**
 * Nothing a reader opened is lost (issue 14 point 6, issue 15 points 1, 6 and 12), on all four
 * pages: a game opened from somebody else's link survives touching an example and a reload; it is
 * kept apart from the reader's own game, which comes back in one press („Rückgängig“ or „Zurück zu
 * deinem Spiel“); and the island says which position the link opened.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { gamePage, type Game } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import type { AnyGameKit } from '../../src/games/core/kit';
import type { BaseMove } from '../../src/games/core/types';
import type { Scenario } from '../../src/games/core/scenario';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { ganjifaScenarios } from '../../src/games/ganjifa/scenarios';
import { dudabScenarios } from '../../src/games/dudab/scenarios';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import { decide } from './durak-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GAMES: { game: Game; kit: AnyGameKit; scenarios: Scenario<any, any, any>[] }[] = [
  { game: 'durak', kit: durakKit, scenarios: durakScenarios },
  { game: 'ganjifa', kit: ganjifaKit, scenarios: ganjifaScenarios },
  { game: 'dudab', kit: dudabKit, scenarios: dudabScenarios },
  { game: 'bambuti', kit: bambutiKit, scenarios: bambutiScenarios },
];

/**
 * A game code from the deal of `seed`: at least `total` moves and `own` of them by the reader
 * (each the move at `pick` in legalMoves), ending with the reader to act, so nothing moves by itself
 * once it is open.
 */
function gameCode(kit: AnyGameKit, seed: number, total: number, own = 0, pick = 0): { code: string; moves: number } {
  let s = kit.rules.deal(kit.rules.defaultOptions, seed);
  const moves: BaseMove[] = [];
  const mine = () => moves.filter((m) => m.seat === 0).length;
  while (moves.length < total || mine() < own || kit.rules.toAct(s) !== 0) {
    if (kit.rules.isOver(s)) throw new Error(`seed ${seed}: the game ended before the position was reached`);
    const legal = kit.rules.legalMoves(s) as BaseMove[];
    const m = legal[pick % legal.length]!;
    moves.push(m);
    s = kit.rules.play(s, m);
  }
  const code = makePartieCode(kit, { options: kit.rules.defaultOptions, level: kit.levels[0]!.id, seed, moves });
  return { code, moves: moves.length };
}

async function freeGame(page: Page): Promise<Locator> {
  await hydrated(page, '#freies-spiel');
  return page.locator('#freies-spiel');
}

/** The partie code the free game shows in its link field. */
async function shownCode(free: Locator): Promise<string | null> {
  const href = await free.getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();
  return new URL(href, 'http://127.0.0.1/').searchParams.get('partie');
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { code: string } | null, key);

for (const { game, kit, scenarios } of GAMES) {
  test.describe(game, () => {
    test('a game opened from a link survives touching an example and a reload, and says which position it is', async ({ page }) => {
      const link = gameCode(kit, 424242, 6);
      await page.goto(`${gamePage(game)}?partie=${link.code}`);
      const free = await freeGame(page);
      await expect(free.getByRole('status').filter({ hasText: 'Du siehst das Spiel aus dem Link' })).toHaveText(
        `Du siehst das Spiel aus dem Link: diese Stellung nach ${link.moves} Zügen. Sobald du darin ziehst, ist es dein Spiel.`,
      );
      await expect.poll(() => shownCode(free)).toBe(link.code);

      // an example takes the address bar
      const scenario = scenarios.find((s) => s.steps[0]!.kind !== 'expect')!;
      await hydrated(page, `#szenario-${scenario.id}`);
      const example = page.locator(`#szenario-${scenario.id}`);
      await example.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?szenario=${scenario.id}&schritt=2$`));

      // reload: the link's game is still there, not a new deal
      await page.reload();
      const again = await freeGame(page);
      await expect.poll(() => shownCode(again)).toBe(link.code);
      await expect(again.getByText('Du siehst weiter das Spiel aus dem Link.')).toBeVisible();
      // and without any parameter, after a visit elsewhere
      await page.goto(gamePage(game));
      await expect.poll(async () => shownCode(await freeGame(page))).toBe(link.code);
    });

    test('the reader’s own game stays their own when a link is opened, and comes back in one press', async ({ page }) => {
      const own = gameCode(kit, 777, 4, 3, 1);
      const link = gameCode(kit, 99999, 8, 2);
      // the reader's own game, kept from an earlier visit (3 moves of their own)
      await page.goto(gamePage(game));
      await page.evaluate(([key, code]) => localStorage.setItem(key!, JSON.stringify({ code })), [`kartenspiele:partie:${game}`, own.code]);

      await page.goto(`${gamePage(game)}?partie=${link.code}`);
      let free = await freeGame(page);
      await expect.poll(() => shownCode(free)).toBe(link.code);
      await expect(
        free.getByText(`diese Stellung nach ${link.moves} Zügen. Dein eigenes Spiel holst du mit „Zurück zu deinem Spiel“ zurück.`),
      ).toBeVisible();
      // only looking at the link's game stores it apart, never over the reader's own
      expect((await stored(page, `kartenspiele:partie:${game}`))?.code).toBe(own.code);
      await expect.poll(async () => (await stored(page, `kartenspiele:link:${game}`))?.code).toBe(link.code);

      // „Rückgängig“ once: the reader's own game, not a move of the link's game taken back
      await free.getByRole('button', { name: 'Rückgängig', exact: true }).click();
      await expect.poll(() => shownCode(free)).toBe(own.code);
      await expect(free.getByText('Dein Spiel ist wieder da.')).toBeVisible();
      expect(await stored(page, `kartenspiele:link:${game}`)).toBeNull();

      // the same with the button the page offers
      await page.goto(`${gamePage(game)}?partie=${link.code}`);
      free = await freeGame(page);
      await expect.poll(() => shownCode(free)).toBe(link.code);
      await free.getByRole('button', { name: 'Zurück zu deinem Spiel', exact: true }).click();
      await expect.poll(() => shownCode(free)).toBe(own.code);
      await expect(free.getByRole('button', { name: 'Zurück zu deinem Spiel', exact: true })).toHaveCount(0);
      // the address follows (a reload in the same frame as the click would still find the link's address)
      await expect.poll(() => decodeURIComponent(page.url())).toContain(own.code);
      await page.reload();
      await expect.poll(async () => shownCode(await freeGame(page))).toBe(own.code);
    });
  });
}

test('playing on in a link’s game makes it the reader’s; their earlier game is one press away, also after a reload', async ({ page }) => {
  const own = gameCode(durakKit, 777, 4, 3, 1);
  const link = gameCode(durakKit, 99999, 8, 2);
  await page.goto(gamePage('durak'));
  await page.evaluate((code) => localStorage.setItem('kartenspiele:partie:durak', JSON.stringify({ code })), own.code);
  await page.goto(`${gamePage('durak')}?partie=${link.code}`);
  const free = await freeGame(page);
  await decide(free);
  await expect(
    free.getByText('Das Spiel aus dem Link ist jetzt dein Spiel. Dein voriges holst du mit „Zu deinem vorigen Spiel“ zurück.'),
  ).toBeVisible();
  // now it is the reader's own game, stored as such
  await expect.poll(async () => (await stored(page, 'kartenspiele:partie:durak'))?.code.startsWith(link.code)).toBe(true);
  expect(await stored(page, 'kartenspiele:link:durak')).toBeNull();

  await page.reload();
  const again = await freeGame(page);
  await again.getByRole('button', { name: 'Zu deinem vorigen Spiel', exact: true }).click();
  await expect.poll(() => shownCode(again)).toBe(own.code);
});
