/** Helpers that drive the Durak islands the way a reader does: by role and German name. */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';
import { durak } from '../../src/games/durak/rules';
import { cardName } from '../../src/games/durak/cards';
import { stateBeforeStep } from '../../src/games/core/scenario';
import type { Scenario } from '../../src/games/core/scenario';
import type { DurakLayout, DurakMove } from '../../src/games/durak/types';

export const PAGE = '/spiele/durak/';

export async function openScenario(page: Page, id: string, step?: number): Promise<Locator> {
  await page.goto(`${PAGE}?szenario=${id}${step ? `&schritt=${step}` : ''}`);
  const section = page.locator(`#szenario-${id}`);
  await hydrated(page, `#szenario-${id}`);
  return section;
}

export function hand(section: Locator): Locator {
  return section.getByRole('group', { name: 'Deine Hand', exact: true });
}

/** The names of the reader's cards, in the order shown. */
export async function handNames(section: Locator): Promise<string[]> {
  return hand(section).getByRole('button').allInnerTexts();
}

/** Everything visible of a position that a link must reproduce. */
export async function position(section: Locator) {
  return {
    hand: await hand(section).getByRole('button').evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    table: await section.getByRole('list', { name: 'Tisch' }).or(section.getByText('Der Tisch ist leer.')).first().innerText(),
    opponents: await section.getByRole('list', { name: 'Gegner' }).innerText(),
  };
}

/** The button a reader uses for a scenario's expected move (a card in the hand, or an action). */
export function buttonFor(section: Locator, move: DurakMove): Locator {
  if (move.type === 'TAKE') return section.getByRole('button', { name: 'Aufnehmen', exact: true });
  if (move.type === 'PASS') return section.getByRole('button', { name: 'Nichts nachlegen', exact: true });
  return hand(section).getByRole('button', { name: cardName(move.card), exact: true });
}

/** Plays step `n` of a scenario as a reader: the expected move for 'expect' steps, else „Weiter“. */
export async function playStep(
  section: Locator,
  scenario: Scenario<DurakLayout, DurakMove>,
  n: number,
  press: (target: Locator) => Promise<void>,
) {
  const step = scenario.steps[n - 1]!;
  await expect(section.getByText(`Schritt ${n} von ${scenario.steps.length}`)).toBeVisible();
  // the step's own text shows once a scripted move has been played out
  await expect(section.getByText(step.text, { exact: true })).toBeVisible();
  if (step.kind !== 'expect') {
    await press(section.getByRole('button', { name: 'Weiter', exact: true }));
    return;
  }
  await press(buttonFor(section, step.move));
  // A card with several legal moves asks which one is meant: pick the option the engine describes.
  const state = stateBeforeStep(durak, scenario, n);
  const label = durak.describe(state, step.move, scenario.names);
  const option = section.getByRole('button', { name: label, exact: true });
  if (await option.isVisible().catch(() => false)) await press(option);
  await expect(section.getByText(step.done)).toBeVisible();
  await press(section.getByRole('button', { name: 'Weiter', exact: true }));
}
