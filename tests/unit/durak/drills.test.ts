/**
 * Durak „Übungen“ (src/games/durak/drills.ts): for every kind and 10,000 seeds (both levels), a
 * valid position of that kind at a decision of seat 0 with at least two legal moves, a card that
 * is not allowed where the kind is about legality, and the engine's answer equal to a naive second
 * computation written here from the spec (shared/rules/durak.md); no seed throws.
 */
import { describe } from 'vitest';
import { RULE_ANCHORS } from '../../../src/games/durak/check';
import { durakDrills } from '../../../src/games/durak/drills';
import { eachKindOverSeeds } from '../../helpers/drillChecks';
import type { DurakState } from '../../../src/games/durak/types';

const RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suit = (c: string) => c[0]!;
const rank = (c: string) => c.slice(1);
const value = (c: string) => RANKS.indexOf(rank(c));

/** §3, as the spec says it. */
const naiveBeats = (d: string, a: string, trump: string): boolean => (suit(d) === suit(a) ? value(d) > value(a) : suit(d) === trump);

/** §5.5 RESOLVE, DRAW (D13), CHECK_END (D14, D15), counted by hand sizes only. */
function naiveResolve(s: DurakState, take: boolean): { attacker: number; trumpTo: number | null } {
  const n = s.options.players;
  const counts = s.hands.map((h) => h.length);
  if (take) counts[s.defender]! += s.table.reduce((k, p) => k + (p.defence ? 2 : 1), 0);
  let talon = s.talon.length;
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (s.attacker + i) % n;
    if (s.active[seat] && seat !== s.defender) order.push(seat);
  }
  order.push(s.defender);
  let trumpTo: number | null = null;
  for (const seat of order) {
    const k = Math.min(Math.max(0, 6 - counts[seat]!), talon);
    counts[seat]! += k;
    talon -= k;
    if (k > 0 && talon === 0 && trumpTo === null) trumpTo = seat;
  }
  const active = s.active.map((a, i) => a && !(counts[i] === 0 && talon === 0));
  let attacker = take ? (s.defender + 1) % n : s.defender;
  while (!active[attacker]) attacker = (attacker + 1) % n;
  return { attacker, trumpTo };
}

function naive(kind: string, s: DurakState, q: unknown): string[] | number {
  const hand = s.hands[0]!;
  const beaten = s.table.some((p) => p.defence !== null);
  switch (kind) {
    case 'durak-schlagen':
      return hand.filter((c) => naiveBeats(c, (q as { attackCard: string }).attackCard, s.trumpSuit));
    case 'durak-nachlegen': {
      const ranks = new Set(s.table.flatMap((p) => [p.attack, ...(p.defence ? [p.defence] : [])]).map(rank));
      return s.table.length < s.limit ? hand.filter((c) => ranks.has(rank(c))) : [];
    }
    case 'durak-limit': {
      const defences = s.table.filter((p) => p.defence !== null).length;
      return Math.min(6, s.hands[s.defender]!.length + defences) - s.table.length;
    }
    case 'durak-weiterreichen': {
      let next = (s.defender + 1) % s.options.players;
      while (!s.active[next]) next = (next + 1) % s.options.players;
      const room = s.table.length + 1 <= Math.min(6, s.hands[next]!.length);
      return beaten || !room ? [] : hand.filter((c) => rank(c) === rank(s.table[0]!.attack));
    }
    case 'durak-naechster-angreifer':
      return naiveResolve(s, s.phase === 'DEFEND').attacker;
    case 'durak-trumpfkarte':
      return naiveResolve(s, s.phase === 'DEFEND').trumpTo ?? -1;
    default:
      throw new Error(kind);
  }
}

/** The phases each kind is asked in. */
const PHASES = {
  DEFEND: ['durak-schlagen', 'durak-weiterreichen', 'durak-naechster-angreifer', 'durak-trumpfkarte'],
  THROW_IN: ['durak-nachlegen', 'durak-limit', 'durak-naechster-angreifer', 'durak-trumpfkarte'],
};

describe('Durak exercises', () => {
  eachKindOverSeeds(durakDrills, naive, PHASES, RULE_ANCHORS);
});
