import { test, expect, expectAxeClean, hydrated } from './fixtures';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import { bambuti } from '../../src/games/bambuti/rules';
import { stateBeforeStep } from '../../src/games/core/scenario';
import {
  CARD_NAME,
  PAGE,
  arrange,
  arrangeGroup,
  arrangement,
  click,
  expectNoSidewaysScroll,
  expectTappable,
  hand,
  keyboardPress,
  openScenario,
  playStep,
  position,
  targetButton,
  type BambutiScenario,
} from './bambuti-helpers';
import { expectBadStepsStartAtOne, expectUnknownExampleNotice, playExampleToEnd } from './game-helpers';
import { allIslandsHydrated } from './site-pages';

const byId = (id: string) => bambutiScenarios.find((s) => s.id === id)! as BambutiScenario;
const expectIndex = (sc: BambutiScenario) => sc.steps.findIndex((s) => s.kind === 'expect') + 1;

test('arranging by mouse: a wrong order gets the engine’s reason and „Zur Regel“, then the example to its end', async ({ page }) => {
  const sc = byId('auslage-ordnen');
  const section = await openScenario(page, sc.id);
  await playStep(section, sc, 1, click);
  // Highest value outside the middle: Rot 3, Gelb 9, Grün 6, Blau 9, Weiß 2 as dealt is not allowed.
  await arrange(section, ['M-gelb-9', 'M-rot-3', 'M-gruen-6', 'M-blau-9', 'M-weiss-2'], click);
  await expect(section.getByText(/Nicht erlaubt/)).toBeVisible();
  await expect(section.getByText(/In der Mitte muss der höchste Wert liegen/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', '#auslage-anordnen');
  // a second wrong try answers visibly again
  await arrange(section, ['M-rot-3', 'M-gruen-6', 'M-gelb-9', 'M-weiss-2', 'M-blau-9'], click);
  await expect(section.getByText(/2\. Versuch/)).toBeVisible();
  await expect(section.getByText(/von der Mitte weg abfallen/)).toBeVisible();
  // „Tipp“ gives the step's hint
  await section.getByRole('button', { name: 'Tipp', exact: true }).click();
  const step = sc.steps[1]!;
  if (step.kind !== 'expect') throw new Error('step 2 asks for the arrangement');
  await expect(section.getByText(step.hint)).toBeVisible();
  for (let n = 2; n <= sc.steps.length; n++) await playStep(section, sc, n, click);
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kartenspiele:fortschritt:bambuti'))) ?? '[]')).toContain(sc.id);
  await expectAxeClean(page, `#szenario-${sc.id}`);
});

test('dragging one mask onto another swaps them', async ({ page }) => {
  const sc = byId('auslage-ordnen');
  const section = await openScenario(page, sc.id, 2);
  const slots = arrangeGroup(section).getByRole('button');
  const before = await arrangement(section);
  const from = await slots.nth(0).boundingBox();
  const to = await slots.nth(2).boundingBox();
  if (!from || !to) throw new Error('no slot boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  const after = await arrangement(section);
  expect(after).toEqual([before[2], before[1], before[0], before[3], before[4]]);
  // the drag is not also a pick
  await expect(slots.nth(2)).toHaveAttribute('aria-pressed', 'false');
});

test('placing: wrong colour on Anna’s row explained, with the rule link', async ({ page }) => {
  const sc = byId('gegnerische-reihe');
  const n = expectIndex(sc);
  const section = await openScenario(page, sc.id, n);
  const state = stateBeforeStep(bambuti, sc, n);
  // Blau 3 onto Anna's Gelb 8: the colour rule
  await hand(section).getByRole('button', { name: 'Blau 3', exact: true }).click();
  await expect(section.getByText('Wohin mit der Blau 3?', { exact: false })).toBeVisible();
  await targetButton(section, state, sc.names, 1, 4).click();
  await expect(section.getByText(/Auf die Reihe deines Gegners darfst du nur eine Maske derselben Farbe legen/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zur Regel' })).toHaveAttribute('href', '#gegnerische-reihe');
  // choosing another card replaces the choice; „Abbrechen“ clears it
  await hand(section).getByRole('button', { name: 'Rot 2', exact: true }).click();
  await hand(section).getByRole('button', { name: 'Gelb 3', exact: true }).click();
  await expect(section.getByText('Wohin mit der Gelb 3?', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await expect(section.getByText('Wohin mit der', { exact: false })).toHaveCount(0);
  for (let k = n; k <= sc.steps.length; k++) await playStep(section, sc, k, click);
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
});

test('every example reaches its end in the browser', async ({ page }) => {
  test.setTimeout(240_000);
  for (const sc of bambutiScenarios) {
    const section = await openScenario(page, sc.id);
    await playExampleToEnd(section, sc as BambutiScenario, playStep, click);
  }
});

for (const id of ['auslage-ordnen', 'trommel']) {
  test(`the example „${id}“ by keyboard alone`, async ({ page }) => {
    test.setTimeout(120_000);
    const sc = byId(id);
    const section = await openScenario(page, sc.id);
    await section.getByRole('heading', { name: sc.title }).evaluate((el) => {
      el.setAttribute('tabindex', '-1');
      (el as HTMLElement).focus();
    });
    const press = keyboardPress(page);
    await playExampleToEnd(section, sc, playStep, press);
  });
}

test('the column calculator explains a marker in words and numbers, live as cards change', async ({ page }) => {
  const sc = byId('punkteanzeiger');
  const n = expectIndex(sc);
  const section = await openScenario(page, sc.id, n);
  const markers = section.getByRole('list', { name: 'Punkteanzeiger', exact: true });
  await markers.getByRole('button', { name: 'Spalte 3: Anzeiger 8 auf deiner Seite', exact: true }).click();
  const rechner = section.locator('.rechner');
  await expect(rechner).toHaveText('Spalte 3: Grün 9 gegen Rot 10: 9 für dich, 10 − 9 = 1 für Anna – Anzeiger 8 auf deiner Seite.');
  await expect(markers.getByRole('button', { name: 'Spalte 4: Anzeiger 8 auf Annas Seite', exact: true })).toBeVisible();
  // the marker of column 4 lies on Anna's side: above the middle of its track
  const stone = (col: number) =>
    markers
      .getByRole('listitem')
      .nth(col - 1)
      .locator('.anzeiger-stein');
  const track = (col: number) =>
    markers
      .getByRole('listitem')
      .nth(col - 1)
      .getByRole('button');
  const [s4, t4] = [await stone(4).boundingBox(), await track(4).boundingBox()];
  expect(s4!.y + s4!.height / 2).toBeLessThan(t4!.y + t4!.height / 2);
  const [s3, t3] = [await stone(3).boundingBox(), await track(3).boundingBox()];
  expect(s3!.y + s3!.height / 2).toBeGreaterThan(t3!.y + t3!.height / 2);
  // the move: Blau 9 on column 4; the calculator follows the changed column
  await playStep(section, sc, n, click);
  await expect(rechner).toHaveText('Spalte 4: Blau 9 gegen Gelb 10: 9 für dich, 10 − 9 = 1 für Anna – Anzeiger 8 auf deiner Seite.');
  await expect(markers.getByRole('button', { name: 'Spalte 4: Anzeiger 8 auf deiner Seite', exact: true })).toBeVisible();
  // all five columns at once
  await section.locator('summary', { hasText: 'Alle Spalten' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Weiß 1 gegen Grün 2' })).toBeVisible();
});

test('a new symmetric colour order: the pairs light up before the Wertung is booked', async ({ page }) => {
  const sc = byId('symmetrie');
  const n = expectIndex(sc);
  const section = await openScenario(page, sc.id, n);
  const state = stateBeforeStep(bambuti, sc, n);
  await section.locator('summary', { hasText: 'Wertungsblock' }).click();
  await expect(section.getByRole('table', { name: 'Wertungsblock' }).getByText('Noch keine Wertung.')).toBeVisible();
  await hand(section).getByRole('button', { name: 'Rot 3', exact: true }).click();
  await targetButton(section, state, sc.names, 0, 5).click();
  const mine = section.getByRole('list', { name: 'Deine Reihe', exact: true });
  await expect(section.getByRole('status').filter({ hasText: 'Symmetrisch!' })).toBeVisible();
  await expect(mine.locator('li.paar')).toHaveCount(4);
  await expect(section.getByRole('table', { name: 'Wertungsblock' })).toContainText('die Wertung wird gleich gebucht');
  // a moment later the Wertung stands in the block with its trigger and the points
  const row = section
    .getByRole('table', { name: 'Wertungsblock' })
    .getByRole('row')
    .filter({ hasText: 'Symmetrische Farbreihenfolge – du' });
  await expect(row).toContainText('9');
  await expect(row).toContainText('6');
  await expect(section.getByRole('status').filter({ hasText: 'Symmetrisch!' })).toHaveCount(0);
  await expect(section.getByText('symmetrisch', { exact: true })).toBeVisible();
});

test('step link: address bar follows the step, the link opens the same position, reload keeps it', async ({ page, context }) => {
  const sc = byId('trommel');
  const section = await openScenario(page, sc.id);
  const historyLength = await page.evaluate(() => history.length);
  for (let n = 1; n <= 3; n++) await playStep(section, sc, n, click);
  await expect(section.getByText(`Schritt 4 von ${sc.steps.length}`)).toBeVisible();
  // step 4 is Anna's move: the position is the one after it
  await expect(section.getByText(sc.steps[3]!.text, { exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?szenario=${sc.id}&schritt=4`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  const field = section.getByRole('textbox', { name: 'Link zu dieser Stellung' });
  const link = await field.inputValue();
  expect(new URL(link).pathname + new URL(link).search).toBe(`${PAGE}?szenario=${sc.id}&schritt=4`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Link kopieren', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const before = await position(section);

  const other = await context.newPage();
  await other.goto(link);
  const again = other.locator(`#szenario-${sc.id}`);
  await expect(again.getByText(sc.steps[3]!.text, { exact: true })).toBeVisible();
  await hydrated(other, `#szenario-${sc.id}`);
  expect(await position(again)).toEqual(before);
  await page.reload();
  await hydrated(page, `#szenario-${sc.id}`);
  await expect(page.locator(`#szenario-${sc.id}`).getByText(sc.steps[3]!.text, { exact: true })).toBeVisible();
  expect(await position(page.locator(`#szenario-${sc.id}`))).toEqual(before);
});

test('bad example links show a German notice and the normal start', async ({ page }) => {
  await expectUnknownExampleNotice(page, 'bambuti');
  await expectBadStepsStartAtOne(page, 'bambuti', 'symmetrie', ['99', '0', 'drei', '-1']);
});

test('Anna’s hidden cards and her face-down first Auslage are never named to assistive technology', async ({ page }) => {
  const section = await openScenario(page, 'auslage-ordnen', 2);
  const opponents = await section.getByRole('list', { name: 'Gegner', exact: true }).ariaSnapshot();
  expect(opponents).not.toMatch(CARD_NAME);
  // her face-down row is one sentence, not five empty list items
  await expect(section.getByText('Annas Reihe: 5 verdeckte Masken', { exact: true })).toBeAttached();
  await expect(section.getByRole('list', { name: 'Annas Reihe', exact: true })).toHaveCount(0);
  expect(await section.locator('.reihe-bereich-gegner').ariaSnapshot()).not.toMatch(CARD_NAME);
  const s2 = await openScenario(page, 'eigene-reihe');
  expect(await s2.getByRole('list', { name: 'Gegner', exact: true }).ariaSnapshot()).not.toMatch(CARD_NAME);
  // with „Alle Karten zeigen“ they are shown on purpose
  await s2.getByRole('switch', { name: 'Alle Karten zeigen' }).check();
  await expect(s2.getByRole('list', { name: 'Karten von Anna' })).toBeVisible();
  await expect(s2.getByRole('list', { name: 'Karten von Anna' })).toContainText('Gelb 3');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the whole Bambuti page is axe clean with every island hydrated (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(PAGE);
    const islands = page.locator('astro-island');
    const count = await islands.count();
    // the seven examples and the free game („Übungen“ is plain HTML until an exercise starts)
    expect(count).toBe(8);
    await expect(page.getByRole('button', { name: 'Übung starten', exact: true })).toBeVisible();
    await allIslandsHydrated(page);
    await expectAxeClean(page);
    // with a card chosen, the columns are buttons: still clean
    const sc = byId('eigene-reihe');
    const section = page.locator(`#szenario-${sc.id}`);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Weiter', exact: true }).click();
    await hand(section).getByRole('button', { name: 'Blau 3', exact: true }).click();
    await expect(section.getByText('Wohin mit der Blau 3?', { exact: false })).toBeVisible();
    await expectAxeClean(page, `#szenario-${sc.id}`);
  });
}

test('narrow screen: the page fits 360 px, cards, columns and markers are tappable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const sc = byId('gegnerische-reihe');
  const n = expectIndex(sc);
  const section = await openScenario(page, sc.id, n);
  await expectNoSidewaysScroll(page);
  await expectTappable(hand(section).getByRole('button'), 360);
  await expectTappable(section.getByRole('list', { name: 'Punkteanzeiger' }).getByRole('button'), 360);
  await hand(section).getByRole('button', { name: 'Gelb 3', exact: true }).click();
  await expect(section.locator('[data-ziel]')).toHaveCount(10);
  await expectTappable(section.locator('[data-ziel]'), 360);
  await expectNoSidewaysScroll(page);
});
