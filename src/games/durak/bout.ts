/**
 * The end of a Durak bout (shared/rules/durak.md §5.4, §5.5): the throw-in poll with its D18
 * auto-passes, RESOLVE → DRAW → CHECK_END and the next bout. `play` (./play.ts) calls them on its
 * private working copy `w`, which they change in place.
 */
import type { CardId, Seat } from '../core/types';
import { joined } from '../core/cards';
import { firstActiveFrom, nextActive } from '../core/seats';
import { insertCanonical } from './cards';
import { HAND_SIZE, MAX_ATTACK, hasRankIn, makeThrowOrder, tableCards, tableRankMask } from './position';
import type { DurakState } from './types';

function appendAll(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}

/** §5.4: the last open pair was beaten; at the limit the bout is over (D10), else the poll starts at the attacker (D9). */
export function enterThrowIn(w: DurakState, cursor: number): void {
  if (w.table.length >= w.limit) {
    resolve(w, true);
    return;
  }
  w.phase = 'THROW_IN';
  poll(w, cursor);
}

/** Asks throwOrder from `cursor` on, auto-passing everyone without a card to throw in (D18). */
export function poll(w: DurakState, cursor: number): void {
  const order = w.throwOrder;
  const mask = tableRankMask(w.table);
  while (cursor < order.length) {
    const seat = order[cursor]!;
    if (hasRankIn(w.hands[seat]!, mask)) {
      w.cursor = cursor;
      w.phase = 'THROW_IN';
      return;
    }
    // Everybody sees that this seat holds none of the table's ranks.
    const noRanks = w.noRanks.slice();
    noRanks[seat] = noRanks[seat]! | mask;
    w.noRanks = noRanks;
    w.events.push({ type: 'Passed', seat, auto: true });
    cursor++;
  }
  resolve(w, true);
}

/**
 * RESOLVE (§5.5), then DRAW and CHECK_END. Beaten: the cards are out of the game (D19) and the
 * defender attacks next; taken: the seat after the defender (D14), found in CHECK_END.
 */
export function resolve(w: DurakState, beaten: boolean): void {
  let candidate: Seat;
  if (beaten) {
    const cards = tableCards(w.table);
    w.discard = appendAll(w.discard, cards);
    w.events.push({ type: 'BoutBeaten', cards });
    candidate = w.defender;
  } else {
    candidate = (w.defender + 1) % w.options.players;
  }
  w.table = [];
  draw(w);
  checkEnd(w, candidate);
}

/** DRAW (§5.5, D13): attacker, the others clockwise, defender last; up to 6 each. */
function draw(w: DurakState): void {
  if (w.talon.length === 0) return;
  const order = w.throwOrder;
  const hands = w.hands.slice();
  const noRanks = w.noRanks.slice();
  let talon = w.talon;
  for (let i = 0; i <= order.length && talon.length > 0; i++) {
    const seat = i < order.length ? order[i]! : w.defender;
    const hand = hands[seat]!;
    const need = HAND_SIZE - hand.length;
    if (need <= 0) continue;
    const count = need < talon.length ? need : talon.length;
    const gotTrumpCard = count === talon.length;
    hands[seat] = insertCanonical(hand, count === 1 ? [talon[0]!] : talon.slice(0, count));
    noRanks[seat] = 0; // the drawn cards may have any rank
    if (gotTrumpCard) {
      const known = w.known.slice();
      known[seat] = insertCanonical(known[seat]!, [talon[talon.length - 1]!]);
      w.known = known;
    }
    talon = gotTrumpCard ? [] : talon.slice(count);
    w.events.push({ type: 'Drew', seat, count, gotTrumpCard });
  }
  w.hands = hands;
  w.noRanks = noRanks;
  w.talon = talon;
}

/** CHECK_END (§5.5, D15, D16). */
function checkEnd(w: DurakState, candidate: Seat): void {
  if (w.talon.length === 0) {
    let finished: Seat[] | null = null;
    for (let p = 0; p < w.active.length; p++) {
      if (w.active[p] && w.hands[p]!.length === 0) (finished ??= []).push(p);
    }
    if (finished) {
      let before = 0;
      for (const g of w.finishOrder) before += g.length;
      const active = w.active.slice();
      for (const p of finished) active[p] = false;
      w.active = active;
      w.finishOrder = joined(w.finishOrder, [finished]);
      w.events.push({ type: 'PlayerFinished', seats: finished, place: before + 1 });
    }
    let left = 0;
    let last: Seat = -1;
    for (let p = 0; p < w.active.length; p++) {
      if (w.active[p]) {
        left++;
        last = p;
      }
    }
    if (left <= 1) {
      w.phase = 'GAME_OVER';
      w.durak = left === 1 ? last : null;
      w.throwOrder = [];
      w.cursor = 0;
      w.firstRank = null;
      w.events.push({ type: 'GameOver', durak: w.durak, finishOrder: w.finishOrder });
      return;
    }
  }
  startBout(w, firstActiveFrom(w.active, candidate));
}

/** startBout(s) (§5.5). */
function startBout(w: DurakState, s: Seat): void {
  const d = nextActive(w.active, s);
  w.attacker = s;
  w.defender = d;
  w.limit = Math.min(MAX_ATTACK, w.hands[d]!.length);
  w.table = [];
  w.firstRank = null;
  w.throwOrder = makeThrowOrder(w.active, s, d);
  w.cursor = 0;
  w.phase = 'ATTACK_OPEN';
  w.events.push({ type: 'BoutStarted', attacker: s, defender: d, limit: w.limit });
}
