/**
 * Bambuti „Übungen“ (src/games/bambuti/drills.ts): for every kind and 10,000 seeds (both levels),
 * a valid position of that kind at a decision of seat 0 with at least two legal moves, a place that
 * is not allowed where the kind is about legality, and the engine's answer equal to a naive second
 * computation (every place tried with `check`; the marker rule and the Wertung of
 * shared/rules/bambuti.md §4, §5.5, written out here); no seed throws.
 */
import { describe } from 'vitest';
import { RULE_ANCHORS, check } from '../../../src/games/bambuti/check';
import { bambutiDrills } from '../../../src/games/bambuti/drills';
import type { BambutiMove, BambutiState } from '../../../src/games/bambuti/types';
import { eachKindOverSeeds } from '../../helpers/drillChecks';

const value = (c: string) => Number(c.split('-')[2]);
const top = (s: BambutiState, reihe: number, spalte: number) => s.auslage[reihe]![spalte - 1]!.at(-1)!;

const colour = (c: string) => c.split('-')[1];
/** §5.3 step 3: colour(t1) = colour(t5) and colour(t2) = colour(t4). */
const symmetric = (tops: string[]) => colour(tops[0]!) === colour(tops[4]!) && colour(tops[1]!) === colour(tops[3]!);

/** §4: H − L against L; the one with more points gets the difference; equal values or points: none. */
function naiveMarker(a: number, b: number): number {
  if (a === b) return -1;
  const [h, l] = a > b ? [a, b] : [b, a];
  if (h - l === l) return -1;
  const highSeat = a > b ? 0 : 1;
  return h - l > l ? highSeat : 1 - highSeat;
}

function naive(kind: string, s: BambutiState, q: unknown): string[] | number {
  switch (kind) {
    case 'bambuti-wohin': {
      const karte = (q as { karte: string }).karte;
      const out: string[] = [];
      for (const reihe of [0, 1])
        for (let spalte = 1; spalte <= 5; spalte++) {
          if (check(s, { type: 'legen', seat: 0, karte, reihe, spalte }).ok) out.push(`${reihe}.${spalte}`);
        }
      return out;
    }
    case 'bambuti-anzeiger': {
      const m = (q as { move: Extract<BambutiMove, { type: 'legen' }> }).move;
      const a = m.reihe === 0 ? value(m.karte) : value(top(s, 0, m.spalte));
      const b = m.reihe === 1 ? value(m.karte) : value(top(s, 1, m.spalte));
      return naiveMarker(a, b);
    }
    case 'bambuti-anzeiger-wert': {
      const m = (q as { move: Extract<BambutiMove, { type: 'legen' }> }).move;
      const a = m.reihe === 0 ? value(m.karte) : value(top(s, 0, m.spalte));
      const b = m.reihe === 1 ? value(m.karte) : value(top(s, 1, m.spalte));
      return a === b ? 0 : Math.abs(Math.max(a, b) - 2 * Math.min(a, b));
    }
    case 'bambuti-spalte': {
      const { reihe, spalte } = q as { reihe: number; spalte: number };
      return s.hands[0]!.filter((karte) => check(s, { type: 'legen', seat: 0, karte, reihe, spalte }).ok);
    }
    case 'bambuti-symmetrie':
      return s.hands[0]!.filter((karte) =>
        [0, 1].some((reihe) =>
          [1, 2, 3, 4, 5].some((spalte) => {
            if (!check(s, { type: 'legen', seat: 0, karte, reihe, spalte }).ok) return false;
            const before = [1, 2, 3, 4, 5].map((j) => top(s, reihe, j));
            const after = before.map((c, i) => (i === spalte - 1 ? karte : c));
            return symmetric(after) && !symmetric(before);
          }),
        ),
      );
    case 'bambuti-trommeln':
      return [1, 2, 3, 4, 5].reduce((sum, j) => {
        const a = value(top(s, 0, j));
        const b = value(top(s, 1, j));
        if (naiveMarker(a, b) !== 0) return sum;
        const [h, l] = a > b ? [a, b] : [b, a];
        return sum + Math.abs(h - 2 * l);
      }, 0);
    default:
      throw new Error(kind);
  }
}

/** The phase each kind is asked in. */
const PHASES = {
  legen: ['bambuti-wohin', 'bambuti-anzeiger', 'bambuti-anzeiger-wert', 'bambuti-spalte', 'bambuti-symmetrie'],
  trommeln: ['bambuti-trommeln'],
};

describe('Bambuti exercises', () => {
  eachKindOverSeeds(bambutiDrills, naive, PHASES, RULE_ANCHORS);
});
