import { serveProfi } from '../core/profiWorker';
import { durakAnalysis } from './analysis';
import { durakIterations, durakSearch } from './profi';
import { durakTactics } from './tactics';
serveProfi(durakSearch, durakIterations, durakAnalysis, durakTactics);
