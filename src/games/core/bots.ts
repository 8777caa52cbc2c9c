/** Bots every game shares. A bot decides from its seat's view only (see `Bot` in types.ts). */
import { deriveSeed, makeRng, randomInt } from './rng';
import type { BaseEvent, BaseMove, BaseView, Bot, GameRules, Seat } from './types';

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

/** No game of the four comes near this many decisions; reaching it means a bot or the engine loops. */
const MAX_DECISIONS = 5000;

/**
 * Plays a whole game from `state` with one bot per seat (tests, benchmarks, tools): decision i gets
 * its own generator makeRng(deriveSeed(gameSeed, i)), as in free play. `visit` sees every decision
 * before the seat's bot answers it. Returns the finished game.
 */
export function playBots<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameRules<S, M, O, L, V, E>,
  state: S,
  gameSeed: number,
  bots: readonly Bot<V, M>[],
  visit?: (state: S, seat: Seat, view: V, i: number) => void,
): S {
  let s = state;
  for (let i = 0; !rules.isOver(s); i++) {
    if (i >= MAX_DECISIONS) throw new Error(`game ${gameSeed} did not end within ${MAX_DECISIONS} decisions`);
    const seat = rules.toAct(s);
    if (seat === null) throw new Error('toAct is null in a running game');
    const bot = bots[seat];
    if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
    const view = rules.view(s, seat);
    visit?.(s, seat, view, i);
    s = rules.play(s, bot(view, makeRng(deriveSeed(gameSeed, i))));
  }
  return s;
}
