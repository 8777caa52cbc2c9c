/**
 * „Übungen“: how an answer is given and what „Prüfen“ answers (issues 29 and 30). A number in one
 * field with − and + (mouse, keyboard, touch; sized for a phone), „Wähle zuerst …“ beside „Prüfen“
 * in a live region without counting anything (also for a Taktik with no move), each explanation
 * once and a short live verdict, answer buttons as wide as their label, the /uebungen/ island in
 * the text column, no play controls of the table in an exercise, and an exercise counted once.
 * Exercises and verdicts come from the engine in Node (uebungen-helpers.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { DRILL_PARAM } from '../../src/games/core/drills';
import { buildTactic } from '../../src/games/core/tactics';
import { durakTactics } from '../../src/games/durak/tactics';
import { DURAK_NAMES } from '../../src/games/durak/kit';
import { answer, drillOf, expectedOf, judge, linkOf, openExercise, type AnyDrill } from './uebungen-helpers';

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

const check = (island: Locator) => island.getByRole('button', { name: 'Prüfen', exact: true });
const field = (island: Locator) => island.getByRole('spinbutton', { name: 'Deine Antwort' });
const more = (island: Locator) => island.getByRole('button', { name: 'Eins mehr', exact: true });
const less = (island: Locator) => island.getByRole('button', { name: 'Eins weniger', exact: true });
/** The answer form's live region: „Wähle zuerst …“, after „Prüfen“ the verdict. */
const said = (island: Locator) => island.locator('.uebung-antwort [role="status"]');
const stand = (island: Locator) => island.locator('.uebung-fortschritt summary');

/** Dudab „Wie viele Punkte …?“: the answer lies in a range of negative and positive numbers. */
const points = (): AnyDrill => drillOf('dudab', 'dudab-punkte', 5);

test('a number is given in one field: „+“ then „Prüfen“ answers with the number shown, no number buttons', async ({ page }) => {
  const drill = points();
  const expected = expectedOf('dudab', drill) as number;
  expect(expected).not.toBe(1);
  const island = await openExercise(page, linkOf('dudab', drill), drill.question);
  await expect(island.locator('.uebung-knoepfe')).toHaveCount(0);
  await expect(field(island)).toHaveValue('');
  await more(island).click();
  await expect(field(island)).toHaveValue('1');
  await check(island).click();
  await expect(island.getByText('Nicht ganz.')).toBeVisible();
  await expect(island.locator('.uebung-gruende')).toContainText('Deine Antwort: 1.');
  await expect(island.locator('.uebung-gruende')).toContainText(`Richtig ist: ${expected}.`);
  await expect(field(island)).toBeDisabled();
  await expect(more(island)).toBeDisabled();
});

test('a number by keyboard: typed, stepped with the + button, then „Prüfen“ with Enter', async ({ page }) => {
  const drill = points();
  const expected = expectedOf('dudab', drill) as number;
  const island = await openExercise(page, linkOf('dudab', drill), drill.question);
  await field(island).focus();
  await page.keyboard.type(String(expected - 1));
  await page.keyboard.press('Tab');
  await expect(more(island)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(field(island)).toHaveValue(String(expected));
  await page.keyboard.press('Tab');
  await expect(check(island)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(island.getByText('Richtig!')).toBeVisible();
});

test('a number by touch on a phone: − reaches negative numbers, the steppers are 44 px and sit in one row with the field', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const drill = points();
  const island = await openExercise(page, `/uebungen/?${DRILL_PARAM}=${drill.code}`, drill.question);
  const parts = [less(island), field(island), more(island)];
  const boxes = [];
  for (const p of parts) boxes.push((await p.boundingBox())!);
  for (const b of [boxes[0]!, boxes[2]!]) {
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  // one row, not stacked at full width
  expect(Math.abs(boxes[0]!.y - boxes[2]!.y)).toBeLessThan(2);
  expect(boxes[2]!.x + boxes[2]!.width).toBeLessThan(PHONE.width * 0.75);
  await less(island).tap();
  await less(island).tap();
  await expect(field(island)).toHaveValue('-2');
  await check(island).tap();
  const verdict = judge('dudab', drill, -2);
  await expect(island.getByText(verdict.right ? 'Richtig!' : 'Nicht ganz.')).toBeVisible();
  await expect(island.locator('.uebung-gruende')).toContainText('Deine Antwort: -2.');
  await context.close();
});

/** „Prüfen“ without an answer: the message beside it, in view and live, nothing judged or counted. */
async function expectAskedFirst(island: Locator, text: string) {
  await check(island).click();
  await expect(said(island)).toHaveText(text);
  await expect(said(island)).toBeInViewport({ ratio: 1 });
  await expect(check(island)).toBeVisible();
  await expect(island.locator('.uebung-ergebnis')).toHaveCount(0);
  await expect(stand(island).first()).toContainText('noch keine Übung');
}

test('on a phone „Prüfen“ without a choice says „Wähle zuerst …“ beside it, in view, and counts nothing', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const seat = drillOf('bambuti', 'bambuti-anzeiger', 5);
  let island = await openExercise(page, `/uebungen/?${DRILL_PARAM}=${seat.code}`, seat.question);
  await expectAskedFirst(island, 'Wähle zuerst, wen du meinst.');
  await expectAxeClean(page, '#uebung-insel');
  // choosing clears it
  await island.locator('.uebung-knoepfe').getByRole('button', { name: 'Niemand', exact: true }).click();
  await expect(said(island)).toHaveText('');

  const number = drillOf('durak', 'durak-limit', 3);
  island = await openExercise(page, `/uebungen/?${DRILL_PARAM}=${number.code}`, number.question);
  await expectAskedFirst(island, 'Gib zuerst eine Zahl ein.');
});

test('a Taktik exercise checked with no move chosen asks for a move first and neither counts nor breaks the streak', async ({ page }) => {
  const right = drillOf('ganjifa', 'ganjifa-stich', 21);
  let island = await openExercise(page, linkOf('ganjifa', right), right.question);
  await answer('ganjifa', right, island, expectedOf('ganjifa', right), 'maus');
  await expect(stand(island)).toContainText('Serie: 1');

  // on /uebungen/ both games' progress shows
  const tactic = buildTactic(durakTactics, 'durak-taktik-abwehr', 3, 0, DURAK_NAMES);
  island = await openExercise(page, `/uebungen/?${DRILL_PARAM}=${tactic.code}`, tactic.question);
  await check(island).click();
  await expect(said(island)).toHaveText('Wähle zuerst einen Zug.');
  await expect(said(island)).toBeInViewport({ ratio: 1 });
  await expect(island.locator('.uebung-ergebnis')).toHaveCount(0);
  await expect(stand(island).filter({ hasText: 'Durak' })).toContainText('noch keine Übung');
  await expect(stand(island).filter({ hasText: 'Ganjifa' })).toContainText('Serie: 1');
  // with a move it is judged and counted
  await island.locator('.uebung-knoepfe button').first().click();
  await expect(said(island)).toHaveText('');
  await check(island).click();
  await expect(island.locator('.uebung-ergebnis')).toBeVisible();
  await expect(stand(island).filter({ hasText: 'Durak' })).toContainText('1 Übung');
});

test('a wrong answer explains each point once; the live region says only the verdict', async ({ page }) => {
  // a number: the wrong number and the right one share the engine's one explanation
  const drill = points();
  const wrong = (expectedOf('dudab', drill) as number) + 1;
  const verdict = judge('dudab', drill, wrong);
  let island = await openExercise(page, linkOf('dudab', drill), drill.question);
  await answer('dudab', drill, island, wrong, 'maus');
  await expect(island.getByText('Nicht ganz.')).toBeVisible();
  for (const r of new Set([...verdict.wrong, ...verdict.missed].map((x) => x.reason))) {
    await expect(island.getByText(r)).toHaveCount(1);
    await expect(said(island)).not.toContainText(r);
  }
  await expect(said(island)).not.toBeEmpty();
  await expectNotLive(island.locator('.uebung-ergebnis'));
  await expect(island.locator('.uebung-ergebnis')).toBeFocused();

  // two Dudab-Karten missed: both bear the name „Dudab“ and the same reason, said once
  const cards = drillOf('dudab', 'dudab-reihe', 26);
  const missed = judge('dudab', cards, []).missed;
  expect(missed.length).toBeGreaterThan(1);
  island = await openExercise(page, linkOf('dudab', cards), cards.question);
  await answer('dudab', cards, island, [], 'maus');
  await expect(island.locator('.uebung-gruende li', { hasText: 'Dudab – fehlt' })).toHaveCount(1);
  for (const r of new Set(missed.map((m) => m.reason))) await expect(island.locator('.uebung-gruende').getByText(r)).toHaveCount(1);
});

async function expectNotLive(result: Locator) {
  expect(await result.evaluate((e) => e.closest('[role="status"], [role="alert"], [role="log"], [aria-live]') === null)).toBe(true);
}

test('Taktik answer buttons are as wide as their label: one line each at 1280 px, whole buttons at 360 px', async ({ page }) => {
  const tactic = buildTactic(durakTactics, 'durak-taktik-abwehr', 3, 0, DURAK_NAMES);
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    const island = await openExercise(page, `/uebungen/?${DRILL_PARAM}=${tactic.code}`, tactic.question);
    const buttons = island.locator('.uebung-knoepfe button');
    await expect(buttons).toHaveCount(tactic.q.choices.length);
    const row = (await island.locator('.uebung-knoepfe').boundingBox())!;
    for (const b of await buttons.all()) {
      const box = (await b.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
      // one line: the button's least height (44 px), not two or four lines of words
      if (size === WIDE) expect(box.height, await b.innerText()).toBeLessThanOrEqual(46);
    }
  }
});

test('at 1280 px the /uebungen/ island keeps to the text column', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const drill = drillOf('durak', 'durak-schlagen', 5);
  const island = await openExercise(page, `/uebungen/?${DRILL_PARAM}=${drill.code}`, drill.question);
  const column = (await page.locator('main .einleitung').boundingBox())!;
  const box = (await island.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
});

test('in a Bambuti exercise the table shows no control of play: no drum button, no „Ohne Trommeln weiter“', async ({ page }) => {
  for (const size of [PHONE, WIDE]) {
    await page.setViewportSize(size);
    const drill = drillOf('bambuti', 'bambuti-anzeiger', 5);
    const island = await openExercise(page, linkOf('bambuti', drill), drill.question);
    const table = island.locator('.uebung-tisch');
    await expect(table.locator('.du-kopf')).toContainText('Trommelkarte');
    await expect(table.getByRole('button', { name: /Trommelkarte spielen/ })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /Ohne Trommeln weiter/ })).toHaveCount(0);
  }
});

/** Reopens `drill`'s link and answers it right. */
async function answerRight(page: Page, game: string, drill: AnyDrill) {
  const island = await openExercise(page, linkOf(game, drill), drill.question);
  await answer(game, drill, island, expectedOf(game, drill), 'maus');
  await expect(island.getByText('Richtig!')).toBeVisible();
  return island;
}

test('an exercise counts once: the same link answered again after a reload is judged but not counted', async ({ page }) => {
  const drill = drillOf('ganjifa', 'ganjifa-stich', 21);
  let island = await answerRight(page, 'ganjifa', drill);
  await expect(stand(island)).toContainText('1 Übung, 100 % richtig, Serie: 1');
  island = await answerRight(page, 'ganjifa', drill);
  await expect(island.locator('.uebung-ergebnis')).toContainText('zählt nicht noch einmal');
  await expect(stand(island)).toContainText('1 Übung, 100 % richtig, Serie: 1');
  await page.reload();
  await expect(island.locator('.uebung-frage')).toHaveText(drill.question, { timeout: 20_000 });
  await expect(stand(island)).toContainText('1 Übung, 100 % richtig, Serie: 1');
  // another exercise of the same kind counts
  island = await answerRight(page, 'ganjifa', drillOf('ganjifa', 'ganjifa-stich', 22));
  await expect(stand(island)).toContainText('2 Übungen, 100 % richtig, Serie: 2');
});
