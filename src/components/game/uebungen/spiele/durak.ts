/** „Übungen“ for Durak: the parts the island needs (loaded on demand, with the exercise). */
import DurakTable from '../../../durak/DurakTable';
import { durakDrills } from '../../../../games/durak/drills';
import { cardName } from '../../../../games/durak/cards';
import type { GameParts } from '../parts';

const parts: GameParts = { id: 'durak', drills: durakDrills, Table: DurakTable, cardName };
export default parts;
