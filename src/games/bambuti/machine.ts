/** The Bambuti machines: free play against a bot, and the tutorial walker for the scenarios. */
import { createPlayMachine } from '../core/playMachine';
import { createTutorialMachine } from '../core/tutorialMachine';
import { bambutiKit } from './kit';
import { bambutiPlay } from './page';

export const bambutiPlayMachine = createPlayMachine(bambutiKit);
export const bambutiTutorialMachine = createTutorialMachine(bambutiPlay);
