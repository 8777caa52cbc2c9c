/**
 * A guided Ganjifa example (`<GanjifaTutorial client:visible scenario={szenario('blank')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './ganjifa.css';
import { ganjifaPlay } from '../../games/ganjifa/page';
import { tutorialIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import GanjifaTable from './GanjifaTable';

export default tutorialIsland({
  rules: ganjifaPlay,
  machine: () => loadMachine().then((m) => m.ganjifaTutorialMachine),
  game: 'ganjifa',
  Table: GanjifaTable,
});
