/**
 * A finished (or running) game, move by move, for the replay board of „Analyse“: every position
 * from the deal to the last move is kept, so stepping through the game is instant (no replay from
 * the deal per step), and each move comes with its German sentence and what the game did on its own.
 *
 * The link of a replay position is the game's partie link plus `&zug=<n>` (0 = the deal, n = after
 * the n-th move) and `&analyse` (the analysis is open). Version A of the partie code is unchanged;
 * these two parameters only say where to look.
 */
import type { GameKit } from './kit';
import type { BaseEvent, BaseMove, BaseView, Result } from './types';
import { err, ok } from './types';

export interface ReplayStep<S, M> {
  /** The position after this step's move (step 0: after the deal). */
  state: S;
  /** The move that led here (null at the deal). */
  move: M | null;
  /** The move's sentence („Anna greift mit Pik 9 an.“), then what the game did on its own. */
  lines: string[];
}

/** Every position of the game: steps[0] is the deal, steps[n] the position after the n-th move. */
export function replaySteps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  options: O,
  seed: number,
  moves: readonly M[],
): ReplayStep<S, M>[] {
  const names = kit.seatNames(options);
  const eventLines = (state: S) =>
    kit.rules
      .events(state)
      .map((e) => kit.rules.describeEvent(e, names))
      .filter((t): t is string => !!t);
  let state = kit.rules.deal(options, seed);
  const steps: ReplayStep<S, M>[] = [{ state, move: null, lines: eventLines(state) }];
  for (const move of moves) {
    const said = kit.rules.describe(state, move, names);
    state = kit.rules.play(state, move);
    steps.push({ state, move, lines: [said, ...eventLines(state)] });
  }
  return steps;
}

/** What a link asks of the replay: the move to show (null: none asked for) and whether the analysis is open. */
export interface ReplayParams {
  zug: number | null;
  analyse: boolean;
}

/**
 * Reads `&zug=<n>` and `&analyse` from a location.search string for a game of `moves` moves.
 * A `zug` beyond the game (or not a number) is refused with a German sentence.
 */
export function parseReplayParams(search: string, moves: number): Result<ReplayParams> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return ok({ zug: null, analyse: false });
  }
  const analyse = params.has('analyse');
  const text = params.get('zug');
  if (text === null || text === '') return ok({ zug: null, analyse });
  if (!/^[0-9]{1,5}$/.test(text)) return err(`Die Zugangabe „${text.slice(0, 12)}“ in diesem Link ist keine Zahl.`);
  const zug = Number(text);
  if (zug > moves) return err(`Zug ${zug} gibt es in diesem Spiel nicht – es hat ${moves} ${moves === 1 ? 'Zug' : 'Züge'}.`);
  return ok({ zug, analyse });
}

/** The link of replay position `zug` of the game `code`, with the analysis open. */
export function makeReplayHref(pathname: string, code: string, zug: number): string {
  return `${pathname}?partie=${code}&zug=${zug}&analyse`;
}

/**
 * Where the rounds of a game over several rounds (Dudab) ended: for each finished round, the number
 * of moves after which the engine reported `RoundOver`, in order. Empty for a game of one deal.
 */
export function roundEnds<S, M extends BaseMove, O>(
  rules: { deal(options: O, seed: number): S; play(state: S, move: M): S; events(state: S): readonly BaseEvent[] },
  options: O,
  seed: number,
  moves: readonly M[],
): number[] {
  const ends: number[] = [];
  let state = rules.deal(options, seed);
  moves.forEach((move, i) => {
    state = rules.play(state, move);
    if (rules.events(state).some((e) => e.type === 'RoundOver')) ends.push(i + 1);
  });
  return ends;
}
