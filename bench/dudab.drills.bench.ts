// BENCH dudab.drill_make_ms_p95: the 95th percentile of the time to make one exercise of the slowest rules kind (bench/drills.ts).
import { dudabDrills } from '../src/games/dudab/drills';
import { benchDrills } from './drills';

benchDrills(dudabDrills);
