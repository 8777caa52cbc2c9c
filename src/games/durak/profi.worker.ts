import { serveProfi } from '../core/profiWorker';
import { durakSearch, DURAK_PROFI_ITERATIONS } from './profi';
serveProfi(durakSearch, DURAK_PROFI_ITERATIONS);
