/**
 * The Taktik core (src/games/core/tactics.ts) apart from the per-game checks: band and gap of each
 * scale, judging one move by stored values (written by hand here, not from a search), and the way
 * off the page's thread – the worker's 'taktik' request (core/profiWorker.ts, in Node with the
 * handler installed on globalThis) and the page's client (core/tacticsClient.ts) over it,
 * cancelling included.
 */
import { describe, expect, test } from 'vitest';
import type { AnalysisScale } from '../../../src/games/core/analysis';
import { DRILL_VERSION } from '../../../src/games/core/drills';
import { serveProfi, type TacticMessage } from '../../../src/games/core/profiWorker';
import {
  bestChoice,
  buildTactic,
  judgeTactic,
  neutralOrder,
  tacticThresholds,
  type TacticChoice,
  type TacticDrill,
} from '../../../src/games/core/tactics';
import { makeTactic, type TacticWorker } from '../../../src/games/core/tacticsClient';
import { dudabAnalysis } from '../../../src/games/dudab/analysis';
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { DURAK_NAMES } from '../../../src/games/durak/kit';
import { durakIterations, durakSearch } from '../../../src/games/durak/profi';
import { durakTactics } from '../../../src/games/durak/tactics';
import { workerScope } from '../../helpers/workerScope';

describe('band and gap', () => {
  test('a chance game: 3 and 15 percentage points', () => {
    expect(tacticThresholds(durakAnalysis)).toEqual({ band: 3, gap: 15 });
  });
  test('Dudab (points, lower is better): ¾ of „ungenau“ and 1.5 × „Fehler“ of its analysis thresholds', () => {
    expect(tacticThresholds(dudabAnalysis)).toEqual({ band: 0.75, gap: 4.5 });
  });
});

/** A hand-made exercise: the values as a search would have stored them. */
function drillWith(scale: AnalysisScale, band: number, values: [string, number][]): TacticDrill<null, null, string> {
  const o = scale.better === 'hoch' ? 1 : -1;
  const best = values[0]![1];
  const choices: TacticChoice<string>[] = values.map(([key, value], i) => ({
    key,
    move: key,
    label: `Zug ${key}`,
    value,
    samples: 100 - i,
    right: o * (best - value) <= band,
  }));
  return {
    game: 'test',
    kind: 'test-taktik',
    seed: 1,
    level: 0,
    version: 'A',
    code: 'test-taktik.A01',
    state: null,
    seat: 0,
    view: null,
    q: {
      best: values[0]![0],
      choices,
      scale,
      band,
      gap: 15,
      iterations: 100,
      searchSeed: 1,
      reasons: { c: 'es c schlägt', d: 'es d nicht verliert' },
    },
    question: 'Welcher Zug ist hier am besten?',
    shape: 'moves',
    choices: choices.map((c) => c.key),
    allowEmpty: false,
    section: '§0',
    rule: 'regel',
    moves: 0,
    top: [],
    right: choices.filter((c) => c.right).map((c) => c.key),
    legend: '',
  };
}

describe('judging one move by the stored values', () => {
  const chance: AnalysisScale = { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance' };
  const d = drillWith(chance, 3, [
    ['a', 80],
    ['b', 77.5],
    ['c', 60],
    ['d', 40],
  ]);

  test('the best and a move within 3 points are right', () => {
    for (const k of ['a', 'b', ['b']]) {
      const j = judgeTactic(d, k);
      expect(j).toMatchObject({ right: true, wrong: [], missed: [] });
      expect(j.expected).toEqual(['a', 'b']);
    }
  });

  test('a move 20 points behind is wrong, with its value and how far it trails, and the best is named', () => {
    const j = judgeTactic(d, 'c');
    expect(j.right).toBe(false);
    expect(j.wrong).toEqual([
      { item: 'c', reason: 'Zug c: 60\u00a0% – 20\u00a0Prozentpunkte schlechter als der beste Zug.', rule: 'regel' },
    ]);
    expect(j.missed).toEqual([{ item: 'a', reason: 'Am besten ist: Zug a: 80\u00a0%, weil es c schlägt.', rule: 'regel' }]);
  });

  test('the „weil …“ of the best is the one against the move chosen; none where the exercise has none for it', () => {
    expect(judgeTactic(d, 'd').missed[0]!.reason).toBe('Am besten ist: Zug a: 80\u00a0%, weil es d nicht verliert.');
    const without = { ...d, q: { ...d.q, reasons: { c: 'es c schlägt' } } };
    expect(judgeTactic(without, 'd').missed[0]!.reason).toBe('Am besten ist: Zug a: 80\u00a0%.');
    // two moves chosen: against neither
    expect(judgeTactic(d, ['c', 'd']).missed[0]!.reason).toBe('Am besten ist: Zug a: 80\u00a0%.');
  });

  test('two moves, no move, an unknown move or a number are wrong, and nothing throws', () => {
    expect(judgeTactic(d, ['a', 'b']).right).toBe(false);
    expect(judgeTactic(d, []).right).toBe(false);
    expect(judgeTactic(d, 'x').wrong[0]!.reason).toMatch(/gibt es in dieser Stellung nicht/);
    expect(judgeTactic(d, 3).right).toBe(false);
  });

  test('with points where lower is better, the band counts downwards', () => {
    const points: AnalysisScale = { kind: 'points', better: 'niedrig', unit: 'Punkte', label: 'Punkte' };
    const p = drillWith(points, 0.75, [
      ['a', -2],
      ['b', -1.5],
      ['c', 3],
    ]);
    expect(judgeTactic(p, 'b').right).toBe(true);
    expect(judgeTactic(p, 'c').wrong[0]!.reason).toBe('Zug c: +3\u00a0Punkte – 5\u00a0Punkte schlechter als der beste Zug.');
  });
});

// ---------------------------------------------------------------------------------------------
// The worker and the client

const worker = workerScope<TacticMessage>();
const { send, until } = worker;

const names = [...DURAK_NAMES];
const KIND = 'durak-taktik-abwehr';

describe('the worker', () => {
  test('answers a taktik request with the exercise one call makes', async () => {
    serveProfi(durakSearch, durakIterations, durakAnalysis, durakTactics);
    send({ id: 5, kind: 'taktik', tactic: KIND, seed: 2, level: 0, names });
    const m = await until((x) => x.id === 5);
    expect(m).toEqual({ id: 5, kind: 'taktik', ok: true, result: buildTactic(durakTactics, KIND, 2, 0, names) });
  });

  test('a cancel before its next search stops it', async () => {
    serveProfi(durakSearch, durakIterations, durakAnalysis, durakTactics);
    send({ id: 8, kind: 'taktik', tactic: KIND, seed: 2, level: 0, names });
    send({ id: 8, kind: 'cancel' });
    expect(await until((x) => x.id === 8)).toEqual({ id: 8, kind: 'taktik', ok: false, error: 'abgebrochen', cancelled: true });
  });

  test('an unknown kind and a worker without Taktik answer with an error', async () => {
    serveProfi(durakSearch, durakIterations, durakAnalysis, durakTactics);
    send({ id: 9, kind: 'taktik', tactic: 'durak-gibt-es-nicht', seed: 2, level: 0, names });
    expect(await until((x) => x.id === 9)).toMatchObject({ id: 9, kind: 'taktik', ok: false });
    serveProfi(durakSearch, durakIterations, durakAnalysis);
    send({ id: 10, kind: 'taktik', tactic: KIND, seed: 2, level: 0, names });
    expect(worker.messages.at(-1)).toEqual({ id: 10, kind: 'taktik', ok: false, error: 'Dieses Spiel hat keine Taktik-Übungen.' });
  });
});

/** A stand-in for a Worker: messages go to the handler on globalThis, answers come back as events. */
function fakeWorker(): TacticWorker & { sent: unknown[] } {
  const listeners = new Set<(e: MessageEvent) => void>();
  const sent: unknown[] = [];
  worker.onPost((m) => {
    for (const l of [...listeners]) l({ data: m } as MessageEvent);
  });
  return {
    sent,
    postMessage: (m) => {
      sent.push(m);
      send(m);
    },
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
  };
}

describe('the client', () => {
  test('makeTactic resolves with the worker’s exercise', async () => {
    serveProfi(durakSearch, durakIterations, durakAnalysis, durakTactics);
    const w = fakeWorker();
    const d = await makeTactic(w, KIND, 2, 0, 'A', { names });
    expect(d).toEqual(buildTactic(durakTactics, KIND, 2, 0, names, 'A'));
    expect(d.code).toBe(`${KIND}.A02`);
    const now = await makeTactic(w, KIND, 2, 0, DRILL_VERSION, { names });
    expect(now).toEqual(buildTactic(durakTactics, KIND, 2, 0, names));
    expect(now.code).toBe(`${KIND}.${DRILL_VERSION}02`);
  });

  test('aborting rejects at once with „abgebrochen“ and tells the worker to stop', async () => {
    serveProfi(durakSearch, durakIterations, durakAnalysis, durakTactics);
    const w = fakeWorker();
    const control = new AbortController();
    const p = makeTactic(w, KIND, 2, 0, DRILL_VERSION, { names, signal: control.signal });
    control.abort();
    await expect(p).rejects.toThrow('abgebrochen');
    const id = (w.sent[0] as { id: number }).id;
    expect(w.sent).toEqual([expect.objectContaining({ id, kind: 'taktik' }), { id, kind: 'cancel' }]);
    // The worker itself stops before its first search.
    expect(await until((x) => x.id === id)).toMatchObject({ ok: false, cancelled: true });
    const already = new AbortController();
    already.abort();
    await expect(makeTactic(w, KIND, 2, 0, DRILL_VERSION, { names, signal: already.signal })).rejects.toThrow('abgebrochen');
  });
});

describe('the answers in a neutral order', () => {
  test('the best move is the judgement’s wherever it stands in the list', () => {
    const chance: AnalysisScale = { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance' };
    const d = drillWith(chance, 3, [
      ['a', 80],
      ['b', 60],
      ['c', 40],
    ]);
    const shuffled = { ...d, q: { ...d.q, choices: [...d.q.choices].reverse() }, choices: [...d.choices].reverse() };
    expect(bestChoice(shuffled.q).key).toBe('a');
    expect(judgeTactic(shuffled, 'a').right).toBe(true);
    const wrong = judgeTactic(shuffled, 'c');
    expect(wrong.right).toBe(false);
    expect(wrong.missed[0]!.item).toBe('a');
    expect(wrong.wrong[0]!.reason).toContain('40\u00a0Prozentpunkte schlechter');
  });

  test('how far a wrong move trails is the difference of the two values as shown', () => {
    const chance: AnalysisScale = { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance' };
    const d = drillWith(chance, 3, [
      ['a', 96.6],
      ['b', 46.6],
    ]);
    // shown as 97 % and 47 %: 50 points, not the 50.0 of the raw values rounded otherwise (51 for 97.4 − 46.6)
    expect(judgeTactic(d, 'b').wrong[0]!.reason).toBe('Zug b: 47\u00a0% – 50\u00a0Prozentpunkte schlechter als der beste Zug.');
    const e = drillWith(chance, 3, [
      ['a', 97.4],
      ['b', 46.6],
    ]);
    expect(judgeTactic(e, 'b').wrong[0]!.reason).toBe('Zug b: 47\u00a0% – 50\u00a0Prozentpunkte schlechter als der beste Zug.');
  });
});

describe('neutralOrder: the order the answers are offered in', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => `z${i}`);

  test('a permutation of the answers, the same for the same seed', () => {
    for (const n of [2, 5, 8, 9, 37]) {
      const order = neutralOrder(items(n), 1234);
      expect([...order].sort()).toEqual([...items(n)].sort());
      expect(neutralOrder(items(n), 1234)).toEqual(order);
    }
  });

  test('every answer comes first about equally often over seeds (the first place gives nothing away)', () => {
    for (const n of [3, 8, 20]) {
      const firsts = new Map<string, number>();
      const seeds = 4000;
      for (let seed = 0; seed < seeds; seed++) {
        const first = neutralOrder(items(n), seed)[0]!;
        firsts.set(first, (firsts.get(first) ?? 0) + 1);
      }
      expect(firsts.size).toBe(n);
      const expected = seeds / n;
      // within five standard deviations of a uniform draw
      const sd = Math.sqrt(seeds * (1 / n) * (1 - 1 / n));
      for (const count of firsts.values()) expect(Math.abs(count - expected)).toBeLessThan(5 * sd);
    }
  });

  test('a long list („Dein Zug“) keeps the table’s order, starting somewhere in it', () => {
    const order = neutralOrder(items(20), 77);
    const start = Number(order[0]!.slice(1));
    expect(order).toEqual(items(20).map((_, i) => `z${(start + i) % 20}`));
  });
});
