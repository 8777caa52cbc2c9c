import { serveProfi } from '../core/profiWorker';
import { ganjifaSearch, GANJIFA_PROFI_ITERATIONS } from './profi';
serveProfi(ganjifaSearch, GANJIFA_PROFI_ITERATIONS);
