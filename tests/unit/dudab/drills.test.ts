/**
 * Dudab „Übungen“ (src/games/dudab/drills.ts): for every kind and 10,000 seeds (both levels), a
 * valid position of that kind at a decision of seat 0 with at least two legal moves, a choice that
 * is not allowed, and the engine's answer equal to a naive second computation: every card tried on
 * every row with `check` (a Dudab-Karte with a wish), and `ziehen`/`strafe` tried with `check`.
 */
import { describe } from 'vitest';
import { RULE_ANCHORS, check } from '../../../src/games/dudab/check';
import { dudabDrills } from '../../../src/games/dudab/drills';
import type { DudabMove, DudabState } from '../../../src/games/dudab/types';
import { eachKindOverSeeds } from '../../helpers/drillChecks';


function fits(s: DudabState, karte: string, reihe: number): boolean {
  const m: DudabMove = karte.startsWith('D-')
    ? { type: 'legen', seat: 0, karte, reihe, wunsch: { art: 'ziffer', wert: 1 } }
    : { type: 'legen', seat: 0, karte, reihe };
  return check(s, m).ok;
}

function naive(kind: string, s: DudabState, q: unknown): string[] {
  const hand = s.hands[0]!;
  const rows = s.reihen.map((_, r) => r);
  switch (kind) {
    case 'dudab-reihe':
      return hand.filter((c) => fits(s, c, (q as { reihe: number }).reihe));
    case 'dudab-wohin':
      return rows.filter((r) => fits(s, (q as { karte: string }).karte, r)).map(String);
    case 'dudab-wunsch':
      return [...hand.filter((c) => rows.some((r) => fits(s, c, r))), ...(check(s, { type: 'ziehen', seat: 0 }).ok || hand.some((c) => check(s, { type: 'ziehen', seat: 0, inStapel: c }).ok) ? ['ziehen'] : [])];
    case 'dudab-verhext':
      return [...hand.filter((c) => rows.some((r) => fits(s, c, r))), ...(check(s, { type: 'strafe', seat: 0 }).ok ? ['strafe'] : [])];
    default:
      throw new Error(kind);
  }
}

const PHASE: Record<string, string> = { 'dudab-reihe': 'zug', 'dudab-wohin': 'zug', 'dudab-wunsch': 'wunsch', 'dudab-verhext': 'verhext' };

describe('Dudab exercises', () => {
  eachKindOverSeeds(dudabDrills, naive, PHASE, RULE_ANCHORS);
});
