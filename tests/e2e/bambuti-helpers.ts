/** Helpers that drive the Bambuti islands the way a reader does: by role and German name. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { gamePage, openFreePlay as openGameFreePlay, openScenario as openGameScenario, playScenarioStep, type Press } from './game-helpers';
export { click, keyboardPress } from './game-helpers';
import { bambuti } from '../../src/games/bambuti/rules';
import { cardName } from '../../src/games/bambuti/cards';
import { topsOf } from '../../src/games/bambuti/position';
import { stateBeforeStep, type Scenario } from '../../src/games/core/scenario';
import type { BambutiLayout, BambutiMove, BambutiState } from '../../src/games/bambuti/types';
import { columnName, targetText } from '../../src/components/bambuti/bambuti-ui';

export const PAGE = gamePage('bambuti');
export type BambutiScenario = Scenario<BambutiLayout, BambutiMove, BambutiState>;
export type { Press };

export const openScenario = (page: Page, id: string, step?: number): Promise<Locator> => openGameScenario(page, 'bambuti', id, step);

export const openFreePlay = (page: Page, query = ''): Promise<Locator> => openGameFreePlay(page, 'bambuti', query);

export function hand(section: Locator): Locator {
  return section.getByRole('group', { name: 'Deine Hand', exact: true });
}

export function arrangeGroup(section: Locator): Locator {
  return section.getByRole('list', { name: 'Deine erste Auslage anordnen', exact: true });
}

/** Everything visible of a position that a link must reproduce. */
export async function position(section: Locator) {
  const text = async (l: Locator) => ((await l.count()) > 0 ? (await l.innerText()).replace(/\s+/g, ' ') : '');
  return {
    hand: await hand(section)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    anna: await text(section.getByRole('list', { name: 'Annas Reihe', exact: true })),
    mine: await text(section.getByRole('list', { name: /^Deine (Reihe|erste Auslage anordnen)$/ })),
    markers: await section
      .getByRole('list', { name: 'Punkteanzeiger', exact: true })
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    opponents: await text(section.getByRole('list', { name: 'Gegner', exact: true })),
  };
}

/** The five masks of the arrangement, in column order, as the reader sees them. */
export async function arrangement(section: Locator): Promise<string[]> {
  const names = await arrangeGroup(section)
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.querySelector('.sr-only')?.textContent ?? ''));
  return names.map((n) => n.replace(/^.*?: /, ''));
}

/** Orders the first Auslage by swapping (click or keyboard), then „So auslegen“. */
export async function arrange(section: Locator, karten: readonly string[], press: Press) {
  const wanted = karten.map(cardName);
  for (let i = 0; i < 5; i++) {
    const now = await arrangement(section);
    if (now[i] === wanted[i]) continue;
    const j = now.indexOf(wanted[i]!);
    const slot = (k: number) => arrangeGroup(section).getByRole('button', { name: `${columnName(k + 1)}: ${now[k]}`, exact: true });
    await press(slot(i));
    await expect(slot(i)).toHaveAttribute('aria-pressed', 'true');
    await press(slot(j));
    await expect.poll(() => arrangement(section).then((a) => a[i])).toBe(wanted[i]);
  }
  await press(section.getByRole('button', { name: 'So auslegen', exact: true }));
}

/** The target button for placing on (reihe, spalte) of `state`, as the reader (seat 0) sees it. */
export function targetButton(section: Locator, state: BambutiState, names: string[], reihe: number, spalte: number): Locator {
  const top = topsOf(state.auslage[reihe]!)[spalte - 1]!;
  return section.getByRole('button', { name: targetText(names, reihe, spalte, top), exact: true });
}

/** Makes one move as a reader: a card and a column, a drum button, or an arrangement. */
export async function makeMove(section: Locator, state: BambutiState, names: string[], move: BambutiMove, press: Press) {
  switch (move.type) {
    case 'anordnen':
      return arrange(section, move.karten, press);
    case 'legen':
      await press(hand(section).getByRole('button', { name: cardName(move.karte), exact: true }));
      return press(targetButton(section, state, names, move.reihe, move.spalte));
    case 'trommeln':
      return press(section.getByRole('button', { name: /^Trommelkarte spielen/ }));
    case 'weiter':
      return press(section.getByRole('button', { name: 'Ohne Trommeln weiter', exact: true }));
  }
}

/** Plays step `n` of a scenario as a reader: the expected move for 'expect' steps, then „Weiter“. */
export function playStep(section: Locator, scenario: BambutiScenario, n: number, press: Press) {
  return playScenarioStep(section, scenario, n, press, (move) =>
    makeMove(section, stateBeforeStep(bambuti, scenario, n), scenario.names, move, press),
  );
}

/** No card, mask or drum name of Anna's hidden cards in an accessibility snapshot. */
export const CARD_NAME = /(Rot|Gelb|Grün|Blau|Weiß) (10|[1-9])\b/;

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Every element is at least 24 × 24 px (WCAG 2.5.8) and lies inside the screen's width. */
export async function expectTappable(targets: Locator, width: number) {
  for (const t of await targets.all()) {
    const box = await t.boundingBox();
    if (box === null) throw new Error('target not visible: ' + t.toString());
    expect(box.width, 'target width').toBeGreaterThanOrEqual(24);
    expect(box.height, 'target height').toBeGreaterThanOrEqual(24);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}
