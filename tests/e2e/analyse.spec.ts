/**
 * „Analyse“ (issue 16), the replay board: a finished game opened from a link offers „Partie
 * analysieren“; the game's own table shows every position, read-only, stepped with ← / → / Pos1 /
 * Ende and with buttons; „Alle Karten zeigen“ reveals every hand; every position is a link
 * (`&zug=<n>&analyse`) that opens the same position in a fresh browser; axe clean at 360 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { gamePage, type Game } from './game-helpers';
import { makePartieCode, parsePartieCode } from '../../src/games/core/codec';
import { randomGame } from '../helpers/randomGame';
import type { AnyGameKit } from '../../src/games/core/kit';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';

const KITS: Record<Game, AnyGameKit> = { durak: durakKit, ganjifa: ganjifaKit, dudab: dudabKit, bambuti: bambutiKit };

/** A finished game of the kit's default options, every seat playing any legal move (seeded). */
function finishedGame(kit: AnyGameKit, seed: number): { code: string; moves: number } {
  const options = kit.rules.defaultOptions;
  const moves = randomGame(kit, options, seed);
  return { code: makePartieCode(kit, { options, level: 'fortgeschritten', seed, moves }), moves: moves.length };
}

/** How many decisions the reader (seat 0) had in the game. */
function readerDecisions(kit: AnyGameKit, code: string): number {
  const parsed = parsePartieCode(kit, code);
  if (!parsed.ok) throw new Error(parsed.error);
  let state = kit.rules.deal(parsed.value.options, parsed.value.seed);
  let n = 0;
  for (const move of parsed.value.moves) {
    if (kit.rules.toAct(state) === 0) n++;
    state = kit.rules.play(state, move);
  }
  return n;
}

/** Opens the free game of `query` and waits for its island. */
async function open(page: Page, game: Game, query: string) {
  await page.goto(gamePage(game) + query);
  await hydrated(page, '#freies-spiel');
  return page.locator('#freies-spiel');
}

/** Everything the replay table says (its cards are named; a hidden card has no name). */
const tableText = (page: Page) => page.locator('.analyse .analyse-tisch').innerText();

for (const game of Object.keys(KITS) as Game[]) {
  test(`${game}: a finished game is replayed move by move, by keys and buttons, with every hand shown on request and a link per position`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const { code, moves } = finishedGame(KITS[game], 7);
    const free = await open(page, game, `?partie=${code}`);
    await free.getByRole('button', { name: 'Partie analysieren', exact: true }).click();
    const panel = free.locator('section.analyse');
    const board = panel.locator('.analyse-brett');
    await expect(board).toBeFocused();
    const stand = panel.locator('.analyse-stand strong');
    await expect(stand).toHaveText(`Zug ${moves} von ${moves}`);

    // the keyboard: ← one back, Pos1 to the deal, → one on, Ende to the end
    await page.keyboard.press('ArrowLeft');
    await expect(stand).toHaveText(`Zug ${moves - 1} von ${moves}`);
    await page.keyboard.press('Home');
    await expect(stand).toHaveText('Nach dem Geben');
    await page.keyboard.press('ArrowRight');
    await expect(stand).toHaveText(`Zug 1 von ${moves}`);
    // the first move's sentence is shown with it
    await expect(panel.locator('.analyse-zug')).not.toBeEmpty();
    await page.keyboard.press('End');
    await expect(stand).toHaveText(`Zug ${moves} von ${moves}`);

    // the buttons
    await panel.getByRole('button', { name: 'Zum Anfang', exact: true }).click();
    await expect(stand).toHaveText('Nach dem Geben');
    await panel.getByRole('button', { name: '→', exact: false }).click();
    await panel.getByRole('button', { name: '→', exact: false }).click();
    await expect(stand).toHaveText(`Zug 2 von ${moves}`);
    await expect(page).toHaveURL(new RegExp(`[?&]zug=2&analyse$`));

    // „Alle Karten zeigen“ names the others' cards too; off again, as before
    const hidden = await tableText(page);
    await panel.getByRole('switch', { name: 'Alle Karten zeigen' }).check();
    await expect.poll(() => tableText(page)).not.toBe(hidden);
    expect((await tableText(page)).length).toBeGreaterThan(hidden.length);
    await panel.getByRole('switch', { name: 'Alle Karten zeigen' }).uncheck();
    await expect.poll(() => tableText(page)).toBe(hidden);

    // the position's link, opened in a fresh browser, shows the same position
    const link = await panel.getByLabel('Link zu dieser Stellung', { exact: true }).inputValue();
    expect(link).toContain(`?partie=${code}&zug=2&analyse`);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    await hydrated(other, '#freies-spiel');
    await expect(other.locator('section.analyse .analyse-stand strong')).toHaveText(`Zug 2 von ${moves}`);
    expect(await other.locator('section.analyse .analyse-tisch').innerText()).toBe(await panel.locator('.analyse-tisch').innerText());
    await fresh.close();

    // the analysis: a summary, the graph with its numbers as a table, one entry per decision
    const report = panel.locator('.analyse-bericht');
    await expect(report).toBeVisible({ timeout: 150_000 });
    await expect(panel.getByText(/Entscheidungen:/).first()).toBeVisible();
    await expect(panel.getByRole('img', { name: /im Lauf der Partie/ })).toBeVisible();
    await panel.getByText('Die Werte als Tabelle').click();
    await expect(panel.getByRole('region', { name: 'Werte der Analyse' }).getByRole('row').nth(1)).toBeVisible();
    await expect(report.locator('.analyse-liste > li')).toHaveCount(readerDecisions(KITS[game], code));
    // the most expensive decision (or the first one) by its link: the board shows it, and a fresh browser too
    const costly = report.locator('.analyse-zusammenfassung a');
    const target = (await costly.count()) > 0 ? costly.first() : report.locator('.analyse-liste a').first();
    const decisionLink = new URL((await target.getAttribute('href'))!, page.url()).href;
    await target.click();
    await expect(board).toBeFocused();
    const shownAt = await stand.innerText();
    expect(page.url()).toBe(decisionLink);
    const fresh2 = await browser.newContext();
    const other2 = await fresh2.newPage();
    await other2.goto(decisionLink);
    await hydrated(other2, '#freies-spiel');
    await expect(other2.locator('section.analyse .analyse-stand strong')).toHaveText(shownAt);
    await fresh2.close();

    // closing gives the address back to the game
    await panel.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect(panel).toHaveCount(0);
    await expect(page).not.toHaveURL(/zug=/);
  });
}

/** A Durak game for three where the reader (seat 0) is out while two computer players still play. */
function readerOutDurak(): { code: string } {
  const options = { players: 3, transfer: false };
  for (let seed = 1; seed < 400; seed++) {
    const moves = randomGame(durakKit, options, seed);
    let state = durakKit.rules.deal(options, seed);
    for (let i = 0; i < moves.length; i++) {
      state = durakKit.rules.play(state, moves[i]!);
      if (!durakKit.rules.isOver(state) && durakKit.isSeatDone!(state, 0)) {
        return { code: makePartieCode(durakKit, { options, level: 'fortgeschritten', seed, moves: moves.slice(0, i + 1) }) };
      }
    }
  }
  throw new Error('no Durak game where the reader is out first');
}

test('durak: „Zum Ergebnis“ finishes the game, then „Partie analysieren“ shows its progress and the summary', async ({ page }) => {
  test.setTimeout(300_000);
  const { code } = readerOutDurak();
  // Once the reader is out the two computer players go on at a quick pace and may finish before
  // the button is reached (they did on a loaded CI machine). The page's clock is moved on by hand
  // in small steps until the button is there, and stands still until it is pressed.
  await page.clock.install({ time: new Date('2026-12-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-12-01T12:00:01Z'));
  const free = await open(page, 'durak', `?partie=${code}`);
  const finish = free.getByRole('button', { name: 'Zum Ergebnis', exact: true });
  for (let step = 0; step < 100 && (await finish.count()) === 0; step++) await page.clock.runFor(20);
  await finish.focus();
  await page.keyboard.press('Enter');
  await expect(finish).toHaveCount(0);
  await page.clock.resume();
  const analyse = free.getByRole('button', { name: 'Partie analysieren', exact: true });
  await expect(analyse).toBeVisible({ timeout: 60_000 });
  await analyse.click();
  const panel = free.locator('section.analyse');
  await expect(panel.locator('progress')).toBeVisible();
  await expect(panel.getByText(/^Analysiere deine Entscheidung \d+ von \d+ …$/)).toBeVisible();
  const report = panel.locator('.analyse-bericht');
  await expect(report).toBeVisible({ timeout: 200_000 });
  await expect(panel.locator('progress')).toHaveCount(0);
  // the summary: the marks counted, and how the deal compares with the result
  await expect(report.getByText(/Entscheidungen:/).first()).toBeVisible();
  await expect(report.locator('.analyse-zusammenfassung')).toContainText(/%/);
  await expect(report.locator('.analyse-liste > li')).toHaveCount(readerDecisions(durakKit, code));
});

test('a running analysis shows its progress and can be cancelled', async ({ page }) => {
  const { code } = finishedGame(ganjifaKit, 11);
  const free = await open(page, 'ganjifa', `?partie=${code}`);
  await free.getByRole('button', { name: 'Partie analysieren', exact: true }).click();
  const panel = free.locator('section.analyse');
  await expect(panel.getByText(/^Analysiere deine Entscheidung \d+ von \d+ …$/)).toBeVisible();
  await expect(panel.locator('progress')).toBeVisible();
  await panel.getByRole('button', { name: 'Analyse abbrechen', exact: true }).click();
  await expect(panel.getByText('Die Analyse ist abgebrochen.')).toBeVisible();
  await expect(panel.locator('progress')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Neu analysieren', exact: true })).toBeVisible();
});

test('a link to a move the game does not have: a German notice, and the end of the game', async ({ page }) => {
  const { code, moves } = finishedGame(durakKit, 3);
  const free = await open(page, 'durak', `?partie=${code}&zug=${moves + 5}&analyse`);
  await expect(free.getByRole('alert')).toContainText(
    `Zug ${moves + 5} gibt es in diesem Spiel nicht – es hat ${moves} Züge. Du siehst das Ende des Spiels.`,
  );
  await expect(free.locator('section.analyse .analyse-stand strong')).toHaveText(`Zug ${moves} von ${moves}`);
});

test('a running game offers „Bisherige Züge analysieren“ once the reader has moved', async ({ page }) => {
  const rules = durakKit.rules;
  const options = rules.defaultOptions;
  let seed = 1;
  while (rules.toAct(rules.deal(options, seed)) !== 0) seed++;
  const state = rules.deal(options, seed);
  const first = rules.legalMoves(state)[0]!;
  const code = makePartieCode(durakKit, { options, level: 'fortgeschritten', seed, moves: [first] });
  const free = await open(page, 'durak', `?partie=${code}`);
  await free.getByRole('button', { name: 'Bisherige Züge analysieren', exact: true }).click();
  await expect(free.locator('section.analyse .analyse-stand strong')).toHaveText(/^Zug \d+ von \d+$/);
});

for (const [width, colorScheme] of [
  [360, 'light'],
  [360, 'dark'],
  [1280, 'light'],
] as const) {
  test(`the analysis and its board are axe clean at ${width} px (${colorScheme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme });
    const { code } = finishedGame(ganjifaKit, 5);
    const free = await open(page, 'ganjifa', `?partie=${code}&zug=3&analyse`);
    await expect(free.locator('section.analyse .analyse-stand strong')).toHaveText(/^Zug 3 von/);
    await free.locator('section.analyse').getByRole('switch', { name: 'Alle Karten zeigen' }).check();
    await expect(free.locator('.analyse-bericht')).toBeVisible({ timeout: 150_000 });
    await free.getByText('Die Werte als Tabelle').click();
    await expectAxeClean(page, '#freies-spiel');
    // nothing of the board sticks out sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await free.locator('section.analyse').screenshot({ path: test.info().outputPath(`analyse-${width}-${colorScheme}.png`) });
  });
}
