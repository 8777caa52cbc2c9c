/**
 * Durak „Übungen“ (src/games/durak/drills.ts): for every kind and 10,000 seeds (both levels), a
 * valid position of that kind at a decision of seat 0 with at least two legal moves, a card that
 * is not allowed where the kind is about legality, and the engine's answer equal to a naive second
 * computation written here from the spec (shared/rules/durak.md); no seed throws.
 */
import { describe, expect, it } from 'vitest';
import { drillAnswer, judgeDrill, makeDrill, type DrillLevel } from '../../../src/games/core/drills';
import { RULE_ANCHORS } from '../../../src/games/durak/check';
import { durakDrills } from '../../../src/games/durak/drills';
import { durakPlay } from '../../../src/games/durak/rules';
import type { DurakState } from '../../../src/games/durak/types';

const SEEDS = 10_000;
const RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suit = (c: string) => c[0]!;
const rank = (c: string) => c.slice(1);
const value = (c: string) => RANKS.indexOf(rank(c));

/** §3, as the spec says it. */
const naiveBeats = (d: string, a: string, trump: string): boolean =>
  suit(d) === suit(a) ? value(d) > value(a) : suit(d) === trump;

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

function naive(kind: string, s: DurakState): string[] | number {
  const hand = s.hands[0]!;
  const beaten = s.table.some((p) => p.defence !== null);
  switch (kind) {
    case 'durak-schlagen': {
      const open = s.table.filter((p) => p.defence === null);
      // the question names one open card; with one open card it is that one
      expect(open.length).toBeGreaterThan(0);
      return open.length === 1 ? hand.filter((c) => naiveBeats(c, open[0]!.attack, s.trumpSuit)) : -1;
    }
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

const PHASE: Record<string, string[]> = {
  'durak-schlagen': ['DEFEND'],
  'durak-nachlegen': ['THROW_IN'],
  'durak-limit': ['THROW_IN'],
  'durak-weiterreichen': ['DEFEND'],
  'durak-naechster-angreifer': ['DEFEND', 'THROW_IN'],
  'durak-trumpfkarte': ['DEFEND', 'THROW_IN'],
};

describe('Durak exercises', () => {
  for (const kind of durakDrills.kinds) {
    it(`${kind.id}: ${SEEDS} seeds make valid positions whose answer a naive computation confirms`, () => {
      for (let seed = 0; seed < SEEDS; seed++) {
        const level = (seed & 1) as DrillLevel;
        const d = makeDrill(durakDrills, kind.id, seed, level);
        const s = d.state as DurakState;
        const where = d.code;
        expect(d.seat, where).toBe(0);
        expect(durakPlay.toAct(s), where).toBe(0);
        expect(PHASE[kind.id], where).toContain(s.phase);
        expect(durakPlay.legalMoves(s).length, where).toBeGreaterThanOrEqual(2);
        const answer = drillAnswer(durakDrills, d);
        let want = naive(kind.id, s);
        if (kind.id === 'durak-schlagen' && want === -1) {
          // several open cards (after Weiterreichen is off, never): fall back to the asked card
          const a = (d.q as { attackCard: string }).attackCard;
          want = s.hands[0]!.filter((c) => naiveBeats(c, a, s.trumpSuit));
        }
        if (typeof answer === 'number') {
          expect(answer, where).toBe(want);
          expect(d.choices, where).toContain(String(answer));
        } else {
          expect([...answer].sort(), where).toEqual([...(want as string[])].sort());
          if (kind.legality) expect(d.choices.some((c) => !answer.includes(c)), where).toBe(true);
        }
        expect(judgeDrill(durakDrills, d, answer).right, where).toBe(true);
        if (seed % 50 === 0) {
          const wrongItem = d.choices.find((c) => (typeof answer === 'number' ? c !== String(answer) : !answer.includes(c)))!;
          const j = judgeDrill(durakDrills, d, typeof answer === 'number' ? Number(wrongItem) : [wrongItem]);
          expect(j.right, where).toBe(false);
          expect(j.wrong[0]!.reason.length, where).toBeGreaterThan(10);
          expect(RULE_ANCHORS as readonly string[], where).toContain(j.wrong[0]!.rule);
        }
      }
    }, 120_000);
  }
});
