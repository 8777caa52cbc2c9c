/** „Übungen“ for Bambuti: the parts the island needs (loaded on demand, with the exercise). */
import BambutiTable from '../../../bambuti/BambutiTable';
import { bambutiDrills } from '../../../../games/bambuti/drills';
import { cardName } from '../../../../games/bambuti/cards';
import { bambutiKit, BAMBUTI_NAMES } from '../../../../games/bambuti/kit';
import type { GameParts } from '../parts';
import { taktik } from '../taktik';

const parts: GameParts = {
  id: 'bambuti',
  drills: bambutiDrills,
  Table: BambutiTable,
  cardName,
  async: taktik(bambutiKit.profi!.worker, BAMBUTI_NAMES),
};
export default parts;
