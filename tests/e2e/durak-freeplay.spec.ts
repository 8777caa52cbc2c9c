import { test, expect, expectAxeClean } from './fixtures';
import { decide, hand, logLines, readerToAct, newGame, openFreePlay, position } from './durak-helpers';
import { durak, movesForCard } from '../../src/games/durak/rules';
import { durakKit } from '../../src/games/durak/kit';
import { cardName } from '../../src/games/durak/cards';
import { makePartieCode } from '../../src/games/core/codec';
import type { DurakMove } from '../../src/games/durak/types';
import { expectTippAndUndo, linkRoundTrip } from './game-helpers';

test('a full free game against the computer, played to the end', async ({ page }) => {
  test.setTimeout(180_000);
  const section = await openFreePlay(page);
  await newGame(section, 2);
  // the hint names a move in German
  await expect(section.getByRole('button', { name: 'Tipp', exact: true })).toBeVisible();
  // bot moves and the reader's turn are announced politely to screen readers
  await expect(
    section
      .locator('[aria-live="polite"]')
      .filter({ hasText: /am Zug/ })
      .first(),
  ).toBeAttached();
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

/**
 * A free-play link (3 players) to a position where the reader defends and holds both a card that
 * beats an open card and one that beats none: the hand shows exactly these blocked cards.
 */
function partieWithBlockedCard(): { query: string; blocked: string[]; name: string } {
  const options = { players: 3, transfer: false };
  for (let seed = 1; seed < 200; seed++) {
    let state = durak.deal(options, seed);
    const moves: DurakMove[] = [];
    for (let guard = 0; guard < 300 && !durak.isOver(state); guard++) {
      if (durak.toAct(state) === 0 && state.phase === 'DEFEND') {
        const cards = state.hands[0]!;
        const blocked = cards.filter((c) => movesForCard(state, 0, c).legal.length === 0);
        if (blocked.length > 0 && blocked.length < cards.length) {
          const code = makePartieCode(durakKit, { options, level: durakKit.levels[0]!.id, seed, moves });
          return { query: '?partie=' + code, blocked: [...blocked].sort(), name: cardName(blocked[0]!) };
        }
      }
      const legal = durak.legalMoves(state);
      const pick = legal.find((m) => m.type !== 'PASS' && m.type !== 'TAKE') ?? legal[0]!;
      moves.push(pick);
      state = durak.play(state, pick);
    }
  }
  throw new Error('no position with a blocked card found');
}

test('Tipp, Rückgängig and an illegal card explained', async ({ page }) => {
  const { query, blocked, name } = partieWithBlockedCard();
  const section = await openFreePlay(page, query);
  await readerToAct(section);
  const start = await expectTippAndUndo(section, position, decide);
  // the cards that cannot be played now are marked, and a click on one says why and plays nothing
  const marked = hand(section).locator('button[aria-disabled="true"]');
  await expect.poll(() => marked.evaluateAll((els) => els.map((e) => e.getAttribute('data-karte')).sort())).toEqual(blocked);
  const moves = await logLines(section).count();
  await hand(section).getByRole('button', { name, exact: true }).click({ force: true });
  await expect(section.getByText(/^Nicht erlaubt:/).first()).toBeVisible();
  expect(await position(section)).toEqual(start);
  expect(await logLines(section).count()).toBe(moves);
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
  await expect(
    hand(section)
      .locator('button:not([aria-disabled])')
      .or(section.getByRole('button', { name: /^(Aufnehmen|Nichts nachlegen)$/ }))
      .first(),
  ).toBeVisible();
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
