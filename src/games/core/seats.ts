/**
 * Seat arithmetic shared by every game. Seats are numbered 0 … n−1 in the direction of play, so
 * the next seat is (s + 1) mod n; games that skip finished players pass an `active` list.
 */
import type { Seat } from './types';

/** The seat after `s` among `n` seats. */
export function nextSeat(n: number, s: Seat): Seat {
  return (s + 1) % n;
}

/** The seat `k` places after `s` among `n` seats (k may be negative). */
export function seatAfter(n: number, s: Seat, k: number): Seat {
  return (((s + k) % n) + n) % n;
}

/** The first active seat after `s` in the direction of play (`s` itself when no other seat is active). */
export function nextActive(active: readonly boolean[], s: Seat): Seat {
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const p = (s + k) % n;
    if (active[p]) return p;
  }
  return s;
}

/** `s` itself when active, otherwise nextActive(s). */
export function firstActiveFrom(active: readonly boolean[], s: Seat): Seat {
  return active[s] ? s : nextActive(active, s);
}

/** All seats in play order starting at `from` (from, from+1, …), n of them. */
export function seatsFrom(n: number, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < n; k++) out.push((from + k) % n);
  return out;
}
