/**
 * What a page needs of the Dashavatara-Ganjifa engine (`GameRules`): the islands, kits and machines use
 * `ganjifaPlay`. It carries the fast legality test (`isLegal`) but neither the layout parser
 * (`fromLayout`, only in the whole engine of ./rules.ts) nor check.ts's German reasons, which
 * `reasons()` loads as a chunk of their own when the reader's first move is refused.
 */
import { gameRules } from '../core/engine';
import { isLegal, legalMoves } from './legal';
import { actorOf, isOver, outcome, phaseOf, play, view } from './play';
import { deal, fromDeck } from './setup';
import { describe, describeEvent } from './text';
import type { GanjifaEvent, GanjifaLayout, GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';

export const ganjifaPlay = gameRules<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaLayout, GanjifaView, GanjifaEvent>({
  id: 'ganjifa',
  defaultOptions: {},
  setup: { fromDeck, deal },
  play: { phase: phaseOf, toAct: actorOf, legalMoves, isLegal, play, isOver, outcome, view },
  reasons: () => import('./check').then((m) => m.check),
  text: { describe, describeEvent },
});
