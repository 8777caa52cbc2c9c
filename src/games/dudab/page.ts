/**
 * What a page needs of the Dudab engine (`GameRules`): the islands, kits and machines use
 * `dudabPlay`. It carries the fast legality test (`isLegal`) but neither the layout parser
 * (`fromLayout`, only in the whole engine of ./rules.ts) nor check.ts's German reasons, which
 * `reasons()` loads as a chunk of their own when the reader's first move is refused.
 */
import { gameRules } from '../core/engine';
import { legalMoves } from './legal';
import { isOver, outcome, phaseOf, play, toAct, view } from './play';
import { isLegal } from './position';
import { deal, fromDeck } from './setup';
import { describe, describeEvent } from './text';
import type { DudabEvent, DudabLayout, DudabMove, DudabOptions, DudabState, DudabView } from './types';

export const dudabPlay = gameRules<DudabState, DudabMove, DudabOptions, DudabLayout, DudabView, DudabEvent>({
  id: 'dudab',
  defaultOptions: { spieler: 4, runden: 4, startSeat: 0 },
  setup: { fromDeck, deal },
  play: { phase: phaseOf, toAct, legalMoves, isLegal, play, isOver, outcome, view },
  reasons: () => import('./check').then((m) => m.check),
  text: { describe, describeEvent },
});
