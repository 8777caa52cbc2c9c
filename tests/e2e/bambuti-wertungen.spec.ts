/**
 * Every Bambuti Wertung is shown column by column („4 + 4 + 1 = 9“), also when it was booked before
 * the page was opened (issue 15, point 7): a `?partie=` link into a running game, the same page
 * after a reload, a link to a finished game (the Wertungsblock under the result) and an example
 * whose position starts with earlier Wertungen. The expected sums come from the top cards at the
 * moment of each Wertung, worked out here from the moves, not from the engine's record.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { makePartieCode } from '../../src/games/core/codec';
import { makeRng, randomInt } from '../../src/games/core/rng';
import { bambutiKit } from '../../src/games/bambuti/kit';
import { bambuti } from '../../src/games/bambuti/rules';
import { anzeigerDerKarten, topsOf } from '../../src/games/bambuti/position';
import type { BambutiMove, BambutiState } from '../../src/games/bambuti/types';
import { openFreePlay, openScenario } from './bambuti-helpers';

const SEED = 4711;

/** What each seat got in a Wertung booked in `s`, from its top cards: „4 + 4 + 1 = 9“, „9“ or „0“. */
function sumsFromTops(s: BambutiState): string[] {
  const [a, b] = s.auslage.map((row) => topsOf(row));
  const markers = [0, 1, 2, 3, 4].map((j) => anzeigerDerKarten(a![j], b![j]));
  return [0, 1].map((seat) => {
    const werte = markers.filter((x) => x.seat === seat).map((x) => x.wert);
    const sum = werte.reduce((t, w) => t + w, 0);
    return werte.length > 1 ? `${werte.join(' + ')} = ${sum}` : String(sum);
  });
}

/** A seeded random game; `stop` ends it early. Returns the moves and, per Wertung, the sums then. */
function game(stop: (s: BambutiState, said: string[][]) => boolean): { moves: BambutiMove[]; said: string[][] } {
  let s = bambuti.deal({ startSeat: 0 }, SEED);
  const rng = makeRng(SEED);
  const moves: BambutiMove[] = [];
  const said: string[][] = [];
  while (!bambuti.isOver(s) && !stop(s, said)) {
    const legal = bambuti.legalMoves(s);
    const m = legal[randomInt(rng, legal.length)]!;
    moves.push(m);
    s = bambuti.play(s, m);
    for (const e of s.events) if (e.type === 'Wertung') said[e.wertung.nr - 1] = sumsFromTops(s);
  }
  return { moves, said };
}

const link = (moves: BambutiMove[]) =>
  `?partie=${makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'anfaenger', seed: SEED, moves })}`;

/** Each row of the block shows the expected sums for „Du“ and Anna. */
async function expectRows(block: Locator, said: string[][]) {
  const rows = block.locator('tbody tr');
  await expect(rows).toHaveCount(said.length);
  for (let i = 0; i < said.length; i++) {
    await expect(rows.nth(i).locator('td').nth(2)).toHaveText(said[i]![0]!);
    await expect(rows.nth(i).locator('td').nth(3)).toHaveText(said[i]![1]!);
  }
}

test('a link into a running game: earlier Wertungen are broken down, and still after a reload', async ({ page }) => {
  // the reader is to place, an earlier Wertung gave someone more than one marker, and the last
  // move booked none (every Wertung was booked before the page opened)
  const earlier = (s: BambutiState, done: string[][]) =>
    !s.events.some((e) => e.type === 'Wertung') && done.some((w) => w.some((t) => t.includes(' + ')));
  const { moves, said } = game((s, done) => s.phase === 'legen' && s.toAct === 0 && earlier(s, done));
  expect(said.length).toBeGreaterThan(0);
  const section = await openFreePlay(page, link(moves));
  await section.locator('details.wertungs-klappe > summary').click();
  const block = section.locator('details.wertungs-klappe table.wertungsblock');
  await expectRows(block, said);
  await expect(block).toContainText(/\d+\s\+\s\d+(\s\+\s\d+)*\s=\s\d+/);

  await page.reload();
  const again = page.locator('#freies-spiel');
  await again.locator('details.wertungs-klappe > summary').click();
  await expectRows(again.locator('details.wertungs-klappe table.wertungsblock'), said);
});

test('a link to a finished game: the Wertungsblock under the result breaks down every Wertung', async ({ page }) => {
  const { moves, said } = game(() => false);
  expect(said.some((w) => w.some((t) => t.includes(' + ')))).toBe(true);
  const section = await openFreePlay(page, link(moves));
  const block = section.locator('.ergebnis').getByRole('table', { name: 'Wertungsblock' });
  await expect(block.getByRole('row').filter({ hasText: 'Schlusswertung' })).toHaveCount(1);
  await expectRows(block, said);
});

test('an example that starts with earlier Wertungen shows them column by column', async ({ page }) => {
  const section = await openScenario(page, 'schlusswertung');
  await section.locator('details.wertungs-klappe > summary').click();
  const rows = section.locator('table.wertungsblock tbody tr');
  // Wertung 1 (Anna's drum): you 5, Anna 4 + 5; Wertung 2 (your symmetry): you 6 + 5, Anna 4
  await expect(rows.nth(0).locator('td').nth(3)).toHaveText('4 + 5 = 9');
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('6 + 5 = 11');
});
