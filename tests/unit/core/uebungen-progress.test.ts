/** „Übungen“: the reader's progress (components/game/uebungen/progress.ts), pure. */
import { describe, expect, it } from 'vitest';
import {
  FIRST_GAP,
  MAX_ANSWERED,
  MAX_GAP,
  emptyProgress,
  pickKind,
  progressKey,
  readProgress,
  record,
  summary,
} from '../../../src/components/game/uebungen/progress';

const KINDS = ['a', 'b', 'c'];
const one = (p = emptyProgress()) => [{ game: 'spiel', progress: p, kinds: KINDS }];

describe('Übungen progress', () => {
  it('counts streaks and rates per kind and per game', () => {
    let p = emptyProgress();
    p = record(p, 'a', true);
    p = record(p, 'a', true);
    p = record(p, 'b', false);
    p = record(p, 'a', true);
    expect(p.kinds.a).toMatchObject({ seen: 3, right: 3, streak: 3 });
    expect(p.kinds.b).toMatchObject({ seen: 1, right: 0, streak: 0 });
    expect(summary(p)).toEqual({
      done: 4,
      right: 3,
      rate: 75,
      streak: 1,
      best: 2,
    });
  });

  it('brings a missed kind back sooner than a kind answered right', () => {
    let p = record(record(emptyProgress(), 'a', true), 'a', true);
    p = record(p, 'b', true);
    const missed = record(record(record(p, 'b', false), 'x', true), 'x', true);
    const right = record(record(record(p, 'b', true), 'x', true), 'x', true);
    expect(missed.kinds.b!.due).toBe(4 + FIRST_GAP);
    expect(pickKind([{ game: 'spiel', progress: missed, kinds: ['a', 'b'] }], 0.99).kind).toBe('b');
    expect(pickKind([{ game: 'spiel', progress: right, kinds: ['a', 'b'] }], 0.99).kind).toBe('a');
  });

  it('offers kinds never tried first, and breaks ties by the given random number', () => {
    const p = record(emptyProgress(), 'a', true);
    expect(pickKind(one(p), 0).kind).toBe('b');
    expect(pickKind(one(p), 0.99).kind).toBe('c');
  });

  it('doubles the gap of a kind answered right, up to the maximum', () => {
    let p = emptyProgress();
    const gaps: number[] = [];
    for (let i = 0; i < 6; i++) {
      p = record(p, 'a', true);
      gaps.push(p.kinds.a!.gap);
    }
    expect(gaps).toEqual([4, 8, 16, 32, 64, 128].map((g) => Math.min(g, MAX_GAP)));
    p = record(p, 'a', false);
    expect(p.kinds.a!.gap).toBe(FIRST_GAP);
  });

  it('picks across games by how long a kind has been due', () => {
    let durak = emptyProgress();
    for (const k of KINDS) durak = record(durak, k, true);
    let dudab = emptyProgress();
    for (const k of KINDS) dudab = record(dudab, k, true);
    dudab = record(dudab, 'a', false);
    for (let i = 0; i < 3; i++) dudab = record(dudab, 'c', true);
    const pick = pickKind(
      [
        { game: 'durak', progress: durak, kinds: KINDS },
        { game: 'dudab', progress: dudab, kinds: KINDS },
      ],
      0,
    );
    expect(pick).toEqual({ game: 'dudab', kind: 'a' });
  });

  it('reads stored progress back, and anything broken or of another version as none', () => {
    const p = record(record(emptyProgress(), 'a', true), 'b', false);
    expect(readProgress(JSON.parse(JSON.stringify(p)))).toEqual(p);
    for (const bad of [null, 'x', 3, [], { v: 2, done: 5 }, { v: 1, done: -3, kinds: { a: null, b: { seen: 'x' } } }]) {
      const r = readProgress(bad);
      expect(r.done).toBe(0);
      expect(summary(r).done).toBe(0);
    }
    // right never exceeds seen
    expect(
      readProgress({
        v: 1,
        done: 1,
        kinds: { a: { seen: 1, right: 9, streak: 1, gap: 2, due: 3 } },
      }).kinds.a!.right,
    ).toBe(1);
  });

  it('counts an exercise once: answering the same code again leaves the progress, also after storing and reading it back', () => {
    let p = record(emptyProgress(), 'a', true, 'spiel-a.B0x1');
    p = readProgress(JSON.parse(JSON.stringify(p)));
    const again = record(p, 'a', true, 'spiel-a.B0x1');
    expect(again).toEqual(p);
    expect(summary(record(p, 'a', false, 'spiel-a.B0x1'))).toMatchObject({ done: 1, streak: 1 });
    // another exercise of the same kind counts
    expect(summary(record(p, 'a', true, 'spiel-a.B0x2'))).toMatchObject({ done: 2, streak: 2 });
  });

  it('reads progress stored before exercises were counted once (no list of codes) with its numbers, answered none', () => {
    const old = { v: 1, done: 2, streak: 2, best: 2, kinds: { a: { seen: 2, right: 2, streak: 2, gap: 8, due: 10 } } };
    const p = readProgress(old);
    expect(summary(p)).toEqual({ done: 2, right: 2, rate: 100, streak: 2, best: 2 });
    expect(p.answered).toEqual([]);
    expect(summary(record(p, 'a', true, 'spiel-a.B0x1')).streak).toBe(3);
  });

  it('keeps the newest codes only, and drops anything not a code', () => {
    let p = emptyProgress();
    for (let i = 0; i <= MAX_ANSWERED; i++) p = record(p, 'a', true, `spiel-a.B0${i.toString(36)}`);
    expect(p.answered).toHaveLength(MAX_ANSWERED);
    expect(p.answered).not.toContain('spiel-a.B00');
    expect(readProgress({ ...p, answered: ['spiel-a.B0x', 3, null, 'y'.repeat(200)] }).answered).toEqual(['spiel-a.B0x']);
  });

  it('keys the storage by version and game', () => {
    expect(progressKey('durak')).toBe('kartenspiele:uebungen:v1:durak');
  });
});
