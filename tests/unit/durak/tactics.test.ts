/**
 * Durak „Taktik“ (src/games/durak/tactics.ts over core/tactics.ts): the checks of
 * tests/helpers/tacticChecks.ts for both kinds, 60 seeds each (both levels; why not more: see there).
 */
import { DURAK_NAMES } from '../../../src/games/durak/kit';
import { durakTactics } from '../../../src/games/durak/tactics';
import { checkTacticKinds } from '../../helpers/tacticChecks';

checkTacticKinds(durakTactics, DURAK_NAMES, 60);
