/**
 * The Bambuti examples on a 360 × 740 phone: at every step of every example the two rows of five
 * masks, the markers between them, the drum cards, the hand, the step text and Zurück/Tipp/Weiter
 * fit one screen from the island's top, and nothing sticks out sideways.
 *
 * On wider screens (768, 1024, 1280 px) Anna's fan of card backs covers none of the words in her
 * seat: her name, cards and points, her drum cards („keine Trommelkarte mehr“) and „ist dran“.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { bambuti } from '../../src/games/bambuti/rules';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import { stateBeforeStep } from '../../src/games/core/scenario';
import { click, makeMove, openScenario, type BambutiScenario } from './bambuti-helpers';
import { ISLAND_PARTS, PHONE, fitProblems, walkExamples } from './layout-helpers';

/** Every step of every example, each move made by mouse as the reader would; `check` at each. */
function walkBambuti(page: Page, check: (section: Locator, what: string) => Promise<void>) {
  return walkExamples({
    page,
    scenarios: bambutiScenarios as BambutiScenario[],
    open: openScenario,
    move: (section, scenario, n) => {
      const step = scenario.steps[n - 1]!;
      if (step.kind !== 'expect') throw new Error('not a move');
      return makeMove(section, stateBeforeStep(bambuti, scenario, n), scenario.names, step.move, click);
    },
    check,
  });
}

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
    await walkBambuti(page, async (section, what) => {
      const fit = await fitProblems(page, section, BAMBUTI_PARTS, what, PHONE.height);
      problems.push(...fit.problems);
      heights.push(fit.height);
    });
    console.log(`Bambuti examples at 360×740: island top to step buttons ${Math.min(...heights)}–${Math.max(...heights)} px`);
    expect(problems).toEqual([]);
  });
});

/**
 * Where a word of the opponent's seat and a card of the fan overlap (by more than half a pixel):
 * every text line (Range rects of the text nodes outside the fan) and every badge against every
 * drawn back (its box as rotated).
 */
async function fanOverlaps(section: Locator): Promise<string[]> {
  return section.locator('.bambuti-oben .gegner .platz').evaluateAll((seats) => {
    const out: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    for (const seat of seats) {
      const fan = [...seat.querySelectorAll('.faecher-ruecken .gegner-karte')].map((c) => c.getBoundingClientRect());
      if (fan.length === 0) continue;
      const words: { what: string; box: DOMRect }[] = [];
      const walker = document.createTreeWalker(seat, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement!;
        if (!n.textContent?.trim() || el.closest('.gegner-karten, .sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const box of range.getClientRects()) words.push({ what: n.textContent.trim(), box });
      }
      for (const badge of seat.querySelectorAll('.abz, .trommel-bilder'))
        words.push({ what: badge.textContent?.trim() || badge.className, box: badge.getBoundingClientRect() });
      for (const w of words) if (fan.some((f) => overlap(w.box, f))) out.push(w.what);
    }
    return out;
  });
}

for (const width of [768, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('in every step of every example, Anna’s fan of backs covers no word of her seat', async ({ page }) => {
      test.setTimeout(300_000);
      const problems: string[] = [];
      let seen = 0;
      await walkBambuti(page, async (section, what) => {
        if ((await section.locator('.faecher-ruecken .gegner-karte').count()) > 0) seen++;
        for (const word of await fanOverlaps(section)) problems.push(`${what}: „${word}“ under the fan`);
      });
      expect(seen, 'steps that show the fan').toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  });
}
