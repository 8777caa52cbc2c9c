/**
 * Dudab „Taktik“ (src/games/dudab/tactics.ts over core/tactics.ts): the checks of
 * tests/helpers/tacticChecks.ts for both kinds, 20 seeds each (both levels; why not more: see there).
 */
import { DUDAB_NAMES } from '../../../src/games/dudab/kit';
import { dudabTactics } from '../../../src/games/dudab/tactics';
import { checkTacticKinds } from '../../helpers/tacticChecks';

checkTacticKinds(dudabTactics, DUDAB_NAMES, 20);
