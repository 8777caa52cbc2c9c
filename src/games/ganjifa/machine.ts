/** The Ganjifa machines: free play against two bots, and the tutorial walker for the scenarios. */
import { createPlayMachine } from '../core/playMachine';
import { createTutorialMachine } from '../core/tutorialMachine';
import { ganjifaKit } from './kit';
import { ganjifaPlay } from './page';

export const ganjifaPlayMachine = createPlayMachine(ganjifaKit);
export const ganjifaTutorialMachine = createTutorialMachine(ganjifaPlay);
