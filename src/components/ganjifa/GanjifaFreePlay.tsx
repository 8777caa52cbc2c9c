/**
 * Free Ganjifa: one deal, you against two computer opponents (`<GanjifaFreePlay client:visible />`,
 * no props). Ganjifa has no variants (spec §8): Tag or Nacht is chosen at the table before every
 * deal, so the settings only hold the bots' level and the tempo.
 */
// The game's own look: imported by its page's islands (and /uebungen/), not by the table that an
// exercise shares, so no other page links it (issue 30).
import './ganjifa.css';
import { ganjifaKit } from '../../games/ganjifa/kit';
import { freePlayIsland } from '../game/islands';
import { loadMachine } from './loadMachine';
import GanjifaTable from './GanjifaTable';
import { ganjifaResult, turnPrompt } from './ganjifa-ui';

export default freePlayIsland({
  kit: ganjifaKit,
  machine: () => loadMachine().then((m) => m.ganjifaPlayMachine),
  game: 'ganjifa',
  Table: GanjifaTable,
  optionsForm: () => import('./GanjifaOptionsForm'),
  result: ganjifaResult,
  turnText: (state, names) => turnPrompt(state, names),
});
