/**
 * Parts of a game page that load only when wanted, each as a chunk of its own: what a link opens
 * (components/site/linkZiel.ts, only with ?szenario= or ?partie=), an example's step from its link
 * (tutorialLink.ts), the end of an example (TutorialDone.tsx) and the free game's settings form
 * (SettingsForm.tsx with the game's options form). A reader who only opens the page and scrolls
 * through it loads none of them. Should one not load (offline), the page says so in German and
 * offers „Noch einmal versuchen“, which then works.
 */
import { test as bare, type Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { gamePage } from './game-helpers';

const PAGE = gamePage('durak');
const chunk = (name: string) => new RegExp(`/_astro/${name}\\.[^/]*\\.js$`);
const LINK = chunk('linkZiel');
const STEP = chunk('tutorialLink');
const DONE = chunk('TutorialDone');
const FORM = chunk('SettingsForm');
const ALL = [LINK, STEP, DONE, FORM];

/** The chunks of `ALL` the page requested, by index. */
function watchChunks(page: Page): Set<number> {
  const seen = new Set<number>();
  page.on('request', (r) => ALL.forEach((re, i) => re.test(r.url()) && seen.add(i)));
  return seen;
}

test('durak: the plain page loads none of these parts; each comes when it is wanted', async ({ page }) => {
  const seen = watchChunks(page);
  await page.goto(PAGE);
  for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
  await hydrated(page, '#freies-spiel');
  await page.waitForLoadState('networkidle');
  expect([...seen]).toEqual([]);

  // the settings: opening the fold
  const free = page.locator('#freies-spiel');
  await free.getByText('Einstellungen für das nächste Spiel').click();
  await expect(free.getByRole('combobox', { name: 'Spieler', exact: true })).toBeVisible();
  expect(seen.has(ALL.indexOf(FORM))).toBe(true);

  // a link to an example's last step: the link's parts; „Weiter“ there: the end of the example
  await page.goto(`${PAGE}?szenario=erster-angriff&schritt=6`);
  const section = page.locator('#szenario-erster-angriff');
  await expect(section.getByText('Schritt 6 von 6')).toBeVisible();
  expect(seen.has(ALL.indexOf(LINK)) && seen.has(ALL.indexOf(STEP))).toBe(true);
  expect(seen.has(ALL.indexOf(DONE))).toBe(false);
  await section.getByRole('button', { name: 'Weiter' }).click();
  await expect(section.getByRole('heading', { name: 'Ende des Beispiels' })).toBeVisible();
  await expect(section.locator('.geschafft')).toBeFocused();
  expect(seen.has(ALL.indexOf(DONE))).toBe(true);
});

// The failed loads are the point of these tests: the browser logs each as an error, which the
// shared fixture would count as a fault of the page. Every error logged here must be such a load.
// No service worker: page.route does not see what it answers.
bare.describe('parts that do not load', () => {
  bare.use({ serviceWorkers: 'block' });

  /** Aborts `re`'s chunk; returns the page's other errors (there must be none). */
  async function offline(page: Page, re: RegExp): Promise<string[]> {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' && !re.test(m.location().url)) errors.push(m.text());
    });
    await page.route(re, (route) => route.abort());
    return errors;
  }

  bare('the link’s part: #link-fehler says so, and trying again opens the example', async ({ page }) => {
    const errors = await offline(page, LINK);
    await page.goto(`${PAGE}?szenario=trumpf&schritt=2`);
    const failed = page.locator('#link-fehler');
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed).toContainText('Dieser Link ließ sich gerade nicht öffnen. Versuch es gleich noch einmal.');
    await page.unroute(LINK);
    await failed.getByRole('button', { name: 'Noch einmal versuchen' }).click();
    await expect(failed).toBeHidden();
    await expect(page).toHaveTitle(/^Beispiel „/);
    await expect(page.locator('#szenario-trumpf').getByText(/^Schritt 2 von \d+$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  bare('an example’s step from its link: the example says so, and trying again opens the step', async ({ page }) => {
    const errors = await offline(page, STEP);
    await page.goto(`${PAGE}?szenario=erster-angriff&schritt=3`);
    const section = page.locator('#szenario-erster-angriff');
    await expect(section.getByRole('alert')).toHaveText(
      'Der Link zu diesem Schritt ließ sich gerade nicht öffnen. Versuch es gleich noch einmal.',
    );
    await page.unroute(STEP);
    await section.getByRole('button', { name: 'Noch einmal versuchen' }).click();
    await expect(section.getByText('Schritt 3 von 6')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Noch einmal versuchen' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  bare('the end of an example: the example says so, and trying again shows it', async ({ page }) => {
    const errors = await offline(page, DONE);
    await page.goto(`${PAGE}?szenario=erster-angriff&schritt=6`);
    const section = page.locator('#szenario-erster-angriff');
    await expect(section.getByText('Schritt 6 von 6')).toBeVisible();
    await section.getByRole('button', { name: 'Weiter' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'Das Ende des Beispiels ließ sich gerade nicht laden. Versuch es gleich noch einmal.',
    );
    await page.unroute(DONE);
    await section.getByRole('button', { name: 'Noch einmal versuchen' }).click();
    await expect(section.getByRole('heading', { name: 'Ende des Beispiels' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  bare('the settings form: the fold says so, and trying again shows the form', async ({ page }) => {
    const errors = await offline(page, FORM);
    await page.goto(PAGE);
    await hydrated(page, '#freies-spiel');
    const free = page.locator('#freies-spiel');
    await free.getByText('Einstellungen für das nächste Spiel').click();
    const fold = free.locator('details.einstellungen-klappe');
    await expect(fold.getByRole('alert')).toHaveText('Die Einstellungen ließen sich gerade nicht laden. Versuch es gleich noch einmal.');
    await page.unroute(FORM);
    await fold.getByRole('button', { name: 'Noch einmal versuchen' }).click();
    await expect(fold.getByRole('combobox', { name: 'Tempo', exact: true })).toBeVisible();
    await expect(fold.getByRole('combobox', { name: 'Spieler', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
