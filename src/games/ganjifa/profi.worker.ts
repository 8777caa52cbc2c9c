import { serveProfi } from '../core/profiWorker';
import { ganjifaAnalysis } from './analysis';
import { ganjifaSearch, GANJIFA_PROFI_ITERATIONS } from './profi';
serveProfi(ganjifaSearch, GANJIFA_PROFI_ITERATIONS, ganjifaAnalysis);
