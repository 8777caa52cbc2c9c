/**
 * Durak „Analyse“ (durak/analysis.ts): one recorded game (every seat „Fortgeschritten“) analysed at the
 * real settings and frozen with its marks and values (tests/fixtures/durak-analysis.json), and the
 * other tests every game's analysis gets (tests/helpers/analysisGolden.ts). A finished Durak game
 * is scored like a sample of the search, which carries the searching seat in `dealer` (profi.ts).
 */
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { heuristicBot } from '../../../src/games/durak/bots';
import { analysisContract } from '../../helpers/analysisGolden';

analysisContract(durakAnalysis, heuristicBot, { players: 2, transfer: false }, (end) => ({ ...end, dealer: 0 }));
