/**
 * The analysis core (src/games/core/analysis.ts) over a real game (Durak, two players, small
 * iteration counts so the file stays quick): thresholds, forced moves, view only, determinism,
 * progress and stopping, and the two optional search additions in ismcts.ts.
 */
import { describe, expect, test } from 'vitest';
import { analyseAt, type AnalysisGame, type Thresholds } from '../../../src/games/core/analysis';
import { analyseGame, createAnalysis } from '../../../src/games/core/analysisRun';
import { searchMove } from '../../../src/games/core/ismcts';
import { markFor, shownLoss, shownMargin, worseShare } from '../../../src/games/core/analysisText';
import { makeRng } from '../../../src/games/core/rng';
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { heuristicBot } from '../../../src/games/durak/bots';
import { durakSearch } from '../../../src/games/durak/profi';
import type { DurakMove, DurakOptions, DurakState, DurakView } from '../../../src/games/durak/types';
import { botGame } from '../../helpers/analysisGolden';

const QUICK = { iterations: 200, dealIterations: 50 };
const options: DurakOptions = { players: 2, transfer: false };
const partie = botGame(durakAnalysis, heuristicBot, options, 11);

describe('marks by thresholds', () => {
  const t: Thresholds = { ungenau: 4, Fehler: 10, 'grober Fehler': 20 };
  test.each([
    [0, 'gut'],
    [3.99, 'gut'],
    [4, 'ungenau'],
    [9.99, 'ungenau'],
    [10, 'Fehler'],
    [19.99, 'Fehler'],
    [20, 'grober Fehler'],
    [75, 'grober Fehler'],
  ] as const)('a loss of %s without uncertainty is „%s“', (loss, mark) => {
    expect(markFor(loss, 0, t)).toBe(mark);
  });

  test.each([
    [12, 3, 'ungenau'],
    [13, 3, 'Fehler'],
    [23, 4, 'Fehler'],
    [24, 4, 'grober Fehler'],
    [5, 9, 'ungenau'],
    [3, 9, 'gut'],
  ] as const)(
    'a loss of %s ± %s is „%s“: a mistake only when the loss minus its uncertainty reaches the threshold',
    (loss, margin, mark) => {
      expect(markFor(loss, margin, t)).toBe(mark);
    },
  );

  test.each([
    [30, 2, 1, 'grober Fehler'],
    [30, 2, 0.9, 'grober Fehler'],
    [30, 2, 0.89, 'ungenau'],
    [13, 2, 0.5, 'ungenau'],
    [13, 2, 0.95, 'Fehler'],
    [3, 0, 0.2, 'gut'],
  ] as const)(
    'a loss of %s ± %s, worse in a share %s of the worlds, is „%s“: a mistake only where it holds on almost all card distributions',
    (loss, margin, share, mark) => {
      expect(markFor(loss, margin, t, share)).toBe(mark);
    },
  );

  test('the share of worlds counts a world where both moves came out the same as half', () => {
    expect(worseShare({ worlds: 10, worldsWorse: 8, worldsBetter: 0 })).toBe(0.9);
    expect(worseShare({ worlds: 10, worldsWorse: 8, worldsBetter: 2 })).toBe(0.8);
    expect(worseShare({ worlds: 0, worldsWorse: 0, worldsBetter: 0 })).toBe(1);
  });

  test('every game states its thresholds in rising order', async () => {
    const games = await Promise.all([
      import('../../../src/games/durak/analysis').then((m) => m.durakAnalysis),
      import('../../../src/games/ganjifa/analysis').then((m) => m.ganjifaAnalysis),
      import('../../../src/games/dudab/analysis').then((m) => m.dudabAnalysis),
      import('../../../src/games/bambuti/analysis').then((m) => m.bambutiAnalysis),
    ]);
    for (const g of games as unknown as AnalysisGame<unknown, never, unknown, never>[]) {
      expect(0).toBeLessThan(g.thresholds.ungenau);
      expect(g.thresholds.ungenau).toBeLessThan(g.thresholds.Fehler);
      expect(g.thresholds.Fehler).toBeLessThan(g.thresholds['grober Fehler']);
    }
  });
});

describe('a recorded game', () => {
  const analysis = analyseGame(durakAnalysis, partie, QUICK);

  test('lists every decision of the reader in order, and only those', () => {
    let s = durakAnalysis.rules.deal(options, partie.seed);
    const readerMoves: number[] = [];
    partie.moves.forEach((m, i) => {
      if (durakAnalysis.rules.toAct(s) === 0) readerMoves.push(i);
      s = durakAnalysis.rules.play(s, m);
    });
    expect(analysis.decisions.map((d) => d.index)).toEqual(readerMoves);
    expect(analysis.decisions.map((d) => d.number)).toEqual(readerMoves.map((_, k) => k + 1));
    expect(analysis.decisions.every((d, k) => d.made === partie.moves[readerMoves[k]!])).toBe(true);
    expect(analysis.complete).toBe(true);
  });

  test('the loss is best minus made (never below 0) and gives the mark', () => {
    for (const d of analysis.decisions.filter((x) => !x.forced)) {
      // made and best are played out on the same samples: the paired loss is the difference of their means
      expect(d.loss).toBeCloseTo(d.madeIsBest ? 0 : Math.max(0, d.bestValue - d.madeValue), 9);
      expect(d.madeIsBest).toBe(JSON.stringify(d.best) === JSON.stringify(d.made));
      const shown = d.madeIsBest ? 0 : shownLoss(d.bestValue, d.madeValue, durakAnalysis.scale);
      expect(d.mark).toBe(
        markFor(shown, d.madeIsBest ? 0 : shownMargin(d.margin, durakAnalysis.scale), durakAnalysis.thresholds, worseShare(d)),
      );
      if (!d.madeIsBest) expect(d.margin).toBeGreaterThan(0);
    }
  });

  test('the summary counts the marks, names the most expensive decision and compares deal and result', () => {
    const { summary, decisions, graph } = analysis;
    const marked = decisions.filter((d) => d.mark !== null);
    expect(summary.counts.gut + summary.counts.ungenau + summary.counts.Fehler + summary.counts['grober Fehler']).toBe(marked.length);
    expect(summary.forced).toBe(decisions.length - marked.length);
    const maxLoss = Math.max(...decisions.map((d) => d.loss));
    if (maxLoss > 0) expect(decisions[summary.costliest!]!.loss).toBe(maxLoss);
    else expect(summary.costliest).toBeNull();
    expect(graph[0]).toEqual({ index: 0, value: summary.dealValue });
    expect(graph.length).toBe(1 + marked.length);
    const end = partie.moves.reduce((s, m) => durakAnalysis.rules.play(s, m), durakAnalysis.rules.deal(options, partie.seed));
    expect(summary.result).toBe(end.durak === 0 ? 0 : 100);
  });

  test('the same game gives the same analysis', () => {
    expect(analyseGame(durakAnalysis, partie, QUICK)).toEqual(analysis);
  });

  test('a running game is analysed up to its last move, without a result', () => {
    const half = { ...partie, moves: partie.moves.slice(0, 20) };
    const a = analyseGame(durakAnalysis, half, QUICK);
    expect(a.summary.result).toBeNull();
    expect(a.decisions).toEqual(analysis.decisions.filter((d) => d.index < 20));
  });
});

describe('forced moves', () => {
  // Thresholds of 0 make every loss, even none, at least „ungenau“: only a forced move escapes.
  const harsh: AnalysisGame<DurakState, DurakMove, DurakOptions, DurakView> = {
    ...durakAnalysis,
    thresholds: { ungenau: 0, Fehler: 0, 'grober Fehler': 0 },
  };
  const a = analyseGame(harsh, partie, QUICK);

  test('are listed but never marked, and never searched', () => {
    let s = durakAnalysis.rules.deal(options, partie.seed);
    const forced = new Set<number>();
    partie.moves.forEach((m, i) => {
      if (durakAnalysis.rules.toAct(s) === 0 && durakAnalysis.rules.legalMoves(s).length === 1) forced.add(i);
      s = durakAnalysis.rules.play(s, m);
    });
    expect(forced.size).toBeGreaterThan(0);
    for (const d of a.decisions) {
      expect(d.forced).toBe(forced.has(d.index));
      if (d.forced) {
        expect(d.mark).toBeNull();
        expect(d.loss).toBe(0);
        expect(d.candidates).toEqual([]);
        expect(d.best).toBe(d.made);
        expect(d.madeIsBest).toBe(true);
      } else expect(['ungenau', 'Fehler', 'grober Fehler']).toContain(d.mark);
    }
    expect(a.summary.forced).toBe(forced.size);
  });
});

describe('values come from the view only', () => {
  test('another deal of the hidden cards that fits the view gives the same analysis of each decision', () => {
    let s = durakAnalysis.rules.deal(options, partie.seed);
    let compared = 0;
    for (let i = 0; i < partie.moves.length && compared < 4; i++) {
      const move = partie.moves[i]!;
      const view = durakAnalysis.rules.view(s, 0);
      if (durakAnalysis.rules.toAct(s) === 0 && view.legal.length > 1 && s.talon.length > 1) {
        // The same view, other hidden cards: a sample of the determinizer from another seed.
        const other = durakSearch.determinize(view, makeRng(1000 + i));
        expect(durakAnalysis.rules.view(other, 0)).toEqual(view);
        expect(other.hands[1]).not.toEqual(s.hands[1]);
        expect(analyseAt(durakAnalysis, other, move, 77, QUICK)).toEqual(analyseAt(durakAnalysis, s, move, 77, QUICK));
        compared++;
      }
      s = durakAnalysis.rules.play(s, move);
    }
    expect(compared).toBe(4);
  });
});

describe('in steps', () => {
  test('progress k of n after every decision, and a stop between two decisions', () => {
    const seen: [number, number][] = [];
    let asked = 0;
    const a = analyseGame(durakAnalysis, partie, {
      ...QUICK,
      onProgress: (done, total) => seen.push([done, total]),
      shouldStop: () => ++asked > 4, // the deal and three decisions
    });
    const total = createAnalysis(durakAnalysis, partie, QUICK).total;
    expect(seen).toEqual([
      [0, total],
      [1, total],
      [2, total],
      [3, total],
    ]);
    expect(a.complete).toBe(false);
    expect(a.decisions.length).toBe(3);
  });

  test('a run stepped by hand gives the same analysis as one call', () => {
    const run = createAnalysis(durakAnalysis, partie, QUICK);
    while (run.step());
    expect(run.result()).toEqual(analyseGame(durakAnalysis, partie, QUICK));
  });
});

describe('searchMove: the analysis options', () => {
  const s = durakAnalysis.rules.deal(options, 5);
  const view = durakAnalysis.rules.view(s, durakAnalysis.rules.toAct(s)!);

  test('without them the answer is unchanged, with `value` only a value per candidate is added', () => {
    const plain = searchMove(durakSearch, view, makeRng(3), { iterations: 300 });
    const valued = searchMove(durakSearch, view, makeRng(3), { iterations: 300, value: (_s, r, { seat }) => r[seat]! });
    expect(valued.candidates.map(({ move, visits, score }) => ({ move, visits, score }))).toEqual(plain.candidates);
    expect(plain.candidates.every((c) => !('value' in c))).toBe(true);
    // Durak's reward is „not the Durak“ itself: the value equals the score.
    for (const c of valued.candidates) expect(c.value).toBeCloseTo(c.score, 12);
  });
});
