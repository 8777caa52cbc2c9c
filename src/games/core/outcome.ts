/**
 * The outcome of a game that counts points, built one way for every such game: totals are the
 * column sums of the round rows; the seats with the best total win (ties share), everyone else
 * loses; places group equal totals, best first.
 */
import type { Outcome, Scores, Seat } from './types';

export function scoreOutcome(rounds: readonly (readonly number[])[], seats: number, better: Scores['better'], unit: string): Outcome {
  const totals: number[] = [];
  for (let s = 0; s < seats; s++) {
    let sum = 0;
    for (const row of rounds) sum += row[s] ?? 0;
    totals.push(sum);
  }
  const distinct = [...new Set(totals)].sort((a, b) => (better === 'hoch' ? b - a : a - b));
  const places: Seat[][] = distinct.map((v) => totals.flatMap((x, seat) => (x === v ? [seat] : [])));
  const winners = places[0] ?? [];
  const losers: Seat[] = [];
  for (let s = 0; s < seats; s++) if (!winners.includes(s)) losers.push(s);
  return { winners, losers, places, scores: { rounds: rounds.map((r) => r.slice()), totals, better, unit } };
}

/** The seats with the best total (ties share): the highest when `better` is 'hoch', else the lowest. */
export function winnersOf(totals: readonly number[], better: Scores['better']): Seat[] {
  const best = better === 'hoch' ? Math.max(...totals) : Math.min(...totals);
  const out: Seat[] = [];
  totals.forEach((v, s) => {
    if (v === best) out.push(s);
  });
  return out;
}
