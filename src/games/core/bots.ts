/** Bots every game shares. A bot decides from its seat's view only (see `Bot` in types.ts). */
import { randomInt } from './rng';
import type { BaseView, Bot } from './types';

/** „Anfänger“: any legal move, uniformly, from the seeded generator. */
export function randomLegalBot<V extends BaseView<M>, M>(): Bot<V, M> {
  return (view, random) => {
    const n = view.legal.length;
    if (n === 0) throw new Error('randomBot: der Sitz ist nicht am Zug (view.legal ist leer)');
    return view.legal[randomInt(random, n)]!;
  };
}

/**
 * The move with the lowest finite score, or null when there is none (no moves, or every score is
 * Infinity: the bots' way of ruling a move out). Ties keep the engine's stable order.
 */
export function cheapest<M>(moves: readonly M[], score: (m: M) => number): M | null {
  let best: M | null = null;
  let bestScore = Infinity;
  for (const m of moves) {
    const s = score(m);
    if (s < bestScore) {
      best = m;
      bestScore = s;
    }
  }
  return best;
}
