/**
 * Plumbing the Playwright tests of every game share: opening an example or the free play, pressing
 * by mouse or by keyboard alone, the free-play link round trip (copy, open elsewhere, reload) and the check of bad example links.
 * What only one game has (its position, its moves, its hidden-card names) stays in its own helpers.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';
import type { Scenario } from '../../src/games/core/scenario';

export type Game = 'durak' | 'ganjifa' | 'dudab' | 'bambuti';

/** The game's page: `/spiele/<spiel>/`. */
export const gamePage = (game: Game) => `/spiele/${game}/`;

/**
 * Opens example `id` (at `step`, if given) and waits for its island – and, with a step, until the
 * island has read the link: that happens after hydration (the link's reader is a chunk of its own),
 * so until then step 1 shows and takes keys and clicks. Waits for the step's number on screen, or
 * for the notice of a bad step.
 */
export async function openScenario(page: Page, game: Game, id: string, step?: number | string): Promise<Locator> {
  await page.goto(`${gamePage(game)}?szenario=${id}${step ? `&schritt=${step}` : ''}`);
  await hydrated(page, `#szenario-${id}`);
  const section = page.locator(`#szenario-${id}`);
  if (step) {
    const stepShown = section.locator('.schritt-zahl').getByText(new RegExp(`^Schritt ${step} von \\d+$`));
    await expect(stepShown.or(section.getByRole('alert')).first()).toBeVisible();
  }
  return section;
}

/**
 * „Neu geben“, then waits until the new deal is on the table: its link differs from the old one.
 * Without the wait a test could read (or click) the old deal's cards in the moment before the
 * new one replaces them.
 */
export async function dealAgain(section: Locator): Promise<void> {
  const link = section.getByLabel('Link zu dieser Stellung', { exact: true });
  const before = await link.inputValue();
  await section.getByRole('button', { name: 'Neu geben', exact: true }).first().click();
  await expect(link).not.toHaveValue(before);
}

/** Opens the free-play island (optionally with a query such as `?partie=…`) and waits for it. */
export async function openFreePlay(page: Page, game: Game, query = ''): Promise<Locator> {
  await page.goto(gamePage(game) + query);
  return freeGameStarted(page);
}

/**
 * The free game hydrated and on the table: with a link or a kept game it first loads what reads
 * them (FreePlayShell), and its placeholder is busy until then. (Not in `hydrated`: a test that
 * pauses the page's clock must move it on before the island's effects run.)
 */
export async function freeGameStarted(page: Page): Promise<Locator> {
  await hydrated(page, '#freies-spiel');
  const free = page.locator('#freies-spiel');
  await expect(free.locator('.tisch-warten[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // Without a link or a kept game the reader deals (the game's chunk and XState load then).
  const deal = free.getByRole('button', { name: 'Karten geben' });
  if (await deal.isVisible()) await deal.click();
  await expect(free.locator('.tisch-warten')).toHaveCount(0, { timeout: 20_000 });
  return free;
}

export type Press = (target: Locator) => Promise<void>;

/** Plays every step of an example with the game's `playStep` and `press`; then „Geschafft!“ shows. */
export async function playExampleToEnd<Sc extends { steps: readonly unknown[] }>(
  section: Locator,
  scenario: Sc,
  playStep: (section: Locator, scenario: Sc, n: number, press: Press) => Promise<unknown>,
  press: Press,
): Promise<void> {
  for (let n = 1; n <= scenario.steps.length; n++) await playStep(section, scenario, n, press);
  await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
}

/** Presses by mouse. */
export const click: Press = (target) => target.click();

/**
 * Presses a control by keyboard alone, no mouse anywhere: Tab or Shift+Tab towards it, the arrow
 * keys between the cards of a hand (one Tab stop), then Enter. Fails when the control cannot be
 * reached.
 */
export function keyboardPress(page: Page): Press {
  return async (target) => {
    await expect(target).toBeVisible();
    for (let i = 0; i < 200; i++) {
      const key = await target.evaluate((el) => {
        const active = document.activeElement;
        if (el === active) return 'Enter';
        const hand = el.closest('.hand');
        if (hand && active && hand.contains(active) && active.hasAttribute('data-karte') && el.hasAttribute('data-karte')) {
          const cards = [...hand.querySelectorAll('[data-karte]')];
          return cards.indexOf(el) > cards.indexOf(active) ? 'ArrowRight' : 'ArrowLeft';
        }
        if (!active || active === document.body) return 'Tab';
        return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 'Tab' : 'Shift+Tab';
      });
      await page.keyboard.press(key);
      if (key === 'Enter') return;
    }
    throw new Error('control not reachable by keyboard: ' + target.toString());
  };
}

/**
 * Plays step `n` of a scenario as a reader: for 'expect' steps the expected move (`makeMove`, the
 * game's own way of making it) until the step's `done` text shows; then „Weiter“.
 */
export async function playScenarioStep<L, M, S>(
  section: Locator,
  scenario: Scenario<L, M, S>,
  n: number,
  press: Press,
  makeMove: (move: M) => Promise<void>,
) {
  const step = scenario.steps[n - 1]!;
  await expect(section.getByText(`Schritt ${n} von ${scenario.steps.length}`)).toBeVisible();
  // the step's own text shows once a scripted move has been played out
  await expect(section.getByText(step.text, { exact: true })).toBeVisible();
  if (step.kind === 'expect') {
    await makeMove(step.move);
    await expect(section.getByText(step.done)).toBeVisible();
  }
  await press(section.getByRole('button', { name: 'Weiter', exact: true }));
}

export const logLines = (section: Locator) => section.getByRole('list', { name: 'Spielverlauf' }).getByRole('listitem');

/**
 * „Tipp“ shows a hint; then one decision of the reader (`decide`) and „Rückgängig“ bring back the
 * position from before it (the game's `position`). Returns that position.
 */
export async function expectTippAndUndo<P>(
  section: Locator,
  position: (section: Locator) => Promise<P>,
  decide: (section: Locator) => Promise<unknown>,
): Promise<P> {
  await section.getByRole('button', { name: 'Tipp', exact: true }).click();
  await expect(section.getByText(/^Tipp:/)).toBeVisible();
  const start = await position(section);
  await decide(section);
  await section.getByRole('button', { name: 'Rückgängig', exact: true }).click();
  await expect.poll(() => position(section)).toEqual(start);
  return start;
}

/** „Link kopieren“ puts exactly `link` on the clipboard and says so. */
export async function expectCopied(section: Locator, link: string) {
  const page = section.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Link kopieren', exact: true }).click();
  await expect(section.getByText('Link kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
}

/** „Link kopieren“: returns the link of the current position, checked against the clipboard. */
export async function copiedLink(section: Locator): Promise<string> {
  const link = await section.getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();
  await expectCopied(section, link);
  return link;
}

export interface RoundTripOptions {
  /**
   * How the address bar is checked against the link field:
   * `follows` – read the link, then the address bar comes to hold it (before copying);
   * `settles` – wait until address bar and field agree, then read the link;
   * `holds` – after copying, the address bar holds the link already (no waiting).
   */
  addressBar?: 'follows' | 'settles' | 'holds';
  /** After the reload, compare the log as well as the position. */
  logAfterReload?: boolean;
}

/**
 * The free-play link of the position on screen: „Link kopieren“ copies it, it opens the same
 * position (`position` of the game) and the same log in a new page, and a reload keeps the
 * position. Returns the link and the free-play island of the new page (for the game's own checks).
 */
export async function linkRoundTrip(
  section: Locator,
  game: Game,
  position: (section: Locator) => Promise<unknown>,
  { addressBar = 'follows', logAfterReload = false }: RoundTripOptions = {},
): Promise<{ link: string; again: Locator }> {
  const page = section.page();
  const field = section.getByRole('textbox', { name: 'Link zu dieser Stellung' });
  if (addressBar === 'settles') await expect.poll(async () => page.url() === (await field.inputValue())).toBe(true);
  const link = await field.inputValue();
  if (addressBar === 'follows') await expect(page).toHaveURL(link);
  await expectCopied(section, link);
  if (addressBar === 'holds') expect(page.url()).toBe(link);
  const before = await position(section);
  const log = await logLines(section).allInnerTexts();

  const again = await openFreePlay(await page.context().newPage(), game, new URL(link).search);
  expect(await position(again)).toEqual(before);
  expect(await logLines(again).allInnerTexts()).toEqual(log);

  // a reload keeps the running game
  await page.reload();
  const reloaded = await freeGameStarted(page);
  expect(await position(reloaded)).toEqual(before);
  if (logAfterReload) expect(await logLines(reloaded).allInnerTexts()).toEqual(log);
  return { link, again };
}

/** A link to an example that does not exist: a German notice (an alert) naming it. */
export async function expectUnknownExampleNotice(page: Page, game: Game) {
  await page.goto(`${gamePage(game)}?szenario=gibt-es-nicht&schritt=2`);
  await expect(page.locator('#link-hinweis')).toBeVisible();
  await expect(page.locator('#link-hinweis')).toHaveAttribute('role', 'alert');
  await expect(page.locator('#link-hinweis')).toContainText('gibt-es-nicht');
}

/**
 * Links to example `id` with each of the `bad` steps: a notice in the example, which starts at step 1.
 * `addressCleared`: the bad link has also left the address bar.
 */
export async function expectBadStepsStartAtOne(
  page: Page,
  game: Game,
  id: string,
  bad: readonly string[],
  { addressCleared = false } = {},
) {
  for (const step of bad) {
    const section = await openScenario(page, game, id, step);
    await expect(section.getByRole('alert')).toBeVisible();
    await expect(section.getByText(/Schritt 1 von \d+/)).toBeVisible();
    if (addressCleared) expect(new URL(page.url()).search).toBe('');
  }
}
