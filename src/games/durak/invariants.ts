/**
 * The invariants of shared/rules/durak.md §5.6, plus the engine's own bookkeeping invariants
 * (roles, poll, sorted hands, known cards). Kept out of `play` (speed); used by the checking
 * wrapper (core/checked.ts) in tests. Throws an Error naming the first broken invariant.
 */
import type { CardId } from '../core/types';
import { duplicates } from '../core/cards';
import { CARD_INDEX, beats, isCardId, rankBit, rankOf, suitOf } from './cards';
import { nextActive } from '../core/seats';
import { makeThrowOrder } from './position';
import type { DurakState } from './types';

function fail(msg: string): never {
  throw new Error(`Durak invariant broken: ${msg}`);
}

export function assertDurakInvariants(s: DurakState): void {
  const n = s.options.players;
  if (s.hands.length !== n || s.active.length !== n || s.known.length !== n || s.noRanks.length !== n)
    fail('per-seat arrays must have one entry per seat');

  // §5.6: hands + talon + table + discard = 36 cards, all distinct.
  const all: CardId[] = [];
  for (const h of s.hands) all.push(...h);
  all.push(...s.talon);
  for (const p of s.table) {
    all.push(p.attack);
    if (p.defence !== null) all.push(p.defence);
  }
  all.push(...s.discard);
  if (all.length !== 36) fail(`${all.length} cards in play instead of 36`);
  for (const c of all) if (!isCardId(c)) fail(`unknown card ${String(c)}`);
  const twice = duplicates(all);
  if (twice.length > 0) fail(`card ${twice[0]} appears twice`);

  // Hands and known lists in canonical order; known ⊆ hand.
  s.hands.forEach((h, p) => {
    for (let i = 1; i < h.length; i++) if (CARD_INDEX[h[i - 1]!]! >= CARD_INDEX[h[i]!]!) fail(`hand ${p} is not in canonical order`);
    for (const c of s.known[p]!) if (h.indexOf(c) === -1) fail(`known card ${c} is not in hand ${p}`);
    // D18: what an auto-pass showed holds until the seat draws (taken cards are known).
    for (const c of h)
      if (rankBit(c) & s.noRanks[p]! && s.known[p]!.indexOf(c) === -1) fail(`hand ${p} holds ${c}, a rank it was seen not to hold`);
  });

  // Trump.
  if (suitOf(s.trumpCard) !== s.trumpSuit) fail('trumpSuit does not match trumpCard');
  if (s.talon.length > 0 && s.talon[s.talon.length - 1] !== s.trumpCard) fail('the trump card must be the last talon card');

  // Finished seats.
  const finished = s.finishOrder.flat();
  if (new Set(finished).size !== finished.length) fail('a seat finished twice');
  for (let p = 0; p < n; p++) {
    const isFinished = finished.indexOf(p) !== -1;
    if (isFinished === s.active[p]) fail(`active[${p}] disagrees with finishOrder`);
    if (isFinished && s.hands[p]!.length > 0) fail(`finished seat ${p} holds cards`);
  }
  // §5.6: the talon is non-empty ⇒ no player has finished.
  if (s.talon.length > 0 && finished.length > 0) fail('a player finished while the talon holds cards');

  const activeCount = s.active.filter(Boolean).length;
  if (s.phase === 'GAME_OVER') {
    if (activeCount > 1) fail('GAME_OVER with more than one active player');
    if (s.table.length !== 0) fail('GAME_OVER with cards on the table');
    const expected = activeCount === 1 ? s.active.indexOf(true) : null;
    if (s.durak !== expected) fail(`durak should be ${String(expected)}`);
    if (s.talon.length !== 0) fail('GAME_OVER with a non-empty talon');
    return;
  }
  if (s.durak !== null) fail('durak set before GAME_OVER');
  if (activeCount < 2) fail('fewer than two active players outside GAME_OVER');

  // Roles (D6) and poll (§5.1).
  if (!s.active[s.attacker]) fail('the attacker has finished');
  if (s.defender !== nextActive(s.active, s.attacker)) fail('the defender is not nextActive(attacker)');
  const order = makeThrowOrder(s.active, s.attacker, s.defender);
  if (order.length !== s.throwOrder.length || order.some((x, i) => x !== s.throwOrder[i])) fail('throwOrder is wrong');

  // §5.6: attackCount ≤ limit ≤ 6.
  const attackCount = s.table.length;
  if (!(attackCount <= s.limit && s.limit <= 6 && s.limit >= 1)) fail(`attackCount ${attackCount}, limit ${s.limit}`);

  let open = 0;
  let mask = 0;
  for (const p of s.table) {
    mask |= rankBit(p.attack);
    if (p.defence === null) open++;
    else {
      mask |= rankBit(p.defence);
      if (!beats(p.defence, p.attack, s.trumpSuit)) fail(`${p.defence} does not beat ${p.attack}`);
    }
  }
  // §5.6 / D8: without transfer, at most one open card.
  if (!s.options.transfer && open > 1) fail('more than one open card without Weiterreichen');
  if (attackCount > 0 && s.firstRank !== rankOf(s.table[0]!.attack)) fail('firstRank is not the rank of the first attack card');

  if (s.phase !== 'THROW_IN' && s.cursor !== 0) fail('cursor is not 0 outside THROW_IN');

  switch (s.phase) {
    case 'ATTACK_OPEN':
      if (attackCount !== 0) fail('the table is not empty at ATTACK_OPEN');
      if (s.firstRank !== null) fail('firstRank set at ATTACK_OPEN');
      if (s.limit !== Math.min(6, s.hands[s.defender]!.length)) fail('limit at bout start is not min(6, |hand[defender]|)');
      // §5.6: at ATTACK_OPEN every active player holds at least one card.
      s.active.forEach((a, p) => {
        if (a && s.hands[p]!.length === 0) fail(`active seat ${p} holds no cards at ATTACK_OPEN`);
      });
      break;
    case 'DEFEND':
      // §5.6: 1 ≤ |open| ≤ |hand[defender]|.
      if (open < 1 || open > s.hands[s.defender]!.length)
        fail(`DEFEND with ${open} open cards and ${s.hands[s.defender]!.length} in the defender's hand`);
      break;
    case 'THROW_IN': {
      if (open !== 0 || attackCount === 0) fail('THROW_IN needs a fully beaten, non-empty table');
      if (attackCount >= s.limit) fail('THROW_IN although the limit is reached');
      if (s.cursor < 0 || s.cursor >= s.throwOrder.length) fail('cursor out of range');
      // D18: the polled player holds a card that may be thrown in.
      const actor = s.throwOrder[s.cursor]!;
      if (!s.hands[actor]!.some((c) => rankBit(c) & mask)) fail(`polled seat ${actor} has nothing to throw in (should be auto-passed)`);
      break;
    }
    default:
      fail(`unknown phase ${String(s.phase)}`);
  }
}
