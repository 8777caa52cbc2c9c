/**
 * Dudab „Übungen“ (src/games/dudab/drills.ts): for every kind and 10,000 seeds (both levels), a
 * valid position of that kind at a decision of seat 0 with at least two legal moves, a choice that
 * is not allowed, and the engine's answer equal to a naive second computation: every card tried on
 * every row with `check` (a Dudab-Karte with a wish), `ziehen`/`strafe` tried with `check`, the
 * scoring of §7 and „6 nimmt“ of §5.6 written out here.
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

/** §7: pairs of Dudab and shaman 0, other shamans +5, other Dudabs turn the highest digits into −digit, other digits +digit. */
function naivePoints(cards: string[]): number {
  const d = cards.filter((c) => c.startsWith('D-')).length;
  const sh = cards.filter((c) => c.startsWith('S-')).length;
  const digits = cards
    .filter((c) => c.startsWith('Z-'))
    .map((c) => Number(c.split('-').at(-1)))
    .sort((a, b) => b - a);
  const free = Math.max(0, d - sh);
  const good = digits.slice(0, free).reduce((a, b) => a + b, 0);
  const bad = 5 * Math.max(0, sh - d) + digits.slice(free).reduce((a, b) => a + b, 0);
  return bad - good;
}

function naive(kind: string, s: DudabState, q: unknown): string[] | number {
  const hand = s.hands[0]!;
  const rows = s.reihen.map((_, r) => r);
  switch (kind) {
    case 'dudab-reihe':
      return hand.filter((c) => fits(s, c, (q as { reihe: number }).reihe));
    case 'dudab-wohin':
      return rows.filter((r) => fits(s, (q as { karte: string }).karte, r)).map(String);
    case 'dudab-wunsch':
      return [
        ...hand.filter((c) => rows.some((r) => fits(s, c, r))),
        ...(check(s, { type: 'ziehen', seat: 0 }).ok || hand.some((c) => check(s, { type: 'ziehen', seat: 0, inStapel: c }).ok)
          ? ['ziehen']
          : []),
      ];
    case 'dudab-verhext':
      return [...hand.filter((c) => rows.some((r) => fits(s, c, r))), ...(check(s, { type: 'strafe', seat: 0 }).ok ? ['strafe'] : [])];
    case 'dudab-punkte':
      return naivePoints([...s.sammelstapel[0]!, ...hand]);
    case 'dudab-sechs-nimmt': {
      const m = (q as { move: { reihe: number } }).move;
      return s.reihen[m.reihe]!.karten.length === 5 ? 5 : 0;
    }
    default:
      throw new Error(kind);
  }
}

/** The phase each kind is asked in. */
const PHASES = {
  zug: ['dudab-reihe', 'dudab-wohin', 'dudab-punkte', 'dudab-sechs-nimmt'],
  wunsch: ['dudab-wunsch'],
  verhext: ['dudab-verhext'],
};

describe('Dudab exercises', () => {
  eachKindOverSeeds(dudabDrills, naive, PHASES, RULE_ANCHORS);
});
