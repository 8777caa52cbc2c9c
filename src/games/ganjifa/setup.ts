/**
 * Setting up a Ganjifa deal (shared/rules/ganjifa.md §4) and positions from layouts.
 *
 * How `deal(options, seed)` and M1 fit together (G4, G5): the deal is a pure function of the seed,
 * the period a decision.
 *   1. `deal(options, seed)`: rng = makeRng(seed); dealer = randomInt(rng, 3); deck =
 *      shuffle(CARD_IDS, rng) from the same generator; then `fromDeck(options, deck, dealer)`.
 *   2. `fromDeck` returns the position before the deal, phase CHOOSE_PERIOD: the dealer is known and
 *      the shuffled deck lies in `state.deck`, but nobody holds a card yet — so no view can show
 *      a hand before Tag or Nacht is chosen (§4.2: the choice comes before the deal).
 *   3. M1 CHOOSE_PERIOD (in play.ts) sets period and trump, then runs DEAL: packet p = deck[4p…4p+3]
 *      goes to seat (dealer + 1 + p) mod 3 (§4.5), and the holder of the trump Raja leads trick 1.
 * So the hands never depend on the period, only the trump and the first leader do; a link stores
 * the period as the first move.
 *
 * `fromLayout` builds any position from explicit hands and piles — before M1 (a complete deal of
 * 3 × 40 cards, dealt at M1 like a real deal) or in the middle of a game (see GanjifaLayout).
 */
import { makeRng, randomInt, shuffle } from '../core/rng';
import { nextSeat } from '../core/seats';
import type { CardId, Seat } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, isCardId, isPeriod, isSuit, sortCanonical, suitIndex, trumpOf, trumpRajaOf } from './cards';
import { isDukal } from './dukal';
import { isLegalFollow, suitCountsOf } from './position';
import type { Dukal, GanjifaLayout, GanjifaOptions, GanjifaState, Placed } from './types';

export const SEATS = 3;
export const HAND_SIZE = 40;
const PACKET = 4;

/** §4.5: the three hands dealt from `deck` (packets of four, counterclockwise from the dealer's next seat), canonical order. */
export function dealHands(deck: readonly CardId[], dealer: Seat): CardId[][] {
  // owner[canonical index] = seat; reading the indices in order sorts every hand at once.
  const owner = new Int8Array(120);
  for (let i = 0; i < deck.length; i++) owner[cardIndex(deck[i]!)] = (dealer + 1 + Math.floor(i / PACKET)) % SEATS;
  const hands: CardId[][] = [[], [], []];
  for (let k = 0; k < 120; k++) hands[owner[k]!]!.push(CARD_IDS[k]!);
  return hands;
}

/** The seat holding `card`, or −1. */
export function holderOf(hands: readonly CardId[][], card: CardId): Seat {
  for (let s = 0; s < hands.length; s++) if (hands[s]!.indexOf(card) !== -1) return s;
  return -1;
}

function fail(msg: string): never {
  throw new Error(`ganjifa: ${msg}`);
}

function checkDeck(deck: readonly CardId[]): void {
  if (!Array.isArray(deck) || deck.length !== 120) fail('the deck must hold exactly 120 cards');
  const seen = new Uint8Array(120);
  for (const c of deck) {
    if (!isCardId(c)) fail(`unknown card id ${JSON.stringify(c)}`);
    const k = cardIndex(c);
    if (seen[k]) fail(`card ${c} is in the deck twice`);
    seen[k] = 1;
  }
}

function emptyState(options: GanjifaOptions, dealer: Seat): GanjifaState {
  return {
    options,
    dealer,
    deck: [],
    period: null,
    trumpSuit: null,
    phase: 'CHOOSE_PERIOD',
    hands: [[], [], []],
    suitCounts: [suitCountsOf([]), suitCountsOf([]), suitCountsOf([])],
    captured: [[], [], []],
    leader: 0,
    toAct: 0,
    trickNo: 1,
    ledSuit: null,
    trick: [],
    dukal: null,
    discards: [],
    lastTrick: null,
    voids: [0, 0, 0],
    events: [],
  };
}

/** §4: the position before the deal with this deck order and dealer; M1 deals it. */
export function fromDeck(options: GanjifaOptions, deck: CardId[], dealer: Seat): GanjifaState {
  checkDeck(deck);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= SEATS) fail(`no dealer seat ${String(dealer)}`);
  return beforeDeal(options, deck.slice(), dealer);
}

/** The state before M1 with a deck known to be valid. */
function beforeDeal(options: GanjifaOptions, deck: CardId[], dealer: Seat): GanjifaState {
  const state = emptyState(options, dealer);
  state.deck = deck;
  return state;
}

/** §4.3–4.4: dealer first from the seeded generator, then the shuffle from the same generator. */
export function deal(options: GanjifaOptions, seed: number): GanjifaState {
  const rng = makeRng(seed);
  const dealer = randomInt(rng, SEATS);
  // = fromDeck(options, deck, dealer); a shuffle of CARD_IDS needs no checking.
  return beforeDeal(options, shuffle(CARD_IDS, rng), dealer);
}

/** The deck order that `dealHands(·, dealer)` turns into exactly `hands` (40 cards each). */
export function stackDeck(hands: readonly CardId[][], dealer: Seat): CardId[] {
  const deck: CardId[] = [];
  const next = [0, 0, 0];
  for (let p = 0; p < 120 / PACKET; p++) {
    const seat = (dealer + 1 + p) % SEATS;
    const hand = hands[seat]!;
    for (let i = 0; i < PACKET; i++) deck.push(hand[next[seat]!++]!);
  }
  return deck;
}

function seatOk(x: unknown): x is Seat {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < SEATS;
}

function suitBit(card: CardId): number {
  return 1 << suitIndex(card);
}

/** Explicit hands and piles (tutorials, tests); throws on a position the rules cannot reach. */
export function fromLayout(layout: GanjifaLayout): GanjifaState {
  if (!layout || typeof layout !== 'object') fail('a layout must be an object');
  if (!Array.isArray(layout.hands) || layout.hands.length !== SEATS) fail('hands must list 3 hands');
  const placed = new Uint8Array(120);
  const place = (cards: unknown, what: string): CardId[] => {
    if (!Array.isArray(cards)) fail(`${what} must be a list of card ids`);
    for (const c of cards) {
      if (!isCardId(c)) fail(`${what}: unknown card id ${JSON.stringify(c)}`);
      const k = cardIndex(c);
      if (placed[k]) fail(`card ${c} is placed twice`);
      placed[k] = 1;
    }
    return cards as CardId[];
  };
  const hands = layout.hands.map((h, s) => sortCanonical(place(h, `hands[${s}]`)));
  const dealer = layout.dealer ?? 0;
  if (!seatOk(dealer)) fail(`no dealer seat ${String(dealer)}`);
  const period = layout.period ?? null;

  if (period === null) {
    // Before M1: a complete deal, dealt at M1 exactly as `fromDeck` would deal it.
    if (layout.trick || layout.dukal || layout.discards || layout.trickNo !== undefined || layout.leader !== undefined) {
      fail('before Tag/Nacht is chosen there is no trick, Dukal or leader yet');
    }
    if ((layout.captured ?? []).some((c) => (typeof c === 'number' ? c !== 0 : c.length !== 0)))
      fail('nothing is captured before the deal');
    if (hands.some((h) => h.length !== HAND_SIZE)) fail('before the deal every hand must hold 40 cards');
    return fromDeck({}, stackDeck(hands, dealer), dealer);
  }
  if (!isPeriod(period)) fail(`unknown period ${JSON.stringify(period)}`);
  const trumpSuit = trumpOf(period);
  const raja = trumpRajaOf(period);

  // The table: a trick in progress, or a Dukal with its discards.
  const trick: Placed[] = (layout.trick ?? []).map((p, i) => {
    if (!p || !seatOk(p.seat)) fail(`trick[${i}] needs a seat`);
    place([p.card], `trick[${i}]`);
    return { seat: p.seat, card: p.card };
  });
  let dukal: Dukal | null = null;
  if (layout.dukal) {
    if (trick.length > 0) fail('a trick and a Dukal cannot lie on the table together');
    if (!seatOk(layout.dukal.seat)) fail('dukal.seat is not a seat');
    const cards = sortCanonical(place(layout.dukal.cards, 'dukal.cards'));
    if (!isDukal(cards)) fail(`${cards.join(' ')} is not a Dukal-Sequenz`);
    dukal = { seat: layout.dukal.seat, cards, m: cards.length };
  }
  const discards: Placed[] = (layout.discards ?? []).map((p, i) => {
    if (!p || !seatOk(p.seat)) fail(`discards[${i}] needs a seat`);
    place([p.card], `discards[${i}]`);
    return { seat: p.seat, card: p.card };
  });
  if (discards.length > 0 && !dukal) fail('discards need a Dukal');
  if (trick.length > 2) fail('a trick with 3 cards is already resolved: give at most 2');

  // Leader.
  let leader: Seat;
  if (trick.length > 0) leader = trick[0]!.seat;
  else if (dukal) leader = dukal.seat;
  else if (layout.leader !== undefined) {
    if (!seatOk(layout.leader)) fail(`no leader seat ${String(layout.leader)}`);
    leader = layout.leader;
  } else {
    leader = holderOf(hands, raja);
    if (leader < 0) fail('leader is required once the trump Raja has been played');
  }
  if (layout.leader !== undefined && layout.leader !== leader) fail(`leader ${layout.leader} does not match the table (${leader})`);

  // Captured piles: explicit lists first, then numbers from the unplaced cards in canonical order.
  const spec = layout.captured;
  if (spec !== undefined && (!Array.isArray(spec) || spec.length !== SEATS)) fail('captured must list 3 piles');
  const lists: (CardId[] | null)[] = [null, null, null];
  const counts = [0, 0, 0];
  if (spec) {
    spec.forEach((c, s) => {
      if (typeof c === 'number') {
        if (!Number.isInteger(c) || c < 0) fail(`captured[${s}] must be a count ≥ 0`);
        counts[s] = c;
      } else lists[s] = place(c, `captured[${s}]`).slice();
    });
  }
  const unplaced: CardId[] = [];
  for (let k = 0; k < 120; k++) if (!placed[k]) unplaced.push(CARD_IDS[k]!);
  if (!spec) {
    const share = 3 * Math.floor(unplaced.length / 9);
    for (let s = 0; s < SEATS; s++) counts[s] = share;
    counts[leader]! += unplaced.length - 3 * share;
  }
  if (counts[0]! + counts[1]! + counts[2]! !== unplaced.length) {
    fail(`${unplaced.length} cards are not placed, but the captured counts ask for ${counts[0]! + counts[1]! + counts[2]!}`);
  }
  let from = 0;
  const captured = lists.map((l, s) => {
    if (l) return l;
    const pile = unplaced.slice(from, from + counts[s]!);
    from += counts[s]!;
    return pile;
  });
  captured.forEach((pile, s) => {
    if (pile.length % 3 !== 0) fail(`captured[${s}] holds ${pile.length} cards, not a multiple of 3`);
  });
  const capturedTotal = captured[0]!.length + captured[1]!.length + captured[2]!.length;
  const rajaCaptured = captured.some((pile) => pile.indexOf(raja) !== -1);

  const trickNo = layout.trickNo ?? (rajaCaptured ? 1 + capturedTotal / 3 : 1);
  if (!Number.isInteger(trickNo) || trickNo < 1 || trickNo > 41) fail(`trickNo must be 1…41, got ${String(trickNo)}`);
  if (trickNo === 1) {
    if (capturedTotal > 0) fail('nothing is captured during the opening trick');
    if (dukal) fail('a Dukal may not open the deal (G11)');
    if (trick.length > 0 ? trick[0]!.card !== raja : hands[leader]!.indexOf(raja) === -1) {
      fail(`the opening trick starts with ${raja} by its holder (G6)`);
    }
  } else if (!rajaCaptured) fail(`from trick 2 on, ${raja} must be in a captured pile (§5.7)`);

  // Hand sizes (§5.7: equal at every LEAD) and the seat to act.
  const h = hands[leader]!.length;
  let phase: GanjifaState['phase'];
  let actor = leader;
  const voids = [0, 0, 0];
  if (trick.length > 0) {
    phase = 'FOLLOW';
    trick.forEach((p, i) => {
      if (p.seat !== (leader + i) % SEATS) fail('trick cards must be in play order from the leader');
    });
    for (let s = 0; s < SEATS; s++) {
      const played = trick.some((p) => p.seat === s);
      if (hands[s]!.length !== (played ? h : h + 1)) fail(`hand sizes do not fit the trick (seat ${s})`);
    }
    const led = trick[0]!.card;
    for (let i = 1; i < trick.length; i++) {
      const { seat, card } = trick[i]!;
      if (!isLegalFollow([...hands[seat]!, card], card, SUITS[suitIndex(led)]!, trumpSuit)) {
        fail(`trick[${i}]: ${card} is not a legal follow to ${led} from that hand`);
      }
      if (suitIndex(card) !== suitIndex(led)) voids[seat]! |= suitBit(led);
    }
    actor = (leader + trick.length) % SEATS;
  } else if (dukal) {
    phase = 'DUKAL_DISCARD';
    const first = nextSeat(SEATS, leader);
    const second = nextSeat(SEATS, first);
    const count = (s: Seat) => discards.filter((d) => d.seat === s).length;
    discards.forEach((d, i) => {
      const expected = i < dukal.m ? first : second;
      if (d.seat !== expected) fail(`discards[${i}] must be by seat ${expected} (the first opponent discards all m cards first)`);
    });
    if (count(second) >= dukal.m) fail('both opponents have discarded: the Dukal is already resolved');
    for (const s of [first, second]) {
      if (hands[s]!.length !== h + dukal.m - count(s)) fail(`hand sizes do not fit the Dukal (seat ${s})`);
    }
    actor = count(first) < dukal.m ? first : second;
  } else {
    if (hands.some((hand) => hand.length !== h)) fail('at LEAD every hand holds the same number of cards (§5.7)');
    phase = h === 0 ? 'GAME_OVER' : 'LEAD';
  }

  // Known blank suits.
  if (layout.voids !== undefined) {
    if (!Array.isArray(layout.voids) || layout.voids.length !== SEATS) fail('voids must list 3 seats');
    layout.voids.forEach((list, s) => {
      for (const suit of list) {
        if (!isSuit(suit)) fail(`voids[${s}]: unknown suit ${JSON.stringify(suit)}`);
        voids[s]! |= 1 << SUITS.indexOf(suit);
      }
    });
  }
  for (let s = 0; s < SEATS; s++) {
    for (const c of hands[s]!) if (voids[s]! & suitBit(c)) fail(`seat ${s} is marked blank in a suit it holds (${c})`);
  }

  return {
    options: {},
    dealer,
    deck: [],
    period,
    trumpSuit,
    phase,
    hands,
    suitCounts: hands.map(suitCountsOf),
    captured,
    leader,
    toAct: actor,
    trickNo,
    ledSuit: trick.length > 0 ? SUITS[suitIndex(trick[0]!.card)]! : null,
    trick,
    dukal,
    discards,
    lastTrick: layout.lastTrick ?? null,
    voids,
    events: [],
  };
}
