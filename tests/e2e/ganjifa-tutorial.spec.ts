import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { ganjifaScenarios, szenario } from '../../src/games/ganjifa/scenarios';
import { card, hand, keyboardPress, openScenario, playStep, position, PAGE } from './ganjifa-helpers';
import { click, expectBadStepsStartAtOne, expectUnknownExampleNotice, playExampleToEnd } from './game-helpers';

const bedienen = szenario('bedienen');

test('an example by mouse: a wrong try gets the engine’s reason and „Zur Regel“, Tipp helps', async ({ page }) => {
  const section = await openScenario(page, bedienen.id);
  const wrongStep = bedienen.steps.findIndex((s) => s.kind === 'expect') + 1;
  for (let n = 1; n < wrongStep; n++) await playStep(section, bedienen, n, (b) => b.click());
  // Trumping while you can follow: the engine says why, and links the rule.
  await card(section, 'RAM-3').click();
  await expect(section.getByText(/Nicht erlaubt:.*Du musst bedienen/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', '#bedienen');
  // a second wrong try visibly answers again
  await card(section, 'MAT-5').click();
  await expect(section.getByText(/2\. Versuch/)).toBeVisible();
  // a legal but unwanted card gets the step's own explanation
  await card(section, 'NAR-2').click();
  await expect(section.getByText(/Sie ist deine stärkere Narasimha-Karte/)).toBeVisible();
  await section.getByRole('button', { name: 'Tipp', exact: true }).click();
  const step = bedienen.steps[wrongStep - 1]!;
  if (step.kind !== 'expect') throw new Error('not an expect step');
  await expect(section.getByText(step.hint)).toBeVisible();
  for (let n = wrongStep; n <= bedienen.steps.length; n++) await playStep(section, bedienen, n, (b) => b.click());
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('kartenspiele:fortschritt:ganjifa'))) ?? '[]'))
    .toContain(bedienen.id);
  await expectAxeClean(page, `#szenario-${bedienen.id}`);
});

test('every example reaches its end in the browser', async ({ page }) => {
  test.setTimeout(240_000);
  for (const scenario of ganjifaScenarios) {
    const section = await openScenario(page, scenario.id);
    await playExampleToEnd(section, scenario, playStep, click);
  }
});

test('one example by keyboard alone', async ({ page }) => {
  const scenario = szenario('blank');
  const section = await openScenario(page, scenario.id);
  await section.getByRole('heading', { name: scenario.title }).evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  const press = keyboardPress(page);
  await playExampleToEnd(section, scenario, playStep, press);
});

test('Dukal: a selection that is no Dukal gets the engine’s reason; the discards lie face up', async ({ page }) => {
  const scenario = szenario('dukal');
  const section = await openScenario(page, scenario.id);
  await section.getByRole('button', { name: 'Weiter', exact: true }).click();
  // Raja, Mantri, 3, 4: only two numbers.
  await section.getByRole('button', { name: 'Mehrere Karten wählen (Dukal)' }).click();
  for (const c of ['VAM-R', 'VAM-M', 'VAM-3', 'VAM-4']) await card(section, c).click();
  await expect(card(section, 'VAM-3')).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: 'Als Dukal-Sequenz ausspielen' }).click();
  await expect(section.getByText(/Nicht erlaubt:.*mindestens drei aufeinanderfolgende Zahlen/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', '#dukal');
  // Add the 5: now it is a Dukal.
  await card(section, 'VAM-5').click();
  await section.getByRole('button', { name: 'Als Dukal-Sequenz ausspielen' }).click();
  const expectStep = scenario.steps[1]!;
  if (expectStep.kind !== 'expect') throw new Error('step 2 should expect the Dukal');
  await expect(section.getByText(expectStep.done)).toBeVisible();
  await expect(section.getByRole('list', { name: 'Deine Dukal-Sequenz' })).toBeVisible();
  await section.getByRole('button', { name: 'Weiter', exact: true }).click();
  // Anna's first discard: face up, and how many she still has to throw.
  await expect(section.getByRole('list', { name: 'Abgeworfen von Anna' }).getByText('Kalki 2')).toBeAttached();
  await expect(section.getByText('Anna wirft ab: 1 von 5, noch 4 Karten abwerfen.')).toBeVisible();
  for (let n = 3; n <= scenario.steps.length; n++) await playStep(section, scenario, n, (b) => b.click());
  await expect(section.getByText('Du bekommst alle 15 Karten des Dukals.')).toBeVisible();
});

test('step link: address bar follows the step, the link opens the same position, reload keeps it', async ({ page, context }) => {
  const scenario = szenario('wer-gewinnt');
  const section = await openScenario(page, scenario.id);
  for (let n = 1; n <= 4; n++) await playStep(section, scenario, n, (b) => b.click());
  await expect(section.getByText(`Schritt 5 von ${scenario.steps.length}`)).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?szenario=${scenario.id}&schritt=5`);
  const link = await section.getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Link kopieren', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const before = await position(section);
  // the winner of the last trick is on the table
  expect(before.table).toContain('Bernd gewinnt den Stich mit der Rama 2.');

  const other = await context.newPage();
  await other.goto(link);
  await hydrated(other, `#szenario-${scenario.id}`);
  const again = other.locator(`#szenario-${scenario.id}`);
  await expect(again.getByText(`Schritt 5 von ${scenario.steps.length}`)).toBeVisible();
  expect(await position(again)).toEqual(before);

  await page.reload();
  await hydrated(page, `#szenario-${scenario.id}`);
  await expect(page.locator(`#szenario-${scenario.id}`).getByText(`Schritt 5 von ${scenario.steps.length}`)).toBeVisible();
});

test('bad example links show a German notice and the normal start', async ({ page }) => {
  await expectUnknownExampleNotice(page, 'ganjifa');
  // a heading id is no example
  await page.goto(`${PAGE}?szenario=blank`);
  await hydrated(page, '#szenario-blank');
  await page.goto(`${PAGE}?szenario=karten`);
  await expect(page.locator('#link-hinweis')).toBeVisible();

  await expectBadStepsStartAtOne(page, 'ganjifa', 'blank', ['99', '0', 'zwei', '-1'], { addressCleared: true });
});

test('hidden cards are never named to assistive technology; „Alle Karten zeigen“ shows them', async ({ page }) => {
  const section = await openScenario(page, 'blank');
  const opponents = await section.getByRole('list', { name: 'Gegner' }).ariaSnapshot();
  expect(opponents).not.toMatch(/(Matsya|Kurma|Varaha|Narasimha|Vamana|Parashurama|Rama|Krishna|Buddha|Kalki) (\d+|Raja|Mantri)/);
  await section.getByRole('switch', { name: 'Alle Karten zeigen' }).check();
  await expect(section.getByRole('group', { name: 'Karten von Anna' }).getByRole('img', { name: 'Buddha 1' })).toBeVisible();
});

test('examples start with the Merkhilfe on (wide screens): cards out and the highest still in play', async ({ page }) => {
  const section = await openScenario(page, 'wertung');
  await expect(section.getByRole('switch', { name: 'Merkhilfe' })).toBeChecked();
  const memo = section.getByRole('table', { name: /Merkhilfe/ });
  // Kurma: the Raja is in the reader's hand, so it is the highest still in play.
  await expect(memo.getByRole('row', { name: /^Kurma/ })).toContainText('Raja (bei dir)');
  await expect(hand(section).getByRole('button')).toHaveCount(2);
});
