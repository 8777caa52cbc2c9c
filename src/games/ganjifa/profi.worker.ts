import { serveProfi } from '../core/profiWorker';
import { ganjifaAnalysis } from './analysis';
import { ganjifaSearch, GANJIFA_PROFI_ITERATIONS } from './profi';
import { ganjifaTactics } from './tactics';
serveProfi(ganjifaSearch, GANJIFA_PROFI_ITERATIONS, ganjifaAnalysis, ganjifaTactics);
