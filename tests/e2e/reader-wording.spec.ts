/**
 * Issue 15 point 10, the shells' wording on all four pages: the disabled „Weiter“ says what to do in
 * the example's own words (not a sentence about cards and actions that fits no game), and the
 * settings note names exactly the settings the form has (Bambuti has neither players nor variants).
 */
import { test, expect } from './fixtures';
import { openFreePlay, openScenario, type Game } from './game-helpers';
import type { Scenario } from '../../src/games/core/scenario';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { ganjifaScenarios } from '../../src/games/ganjifa/scenarios';
import { dudabScenarios } from '../../src/games/dudab/scenarios';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GAMES: [Game, Scenario<any, any, any>[]][] = [
  ['durak', durakScenarios],
  ['ganjifa', ganjifaScenarios],
  ['dudab', dudabScenarios],
  ['bambuti', bambutiScenarios],
];

for (const [game, scenarios] of GAMES) {
  test(`${game}: the disabled „Weiter“ repeats the step’s own task`, async ({ page }) => {
    const scenario = scenarios[0]!;
    const n = scenario.steps.findIndex((s) => s.kind === 'expect') + 1;
    const step = scenario.steps[n - 1]!;
    const section = await openScenario(page, game, scenario.id, n);
    const weiter = section.getByRole('button', { name: 'Weiter', exact: true });
    await expect(weiter).toHaveAttribute('aria-disabled', 'true');
    await weiter.click({ force: true });
    const note = section.locator('.rueckmeldung .rm-notiz');
    await expect(note).toContainText(step.text);
    await expect(note).toContainText('„Weiter“ geht erst nach deinem Zug.');
    await expect(note).not.toContainText('Spiel eine Karte oder wähl eine Aktion');
  });

  test(`${game}: the settings note names exactly the fields of the settings form`, async ({ page }) => {
    const free = await openFreePlay(page, game);
    await free.getByText('Einstellungen für das nächste Spiel').click();
    const form = free.getByRole('group', { name: 'Einstellungen' });
    // the form comes with opening the fold (SettingsForm.tsx, loaded on demand)
    await expect(form.getByRole('combobox', { name: 'Tempo', exact: true })).toBeVisible();
    const fields = form.locator('select, input');
    const labels: string[] = [];
    for (let i = 0; i < (await fields.count()); i++) {
      // the visible label of the field (its <span> inside the <label>)
      labels.push((await fields.nth(i).evaluate((el) => el.closest('label')?.querySelector('span')?.textContent ?? '')).trim());
    }
    expect(labels).toContain('Stufe');
    expect(labels).toContain('Tempo');
    const note = (await form.locator('.einstellungen-info').last().innerText()).trim();
    const named = [...note.matchAll(/„([^“]+)“/g)].map((m) => m[1]).filter((w) => w !== 'Neu geben');
    expect(named.sort()).toEqual([...labels].sort());
    if (game === 'bambuti') expect(note).not.toMatch(/Spieler|Varianten/);
  });
}
