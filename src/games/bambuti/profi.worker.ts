import { serveProfi } from '../core/profiWorker';
import { bambutiAnalysis } from './analysis';
import { bambutiSearch, BAMBUTI_PROFI_ITERATIONS } from './profi';
import { bambutiTactics } from './tactics';
serveProfi(bambutiSearch, BAMBUTI_PROFI_ITERATIONS, bambutiAnalysis, bambutiTactics);
