/**
 * A guided Ganjifa example (`<GanjifaTutorial client:visible scenario={szenario('blank')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
import { ganjifaTutorialMachine } from '../../games/ganjifa/machine';
import { ganjifa } from '../../games/ganjifa/rules';
import { tutorialIsland } from '../game/islands';
import GanjifaTable from './GanjifaTable';

export default tutorialIsland({ rules: ganjifa, machine: ganjifaTutorialMachine, game: 'ganjifa', Table: GanjifaTable });
