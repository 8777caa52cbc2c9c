// BENCH dudab.drill_tactic_ms_p95: the 95th percentile of the time to make one „Taktik“ exercise, search included (bench/tactics.ts).
import { dudabTactics } from '../src/games/dudab/tactics';
import { DUDAB_NAMES } from '../src/games/dudab/kit';
import { benchTactics } from './tactics';

benchTactics(dudabTactics, DUDAB_NAMES);
