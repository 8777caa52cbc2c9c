/**
 * What a page needs of the Durak engine (`GameRules`): the islands, kits and machines use
 * `durakPlay`. It carries the fast legality test (`isLegal`) but neither the layout parser
 * (`fromLayout`, only in the whole engine of ./rules.ts) nor check.ts's German reasons, which
 * `reasons()` loads as a chunk of their own when the reader's first move is refused.
 */
import { gameRules } from '../core/engine';
import { isLegal, legalMoves, isOver, outcome, play, view } from './play';
import { actorOf } from './position';
import { deal, fromDeck } from './setup';
import { describe, describeEvent } from './text';
import type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakState, DurakView } from './types';

export const durakPlay = gameRules<DurakState, DurakMove, DurakOptions, DurakLayout, DurakView, DurakEvent>({
  id: 'durak',
  defaultOptions: { players: 2, transfer: false },
  setup: { fromDeck, deal },
  play: { phase: (s) => s.phase, toAct: actorOf, legalMoves, isLegal, play, isOver, outcome, view },
  reasons: () => import('./check').then((m) => m.check),
  text: { describe, describeEvent },
});
