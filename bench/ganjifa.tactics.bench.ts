// BENCH ganjifa.drill_tactic_ms_p95: the 95th percentile of the time to make one „Taktik“ exercise, search included (bench/tactics.ts).
import { ganjifaTactics } from '../src/games/ganjifa/tactics';
import { GANJIFA_NAMES } from '../src/games/ganjifa/kit';
import { benchTactics } from './tactics';

benchTactics(ganjifaTactics, GANJIFA_NAMES);
