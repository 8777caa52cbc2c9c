/** „Übungen“ for Bambuti: the parts the island needs (loaded on demand, with the exercise). */
import BambutiTable from '../../../bambuti/BambutiTable';
import { bambutiDrills } from '../../../../games/bambuti/drills';
import { cardName } from '../../../../games/bambuti/cards';
import type { GameParts } from '../parts';

const parts: GameParts = { id: 'bambuti', drills: bambutiDrills, Table: BambutiTable, cardName };
export default parts;
