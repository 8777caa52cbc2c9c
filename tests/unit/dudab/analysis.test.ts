/**
 * Dudab „Analyse“ (dudab/analysis.ts): one recorded game (every seat „Fortgeschritten“) analysed at the
 * real settings and frozen with its marks and values (tests/fixtures/dudab-analysis.json), and the
 * other tests every game's analysis gets (tests/helpers/analysisGolden.ts).
 */
import { dudabAnalysis } from '../../../src/games/dudab/analysis';
import { heuristicBot } from '../../../src/games/dudab/bots';
import { analysisContract } from '../../helpers/analysisGolden';

analysisContract(dudabAnalysis, heuristicBot, { spieler: 4, runden: 1, startSeat: 0 });
