/**
 * The Bambuti examples on a 360 × 740 phone: at every step of every example the two rows of five
 * masks, the markers between them, the drum cards, the hand, the step text and Zurück/Tipp/Weiter
 * fit one screen from the island's top, and nothing sticks out sideways.
 *
 * Three opening texts are so long (10–12 lines at 360 px) that the step text alone leaves too
 * little room for the table: there the step buttons may need a short scroll (at most 48 px). The
 * table itself cannot give more without shrinking the masks below what reads well; shortening or
 * splitting those texts (src/games/bambuti/scenarios.ts) would let them fit too.
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

/** Steps whose text alone is too long for one screen with the table (see above). */
const LONG_TEXT = new Set(['symmetrie 1', 'schlusswertung 1', 'schlusswertung 5']);
const SHORT_SCROLL = 48;

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
        const long = LONG_TEXT.has(what);
        const fit = await fitProblems(page, section, BAMBUTI_PARTS, what, PHONE.height + (long ? SHORT_SCROLL : 0));
        problems.push(...fit.problems);
        if (!long) heights.push(fit.height);
      },
    });
    console.log(`Bambuti examples at 360×740: island top to step buttons ${Math.min(...heights)}–${Math.max(...heights)} px (long texts left out)`);
    expect(problems).toEqual([]);
  });
});
