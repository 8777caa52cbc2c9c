// BENCH bambuti.drill_tactic_ms_p95: the 95th percentile of the time to make one „Taktik“ exercise, search included (bench/tactics.ts).
import { bambutiTactics } from '../src/games/bambuti/tactics';
import { BAMBUTI_NAMES } from '../src/games/bambuti/kit';
import { benchTactics } from './tactics';

benchTactics(bambutiTactics, BAMBUTI_NAMES);
