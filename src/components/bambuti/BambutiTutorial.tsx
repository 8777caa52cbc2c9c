/**
 * A guided Bambuti example (`<BambutiTutorial client:visible scenario={szenario('symmetrie')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
import { bambutiTutorialMachine } from '../../games/bambuti/machine';
import { bambutiPlay } from '../../games/bambuti/page';
import { tutorialIsland } from '../game/islands';
import BambutiTable from './BambutiTable';

export default tutorialIsland({ rules: bambutiPlay, machine: bambutiTutorialMachine, game: 'bambuti', Table: BambutiTable });
