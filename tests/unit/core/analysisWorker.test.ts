/**
 * The worker side of the analysis (core/profiWorker.ts) in Node: the worker's message handler
 * installed on globalThis, messages collected from postMessage. Progress after every decision, the
 * same analysis as in one call, cancelling between two decisions, the Profi request unchanged, and
 * „Tipp“ and „Profi fragen“ answered by the judgement.
 */
import { describe, expect, test } from 'vitest';
import { tippMove } from '../../../src/games/core/analysis';
import { judgePosition } from '../../../src/games/core/judgePosition';
import { analyseGame } from '../../../src/games/core/analysisRun';
import { profiSearch, serveProfi, type AnalyseMessage } from '../../../src/games/core/profiWorker';
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { heuristicBot } from '../../../src/games/durak/bots';
import { durakIterations, durakSearch } from '../../../src/games/durak/profi';
import type { DurakMove } from '../../../src/games/durak/types';
import { botGame } from '../../helpers/analysisGolden';
import { workerScope } from '../../helpers/workerScope';

const worker = workerScope<AnalyseMessage<DurakMove>>();
const { send, until } = worker;

// Short game, few iterations: the worker uses the game's own settings, so a cheap analysis game.
const quick = { ...durakAnalysis, iterations: 80, samples: 80 };
const partie = botGame(durakAnalysis, heuristicBot, { players: 2, transfer: false }, 11);

describe('the analyse request', () => {
  test('streams progress k of n and ends with the same analysis as one call', async () => {
    serveProfi(durakSearch, durakIterations, quick);
    send({ id: 7, kind: 'analyse', partie, names: ['Du', 'Anna'] });
    const last = await until((m) => m.kind === 'analysis');
    const progress = worker.messages.filter((m) => m.kind === 'progress') as { done: number; total: number }[];
    const total = progress[0]!.total;
    expect(progress.map((p) => p.done)).toEqual([...Array(total + 1).keys()]);
    expect(progress.every((p) => p.total === total)).toBe(true);
    expect(last).toEqual({ id: 7, kind: 'analysis', ok: true, result: analyseGame(quick, partie, { names: ['Du', 'Anna'] }) });
  });

  test('a cancel stops it between two decisions and answers with what it had', async () => {
    serveProfi(durakSearch, durakIterations, quick);
    send({ id: 3, kind: 'analyse', partie });
    await until((m) => m.kind === 'progress' && m.done === 2);
    send({ id: 3, kind: 'cancel' });
    const end = await until((m) => m.kind === 'cancelled' || m.kind === 'analysis');
    expect(end.kind).toBe('cancelled');
    const result = (end as Extract<AnalyseMessage<DurakMove>, { kind: 'cancelled' }>).result;
    expect(result.complete).toBe(false);
    expect(result.decisions.length).toBeGreaterThanOrEqual(2);
    expect(result.decisions.length).toBeLessThan(5);
  });

  test('a worker without an analysis says so', async () => {
    serveProfi(durakSearch, durakIterations);
    send({ id: 1, kind: 'analyse', partie });
    expect(worker.messages).toEqual([{ id: 1, kind: 'analysis', ok: false, error: 'Dieses Spiel hat keine Analyse.' }]);
  });
});

test('a Profi request is answered as before', () => {
  serveProfi(durakSearch, durakIterations, quick);
  const s = durakAnalysis.rules.deal({ players: 2, transfer: false }, 5);
  const view = durakAnalysis.rules.view(s, durakAnalysis.rules.toAct(s)!);
  send({ id: 9, view, seed: 42 });
  expect(worker.messages).toEqual([{ id: 9, ok: true, result: profiSearch(durakSearch, durakIterations)(view, 42) }]);
});

test('„Tipp“ and „Profi fragen“ are answered by the judgement, with the same best move', () => {
  serveProfi(durakSearch, durakIterations, quick);
  const s = durakAnalysis.rules.deal({ players: 2, transfer: false }, 5);
  const view = durakAnalysis.rules.view(s, durakAnalysis.rules.toAct(s)!);
  send({ id: 4, kind: 'tipp', view, seed: 42 });
  send({ id: 5, kind: 'urteil', view, seed: 42 });
  const judged = judgePosition(quick, view, 42);
  expect(worker.messages).toEqual([
    { id: 4, kind: 'tipp', ok: true, result: tippMove(quick, view, 42) },
    { id: 5, kind: 'urteil', ok: true, result: judged },
  ]);
  expect(judged.choices[0]!.move).toEqual(tippMove(quick, view, 42).move);
});
