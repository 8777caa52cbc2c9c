/**
 * Issue 15.14: every step of every example that asks the reader for a move, opened by its own
 * link (`?szenario=<id>&schritt=<n>`) on a 360 × 740 phone, shows the task, the hand and the step
 * buttons (Zurück, „Tipp“, „Weiter“) on one screen – where the link scrolled the page, without any
 * scrolling by the test – and after the move the answer and the buttons are still on that screen
 * (or, where the move ended a Dudab round, the heading of the scoring that replaced the rows).
 *
 * The walks in reader-layout, ganjifa-layout and bambuti-layout measure each step with the island
 * scrolled to its top; this one measures what a reader who follows a link really sees.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ISLAND_PARTS, PHONE, boxes } from './layout-helpers';
import { gamePage, type Game } from './game-helpers';
import type { Scenario } from '../../src/games/core/scenario';
import { stateBeforeStep } from '../../src/games/core/scenario';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { ganjifaScenarios } from '../../src/games/ganjifa/scenarios';
import { dudabScenarios } from '../../src/games/dudab/scenarios';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import { dudab } from '../../src/games/dudab/rules';
import { bambuti } from '../../src/games/bambuti/rules';
import { buttonFor } from './durak-helpers';
import { makeMove as ganjifaMove } from './ganjifa-helpers';
import { makeMove as dudabMove } from './dudab-helpers';
import { makeMove as bambutiMove, type BambutiScenario } from './bambuti-helpers';

/** What a reader needs for a move step: the task, the hand and the step buttons (Zurück, Tipp, Weiter). */
const BEFORE = { text: ISLAND_PARTS.text, hand: ISLAND_PARTS.hand, steuerung: ISLAND_PARTS.steuerung } as const;

/** After the move: the answer („Richtig …“) and the step buttons. */
const AFTER = { answer: '.rueckmeldung .rm', steuerung: ISLAND_PARTS.steuerung } as const;

/**
 * After a move that ends a Dudab round the scoring takes the rows' place, and the answer follows
 * it: the reader sees the scoring begin where the rows were.
 */
const AFTER_ROUND = { scoring: '.dudab-wertung h4' } as const;

/**
 * Opens the link of step `n` of example `id` and waits until its island hydrated and shows the step,
 * never scrolling itself (unlike `hydrated`, which scrolls the island into view).
 */
async function openByLink(page: Page, game: Game, id: string, n: number, total: number, text: string): Promise<Locator> {
  await page.goto(`${gamePage(game)}?szenario=${id}&schritt=${n}`);
  const section = page.locator(`#szenario-${id}`);
  await expect(page.locator('astro-island', { has: section }).first()).not.toHaveAttribute('ssr', /.*/);
  await expect(section.getByText(`Schritt ${n} von ${total}`)).toBeVisible();
  await expect(section.getByText(text, { exact: true })).toBeVisible();
  // let the page settle (late layout, the link's scroll) before measuring
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return section;
}

/** The parts of `parts` that are not wholly on the screen as it is now (no scrolling). */
async function offScreen<K extends string>(section: Locator, parts: Record<K, string>, what: string): Promise<string[]> {
  const b = await boxes(section, parts, false);
  const problems: string[] = [];
  for (const name of Object.keys(parts) as K[]) {
    const box = b[name];
    if (!box) problems.push(`${what}: no ${name}`);
    else if (box.top < 0 || box.bottom > PHONE.height)
      problems.push(`${what}: ${name} from ${Math.round(box.top)} to ${Math.round(box.bottom)} px`);
  }
  return problems;
}

const click = (target: Locator) => target.click();

/** A game's examples and how the reader makes the move of step `n` (its expected move `move`). */
interface GameSteps<L, M, S> {
  game: Game;
  scenarios: readonly Scenario<L, M, S>[];
  move: (section: Locator, scenario: Scenario<L, M, S>, n: number, move: M) => Promise<void>;
  /** Whether the move of step `n` ends a round, so that its scoring takes the rows' place (Dudab). */
  endsRound?: (scenario: Scenario<L, M, S>, n: number, move: M) => boolean;
}

function stepsFit<L, M, S>({ game, scenarios, move, endsRound }: GameSteps<L, M, S>) {
  test(`${game}: every move step opened by its link shows task, hand, „Tipp“ and „Weiter“ on one screen, and after the move the answer`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    let count = 0;
    for (const scenario of scenarios) {
      for (let n = 1; n <= scenario.steps.length; n++) {
        const step = scenario.steps[n - 1]!;
        if (step.kind !== 'expect') continue;
        count++;
        const what = `${scenario.id} ${n}`;
        const section = await openByLink(page, game, scenario.id, n, scenario.steps.length, step.text);
        problems.push(...(await offScreen(section, BEFORE, what)));
        await move(section, scenario, n, step.move);
        await expect(section.getByText(step.done)).toBeVisible();
        // the engine says whether the round ended; its scoring is loaded on demand, so wait for it
        const roundOver = endsRound?.(scenario, n, step.move) ?? false;
        if (roundOver) {
          await expect(section.locator(AFTER_ROUND.scoring)).toBeVisible();
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        }
        problems.push(...(await offScreen<string>(section, roundOver ? AFTER_ROUND : AFTER, `${what} solved`)));
      }
    }
    expect(count, 'move steps measured').toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}

test.describe('on a 360 × 740 phone', () => {
  stepsFit({ game: 'durak', scenarios: durakScenarios, move: (section, _scenario, _n, move) => buttonFor(section, move).click() });
  stepsFit({ game: 'ganjifa', scenarios: ganjifaScenarios, move: (section, _scenario, _n, move) => ganjifaMove(section, move, click) });
  stepsFit({
    game: 'dudab',
    scenarios: dudabScenarios,
    move: (section, scenario, n, move) => dudabMove(section, stateBeforeStep(dudab, scenario, n), move, click),
    endsRound: (scenario, n, move) =>
      ['rundenende', 'spielende'].includes(dudab.phase(dudab.play(stateBeforeStep(dudab, scenario, n), move))),
  });
  stepsFit({
    game: 'bambuti',
    scenarios: bambutiScenarios as BambutiScenario[],
    move: (section, scenario, n, move) => bambutiMove(section, stateBeforeStep(bambuti, scenario, n), scenario.names, move, click),
  });
});
