/**
 * Ganjifa „Analyse“: one recorded game (every seat „Fortgeschritten“) analysed at the real settings
 * (ganjifa/analysis.ts) and frozen with its marks and values (tests/fixtures/ganjifa-analysis.json).
 */
import { expect, test } from 'vitest';
import { analyseGame } from '../../../src/games/core/analysis';
import { ganjifaAnalysis } from '../../../src/games/ganjifa/analysis';
import { heuristicBot } from '../../../src/games/ganjifa/bots';
import { botGame, checkGolden } from '../../helpers/analysisGolden';

const options = {};

test('the analysis of a recorded game is frozen (marks and values)', { timeout: 300_000 }, () => {
  checkGolden(ganjifaAnalysis, heuristicBot, options, 1);
});

test('every searched decision has values in the scale and a mark; forced ones have none', () => {
  const a = analyseGame(ganjifaAnalysis, botGame(ganjifaAnalysis, heuristicBot, options, 2), { iterations: 60, dealIterations: 20 });
  expect(a.decisions.length).toBeGreaterThan(0);
  for (const d of a.decisions) {
    if (d.forced) expect(d.mark).toBeNull();
    else {
      expect(d.mark).not.toBeNull();
      expect(Number.isFinite(d.madeValue) && Number.isFinite(d.bestValue)).toBe(true);
    }
  }
});
