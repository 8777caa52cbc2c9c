/**
 * Getting to the analysis (issue 29): „Zum Ergebnis“ in every game at any point (it asks first; the
 * result and the analysis say from which move on the computer played, and the analysis looks only
 * at the reader's decisions before it, also after a reload; „Rückgängig“ brings the position back); Dudab's finished
 * rounds can be analysed while the game goes on; after „Partie analysieren“ the progress and
 * „Analyse abbrechen“ are in view at 360 and 1280 px; the replay board marks the move made and the
 * better one (cards on the table, chips naming moves without a card); „Alle Karten zeigen“ keeps
 * every opponent's card readable.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { freeGameStarted, openFreePlay, type Game } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import { randomGame } from '../helpers/randomGame';
import type { AnyGameKit } from '../../src/games/core/kit';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';

const KITS: Record<Game, AnyGameKit> = { durak: durakKit, ganjifa: ganjifaKit, dudab: dudabKit, bambuti: bambutiKit };

/** The positions of a game of the kit's default options, every seat playing any legal move (seeded). */
function positions(kit: AnyGameKit, seed: number, options: unknown = kit.rules.defaultOptions) {
  const moves = randomGame(kit, options, seed);
  const states = [kit.rules.deal(options, seed)];
  for (const m of moves) states.push(kit.rules.play(states.at(-1), m));
  return { options, moves, states };
}

const code = (kit: AnyGameKit, options: unknown, seed: number, moves: unknown[]) =>
  makePartieCode(kit, { options, level: 'fortgeschritten', seed, moves });

/** How many of the first `n` moves were the reader's (seat 0) decisions. */
const readerDecisions = (kit: AnyGameKit, states: unknown[], n: number) =>
  states.slice(0, n).filter((s) => kit.rules.toAct(s) === 0).length;

/** A game cut just before the reader's third decision: the reader is to move, two decisions made. */
function midGame(kit: AnyGameKit, seed: number) {
  const { options, moves, states } = positions(kit, seed);
  const mine = states.map((s, i) => (i < moves.length && kit.rules.toAct(s) === 0 ? i : -1)).filter((i) => i >= 0);
  const cut = mine[2]!;
  return { code: code(kit, options, seed, moves.slice(0, cut)), cut, decisions: readerDecisions(kit, states, cut) };
}

const stand = (panel: Locator) => panel.locator('.analyse-stand strong');

for (const game of Object.keys(KITS) as Game[]) {
  test(`${game}: „Zum Ergebnis“ in the middle of the game asks, finishes it, says so, and the analysis looks only at the reader’s decisions before`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const kit = KITS[game];
    const { code: start, cut, decisions } = midGame(kit, 5);
    const free = await openFreePlay(page, game, `?partie=${start}`);
    const finish = free.getByRole('button', { name: 'Zum Ergebnis', exact: true });
    await finish.click();
    // it asks first, with the focus on the answer; „Selbst weiterspielen“ keeps the game as it was
    const question = free.getByRole('group', { name: /^Der Computer spielt das Spiel ab hier zu Ende, auch deine Züge\./ });
    await expect(question.getByRole('button', { name: 'Ja, zu Ende spielen', exact: true })).toBeFocused();
    await question.getByRole('button', { name: 'Selbst weiterspielen', exact: true }).click();
    await expect(question).toHaveCount(0);
    await expect(finish).toBeFocused();
    await page.keyboard.press('Enter');
    if (game === 'durak') {
      await free.locator('.insel-seite').screenshot({ path: test.info().outputPath('zum-ergebnis-frage.png') });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectAxeClean(page, '#freies-spiel');
      }
    }
    await question.getByRole('button', { name: 'Ja, zu Ende spielen', exact: true }).click();

    const result = free.locator('.ergebnis');
    await expect(result).toBeVisible({ timeout: 120_000 });
    await expect(result).toContainText(`Ab Zug ${cut + 1} hat der Computer für dich zu Ende gespielt.`);
    await result.screenshot({ path: test.info().outputPath(`ergebnis-${game}.png`) });
    if (game === 'durak') {
      // a reload opens the finished game from the address bar and still knows where the computer began
      await page.reload();
      await freeGameStarted(page);
      await expect(result).toContainText(`Ab Zug ${cut + 1} hat der Computer für dich zu Ende gespielt.`);
    }
    await free.getByRole('button', { name: 'Partie analysieren', exact: true }).click();
    const panel = free.locator('section.analyse');
    await expect(panel.locator('.analyse-umfang')).toHaveText(
      `Ab Zug ${cut + 1} hat der Computer für dich zu Ende gespielt. Die Analyse schaut nur auf deine Entscheidungen davor.`,
    );
    // the board has the whole game, the analysis only the reader's own decisions
    const [, shown, total] = /^Zug (\d+) von (\d+)$/.exec(await stand(panel).innerText())!;
    expect(Number(shown)).toBe(Number(total));
    expect(Number(total)).toBeGreaterThan(cut);
    const report = panel.locator('.analyse-bericht');
    await expect(report).toBeVisible({ timeout: 150_000 });
    await expect(report.locator('.analyse-liste > li')).toHaveCount(decisions);

    // „Rückgängig“ brings back the position where the reader pressed „Zum Ergebnis“
    await panel.getByRole('button', { name: 'Schließen', exact: true }).click();
    await free.getByRole('button', { name: 'Rückgängig', exact: true }).click();
    await expect(result).toHaveCount(0);
    await expect(free.getByLabel('Link zu dieser Stellung', { exact: true })).toHaveValue(new RegExp(`\\?partie=${start}$`));
    await expect(free.getByRole('button', { name: 'Zum Ergebnis', exact: true })).toBeVisible();
  });
}

test('dudab: a finished round is analysed while the game goes on', async ({ page }) => {
  test.setTimeout(240_000);
  const kit = dudabKit;
  const { options, moves, states } = positions(kit, 3);
  // the end of round 1 as the engine plays it: the first move into „rundenende“
  const end = states.findIndex((s) => kit.rules.phase(s) === 'rundenende');
  expect(end).toBeGreaterThan(0);
  // a little into round 2, the reader to move
  let at = end + 1;
  while (kit.rules.toAct(states[at]) !== 0) at++;
  const free = await openFreePlay(page, 'dudab', `?partie=${code(kit, options, 3, moves.slice(0, at))}`);
  await free.getByRole('button', { name: 'Runde 1 analysieren', exact: true }).click();
  const panel = free.locator('section.analyse');
  await expect(panel.locator('.analyse-umfang')).toHaveText(`Die Analyse schaut auf deine Entscheidungen bis Zug ${end}.`);
  await expect(panel.locator('.analyse-bericht')).toBeVisible({ timeout: 200_000 });
  await expect(panel.locator('.analyse-liste > li')).toHaveCount(readerDecisions(kit, states, end));
});

for (const [width, height] of [
  [360, 740],
  [1280, 720],
] as const) {
  test(`after „Partie analysieren“ the progress and „Analyse abbrechen“ are in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const { options, moves } = positions(ganjifaKit, 11);
    const free = await openFreePlay(page, 'ganjifa', `?partie=${code(ganjifaKit, options, 11, moves)}`);
    await free.getByRole('button', { name: 'Partie analysieren', exact: true }).click();
    const panel = free.locator('section.analyse');
    await expect(panel.locator('.analyse-brett')).toBeFocused();
    await expect(panel.locator('progress')).toBeInViewport();
    await expect(panel.getByText(/^Analysiere deine Entscheidung \d+ von \d+ …$/)).toBeInViewport();
    await expect(panel.getByRole('button', { name: 'Analyse abbrechen', exact: true })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`analyse-start-${width}.png`) });
    await panel.getByRole('button', { name: 'Analyse abbrechen', exact: true }).click();
    await expect(panel.getByText('Die Analyse ist abgebrochen.')).toBeVisible();
  });
}

/** Goes to the position before move `index` on the board (Pos1, then → as often). */
async function boardTo(page: Page, panel: Locator, index: number) {
  await panel.locator('.analyse-brett').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
  await expect(stand(panel)).toHaveText(index === 0 ? 'Nach dem Geben' : new RegExp(`^Zug ${index} von`));
}

test('durak: the replay board marks the move made and the better one, on the cards and as chips, also without a card', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const kit = durakKit;
  const seed = 21;
  const options = kit.rules.defaultOptions;
  const { moves, states } = positions(kit, seed, options);
  const names = kit.seatNames(options);
  const free = await openFreePlay(page, 'durak', `?partie=${code(kit, options, seed, moves)}&zug=0&analyse`);
  const panel = free.locator('section.analyse');
  await expect(panel.locator('.analyse-bericht')).toBeVisible({ timeout: 200_000 });
  // the reader's decisions with a choice, split by whether the move made has a card
  const decisions = moves
    .map((m, i) => ({ i, m }))
    .filter(({ i }) => kit.rules.toAct(states[i]) === 0 && kit.rules.legalMoves(states[i]).length > 1);
  const said = (i: number) => kit.rules.describe(states[i], moves[i], names).replace(/\.$/, '');
  const withoutCard = decisions.find(({ m }) => !('card' in m));
  expect(withoutCard, 'a decision where the reader took the cards').toBeDefined();

  const chips = panel.getByRole('list', { name: 'Deine Entscheidung hier' });
  // a move without a card: the chip names it in the engine's words
  await boardTo(page, panel, withoutCard!.i);
  await expect(chips.locator('.zugmarke-gespielt')).toHaveText(new RegExp(`^Gespielt(, bester Zug)?: ${said(withoutCard!.i)}$`));
  // a step where the reader did not decide: no marks
  const notMine = moves.findIndex((_, i) => kit.rules.toAct(states[i]) !== 0);
  await boardTo(page, panel, notMine);
  await expect(chips).toHaveCount(0);

  // a card move the analysis found a better move for: both outlined and named on the cards; the
  // better move is one of the position's legal moves, named as the engine says it
  const hand = panel.locator('.analyse-tisch .hand-bereich');
  let marked = false;
  let markedAt = -1;
  let chipWithoutCard = false;
  for (const { i, m } of decisions) {
    await boardTo(page, panel, i);
    const better = chips.locator('.zugmarke-besser');
    if ((await better.count()) === 0) continue;
    await expect(chips.locator('.zugmarke-gespielt')).toHaveText(`Gespielt: ${said(i)}`);
    const betterText = (await better.innerText()).replace(/^Besser: /, '');
    const best = kit.rules.legalMoves(states[i]).find((lm) => kit.rules.describe(states[i], lm, names).replace(/\.$/, '') === betterText);
    expect(best, `„Besser: ${betterText}“ is a legal move there`).toBeDefined();
    expect(best).not.toEqual(m);
    if (!('card' in best!)) {
      // „Besser: Du nimmst … auf“: no card to outline, the chip names it
      if (!chipWithoutCard) await panel.locator('.analyse-brett').screenshot({ path: test.info().outputPath('marken-ohne-karte.png') });
      chipWithoutCard = true;
      continue;
    }
    if (!('card' in m) || best.card === m.card) continue;
    const playedCard = hand.locator('.handkarte.zug-gespielt');
    await expect(playedCard).toHaveCount(1);
    await expect(playedCard).toHaveAttribute('data-karte', m.card);
    await expect(playedCard).toHaveAccessibleName(/, gespielt$/);
    await expect(playedCard.locator('.zugmarke-karte')).toHaveText('gespielt');
    const bestCard = hand.locator('.handkarte.tipp-markiert');
    await expect(bestCard).toHaveCount(1);
    await expect(bestCard).toHaveAttribute('data-karte', best.card);
    await expect(bestCard).toHaveAccessibleName(/, besser$/);
    await expect(bestCard.locator('.zugmarke-karte')).toHaveText('besser');
    if (!marked) {
      await panel.locator('.analyse-brett').screenshot({ path: test.info().outputPath('marken-karte-1280.png') });
      await page.setViewportSize({ width: 360, height: 800 });
      await panel.locator('.analyse-brett').screenshot({ path: test.info().outputPath('marken-karte-360.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    marked = true;
    markedAt = i;
    if (chipWithoutCard) break;
  }
  expect(marked, 'a card move with a better card move').toBe(true);
  // axe with both marks on the board
  await boardTo(page, panel, markedAt);
  await expect(chips.locator('.zugmarke-besser')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAxeClean(page, '#freies-spiel');
  }
});

for (const width of [360, 1280]) {
  test(`„Alle Karten zeigen“: every opponent card can be read at ${width} px (no card covers much of another)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const [game, kit, options] of [
      ['durak', durakKit, { players: 3, transfer: false }],
      ['durak', durakKit, durakKit.rules.defaultOptions],
      ['ganjifa', ganjifaKit, ganjifaKit.rules.defaultOptions],
    ] as [Game, AnyGameKit, unknown][]) {
      const { moves, states } = positions(kit, 8, options);
      // the first position where every hand holds more than three cards (Ganjifa deals in moves)
      const at = states.findIndex((s) => (s as { hands: unknown[][] }).hands.every((h) => h.length > 3));
      const free = await openFreePlay(page, game, `?partie=${code(kit, options, 8, moves)}&zug=${at}`);
      const panel = free.locator('section.analyse');
      await panel.getByRole('switch', { name: 'Alle Karten zeigen' }).check();
      const groups = panel.locator('.analyse-tisch .gegner-karten.offen');
      await expect(groups.first()).toBeVisible();
      expect(await groups.count()).toBe(kit.seatNames(options).length - 1);
      await panel
        .locator('.analyse-tisch')
        .screenshot({ path: test.info().outputPath(`alle-karten-${game}-${kit.seatNames(options).length}-${width}.png`) });
      for (const group of await groups.all()) {
        const boxes = (await group
          .locator('.gegner-karte')
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) as DOMRect[];
        expect(boxes.length).toBeGreaterThan(3);
        for (let a = 0; a < boxes.length; a++) {
          expect(boxes[a]!.width).toBeGreaterThan(10);
          for (let b = a + 1; b < boxes.length; b++) {
            const p = boxes[a]!;
            const q = boxes[b]!;
            const dx = Math.min(p.right, q.right) - Math.max(p.left, q.left);
            const dy = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
            // Durak's cards lie side by side; Ganjifa's 40 round cards may touch at their rims, but
            // each shows at least two thirds of its width (its rank and suit sit in the middle)
            if (dy > 1)
              expect(dx, `${game}: cards ${a} and ${b} overlap`).toBeLessThanOrEqual(game === 'durak' ? 1 : Math.min(p.width, q.width) / 3);
          }
        }
      }
    }
  });
}
