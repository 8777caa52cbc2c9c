import { serveProfi } from '../core/profiWorker';
import { dudabAnalysis } from './analysis';
import { dudabSearch, DUDAB_PROFI_ITERATIONS } from './profi';
serveProfi(dudabSearch, DUDAB_PROFI_ITERATIONS, dudabAnalysis);
