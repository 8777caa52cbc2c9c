/** „Übungen“ for Ganjifa: the parts the island needs (loaded on demand, with the exercise). */
import GanjifaTable from '../../../ganjifa/GanjifaTable';
import { ganjifaDrills } from '../../../../games/ganjifa/drills';
import { cardName } from '../../../../games/ganjifa/cards';
import { ganjifaKit, GANJIFA_NAMES } from '../../../../games/ganjifa/kit';
import type { GameParts } from '../parts';
import { taktik } from '../taktik';

const parts: GameParts = {
  id: 'ganjifa',
  drills: ganjifaDrills,
  Table: GanjifaTable,
  cardName,
  async: taktik(ganjifaKit.profi!.worker, GANJIFA_NAMES),
};
export default parts;
