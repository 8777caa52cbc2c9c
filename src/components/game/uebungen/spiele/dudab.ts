/** „Übungen“ for Dudab: the parts the island needs (loaded on demand, with the exercise). */
import DudabTable from '../../../dudab/DudabTable';
import { dudabDrills } from '../../../../games/dudab/drills';
import { cardName } from '../../../../games/dudab/cards';
import type { GameParts } from '../parts';

const parts: GameParts = { id: 'dudab', drills: dudabDrills, Table: DudabTable, cardName };
export default parts;
