/** „Übungen“ for Bambuti: the parts the island needs (loaded on demand, with the exercise,
 * through its loader, src/games/bambuti/exercise.ts). */
import style from './bambuti.css?url';
import BambutiTable from './BambutiTable';
import { bambutiDrills } from '../../games/bambuti/drills';
import { cardName } from '../../games/bambuti/cards';
import { bambutiKit, BAMBUTI_NAMES } from '../../games/bambuti/kit';
import { gameParts } from '../game/uebungen/taktik';

/** The game's own look (stylesheet.ts: linked when the exercise opens, not with the page). */
export const styles = { bambuti: style };

export default gameParts(bambutiDrills, BambutiTable, cardName, bambutiKit.profi, BAMBUTI_NAMES);
