/**
 * Ganjifa „Analyse“ (ganjifa/analysis.ts): one recorded game (every seat „Fortgeschritten“) analysed at the
 * real settings and frozen with its marks and values (tests/fixtures/ganjifa-analysis.json), and the
 * other tests every game's analysis gets (tests/helpers/analysisGolden.ts).
 */
import { ganjifaAnalysis } from '../../../src/games/ganjifa/analysis';
import { heuristicBot } from '../../../src/games/ganjifa/bots';
import { analysisContract } from '../../helpers/analysisGolden';

analysisContract(ganjifaAnalysis, heuristicBot, {});
