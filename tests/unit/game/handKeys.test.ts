/**
 * The hand's keys (src/components/game/handKeys.ts): one row keeps the old behaviour of every game
 * (each arrow one card, Home and End the ends of the hand); a grouped hand moves between rows with
 * Up and Down (to the nearest card) and stays in the row with Home and End.
 */
import { describe, expect, test } from 'vitest';
import { handKeyTarget, isHandKey } from '../../../src/components/game/handKeys';

const ONE_ROW = [['a', 'b', 'c', 'd']];
// three rows; the middle one short
const ROWS = [
  ['a1', 'a2', 'a3', 'a4', 'a5'],
  ['b1', 'b2'],
  ['c1', 'c2', 'c3', 'c4'],
];
/** Cards on a grid: the row number as y, the position in the row as x (one unit apart). */
const onGrid = (a: string, b: string) => {
  const at = (id: string) => {
    const r = ROWS.findIndex((row) => row.includes(id));
    return { x: ROWS[r]!.indexOf(id), y: r };
  };
  const [p, q] = [at(a), at(b)];
  return Math.hypot(p.x - q.x, p.y - q.y);
};

describe('one row (an ungrouped hand, as in Durak, Dudab and Bambuti)', () => {
  test('Right and Down move on one card, Left and Up back one, stopping at the ends', () => {
    expect(handKeyTarget(ONE_ROW, 'b', 'ArrowRight')).toBe('c');
    expect(handKeyTarget(ONE_ROW, 'b', 'ArrowDown')).toBe('c');
    expect(handKeyTarget(ONE_ROW, 'b', 'ArrowLeft')).toBe('a');
    expect(handKeyTarget(ONE_ROW, 'b', 'ArrowUp')).toBe('a');
    expect(handKeyTarget(ONE_ROW, 'd', 'ArrowRight')).toBe('d');
    expect(handKeyTarget(ONE_ROW, 'a', 'ArrowUp')).toBe('a');
  });

  test('Home and End go to the ends of the hand, with or without Ctrl', () => {
    for (const ctrl of [false, true]) {
      expect(handKeyTarget(ONE_ROW, 'c', 'Home', ctrl)).toBe('a');
      expect(handKeyTarget(ONE_ROW, 'b', 'End', ctrl)).toBe('d');
    }
  });

  test('a grouped hand down to one non-empty row behaves the same', () => {
    expect(handKeyTarget([[], ['x', 'y', 'z'], []], 'x', 'ArrowDown', false, () => 0)).toBe('y');
    expect(handKeyTarget([[], ['x', 'y', 'z'], []], 'y', 'Home')).toBe('x');
  });
});

describe('rows (a grouped hand, as Ganjifa’s suits)', () => {
  test('Left and Right move one card, across the end of a row', () => {
    expect(handKeyTarget(ROWS, 'a5', 'ArrowRight')).toBe('b1');
    expect(handKeyTarget(ROWS, 'b1', 'ArrowLeft')).toBe('a5');
  });

  test('Down and Up go to the nearest card of the next or previous row', () => {
    expect(handKeyTarget(ROWS, 'a4', 'ArrowDown', false, onGrid)).toBe('b2');
    expect(handKeyTarget(ROWS, 'a1', 'ArrowDown', false, onGrid)).toBe('b1');
    expect(handKeyTarget(ROWS, 'b2', 'ArrowDown', false, onGrid)).toBe('c2');
    expect(handKeyTarget(ROWS, 'c4', 'ArrowUp', false, onGrid)).toBe('b2');
    expect(handKeyTarget(ROWS, 'b1', 'ArrowUp', false, onGrid)).toBe('a1');
  });

  test('without positions, Up and Down keep the place in the row as far as the row reaches', () => {
    expect(handKeyTarget(ROWS, 'a4', 'ArrowDown')).toBe('b2');
    expect(handKeyTarget(ROWS, 'b2', 'ArrowDown')).toBe('c2');
  });

  test('empty rows are skipped; at the first or last row the focus stays', () => {
    const rows = [['a1'], [], ['c1', 'c2']];
    expect(handKeyTarget(rows, 'a1', 'ArrowDown', false, () => 1)).toBe('c1');
    expect(handKeyTarget(rows, 'c2', 'ArrowUp', false, () => 1)).toBe('a1');
    expect(handKeyTarget(rows, 'a1', 'ArrowUp', false, () => 1)).toBe('a1');
    expect(handKeyTarget(rows, 'c1', 'ArrowDown', false, () => 1)).toBe('c1');
  });

  test('Home and End stay in the row; with Ctrl they go to the ends of the hand', () => {
    expect(handKeyTarget(ROWS, 'c3', 'Home')).toBe('c1');
    expect(handKeyTarget(ROWS, 'b1', 'End')).toBe('b2');
    expect(handKeyTarget(ROWS, 'c3', 'Home', true)).toBe('a1');
    expect(handKeyTarget(ROWS, 'b1', 'End', true)).toBe('c4');
  });
});

test('a card not in the hand, and keys the hand leaves alone', () => {
  expect(handKeyTarget(ROWS, 'zz', 'ArrowRight')).toBeNull();
  expect(isHandKey('PageDown')).toBe(false);
  expect(isHandKey('Enter')).toBe(false);
  expect(isHandKey('End')).toBe(true);
});
