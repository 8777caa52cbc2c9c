/** Free Durak against computer opponents (`<DurakFreePlay client:visible />`, no props). */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './durak.css';
import { durakKit } from '../../games/durak/kit';
import { freePlayIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import DurakTable from './DurakTable';
import { durakResult, turnPrompt } from './durak-ui';

export default freePlayIsland({
  kit: durakKit,
  machine: () => loadMachine().then((m) => m.durakPlayMachine),
  game: 'durak',
  Table: DurakTable,
  optionsForm: () => import('./DurakOptionsForm'),
  result: durakResult,
  turnText: turnPrompt,
});
