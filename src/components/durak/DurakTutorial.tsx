/**
 * A guided Durak example (`<DurakTutorial client:visible scenario={szenario('erster-angriff')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './durak.css';
import { durakPlay } from '../../games/durak/page';
import { tutorialIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import DurakTable from './DurakTable';

export default tutorialIsland({
  rules: durakPlay,
  machine: () => loadMachine().then((m) => m.durakTutorialMachine),
  game: 'durak',
  Table: DurakTable,
});
