/**
 * Issue 6, „Nothing a reader did is lost“: a running free game and the examples' places survive
 * reloads and navigation whichever island the address bar shows; „Neu geben“ can be undone;
 * the settings survive reloading a ?partie= link; paging to the end does not count as solving.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { PAGE, decide, logLines, newGame, openFreePlay, openScenario, partieStart, position, readerToAct, settings } from './durak-helpers';

const first = durakScenarios.find((s) => s.id === 'erster-angriff')!;
/** An example whose first two steps are read, not played: „Weiter“ pages through them. */
const paged = durakScenarios.find((s) => s.id === 'nachziehen')!;

async function freeGame(page: Page): Promise<Locator> {
  await hydrated(page, '#freies-spiel');
  return page.locator('#freies-spiel');
}

async function example(page: Page, scenario = paged): Promise<Locator> {
  await hydrated(page, `#szenario-${scenario.id}`);
  return page.locator(`#szenario-${scenario.id}`);
}

/** Waits until the reader is to act again (a playable card or an action button). */
async function readersTurn(section: Locator) {
  await expect(
    section
      .getByRole('group', { name: 'Deine Hand', exact: true })
      .locator('button:not([aria-disabled])')
      .or(section.getByRole('button', { name: /^(Aufnehmen|Nichts nachlegen)$/ }))
      .first(),
  ).toBeVisible({ timeout: 15_000 });
}

/** Everything of the free game a reader would miss: the table, the hand and the log. */
async function freeState(section: Locator) {
  return { ...(await position(section)), log: await logLines(section).allInnerTexts() };
}

test('a running free game and an example’s place both survive reloads, whichever island the address shows', async ({ page }) => {
  const free = await openFreePlay(page);
  const ex = await example(page);
  await newGame(free, 2, 'Langsam');
  // Play until the computer has to answer (a move may also leave the reader to act again).
  for (let i = 0; i < 12; i++) {
    await decide(free);
    if (await free.getByRole('list', { name: 'Gegner' }).getByText('ist dran').isVisible()) break;
  }
  // The reader's move put the game into the address bar …
  await expect(page).toHaveURL(/\?partie=A/);
  const lines = await logLines(free).count();

  // … then the reader pages through an example while the computer still thinks (tempo „Langsam“):
  // the address shows the example's step, and the computer's move does not take it back.
  await ex.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(ex.getByText(paged.steps[1]!.text, { exact: true })).toBeVisible();
  await ex.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(ex.getByText(`Schritt 3 von ${paged.steps.length}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?szenario=${paged.id}&schritt=3$`));
  await expect.poll(() => logLines(free).count(), { timeout: 15_000 }).toBeGreaterThan(lines);
  await expect(page).toHaveURL(new RegExp(`\\?szenario=${paged.id}&schritt=3$`));
  await readersTurn(free);
  const before = await freeState(free);

  // Reload with the example's link: the example is at step 3, and the free game is back as it was.
  await page.reload();
  const free2 = await freeGame(page);
  await expect(free2.getByText('Dein Spiel von eben geht weiter.')).toBeVisible();
  expect(await freeState(free2)).toEqual(before);
  await expect((await example(page)).getByText(`Schritt 3 von ${paged.steps.length}`)).toBeVisible();

  // A move in the free game takes the address; the example keeps its place all the same.
  await decide(free2);
  await expect(page).toHaveURL(/\?partie=A/);
  // Compare once the computer has answered: then nothing moves on its own while we reload.
  await readersTurn(free2);
  const after = await freeState(free2);
  await page.reload();
  await expect((await example(page)).getByText(`Schritt 3 von ${paged.steps.length}`)).toBeVisible();
  expect(await freeState(await freeGame(page))).toEqual(after);

  // Navigation: away to the home page and back by the menu, without any parameter.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Spiele' }).getByRole('link', { name: 'Durak' }).click();
  await expect((await example(page)).getByText(`Schritt 3 von ${paged.steps.length}`)).toBeVisible();
  const free3 = await freeGame(page);
  await expect(free3.getByText('Dein Spiel von eben geht weiter.')).toBeVisible();
  expect(await freeState(free3)).toEqual(after);
});

test('„Jetzt frei spielen“ takes the address bar to the free game', async ({ page }) => {
  const ex = await openScenario(page, first.id, first.steps.length);
  await ex.getByRole('button', { name: 'Weiter', exact: true }).click();
  await ex.getByRole('link', { name: 'Jetzt frei spielen' }).click();
  await freeGame(page);
  await expect(page).toHaveURL(/\?partie=A[^&]*(#freies-spiel)?$/);
  expect(new URL(page.url()).searchParams.has('szenario')).toBe(false);
});

test('„Neu geben“ keeps the running game: „Rückgängig“ brings it back', async ({ page }) => {
  const free = await openFreePlay(page);
  await newGame(free, 3);
  await decide(free);
  await decide(free);
  // the computer's answers may still be coming in (three players): read the game once it waits for the reader
  await readerToAct(free);
  const before = await freeState(free);
  const link = await free.getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();

  await free.getByRole('button', { name: 'Neu geben', exact: true }).click();
  await expect(free.getByText('Neu gegeben. Mit „Rückgängig“ holst du dein voriges Spiel zurück.')).toBeVisible();
  await expect(free.getByRole('textbox', { name: 'Link zu dieser Stellung' })).not.toHaveValue(link);

  await free.getByRole('button', { name: 'Rückgängig', exact: true }).click();
  await expect(free.getByText('Dein voriges Spiel ist wieder da.')).toBeVisible();
  await expect(free.getByRole('textbox', { name: 'Link zu dieser Stellung' })).toHaveValue(link);
  expect(await freeState(free)).toEqual(before);
});

test('settings chosen during a linked game survive its reload and make the next deal', async ({ page }) => {
  const free = await openFreePlay(page, partieStart(2));
  await expect(free.getByRole('list', { name: 'Gegner' }).getByRole('listitem')).toHaveCount(1);
  const form = await settings(free);
  await form.getByRole('combobox', { name: 'Spieler', exact: true }).selectOption('5');
  await form.getByRole('checkbox', { name: 'Weiterreichen' }).setChecked(false);
  await form.getByRole('combobox', { name: 'Tempo', exact: true }).selectOption({ label: 'Sofort' });

  await page.reload();
  const again = await freeGame(page);
  // still the linked game …
  await expect(again.getByRole('list', { name: 'Gegner' }).getByRole('listitem')).toHaveCount(1);
  // … but the reader's own choice for the next one
  const form2 = await settings(again);
  await expect(form2.getByRole('combobox', { name: 'Spieler', exact: true })).toHaveValue('5');
  await expect(form2.getByRole('checkbox', { name: 'Weiterreichen' })).not.toBeChecked();
  await expect(form2.getByRole('combobox', { name: 'Tempo', exact: true })).toHaveValue('sofort');
  await again.getByRole('button', { name: 'Neu geben', exact: true }).first().click();
  await expect(again.getByRole('list', { name: 'Gegner' }).getByRole('listitem')).toHaveCount(4);
});

test('paging to the last step and pressing „Weiter“ does not mark an example done', async ({ page }) => {
  const ex = await openScenario(page, first.id, first.steps.length);
  await ex.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(ex.getByRole('heading', { name: 'Ende des Beispiels' })).toBeVisible();
  await expect(ex.getByRole('heading', { name: 'Geschafft!' })).toHaveCount(0);
  await expect(ex.getByText(/jeden Zug darin selbst gefunden/)).toBeVisible();
  await expect(ex.getByText('✓ Schon geschafft')).toHaveCount(0);
  const done = await page.evaluate(() => localStorage.getItem('kartenspiele:fortschritt:durak'));
  expect(JSON.parse(done ?? '[]')).not.toContain(first.id);
  // the home page does not count it either
  await page.goto('/');
  await expect(page.locator('main')).not.toContainText(/1 von \d+ Beispielen/);
  await page.goto(PAGE);
  await expect((await example(page, first)).getByText('✓ Schon geschafft')).toHaveCount(0);
});
