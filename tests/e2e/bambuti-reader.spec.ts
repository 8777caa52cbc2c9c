/**
 * What a reader meets at the Bambuti table (issue 15): arranging by keyboard keeps the focus on the
 * moved mask and says where it went (point 3); a chosen hand card says it is chosen (point 5); the
 * free game's Wertungsblock shows every Wertung's sum column by column as the markers lay then
 * (point 7); the log names the rows as the target buttons do (point 10).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { makePartieCode } from '../../src/games/core/codec';
import { bambutiKit } from '../../src/games/bambuti/kit';
import { bambuti } from '../../src/games/bambuti/rules';
import { anzeigerDerKarten, topsOf } from '../../src/games/bambuti/position';
import type { BambutiMove, BambutiState } from '../../src/games/bambuti/types';
import { arrangeGroup, arrangement, hand, openFreePlay, openScenario } from './bambuti-helpers';
import { logLines } from './game-helpers';

/** Arranging by keyboard: Enter on column 1, ArrowRight × 3, Space. */
async function swapByKeyboard(page: Page, section: Locator) {
  const before = await arrangement(section);
  const slots = arrangeGroup(section).getByRole('button');
  await slots.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(slots.nth(0)).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  // the masks swapped …
  await expect.poll(() => arrangement(section)).toEqual([before[3], before[1], before[2], before[0], before[4]]);
  // … focus stays on the moved mask, now in column 4, and the swap is announced
  const moved = arrangeGroup(section).getByRole('button', { name: `Spalte 4: ${before[0]}`, exact: true });
  await expect(moved).toBeFocused();
  await expect(
    section.locator('[aria-live="polite"]').filter({ hasText: `${before[0]} jetzt in Spalte 4, ${before[3]} in Spalte 1.` }),
  ).toHaveCount(1);
  // the arrow keys go on from there
  await page.keyboard.press('ArrowLeft');
  await expect(arrangeGroup(section).getByRole('button', { name: `Mitte (Spalte 3): ${before[2]}`, exact: true })).toBeFocused();
}

test('arranging by keyboard in an example: focus stays on the moved mask, the swap is announced', async ({ page }) => {
  const section = await openScenario(page, 'auslage-ordnen', 2);
  await swapByKeyboard(page, section);
});

test('arranging by keyboard in free play: focus stays on the moved mask, the swap is announced', async ({ page }) => {
  const code = makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'anfaenger', seed: 20261201, moves: [] });
  const section = await openFreePlay(page, `?partie=${code}`);
  await expect(arrangeGroup(section).getByRole('button')).toHaveCount(5);
  await swapByKeyboard(page, section);
});

/**
 * A game from seed 4711 in which both place the first legal move (Anna's first is on her own row)
 * until the reader may play a drum whose Wertung adds two or more markers on one side.
 */
function gameBeforeDrum(): { moves: BambutiMove[]; state: BambutiState } {
  let s = bambuti.deal({ startSeat: 0 }, 4711);
  const moves: BambutiMove[] = [];
  for (let i = 0; i < 200; i++) {
    const legal = bambuti.legalMoves(s);
    const toAct = bambuti.toAct(s);
    if (
      toAct === 0 &&
      s.phase === 'trommeln' &&
      s.trommeln[0]! > 0 &&
      moves.some((m) => m.type === 'legen' && m.seat === 1 && m.reihe === 1)
    ) {
      const sides = [0, 1].map((seat) => s.anzeiger.filter((a) => a.seat === seat).length);
      if (sides.some((n) => n > 1)) return { moves, state: s };
    }
    // the drum is kept for the test: play on without it
    const m = legal.find((x) => x.type === 'weiter') ?? legal[0]!;
    moves.push(m);
    s = bambuti.play(s, m);
  }
  throw new Error('no drum decision found');
}

test('free play: the Wertungsblock shows a Wertung column by column; the log names rows as the targets do', async ({ page }) => {
  const { moves, state } = gameBeforeDrum();
  const code = makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'anfaenger', seed: 4711, moves });
  const section = await openFreePlay(page, `?partie=${code}`);
  // Anna placed on her own row: the log says „Annas Reihe“, as the target buttons do, never „eigene Reihe“
  await expect(
    logLines(section)
      .filter({ hasText: /^Anna legt .*\(Annas Reihe, Spalte [1-5]\)\.$/ })
      .first(),
  ).toBeAttached();
  await expect(logLines(section).filter({ hasText: 'eigene Reihe' })).toHaveCount(0);
  // the drum books a Wertung from the markers as they lie now
  const [a, b] = state.auslage.map((row) => topsOf(row));
  const markers = [0, 1, 2, 3, 4].map((j) => anzeigerDerKarten(a![j], b![j]));
  const said = (seat: number) => {
    const werte = markers.filter((x) => x.seat === seat).map((x) => x.wert);
    const sum = werte.reduce((t, w) => t + w, 0);
    return werte.length > 1 ? `${werte.join(' + ')} = ${sum}` : String(sum);
  };
  await section.getByRole('button', { name: /^Trommelkarte spielen/ }).click();
  await section.locator('details.wertungs-klappe > summary').click();
  const row = section
    .locator('table.wertungsblock tbody tr')
    .filter({ hasText: /Trommelkarte – du/ })
    .last();
  await expect(row.locator('td').nth(2)).toHaveText(said(0));
  await expect(row.locator('td').nth(3)).toHaveText(said(1));
  expect([said(0), said(1)].some((t) => t.includes(' + '))).toBe(true);
});

test('a chosen hand card says so (aria-pressed); the others are not pressed', async ({ page }) => {
  const { moves } = gameBeforeDrum();
  // one move earlier: the reader is to place
  const placing = moves.slice(
    0,
    moves.findLastIndex((m) => m.type === 'legen' && m.seat === 0),
  );
  const code = makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'anfaenger', seed: 4711, moves: placing });
  const section = await openFreePlay(page, `?partie=${code}`);
  const cards = hand(section).getByRole('button');
  await expect(cards.first()).toBeVisible();
  const first = hand(section).locator('button:not([aria-disabled])').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(hand(section).locator('button[aria-pressed="true"]')).toHaveCount(1);
  await expect(hand(section).locator('button[aria-pressed="false"]')).toHaveCount((await cards.count()) - 1);
  // choosing it again takes the choice back
  await first.click();
  await expect(hand(section).locator('button[aria-pressed="true"]')).toHaveCount(0);
});

test('after placing, a hand card says at once why it cannot go anywhere now (the engine’s reason)', async ({ page }) => {
  const { moves } = gameBeforeDrum();
  const code = makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'anfaenger', seed: 4711, moves });
  const section = await openFreePlay(page, `?partie=${code}`);
  await expect(section.getByRole('button', { name: 'Ohne Trommeln weiter', exact: true })).toBeVisible();
  // no card is playable now (aria-disabled), but activating one still answers
  const card = hand(section).getByRole('button').first();
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await card.click({ force: true });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(section.locator('.auswahl-hinweis')).toContainText('Du hast in diesem Zug schon eine Maske gelegt.');
  // every column refuses it, and picking one still lets the engine explain
  await expect(section.locator('[data-ziel]:not([aria-disabled])')).toHaveCount(0);
  await section.locator('[data-ziel]').first().click({ force: true });
  await expect(section.getByText(/Nicht erlaubt/)).toBeVisible();
});
