/** „Übungen“ for Bambuti: the parts the island needs (loaded on demand, with the exercise). */
import BambutiTable from '../../../bambuti/BambutiTable';
import { bambutiDrills } from '../../../../games/bambuti/drills';
import { cardName } from '../../../../games/bambuti/cards';
import { bambutiKit, BAMBUTI_NAMES } from '../../../../games/bambuti/kit';
import { gameParts } from '../taktik';

export default gameParts(bambutiDrills, BambutiTable, cardName, bambutiKit.profi, BAMBUTI_NAMES);
