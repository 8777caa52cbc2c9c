/** „Übungen“ for Durak: the parts the island needs (loaded on demand, with the exercise,
 * through its loader, src/games/durak/exercise.ts). */
import style from './durak.css?url';
import DurakTable from './DurakTable';
import { durakDrills } from '../../games/durak/drills';
import { cardName } from '../../games/durak/cards';
import { durakKit, DURAK_NAMES } from '../../games/durak/kit';
import { gameParts } from '../game/uebungen/taktik';

/** The game's own look (stylesheet.ts: linked when the exercise opens, not with the page). */
export const styles = { durak: style };

export default gameParts(durakDrills, DurakTable, cardName, durakKit.profi, DURAK_NAMES);
