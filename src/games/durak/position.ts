/**
 * What setup, play, check and text all read off a Durak position: the spec's two numbers, who
 * decides (§5.2), the poll order (§5.1, D9) and the table's ranks and counts (§5.1 „derived
 * values“). Read-only helpers; the ones on the hot path allocate nothing.
 */
import type { CardId, Seat } from '../core/types';
import { RANKS, rankBit, suitOf } from './cards';
import type { DurakState, Pair, Rank } from './types';

/** §4.5, §5.5: hands are dealt and refilled to six cards. */
export const HAND_SIZE = 6;
/** §5.1, D10: never more than six attack cards in one bout. */
export const MAX_ATTACK = 6;
/** Every kind of decision of §5.3 (M1–M6). */
export const MOVE_TYPES = ['ATTACK', 'DEFEND', 'TAKE', 'THROW_IN', 'PASS', 'TRANSFER'] as const;

/** Who decides now (§5.2): the attacker, the defender or the polled thrower; null at GAME_OVER. */
export function actorOf(s: DurakState): Seat | null {
  switch (s.phase) {
    case 'ATTACK_OPEN':
      return s.attacker;
    case 'DEFEND':
      return s.defender;
    case 'THROW_IN':
      return s.throwOrder[s.cursor] ?? null;
    default:
      return null;
  }
}

/** §5.1 throwOrder (D9): the attacker first, then every other active seat except the defender, clockwise. */
export function makeThrowOrder(active: readonly boolean[], attacker: Seat, defender: Seat): Seat[] {
  const n = active.length;
  const out = [attacker];
  for (let i = 1; i < n; i++) {
    const t = (attacker + i) % n;
    if (t !== defender && active[t]) out.push(t);
  }
  return out;
}

/** Is `card` trump in this game? */
export function isTrumpIn(state: Pick<DurakState, 'trumpSuit'>, card: CardId): boolean {
  return suitOf(card) === state.trumpSuit;
}

/** §5.1 tableRanks: the ranks of all attack and defence cards, as a bit set (see cards.rankBit). */
export function tableRankMask(table: readonly Pair[]): number {
  let mask = 0;
  for (let i = 0; i < table.length; i++) {
    const p = table[i]!;
    mask |= rankBit(p.attack);
    if (p.defence !== null) mask |= rankBit(p.defence);
  }
  return mask;
}

/** The ranks on the table in rank order (for reasons). */
export function tableRanks(table: readonly Pair[]): Rank[] {
  const mask = tableRankMask(table);
  return RANKS.filter((_, i) => mask & (1 << i));
}

/** True when `hand` holds a card of a rank in `mask` (M4: something to throw in). */
export function hasRankIn(hand: readonly CardId[], mask: number): boolean {
  for (let i = 0; i < hand.length; i++) if (rankBit(hand[i]!) & mask) return true;
  return false;
}

/** §5.1 |open|: attack cards not beaten yet. */
export function openCount(table: readonly Pair[]): number {
  let k = 0;
  for (let i = 0; i < table.length; i++) if (table[i]!.defence === null) k++;
  return k;
}

/** True once some attack card of the bout is beaten (ends Weiterreichen, D17). */
export function anyBeaten(table: readonly Pair[]): boolean {
  for (let i = 0; i < table.length; i++) if (table[i]!.defence !== null) return true;
  return false;
}

/** All table cards, attack then defence per pair. */
export function tableCards(table: readonly Pair[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < table.length; i++) {
    const p = table[i]!;
    out.push(p.attack);
    if (p.defence !== null) out.push(p.defence);
  }
  return out;
}
