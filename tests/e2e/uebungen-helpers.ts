/**
 * „Übungen“ in the browser: exercises made by the engine in Node (the same drills modules the page
 * loads), so the right answer always comes from the engine, never from a list in the test.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  DRILL_PARAM,
  drillAnswer,
  findKind,
  judgeDrill,
  makeDrill,
  type Drill,
  type DrillAnswer,
  type DrillGame,
  type DrillJudgement,
} from '../../src/games/core/drills';
import { durakDrills } from '../../src/games/durak/drills';
import { ganjifaDrills } from '../../src/games/ganjifa/drills';
import { dudabDrills } from '../../src/games/dudab/drills';
import { bambutiDrills } from '../../src/games/bambuti/drills';
import { cardName as durakCard } from '../../src/games/durak/cards';
import { cardName as ganjifaCard } from '../../src/games/ganjifa/cards';
import { cardName as dudabCard } from '../../src/games/dudab/cards';
import { cardName as bambutiCard } from '../../src/games/bambuti/cards';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = DrillGame<any, any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDrill = Drill<any, any>;

export const GAMES: Record<string, { drills: AnyGame; cardName: (id: string) => string }> = {
  durak: { drills: durakDrills, cardName: durakCard },
  ganjifa: { drills: ganjifaDrills, cardName: ganjifaCard },
  dudab: { drills: dudabDrills, cardName: dudabCard },
  bambuti: { drills: bambutiDrills, cardName: bambutiCard },
};

export function drillOf(game: string, kind: string, seed: number, level: 0 | 1 = 0): AnyDrill {
  return makeDrill(GAMES[game]!.drills, kind, seed, level);
}

export const expectedOf = (game: string, drill: AnyDrill): DrillAnswer => drillAnswer(GAMES[game]!.drills, drill);
export const judge = (game: string, drill: AnyDrill, answer: DrillAnswer) => judgeDrill(GAMES[game]!.drills, drill, answer);

/** How the page names an item: a place or extra move by its kind's label, a seat by name, else the card. */
export function itemName(game: string, drill: AnyDrill, item: string): { name: string; card: boolean } {
  const g = GAMES[game]!;
  const names = g.drills.names(drill.state);
  const label = findKind(g.drills, drill.kind)?.label?.(drill.state, drill.q, item, names) ?? null;
  if (label !== null) return { name: label, card: false };
  if (drill.shape === 'seat') return { name: names[Number(item)]!, card: false };
  return { name: g.cardName(item), card: true };
}

export const linkOf = (game: string, drill: AnyDrill) => `/spiele/${game}/?${DRILL_PARAM}=${drill.code}`;

/** Waits until the „Übungen“ section's script has made „Übung starten“ work. */
export const startReady = (page: Page) => expect(page.locator('.uebungen-platz[data-bereit]')).toHaveCount(1);

/** The exercise island once its exercise is shown. */
export async function openExercise(page: Page, href: string, question: string): Promise<Locator> {
  await page.goto(href);
  const island = page.locator('#uebung-insel');
  await expect(island.locator('.uebung-frage')).toHaveText(question, {
    timeout: 20_000,
  });
  return island;
}

export const hand = (island: Locator) => island.getByRole('group', { name: 'Deine Hand', exact: true });

/** A place of a places exercise: its toggle button on the table (`data-ort` is the item's key). */
export const placeOf = (island: Locator, item: string) => island.locator(`.uebung-tisch [data-ort="${item}"]`);

/** Chooses `items` the way a reader does: a card in the hand, a place on the table, or a button; by mouse or by keyboard. */
export async function choose(game: string, drill: AnyDrill, island: Locator, items: readonly string[], how: 'maus' | 'tasten') {
  for (const item of items) {
    const { name, card } = itemName(game, drill, item);
    const button = card
      ? hand(island).getByRole('button', { name, exact: true })
      : drill.shape === 'places'
        ? placeOf(island, item)
        : island.locator('.uebung-knoepfe').getByRole('button', { name, exact: true });
    if (how === 'maus') await button.click();
    else {
      await button.focus();
      await button.press('Space');
    }
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Gives `answer` through the page and presses „Prüfen“ (or „Keine“ for the empty set). */
export async function answer(game: string, drill: AnyDrill, island: Locator, given: DrillAnswer, how: 'maus' | 'tasten') {
  if (typeof given === 'number') {
    if (drill.shape === 'number') {
      const field = island.getByRole('spinbutton', { name: 'Deine Antwort' });
      await field.fill(String(given));
      if (how === 'tasten') return field.press('Enter');
    } else await choose(game, drill, island, [String(given)], how);
  } else if (given.length === 0) {
    const none = island.getByRole('button', { name: 'Keine', exact: true });
    return how === 'maus' ? none.click() : none.press('Enter');
  } else await choose(game, drill, island, given, how);
  const check = island.getByRole('button', { name: 'Prüfen', exact: true });
  return how === 'maus' ? check.click() : check.press('Enter');
}

/** A wrong answer of the same shape: an item the engine does not accept, else one too few. */
export function wrongAnswer(drill: AnyDrill, expected: DrillAnswer): DrillAnswer {
  if (typeof expected === 'number') {
    const other = drill.choices.map(Number).find((c) => c !== expected);
    return drill.shape === 'seat' ? other! : expected + 1;
  }
  const extra = drill.choices.find((c) => !expected.includes(c));
  return extra !== undefined ? [extra] : expected.slice(1);
}

/** The correction lists every wrongly chosen item with the engine's reason and „Zur Regel“, and every missed one with why (each reason once). */
export async function expectReasons(island: Locator, verdict: DrillJudgement) {
  const reasons = island.locator('.uebung-gruende');
  for (const w of verdict.wrong) {
    const line = reasons.locator('li.marke-wrong', { hasText: w.reason });
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: /Zur Regel/ })).toHaveAttribute('href', `#${w.rule}`);
  }
  for (const m of verdict.missed) await expect(reasons.locator('li.marke-missed', { hasText: m.reason })).toBeVisible();
  // each explanation once, however many items share it
  for (const reason of new Set([...verdict.wrong, ...verdict.missed].map((r) => r.reason)))
    await expect(reasons.getByText(reason)).toHaveCount(1);
}
