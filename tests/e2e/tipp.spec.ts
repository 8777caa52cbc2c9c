/**
 * „Tipp“ on the page is the judgement of the analysis (issue 29): in every game, at a decision of
 * the reader in the middle of a game opened from its link, „Tipp“ names exactly the move that
 * `tippMove` (the analysis's best move at that decision, same seed) names in Node — so a followed
 * Tipp is never marked by the analysis (tests/unit/core/tipp.test.ts plays whole games so). The
 * decision is one where the rule of thumb of „Fortgeschritten“ (the old „Tipp“) would name another
 * move, so the test tells the two apart.
 */
import { test, expect } from './fixtures';
import { openFreePlay, type Game } from './game-helpers';
import { makePartieCode } from '../../src/games/core/codec';
import { tippMove, type AnalysisGame } from '../../src/games/core/analysis';
import { deriveSeed, makeRng } from '../../src/games/core/rng';
import { dataKey } from '../../src/games/core/data';
import type { Bot } from '../../src/games/core/types';
import { heuristicBot as durakHeuristic } from '../../src/games/durak/bots';
import { heuristicBot as ganjifaHeuristic } from '../../src/games/ganjifa/bots';
import { heuristicBot as dudabHeuristic } from '../../src/games/dudab/bots';
import { heuristicBot as bambutiHeuristic } from '../../src/games/bambuti/bots';
import type { AnyGameKit } from '../../src/games/core/kit';
import type { BaseMove, BaseView } from '../../src/games/core/types';
import { randomGame } from '../helpers/randomGame';
import { durakKit } from '../../src/games/durak/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { dudabKit } from '../../src/games/dudab/kit';
import { bambutiKit } from '../../src/games/bambuti/kit';
import { durakAnalysis } from '../../src/games/durak/analysis';
import { ganjifaAnalysis } from '../../src/games/ganjifa/analysis';
import { dudabAnalysis } from '../../src/games/dudab/analysis';
import { bambutiAnalysis } from '../../src/games/bambuti/analysis';

type Table = AnalysisGame<unknown, BaseMove, unknown, BaseView<BaseMove>>;
const GAMES: [Game, AnyGameKit, Table][] = [
  ['durak', durakKit, durakAnalysis as unknown as Table],
  ['ganjifa', ganjifaKit, ganjifaAnalysis as unknown as Table],
  ['dudab', dudabKit, dudabAnalysis as unknown as Table],
  ['bambuti', bambutiKit, bambutiAnalysis as unknown as Table],
];

const HEURISTIC = {
  durak: durakHeuristic,
  ganjifa: ganjifaHeuristic,
  dudab: dudabHeuristic,
  bambuti: bambutiHeuristic,
} as unknown as Record<Game, Bot<BaseView<BaseMove>, BaseMove>>;

for (const [game, kit, table] of GAMES) {
  test(`${game}: „Tipp“ names the analysis’s best move at the reader’s decision`, async ({ page }) => {
    test.setTimeout(120_000);
    const seed = 9;
    const options = kit.rules.defaultOptions;
    const moves = randomGame(kit, options, seed);
    // the first decision of the reader where the judgement and the rule of thumb differ
    const key = table.search.key ?? dataKey;
    let state = kit.rules.deal(options, seed);
    let cut = -1;
    let tipp: BaseMove | null = null;
    for (let i = 0; i < moves.length; i++) {
      // (not the very first move: Ganjifa's Tag or Nacht is a choice between equals)
      if (i > 0 && kit.rules.toAct(state) === 0 && kit.rules.legalMoves(state).length > 1) {
        const view = table.rules.view(state, 0);
        const judged = tippMove(table, view, deriveSeed(seed, i)).move;
        const cls = table.equivalent ? table.equivalent(view) : key;
        if (cls(judged) !== cls(HEURISTIC[game](view, makeRng(deriveSeed(seed, i))))) {
          cut = i;
          tipp = judged;
          break;
        }
      }
      state = kit.rules.play(state, moves[i]);
    }
    expect(cut).toBeGreaterThan(0);
    const sentence = kit.rules.describe(state, tipp!, kit.seatNames(options)).replace(/\.$/, '');

    const code = makePartieCode(kit, { options, level: 'fortgeschritten', seed, moves: moves.slice(0, cut) });
    const free = await openFreePlay(page, game, `?partie=${code}`);
    const button = free.getByRole('button', { name: 'Tipp', exact: true });
    await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
    await button.click();
    await expect(free.locator('.rm-hint')).toContainText(`Tipp: ${sentence}`, { timeout: 30_000 });
    // and it does not pretend to be a rule of thumb: it is the exact judgement
    await expect(free.locator('.rm-hint')).not.toContainText('Faustregel');
  });
}
