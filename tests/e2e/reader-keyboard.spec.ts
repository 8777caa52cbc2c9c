/**
 * Issue 6, keyboard: a link puts the focus on the island it opens; the hand is one Tab stop with
 * the arrow keys between cards; „Weiter“ into a step that expects a move puts the focus into the
 * hand; „Nochmal von vorn“ keeps it in the island; the copy fallback names the platform's shortcut.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { hand, keyboardPress, openFreePlay, openScenario, partieWithBigHand, playStep } from './durak-helpers';

const focusedCard = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.karte ?? null);
const focusInside = (section: Locator) => section.evaluate((el) => el.contains(document.activeElement));

test('a game link puts the focus on the free game: one Tab to the hand', async ({ page }) => {
  const section = await openFreePlay(page, partieWithBigHand(8));
  await expect(section).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusedCard(page)).not.toBeNull();
  await expect(hand(section).locator(':focus')).toHaveCount(1);
});

test('an example link puts the focus on the example', async ({ page }) => {
  const section = await openScenario(page, 'trumpf', 2);
  await expect(section).toBeFocused();
});

test('the hand is one Tab stop; the arrow keys, Home and End move between its cards', async ({ page }) => {
  const section = await openFreePlay(page, partieWithBigHand(8));
  const cards = hand(section).locator('button[data-karte]');
  const ids = await cards.evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.karte!));
  // exactly one card is in the Tab order, and it is a playable one where there is one
  await expect(hand(section).locator('button[data-karte][tabindex="0"]')).toHaveCount(1);
  const stop = hand(section).locator('button[data-karte][tabindex="0"]');
  if ((await hand(section).locator('button[data-karte]:not([aria-disabled])').count()) > 0)
    await expect(stop).not.toHaveAttribute('aria-disabled', 'true');
  // the group tells how many cards there are
  await expect(hand(section)).toHaveAccessibleDescription(/\d+ Karten/);

  await page.keyboard.press('Tab');
  const start = await focusedCard(page);
  expect(start).not.toBeNull();
  const i = ids.indexOf(start!);
  await page.keyboard.press('ArrowRight');
  expect(await focusedCard(page)).toBe(ids[Math.min(i + 1, ids.length - 1)]);
  await page.keyboard.press('End');
  expect(await focusedCard(page)).toBe(ids[ids.length - 1]);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedCard(page)).toBe(ids[ids.length - 2]);
  await page.keyboard.press('Home');
  expect(await focusedCard(page)).toBe(ids[0]);
  // Tab leaves the hand at once (no Tab through fifteen cards), Shift+Tab comes back to the same card
  await page.keyboard.press('Tab');
  expect(await focusedCard(page)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedCard(page)).toBe(ids[0]);
});

test('„Weiter“ into a step that expects a move puts the focus into the hand; „Nochmal von vorn“ keeps it in the example', async ({
  page,
}) => {
  const scenario = durakScenarios.find((s) => s.id === 'erster-angriff')!;
  const section = await openScenario(page, scenario.id);
  const press = keyboardPress(page);
  const expectAt = scenario.steps.findIndex((s) => s.kind === 'expect') + 1;
  for (let n = 1; n < expectAt; n++) await playStep(section, scenario, n, press);
  // the last „Weiter“ (by keyboard) led into a step that asks for a move
  await expect(section.getByText(`Schritt ${expectAt} von ${scenario.steps.length}`)).toBeVisible();
  await expect.poll(() => focusedCard(page)).not.toBeNull();
  await expect(hand(section).locator(':focus')).toHaveCount(1);

  for (let n = expectAt; n <= scenario.steps.length; n++) await playStep(section, scenario, n, press);
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  await press(section.getByRole('button', { name: 'Nochmal von vorn' }));
  await expect(section.getByText(`Schritt 1 von ${scenario.steps.length}`)).toBeVisible();
  expect(await focusInside(section)).toBe(true);
  // and the next Tab walk starts in the example, not at the top of the page
  await page.keyboard.press('Tab');
  expect(await focusInside(section)).toBe(true);
});

for (const [platform, shortcut] of [
  ['Linux', 'Strg+C'],
  ['macOS', '⌘C'],
] as const) {
  test(`when copying fails, the link is selected and the ${platform} shortcut is named`, async ({ page }) => {
    await page.addInitScript((platform) => {
      Object.defineProperty(navigator, 'clipboard', { get: () => ({ writeText: () => Promise.reject(new Error('verweigert')) }) });
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform }) });
      Object.defineProperty(navigator, 'platform', { get: () => (platform === 'macOS' ? 'MacIntel' : 'Linux x86_64') });
    }, platform);
    const section = await openScenario(page, 'trumpf');
    await section.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(section.getByText(/Kopieren ging hier nicht/)).toContainText(`(${shortcut})`);
    const field = section.getByRole('textbox', { name: 'Link zu dieser Stellung' });
    await expect(field).toBeFocused();
    expect(await field.evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!)).toBe((await field.inputValue()).length);
  });
}
