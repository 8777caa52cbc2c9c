/** The Durak machines: free play against bots, and the tutorial walker for the scenarios. */
import { createPlayMachine } from '../core/playMachine';
import { createTutorialMachine } from '../core/tutorialMachine';
import { durakKit } from './kit';
import { durakPlay } from './page';

export const durakPlayMachine = createPlayMachine(durakKit);
export const durakTutorialMachine = createTutorialMachine(durakPlay);
