/**
 * A guided Dudab example (`<DudabTutorial client:visible scenario={szenario('ziffern-legen')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './dudab.css';
import { dudabPlay } from '../../games/dudab/page';
import { tutorialIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import DudabTable from './DudabTable';

export default tutorialIsland({
  rules: dudabPlay,
  machine: () => loadMachine().then((m) => m.dudabTutorialMachine),
  game: 'dudab',
  Table: DudabTable,
  waitClass: 'dudab-wartet',
});
