import { serveProfi } from '../core/profiWorker';
import { dudabAnalysis } from './analysis';
import { dudabSearch, DUDAB_PROFI_ITERATIONS } from './profi';
import { dudabTactics } from './tactics';
serveProfi(dudabSearch, DUDAB_PROFI_ITERATIONS, dudabAnalysis, dudabTactics);
