import { serveProfi } from '../core/profiWorker';
import { bambutiAnalysis } from './analysis';
import { bambutiSearch, BAMBUTI_PROFI_ITERATIONS } from './profi';
serveProfi(bambutiSearch, BAMBUTI_PROFI_ITERATIONS, bambutiAnalysis);
