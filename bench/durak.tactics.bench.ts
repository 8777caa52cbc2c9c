// BENCH durak.drill_tactic_ms_p95: the 95th percentile of the time to make one „Taktik“ exercise, search included (bench/tactics.ts).
import { durakTactics } from '../src/games/durak/tactics';
import { DURAK_NAMES } from '../src/games/durak/kit';
import { benchTactics } from './tactics';

benchTactics(durakTactics, DURAK_NAMES);
