/**
 * The Bambuti examples on a 360 × 740 phone: at every step of every example the two rows of five
 * masks, the markers between them, the drum cards, the hand, the step text and Zurück/Tipp/Weiter
 * fit one screen from the island's top, and nothing sticks out sideways.
 */
import { test, expect } from './fixtures';
import { bambuti } from '../../src/games/bambuti/rules';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import { stateBeforeStep } from '../../src/games/core/scenario';
import { click, makeMove, openScenario, type BambutiScenario } from './bambuti-helpers';
import { ISLAND_PARTS, PHONE, fitProblems, walkExamples } from './layout-helpers';

/** Anna's row, the markers, your row (or the arrangement), your drums and hand, the step. */
const BAMBUTI_PARTS = {
  ...ISLAND_PARTS,
  markers: '.anzeiger-leiste',
  reihen: '.reihen',
  duKopf: '.du-kopf',
};

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: PHONE });

  test('every step of every example fits one screen: island top to step buttons, nothing overflows', async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const heights: number[] = [];
    await walkExamples({
      page,
      scenarios: bambutiScenarios as BambutiScenario[],
      open: openScenario,
      move: (section, scenario, n) => {
        const step = scenario.steps[n - 1]!;
        if (step.kind !== 'expect') throw new Error('not a move');
        return makeMove(section, stateBeforeStep(bambuti, scenario, n), scenario.names, step.move, click);
      },
      check: async (section, what) => {
        const fit = await fitProblems(page, section, BAMBUTI_PARTS, what, PHONE.height);
        problems.push(...fit.problems);
        heights.push(fit.height);
      },
    });
    console.log(`Bambuti examples at 360×740: island top to step buttons ${Math.min(...heights)}–${Math.max(...heights)} px`);
    expect(problems).toEqual([]);
  });
});
