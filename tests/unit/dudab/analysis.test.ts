/**
 * Dudab „Analyse“: one recorded game (every seat „Fortgeschritten“) analysed at the real settings
 * (dudab/analysis.ts) and frozen with its marks and values (tests/fixtures/dudab-analysis.json).
 */
import { expect, test } from 'vitest';
import { analyseGame } from '../../../src/games/core/analysis';
import { dudabAnalysis } from '../../../src/games/dudab/analysis';
import { heuristicBot } from '../../../src/games/dudab/bots';
import { botGame, checkGolden } from '../../helpers/analysisGolden';

const options = { spieler: 4, runden: 1, startSeat: 0 };

test('the analysis of a recorded game is frozen (marks and values)', { timeout: 300_000 }, () => {
  checkGolden(dudabAnalysis, heuristicBot, options, 1);
});

test('every searched decision has values in the scale and a mark; forced ones have none', () => {
  const a = analyseGame(dudabAnalysis, botGame(dudabAnalysis, heuristicBot, options, 2), { iterations: 60, dealIterations: 20 });
  expect(a.decisions.length).toBeGreaterThan(0);
  for (const d of a.decisions) {
    if (d.forced) expect(d.mark).toBeNull();
    else {
      expect(d.mark).not.toBeNull();
      expect(Number.isFinite(d.madeValue) && Number.isFinite(d.bestValue)).toBe(true);
    }
  }
});
