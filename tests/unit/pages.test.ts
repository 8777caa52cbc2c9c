/**
 * Text and engine point at each other, for every game: each rule anchor the engine names in a
 * reason is a heading of the game's page, each example illustrates a heading of that page, every
 * example is embedded on the page exactly once (and nothing else), and the page's frontmatter
 * counts its examples right (the home page shows progress against it). The games and their parts
 * come from the registry (src/games/registry.ts).
 */
import { describe, expect, test } from 'vitest';
import type { Scenario } from '../../src/games/core/scenario';
import { GAME_REGISTRY } from '../../src/games/registry';
import { rulesPage } from '../helpers/rulesPage';
import { specGlossary } from '../helpers/specs';

/**
 * The German terms of a spec's glossary table (shared/rules/<game>.md, „German glossary“, its
 * column „German“ kept in tests/fixtures/specs.json): each cell split at „/“ and „,“, without
 * remarks in parentheses, a description after „:“, marks like „*“ and quotation marks.
 */
function glossaryTerms(game: string): string[] {
  return specGlossary(game)
    .flatMap((c) =>
      c
        .replace(/\([^)]*\)/g, '')
        .replace(/:.*$/, '')
        .replace(/[*„“"”]/g, '')
        .split(/[/,]/),
    )
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The terms the page's „Begriffe“ section explains (its <dt>s), without quotation marks. */
function explainedTerms(mdx: string): string[] {
  const section = /<h2 id="begriffe">Begriffe<\/h2>([\s\S]*?)(?=<h2 |$)/.exec(mdx)?.[1] ?? '';
  return [...section.matchAll(/<dt>([\s\S]*?)<\/dt>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, '').replace(/[„“"”]/g, ''));
}

/** Every game of the registry: its id, the rule anchors of its engine and its examples. */
const GAMES: [string, readonly string[], readonly Scenario<unknown, unknown, unknown>[]][] = await Promise.all(
  GAME_REGISTRY.map(async (g) => [g.id, await g.load.ruleAnchors(), await g.load.scenarios()] as const),
);

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

  test('the frontmatter does not repeat how many examples there are (the home page counts the embedded ones)', () => {
    expect(mdx.split(/^---$/m)[1]).not.toMatch(/^scenarios:/m);
  });

  test('a „Begriffe“ section explains every term of the spec’s German glossary', () => {
    const terms = glossaryTerms(game);
    expect(terms.length, 'glossary terms found in the spec').toBeGreaterThan(15);
    const explained = explainedTerms(mdx);
    expect(explained.length, 'terms in the „Begriffe“ section').toBeGreaterThan(0);
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const missing = terms.filter((t) => !explained.some((dt) => new RegExp(`(?<![\\p{L}-])${escape(t)}(?![\\p{L}-])`, 'iu').test(dt)));
    expect(missing).toEqual([]);
  });

  test('numbers below zero carry the minus sign (−6), never a hyphen (-6)', () => {
    const prose = mdx
      .replace(/^---[\s\S]*?---/, '')
      .replace(/^import .*$/gm, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\([^)]*#[^)]*\)/g, '');
    expect(prose.match(/(?<![\p{L}\d-])-\s?\d[^\n]{0,20}/gu) ?? []).toEqual([]);
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
