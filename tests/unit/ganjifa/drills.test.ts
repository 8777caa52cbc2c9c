/**
 * Ganjifa „Übungen“ (src/games/ganjifa/drills.ts): for every kind and 10,000 seeds (both levels),
 * a valid position of that kind at a decision of seat 0 with at least two legal moves, a card that
 * is not allowed where the kind is about legality, and the engine's answer equal to a naive second
 * computation written here from the spec (shared/rules/ganjifa.md §3, §5.4–§5.6); no seed throws.
 */
import { describe, expect, it } from 'vitest';
import { makeDrill } from '../../../src/games/core/drills';
import { strength } from '../../../src/games/ganjifa/cards';
import { RULE_ANCHORS } from '../../../src/games/ganjifa/check';
import { ganjifaDrills } from '../../../src/games/ganjifa/drills';
import { eachKindOverSeeds } from '../../helpers/drillChecks';
import type { GanjifaState, Placed } from '../../../src/games/ganjifa/types';

const SUITS = ['MAT', 'KUR', 'VAR', 'NAR', 'VAM', 'PAR', 'RAM', 'KRI', 'BUD', 'KAL'];
const suit = (c: string) => c.split('-')[0]!;

/** §5.5 legalFollow(H, L), as the spec says it. */
function naiveFollow(hand: string[], led: string, trump: string): string[] {
  if (hand.some((c) => suit(c) === led)) return hand.filter((c) => suit(c) === led);
  const l = SUITS.indexOf(led);
  let n = '';
  for (let k = 1; k <= 9 && !n; k++) if (hand.some((c) => suit(c) === SUITS[(l + k) % 10])) n = SUITS[(l + k) % 10]!;
  return hand.filter((c) => suit(c) === trump || suit(c) === n);
}

/** §3: the highest trump, otherwise the highest card of the led suit. */
function naiveWinner(trick: Placed[], trump: string): number {
  const trumps = trick.filter((p) => suit(p.card) === trump);
  const pool = trumps.length > 0 ? trumps : trick.filter((p) => suit(p.card) === suit(trick[0]!.card));
  return pool.reduce((a, b) => (strength(b.card) > strength(a.card) ? b : a)).seat;
}

/** §5.3 M3 with §5.4: every card of a run v…w (≥ 3 numbers) with its Raja and Mantri, small enough for both opponents. */
function naiveDukalCards(s: GanjifaState): string[] {
  const hand = s.hands[0]!;
  const room = Math.min(s.hands[1]!.length, s.hands[2]!.length);
  const out = new Set<string>();
  for (const su of SUITS) {
    if (!hand.includes(`${su}-R`) || !hand.includes(`${su}-M`)) continue;
    for (let v = 1; v <= 8; v++) {
      for (let w = v + 2; w <= 10; w++) {
        const run = Array.from({ length: w - v + 1 }, (_, i) => `${su}-${v + i}`);
        if (run.every((c) => hand.includes(c)) && run.length + 2 <= room) [...run, `${su}-M`, `${su}-R`].forEach((c) => out.add(c));
      }
    }
  }
  return hand.filter((c) => out.has(c));
}

function naive(kind: string, s: GanjifaState, q: unknown): string[] | number {
  const hand = s.hands[0]!;
  const trump = s.trumpSuit!;
  switch (kind) {
    case 'ganjifa-blank':
    case 'ganjifa-bedienen':
      return naiveFollow(hand, s.ledSuit!, trump);
    case 'ganjifa-gewinnen':
      return naiveFollow(hand, s.ledSuit!, trump).filter((c) => naiveWinner([...s.trick, { seat: 0, card: c }], trump) === 0);
    case 'ganjifa-stich':
      return naiveWinner([...s.trick, { seat: 0, card: (q as { card: string }).card }], trump);
    case 'ganjifa-dukal':
      return naiveDukalCards(s);
    case 'ganjifa-dukal-beute':
      return 3 * s.dukal!.cards.length;
    default:
      throw new Error(kind);
  }
}

/** The phase each kind is asked in. */
const PHASES = {
  FOLLOW: ['ganjifa-blank', 'ganjifa-bedienen', 'ganjifa-gewinnen', 'ganjifa-stich'],
  LEAD: ['ganjifa-dukal'],
  DUKAL_DISCARD: ['ganjifa-dukal-beute'],
};

describe('Ganjifa exercises', () => {
  eachKindOverSeeds(ganjifaDrills, naive, PHASES, RULE_ANCHORS, (kind, s, level, where) => {
    if (level === 0 && kind !== 'ganjifa-dukal-beute')
      expect(s.hands[0]!.length, where).toBeLessThanOrEqual(kind === 'ganjifa-dukal' ? 28 : 20);
    if (kind === 'ganjifa-blank')
      expect(
        s.hands[0]!.some((c) => suit(c) === s.ledSuit),
        where,
      ).toBe(false);
    if (kind === 'ganjifa-bedienen')
      expect(
        s.hands[0]!.some((c) => suit(c) === s.ledSuit),
        where,
      ).toBe(true);
  });

  it('harder blank exercises reach the rare cases: the wrap from Kalki to Matsya and a trump led', () => {
    let wrap = 0;
    let trumpLed = 0;
    for (let seed = 1; seed < 400; seed += 2) {
      const s = makeDrill(ganjifaDrills, 'ganjifa-blank', seed, 1).state as GanjifaState;
      const led = SUITS.indexOf(s.ledSuit!);
      const legal = naiveFollow(s.hands[0]!, s.ledSuit!, s.trumpSuit!).filter((c) => suit(c) !== s.trumpSuit);
      if (legal.some((c) => SUITS.indexOf(suit(c)) < led)) wrap++;
      if (s.ledSuit === s.trumpSuit) trumpLed++;
    }
    expect(wrap).toBeGreaterThan(0);
    expect(trumpLed).toBeGreaterThan(0);
  });
});
