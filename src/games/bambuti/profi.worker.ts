import { serveProfi } from '../core/profiWorker';
import { bambutiSearch, BAMBUTI_PROFI_ITERATIONS } from './profi';
serveProfi(bambutiSearch, BAMBUTI_PROFI_ITERATIONS);
