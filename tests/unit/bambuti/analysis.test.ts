/**
 * Bambuti „Analyse“ (bambuti/analysis.ts): one recorded game (every seat „Fortgeschritten“) analysed at the
 * real settings and frozen with its marks and values (tests/fixtures/bambuti-analysis.json), and the
 * other tests every game's analysis gets (tests/helpers/analysisGolden.ts).
 */
import { bambutiAnalysis } from '../../../src/games/bambuti/analysis';
import { heuristicBot } from '../../../src/games/bambuti/bots';
import { analysisContract } from '../../helpers/analysisGolden';

analysisContract(bambutiAnalysis, heuristicBot, { startSeat: 0 });
