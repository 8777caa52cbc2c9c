import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { dudabScenarios } from '../../src/games/dudab/scenarios';
import { RULE_ANCHORS } from '../../src/games/dudab/check';
import {
  PAGE,
  button,
  keyboardPress,
  cardButton,
  copiedLink,
  examplesDone,
  hand,
  makeMove,
  openScenario,
  playStep,
  position,
} from './dudab-helpers';
import { click, expectBadStepsStartAtOne, playExampleToEnd } from './game-helpers';
import { dudab } from '../../src/games/dudab/rules';
import { stateBeforeStep } from '../../src/games/core/scenario';

const scenario = (id: string) => dudabScenarios.find((s) => s.id === id)!;
const ziffern = scenario('ziffern-legen');

test('the page has every rule anchor, six examples beside their rules, and cards with German names', async ({ page }) => {
  await page.goto(PAGE);
  for (const id of RULE_ANCHORS) await expect(page.locator(`h2#${id}, h3#${id}`)).toHaveCount(1);
  for (const s of dudabScenarios) {
    await expect(page.locator(`#szenario-${s.id}`)).toHaveCount(1);
    await expect(page.locator(`a[href="#szenario-${s.id}"]`).first()).toBeAttached();
  }
  await expect(page.getByRole('img', { name: 'Dudab' }).first()).toBeAttached();
  await expect(page.getByText('Gelb · Keule · 2').first()).toBeVisible();
});

test('an example by mouse: wrong tries get the engine’s reason and „Zur Regel“, then it is solved', async ({ page }) => {
  const section = await openScenario(page, ziffern.id);
  await playStep(section, ziffern, 1);
  // same colour on row 1
  const state = stateBeforeStep(dudab, ziffern, 2);
  await cardButton(section, state, 'Z-rot-keule-3').click();
  await button(section, 'Auf Reihe 1 legen').click();
  await expect(section.getByText(/Nicht erlaubt: Gleiche Farbe/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', '#legen');
  // no wrap from 4 to 1 on row 2: a second wrong try answers again
  await cardButton(section, state, 'Z-blau-hand-1').click();
  await button(section, 'Auf Reihe 2 legen').click();
  await expect(section.getByText(/2\. Versuch/)).toBeVisible();
  await expect(section.getByText(/nicht im Kreis/)).toBeVisible();
  // „Tipp“ gives the step's hint
  await button(section, 'Tipp').click();
  const step = ziffern.steps[1]!;
  if (step.kind !== 'expect') throw new Error('step 2 expects a move');
  await expect(section.getByText(step.hint)).toBeVisible();
  for (let n = 2; n <= ziffern.steps.length; n++) await playStep(section, ziffern, n);
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  await expect.poll(() => examplesDone(page)).toContain(ziffern.id);
  await expectAxeClean(page, `#szenario-${ziffern.id}`);
});

test('every example reaches its end in the browser', async ({ page }) => {
  test.setTimeout(240_000);
  for (const s of dudabScenarios) {
    const section = await openScenario(page, s.id);
    await playExampleToEnd(section, s, playStep, click);
  }
});

for (const id of ['dudab-wunsch', 'sechs-nimmt']) {
  test(`example „${id}“ by keyboard alone (the wish picker, choosing two cards to keep)`, async ({ page }) => {
    const s = scenario(id);
    const section = await openScenario(page, s.id);
    // the walk starts at the example, as for a reader who arrives by its link
    await section.focus();
    const press = keyboardPress(page);
    await playExampleToEnd(section, s, playStep, press);
  });
}

test('the wish picker groups the twelve wishes by Farbe, Symbol and Ziffer; Escape goes back to the card', async ({ page }) => {
  const s = scenario('dudab-wunsch');
  const section = await openScenario(page, s.id, 2);
  const state = stateBeforeStep(dudab, s, 2);
  await cardButton(section, state, 'D-1').click();
  await button(section, 'Auf Reihe 1 legen').click();
  const picker = section.getByRole('group', { name: 'Was wünschst du dir für Reihe 1?' });
  await expect(picker).toBeVisible();
  for (const [group, count] of [
    ['Farbe', 4],
    ['Symbol', 4],
    ['Ziffer', 4],
  ] as const) {
    await expect(picker.getByRole('group', { name: group, exact: true }).getByRole('button')).toHaveCount(count);
  }
  await expect(picker.getByRole('button', { name: 'Farbe Rot wünschen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(cardButton(section, state, 'D-1')).toBeFocused();
  // a wish the step does not want gets the example's own explanation
  await cardButton(section, state, 'D-1').click();
  await button(section, 'Auf Reihe 1 legen').click();
  await picker.getByRole('button', { name: 'Farbe Blau wünschen' }).click();
  await expect(section.getByText(/Wünsch dir das Symbol Mammut/)).toBeVisible();
});

test('reducing is select-then-confirm, and the engine says why the Sammelstapel is not allowed', async ({ page }) => {
  const s = scenario('sechs-nimmt');
  const section = await openScenario(page, s.id, 3);
  const state = stateBeforeStep(dudab, s, 3);
  await cardButton(section, state, 'Z-rot-hand-1').click();
  await expect(section.getByText(/Du behältst: Rot · Hand · 1 \(1 von 2\)/)).toBeVisible();
  await cardButton(section, state, 'D-2').click();
  await expect(cardButton(section, state, 'D-2')).toHaveAttribute('aria-pressed', 'true');
  await button(section, 'Rest in den Sammelstapel').click();
  await expect(section.getByText(/Nicht erlaubt: In den Sammelstapel nur, wenn eine Dudab-Karte dabei ist/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', '#reduzieren');
  // the selection stays for a correction; one card to keep is not enough
  await expect(cardButton(section, state, 'D-2')).toHaveAttribute('aria-pressed', 'true');
  await cardButton(section, state, 'Z-rot-hand-1').click();
  await cardButton(section, state, 'D-2').click();
  await cardButton(section, state, 'S-gruen-1').click();
  await button(section, 'Rest abwerfen').click();
  await expect(section.getByText(/genau zwei Karten behalten/)).toBeVisible();
});

test('dumping excess cards waits for the confirm button and counts', async ({ page }) => {
  const s = scenario('schamane-verhext');
  const n = s.steps.findIndex((x) => x.kind === 'expect' && x.move.type === 'entsorgen') + 1;
  const section = await openScenario(page, s.id, n);
  const state = stateBeforeStep(dudab, s, n);
  await cardButton(section, state, 'Z-gelb-fell-1').click();
  await button(section, 'In den Sammelstapel entsorgen').click();
  await expect(section.getByText(/Nicht erlaubt: .*genau 2 Karten/)).toBeVisible();
  await cardButton(section, state, 'Z-blau-keule-1').click();
  // two selected: nothing happens until the reader confirms
  await expect(section.getByText(/Gewählt: .*\(2 von 2\)/)).toBeVisible();
  await button(section, 'In den Sammelstapel entsorgen').click();
  const step = s.steps[n - 1]!;
  if (step.kind !== 'expect') throw new Error('not an expect step');
  await expect(section.getByText(step.done)).toBeVisible();
});

test('open wishes and the curse are on the table and in a live region', async ({ page }) => {
  const w = scenario('dudab-wunsch');
  let section = await openScenario(page, w.id, 3);
  const status = section.locator('.dudab-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText(/Gewünscht ist in Reihe 1 das Symbol Mammut/);
  await expect(section.getByRole('list', { name: 'Reihen' }).getByText('Wunsch: Mammut')).toBeVisible();
  const c = scenario('schamane-verhext');
  const n = c.steps.findIndex((x) => x.kind === 'expect' && x.move.type === 'strafe') + 1;
  section = await openScenario(page, c.id, n);
  await expect(section.locator('.dudab-status')).toHaveText(/Du bist verhext – der Schamane liegt in Reihe 1/);
  await expect(section.getByRole('list', { name: 'Reihen' }).getByText('verhext dich')).toBeVisible();
});

test('step link: address bar follows the step, the link opens the same position, reload keeps it', async ({ page, context }) => {
  const section = await openScenario(page, ziffern.id);
  for (let n = 1; n <= 2; n++) await playStep(section, ziffern, n);
  await expect(section.getByText(`Schritt 3 von ${ziffern.steps.length}`)).toBeVisible();
  // step 3 is Anna's scripted move: its text shows once the move has been played out
  const played = ziffern.steps[2]!.text;
  await expect(section.getByText(played, { exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?szenario=${ziffern.id}&schritt=3`);
  const link = await copiedLink(section);
  const before = await position(section);
  const other = await context.newPage();
  await other.goto(link);
  const again = other.locator(`#szenario-${ziffern.id}`);
  await hydrated(other, `#szenario-${ziffern.id}`);
  await expect(again.getByText(`Schritt 3 von ${ziffern.steps.length}`)).toBeVisible();
  await expect(again.getByText(played, { exact: true })).toBeVisible();
  expect(await position(again)).toEqual(before);
  await page.reload();
  await hydrated(page, `#szenario-${ziffern.id}`);
  await expect(page.locator(`#szenario-${ziffern.id}`).getByText(`Schritt 3 von ${ziffern.steps.length}`)).toBeVisible();
});

test('a link read only after the reader has acted takes nothing back (the address then names a later step)', async ({ page }) => {
  // the link's reader (a chunk of its own) arrives late, as on a slow line, once the reader has solved step 2
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/tutorialLink.*.js', async (route) => {
    await held;
    await route.continue();
  });
  const section = await openScenario(page, ziffern.id);
  await playStep(section, ziffern, 1);
  const step = ziffern.steps[1]!;
  if (step.kind !== 'expect') throw new Error('step 2 expects a move');
  await makeMove(section, stateBeforeStep(dudab, ziffern, 2), step.move);
  await expect(section.getByText(step.done)).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?szenario=${ziffern.id}&schritt=2`);
  release();
  // the link has been read once the island is brought into view and focused
  await expect(section).toBeFocused();
  await expect(section.getByText(step.done)).toBeVisible();
  await expect(button(section, 'Weiter')).not.toHaveAttribute('aria-disabled', 'true');
});

test('bad example links show a German notice and the normal start', async ({ page }) => {
  await page.goto(`${PAGE}?szenario=gibt-es-nicht&schritt=2`);
  const notice = page.getByRole('alert').filter({ hasText: 'gibt-es-nicht' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Beispiel');
  expect(new URL(page.url()).search).toBe('');
  await expectBadStepsStartAtOne(page, 'dudab', 'volle-hand', ['99', '0', 'drei', '-1']);
});

test('opponents’ hidden cards are never named to assistive technology', async ({ page }) => {
  const section = await openScenario(page, ziffern.id);
  const snapshot = await section.getByRole('list', { name: 'Gegner' }).ariaSnapshot();
  expect(snapshot).not.toMatch(/(Rot|Gelb|Grün|Blau) · |Schamane|Dudab/);
  await section.getByRole('switch', { name: 'Alle Karten zeigen' }).check();
  await expect(section.getByRole('group', { name: 'Karten von Anna' }).getByRole('img')).toHaveCount(3);
  await expect(hand(section).getByRole('button')).toHaveCount(4);
});

test('keyboard: a chosen card sends focus to the rows, and a refused row brings it back to the hand', async ({ page }) => {
  const section = await openScenario(page, ziffern.id, 2);
  const state = stateBeforeStep(dudab, ziffern, 2);
  await cardButton(section, state, 'Z-rot-keule-3').focus();
  await page.keyboard.press('Enter');
  await expect(button(section, 'Auf Reihe 1 legen')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(section.getByText(/Nicht erlaubt: Gleiche Farbe/)).toBeVisible();
  await expect(hand(section).getByRole('button', { name: 'Rot · Keule · 3' })).toBeFocused();
  // Escape on a row puts the card back
  await page.keyboard.press('Enter');
  await expect(button(section, 'Auf Reihe 1 legen')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button(section, 'Auf Reihe 1 legen')).toBeHidden();
  await expect(hand(section).getByRole('button', { name: 'Rot · Keule · 3' })).toBeFocused();
});
