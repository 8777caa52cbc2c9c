import { serveProfi } from '../core/profiWorker';
import { durakIterations, durakSearch } from './profi';
serveProfi(durakSearch, durakIterations);
