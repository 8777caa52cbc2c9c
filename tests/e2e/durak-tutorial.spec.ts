import { test, expect, expectAxeClean } from './fixtures';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { keyboardPress, openScenario, playStep, position, hand, PAGE } from './durak-helpers';
import { click, expectBadStepsStartAtOne, expectUnknownExampleNotice, playExampleToEnd } from './game-helpers';

const first = durakScenarios.find((s) => s.id === 'erster-angriff')!;

test('a whole example played by clicking cards, with a wrong try explained', async ({ page }) => {
  const section = await openScenario(page, first.id);
  // The step with the Pik Ass invitation: an illegal card gets the engine's reason and a rule link.
  const wrongStep = first.steps.findIndex((s) => s.kind === 'expect' && s.move.type === 'DEFEND') + 1;
  for (let n = 1; n < wrongStep; n++) await playStep(section, first, n, (b) => b.click());
  // the engine's German reasons come with the first refused move (check.ts, a chunk of its own)
  const reasons: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/check\.[^/]*\.js$/.test(r.url())) reasons.push(r.url());
  });
  await hand(section).getByRole('button', { name: 'Pik Ass', exact: true }).click({ force: true });
  await expect(section.getByText(/Nicht erlaubt/)).toBeVisible();
  expect(reasons).toHaveLength(1);
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', /^#(abwehren|angreifen)$/);
  // „Tipp“ gives the step's hint.
  await section.getByRole('button', { name: 'Tipp', exact: true }).click();
  const hint = first.steps[wrongStep - 1]!;
  if (hint.kind !== 'expect') throw new Error('step is not an expect step');
  await expect(section.getByText(hint.hint)).toBeVisible();
  for (let n = wrongStep; n <= first.steps.length; n++) await playStep(section, first, n, (b) => b.click());
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Jetzt frei spielen' })).toHaveAttribute('href', '#freies-spiel');
  const done = await page.evaluate(() => localStorage.getItem('kartenspiele:fortschritt:durak'));
  expect(JSON.parse(done ?? '[]')).toContain(first.id);
  await expectAxeClean(page, `#szenario-${first.id}`);
});

test('every example reaches its end in the browser', async ({ page }) => {
  test.setTimeout(180_000);
  for (const scenario of durakScenarios) {
    const section = await openScenario(page, scenario.id);
    await playExampleToEnd(section, scenario, playStep, click);
  }
});

test('one example by keyboard alone', async ({ page }) => {
  const scenario = durakScenarios.find((s) => s.id === 'trumpf')!;
  const section = await openScenario(page, scenario.id);
  // Tab (or Shift+Tab) towards the control, arrow keys inside the hand, then Enter – no mouse anywhere.
  const press = keyboardPress(page);
  // the link put the focus on the example, so the Tab walk starts there
  await expect(section).toBeFocused();
  await playExampleToEnd(section, scenario, playStep, press);
});

test('step link: address bar follows the step, the link opens the same position', async ({ page, context }) => {
  const section = await openScenario(page, first.id);
  const historyLength = await page.evaluate(() => history.length);
  for (let n = 1; n <= 3; n++) await playStep(section, first, n, (b) => b.click());
  await expect(section.getByText(`Schritt 4 von ${first.steps.length}`)).toBeVisible();
  // step 4 shows Anna's move: compare the positions once it is on the table
  await expect(section.getByText(first.steps[3]!.text, { exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?szenario=${first.id}&schritt=4`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  const field = section.getByRole('textbox', { name: 'Link zu dieser Stellung' });
  const link = await field.inputValue();
  expect(new URL(link).pathname + new URL(link).search).toBe(`${PAGE}?szenario=${first.id}&schritt=4`);
  const before = await position(section);

  const other = await context.newPage();
  await other.goto(link);
  const again = other.locator(`#szenario-${first.id}`);
  await expect(again.getByText(`Schritt 4 von ${first.steps.length}`)).toBeVisible();
  await expect(other.locator(`astro-island:has(#szenario-${first.id})`)).not.toHaveAttribute('ssr', /.*/);
  await expect(again.getByText(first.steps[3]!.text, { exact: true })).toBeVisible();
  expect(await position(again)).toEqual(before);
  // reload keeps the step
  await page.reload();
  await expect(page.locator(`#szenario-${first.id}`).getByText(`Schritt 4 von ${first.steps.length}`)).toBeVisible();
});

test('bad example links show a German notice and the normal start', async ({ page }) => {
  await expectUnknownExampleNotice(page, 'durak');
  await expectBadStepsStartAtOne(page, 'durak', 'trumpf', ['99', '0', 'drei', '-1']);
});

test('opponents’ hidden cards are never named to assistive technology', async ({ page }) => {
  const section = await openScenario(page, first.id);
  const snapshot = await section.getByRole('list', { name: 'Gegner' }).ariaSnapshot();
  expect(snapshot).not.toMatch(/(Kreuz|Pik|Herz|Karo) (6|7|8|9|10|Bube|Dame|König|Ass)/);
  // with „Alle Karten zeigen“ they are shown on purpose
  await section.getByRole('switch', { name: 'Alle Karten zeigen' }).check();
  await expect(section.getByRole('group', { name: 'Karten von Anna' })).toBeVisible();
});
