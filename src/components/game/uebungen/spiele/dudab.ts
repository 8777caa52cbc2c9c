/** „Übungen“ for Dudab: the parts the island needs (loaded on demand, with the exercise). */
import DudabTable from '../../../dudab/DudabTable';
import { dudabDrills } from '../../../../games/dudab/drills';
import { cardName } from '../../../../games/dudab/cards';
import { dudabKit, DUDAB_NAMES } from '../../../../games/dudab/kit';
import type { GameParts } from '../parts';
import { taktik } from '../taktik';

const parts: GameParts = {
  id: 'dudab',
  drills: dudabDrills,
  Table: DudabTable,
  cardName,
  async: taktik(dudabKit.profi!.worker, DUDAB_NAMES),
};
export default parts;
