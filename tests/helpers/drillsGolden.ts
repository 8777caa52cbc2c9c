/** The key data of an exercise that tests/fixtures/drills-golden.json freezes: position, question, answer. */
import { drillAnswer, type Drill, type DrillGame } from '../../src/games/core/drills';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function goldenOf(game: DrillGame<any, any, any, any, any>, d: Drill<unknown, unknown>): Record<string, unknown> {
  const view = d.view as { hand: string[]; phase: string };
  return {
    code: d.code,
    moves: d.moves,
    seat: d.seat,
    phase: view.phase,
    hand: view.hand,
    question: d.question,
    choices: d.choices,
    answer: drillAnswer(game, d),
  };
}
