/**
 * Ganjifa „Taktik“ (src/games/ganjifa/tactics.ts over core/tactics.ts): the checks of
 * tests/helpers/tacticChecks.ts for both kinds, 4 seeds each (both levels; why not more: see there).
 */
import { GANJIFA_NAMES } from '../../../src/games/ganjifa/kit';
import { ganjifaTactics } from '../../../src/games/ganjifa/tactics';
import { checkTacticKinds } from '../../helpers/tacticChecks';

checkTacticKinds(ganjifaTactics, GANJIFA_NAMES, 4);
