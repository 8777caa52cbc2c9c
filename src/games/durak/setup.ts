/**
 * Durak setup (shared/rules/durak.md §4): a deal from a stacked deck (`fromDeck`), the seeded deal
 * every free-play link stands on (`deal`), and explicit positions for examples and tests
 * (`fromLayout`). Nothing here is on the hot path; every entry point validates its input and
 * throws an Error naming the problem.
 */
import type { CardId, Seat } from '../core/types';
import { duplicates, sortByOrder, withoutAll } from '../core/cards';
import { makeRng, randomInt, shuffle } from '../core/rng';
import { firstActiveFrom, nextActive } from '../core/seats';
import {
  CARD_IDS,
  CARD_INDEX,
  beats,
  cardIndex,
  insertCanonical,
  isCardId,
  isRank,
  isSuit,
  rankBit,
  rankBitOf,
  rankOf,
  suitOf,
  valueOf,
} from './cards';
import { enterThrowIn } from './bout';
import { HAND_SIZE, MAX_ATTACK, makeThrowOrder, openCount } from './position';
import type { DurakLayout, DurakOptions, DurakState, Pair, Rank, Suit } from './types';

/** §4.1, §8: 2–6 players, Weiterreichen on or off. */
function assertOptions(o: DurakOptions, where: string): void {
  if (!o || typeof o !== 'object') throw new Error(`${where}: options missing`);
  if (!Number.isInteger(o.players) || o.players < 2 || o.players > 6) {
    throw new Error(`${where}: options.players must be 2…6, got ${String(o.players)}`);
  }
  if (typeof o.transfer !== 'boolean') throw new Error(`${where}: options.transfer must be a boolean`);
}

/** The lowest trump in the given hands: [seat, card], or null when nobody holds a trump (D5). */
function lowestTrump(hands: readonly CardId[][], trumpSuit: Suit, active: readonly boolean[]): [Seat, CardId] | null {
  let best: [Seat, CardId] | null = null;
  for (let p = 0; p < hands.length; p++) {
    if (!active[p]) continue;
    for (const c of hands[p]!) {
      if (suitOf(c) === trumpSuit && (best === null || valueOf(c) < valueOf(best[1]))) best = [p, c];
    }
  }
  return best;
}

/**
 * §4 with a given deck order and dealer. The events announce the dealer, the trump card and the
 * lowest trump (§4.7, D5), then the first bout.
 */
export function fromDeck(options: DurakOptions, deck: CardId[], dealer: Seat): DurakState {
  assertOptions(options, 'durak.fromDeck');
  const n = options.players;
  if (!Array.isArray(deck) || deck.length !== 36) throw new Error('durak.fromDeck: the deck must hold 36 cards');
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) throw new Error(`durak.fromDeck: no seat ${dealer}`);
  // §4.5: deck[k] goes to seat (dealer + 1 + k) mod n, one card at a time, clockwise from the
  // dealer's left. owner[canonical index] = seat (-1 = talon), so hands come out canonically sorted.
  const owner = new Int8Array(36).fill(-2);
  for (let k = 0; k < 36; k++) {
    const c = deck[k];
    if (!isCardId(c)) throw new Error(`durak.fromDeck: unknown card id ${JSON.stringify(c)}`);
    const i = cardIndex(c);
    if (owner[i] !== -2) throw new Error(`durak.fromDeck: card ${c} occurs twice`);
    owner[i] = k < HAND_SIZE * n ? (dealer + 1 + k) % n : -1;
  }
  const hands: CardId[][] = [];
  for (let p = 0; p < n; p++) hands.push([]);
  for (let i = 0; i < 36; i++) if (owner[i]! >= 0) hands[owner[i]!]!.push(CARD_IDS[i]!);
  // §4.6, D4: the trump card is deck[35] (bottom of the talon; with 6 players the dealer's 6th card).
  const talon = deck.slice(HAND_SIZE * n);
  const trumpCard = deck[35]!;
  const trumpSuit = suitOf(trumpCard);
  const active: boolean[] = [];
  for (let p = 0; p < n; p++) active.push(true);
  // §4.7, D5: the lowest trump in any hand starts, else the player left of the dealer.
  let lowest: CardId | null = null;
  let first: Seat = (dealer + 1) % n;
  const base = cardIndex(trumpSuit + '6');
  for (let i = base; i < base + 9; i++) {
    if (owner[i]! >= 0) {
      lowest = CARD_IDS[i]!;
      first = owner[i]!;
      break;
    }
  }
  const known: CardId[][] = [];
  for (let p = 0; p < n; p++) known.push(p === first && lowest !== null ? [lowest] : []);
  if (talon.length === 0 && known[dealer]!.indexOf(trumpCard) === -1) {
    known[dealer] = insertCanonical(known[dealer]!, [trumpCard]);
  }
  const d = nextActive(active, first);
  const limit = Math.min(MAX_ATTACK, hands[d]!.length);
  return {
    options: { players: n, transfer: options.transfer },
    dealer,
    hands,
    talon,
    trumpCard,
    trumpSuit,
    table: [],
    discard: [],
    phase: 'ATTACK_OPEN',
    attacker: first,
    defender: d,
    limit,
    firstRank: null,
    throwOrder: makeThrowOrder(active, first, d),
    cursor: 0,
    active,
    finishOrder: [],
    durak: null,
    known,
    noRanks: active.map(() => 0),
    events: [
      {
        type: 'Dealt',
        dealer,
        trumpCard,
        trumpInDealerHand: talon.length === 0,
        trumpSuit,
        firstAttacker: first,
        lowestTrump: lowest,
      },
      { type: 'BoutStarted', attacker: first, defender: d, limit },
    ],
  };
}

/**
 * The documented deal procedure: `rng = makeRng(seed)`; the dealer is drawn FIRST with
 * `randomInt(rng, players)`; then the deck is `shuffle(CARD_IDS, rng)` (Fisher–Yates from the
 * same generator, core/rng.ts); then `fromDeck(options, deck, dealer)`.
 * Once links exist this procedure must never change.
 */
export function deal(options: DurakOptions, seed: number): DurakState {
  assertOptions(options, 'durak.deal');
  const rng = makeRng(seed);
  const dealer = randomInt(rng, options.players);
  const deck = shuffle(CARD_IDS, rng);
  return fromDeck(options, deck, dealer);
}

/**
 * Explicit positions (tutorials, tests). Validates the layout and throws an Error naming the
 * problem when it is broken. Semantics follow the DurakLayout doc comments (types.ts), with these
 * precisions:
 * - `limit` defaults to min(6, |hand[defender]| + beaten (defence) cards on the table), i.e. the
 *   defender's hand at the start of the bout; for a fully beaten table this is the same as counting
 *   the attack cards.
 * - With an empty talon and no `trumpCard`, `trumpCard` is set to the Ass of `trumpSuit` as a
 *   placeholder (it is never shown: the face-up card only matters while the talon lasts).
 * - The layout is settled like a played position: a THROW_IN layout whose limit is reached, or
 *   whose polled player has nothing to throw in, runs the automatic steps (auto-passes, RESOLVE,
 *   DRAW, CHECK_END) at once; `events` records them. Otherwise `events` is empty.
 */
export function fromLayout(layout: DurakLayout): DurakState {
  const where = 'durak.fromLayout';
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  if (!layout || typeof layout !== 'object') fail('layout missing');
  assertOptions(layout.options, where);
  const n = layout.options.players;
  const seatOk = (x: unknown): x is Seat => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;
  if (!Array.isArray(layout.hands) || layout.hands.length !== n) fail(`hands must list ${n} hands`);
  const placed: CardId[] = [];
  const checkCards = (cards: unknown, what: string): CardId[] => {
    if (!Array.isArray(cards)) return fail(`${what} must be a list of card ids`);
    for (const c of cards) {
      if (!isCardId(c)) fail(`${what}: unknown card id ${JSON.stringify(c)}`);
      placed.push(c as CardId);
    }
    return cards as CardId[];
  };
  const hands = layout.hands.map((h, p) => sortByOrder(checkCards(h, `hands[${p}]`), CARD_INDEX));
  const talon = checkCards(layout.talon, 'talon').slice();
  const table: Pair[] = (layout.table ?? []).map((p, i) => {
    if (!p || typeof p !== 'object') return fail(`table[${i}] must be {attack, defence}`);
    const defence = p.defence ?? null;
    checkCards(defence === null ? [p.attack] : [p.attack, defence], `table[${i}]`);
    return { attack: p.attack, defence };
  });
  const twice = duplicates(placed);
  if (twice.length > 0) fail(`card ${twice[0]} is placed twice`);
  let discard: CardId[];
  if (layout.discard === undefined) {
    discard = withoutAll(CARD_IDS, placed);
  } else {
    discard = checkCards(layout.discard, 'discard').slice();
    if (duplicates(placed).length > 0) fail(`a discard card is also placed elsewhere (or twice)`);
    if (placed.length !== 36) fail(`hands + talon + table + discard hold ${placed.length} cards, not 36`);
  }
  // Trump (§4.6, D4, D20).
  let trumpCard: CardId;
  let trumpSuit: Suit;
  if (layout.trumpSuit !== undefined && !isSuit(layout.trumpSuit)) fail(`unknown trumpSuit ${JSON.stringify(layout.trumpSuit)}`);
  if (layout.trumpCard !== undefined && !isCardId(layout.trumpCard)) fail(`unknown trumpCard ${JSON.stringify(layout.trumpCard)}`);
  if (talon.length > 0) {
    trumpCard = talon[talon.length - 1]!;
    trumpSuit = suitOf(trumpCard);
    if (layout.trumpCard !== undefined && layout.trumpCard !== trumpCard) {
      fail(`trumpCard ${layout.trumpCard} must be the last talon card ${trumpCard}`);
    }
  } else if (layout.trumpCard !== undefined) {
    trumpCard = layout.trumpCard;
    trumpSuit = suitOf(trumpCard);
  } else {
    if (layout.trumpSuit === undefined) return fail('trumpSuit is required when the talon is empty');
    trumpSuit = layout.trumpSuit;
    trumpCard = trumpSuit + 'A';
  }
  if (layout.trumpSuit !== undefined && layout.trumpSuit !== trumpSuit) {
    fail(`trumpSuit ${layout.trumpSuit} does not match the trump card ${trumpCard}`);
  }
  // Finished seats.
  const finishOrder: Seat[][] = (layout.finishOrder ?? []).map((g) => g.slice());
  const active = new Array<boolean>(n).fill(true);
  for (const g of finishOrder) {
    if (!Array.isArray(g) || g.length === 0) fail('finishOrder groups must be non-empty lists of seats');
    for (const p of g) {
      if (!seatOk(p)) fail(`finishOrder: no seat ${String(p)}`);
      if (!active[p]) fail(`finishOrder: seat ${p} listed twice`);
      active[p] = false;
      if (hands[p]!.length > 0) fail(`finished seat ${p} still holds cards`);
    }
  }
  if (finishOrder.length > 0 && talon.length > 0) fail('nobody can have finished while the talon holds cards (§5.6)');
  if (active.filter(Boolean).length < 2) fail('at least two seats must still be active');
  const dealer = layout.dealer ?? 0;
  if (!seatOk(dealer)) fail(`no dealer seat ${String(dealer)}`);
  const phase = layout.phase ?? 'ATTACK_OPEN';
  if (phase !== 'ATTACK_OPEN' && phase !== 'DEFEND' && phase !== 'THROW_IN') fail(`unknown phase ${String(phase)}`);
  // Roles.
  let attacker: Seat;
  if (layout.attacker !== undefined) {
    if (!seatOk(layout.attacker)) return fail(`no attacker seat ${String(layout.attacker)}`);
    attacker = layout.attacker;
  } else {
    if (phase !== 'ATTACK_OPEN') return fail(`attacker is required in phase ${phase}`);
    const low = lowestTrump(hands, trumpSuit, active);
    attacker = low ? low[0] : firstActiveFrom(active, (dealer + 1) % n);
  }
  if (!active[attacker]) fail(`attacker ${attacker} has finished`);
  const defender = nextActive(active, attacker);
  if (layout.defender !== undefined && layout.defender !== defender) {
    fail(`defender must be nextActive(attacker) = ${defender} (D6), got ${String(layout.defender)}`);
  }
  // Table and phase.
  const open = openCount(table);
  for (const p of table) {
    if (p.defence !== null && !beats(p.defence, p.attack, trumpSuit)) {
      fail(`table: ${p.defence} does not beat ${p.attack} with trump ${trumpSuit}`);
    }
  }
  if (phase === 'ATTACK_OPEN') {
    if (table.length > 0) fail('the table must be empty in ATTACK_OPEN');
    for (let p = 0; p < n; p++) if (active[p] && hands[p]!.length === 0) fail(`active seat ${p} holds no cards at ATTACK_OPEN (§5.6)`);
  } else if (phase === 'DEFEND') {
    if (open < 1) fail('DEFEND needs at least one open attack card');
    if (!layout.options.transfer && open > 1) fail('without Weiterreichen at most one card can be open (D8)');
    if (open > hands[defender]!.length) fail(`the defender holds fewer cards than there are open attack cards`);
  } else {
    if (table.length === 0 || open > 0) fail('THROW_IN needs a non-empty table with every attack card beaten');
  }
  const beatenCount = table.length - open;
  const limit = layout.limit ?? Math.min(MAX_ATTACK, hands[defender]!.length + beatenCount);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ATTACK) fail(`limit must be 1…6, got ${String(limit)}`);
  if (table.length > limit) fail(`${table.length} attack cards exceed the limit ${limit}`);
  const firstRank: Rank | null = table.length > 0 ? rankOf(table[0]!.attack) : null;
  if (layout.firstRank !== undefined && layout.firstRank !== firstRank) {
    if (layout.firstRank !== null && !isRank(layout.firstRank)) fail(`unknown firstRank ${String(layout.firstRank)}`);
    fail(`firstRank must be the rank of the first table card (${String(firstRank)})`);
  }
  const throwOrder = makeThrowOrder(active, attacker, defender);
  const cursor = layout.cursor ?? 0;
  if (!Number.isInteger(cursor) || cursor < 0 || cursor >= throwOrder.length) fail(`cursor must be 0…${throwOrder.length - 1}`);
  if (cursor !== 0 && phase !== 'THROW_IN') fail('cursor is only meaningful in THROW_IN');
  const known: CardId[][] = hands.map((h, p) => {
    const k = layout.known?.[p] ?? [];
    for (const c of k) if (h.indexOf(c) === -1) fail(`known[${p}]: ${c} is not in that hand`);
    return sortByOrder(k, CARD_INDEX);
  });
  const noRanks: number[] = hands.map((h, p) => {
    let mask = 0;
    for (const r of layout.noRanks?.[p] ?? []) {
      if (!isRank(r)) fail(`noRanks[${p}]: unknown rank ${JSON.stringify(r)}`);
      mask |= rankBitOf(r);
    }
    for (const c of h) if (rankBit(c) & mask && known[p]!.indexOf(c) === -1) fail(`noRanks[${p}]: hand ${p} holds ${c}`);
    return mask;
  });
  const state: DurakState = {
    options: { players: n, transfer: layout.options.transfer },
    dealer,
    hands,
    talon,
    trumpCard,
    trumpSuit,
    table,
    discard,
    phase,
    attacker,
    defender,
    limit,
    firstRank,
    throwOrder,
    cursor: 0,
    active,
    finishOrder,
    durak: null,
    known,
    noRanks,
    events: [],
  };
  if (phase === 'THROW_IN') enterThrowIn(state, cursor);
  return state;
}
