/** „Übungen“ for Dudab: the parts the island needs (loaded on demand, with the exercise,
 * through its loader, src/games/dudab/exercise.ts). */
import style from './dudab.css?url';
import DudabTable from './DudabTable';
import { dudabDrills } from '../../games/dudab/drills';
import { cardName } from '../../games/dudab/cards';
import { dudabKit, DUDAB_NAMES } from '../../games/dudab/kit';
import { gameParts } from '../game/uebungen/taktik';

/** The game's own look (stylesheet.ts: linked when the exercise opens, not with the page). */
export const styles = { dudab: style };

export default gameParts(dudabDrills, DudabTable, cardName, dudabKit.profi, DUDAB_NAMES);
