/**
 * „Profi“ in the browser: the search runs in a Web Worker that is loaded only when it is needed;
 * the worker answers exactly what the Node search decides for the same view and seed (so a Profi
 * game replays from its link); „Rückgängig“ and „Neu geben“ cancel a running search; „Warum?“
 * shows the computer's own search for its last move, „Profi fragen“ the judgement of the reader's
 * position, whose best is the move „Tipp“ names. (That the page never blocks while the search
 * runs: profi-ruhig.spec.ts.)
 */
import { test, expect, hydrated } from './fixtures';
import { decide, logLines, newGame, openFreePlay as openDurak, readerToAct, settings } from './durak-helpers';
import { GAMES, profiPosition, workers } from './profi-helpers';
import { dealAgain, openFreePlay } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import { tippMove } from '../../src/games/core/analysis';
import { deriveSeed } from '../../src/games/core/rng';
import { durakKit } from '../../src/games/durak/kit';
import { durakAnalysis } from '../../src/games/durak/analysis';
import { randomGame } from '../helpers/randomGame';

// Two tests slow the worker down with page.route, which does not see a request the site's service
// worker answers (src/offline/sw.ts takes over the page once it has cached the site): no service
// worker in this file, so the route always applies.
test.use({ serviceWorkers: 'block' });

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
  const section = await openDurak(page);
  await newGame(section, 2);
  for (let i = 0; i < 3; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  expect(seen, 'no worker for „Anfänger“').toHaveLength(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /profi/.test(e.name)))).toBe(false);

  const form = await settings(section);
  await form.getByRole('combobox', { name: 'Stufe', exact: true }).selectOption({ label: 'Profi' });
  await dealAgain(section);
  for (let i = 0; i < 4 && seen.length === 0; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  expect(seen.length).toBeGreaterThan(0);
});

for (const button of ['Rückgängig', 'Neu geben']) {
  test(`durak: „${button}“ while Profi thinks stops the search; its answer never lands`, async ({ page }) => {
    // Slow the worker down (its answer comes 3 s late) so that the reader can interrupt it.
    await page.route(/profi\.worker[^/]*\.js/, async (route) => {
      const response = await route.fetch();
      const body =
        (await response.text()) + '\n;{ const answer = self.onmessage; self.onmessage = (e) => setTimeout(() => answer(e), 3000); }';
      await route.fulfill({ response, body });
    });
    const seen = workers(page);
    const { code, expected } = profiPosition(GAMES[0]!, 77);
    await page.goto(`/spiele/durak/?partie=${code}`);
    await hydrated(page, '#freies-spiel');
    const section = page.locator('#freies-spiel');
    await expect(section.locator('[aria-busy="true"]')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    const closed = new Promise<boolean>((resolve) => seen[0]!.on('close', () => resolve(true)));
    const before = await logLines(section).allInnerTexts();
    await section.getByRole('button', { name: button, exact: true }).first().click();
    expect(await closed, 'the thinking worker is stopped').toBe(true);
    const after = await logLines(section).allInnerTexts();
    expect(after).not.toEqual(before);
    // the cancelled search's move never shows up, also not after its delay
    await page.waitForTimeout(3500);
    const later = await logLines(section).allInnerTexts();
    expect(later.slice(0, after.length)).toEqual(after);
    expect(later).not.toContain(expected);
  });
}

test('durak: „Warum?“ after a computer move and „Profi fragen“ in the reader’s position', async ({ page }) => {
  const section = await openDurak(page);
  await newGame(section, 2);
  for (let i = 0; i < 2; i++) if (!(await decide(section))) break;
  await readerToAct(section);
  await section.getByRole('button', { name: 'Warum?', exact: true }).click();
  const answer = section.locator('.profi-antwort');
  await expect(answer).toContainText(/Probespiele|keine Wahl/, { timeout: 15_000 });
  const items = answer.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(3);
  for (const text of await items.allInnerTexts()) expect(text).toMatch(/: ([\d.]+-mal versucht, \d+\u00a0%|der einzige erlaubte Zug)/);
  if ((await items.count()) > 1) await expect(answer).toContainText('keine Bewertung deines Spiels');

  await section.getByRole('button', { name: 'Profi fragen', exact: true }).click();
  await expect(answer).toContainText(/deine Stellung|keine Wahl/, { timeout: 15_000 });
  const mine = await answer.getByRole('listitem').allInnerTexts();
  expect(mine.length).toBeGreaterThan(0);
  // the reader's choices are the reader's own moves („Du …“), each with a value and a mark
  for (const text of mine) expect(text).toMatch(/^Du .*(: (gut|ungenau|Fehler|grober Fehler)|der einzige erlaubte Zug)$/);
  // a move clears the answer: it belonged to the old position
  await decide(section);
  await expect(answer).toHaveCount(0);
});

test('durak: „Profi fragen“ names as best the very move „Tipp“ names at that position', async ({ page }) => {
  test.setTimeout(90_000);
  const kit = durakKit;
  const options = kit.rules.defaultOptions;
  const seed = 9;
  const moves = randomGame(kit, options, seed);
  // a decision of the reader with at least three moves to choose from, a few moves into the game
  let state = kit.rules.deal(options, seed);
  let cut = -1;
  for (let i = 0; i < moves.length; i++) {
    if (i > 2 && kit.rules.toAct(state) === 0 && kit.rules.legalMoves(state).length >= 3) {
      cut = i;
      break;
    }
    state = kit.rules.play(state, moves[i]!);
  }
  expect(cut).toBeGreaterThan(0);
  const tipp = tippMove(durakAnalysis, durakAnalysis.rules.view(state, 0), deriveSeed(seed, cut)).move;
  const sentence = kit.rules.describe(state, tipp, kit.seatNames(options)).replace(/\.$/, '');
  const code = makePartieCode(kit, { options, level: 'fortgeschritten', seed, moves: moves.slice(0, cut) });
  const free = await openFreePlay(page, 'durak', `?partie=${code}`);

  const hint = free.getByRole('button', { name: 'Tipp', exact: true });
  await expect(hint).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
  await hint.click();
  await expect(free.locator('.rm-hint')).toContainText(`Tipp: ${sentence}`, { timeout: 30_000 });

  await free.getByRole('button', { name: 'Profi fragen', exact: true }).click();
  const answer = free.locator('.profi-antwort');
  await expect(answer).toContainText('So urteilt die Analyse', { timeout: 30_000 });
  const items = await answer.getByRole('listitem').allInnerTexts();
  expect(items.length).toBeGreaterThanOrEqual(3);
  expect(items[0]).toMatch(
    new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(gleichwertig: [^)]*\\))?: \\d+\\u00a0% – der beste Zug`),
  );
  // no other move is named the best
  for (const text of items.slice(1)) expect(text).not.toContain('der beste Zug (');
});
