/**
 * The analysis golden fixtures (tests/fixtures/<game>-analysis.json): one game per game, the reader
 * played by „Fortgeschritten“ (every seat is; each decision seeded as in free play), analysed at the
 * game's real settings and frozen with its marks and values. `ANALYSIS_GOLDEN_WRITE=1` writes a
 * missing or changed fixture instead of comparing (only when a change of the analysis is meant).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { type AnalysisGame, type AnalysisOptions, type GameAnalysis } from '../../src/games/core/analysis';
import { analyseGame } from '../../src/games/core/analysisRun';
import { deriveSeed, makeRng } from '../../src/games/core/rng';
import type { BaseMove, BaseView, Bot } from '../../src/games/core/types';

/** A game with `bot` on every seat, each decision from makeRng(deriveSeed(seed, move index)). */
export function botGame<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  bot: Bot<V, M>,
  options: O,
  seed: number,
): { options: O; seed: number; moves: M[] } {
  let s = game.rules.deal(options, seed);
  const moves: M[] = [];
  while (!game.rules.isOver(s)) {
    const seat = game.rules.toAct(s)!;
    const move = bot(game.rules.view(s, seat), makeRng(deriveSeed(seed, moves.length)));
    moves.push(move);
    s = game.rules.play(s, move);
  }
  return { options, seed, moves };
}

const round = (x: number): number | null => (Number.isNaN(x) ? null : Math.round(x * 1e4) / 1e4);

/** What the fixture freezes: per decision the moves, values, loss and mark; the graph; the summary. */
export function frozen<M>(a: GameAnalysis<M>) {
  return {
    decisions: a.decisions.map((d) => ({
      index: d.index,
      made: d.made,
      best: d.best,
      forced: d.forced,
      madeValue: round(d.madeValue),
      bestValue: round(d.bestValue),
      loss: round(d.loss),
      mark: d.mark,
      madeIsBest: d.madeIsBest,
      equivalent: d.equivalent,
      margin: round(d.margin),
      samples: d.samples,
    })),
    graph: a.graph.map((p) => ({ index: p.index, value: round(p.value) })),
    summary: { ...a.summary, dealValue: round(a.summary.dealValue), result: a.summary.result === null ? null : round(a.summary.result) },
  };
}

/** Compares the analysis of the fixture's game with the frozen one (or writes it, see above). */
export function checkGolden<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  bot: Bot<V, M>,
  options: O,
  seed: number,
  settings: AnalysisOptions = {},
): void {
  const file = new URL(`../fixtures/${game.id}-analysis.json`, import.meta.url);
  if (process.env.ANALYSIS_GOLDEN_WRITE === '1') {
    const partie = botGame(game, bot, options, seed);
    const analysis = frozen(analyseGame(game, partie, settings));
    writeFileSync(file, `${JSON.stringify({ partie, settings, analysis }, null, 1)}\n`);
    return;
  }
  expect(existsSync(file), `${game.id}-analysis.json fehlt (ANALYSIS_GOLDEN_WRITE=1 schreibt es)`).toBe(true);
  // The recorded game is the file's (a later change of the bot does not change what is analysed).
  const fixture = JSON.parse(readFileSync(file, 'utf8'));
  expect(fixture.settings).toEqual(settings);
  expect(frozen(analyseGame(game, fixture.partie, settings))).toEqual(fixture.analysis);
}

/**
 * The tests every game's analysis gets (tests/unit/<game>/analysis.test.ts): the golden game at
 * the real settings, values and marks of a quick analysis, and that the value read from a finished
 * sample is the true result. `sample` turns a finished game into what the search would score
 * (Durak carries the searching seat in the state).
 */
export function analysisContract<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  bot: Bot<V, M>,
  options: O,
  sample: (end: S) => S = (end) => end,
): void {
  test('the analysis of a recorded game is frozen (marks and values)', { timeout: 300_000 }, () => {
    checkGolden(game, bot, options, 1);
  });

  test('every searched decision has values and a mark; forced ones have none', () => {
    const a = analyseGame(game, botGame(game, bot, options, 2), { iterations: 60, dealIterations: 20 });
    expect(a.decisions.length).toBeGreaterThan(0);
    for (const d of a.decisions) {
      if (d.forced) expect(d.mark).toBeNull();
      else {
        expect(d.mark).not.toBeNull();
        expect(Number.isFinite(d.madeValue) && Number.isFinite(d.bestValue)).toBe(true);
      }
    }
  });

  test('the value the analysis reads from a finished sample is the true result', () => {
    // The value is read from the search's rewards (or the state): a retuned reward must not change its meaning.
    for (const seed of [3, 4, 5, 6]) {
      const partie = botGame(game, bot, options, seed);
      const end = sample(partie.moves.reduce((s, m) => game.rules.play(s, m), game.rules.deal(options, seed)));
      const search = { seat: 0, random: makeRng(seed) };
      expect(game.value(end, game.search.rewards(end, search), search)).toBeCloseTo(game.result(end), 9);
    }
  });
}
