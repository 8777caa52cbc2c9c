/**
 * Text and engine point at each other, for every game: each rule anchor the engine names in a
 * reason is a heading of the game's page, each example illustrates a heading of that page, every
 * example is embedded on the page exactly once (and nothing else), and the page's frontmatter
 * counts its examples right (the home page shows progress against it).
 */
import { describe, expect, test } from 'vitest';
import { RULE_ANCHORS as BAMBUTI_ANCHORS } from '../../src/games/bambuti/rules';
import { bambutiScenarios } from '../../src/games/bambuti/scenarios';
import type { Scenario } from '../../src/games/core/scenario';
import { RULE_ANCHORS as DUDAB_ANCHORS } from '../../src/games/dudab/check';
import { dudabScenarios } from '../../src/games/dudab/scenarios';
import { RULE_ANCHORS as DURAK_ANCHORS } from '../../src/games/durak/rules';
import { durakScenarios } from '../../src/games/durak/scenarios';
import { RULE_ANCHORS as GANJIFA_ANCHORS } from '../../src/games/ganjifa/rules';
import { ganjifaScenarios } from '../../src/games/ganjifa/scenarios';
import { rulesPage } from '../helpers/rulesPage';

const GAMES: [string, readonly string[], Scenario<unknown, unknown>[]][] = [
  ['durak', DURAK_ANCHORS, durakScenarios as Scenario<unknown, unknown>[]],
  ['ganjifa', GANJIFA_ANCHORS, ganjifaScenarios as Scenario<unknown, unknown>[]],
  ['dudab', DUDAB_ANCHORS, dudabScenarios as Scenario<unknown, unknown>[]],
  ['bambuti', BAMBUTI_ANCHORS, bambutiScenarios as Scenario<unknown, unknown>[]],
];

describe.each(GAMES)('%s', (game, ruleAnchors, scenarios) => {
  const { mdx, anchors } = rulesPage(game);

  test('every rule anchor of the engine is a heading of the page, and no heading id twice', () => {
    for (const a of ruleAnchors) expect(anchors, a).toContain(a);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  test('every example illustrates a heading of the page', () => {
    for (const s of scenarios) expect(anchors, s.id).toContain(s.rule);
  });

  test('every example is on the page once, and the page embeds no other', () => {
    const embedded = [...mdx.matchAll(/scenario=\{szenario\('([^']+)'\)\}/g)].map((m) => m[1]!);
    expect(embedded.slice().sort()).toEqual(scenarios.map((s) => s.id).sort());
  });

  test('the frontmatter counts the examples', () => {
    const count = /^scenarios:\s*(\d+)\s*$/m.exec(mdx)?.[1];
    expect(Number(count)).toBe(scenarios.length);
  });

  test('German typography: no straight double quotes or ae/oe/ue spellings in the running text', () => {
    const prose = mdx
      .replace(/^---[\s\S]*?---/, '')
      .replace(/^import .*$/gm, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\([^)]*#[^)]*\)/g, '');
    expect(prose).not.toMatch(/"[A-Za-zÄÖÜäöü]/);
    expect(prose).not.toMatch(/\b(fuer|ueber|koennen|muessen|waehl|naechst|Kaerten|Spieler?in?nen)\b/);
  });
});
