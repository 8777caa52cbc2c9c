/** The Dudab machines: free play against bots, and the tutorial walker for the scenarios. */
import { createPlayMachine } from '../core/playMachine';
import { createTutorialMachine } from '../core/tutorialMachine';
import { dudabKit } from './kit';
import { dudabPlay } from './page';

export const dudabPlayMachine = createPlayMachine(dudabKit);
export const dudabTutorialMachine = createTutorialMachine(dudabPlay);
