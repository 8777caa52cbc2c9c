/**
 * The one source of randomness in the project: a small seeded generator (mulberry32, public domain,
 * by Tommy Ettinger). Same seed, same numbers, on every machine. `Math.random` is never used.
 */

export type Random = () => number;

/** Normalises any number to the unsigned 32-bit seed space. */
export function toSeed(n: number): number {
  return Math.trunc(n) >>> 0;
}

/** A generator of floats in [0, 1) from a 32-bit seed. */
export function makeRng(seed: number): Random {
  let a = toSeed(seed);
  return function next(): number {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomInt(rng: Random, n: number): number {
  return Math.floor(rng() * n);
}

/** An array or a typed array whose places a shuffle swaps. */
interface Places<T> {
  length: number;
  [i: number]: T;
}

/** Fisher–Yates in place, from the back (the order `shuffle` draws in). */
export function shuffleInPlace<T>(items: Places<T>, rng: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}

/** Fisher–Yates over a copy: the array is not changed. */
export function shuffle<T>(items: readonly T[], rng: Random): T[] {
  const out = items.slice();
  shuffleInPlace(out, rng);
  return out;
}

/**
 * Fisher–Yates from the front over the first `n` places only (in place): place i gets a uniform
 * draw from places i…end. With n = length − 1 the whole array is shuffled.
 */
export function shuffleFront<T>(items: Places<T>, n: number, rng: Random): void {
  const len = items.length;
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(rng, len - i);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}

/** A seed derived from another seed and a number (a stream per round, per bot decision, …). */
export function deriveSeed(seed: number, salt: number): number {
  let h = (toSeed(seed) ^ Math.imul(toSeed(salt) + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A fresh seed for „Neu geben“, taken from the clock (the only non-seeded input, used once per new game). */
export function seedFromClock(now: number): number {
  return deriveSeed(toSeed(now), toSeed(now / 4294967296));
}
