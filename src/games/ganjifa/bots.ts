/**
 * Ganjifa bots: the computer opponents of free play and the „Tipp“. A bot sees only its seat's
 * `GanjifaView` and answers one of `view.legal`; it never decides what is legal.
 *
 * - `randomBot` („Anfänger“): a uniformly random legal move from the seeded `random()`.
 * - `heuristicBot` („Fortgeschritten“), from what it can see (its hand, the cards out, the table,
 *   the suits each player is known to be blank in):
 *     · chooses Tag (it cannot see a card before the deal);
 *     · leads a Dukal whenever it can (the longest): it takes 3m cards for sure and keeps the lead;
 *     · otherwise leads a sure winner — the best card left in its suit that nobody can trump —
 *       boss trumps first, so the others' trumps come out; then a likely winner (the best card
 *       left, though it might be trumped); else its least useful card from a long suit;
 *     · as a follower wins the trick as cheaply as possible — last in the trick with the cheapest
 *       card that wins, second preferably with a card the last player cannot beat — and otherwise
 *       throws its least useful card;
 *     · against a Dukal discards its least useful cards.
 *   „Least useful“ = lowest keep value: strength in the suit, much more for trumps, more for the
 *   best card left in a suit and for the parts of a Dukal it could still lead.
 */
import { nextSeat } from '../core/seats';
import { cheapest, randomLegalBot } from '../core/bots';
import type { Bot, CardId } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, strengthAt, suitIndex } from './cards';
import { dukalSets } from './dukal';
import { beatsInTrick, winningIndex } from './position';
import type { GanjifaMove, GanjifaView } from './types';

type GanjifaBot = Bot<GanjifaView, GanjifaMove>;

/** „Anfänger“: any legal move, uniformly, from the seeded generator. */
export const randomBot: GanjifaBot = randomLegalBot();

// ---------------------------------------------------------------------------------------------
// What the heuristic bot derives from the view once per decision.

/** Keep value bonus of a trump over any plain card. */
export const TRUMP_BONUS = 14;
/** Bonus for the best card left in its suit (it wins a trick when led). */
export const BOSS_BONUS = 8;
/** Bonus for a card that belongs to a Dukal the bot could lead. */
export const DUKAL_BONUS = 30;
/** With this many unseen cards of a suit left, an opponent is unlikely to be blank in it. */
export const SAFE_SUIT_COUNT = 4;
/** Leading a loser: preference per card the bot holds in that suit. */
export const LONG_SUIT_WEIGHT = 3;

interface Knowledge {
  view: GanjifaView;
  trump: number;
  /** Strongest unseen strength per suit (0 = none unseen). */
  topUnseen: number[];
  /** Unseen cards per suit. */
  unseen: number[];
  /** Opponents in play order after the bot. */
  opponents: [number, number];
  /** Opponent known blank in suit (bit mask per seat). */
  voids: number[];
  /** Canonical indices that belong to some Dukal in the hand. */
  dukalPart: Set<number>;
}

/** known[cardIndex(c)] = 1 for every card the seat of `view` can see (its hand, everything played and shown). */
export function seenCards(view: GanjifaView): Uint8Array {
  const known = new Uint8Array(120);
  const mark = (c: CardId) => {
    known[cardIndex(c)] = 1;
  };
  view.hand.forEach(mark);
  view.out.forEach(mark);
  for (const p of view.trick) mark(p.card);
  for (const c of view.dukal?.cards ?? []) mark(c);
  for (const p of view.discards) mark(p.card);
  return known;
}

export function knowledgeOf(view: GanjifaView): Knowledge {
  const known = seenCards(view);
  const topUnseen = new Array<number>(10).fill(0);
  const unseen = new Array<number>(10).fill(0);
  for (let k = 0; k < 120; k++) {
    if (known[k]) continue;
    const s = Math.floor(k / 12);
    unseen[s]!++;
    topUnseen[s] = Math.max(topUnseen[s]!, strengthAt(k));
  }
  const o1 = nextSeat(3, view.seat);
  const voids = view.voids.map((list) => list.reduce((m, suit) => m | (1 << SUITS.indexOf(suit)), 0));
  const dukalPart = new Set<number>();
  if (view.phase === 'LEAD' || view.phase === 'FOLLOW' || view.phase === 'DUKAL_DISCARD') {
    for (const set of dukalSets(view.hand)) for (const c of set) dukalPart.add(cardIndex(c));
  }
  return {
    view,
    trump: view.trumpSuit === null ? -1 : SUITS.indexOf(view.trumpSuit),
    topUnseen,
    unseen,
    opponents: [o1, nextSeat(3, o1)],
    voids,
    dukalPart,
  };
}

export function isBoss(k: Knowledge, card: CardId): boolean {
  const i = cardIndex(card);
  return strengthAt(i) > k.topUnseen[Math.floor(i / 12)]!;
}

/** Could `seat` trump a card of `suit`? (It may be blank in the suit and may hold a trump.) */
function mayTrump(k: Knowledge, seat: number, suit: number): boolean {
  if (suit === k.trump || k.unseen[k.trump]! === 0) return false;
  if (k.voids[seat]! & (1 << k.trump)) return false;
  if (k.voids[seat]! & (1 << suit)) return true;
  return k.unseen[suit]! < SAFE_SUIT_COUNT;
}

/** How much the bot wants to keep `card`. */
function keepValue(k: Knowledge, card: CardId): number {
  const i = cardIndex(card);
  let v = strengthAt(i);
  if (Math.floor(i / 12) === k.trump) v += TRUMP_BONUS;
  if (isBoss(k, card)) v += BOSS_BONUS;
  if (k.dukalPart.has(i)) v += DUKAL_BONUS;
  return v;
}

/** The legal move with the smallest score (every score is finite, every list non-empty); ties keep the engine's order. */
const cheapestOf = (moves: readonly GanjifaMove[], score: (m: GanjifaMove) => number): GanjifaMove => cheapest(moves, score)!;

const cardOfMove = (m: GanjifaMove): CardId => ('card' in m ? m.card : CARD_IDS[0]!);

/** Nobody can beat a lead of `card`: the best card left in its suit, and no opponent can trump it. */
export function isSureWinner(k: Knowledge, card: CardId): boolean {
  if (!isBoss(k, card)) return false;
  const s = suitIndex(card);
  return !mayTrump(k, k.opponents[0], s) && !mayTrump(k, k.opponents[1], s);
}

/** How many cards of suit index `suit` the bot holds. */
function held(k: Knowledge, suit: number): number {
  let n = 0;
  for (const c of k.view.hand) if (suitIndex(c) === suit) n++;
  return n;
}

function lead(k: Knowledge): GanjifaMove {
  const legal = k.view.legal;
  // A Dukal always pays: 3m cards for sure, and the lead stays. The longest one.
  let dukal: Extract<GanjifaMove, { type: 'LEAD_DUKAL' }> | null = null;
  for (const m of legal) if (m.type === 'LEAD_DUKAL' && (dukal === null || m.cards.length > dukal.cards.length)) dukal = m;
  if (dukal) return dukal;
  const leads = legal.filter((m) => m.type === 'LEAD');
  if (leads.length === 1) return leads[0]!;
  // Sure winners, the weakest first; boss trumps before the rest while trumps are still out there.
  const sure = leads.filter((m) => isSureWinner(k, cardOfMove(m)));
  if (sure.length > 0) {
    const trumpsOut = k.unseen[k.trump]! > 0;
    return cheapestOf(sure, (m) => (trumpsOut && suitIndex(cardOfMove(m)) === k.trump ? 0 : 100) + keepValue(k, cardOfMove(m)));
  }
  // Likely winners: the best card left in its suit, though someone might trump it.
  const likely = leads.filter((m) => isBoss(k, cardOfMove(m)));
  if (likely.length > 0) return cheapestOf(likely, (m) => keepValue(k, cardOfMove(m)));
  // No winner: the least useful card, from a long suit (measured against the random bot, long
  // suits first clearly beat short suits first), not from a suit nobody else holds.
  return cheapestOf(leads, (m) => {
    const c = cardOfMove(m);
    const s = suitIndex(c);
    return keepValue(k, c) + (k.unseen[s]! === 0 ? 3 : 0) - LONG_SUIT_WEIGHT * held(k, s);
  });
}

function follow(k: Knowledge): GanjifaMove {
  const { view } = k;
  const legal = view.legal;
  if (legal.length === 1) return legal[0]!;
  const trumpSuit = view.trumpSuit!;
  const ledSuit = view.ledSuit!;
  const best = view.trick[winningIndex(view.trick, trumpSuit)]!.card;
  const winners = legal.filter((m) => beatsInTrick(cardOfMove(m), best, ledSuit, trumpSuit));
  if (winners.length > 0) {
    const last = view.trick.length === 2;
    const third = k.opponents[0];
    // Second in the trick: the cheapest winner the last player cannot beat, else the cheapest winner.
    const safe = last
      ? winners
      : winners.filter((m) => {
          const c = cardOfMove(m);
          const s = suitIndex(c);
          const led = SUITS.indexOf(ledSuit);
          // No stronger card of this suit can still come, and the last player cannot trump over it.
          if (!isBoss(k, c)) {
            // A trump that is not the best trump is still safe if the last player must follow suit.
            if (s !== k.trump || led === k.trump || k.voids[third]! & (1 << led) || k.unseen[led]! < SAFE_SUIT_COUNT) return false;
            return true;
          }
          return s === k.trump || !mayTrump(k, third, led);
        });
    return cheapestOf(safe.length > 0 ? safe : winners, (m) => keepValue(k, cardOfMove(m)));
  }
  return cheapestOf(legal, (m) => keepValue(k, cardOfMove(m)));
}

/** „Fortgeschritten“: see the module comment. Deterministic; `random` is not needed. */
export const heuristicBot: GanjifaBot = (view) => {
  const legal = view.legal;
  if (legal.length === 0) throw new Error('heuristicBot: der Sitz ist nicht am Zug (view.legal ist leer)');
  if (legal.length === 1) return legal[0]!;
  switch (view.phase) {
    case 'CHOOSE_PERIOD':
      return legal.find((m) => m.type === 'CHOOSE_PERIOD' && m.period === 'day') ?? legal[0]!;
    case 'LEAD':
      return lead(knowledgeOf(view));
    case 'FOLLOW':
      return follow(knowledgeOf(view));
    default: {
      const k = knowledgeOf(view);
      return cheapestOf(legal, (m) => keepValue(k, cardOfMove(m)));
    }
  }
};
