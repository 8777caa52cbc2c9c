/** „Übungen“ for Ganjifa: the parts the island needs (loaded on demand, with the exercise,
 * through its loader, src/games/ganjifa/exercise.ts). */
import style from './ganjifa.css?url';
import GanjifaTable from './GanjifaTable';
import { ganjifaDrills } from '../../games/ganjifa/drills';
import { cardName } from '../../games/ganjifa/cards';
import { ganjifaKit, GANJIFA_NAMES } from '../../games/ganjifa/kit';
import { gameParts } from '../game/uebungen/taktik';

/** The game's own look (stylesheet.ts: linked when the exercise opens, not with the page). */
export const styles = { ganjifa: style };

export default gameParts(ganjifaDrills, GanjifaTable, cardName, ganjifaKit.profi, GANJIFA_NAMES);
