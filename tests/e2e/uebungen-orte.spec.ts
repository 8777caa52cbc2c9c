/**
 * „Übungen“, places on the table (issue 17): a „Wohin darf …?“ exercise of Dudab (its rows) and of
 * Bambuti (the columns of both rows) is answered on the table itself – each place a toggle button
 * named in German, reached by Tab and chosen by mouse or Space –, and after „Prüfen“ the places
 * chosen wrongly and the ones missed are marked apart (icon and name, not colour alone) with the
 * engine's reasons. Axe clean with the marks shown, at 360 and 1280 px. The right answers come from
 * the engine in Node (uebungen-helpers.ts); the places' names are built here from the position.
 */
import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { drillOf, expectReasons, expectedOf, judge, linkOf, openExercise, placeOf, type AnyDrill } from './uebungen-helpers';
import { cardName as dudabCard } from '../../src/games/dudab/cards';
import { cardName as bambutiCard } from '../../src/games/bambuti/cards';
import type { DudabState } from '../../src/games/dudab/types';
import type { BambutiState } from '../../src/games/bambuti/types';
import { BAMBUTI_NAMES } from '../../src/games/bambuti/kit';

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

/** The German name of a place, from the position: „Reihe 2: oben …“, „Annas Reihe, Spalte 4: …“. */
function placeName(game: string, drill: AnyDrill, key: string): string {
  if (game === 'dudab') {
    const row = (drill.state as DudabState).reihen[Number(key)]!;
    return `Reihe ${Number(key) + 1}: oben ${dudabCard(row.karten.at(-1)!)}`;
  }
  const [reihe, spalte] = key.split('.').map(Number) as [number, number];
  const stack = (drill.state as BambutiState).auslage[reihe]![spalte - 1]!;
  const row = reihe === 0 ? 'Deine Reihe' : `${BAMBUTI_NAMES[reihe]}s Reihe`;
  const column = spalte === 3 ? 'Mitte (Spalte 3)' : `Spalte ${spalte}`;
  const under = stack.length === 1 ? '' : `, darunter ${stack.length - 1} ${stack.length === 2 ? 'Maske' : 'Masken'}`;
  return `${row}, ${column}: ${bambutiCard(stack.at(-1)!)}${under}`;
}

const CASES = [
  { game: 'dudab', kind: 'dudab-wohin', seed: 11, level: 1 },
  { game: 'bambuti', kind: 'bambuti-wohin', seed: 7, level: 1 },
] as const;

for (const { game, kind, seed, level } of CASES) {
  test.describe(`${kind}: places on the table`, () => {
    test('every place is a named toggle on the table, reached by Tab; the right answer by keyboard', async ({ page }) => {
      const drill = drillOf(game, kind, seed, level);
      const expected = expectedOf(game, drill) as string[];
      const island = await openExercise(page, linkOf(game, drill), drill.question);

      // Every offered place is on the table, none is a button under it.
      await expect(island.locator('.uebung-tisch [data-ort]')).toHaveCount(drill.choices.length);
      await expect(island.locator('.uebung-knoepfe')).toHaveCount(0);
      for (const key of drill.choices) {
        const place = placeOf(island, key);
        await expect(place).toHaveAccessibleName(placeName(game, drill, key));
        await expect(place).toHaveAttribute('aria-pressed', 'false');
      }
      // No hand card is offered: the hand only shows the position.
      const handGroup = island.getByRole('group', { name: 'Deine Hand', exact: true });
      for (const card of await handGroup.getByRole('button').all()) {
        await expect(card).toHaveAttribute('aria-disabled', 'true');
      }
      // The card the question is about is framed in the hand and named so; no other card is.
      const asked = (drill.q as { karte: string }).karte;
      const cardName = game === 'dudab' ? dudabCard : bambutiCard;
      await expect(handGroup.locator('.frage-karte')).toHaveCount(1);
      await expect(handGroup.locator('.frage-karte')).toHaveAttribute('data-karte', asked);
      await expect(handGroup.locator('.frage-karte')).toHaveAccessibleName(`${cardName(asked)}, um diese Karte geht es`);

      // From the question, Tab reaches the first place (nothing in between takes a key press).
      await island.locator('.uebung-frage').focus();
      const first = placeOf(island, drill.choices[0]!);
      let reached = false;
      for (let i = 0; i < 12 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await first.evaluate((el) => el === document.activeElement);
      }
      expect(reached, 'the first place is reached by Tab').toBe(true);

      for (const key of expected) {
        await placeOf(island, key).focus();
        await page.keyboard.press('Space');
        await expect(placeOf(island, key)).toHaveAttribute('aria-pressed', 'true');
      }
      // Space again takes a place back out.
      await page.keyboard.press('Space');
      await expect(placeOf(island, expected.at(-1)!)).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Space');
      await expect(placeOf(island, expected.at(-1)!)).toHaveAttribute('aria-pressed', 'true');

      await island.getByRole('button', { name: 'Prüfen', exact: true }).press('Enter');
      await expect(island.getByText('Richtig!')).toBeVisible();
      for (const key of expected) {
        await expect(placeOf(island, key)).toHaveAccessibleName(`${placeName(game, drill, key)}, richtig gewählt`);
        await expect(placeOf(island, key).locator('.marke')).toHaveText('✓');
      }
      // After „Prüfen“ the answer is locked.
      const other = drill.choices.find((c) => !expected.includes(c))!;
      await expect(placeOf(island, other)).toHaveAttribute('aria-disabled', 'true');
      await placeOf(island, other).click({ force: true });
      await expect(placeOf(island, other)).toHaveAttribute('aria-pressed', 'false');
    });

    test('a wrong answer by mouse: wrongly chosen and missed places marked apart, with the reasons', async ({ page }) => {
      const drill = drillOf(game, kind, seed, level);
      const expected = expectedOf(game, drill) as string[];
      // One place that is not allowed, and all right ones but the first.
      const wrongPlace = drill.choices.find((c) => !expected.includes(c))!;
      const given = [wrongPlace, ...expected.slice(1)];
      const verdict = judge(game, drill, given);
      expect(verdict.right).toBe(false);
      expect(verdict.wrong.map((w) => w.item)).toEqual([wrongPlace]);
      expect(verdict.missed.map((m) => m.item)).toEqual([expected[0]]);

      const island = await openExercise(page, linkOf(game, drill), drill.question);
      for (const key of given) {
        await placeOf(island, key).click();
        await expect(placeOf(island, key)).toHaveAttribute('aria-pressed', 'true');
        await expect(placeOf(island, key).locator('.marke')).toHaveText('✓');
      }
      await island.getByRole('button', { name: 'Prüfen', exact: true }).click();
      await expect(island.getByText('Nicht ganz.')).toBeVisible();

      const wrong = placeOf(island, wrongPlace);
      await expect(wrong).toHaveAccessibleName(`${placeName(game, drill, wrongPlace)}, falsch gewählt`);
      await expect(wrong.locator('.marke')).toHaveText('✗');
      const missed = placeOf(island, expected[0]!);
      await expect(missed).toHaveAccessibleName(`${placeName(game, drill, expected[0]!)}, fehlt`);
      await expect(missed.locator('.marke')).toHaveText('!');
      for (const key of expected.slice(1)) {
        await expect(placeOf(island, key)).toHaveAccessibleName(`${placeName(game, drill, key)}, richtig gewählt`);
      }
      // A place neither chosen nor missing carries no mark.
      for (const key of drill.choices.filter((c) => c !== wrongPlace && !expected.includes(c))) {
        await expect(placeOf(island, key).locator('.marke')).toHaveCount(0);
      }

      await expectReasons(island, verdict);
    });

    for (const size of [PHONE, WIDE]) {
      test(`axe clean at ${size.width} px with the places chosen and marked`, async ({ page }) => {
        await page.setViewportSize(size);
        const drill = drillOf(game, kind, seed, level);
        const expected = expectedOf(game, drill) as string[];
        const wrongPlace = drill.choices.find((c) => !expected.includes(c))!;
        const island = await openExercise(page, linkOf(game, drill), drill.question);
        for (const key of [wrongPlace, ...expected.slice(1)]) await placeOf(island, key).click();
        await expectAxeClean(page, '#uebung-insel');
        await island.getByRole('button', { name: 'Prüfen', exact: true }).click();
        await expect(island.getByText('Nicht ganz.')).toBeVisible();
        await expect(placeOf(island, expected[0]!).locator('.marke')).toHaveText('!');
        // every place stays inside the island (a phone does not scroll the table sideways for it)
        const box = (await island.boundingBox())!;
        for (const key of drill.choices) {
          const b = (await placeOf(island, key).boundingBox())!;
          expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
          expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
        }
        await expectAxeClean(page, '#uebung-insel');
      });
    }
  });
}

test('free play shows no exercise places on the Dudab and Bambuti tables', async ({ page }) => {
  for (const game of ['dudab', 'bambuti']) {
    await page.goto(`/spiele/${game}/#freies-spiel`);
    await hydrated(page, '#freies-spiel');
    await expect(page.locator('#freies-spiel .spieltisch')).toBeVisible();
    await expect(page.locator('[data-ort]')).toHaveCount(0);
  }
});
