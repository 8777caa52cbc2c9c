/**
 * Bambuti „Analyse“: one recorded game (every seat „Fortgeschritten“) analysed at the real settings
 * (bambuti/analysis.ts) and frozen with its marks and values (tests/fixtures/bambuti-analysis.json).
 */
import { expect, test } from 'vitest';
import { analyseGame } from '../../../src/games/core/analysis';
import { bambutiAnalysis } from '../../../src/games/bambuti/analysis';
import { heuristicBot } from '../../../src/games/bambuti/bots';
import { botGame, checkGolden } from '../../helpers/analysisGolden';

const options = { startSeat: 0 };

test('the analysis of a recorded game is frozen (marks and values)', { timeout: 300_000 }, () => {
  checkGolden(bambutiAnalysis, heuristicBot, options, 1);
});

test('every searched decision has values in the scale and a mark; forced ones have none', () => {
  const a = analyseGame(bambutiAnalysis, botGame(bambutiAnalysis, heuristicBot, options, 2), { iterations: 60, dealIterations: 20 });
  expect(a.decisions.length).toBeGreaterThan(0);
  for (const d of a.decisions) {
    if (d.forced) expect(d.mark).toBeNull();
    else {
      expect(d.mark).not.toBeNull();
      expect(Number.isFinite(d.madeValue) && Number.isFinite(d.bestValue)).toBe(true);
    }
  }
});
