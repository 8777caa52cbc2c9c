/**
 * What a page needs of the Bambuti engine (`GameRules`): the islands, kits and machines use
 * `bambutiPlay`. It carries the fast legality test (`isLegal`) but neither the layout parser
 * (`fromLayout`, only in the whole engine of ./rules.ts) nor check.ts's German reasons, which
 * `reasons()` loads as a chunk of their own when the reader's first move is refused.
 */
import { gameRules } from '../core/engine';
import { actorOf, isOver, isLegal, legalMoves, outcome, play, view } from './play';
import { deal, fromDeck } from './setup';
import { describe, describeEvent } from './text';
import type { BambutiEvent, BambutiLayout, BambutiMove, BambutiOptions, BambutiState, BambutiView } from './types';

export const bambutiPlay = gameRules<BambutiState, BambutiMove, BambutiOptions, BambutiLayout, BambutiView, BambutiEvent>({
  id: 'bambuti',
  defaultOptions: { startSeat: 0 },
  setup: { fromDeck, deal },
  play: { phase: (s) => s.phase, toAct: actorOf, legalMoves, isLegal, play, isOver, outcome, view },
  reasons: () => import('./check').then((m) => m.check),
  text: { describe, describeEvent },
});
