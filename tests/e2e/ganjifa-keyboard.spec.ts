/**
 * Issue 15 point 16, Ganjifa by keyboard: when the reader's turn starts (after Tag, an opponent
 * leading), the focus is on the first playable card, not on a card that cannot be played; the
 * suit rows are rows for the keyboard (Up and Down between suits, Home and End within one,
 * Ctrl+Home and Ctrl+End the whole hand), and the hand stays one Tab stop.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hand, openFreePlay } from './ganjifa-helpers';
import { ganjifa, type GanjifaMove } from '../../src/games/ganjifa';
import { SUITS, suitOf } from '../../src/games/ganjifa/cards';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { makePartieCode } from '../../src/games/core/codec';

const focusedCard = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.karte ?? null);

/**
 * A new deal (before Tag or Nacht) in which, after Tag, an opponent leads the Rama Raja and the
 * reader holds Rama cards (so only those are playable) and cards of a suit before and after Rama.
 */
function dealForTag(): { code: string; mine: string[] } {
  for (let seed = 1; seed < 500; seed++) {
    const before = ganjifa.deal({}, seed);
    const tag = ganjifa.legalMoves(before).find((m) => m.type === 'CHOOSE_PERIOD' && m.period === 'day') as GanjifaMove;
    const after = ganjifa.play(before, tag);
    const mine = after.hands[0]!;
    const suits = new Set(mine.map(suitOf));
    const rama = mine.filter((c) => suitOf(c) === 'RAM');
    if (ganjifa.toAct(after) === 0 || rama.length < 2 || mine[0]!.startsWith('RAM')) continue;
    if (!SUITS.slice(SUITS.indexOf('RAM') + 1).some((s) => suits.has(s))) continue;
    return { code: makePartieCode(ganjifaKit, { options: {}, level: 'fortgeschritten', seed, moves: [] }), mine };
  }
  throw new Error('no such deal');
}

test('after Tag the focus waits in the hand and starts the reader’s turn on the first playable card; Up, Down, Home, End move by suit', async ({
  page,
}) => {
  const { code, mine } = dealForTag();
  const rama = mine.filter((c) => suitOf(c) === 'RAM');
  const rowOf = (suit: string) => mine.filter((c) => suitOf(c) === suit);
  const held = SUITS.filter((s) => rowOf(s).length > 0);
  const above = rowOf(held[held.indexOf('RAM') - 1]!);
  const below = rowOf(held[held.indexOf('RAM') + 1]!);

  const section = await openFreePlay(page, `?partie=${code}`);
  await section.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true }).focus();
  await page.keyboard.press('Enter');
  // an opponent leads the Rama Raja; meanwhile the focus is in the new hand
  await expect(hand(section).locator('button:focus')).toHaveCount(1);
  await expect(section.locator('.am-zug-text')).toHaveText('Du bist am Zug: Bediene Rama.');
  // the reader's turn starts on the first card that can be played: the lowest Rama card
  await expect.poll(() => focusedCard(page)).toBe(rama[0]);
  await expect(hand(section).locator('button:focus')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(hand(section).locator('button[tabindex="0"]')).toHaveCount(1);
  await expect(hand(section)).toHaveAccessibleDescription(/Pfeil nach oben und unten die Reihe/);

  // Right and Left: one card
  await page.keyboard.press('ArrowRight');
  expect(await focusedCard(page)).toBe(rama[1]);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedCard(page)).toBe(rama[0]);
  // Down and Up: a card of the next or previous suit the reader holds
  await page.keyboard.press('ArrowDown');
  expect(below).toContain(await focusedCard(page));
  await page.keyboard.press('ArrowUp');
  expect(rama).toContain(await focusedCard(page));
  await page.keyboard.press('ArrowUp');
  expect(above).toContain(await focusedCard(page));
  await page.keyboard.press('ArrowDown');
  expect(rama).toContain(await focusedCard(page));
  // Home and End: the ends of the suit; with Ctrl the ends of the hand
  await page.keyboard.press('End');
  expect(await focusedCard(page)).toBe(rama[rama.length - 1]);
  await page.keyboard.press('Home');
  expect(await focusedCard(page)).toBe(rama[0]);
  await page.keyboard.press('Control+End');
  expect(await focusedCard(page)).toBe(mine[mine.length - 1]);
  await page.keyboard.press('Control+Home');
  expect(await focusedCard(page)).toBe(mine[0]);
  // still one Tab stop: the card the reader left, after Tab and Shift+Tab
  await expect(hand(section).locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  expect(await focusedCard(page)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedCard(page)).toBe(mine[0]);

  // and Enter on the first Rama card plays it
  for (let i = 0; i < SUITS.length && !rama.includes((await focusedCard(page))!); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  expect(await focusedCard(page)).toBe(rama[0]);
  await page.keyboard.press('Enter');
  await expect(hand(section).getByRole('button')).toHaveCount(mine.length - 1);
});

test('a reader who left the hand comes back by Shift+Tab to the first playable card once the turn starts', async ({ page }) => {
  const { code, mine } = dealForTag();
  const rama = mine.filter((c) => suitOf(c) === 'RAM');
  const section = await openFreePlay(page, `?partie=${code}`);
  await section.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(hand(section).locator('button:focus')).toHaveCount(1);
  // out of the hand while the opponents play
  await page.keyboard.press('Tab');
  expect(await focusedCard(page)).toBeNull();
  await expect(section.locator('.am-zug-text')).toHaveText('Du bist am Zug: Bediene Rama.');
  // the focus stayed where the reader put it; the hand's Tab stop moved to the first playable card
  expect(await focusedCard(page)).toBeNull();
  await expect(hand(section).locator('button[tabindex="0"]')).toHaveAttribute('data-karte', rama[0]!);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedCard(page)).toBe(rama[0]);
});
