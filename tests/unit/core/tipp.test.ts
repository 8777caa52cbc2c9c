/**
 * „Tipp“ and „Analyse“ are one judgement (issue 29): a reader who follows „Tipp“ for a whole game
 * gets no „Fehler“ in the analysis of that game, in every game (each decision seeded as in free
 * play; fewer samples than the real setting keep the file quick — the property does not depend on them).
 */
import { describe, expect, test } from 'vitest';
import { tippMove, type AnalysisGame } from '../../../src/games/core/analysis';
import { analyseGame } from '../../../src/games/core/analysisRun';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import type { BaseMove, BaseView, Bot } from '../../../src/games/core/types';

async function games() {
  const [du, ga, dd, ba] = await Promise.all([
    Promise.all([import('../../../src/games/durak/analysis'), import('../../../src/games/durak/bots')]),
    Promise.all([import('../../../src/games/ganjifa/analysis'), import('../../../src/games/ganjifa/bots')]),
    Promise.all([import('../../../src/games/dudab/analysis'), import('../../../src/games/dudab/bots')]),
    Promise.all([import('../../../src/games/bambuti/analysis'), import('../../../src/games/bambuti/bots')]),
  ]);
  return [
    { game: du[0].durakAnalysis, bot: du[1].heuristicBot, options: { players: 2, transfer: false }, samples: 120 },
    { game: ga[0].ganjifaAnalysis, bot: ga[1].heuristicBot, options: {}, samples: 40 },
    { game: dd[0].dudabAnalysis, bot: dd[1].heuristicBot, options: { spieler: 3, runden: 1, startSeat: 0 }, samples: 60 },
    { game: ba[0].bambutiAnalysis, bot: ba[1].heuristicBot, options: { startSeat: 0 }, samples: 120 },
  ] as unknown as {
    game: AnalysisGame<unknown, BaseMove, unknown, BaseView<BaseMove>>;
    bot: Bot<BaseView<BaseMove>, BaseMove>;
    options: unknown;
    samples: number;
  }[];
}

describe('a game played by following „Tipp“', async () => {
  const list = await games();
  test.each(list.map((g) => [g.game.id, g] as const))(
    '%s: every decision of the reader is the analysis’s best move, none is marked',
    (_id, g) => {
      const game = { ...g.game, samples: g.samples };
      const seed = 31;
      const { rules } = game;
      let s = rules.deal(g.options, seed);
      const moves: BaseMove[] = [];
      let tipps = 0;
      while (!rules.isOver(s)) {
        const seat = rules.toAct(s)!;
        const view = rules.view(s, seat);
        const botSeed = deriveSeed(seed, moves.length);
        const move = seat === 0 ? tippMove(game, view, botSeed).move : g.bot(view, makeRng(botSeed));
        if (seat === 0 && view.legal.length > 1) tipps++;
        moves.push(move);
        s = rules.play(s, move);
      }
      const a = analyseGame(game, { options: g.options, seed, moves }, { dealIterations: 10 });
      expect(tipps).toBeGreaterThan(3);
      for (const d of a.decisions) {
        expect(d.madeIsBest).toBe(true);
        if (!d.forced) expect(d.mark).toBe('gut');
      }
    },
  );

  test('Tipp is stable under another deal of the hidden cards that fits the view', () => {
    const g = list[0]!;
    const game = { ...g.game, samples: g.samples };
    const s = game.rules.deal(g.options, 8);
    const view = game.rules.view(s, game.rules.toAct(s)!);
    const other = game.search.determinize(view, makeRng(99));
    expect(game.rules.view(other, view.seat)).toEqual(view);
    expect(tippMove(game, game.rules.view(other, view.seat), 5)).toEqual(tippMove(game, view, 5));
  });
});
