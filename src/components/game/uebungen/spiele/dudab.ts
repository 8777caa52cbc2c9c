/** „Übungen“ for Dudab: the parts the island needs (loaded on demand, with the exercise). */
import DudabTable from '../../../dudab/DudabTable';
import { dudabDrills } from '../../../../games/dudab/drills';
import { cardName } from '../../../../games/dudab/cards';
import { dudabKit, DUDAB_NAMES } from '../../../../games/dudab/kit';
import { gameParts } from '../taktik';

export default gameParts(dudabDrills, DudabTable, cardName, dudabKit.profi, DUDAB_NAMES);
