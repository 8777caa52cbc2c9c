/** „Übungen“ for Durak: the parts the island needs (loaded on demand, with the exercise). */
import DurakTable from '../../../durak/DurakTable';
import { durakDrills } from '../../../../games/durak/drills';
import { cardName } from '../../../../games/durak/cards';
import { durakKit, DURAK_NAMES } from '../../../../games/durak/kit';
import { gameParts } from '../taktik';

export default gameParts(durakDrills, DurakTable, cardName, durakKit.profi, DURAK_NAMES);
