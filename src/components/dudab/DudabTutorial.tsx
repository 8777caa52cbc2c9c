/**
 * A guided Dudab example (`<DudabTutorial client:visible scenario={szenario('ziffern-legen')} />`); the
 * scenario comes from the page's HTML, see `tutorialIsland`.
 */
import { dudabTutorialMachine } from '../../games/dudab/machine';
import { dudabPlay } from '../../games/dudab/page';
import { tutorialIsland } from '../game/islands';
import DudabTable from './DudabTable';

export default tutorialIsland({ rules: dudabPlay, machine: dudabTutorialMachine, game: 'dudab', Table: DudabTable });
