import type { Locator } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { cardName, ganjifa } from '../../src/games/ganjifa';
import { findPartie, hand, openFreePlay, position } from './ganjifa-helpers';
import { dealAgain, expectTippAndUndo, linkRoundTrip, logLines } from './game-helpers';
const result = (section: Locator) => section.getByRole('heading', { name: 'Ergebnis' });

async function settings(section: Locator, level: string, tempo = 'Sofort') {
  await section.getByText('Einstellungen für das nächste Spiel').click();
  await section.getByRole('combobox', { name: 'Stufe', exact: true }).selectOption({ label: level });
  await section.getByRole('combobox', { name: 'Tempo', exact: true }).selectOption({ label: tempo });
}

/** One decision of the reader: Tag, else the first playable card. False once the game is over. */
async function decide(section: Locator): Promise<boolean> {
  const tag = section.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true });
  const playable = hand(section).locator('button:not([aria-disabled])');
  await expect(tag.or(playable.first()).or(result(section))).toBeVisible();
  if (await result(section).isVisible()) return false;
  const before = await logLines(section).count();
  if (await tag.isVisible()) await tag.click();
  else {
    await playable.first().click();
    // A card that also belongs to a Dukal waits for more: lead it alone.
    const choice = section.getByRole('group', { name: 'Auswahl' });
    if (await choice.isVisible().catch(() => false)) await choice.getByRole('button').first().click();
  }
  await expect.poll(async () => logLines(section).count()).toBeGreaterThan(before);
  return true;
}

test('a full deal against two computer opponents, played to the result', async ({ page }) => {
  test.setTimeout(240_000);
  const section = await openFreePlay(page);
  await settings(section, 'Fortgeschritten');
  await dealAgain(section);
  // Tag or Nacht first; the table shows the choice all game
  await expect(section.locator('.tageszeit')).toHaveText(/Tag oder Nacht\?/);
  let decisions = 0;
  while (await decide(section)) {
    decisions++;
    if (decisions === 1) {
      await expect(section.locator('.tageszeit')).toContainText('Tag: Rama ist Trumpf');
      await expect(page).toHaveURL(/\?partie=A/);
    }
    expect(decisions, 'the deal ends').toBeLessThan(60);
  }
  await expect(section.locator('.tageszeit')).toContainText('Tag: Rama ist Trumpf');
  // the result: captured cards per player, 120 in all, ties explained
  const table = section.getByRole('table', { name: /Die meisten gewinnen/ });
  await expect(table.locator('tr.summe td')).toHaveCount(3);
  const counts = (await table.locator('tr.summe td').allInnerTexts()).map(Number);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(120);
  await expect(section.getByText(/= 120\./)).toBeVisible();
  const top = Math.max(...counts);
  if (counts.filter((c) => c === top).length > 1) await expect(section.getByText(/teilt|teilen/).first()).toBeVisible();
  else await expect(section.getByText(/(gewinnst|gewinnt) mit \d+ von 120 Karten/).first()).toBeVisible();
  await expectAxeClean(page, '#freies-spiel');
});

test('Tipp, Rückgängig, an illegal card explained, and the Merkhilfe switch', async ({ page }) => {
  const section = await openFreePlay(page);
  await settings(section, 'Anfänger');
  await dealAgain(section);
  await expect(section.getByRole('switch', { name: 'Merkhilfe' })).not.toBeChecked();
  await section.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true }).click();
  // from here on it is always the reader's turn again after the bots
  await expect(hand(section).locator('button:not([aria-disabled])').first()).toBeVisible();
  await expectTippAndUndo(section, position, decide);
  // a card that may not be played now says why, with a link to the rule
  const blocked = hand(section).locator('button[aria-disabled="true"]');
  await blocked.first().click({ force: true });
  await expect(section.getByText(/Nicht erlaubt:/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', /^#(eroeffnungsstich|bedienen|blank|ausspielen)$/);
  await section.getByRole('switch', { name: 'Merkhilfe' }).check();
  await expect(section.getByRole('table', { name: /Merkhilfe/ }).getByRole('row')).toHaveCount(11);
});

test('free-play link reproduces the position; reload keeps it; hidden cards stay hidden', async ({ page }) => {
  const section = await openFreePlay(page);
  await settings(section, 'Fortgeschritten');
  await dealAgain(section);
  for (let i = 0; i < 4; i++) await decide(section);
  // the computers answer after the reader's card: read the link once it is the reader's turn again
  await expect(hand(section).locator('button:not([aria-disabled])').first().or(result(section))).toBeVisible();
  const { again } = await linkRoundTrip(section, 'ganjifa', position);

  const opponents = await again.getByRole('list', { name: 'Gegner' }).ariaSnapshot();
  expect(opponents).not.toMatch(/(Matsya|Kurma|Varaha|Narasimha|Vamana|Parashurama|Rama|Krishna|Buddha|Kalki) (\d+|Raja|Mantri)/);
});

test('a damaged or foreign game link shows a German notice and a normal start', async ({ page }) => {
  // the last one is a Durak code: it belongs to another game
  for (const bad of ['A', 'Zzz', 'AG.1abc.!!!', 'AG.9k.A', '%E2%9C%93', 'A40.1k.A']) {
    const section = await openFreePlay(page, `?partie=${bad}`);
    await expect(section.getByRole('alert')).toBeVisible();
    await expect(section.getByRole('group', { name: 'Deine Hand', exact: true })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('partie')).toBe(false);
  }
});

test('discarding against a computer’s Dukal: one card per click, „noch … abwerfen“, discards face up', async ({ page }) => {
  const found = findPartie((s) => s.phase === 'DUKAL_DISCARD' && s.toAct === 0 && s.discards.length === 0);
  expect(found, 'a seed in which a computer opponent leads a Dukal before the reader discards').not.toBeNull();
  const { code, state } = found!;
  const m = state.dukal!.m;
  const section = await openFreePlay(page, `?partie=${code}`);
  // slow computer moves, so the finished Dukal stays on the table long enough to look at
  await settings(section, 'Fortgeschritten', 'Langsam');
  const title = ['Deine Dukal-Sequenz', 'Annas Dukal-Sequenz', 'Bernds Dukal-Sequenz'][state.dukal!.seat]!;
  await expect(section.getByRole('list', { name: title })).toBeVisible();
  await expect(section.locator('.am-zug-text')).toHaveText(`Du bist am Zug: Noch ${m} Karten abwerfen – jede Farbe ist erlaubt.`);
  const mine = ganjifa.view(state, 0).hand;
  for (let i = 0; i < m; i++) {
    await hand(section)
      .getByRole('button', { name: cardName(mine[i]!), exact: true })
      .click();
    const left = m - i - 1;
    if (left > 0) await expect(section.getByText(`noch ${left === 1 ? '1 Karte' : left + ' Karten'} abwerfen`).first()).toBeVisible();
  }
  // every card the reader threw lies face up (with the Dukal), until the next trick is led
  const taken = section.getByRole('list', { name: 'Abgeworfen von Du' });
  await expect(taken).toBeVisible();
  for (let i = 0; i < m; i++) await expect(taken.getByText(cardName(mine[i]!), { exact: true })).toBeAttached();
});

test('by keyboard: Tag with Enter, then the focus is in the new hand and the arrow keys move in it', async ({ page }) => {
  const section = await openFreePlay(page);
  await section.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true }).focus();
  await page.keyboard.press('Enter');
  const focused = hand(section).locator('button:focus');
  await expect(focused).toHaveCount(1);
  // Home stays in the suit row; Ctrl+Home goes to the first card of the whole hand
  await page.keyboard.press('Control+Home');
  const first = await hand(section).locator('button:focus').innerText();
  expect(first).toBe(await hand(section).getByRole('button').first().innerText());
  await page.keyboard.press('ArrowRight');
  await expect(hand(section).locator('button:focus')).not.toHaveText(first);
});
