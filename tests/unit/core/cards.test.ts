import { describe, expect, test } from 'vitest';
import {
  duplicates,
  hasCard,
  indexMap,
  insertSorted,
  joined,
  sameCards,
  sortByOrder,
  without,
  withoutAll,
} from '../../../src/games/core/cards';
import { dataKey, sameData } from '../../../src/games/core/data';

const ORDER = indexMap(['a', 'b', 'c', 'd', 'e']);

describe('generic card helpers', () => {
  test('indexMap numbers ids in the given order', () => {
    expect(ORDER['a']).toBe(0);
    expect(ORDER['e']).toBe(4);
  });
  test('sortByOrder sorts by canonical order without changing the input', () => {
    const hand = ['e', 'a', 'c'];
    expect(sortByOrder(hand, ORDER)).toEqual(['a', 'c', 'e']);
    expect(hand).toEqual(['e', 'a', 'c']);
  });
  test('without / withoutAll remove cards and leave the input alone', () => {
    const hand = ['a', 'b', 'c'];
    expect(without(hand, 'b')).toEqual(['a', 'c']);
    expect(withoutAll(hand, ['a', 'c'])).toEqual(['b']);
    expect(hand).toEqual(['a', 'b', 'c']);
    expect(hasCard(hand, 'c')).toBe(true);
    expect(hasCard(hand, 'd')).toBe(false);
  });
  test('joined is a new array of both lists in order (concat for arrays) and leaves both alone', () => {
    const a = ['a', 'b'];
    const b = ['c'];
    const out = joined(a, b);
    expect(out).toEqual(['a', 'b', 'c']);
    expect(out).not.toBe(a);
    out.push('d');
    expect(a).toEqual(['a', 'b']);
    expect(b).toEqual(['c']);
    expect(joined([], [])).toEqual([]);
    // an array inside the second list stays one element (as concat([row]) did)
    const rows = joined([[1]], [[2, 3]]);
    expect(rows).toEqual([[1], [2, 3]]);
  });
  test('insertSorted keeps canonical order', () => {
    expect(insertSorted(['a', 'c', 'e'], ['d', 'b'], ORDER)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(insertSorted([], ['b'], ORDER)).toEqual(['b']);
  });
  test('duplicates reports each repeated id once, in the order of its first repeat', () => {
    expect(duplicates(['a', 'b', 'b', 'a', 'c', 'b'])).toEqual(['b', 'a']);
    expect(duplicates(['a', 'b'])).toEqual([]);
  });
  test('sameCards compares as a multiset: order does not matter, counts do', () => {
    expect(sameCards(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameCards(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(sameCards(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(false);
    expect(sameCards([], [])).toBe(true);
  });
});

describe('plain-data equality', () => {
  test('sameData compares structure, not identity or key order', () => {
    expect(sameData({ type: 'X', seat: 1, card: 'a' }, { card: 'a', seat: 1, type: 'X' })).toBe(true);
    expect(sameData({ type: 'X', seat: 1 }, { type: 'X', seat: 2 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: [] }, { a: {} })).toBe(false);
  });
  test('dataKey is equal exactly for equal data', () => {
    expect(dataKey({ b: 1, a: [1, 'x'] })).toBe(dataKey({ a: [1, 'x'], b: 1 }));
    expect(dataKey({ a: 1 })).not.toBe(dataKey({ a: '1' }));
  });
});
