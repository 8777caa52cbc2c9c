/**
 * Seat arithmetic shared by every game (core/seats.ts): seats 0 … n−1 in the direction of play,
 * finished seats skipped. Expectations worked out by hand around a table of five.
 */
import { describe, expect, test } from 'vitest';
import { firstActiveFrom, nextActive, nextSeat, seatAfter, seatsFrom } from '../../../src/games/core/seats';

describe('plain seats', () => {
  test('nextSeat wraps around', () => {
    expect(nextSeat(5, 0)).toBe(1);
    expect(nextSeat(5, 4)).toBe(0);
    expect(nextSeat(2, 1)).toBe(0);
  });

  test('seatAfter goes k places on, also backwards', () => {
    expect(seatAfter(5, 3, 2)).toBe(0);
    expect(seatAfter(5, 1, -2)).toBe(4);
    expect(seatAfter(5, 2, 0)).toBe(2);
    expect(seatAfter(5, 2, 10)).toBe(2);
    expect(seatAfter(4, 0, -9)).toBe(3);
  });

  test('seatsFrom lists every seat once in play order', () => {
    expect(seatsFrom(5, 3)).toEqual([3, 4, 0, 1, 2]);
    expect(seatsFrom(3, 0)).toEqual([0, 1, 2]);
  });
});

describe('active seats (finished ones are skipped)', () => {
  //            0     1      2     3      4
  const active = [true, false, true, false, true];

  test('nextActive skips finished seats and wraps around', () => {
    expect(nextActive(active, 0)).toBe(2);
    expect(nextActive(active, 2)).toBe(4);
    expect(nextActive(active, 4)).toBe(0);
    // from a finished seat too
    expect(nextActive(active, 1)).toBe(2);
    expect(nextActive(active, 3)).toBe(4);
  });

  test('nextActive of the only active seat is that seat', () => {
    expect(nextActive([false, true, false], 1)).toBe(1);
  });

  test('firstActiveFrom is the seat itself when active, else the next active one', () => {
    expect(firstActiveFrom(active, 2)).toBe(2);
    expect(firstActiveFrom(active, 1)).toBe(2);
    expect(firstActiveFrom(active, 3)).toBe(4);
  });
});
