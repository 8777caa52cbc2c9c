/**
 * Bambuti „Taktik“ (src/games/bambuti/tactics.ts over core/tactics.ts): the checks of
 * tests/helpers/tacticChecks.ts for both kinds, 16 seeds each (both levels; why not more: see there).
 */
import { BAMBUTI_NAMES } from '../../../src/games/bambuti/kit';
import { bambutiTactics } from '../../../src/games/bambuti/tactics';
import { checkTacticKinds } from '../../helpers/tacticChecks';

checkTacticKinds(bambutiTactics, BAMBUTI_NAMES, 16);
