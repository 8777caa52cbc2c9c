/**
 * Issue 6, „Feedback that teaches“ (the islands' part): a repeated wrong try visibly answers again;
 * choices are phrased as actions; no message stacks two colons; what the game did on its own is
 * set apart from the moves in the log and in an example's „Was passiert ist“.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { cardName } from '../../src/games/durak/cards';
import {
  decide,
  hand,
  logLines,
  newGame,
  openFreePlay,
  openScenario,
  partieWithBigHand,
  partieWithChoice,
  playStep,
} from './durak-helpers';

const first = durakScenarios.find((s) => s.id === 'erster-angriff')!;
const message = (section: Locator) => section.locator('.rueckmeldung .rm');

/**
 * Clicks `card` three times and checks that each answer is a new message; an example counts the
 * tries („2. Versuch“), free play has no tries and never says so.
 */
async function twoWrongTries(section: Locator, card: Locator, counted: boolean) {
  await card.click({ force: true });
  await expect(message(section)).toContainText('Nicht erlaubt');
  await expect(message(section)).not.toContainText('Versuch');
  for (const n of [2, 3]) {
    await message(section).evaluate((el) => el.setAttribute('data-alt', ''));
    await card.click({ force: true });
    // a new element: its entrance motion plays again
    await expect(section.locator('.rueckmeldung .rm[data-alt]')).toHaveCount(0);
    await expect(message(section)).toContainText('Nicht erlaubt');
    if (counted) await expect(message(section)).toContainText(`${n}. Versuch – Nicht erlaubt`);
    else await expect(message(section)).not.toContainText('Versuch');
  }
}

test('a second wrong try in an example visibly answers again', async ({ page }) => {
  const section = await openScenario(page, first.id);
  const wrongStep = first.steps.findIndex((s) => s.kind === 'expect' && s.move.type === 'DEFEND') + 1;
  for (let n = 1; n < wrongStep; n++) await playStep(section, first, n, (b) => b.click());
  await twoWrongTries(section, hand(section).getByRole('button', { name: 'Pik Ass', exact: true }), true);
});

test('a second wrong try in free play visibly answers again, without counting tries', async ({ page }) => {
  const section = await openFreePlay(page, partieWithBigHand(12));
  const blocked = hand(section).locator('button[aria-disabled="true"]').first();
  await expect(blocked).toBeVisible();
  await twoWrongTries(section, blocked, false);
});

test('when one card allows several moves, the choices are phrased as actions', async ({ page }) => {
  const { query, card } = partieWithChoice();
  const section = await openFreePlay(page, query);
  await hand(section).getByRole('button', { name: card, exact: true }).click();
  const choice = section.getByRole('group', { name: /^Was möchtest du mit/ });
  await expect(choice).toBeVisible();
  const labels = (await choice.getByRole('button').allInnerTexts()).filter((l) => l !== 'Abbrechen');
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) {
    // an action to take („Mit der Kreuz Dame schlagen“), not a log sentence („Du schlägst …“)
    expect(label).toMatch(/^(Mit (der|dem) |(Die|Der|Das|Den) ).+ (schlagen|weiterreichen)$/);
    expect(label).not.toMatch(/^Du |\.$/);
  }
  // Escape closes the choice and puts the focus back on the card
  await page.keyboard.press('Escape');
  await expect(choice).toHaveCount(0);
  await expect(hand(section).getByRole('button', { name: card, exact: true })).toBeFocused();
});

test('no message stacks two colons', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const collect = async (section: Locator) => {
    for (const text of await section.locator('.rueckmeldung .rm, .am-zug-text, .linkfeld-status').allInnerTexts()) seen.add(text);
  };
  // every wrong card at every step of every example where a move is expected
  for (const scenario of durakScenarios) {
    const section = await openScenario(page, scenario.id);
    for (let n = 1; n <= scenario.steps.length; n++) {
      const step = scenario.steps[n - 1]!;
      if (step.kind === 'expect') {
        await expect(section.getByText(step.text, { exact: true })).toBeVisible();
        // every card but the ones the step accepts
        const accepted = [step.move, ...(step.alsoOk ?? [])].flatMap((m) => ('card' in m ? [cardName(m.card)] : []));
        for (const card of await hand(section).getByRole('button').all()) {
          if (accepted.includes(await card.locator('.sr-only').innerText())) continue;
          await card.click({ force: true });
          const cancel = section.getByRole('button', { name: 'Abbrechen', exact: true });
          if (await cancel.isVisible()) await cancel.click();
          await collect(section);
        }
        await section.getByRole('button', { name: 'Tipp', exact: true }).click();
        await collect(section);
      }
      await playStep(section, scenario, n, (b) => b.click());
      await collect(section);
    }
  }
  // free play: cards that cannot be played, a hint, and a card while the computer is to move
  const free = await openFreePlay(page, partieWithBigHand(12));
  for (const card of await hand(free).locator('button[aria-disabled="true"]').all()) {
    await card.click({ force: true });
    await collect(free);
  }
  await free.getByRole('button', { name: 'Tipp', exact: true }).click();
  await collect(free);
  await newGame(free, 3, 'Langsam');
  await decide(free);
  await hand(free).getByRole('button').first().click({ force: true });
  await collect(free);

  expect(seen.size).toBeGreaterThan(20);
  const doubled = [...seen].filter((t) => (t.match(/:/g) ?? []).length > 1);
  expect(doubled).toEqual([]);
});

test('what the game did on its own is set apart from the moves', async ({ page }) => {
  const free = await openFreePlay(page);
  await newGame(free, 2);
  // play until the log says that you drew cards (an automatic line about you)
  for (let i = 0; i < 40; i++) {
    if (
      (await logLines(free)
        .filter({ hasText: /^Du ziehst / })
        .count()) > 0
    )
      break;
    if (!(await decide(free))) break;
  }
  const drew = logLines(free)
    .filter({ hasText: /^Du ziehst / })
    .first();
  const own = logLines(free)
    .filter({ hasText: /^Du (greifst|schlägst|nimmst|legst|reichst)/ })
    .first();
  await expect(drew).toBeVisible();
  const style = (l: Locator) => l.evaluate((el) => ({ weight: getComputedStyle(el).fontWeight, style: getComputedStyle(el).fontStyle }));
  const a = await style(drew);
  const m = await style(own);
  expect(a.style).toBe('italic');
  expect(m.style).toBe('normal');
  expect(Number(m.weight)).toBeGreaterThan(Number(a.weight));

  // in an example, „Was passiert ist“: the move, then the game's own steps in the lighter style
  const section = await openScenario(page, first.id, 3);
  const list = section.getByRole('list', { name: 'Was passiert ist' });
  await expect(list).toBeVisible();
  const items = list.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(1);
  expect((await style(items.first())).style).toBe('normal');
  expect((await style(items.nth(1))).style).toBe('italic');
});
