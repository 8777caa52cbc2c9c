/**
 * „Taktik“ exercises (issue 17) through the page, every kind of every game: a new link (version B)
 * answered right by mouse, then the same link answered wrong by keyboard, with the correction (the
 * chosen move „falsch gewählt“, the best „fehlt“) and the top three of the search. The exercise and
 * its values come from the engine in Node (the same tactics modules the worker runs).
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { DRILL_PARAM } from '../../src/games/core/drills';
import { buildTactic, type TacticDrill } from '../../src/games/core/tactics';
import { durakTactics } from '../../src/games/durak/tactics';
import { DURAK_NAMES } from '../../src/games/durak/kit';
import { ganjifaTactics } from '../../src/games/ganjifa/tactics';
import { GANJIFA_NAMES } from '../../src/games/ganjifa/kit';
import { dudabTactics } from '../../src/games/dudab/tactics';
import { DUDAB_NAMES } from '../../src/games/dudab/kit';
import { bambutiTactics } from '../../src/games/bambuti/tactics';
import { BAMBUTI_NAMES } from '../../src/games/bambuti/kit';
import { openExercise } from './uebungen-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const TABLES: [string, any, readonly string[]][] = [
  ['durak', durakTactics, DURAK_NAMES],
  ['ganjifa', ganjifaTactics, GANJIFA_NAMES],
  ['dudab', dudabTactics, DUDAB_NAMES],
  ['bambuti', bambutiTactics, BAMBUTI_NAMES],
];

type Tactic = TacticDrill<unknown, unknown, unknown>;

/** Chooses the move with `key`: a button under the table, or the list „Dein Zug“ when there are many. */
async function chooseMove(island: Locator, tactic: Tactic, key: string, how: 'maus' | 'tasten') {
  const choice = tactic.q.choices.find((c) => c.key === key)!;
  const list = island.getByRole('combobox', { name: 'Dein Zug' });
  if (tactic.q.choices.length > 8) {
    if (how === 'maus') await list.selectOption(key);
    else {
      await list.focus();
      for (let i = 0; i <= tactic.q.choices.length && (await list.inputValue()) !== key; i++) await list.press('ArrowDown');
    }
    await expect(list).toHaveValue(key);
    return;
  }
  await expect(list).toHaveCount(0);
  const button = island.locator('.uebung-knoepfe').getByRole('button', { name: choice.label, exact: true });
  if (how === 'maus') await button.click();
  else {
    await button.focus();
    await button.press('Space');
  }
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function check(island: Locator, how: 'maus' | 'tasten') {
  const button = island.getByRole('button', { name: 'Prüfen', exact: true });
  if (how === 'maus') await button.click();
  else await button.press('Enter');
}

for (const [game, table, names] of TABLES) {
  for (const kind of table.kinds as { id: string }[]) {
    test(`${kind.id}: right by mouse, wrong by keyboard, with the correction and the top three`, async ({ page }) => {
      const tactic = buildTactic(table, kind.id, 2, 0, names) as Tactic;
      const href = `/spiele/${game}/?${DRILL_PARAM}=${tactic.code}`;
      // the best move by the search (`right`), wherever the choices list it
      const best = tactic.q.choices.find((c) => c.key === tactic.right[0])!;
      const wrong = tactic.q.choices.find((c) => !c.right)!;

      let island = await openExercise(page, href, tactic.question);
      await chooseMove(island, tactic, best.key, 'maus');
      await check(island, 'maus');
      await expect(island.getByText('Richtig!')).toBeVisible();
      for (const line of tactic.top) await expect(island.locator('.uebung-top')).toContainText(line);

      island = await openExercise(page, href, tactic.question);
      await chooseMove(island, tactic, wrong.key, 'tasten');
      await check(island, 'tasten');
      await expect(island.getByText('Nicht ganz.')).toBeVisible();
      const reasons = island.locator('.uebung-gruende');
      await expect(reasons.locator('li.marke-wrong')).toContainText(wrong.label);
      await expect(reasons.locator('li.marke-missed')).toContainText(best.label);
      for (const line of tactic.top) await expect(island.locator('.uebung-top')).toContainText(line);
    });
  }
}
