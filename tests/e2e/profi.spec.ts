/**
 * „Profi“ in the browser: the search runs in a Web Worker that is loaded only when it is needed;
 * the worker answers exactly what the Node search decides for the same view and seed (so a Profi
 * game replays from its link); the page never blocks while it thinks; „Rückgängig“ and „Neu geben“
 * cancel a running search; „Warum?“ and „Profi fragen“ show the search's best moves.
 */
import type { Page, Worker } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { makePartieCode } from '../../src/games/core/codec';
import { deriveSeed, makeRng } from '../../src/games/core/rng';
import type { AnyGameKit } from '../../src/games/core/kit';
import type { Bot } from '../../src/games/core/types';
import { durakKit } from '../../src/games/durak/kit';
import { durakProfiBot } from '../../src/games/durak/profi';
import { decide, logLines, newGame, openFreePlay, readerToAct, settings } from './durak-helpers';

interface ProfiGame {
  id: string;
  kit: AnyGameKit;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bot: Bot<any, any>;
}

const GAMES: ProfiGame[] = [{ id: 'durak', kit: durakKit, bot: durakProfiBot }];

/**
 * A link to a Profi game where a computer opponent must choose between several moves next: every
 * seat plays the first level's bot from the deal until then.
 */
function profiPosition(game: ProfiGame, seed: number) {
  const { kit } = game;
  const rules = kit.rules;
  const options = rules.defaultOptions;
  let state = rules.deal(options, seed);
  const moves: unknown[] = [];
  for (let n = 0; n < 400 && !rules.isOver(state); n++) {
    const seat = rules.toAct(state)!;
    const view = rules.view(state, seat);
    if (seat !== 0 && view.legal.length >= 2 && moves.some((m) => (m as { seat: number }).seat === 0)) {
      const expected = game.bot(view, makeRng(deriveSeed(seed, moves.length)));
      const code = makePartieCode(kit, { options, level: kit.profi!.level, seed, moves });
      return { code, expected: rules.describe(state, expected, kit.seatNames(options)), moves: moves.length };
    }
    const move = kit.bots[kit.levels[0]!.id]!(view, makeRng(deriveSeed(seed, moves.length)));
    moves.push(move);
    state = rules.play(state, move);
  }
  throw new Error('no Profi decision found');
}

function workers(page: Page): Worker[] {
  const seen: Worker[] = [];
  page.on('worker', (w) => seen.push(w));
  return seen;
}

for (const game of GAMES) {
  test(`${game.id}: a Profi link — the worker decides exactly as the search in Node`, async ({ page }) => {
    const seen = workers(page);
    const { code, expected, moves } = profiPosition(game, 4242);
    await page.goto(`/spiele/${game.id}/?partie=${code}`);
    await hydrated(page, '#freies-spiel');
    const section = page.locator('#freies-spiel');
    await expect.poll(() => seen.length, { message: 'the Profi worker starts' }).toBeGreaterThan(0);
    // the computer's first move after the link is the Node search's move
    await expect(section.getByRole('list', { name: 'Spielverlauf' }).getByText(expected, { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(moves).toBeGreaterThan(0);
  });
}

test('durak: no worker while the reader plays the other levels; choosing Profi starts it', async ({ page }) => {
  const seen = workers(page);
  const section = await openFreePlay(page);
  await newGame(section, 2);
  for (let i = 0; i < 3; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  expect(seen, 'no worker for „Anfänger“').toHaveLength(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /profi/.test(e.name)))).toBe(false);

  const form = await settings(section);
  await form.getByRole('combobox', { name: 'Stufe', exact: true }).selectOption({ label: 'Profi' });
  await section.getByRole('button', { name: 'Neu geben', exact: true }).first().click();
  for (let i = 0; i < 4 && seen.length === 0; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  expect(seen.length).toBeGreaterThan(0);
});

test('durak: the page never blocks while Profi thinks (no long task over 50 ms)', async ({ page }) => {
  // Long tasks and the times the table is busy (a bot deciding), recorded in the page.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; end: number }[]; busy: { start: number; end: number }[] };
    w.longTasks = [];
    w.busy = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
    let since: number | null = null;
    new MutationObserver(() => {
      const busy = document.querySelector('#freies-spiel [aria-busy="true"]') !== null;
      if (busy && since === null) since = performance.now();
      if (!busy && since !== null) {
        w.busy.push({ start: since, end: performance.now() });
        since = null;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'], childList: true });
  });
  const section = await openFreePlay(page);
  const form = await settings(section);
  await form.getByRole('combobox', { name: 'Spieler', exact: true }).selectOption('2');
  await form.getByRole('combobox', { name: 'Stufe', exact: true }).selectOption({ label: 'Profi' });
  await form.getByRole('combobox', { name: 'Tempo', exact: true }).selectOption({ label: 'Schnell' });
  await section.getByRole('button', { name: 'Neu geben', exact: true }).first().click();
  for (let i = 0; i < 8; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  const { longTasks, busy } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: { start: number; end: number }[]; busy: { start: number; end: number }[] };
    return { longTasks: w.longTasks, busy: w.busy };
  });
  expect(busy.length, 'the computer thought at least once').toBeGreaterThan(0);
  const during = longTasks.filter((t) => busy.some((b) => t.start < b.end && t.end > b.start) && t.end - t.start > 50);
  expect(during, 'long tasks while a bot was thinking').toEqual([]);
});

test('durak: „Rückgängig“ while Profi thinks cancels the search; its answer never arrives', async ({ page }) => {
  // Slow the worker down (its answer comes 3 s late) so that the reader can interrupt it.
  await page.route(/profi\.worker[^/]*\.js/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()) + '\n;{ const answer = self.onmessage; self.onmessage = (e) => setTimeout(() => answer(e), 3000); }';
    await route.fulfill({ response, body });
  });
  const seen = workers(page);
  const { code } = profiPosition(GAMES[0]!, 77);
  await page.goto(`/spiele/durak/?partie=${code}`);
  await hydrated(page, '#freies-spiel');
  const section = page.locator('#freies-spiel');
  // the link's game: first take it over by a move of the reader when it is the reader's turn
  await expect(section.locator('[aria-busy="true"]')).toBeVisible({ timeout: 10_000 });
  const before = await logLines(section).allInnerTexts();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  const closed = new Promise<boolean>((resolve) => seen[0]!.on('close', () => resolve(true)));
  await section.getByRole('button', { name: 'Rückgängig', exact: true }).click();
  expect(await closed, 'the thinking worker is stopped').toBe(true);
  // nothing from the cancelled search lands: the log only ever shrinks or grows by new decisions
  const after = await logLines(section).allInnerTexts();
  expect(after.length).toBeLessThan(before.length);
  await page.waitForTimeout(3500);
  const later = await logLines(section).allInnerTexts();
  expect(later.slice(0, after.length)).toEqual(after);
});

test('durak: „Warum?“ after a computer move and „Profi fragen“ in the reader’s position', async ({ page }) => {
  const section = await openFreePlay(page);
  await newGame(section, 2);
  for (let i = 0; i < 2; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  await section.getByRole('button', { name: 'Warum?', exact: true }).click();
  const answer = section.locator('.profi-antwort');
  await expect(answer).toContainText(/Probespielen/, { timeout: 15_000 });
  const items = answer.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(3);
  for (const text of await items.allInnerTexts()) expect(text).toMatch(/: (\d+\u00a0%|der einzige erlaubte Zug)/);

  await section.getByRole('button', { name: 'Profi fragen', exact: true }).click();
  await expect(answer).toContainText('an deiner Stelle', { timeout: 15_000 });
  const mine = await answer.getByRole('listitem').allInnerTexts();
  expect(mine.length).toBeGreaterThan(0);
  // the reader's candidates are the reader's own moves („Du …“)
  for (const text of mine) expect(text).toMatch(/^Du /);
  // a move clears the answer: it belonged to the old position
  await decide(section);
  await expect(answer).toHaveCount(0);
});
