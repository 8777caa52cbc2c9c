/**
 * The free game reads a partie code only when there is one (FreePlayShell, keptGames.ts,
 * startChoice.ts): a reader without a link and without a kept game gets a new deal on „Karten
 * geben“ and never loads the partie parser (core/codec.ts, in the startChoice chunk); a kept game loads it and
 * comes back. Should that chunk not load, the island says so, keeps the stored game untouched and
 * offers to try again.
 */
import { test as bare, type Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { gamePage, type Game } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import type { AnyGameKit } from '../../src/games/core/kit';
import type { BaseMove } from '../../src/games/core/types';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';

const KITS: Record<Game, AnyGameKit> = { durak: durakKit, ganjifa: ganjifaKit, dudab: dudabKit, bambuti: bambutiKit };
const START_CHUNK = /\/_astro\/startChoice\.[^/]*\.js$/;

/** A kept game of the reader: the deal of `seed` and its first three legal-first moves. */
function keptCode(kit: AnyGameKit, seed: number): string {
  let s = kit.rules.deal(kit.rules.defaultOptions, seed);
  const moves: BaseMove[] = [];
  while (moves.length < 3 || kit.rules.toAct(s) !== 0) {
    const m = (kit.rules.legalMoves(s) as BaseMove[])[0]!;
    moves.push(m);
    s = kit.rules.play(s, m);
  }
  return makePartieCode(kit, { options: kit.rules.defaultOptions, level: kit.levels[0]!.id, seed, moves });
}

/** The partie code the free game shows in its link field. */
async function shownCode(page: Page): Promise<string | null> {
  const href = await page.locator('#freies-spiel').getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();
  return new URL(href, 'http://127.0.0.1/').searchParams.get('partie');
}

for (const game of Object.keys(KITS) as Game[]) {
  test(`${game}: a new deal without the partie parser; a kept game loads it and comes back`, async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (START_CHUNK.test(r.url())) loaded.push(r.url());
    });
    await page.goto(gamePage(game));
    await hydrated(page, '#freies-spiel');
    await page.locator('#freies-spiel').getByRole('button', { name: 'Karten geben' }).click();
    await expect.poll(() => shownCode(page)).toMatch(/^A/);
    await page.waitForTimeout(300);
    expect(loaded).toEqual([]);

    const code = keptCode(KITS[game], 4711);
    await page.evaluate(([key, c]) => localStorage.setItem(key!, JSON.stringify({ code: c })), [`kartenspiele:partie:${game}`, code]);
    await page.reload();
    await hydrated(page, '#freies-spiel');
    await expect.poll(() => shownCode(page)).toBe(code);
    await expect(page.locator('#freies-spiel').getByText('Dein Spiel von eben geht weiter.')).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);
  });
}

// The failed load is the point of this test: the browser logs it as an error, which the shared
// fixture would count as a fault of the page. Every error logged here must be that load.
// No service worker: page.route does not see what it answers.
bare.describe('the start chunk offline', () => {
  bare.use({ serviceWorkers: 'block' });
  bare('bambuti: the chunk that reads a kept game does not load – the island says so, keeps the game and tries again', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' && !START_CHUNK.test(m.location().url)) errors.push(m.text());
    });
    const code = keptCode(bambutiKit, 4711);
    const key = 'kartenspiele:partie:bambuti';
    await page.goto('/');
    await page.evaluate(([k, c]) => localStorage.setItem(k!, JSON.stringify({ code: c })), [key, code]);
    await page.route(START_CHUNK, (route) => route.abort());
    await page.goto(gamePage('bambuti'));
    await hydrated(page, '#freies-spiel');
    const free = page.locator('#freies-spiel');
    await expect(free.getByRole('alert')).toHaveText('Dein Spiel ließ sich gerade nicht laden. Versuch es gleich noch einmal.');
    // no new game over the kept one
    await expect(free.getByRole('textbox', { name: 'Link zu dieser Stellung' })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(JSON.stringify({ code }));

    await page.unroute(START_CHUNK);
    await free.getByRole('button', { name: 'Noch einmal versuchen' }).click();
    await expect.poll(() => shownCode(page)).toBe(code);
    await expect(free.getByText('Dein Spiel von eben geht weiter.')).toBeVisible();
    await expect(free.getByRole('button', { name: 'Noch einmal versuchen' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
