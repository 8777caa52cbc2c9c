/**
 * Ganjifa bots: the computer opponents of free play and the „Tipp“. A bot sees only its seat's
 * `GanjifaView` and answers one of `view.legal`; it never decides what is legal. The heuristic
 * itself is written once in heuristic.ts (the „Profi“ plays it too).
 *
 * - `randomBot` („Anfänger“): a uniformly random legal move from the seeded `random()`.
 * - `heuristicBot` („Fortgeschritten“), from what it can see (its hand, the cards out, the table,
 *   the suits each player is known to be blank in):
 *     · chooses Tag (it cannot see a card before the deal);
 *     · leads a Dukal whenever it can (the longest): it takes 3m cards for sure and keeps the lead;
 *     · otherwise leads a sure winner — the best card left in its suit that nobody can trump —
 *       boss trumps first, so the others' trumps come out; then a likely winner (the best card
 *       left, though it might be trumped); else its least useful card from a long suit;
 *     · as a follower wins the trick as cheaply as possible — last in the trick with the cheapest
 *       card that wins, second preferably with a card the last player cannot beat — and otherwise
 *       throws its least useful card;
 *     · against a Dukal discards its least useful cards.
 *   „Least useful“ = lowest keep value: strength in the suit, much more for trumps, more for the
 *   best card left in a suit and for the parts of a Dukal it could still lead.
 */
import { randomLegalBot } from '../core/bots';
import type { Bot } from '../core/types';
import { heuristicViewMove } from './heuristic';
import type { GanjifaMove, GanjifaView } from './types';

type GanjifaBot = Bot<GanjifaView, GanjifaMove>;

/** „Anfänger“: any legal move, uniformly, from the seeded generator. */
export const randomBot: GanjifaBot = randomLegalBot();

/** „Fortgeschritten“: see the module comment. Deterministic; `random` is not needed. */
export const heuristicBot: GanjifaBot = (view) => {
  if (view.legal.length === 0) throw new Error('heuristicBot: der Sitz ist nicht am Zug (view.legal ist leer)');
  return heuristicViewMove(view);
};
