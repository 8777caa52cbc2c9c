/**
 * The documented shuffle, written out by hand for the deal tests (not core/rng's `shuffle`): a
 * Fisher–Yates pass from the last card down, each swap partner drawn with `randomInt(rng, i + 1)`.
 */
import { randomInt, type Random } from '../../src/games/core/rng';

export function shuffleByHand<T>(rng: Random, cards: readonly T[]): T[] {
  const deck = [...cards];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}
