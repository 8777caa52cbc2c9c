/**
 * Golden values of the one random generator (core/rng.ts), recorded from the published site before
 * the core was made game-independent (tests/fixtures/durak-golden.json). Every free-play link holds
 * a seed; the deal and every bot decision are drawn from makeRng and deriveSeed. If one of these
 * numbers changes, every link ever shared opens a different game — so this must never fail.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { deriveSeed, makeRng, randomInt, shuffle, shuffleFront, shuffleInPlace, toSeed } from '../../../src/games/core/rng';

interface Golden {
  rng: Record<string, number[]>;
  derive: [number, number, number][];
}

const golden = JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/durak-golden.json', import.meta.url)), 'utf8')) as Golden;

describe('makeRng: the recorded first outputs', () => {
  const seeds = Object.keys(golden.rng);

  test('the fixture holds several seeds, among them 0 and the largest 32-bit seed', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(5);
    expect(seeds).toContain('0');
    expect(seeds).toContain('4294967295');
  });

  test.each(seeds)('seed %s', (seed) => {
    const expected = golden.rng[seed]!;
    const rng = makeRng(Number(seed));
    // Bit-exact: the same doubles, not merely close ones.
    expect(expected.map(() => rng())).toEqual(expected);
  });

  test('seeds are taken modulo 2^32, so a seed and its 32-bit form give the same stream', () => {
    const a = makeRng(42 + 2 ** 32);
    expect([a(), a(), a()]).toEqual(golden.rng['42']!.slice(0, 3));
    expect(toSeed(-1)).toBe(4294967295);
  });
});

describe('deriveSeed: the recorded triples', () => {
  test.each(golden.derive)('deriveSeed(%i, %i) = %i', (seed, salt, out) => {
    expect(deriveSeed(seed, salt)).toBe(out);
  });
});

describe('randomInt and shuffle over the recorded stream', () => {
  test('randomInt is floor(rng() · n) of the same stream', () => {
    const rng = makeRng(1);
    expect(golden.rng['1']!.map((x) => Math.floor(x * 6))).toEqual(golden.rng['1']!.map(() => randomInt(rng, 6)));
  });

  test('shuffle is Fisher–Yates from the last index down, one draw per index', () => {
    // Written by hand from the recorded numbers: with five items, j = floor(r · (i + 1)) for i = 4 … 1.
    const r = golden.rng['0']!;
    const items = ['a', 'b', 'c', 'd', 'e'];
    const expected = items.slice();
    for (let i = 4, k = 0; i > 0; i--, k++) {
      const j = Math.floor(r[k]! * (i + 1));
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(shuffle(items, makeRng(0))).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    // The same draws in place, on a typed array too.
    const typed = Int32Array.from([0, 1, 2, 3, 4]);
    shuffleInPlace(typed, makeRng(0));
    expect([...typed].map((i) => items[i])).toEqual(expected);
  });

  test('shuffleFront is Fisher–Yates from index 0 up over the first n places, one draw per place', () => {
    // Written by hand from the recorded numbers: j = i + floor(r · (5 − i)) for i = 0 … n − 1.
    const r = golden.rng['0']!;
    for (const n of [0, 2, 4]) {
      const expected = ['a', 'b', 'c', 'd', 'e'];
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(r[i]! * (5 - i));
        [expected[i], expected[j]] = [expected[j]!, expected[i]!];
      }
      const items = ['a', 'b', 'c', 'd', 'e'];
      const rng = makeRng(0);
      shuffleFront(items, n, rng);
      expect(items).toEqual(expected);
      // exactly n draws: the next number is the stream's (n + 1)-th
      expect(rng()).toBe(r[n]);
    }
  });
});
