/** Free Bambuti against the computer (`<BambutiFreePlay client:visible />`, no props). */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './bambuti.css';
import { bambutiKit } from '../../games/bambuti/kit';
import type { BambutiState } from '../../games/bambuti/types';
import { freePlayIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import BambutiTable from './BambutiTable';
import { Wertungsblock } from './Wertungsblock';
import { bambutiResult, turnPrompt } from './bambuti-ui';

/** Under the result: the whole Wertungsblock, every Wertung with its trigger. */
function BambutiResultDetails({ state, names }: { state: BambutiState; names: string[] }) {
  return (
    <div class="bambuti-ergebnis">
      <Wertungsblock wertungen={state.wertungen} names={names} />
    </div>
  );
}

export default freePlayIsland({
  kit: bambutiKit,
  machine: () => loadMachine().then((m) => m.bambutiPlayMachine),
  game: 'bambuti',
  Table: BambutiTable,
  optionsForm: () => import('./BambutiOptionsForm'),
  result: bambutiResult,
  ResultDetails: BambutiResultDetails,
  turnText: turnPrompt,
});
