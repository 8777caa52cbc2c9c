import { test, expect, expectAxeClean } from './fixtures';
import { decide, hand, readerToAct, newGame, openFreePlay, position } from './durak-helpers';
import { linkRoundTrip } from './game-helpers';

test('a full free game against the computer, played to the end', async ({ page }) => {
  test.setTimeout(180_000);
  const section = await openFreePlay(page);
  await newGame(section, 2);
  // the hint names a move in German
  await expect(section.getByRole('button', { name: 'Tipp', exact: true })).toBeVisible();
  // bot moves and the reader's turn are announced politely to screen readers
  await expect(section.locator('[aria-live="polite"]').filter({ hasText: /am Zug/ }).first()).toBeAttached();
  let decisions = 0;
  while (await decide(section)) {
    decisions++;
    if (decisions === 1) {
      await expect(page).toHaveURL(/\?partie=A/);
    }
    expect(decisions, 'the game ends').toBeLessThan(300);
  }
  await expect(section.getByText(/(Anna ist der Durak\.|Du bist der Durak\.|Unentschieden – kein Durak\.)/).first()).toBeVisible();
  await expectAxeClean(page, '#freies-spiel');
});

test('Tipp, Rückgängig and an illegal card explained', async ({ page }) => {
  const section = await openFreePlay(page);
  await newGame(section, 3);
  await expect(hand(section).locator('button:not([aria-disabled])').or(section.getByRole('button', { name: /^(Aufnehmen|Nichts nachlegen)$/ })).first()).toBeVisible();
  await section.getByRole('button', { name: 'Tipp', exact: true }).click();
  await expect(section.getByText(/^Tipp:/)).toBeVisible();
  const start = await position(section);
  await decide(section);
  await section.getByRole('button', { name: 'Rückgängig', exact: true }).click();
  await expect.poll(() => position(section)).toEqual(start);
  // a card that cannot be played now says why
  const blocked = hand(section).locator('button[aria-disabled="true"]');
  if ((await blocked.count()) > 0) {
    await blocked.first().click({ force: true });
    await expect(section.getByText(/Nicht erlaubt|nicht am Zug|Du bist/).first()).toBeVisible();
  }
});

test('the page never loads the layout parser, and the hint reasons only with the first Tipp', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => void requested.push(req.url()));
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
  });
  const section = await openFreePlay(page);
  await newGame(section, 2);
  // an example hydrates too (its start position comes from the page, not from fromLayout)
  await page.locator('#szenario-erster-angriff').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(#szenario-erster-angriff)')).not.toHaveAttribute('ssr', /.*/);
  await expect(hand(section).locator('button:not([aria-disabled])').or(section.getByRole('button', { name: /^(Aufnehmen|Nichts nachlegen)$/ })).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.body.includes('durak.fromLayout')).map((s) => s.url)).toEqual([]);
  const hints = () => requested.filter((url) => /\/hints\.[^/]*\.js$/.test(url));
  expect(hints()).toEqual([]);
  await section.getByRole('button', { name: 'Tipp', exact: true }).click();
  // the answer waits for the reasons, so once it shows they were loaded
  await expect(section.getByText(/^Tipp:/)).toBeVisible();
  expect(hints()).toHaveLength(1);
});

test('free-play link reproduces the position; reload keeps it; hidden cards stay hidden', async ({ page }) => {
  const section = await openFreePlay(page);
  await newGame(section, 4);
  for (let i = 0; i < 3; i++) if (!(await decide(section))) break;
  // the computer answers after the reader's move: read the link once it is the reader's turn again
  await readerToAct(section);
  const { again } = await linkRoundTrip(section, 'durak', position);

  const opponents = await again.getByRole('list', { name: 'Gegner' }).ariaSnapshot();
  expect(opponents).not.toMatch(/(Kreuz|Pik|Herz|Karo) (6|7|8|9|10|Bube|Dame|König|Ass)/);
});

test('a damaged or foreign game link shows a German notice and a normal start', async ({ page }) => {
  for (const bad of ['A', 'Zzz', 'A40.1abc.!!!', 'A90.1k.A', '%E2%9C%93']) {
    const section = await openFreePlay(page, `?partie=${bad}`);
    await expect(section.getByRole('alert')).toBeVisible();
    await expect(section.getByRole('group', { name: 'Deine Hand', exact: true })).toBeVisible();
  }
});
