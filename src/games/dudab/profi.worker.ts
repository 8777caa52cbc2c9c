import { serveProfi } from '../core/profiWorker';
import { dudabSearch, DUDAB_PROFI_ITERATIONS } from './profi';
serveProfi(dudabSearch, DUDAB_PROFI_ITERATIONS);
