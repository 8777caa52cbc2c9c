/**
 * A guided Bambuti example (`<BambutiTutorial client:visible scenario={szenario('symmetrie')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './bambuti.css';
import { bambutiPlay } from '../../games/bambuti/page';
import { tutorialIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import BambutiTable from './BambutiTable';

export default tutorialIsland({
  rules: bambutiPlay,
  machine: () => loadMachine().then((m) => m.bambutiTutorialMachine),
  game: 'bambuti',
  Table: BambutiTable,
  waitClass: 'bambuti-wartet',
});
