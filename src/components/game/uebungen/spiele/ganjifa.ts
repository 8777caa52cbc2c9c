/** „Übungen“ for Ganjifa: the parts the island needs (loaded on demand, with the exercise). */
import GanjifaTable from '../../../ganjifa/GanjifaTable';
import { ganjifaDrills } from '../../../../games/ganjifa/drills';
import { cardName } from '../../../../games/ganjifa/cards';
import type { GameParts } from '../parts';

const parts: GameParts = { id: 'ganjifa', drills: ganjifaDrills, Table: GanjifaTable, cardName };
export default parts;
