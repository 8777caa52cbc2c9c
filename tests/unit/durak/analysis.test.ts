/**
 * Durak „Analyse“: one recorded game (every seat „Fortgeschritten“) analysed at the real settings
 * (durak/analysis.ts) and frozen with its marks and values (tests/fixtures/durak-analysis.json).
 */
import { expect, test } from 'vitest';
import { analyseGame } from '../../../src/games/core/analysis';
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { heuristicBot } from '../../../src/games/durak/bots';
import { botGame, checkGolden } from '../../helpers/analysisGolden';

const options = { players: 2, transfer: false };

test('the analysis of a recorded game is frozen (marks and values)', { timeout: 300_000 }, () => {
  checkGolden(durakAnalysis, heuristicBot, options, 1);
});

test('every searched decision has values in the scale and a mark; forced ones have none', () => {
  const a = analyseGame(durakAnalysis, botGame(durakAnalysis, heuristicBot, options, 2), { iterations: 60, dealIterations: 20 });
  expect(a.decisions.length).toBeGreaterThan(0);
  for (const d of a.decisions) {
    if (d.forced) expect(d.mark).toBeNull();
    else {
      expect(d.mark).not.toBeNull();
      expect(Number.isFinite(d.madeValue) && Number.isFinite(d.bestValue)).toBe(true);
    }
  }
});
