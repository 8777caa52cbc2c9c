/** „Übungen“ for Durak: the parts the island needs (loaded on demand, with the exercise). */
import DurakTable from '../../../durak/DurakTable';
import { durakDrills } from '../../../../games/durak/drills';
import { cardName } from '../../../../games/durak/cards';
import { durakKit, DURAK_NAMES } from '../../../../games/durak/kit';
import type { GameParts } from '../parts';
import { taktik } from '../taktik';

const parts: GameParts = {
  id: 'durak',
  drills: durakDrills,
  Table: DurakTable,
  cardName,
  async: taktik(durakKit.profi!.worker, DURAK_NAMES),
};
export default parts;
