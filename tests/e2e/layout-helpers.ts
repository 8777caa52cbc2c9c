/**
 * Measuring an island's layout with bounding boxes, for every game: scroll the island's top into
 * view the way a step link does, then read where its parts are; and walk every step of every
 * example (solved where a step asks for a move), checking each position on the way.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const PHONE = { width: 360, height: 740 };

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The parts every island has; a game may ask for more (name → CSS selector inside the island). */
export const ISLAND_PARTS = {
  gegner: '.gegner',
  tisch: '.tisch',
  hand: '.hand',
  text: '.schritt-text',
  steuerung: '.steuerung',
} as const;

export type Boxes<K extends string> = Record<K, Box | null> & { section: Box; seatRows: number };

/**
 * Boxes (viewport coordinates) of the island and of its parts, after scrolling its top into view
 * (`scroll`, as a step link does: block start, so the island's scroll margin applies). `seatRows`
 * counts the rows the opponents' seats take.
 */
export async function boxes<K extends string>(section: Locator, parts: Record<K, string>, scroll = true): Promise<Boxes<K>> {
  return section.evaluate(
    (el, { parts, scroll }) => {
      if (scroll) el.scrollIntoView({ block: 'start' });
      const box = (e: Element | null) => {
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const out: Record<string, unknown> = { section: box(el) };
      for (const [name, sel] of Object.entries(parts)) out[name] = box(el.querySelector(sel as string));
      const seats = [...el.querySelectorAll('.gegner > li')].map((li) => Math.round(li.getBoundingClientRect().top));
      out.seatRows = new Set(seats).size;
      return out;
    },
    { parts: parts as Record<string, string>, scroll },
  ) as Promise<Boxes<K>>;
}

export function expectOnScreen(name: string, box: Box | null, height: number) {
  expect(box, name).not.toBeNull();
  expect(box!.top, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box!.bottom, `${name} bottom`).toBeLessThanOrEqual(height);
}

/** How far the page scrolls sideways (0 when nothing sticks out). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * What keeps the island, scrolled to its top, from fitting one screen of `height`: every part of
 * `parts` must lie between the island's top and the screen's bottom, and nothing may stick out
 * sideways. Also returns the height from the island's top to the bottom of its step buttons (or of
 * its lowest part), so a test can report it. A walk collects the problems of every position and
 * asserts once, so one run names every step that does not fit.
 */
export async function fitProblems<K extends string>(
  page: Page,
  section: Locator,
  parts: Record<K, string>,
  what: string,
  height = PHONE.height,
) {
  const b = await boxes(section, parts);
  const problems: string[] = [];
  if (b.section.top < 0 || b.section.top > height) problems.push(`${what}: island top at ${Math.round(b.section.top)}`);
  let lowest = b.section.top;
  for (const part of Object.keys(parts) as K[]) {
    const box = b[part];
    if (!box) problems.push(`${what}: no ${part}`);
    else {
      if (box.top < 0 || box.bottom > height) problems.push(`${what}: ${part} from ${Math.round(box.top)} to ${Math.round(box.bottom)} px`);
      lowest = Math.max(lowest, box.bottom);
    }
  }
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`${what}: the page scrolls ${overflow} px sideways`);
  return { problems, height: Math.round(lowest - b.section.top), boxes: b };
}

export interface WalkableScenario {
  id: string;
  steps: readonly { kind: string; text: string; done?: string }[];
}

/**
 * Walks every step of every example: opens it, checks the position (`check`), and on a step that
 * asks for a move makes it (`move`), waits for its answer and checks again, then „Weiter“. Ends
 * each example at „Geschafft!“.
 */
export async function walkExamples<S extends WalkableScenario>(opts: {
  page: Page;
  scenarios: readonly S[];
  open: (page: Page, id: string) => Promise<Locator>;
  move: (section: Locator, scenario: S, n: number) => Promise<void>;
  check: (section: Locator, what: string) => Promise<void>;
}) {
  const { page, scenarios, open, move, check } = opts;
  for (const scenario of scenarios) {
    const section = await open(page, scenario.id);
    const total = scenario.steps.length;
    for (let n = 1; n <= total; n++) {
      const step = scenario.steps[n - 1]!;
      await expect(section.getByText(`Schritt ${n} von ${total}`)).toBeVisible();
      await expect(section.getByText(step.text, { exact: true })).toBeVisible();
      await check(section, `${scenario.id} ${n}`);
      if (step.kind === 'expect') {
        await move(section, scenario, n);
        await expect(section.getByText(step.done!)).toBeVisible();
        await check(section, `${scenario.id} ${n} solved`);
      }
      await section.getByRole('button', { name: 'Weiter', exact: true }).click();
    }
    await expect(section.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  }
}
