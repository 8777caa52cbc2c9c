/**
 * The home page as the way in (issue 18): every game card says what the game is, for how many and
 * how hard, and „Weiter, wo du warst“ leads back to the reader's last example step or running free
 * game – written by the game pages (useUrlState.ts, `kartenspiele:zuletzt:<spiel>`), read by the
 * home page's small inline script. Nothing stored, or something damaged: no link at all.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { GAMES } from '../../src/data/games';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { openScenario, playStep } from './durak-helpers';
import { button, logLines, openFreePlay, partieWhere } from './dudab-helpers';

const first = durakScenarios.find((s) => s.id === 'erster-angriff')!;
const weiter = (page: Page) => page.locator('main').getByRole('link', { name: /^Weiter mit/ });
const card = (page: Page, title: string) => page.locator('main').getByRole('article', { name: title });

test('a fresh browser: every card names players and difficulty, and there is no „Weiter“ link', async ({ page }) => {
  await page.goto('/');
  for (const game of GAMES) {
    const fact = (name: string) =>
      card(page, game.title)
        .locator('dl div', { has: page.getByRole('term').filter({ hasText: name }) })
        .locator('dd');
    await expect(fact('Spieler')).toHaveText(game.players);
    await expect(fact('Schwierigkeit')).toHaveText(/^(leicht|mittel|anspruchsvoll) \(.+\)$/);
    await expect(fact('Schwierigkeit')).toHaveText(`${game.schwierigkeit.stufe} (${game.schwierigkeit.grund})`);
    // the one line that says what the game is stays short enough to read at a glance
    const line = (await card(page, game.title).locator('p.kurz').innerText()).trim();
    expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(16);
  }
  await expect(weiter(page)).toHaveCount(0);
  await expect(page.locator('main p.weiter:visible')).toHaveCount(0);
});

test('an example step played on the Durak page: the home page names it and opens it at that step', async ({ page }) => {
  const section = await openScenario(page, first.id);
  for (let n = 1; n <= 2; n++) await playStep(section, first, n, (b) => b.click());
  await expect(section.getByText(`Schritt 3 von ${first.steps.length}`)).toBeVisible();

  await page.goto('/');
  const link = card(page, 'Durak').getByRole('link', { name: `Weiter mit Beispiel „${first.title}“, Schritt 3`, exact: true });
  await expect(link).toBeVisible();
  // only the game the reader touched gets a link
  await expect(weiter(page)).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/spiele/durak/\\?szenario=${first.id}&schritt=3#szenario-${first.id}$`));
  await hydrated(page, `#szenario-${first.id}`);
  await expect(page.locator(`#szenario-${first.id}`).getByText(`Schritt 3 von ${first.steps.length}`)).toBeVisible();
});

test('a finished example leads on to the next unfinished one of the page', async ({ page }) => {
  await page.goto('/');
  const next = durakScenarios.find((s) => s.id === 'trumpf')!;
  await page.evaluate(
    ([id, last]) => {
      localStorage.setItem('kartenspiele:zuletzt:durak', JSON.stringify({ v: 1, szenario: id, schritt: last, zeit: Date.now() }));
      localStorage.setItem('kartenspiele:fortschritt:durak', JSON.stringify([id]));
    },
    [first.id, first.steps.length] as const,
  );
  await page.reload();
  const link = card(page, 'Durak').getByRole('link', { name: `Weiter mit Beispiel „${next.title}“`, exact: true });
  await expect(link).toHaveAttribute('href', `/spiele/durak/?szenario=${next.id}&schritt=1#szenario-${next.id}`);
});

test('a free-play move on Dudab: „Weiter mit deinem Spiel“ opens the free game at that position', async ({ page }) => {
  const { query } = partieWhere((s) => s.phase === 'zug' && (s.hands[0]?.length ?? 0) < 5, { spieler: 2, runden: 2, startSeat: 0 });
  const section = await openFreePlay(page, query);
  const before = await logLines(section).count();
  await button(section, 'Nachziehen').click();
  await expect.poll(() => logLines(section).count()).toBeGreaterThan(before);
  // the bot has answered: the position stays as it is until the reader moves again
  await expect(section.locator('.am-zug-text.du-dran')).toBeVisible();
  const position = await section.getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();

  await page.goto('/');
  const link = card(page, 'Dudab').getByRole('link', { name: 'Weiter mit deinem Spiel', exact: true });
  await expect(link).toHaveAttribute('href', '/spiele/dudab/#freies-spiel');
  await expect(weiter(page)).toHaveCount(1);
  await link.click();
  await hydrated(page, '#freies-spiel');
  await expect(page.locator('#freies-spiel').getByRole('textbox', { name: 'Link zu dieser Stellung' })).toHaveValue(position);
});

test('a Dudab link opened without a move: the home page leads back to the game from the link', async ({ page }) => {
  const { query } = partieWhere((s) => s.phase === 'zug', { spieler: 2, runden: 2, startSeat: 0 });
  const section = await openFreePlay(page, query);
  // the field shows the full address once the island has settled
  const field = section.getByRole('textbox', { name: 'Link zu dieser Stellung' });
  await expect(field).toHaveValue(/^https?:\/\//);
  const position = await field.inputValue();
  await page.goto('/');
  const link = card(page, 'Dudab').getByRole('link', { name: 'Weiter mit dem Spiel aus dem Link', exact: true });
  await link.click();
  await hydrated(page, '#freies-spiel');
  const free = page.locator('#freies-spiel');
  await expect(free.getByText(/^Du siehst weiter das Spiel aus dem Link/)).toBeVisible();
  await expect(free.getByRole('textbox', { name: 'Link zu dieser Stellung' })).toHaveValue(position);
});

test('damaged or stale stored values are ignored without an error', async ({ page }) => {
  await page.goto('/');
  const damaged: [string, string][] = [
    ['kartenspiele:zuletzt:durak', '{kaputt'],
    ['kartenspiele:zuletzt:ganjifa', JSON.stringify({ v: 1, szenario: 'gibt-es-nicht', schritt: 2 })],
    ['kartenspiele:zuletzt:bambuti', JSON.stringify({ v: 2, partie: true })],
    // a free game is named, but none is stored (it ended or was removed)
    ['kartenspiele:zuletzt:dudab', JSON.stringify({ v: 1, partie: true })],
  ];
  for (const value of [
    JSON.stringify({ v: 1, szenario: first.id, schritt: first.steps.length + 1 }),
    JSON.stringify({ v: 1, szenario: first.id, schritt: '2' }),
    'null',
    '[]',
  ]) {
    await page.evaluate(
      (all) => all.forEach(([k, v]) => localStorage.setItem(k, v)),
      [...damaged, ['kartenspiele:zuletzt:durak', value] as [string, string]],
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Durak' })).toBeVisible();
    await expect(weiter(page)).toHaveCount(0);
  }
  // a damaged stored game next to a valid place: still no link to it
  await page.evaluate(() => {
    localStorage.setItem('kartenspiele:partie:dudab', '{"code":42}');
  });
  await page.reload();
  await expect(weiter(page)).toHaveCount(0);
});

for (const width of [360, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe clean with „Weiter“ links shown at ${width} px (${colorScheme})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await page.evaluate((id) => {
        localStorage.setItem('kartenspiele:zuletzt:durak', JSON.stringify({ v: 1, szenario: id, schritt: 2 }));
        localStorage.setItem('kartenspiele:zuletzt:dudab', JSON.stringify({ v: 1, partie: true }));
        localStorage.setItem('kartenspiele:partie:dudab', JSON.stringify({ code: 'A' }));
        localStorage.setItem('kartenspiele:fortschritt:durak', JSON.stringify(['trumpf']));
      }, first.id);
      await page.reload();
      await expect(weiter(page)).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the home page scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/g-startseite-${width}-${colorScheme}.png`, fullPage: true });
      await expectAxeClean(page);
    });
  }
}
