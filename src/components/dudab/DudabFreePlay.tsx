/** Free Dudab over several rounds against computer opponents (`<DudabFreePlay client:visible />`, no props). */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './dudab.css';
import { dudabKit } from '../../games/dudab/kit';
import { freePlayIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import DudabTable from './DudabTable';
import { dudabResult, turnPrompt } from './dudab-ui';

/** Under the result: where the scoring of the last round is, and the rule behind it. */
function DudabWertungHinweis() {
  return (
    <p class="ergebnis-info">
      Die Wertung der letzten Runde steht auf dem Tisch, Schritt für Schritt; die Regeln dazu findest du unter{' '}
      <a href="#wertung">Wertung</a>.
    </p>
  );
}

export default freePlayIsland({
  kit: dudabKit,
  machine: () => loadMachine().then((m) => m.dudabPlayMachine),
  game: 'dudab',
  Table: DudabTable,
  optionsForm: () => import('./DudabOptionsForm'),
  result: dudabResult,
  ResultDetails: DudabWertungHinweis,
  turnText: turnPrompt,
});
