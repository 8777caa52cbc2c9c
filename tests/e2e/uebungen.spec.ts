/**
 * „Übungen“ (issue 17) through the page: every kind of every game answered right and wrong (mouse
 * and keyboard), the correction with the engine's reasons and „Zur Regel“, the link reopening the
 * same position, the streak after a reload, a damaged link, axe and the phone layout. The right
 * answers come from the engine in Node (uebungen-helpers.ts).
 */
import { test, expect, expectAxeClean } from './fixtures';
import { DRILL_PARAM, DRILL_VERSION, drillCode } from '../../src/games/core/drills';
import { buildTactic } from '../../src/games/core/tactics';
import { durakTactics } from '../../src/games/durak/tactics';
import { DURAK_NAMES } from '../../src/games/durak/kit';
import { bambutiTactics } from '../../src/games/bambuti/tactics';
import { BAMBUTI_NAMES } from '../../src/games/bambuti/kit';
import { ganjifaTactics } from '../../src/games/ganjifa/tactics';
import { dudabTactics } from '../../src/games/dudab/tactics';
import { DUDAB_NAMES } from '../../src/games/dudab/kit';
import { GANJIFA_NAMES } from '../../src/games/ganjifa/kit';
import {
  GAMES,
  answer,
  drillOf,
  expectReasons,
  expectedOf,
  hand,
  itemName,
  judge,
  linkOf,
  openExercise,
  startReady,
  wrongAnswer,
} from './uebungen-helpers';

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

for (const [game, { drills }] of Object.entries(GAMES)) {
  test.describe(`Übungen ${game}`, () => {
    drills.kinds.forEach((kind, i) => {
      test(`${kind.id}: right, then wrong with reasons; reload keeps the streak`, async ({ page }) => {
        const drill = drillOf(game, kind.id, 1000 + 37 * i, (i % 2) as 0 | 1);
        const expected = expectedOf(game, drill);
        const link = linkOf(game, drill);

        // Right, by keyboard for even kinds and by mouse for odd ones.
        const island = await openExercise(page, link, drill.question);
        await answer(game, drill, island, expected, i % 2 === 0 ? 'tasten' : 'maus');
        await expect(island.getByText('Richtig!')).toBeVisible();
        await expect(island.locator('.uebung-fortschritt summary')).toContainText('Serie: 1');

        // The link still opens the same exercise, and the streak survived the reload.
        await page.reload();
        await expect(island.locator('.uebung-frage')).toHaveText(drill.question, { timeout: 20_000 });
        await expect(island.locator('.uebung-fortschritt summary')).toContainText('Serie: 1');

        // Wrong, the other way round.
        const wrong = wrongAnswer(drill, expected);
        const verdict = judge(game, drill, wrong);
        expect(verdict.right).toBe(false);
        await answer(game, drill, island, wrong, i % 2 === 0 ? 'maus' : 'tasten');
        await expect(island.getByText('Nicht ganz.')).toBeVisible();
        await expectReasons(island, verdict);
        // The hand marks wrongly chosen and missed cards apart, by name too.
        if (typeof wrong !== 'number') {
          for (const w of verdict.wrong) {
            const { name, card } = itemName(game, drill, w.item);
            if (card)
              await expect(
                hand(island).getByRole('button', {
                  name: `${name}, falsch gewählt`,
                  exact: true,
                }),
              ).toBeVisible();
          }
          for (const m of verdict.missed) {
            const { name, card } = itemName(game, drill, m.item);
            if (card)
              await expect(
                hand(island).getByRole('button', {
                  name: `${name}, fehlt`,
                  exact: true,
                }),
              ).toBeVisible();
          }
        }
        // The same exercise again is judged, but counts once: the streak and the numbers stay.
        await expect(island.locator('.uebung-ergebnis')).toContainText('zählt nicht noch einmal');
        await expect(island.locator('.uebung-fortschritt summary')).toContainText('1 Übung, 100 % richtig, Serie: 1');
      });
    });
  });
}

test('an exercise started on the page is a link that opens the same position in a fresh page', async ({ page, browser }) => {
  await page.goto('/spiele/durak/');
  await startReady(page);
  await page.getByRole('button', { name: 'Übung starten' }).click();
  const island = page.locator('#uebung-insel');
  await expect(island.locator('.uebung-frage')).not.toBeEmpty({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(new RegExp(`\\?${DRILL_PARAM}=durak-`));
  const question = await island.locator('.uebung-frage').innerText();
  const cards = await hand(island)
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.textContent));
  const code = new URL(page.url()).searchParams.get(DRILL_PARAM)!;

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(`/spiele/durak/?${DRILL_PARAM}=${code}`);
  const again = fresh.locator('#uebung-insel');
  await expect(again.locator('.uebung-frage')).toHaveText(question, {
    timeout: 20_000,
  });
  expect(
    await hand(again)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.textContent)),
  ).toEqual(cards);
  await fresh.context().close();
});

test('a damaged link shows the German notice and a fresh exercise', async ({ page }) => {
  await page.goto(`/spiele/ganjifa/?${DRILL_PARAM}=ganjifa-blank.A0!!`);
  const island = page.locator('#uebung-insel');
  await expect(island.getByRole('alert')).toContainText('Dieser Übungslink ist beschädigt. Hier ist eine neue Übung.');
  await expect(island.locator('.uebung-frage')).not.toBeEmpty({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(new RegExp(`\\?${DRILL_PARAM}=ganjifa-`));
});

test('/uebungen/ mixes the games, one can be chosen, and the page is linked from home and navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Spiele' }).getByRole('link', { name: 'Übungen' })).toHaveAttribute(
    'href',
    '/uebungen/',
  );
  await page.goto('/uebungen/');
  const island = page.locator('#uebung-insel');
  // a click before the section's script has run does nothing (flaky on a loaded machine)
  await startReady(page);
  await page.getByRole('button', { name: 'Übung starten' }).click();
  await expect(island.locator('.uebung-frage')).not.toBeEmpty({
    timeout: 20_000,
  });
  await island.getByRole('combobox', { name: 'Spiel' }).selectOption({ label: 'Bambuti' });
  await expect(page).toHaveURL(new RegExp(`\\?${DRILL_PARAM}=bambuti-`));
  await island.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Wohin darf diese Maske?' });
  await expect(page).toHaveURL(new RegExp(`\\?${DRILL_PARAM}=bambuti-wohin\\.`));
  await expect(island.locator('.uebung-tisch').getByRole('button', { name: /^Deine Reihe, Spalte 1: / })).toBeVisible();
});

for (const size of [PHONE, WIDE]) {
  test(`axe clean at ${size.width} px, before and after „Prüfen“`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const [game, kind] of [
      ['durak', 'durak-schlagen'],
      ['dudab', 'dudab-wunsch'],
      ['bambuti', 'bambuti-anzeiger'],
    ] as const) {
      const drill = drillOf(game, kind, 5);
      const island = await openExercise(page, linkOf(game, drill), drill.question);
      await expectAxeClean(page, '#uebung-insel');
      await answer(game, drill, island, wrongAnswer(drill, expectedOf(game, drill)), 'maus');
      await expect(island.getByText('Nicht ganz.')).toBeVisible();
      await island.locator('.uebung-fortschritt summary').first().click();
      await expectAxeClean(page, '#uebung-insel');
    }
    await page.goto('/uebungen/');
    await expectAxeClean(page);
  });
}

test('on a 360×740 phone the question, the hand and „Prüfen“ are on one screen, on the game page and on /uebungen/', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const game of Object.keys(GAMES)) {
    const kind = GAMES[game]!.drills.kinds.find((k) => k.shape === 'cards')!;
    const drill = drillOf(game, kind.id, 11);
    // /uebungen/ has no free game or example that would bring the tables' stylesheet along.
    for (const href of [linkOf(game, drill), `/uebungen/?${DRILL_PARAM}=${drill.code}`]) {
      const island = await openExercise(page, href, drill.question);
      for (const part of [island.locator('.uebung-frage'), hand(island), island.getByRole('button', { name: 'Prüfen', exact: true })]) {
        await expect(part, `${href}: ${await part.evaluate((e) => e.className)}`).toBeInViewport({ ratio: 1 });
      }
    }
  }
});

test('a Taktik question with many moves (a Dudab wish) is answered from a list: on a phone the question, the hand and „Prüfen“ stay on one screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const tactic = buildTactic(dudabTactics, 'dudab-taktik-wunsch', 0, 0, DUDAB_NAMES);
  expect(tactic.q.choices.length).toBeGreaterThan(8);
  const island = await openExercise(page, linkOf('dudab', tactic), tactic.question);
  const list = island.getByRole('combobox', { name: 'Dein Zug' });
  for (const part of [island.locator('.uebung-frage'), hand(island), list, island.getByRole('button', { name: 'Prüfen', exact: true })]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await expect(list.locator('option')).toHaveCount(tactic.q.choices.length + 1);
  await expectAxeClean(page);
  const best = tactic.q.choices.find((c) => c.key === tactic.right[0])!;
  const wrong = tactic.q.choices.find((c) => !c.right)!;
  // by keyboard: a wrong move first, then the best
  await list.focus();
  await list.selectOption({ label: wrong.label });
  await list.selectOption({ label: best.label });
  await island.getByRole('button', { name: 'Prüfen', exact: true }).press('Enter');
  await expect(island.getByText('Richtig!')).toBeVisible();
  // after „Prüfen“ only the chosen move stays, marked
  await expect(island.locator('.uebung-knoepfe button')).toHaveCount(1);
  await expect(
    island.locator('.uebung-knoepfe').getByRole('button', { name: new RegExp(best.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
  for (const line of tactic.top) await expect(island.locator('.uebung-top')).toContainText(line);
});

test('in an exercise the Bambuti table offers no drum button of its own: „trommeln oder nicht“ is answered with the buttons of the exercise', async ({
  page,
}) => {
  const tactic = buildTactic(bambutiTactics, 'bambuti-taktik-trommeln', 5, 0, BAMBUTI_NAMES);
  const island = await openExercise(page, linkOf('bambuti', tactic), tactic.question);
  await expect(island.locator('.uebung-tisch .du-kopf')).toContainText('Trommelkarte');
  await expect(island.locator('.uebung-tisch').getByRole('button', { name: /Trommelkarte spielen/ })).toHaveCount(0);
  for (const c of tactic.q.choices)
    await expect(island.locator('.uebung-knoepfe').getByRole('button', { name: c.label, exact: true })).toBeVisible();
});

test('a Taktik exercise is made in the worker, judged by its search values and shows the top three', async ({ page }) => {
  const tactic = buildTactic(durakTactics, 'durak-taktik-abwehr', 3, 0, DURAK_NAMES);
  const island = await openExercise(page, linkOf('durak', tactic), tactic.question);
  const best = tactic.q.choices.find((c) => c.key === tactic.right[0])!;
  // One move is the answer: no „Keine“ (the rules kinds with a set as answer offer it).
  await expect(island.getByRole('button', { name: 'Keine', exact: true })).toHaveCount(0);
  const button = island.locator('.uebung-knoepfe').getByRole('button', { name: best.label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await island.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await expect(island.getByText('Richtig!')).toBeVisible();
  for (const line of tactic.top) await expect(island.locator('.uebung-top')).toContainText(line);
});

test('a Taktik link of the first version (A) still opens its own position, not the newer version’s', async ({ page }) => {
  const old = buildTactic(ganjifaTactics, 'ganjifa-taktik-zugeben', 0, 0, GANJIFA_NAMES, 'A');
  const now = buildTactic(ganjifaTactics, 'ganjifa-taktik-zugeben', 0, 0, GANJIFA_NAMES);
  expect(old.code).toBe('ganjifa-taktik-zugeben.A00');
  expect(now.moves).not.toBe(old.moves);
  const island = await openExercise(page, linkOf('ganjifa', old), old.question);
  const buttons = island.locator('.uebung-knoepfe button');
  await expect(buttons).toHaveCount(old.q.choices.length);
  for (const c of old.q.choices)
    await expect(island.locator('.uebung-knoepfe').getByRole('button', { name: c.label, exact: true })).toBeVisible();
  await expect(hand(island).getByRole('button')).toHaveCount(old.view.hand.length);
  expect(new URL(page.url()).searchParams.get(DRILL_PARAM)).toBe(old.code);
});

test('after „Prüfen“ the next Taktik exercise is made ahead: „Nächste Übung“ shows it without waiting; another choice drops it', async ({
  page,
}) => {
  const tactic = buildTactic(durakTactics, 'durak-taktik-abwehr', 3, 0, DURAK_NAMES);
  const island = await openExercise(page, linkOf('durak', tactic), tactic.question);
  await island.getByRole('combobox', { name: 'Art' }).selectOption('durak-taktik-abwehr');
  await expect(island).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  const first = page.url();
  await island.locator('.uebung-knoepfe button').first().click();
  await island.getByRole('button', { name: 'Prüfen', exact: true }).click();
  const next = island.getByRole('button', { name: 'Nächste Übung', exact: true });
  // made in the worker while the reader reads the correction
  await expect(next).toHaveAttribute('data-naechste', 'bereit', { timeout: 30_000 });
  await page.evaluate(() => {
    const w = window as unknown as { waited: boolean };
    w.waited = false;
    new MutationObserver(() => {
      if (document.querySelector('#uebung-insel .uebung-rechnet')) w.waited = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await next.click();
  await expect(island.getByRole('button', { name: 'Prüfen', exact: true })).toBeVisible();
  expect(page.url()).not.toBe(first);
  expect(page.url()).toMatch(new RegExp(`\\?${DRILL_PARAM}=durak-taktik-abwehr\\.${DRILL_VERSION}0`));
  expect(await page.evaluate(() => (window as unknown as { waited: boolean }).waited)).toBe(false);
  // the exercise shown is the one its link makes
  const code = new URL(page.url()).searchParams.get(DRILL_PARAM)!;
  const seed = parseInt(code.slice(code.lastIndexOf('.') + 3), 36);
  await expect(island.locator('.uebung-frage')).toHaveText(buildTactic(durakTactics, 'durak-taktik-abwehr', seed, 0, DURAK_NAMES).question);

  // Answered again, and then another kind chosen: the exercise made ahead is dropped, the chosen kind shows.
  await island.locator('.uebung-knoepfe button').first().click();
  await island.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await expect(next).toHaveAttribute('data-naechste', 'bereit', { timeout: 30_000 });
  await island.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Wer greift als Nächstes an?' });
  await expect(page).not.toHaveURL(/durak-taktik-abwehr/);
  await expect(island.getByRole('heading', { name: 'Wer greift als Nächstes an?' })).toBeVisible();
});

test('the home page shows the progress of each game', async ({ page }) => {
  const drill = drillOf('ganjifa', 'ganjifa-stich', 21);
  const island = await openExercise(page, linkOf('ganjifa', drill), drill.question);
  await answer('ganjifa', drill, island, expectedOf('ganjifa', drill), 'maus');
  await expect(island.getByText('Richtig!')).toBeVisible();
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Dashavatara Ganjifa' });
  await expect(card.locator('[data-uebungen]')).toHaveText('1 Übung beantwortet, 100 % richtig');
  await expect(page.getByRole('article', { name: 'Durak' }).locator('[data-uebungen]')).toBeHidden();
});

test('an exercise still being made (a Taktik from the worker) does not replace the kind the reader chose meanwhile', async ({ page }) => {
  // Opened by its link, the Taktik is searched in the worker; the reader picks „Wohin darf diese Karte?“ at once.
  await page.goto(`/spiele/dudab/?${DRILL_PARAM}=${drillCode('dudab-taktik-legen', 7, 0)}`);
  const island = page.locator('#uebung-insel');
  const kind = island.getByRole('combobox', { name: 'Art' });
  await kind.selectOption({ label: 'Wohin darf diese Karte?' });
  await expect(page).toHaveURL(new RegExp(`\\?${DRILL_PARAM}=dudab-wohin\\.`));
  await expect(island.getByRole('heading', { name: 'Wohin darf diese Karte?' })).toBeVisible();
  // Long enough for the Taktik search to have finished: the chosen kind stays.
  await expect(island).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(new RegExp(`\\?${DRILL_PARAM}=dudab-wohin\\.`));
  await expect(island.locator('.uebung-tisch [data-ort]').first()).toBeVisible();
});
