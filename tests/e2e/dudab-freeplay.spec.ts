import type { Locator } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { PAGE, button, cardButton, hand, logLines, openFreePlay, openScenario, partieWhere, position } from './dudab-helpers';
import { dealAgain, linkRoundTrip } from './game-helpers';
import { dudab } from '../../src/games/dudab/rules';
import { isDudab } from '../../src/games/dudab/cards';
import { dudabKit } from '../../src/games/dudab/kit';
import { makePartieCode } from '../../src/games/core/codec';

async function settings(section: Locator): Promise<Locator> {
  const fold = section.locator('details.einstellungen-klappe');
  if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
  return fold;
}

async function newGame(section: Locator, spieler: number, runden: number) {
  const form = await settings(section);
  await form.getByRole('combobox', { name: 'Spieler', exact: true }).selectOption(String(spieler));
  await form.getByRole('combobox', { name: 'Runden', exact: true }).selectOption(String(runden));
  await form.getByRole('combobox', { name: 'Tempo', exact: true }).selectOption({ label: 'Sofort' });
  await dealAgain(section);
}

const ergebnis = (section: Locator) => section.getByRole('heading', { name: 'Ergebnis' });

/**
 * One decision of the reader, found on the page as a reader would: the round's buttons, reducing
 * (keep all), dumping (the first cards), the penalty, a playable card on the first row that takes
 * it (a Dudab with the first wish), else drawing. Returns false when the game is over.
 */
async function decide(section: Locator, atRoundEnd?: () => Promise<void>): Promise<boolean> {
  // the reader is to act: the turn line says so (or a round ended, or the game)
  const yourTurn = section.locator('.am-zug-text.du-dran');
  const round = section.getByRole('button', { name: /^(Nächste Runde|Weiter zu Runde \d+)$/ });
  await expect(ergebnis(section).or(round).or(yourTurn).first()).toBeVisible();
  if (await ergebnis(section).isVisible()) return false;
  const before = await logLines(section).count();
  if (await round.isVisible()) {
    // the round's scoring stands between the rounds (its component loads on demand)
    await expect(section.getByRole('heading', { name: /^Wertung von Runde \d+$/ })).toBeVisible();
    await atRoundEnd?.();
    const next = (await round.innerText()).startsWith('Weiter');
    await round.click();
    if (next) return true;
  } else if (await button(section, 'Alle Karten behalten').isVisible()) {
    await button(section, 'Alle Karten behalten').click();
  } else if (await button(section, 'In den Sammelstapel entsorgen').isVisible()) {
    const text = await section.locator('.am-zug-text').innerText();
    const count = /Wähl (eine|\d+) davon/.exec(text)![1]!;
    const need = count === 'eine' ? 1 : Number(count);
    for (let i = 0; i < need; i++) await hand(section).getByRole('button').nth(i).click();
    await button(section, 'In den Sammelstapel entsorgen').click();
  } else if (
    (await button(section, 'Strafe nehmen').isVisible()) &&
    (await button(section, 'Strafe nehmen').getAttribute('aria-disabled')) === null
  ) {
    await button(section, 'Strafe nehmen').click();
  } else {
    const playable = hand(section).locator('button:not([aria-disabled])');
    if ((await playable.count()) > 0) {
      await playable.first().click();
      const rows = section.locator('[data-ziel]:not([aria-disabled])');
      if ((await rows.count()) > 0) {
        await rows.first().click();
        // a Dudab-Karte asks for a wish first: wait until the move landed or the picker is up
        const picker = section.getByRole('group', { name: /^Was wünschst du dir/ });
        const landed = async () => (await ergebnis(section).isVisible()) || (await logLines(section).count()) > before;
        await expect.poll(async () => (await landed()) || (await picker.isVisible())).toBe(true);
        if (!(await landed()) && (await picker.isVisible())) await picker.getByRole('button').first().click();
      } else await button(section, 'In den Sammelstapel legen und nachziehen').click();
    } else await button(section, 'Nachziehen').click();
  }
  await expect.poll(async () => (await ergebnis(section).isVisible()) || (await logLines(section).count()) > before).toBe(true);
  return true;
}

test('a full free game over two rounds, with the scoring between the rounds and the result', async ({ page }) => {
  test.setTimeout(300_000);
  // A fixed deal (two players, two rounds, seeded bots), so the game is the same on every run.
  const code = makePartieCode(dudabKit, {
    options: { spieler: 2, runden: 2, startSeat: 0 },
    level: 'anfaenger',
    seed: 20261201,
    moves: [],
  });
  const section = await openFreePlay(page, `?partie=${code}`);
  await settings(section);
  await section.getByRole('combobox', { name: 'Tempo', exact: true }).selectOption({ label: 'Sofort' });
  await expect(section.getByText('Runde 1 von 2')).toBeVisible();
  let decisions = 0;
  let sawScoring = false;
  const roundEnd = async () => {
    if (sawScoring || !(await section.getByRole('heading', { name: 'Wertung von Runde 1' }).isVisible())) return;
    sawScoring = true;
    // the round's scoring, step by step, for every player, and the table of the scores so far
    await expect(section.getByText(/Ergebnis der Runde/).first()).toBeVisible();
    await expect(section.getByRole('table')).toBeVisible();
    await expectAxeClean(page, '#freies-spiel');
  };
  while (await decide(section, roundEnd)) {
    decisions++;
    if (decisions === 1) await expect(page).toHaveURL(/\?partie=A/);
    expect(decisions, 'the game ends').toBeLessThan(500);
  }
  expect(sawScoring, 'the scoring of round 1 was shown').toBe(true);
  await expect(section.getByText(/(gewinnst|gewinnt|gewinnen)( gemeinsam)? mit/).first()).toBeVisible();
  await expect(section.getByRole('link', { name: 'Wertung', exact: true })).toHaveAttribute('href', '#wertung');
  await expect(section.getByRole('heading', { name: 'Wertung von Runde 2' })).toBeVisible();
  // the table of round and total scores
  await expect(section.getByRole('table').first()).toContainText('Summe');
  await expectAxeClean(page, '#freies-spiel');
});

test('drawing with five cards: first a card into the Sammelstapel, the hand shown when nothing fits', async ({ page }) => {
  const { query, state } = partieWhere((s) => s.phase === 'zug' && (s.hands[0]?.length ?? 0) === 5);
  const section = await openFreePlay(page, query);
  await button(section, 'Nachziehen').click();
  await expect(section.getByText(/Nicht erlaubt: Du hast schon fünf Karten/)).toBeVisible();
  const card = state.hands[0]![0]!;
  await cardButton(section, state, card).click();
  await button(section, 'In den Sammelstapel legen und nachziehen').click();
  await expect(logLines(section).filter({ hasText: /^Du legst .* in deinen Sammelstapel und ziehst eine Karte\.$/ })).toHaveCount(1);
});

test('a Dudab-Karte: the wish picker, then the wish on the table and in the live region', async ({ page }) => {
  const { query, state } = partieWhere((s) => s.phase === 'zug' && (s.hands[0] ?? []).some(isDudab) && s.reihen.every((r) => !r.wunsch));
  const section = await openFreePlay(page, query);
  const card = state.hands[0]!.find(isDudab)!;
  await cardButton(section, state, card).click();
  await button(section, 'Auf Reihe 2 legen').click();
  const picker = section.getByRole('group', { name: 'Was wünschst du dir für Reihe 2?' });
  await picker.getByRole('group', { name: 'Symbol', exact: true }).getByRole('button', { name: 'Symbol Mammut wünschen' }).click();
  await expect(
    logLines(section).filter({ hasText: 'Du legst eine Dudab-Karte auf Reihe 2 und wünschst dir das Symbol Mammut.' }),
  ).toHaveCount(1);
  const rows = section.getByRole('list', { name: 'Reihen' });
  // the wish stays visible until somebody covers it; the live region announced it
  const wish = rows.getByText('Wunsch: Mammut');
  const live = section.locator('[aria-live="polite"]').filter({ hasText: /wünschst dir das Symbol Mammut/ });
  await expect(wish.or(live).first()).toBeAttached();
  await expect(live.first()).toBeAttached();
});

test('cursed: the curse is on the table and the reader answers or takes the penalty', async ({ page }) => {
  const { query } = partieWhere((s) => s.phase === 'verhext');
  const section = await openFreePlay(page, query);
  await expect(section.locator('.dudab-status')).toHaveText(/Du bist verhext/);
  await expect(section.locator('.am-zug-text')).toHaveText(/^Du bist verhext: Antworte/);
  await expect(button(section, 'Strafe nehmen')).toBeVisible();
});

test('reducing after „6 nimmt“ in free play: keep two, the rest to the discard', async ({ page }) => {
  const { query, state } = partieWhere((s) => s.phase === 'reduzieren');
  const section = await openFreePlay(page, query);
  const [a, b] = state.hands[0]!;
  await cardButton(section, state, a!).click();
  await cardButton(section, state, b!).click();
  await button(section, 'Rest abwerfen').click();
  await expect(logLines(section).filter({ hasText: /^Du behältst .* und wirfst .* ab\.$/ })).toHaveCount(1);
});

test('free-play link reproduces the position; reload keeps it; hidden cards stay hidden', async ({ page }) => {
  const section = await openFreePlay(page);
  await newGame(section, 4, 4);
  for (let i = 0; i < 4; i++) if (!(await decide(section))) break;
  // the computers answer after the reader's move: read the link once it is the reader's turn again
  const round = section.getByRole('button', { name: /^(Nächste Runde|Weiter zu Runde \d+)$/ });
  await expect(section.locator('.am-zug-text.du-dran').or(round).or(ergebnis(section)).first()).toBeVisible();
  // the address bar holds the link already; a reload keeps the running game, log included
  const { again } = await linkRoundTrip(section, 'dudab', position, { addressBar: 'holds', logAfterReload: true });

  // only cards a player has shown to everybody are named; the others are unnamed backs
  const opponents = again.getByRole('list', { name: 'Gegner' });
  const shown = opponents.getByRole('group', { name: /^Gezeigte Karten von / }).getByRole('img');
  expect(await opponents.getByRole('img').count()).toBe(await shown.count());
});

test('a damaged or foreign game link shows a German notice and a normal start', async ({ page }) => {
  for (const bad of ['A', 'Zzz', 'A440.1abc.!!!', 'A90.1k.A', 'A740.1k.', '%E2%9C%93']) {
    const section = await openFreePlay(page, `?partie=${bad}`);
    await expect(section.getByRole('alert')).toBeVisible();
    await expect(hand(section)).toBeVisible();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`narrow screen (360×740, ${scheme}): nothing overflows, cards are tappable, axe is clean`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: scheme });
    const { query, state } = partieWhere((s) => s.phase === 'zug' && (s.hands[0]?.length ?? 0) === 5, {
      spieler: 6,
      runden: 6,
      startSeat: 0,
    });
    const section = await openFreePlay(page, query);
    await expect(section.getByRole('list', { name: 'Gegner' }).getByRole('listitem')).toHaveCount(5);
    await cardButton(section, state, state.hands[0]![0]!).click();
    await expect(section.locator('[data-ziel]')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const b of await hand(section).getByRole('button').all()) {
      const box = (await b.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expectAxeClean(page, '#freies-spiel');
    const example = await openScenario(page, 'rundenende', 4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(example.getByRole('heading', { name: 'Wertung von Runde 1' })).toBeVisible();
    await expectAxeClean(page, '#szenario-rundenende');
    await page.goto(PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAxeClean(page, 'main');
  });
}

test('a full row shows „5 von 6“', async ({ page }) => {
  const { query, state } = partieWhere((s) => s.reihen.some((r) => r.karten.length === 5) && s.phase === 'zug');
  const section = await openFreePlay(page, query);
  const full = state.reihen.findIndex((r) => r.karten.length === 5);
  const row = section.getByRole('list', { name: 'Reihen' }).getByRole('listitem').nth(full);
  await expect(row).toContainText('5 von 6');
  expect(dudab.phase(state)).toBe('zug');
});

test('between rounds: the scoring and the table of round and total scores, until the reader starts the next round', async ({ page }) => {
  const { query } = partieWhere((s) => s.phase === 'rundenende' && s.runde === 2, { spieler: 3, runden: 3, startSeat: 1 });
  const section = await openFreePlay(page, query);
  await expect(section.getByRole('heading', { name: 'Wertung von Runde 2' })).toBeVisible();
  for (const name of ['Du', 'Anna', 'Bernd']) await expect(section.getByText(new RegExp(`^${name}: [+−]?\\d+ Punkte?$`))).toBeVisible();
  const table = section.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Summe');
  await expectAxeClean(page, '#freies-spiel');
  await button(section, 'Nächste Runde').click();
  await expect(section.getByText('Runde 3 von 3')).toBeVisible();
});

test('narrow screen: the round scoring of six players fits without scrolling and is axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { query } = partieWhere((s) => s.phase === 'rundenende' && s.runde === 1, { spieler: 6, runden: 6, startSeat: 5 });
  const section = await openFreePlay(page, query);
  await expect(section.getByRole('heading', { name: 'Wertung von Runde 1' })).toBeVisible();
  await expect(section.getByRole('table')).toContainText('Emil');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const table = await section.getByRole('table').evaluate((t) => ({ box: t.clientWidth, content: t.scrollWidth }));
  expect(table.content).toBeLessThanOrEqual(table.box);
  await expectAxeClean(page, '#freies-spiel');
  await expect(button(section, 'Nächste Runde')).toBeVisible();
});
