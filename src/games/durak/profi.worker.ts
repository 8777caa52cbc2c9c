import { serveProfi } from '../core/profiWorker';
import { durakAnalysis } from './analysis';
import { durakIterations, durakSearch } from './profi';
serveProfi(durakSearch, durakIterations, durakAnalysis);
