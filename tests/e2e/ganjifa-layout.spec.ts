/**
 * The Ganjifa page on a phone and in both colour schemes: nothing overflows, every card of a
 * 40-card hand is a tappable target no other card covers, and axe finds nothing, light or dark.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAxeClean } from './fixtures';
import { hand, makeMove, openFreePlay, openScenario } from './ganjifa-helpers';
import { ISLAND_PARTS, fitProblems, walkExamples } from './layout-helpers';
import { allIslandsHydrated } from './site-pages';
import { ganjifaScenarios } from '../../src/games/ganjifa/scenarios';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { makePartieCode } from '../../src/games/core/codec';

/** On a phone the two opponents, the trick, the hand, the step text and its buttons. */
const GANJIFA_PARTS = { ...ISLAND_PARTS, flaeche: '.ganjifa-tisch > .flaeche, .zeitwahl' };

/** Every hand card: at least 24 × 24 px, and its own centre of a strip is not under another card. */
async function expectTappable(section: Locator) {
  const report = await hand(section)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        // the visible strip: the part of the button left of the next card in its row
        const next = b.nextElementSibling?.classList.contains('handkarte') ? b.nextElementSibling.getBoundingClientRect() : null;
        const right = next && Math.abs(next.top - r.top) < 2 ? Math.min(r.right, next.left) : r.right;
        const x = (r.left + right) / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return { name: b.textContent, w: right - r.left, h: r.height, own: hit !== null && b.contains(hit) };
      }),
    );
  for (const c of report) {
    expect(c.w, `${c.name}: width`).toBeGreaterThanOrEqual(24);
    expect(c.h, `${c.name}: height`).toBeGreaterThanOrEqual(24);
    expect(c.own, `${c.name}: not covered`).toBe(true);
  }
}

/**
 * The suit names of the hand: each shown in full (nothing cut off, inside the hand) and apart from
 * every other name and from every card, its own suit's lifted playable ones too (measured on the
 * text itself, not the box; no card has the focus or the mouse, which lift it further for a moment).
 */
async function expectSuitNamesApart(section: Locator) {
  await section.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await section.page().mouse.move(0, 0);
  // a lifted card sinks back (and a playable one rises) with a short transition: measure once no
  // card is focused or under the mouse and every card has come to rest, never in the middle of it
  await expect(section.locator('.handkarte:focus, .handkarte:hover')).toHaveCount(0);
  await expect
    .poll(() => section.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a instanceof CSSTransition).length))
    .toBe(0);
  const names = await section.locator('.hand-reihe').evaluateAll((rows) => {
    const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const hand = rows[0]!.closest('.hand')!.getBoundingClientRect();
    return rows.map((row, i) => {
      const name = row.querySelector<HTMLElement>('.hand-reihe-name')!;
      const range = document.createRange();
      range.selectNodeContents(name);
      return {
        row: i,
        text: name.textContent!.replace(/\u00ad/g, ''),
        textBox: box(range.getBoundingClientRect()),
        cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
        inHand: range.getBoundingClientRect().left >= hand.left - 1 && range.getBoundingClientRect().right <= hand.right + 1,
        cards: [...row.querySelectorAll('.handkarte')].map((c) => box(c.getBoundingClientRect())),
      };
    });
  });
  expect(names.length).toBeGreaterThan(1);
  const meet = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const problems: string[] = [];
  for (const n of names) {
    if (n.cut) problems.push(`${n.text}: cut off`);
    if (!n.inHand) problems.push(`${n.text}: outside the hand`);
    for (const m of names) {
      if (m.row > n.row && meet(n.textBox, m.textBox)) problems.push(`${n.text} runs into ${m.text}`);
      if (m.cards.some((c) => meet(n.textBox, c))) problems.push(`${n.text} runs into a card of ${m.text}`);
    }
  }
  expect(problems).toEqual([]);
}

/**
 * Tag or Nacht: the buttons go, the new hand comes, and the focus follows into it (GanjifaTable) –
 * waits for that focus, so it cannot land after a test has moved it away or measured the hand.
 */
async function chooseTime(section: Locator, name: 'Tag (Rama ist Trumpf)' | 'Nacht (Krishna ist Trumpf)') {
  await section.getByRole('button', { name, exact: true }).click();
  await expect(hand(section).locator('.handkarte:focus')).toHaveCount(1);
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a 40-card hand: every card tappable, nothing overflows, the turn text above the hand', async ({ page }) => {
    const section = await openFreePlay(page);
    await chooseTime(section, 'Nacht (Krishna ist Trumpf)');
    await expect(section.locator('.tageszeit')).toContainText('Nacht: Krishna ist Trumpf');
    await expect(hand(section).getByRole('button').first()).toBeVisible();
    const count = await hand(section).getByRole('button').count();
    expect(count).toBeGreaterThanOrEqual(39);
    // scroll each card into view while checking (the hand is taller than the screen)
    await hand(section).scrollIntoViewIfNeeded();
    await section.locator('.hand').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expectTappable(section);
    await noOverflow(page);
  });

  test('every step of every example fits one screen: island top to step buttons, nothing overflows', async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const heights: number[] = [];
    await walkExamples({
      page,
      scenarios: ganjifaScenarios,
      open: async (page, id) => {
        const section = await openScenario(page, id);
        // the Merkhilfe starts off on a phone, so the step text follows the hand closely
        await expect(section.getByRole('switch', { name: 'Merkhilfe' })).not.toBeChecked();
        return section;
      },
      move: (section, scenario, n) => {
        const step = scenario.steps[n - 1]!;
        if (step.kind !== 'expect') throw new Error('not a move');
        return makeMove(section, step.move, (b) => b.click());
      },
      check: async (section, what) => {
        const fit = await fitProblems(page, section, GANJIFA_PARTS, what);
        problems.push(...fit.problems);
        heights.push(fit.height);
      },
    });
    console.log(`Ganjifa examples at 360×740: island top to step buttons ${Math.min(...heights)}–${Math.max(...heights)} px`);
    expect(problems).toEqual([]);
    // and every card of the hand stays a tappable target no other card covers
    await expectTappable(await openScenario(page, 'blank'));
  });
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('suit names never run into each other or a card: short suits with a long name (issue 15.15), a new hand, lifted playable cards', async ({
      page,
    }) => {
      // a game in progress whose reader holds one Rama card, the trump, beside short suits
      const section = await openFreePlay(page, '?partie=AG.2mb65sg.AAAAOFAVBAMCCLBBfAD');
      await expect(section.locator('.hand-reihe-name', { hasText: 'Rama (Trumpf)' })).toBeVisible();
      await expectSuitNamesApart(section);
      await noOverflow(page);
      const fresh = await openFreePlay(
        page,
        `?partie=${makePartieCode(ganjifaKit, { options: {}, level: 'fortgeschritten', seed: 7, moves: [] })}`,
      );
      await chooseTime(fresh, 'Nacht (Krishna ist Trumpf)');
      await expect(fresh.locator('.hand-reihe-name', { hasText: 'Krishna (Trumpf)' })).toBeVisible();
      await expectSuitNamesApart(fresh);
      await noOverflow(page);
      // the reader's turn in a new deal at Tag: the playable cards are lifted
      const turn = await openFreePlay(
        page,
        `?partie=${makePartieCode(ganjifaKit, { options: {}, level: 'fortgeschritten', seed: 4, moves: [] })}`,
      );
      await chooseTime(turn, 'Tag (Rama ist Trumpf)');
      await expect(turn.locator('.am-zug-text')).toContainText('Du bist am Zug');
      await expect(hand(turn).locator('.handkarte.spielbar').first()).toBeVisible();
      await expectSuitNamesApart(turn);
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the page (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const dukal = await openScenario(page, 'dukal', 3);
    await expect(dukal.getByRole('list', { name: 'Deine Dukal-Sequenz' })).toBeVisible();
    const fp = await openFreePlay(page);
    await fp.getByRole('switch', { name: 'Merkhilfe' }).check();
    await fp.getByRole('button', { name: 'Tag (Rama ist Trumpf)', exact: true }).click();
    await expect(hand(fp).getByRole('button').first()).toBeVisible();
    // every island on the page hydrated, then the whole page
    // (each waiting one scrolled into view again until none waits: islands above may grow meanwhile)
    await allIslandsHydrated(page);
    await expectAxeClean(page);
  });
}
