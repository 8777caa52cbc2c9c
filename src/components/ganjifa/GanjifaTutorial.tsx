/**
 * A guided Ganjifa example (`<GanjifaTutorial client:visible scenario={szenario('blank')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
import { ganjifaTutorialMachine } from '../../games/ganjifa/machine';
import { ganjifaPlay } from '../../games/ganjifa/page';
import { tutorialIsland } from '../game/islands';
import GanjifaTable from './GanjifaTable';

export default tutorialIsland({ rules: ganjifaPlay, machine: ganjifaTutorialMachine, game: 'ganjifa', Table: GanjifaTable });
