/**
 * A whole game where every seat plays any legal move („Anfänger“), seeded: for tests that need a
 * finished game of any kit without depending on a bot's tuning.
 */
import { randomLegalBot } from '../../src/games/core/bots';
import type { GameKit } from '../../src/games/core/kit';
import { makeRng } from '../../src/games/core/rng';
import type { BaseEvent, BaseMove, BaseView } from '../../src/games/core/types';

export function randomGame<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  options: O,
  seed: number,
  movesSeed = seed,
): M[] {
  const rules = kit.rules;
  const bot = randomLegalBot<V, M>();
  const rng = makeRng(movesSeed);
  let state = rules.deal(options, seed);
  const moves: M[] = [];
  while (!rules.isOver(state)) {
    const move = bot(rules.view(state, rules.toAct(state)!), rng);
    moves.push(move);
    state = rules.play(state, move);
  }
  return moves;
}
