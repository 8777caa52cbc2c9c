/**
 * Durak bots (shared/rules/durak.md): the computer opponents of free play and the „Tipp“.
 *
 * A bot sees exactly what its seat may see — the `DurakView` — and answers one of `view.legal`;
 * it never decides what is legal (the engine lists the moves) and never touches the state.
 *
 * - `randomBot` („Anfänger“): a uniformly random legal move from the seeded `random()`.
 * - `heuristicBot` („Fortgeschritten“): scores the legal moves with a few rules of thumb and plays
 *   the cheapest. Every card has a keep value (low plain cards are junk, trumps are precious);
 *   opening and throwing in spend junk, defending spends the cheapest card that beats, and the
 *   bot takes when the defence would cost more than the cards it picks up. Early in the game
 *   (large Nachziehstapel) trumps are saved; once the talon is empty the bot plays to get rid of
 *   its cards, counting the cards it has not seen (36 minus own hand, Ablagestapel, table and the
 *   cards publicly known to be in hands) to find cards the defender cannot beat.
 *
 * Both are deterministic given the view and `random()`, allocate little and decide in microseconds.
 * `hintWhy` (./hints.ts) words the rule of thumb behind the heuristic's choice for „Tipp“.
 */
import { cheapest, randomLegalBot } from '../core/bots';
import type { Bot, CardId, Seat } from '../core/types';
import { randomInt } from '../core/rng';
import { CARD_IDS, beats, rankOf, suitOf, valueOf } from './cards';
import type { DurakMove, DurakView, Pair, Suit } from './types';

// ---------------------------------------------------------------------------------------------
// randomBot

/** „Anfänger“: any legal move, uniformly, from the seeded generator. */
export const randomBot: Bot<DurakView, DurakMove> = randomLegalBot();

// ---------------------------------------------------------------------------------------------
// heuristicBot: tuning constants (also the Profi playouts', src/games/durak/profi.ts). Chosen by playing thousands of seeded games against the random
// bot (bench/durak.bench.ts) and, since that bar is low, head-to-head against a greedy bot
// (cheapest card everywhere, never takes voluntarily) and against earlier settings.

/** A talon at least this big is „early“: trumps are saved. */
export const EARLY_TALON = 6;
/** While the talon is at least this big, high plain cards are not thrown in either. */
export const BIG_TALON = 18;
/** … only plain cards up to this value (Dame). */
export const THROW_MAX_BIG_TALON = 12;
/** Keep value of a trump over a plain card: Trumpf-6 is worth more than a plain Ass. */
export const TRUMP_BASE = 9;
/** Opening: bonus per further card of the same rank in hand (it can be thrown in later). */
export const PAIR_BONUS = 1.5;
/** Endgame: bonus for a card the defender cannot beat with any card it might hold. */
export const UNBEATABLE_BONUS = 4;
/** Extra cost of spending a trump while the game is early. */
export const TRUMP_EARLY_PENALTY = 4;
/** Fixed cost of taking, by stage: losing the initiative, a longer hand to get rid of. */
export const TAKE_BASE_EARLY = 14;
export const TAKE_BASE_MID = 14;
export const TAKE_BASE_END = 18;
/** Per taken card, by stage. */
export const TAKE_CARD_EARLY = 3;
export const TAKE_CARD_MID = 4;
export const TAKE_CARD_END = 4;
/** Bonus for passing the attack on (Weiterreichen) instead of defending: we shed a card. */
export const TRANSFER_BONUS = 3;

type Stage = 'early' | 'mid' | 'end';

/** What the bot derives from the view once per decision. */
export interface Knowledge {
  view: DurakView;
  trump: Suit;
  stage: Stage;
  /** Cards whose place the bot does not know: in the talon (not the face-up trump card) or hidden in a hand. */
  unseen: CardId[];
}

function stageOf(view: DurakView): Stage {
  if (view.talonCount === 0) return 'end';
  return view.talonCount >= EARLY_TALON ? 'early' : 'mid';
}

export function knowledgeOf(view: DurakView): Knowledge {
  const seen = new Set<CardId>(view.hand);
  for (const c of view.discard) seen.add(c);
  for (const p of view.table) {
    seen.add(p.attack);
    if (p.defence !== null) seen.add(p.defence);
  }
  for (const k of view.known) for (const c of k) seen.add(c);
  if (view.trumpCard !== null) seen.add(view.trumpCard);
  const unseen = CARD_IDS.filter((c) => !seen.has(c));
  return { view, trump: view.trumpSuit, stage: stageOf(view), unseen };
}

/** How much a card is worth keeping: plain 6 = 0 … plain Ass = 8, Trumpf-6 = 9 … Trumpf-Ass = 17. */
function keepValue(card: CardId, trump: Suit): number {
  const v = valueOf(card) - 6;
  return suitOf(card) === trump ? TRUMP_BASE + v : v;
}

/**
 * The cards `seat` may hold: the ones publicly known to be there, plus every unseen card if its
 * hand has cards we cannot name. With `certain` only the cards that are surely there: the known
 * ones, and all unseen cards when the talon is empty and `seat` is the only other hand with
 * unnamed cards (two players in the endgame: the opponent's hand is open to us).
 */
export function cardsOf(k: Knowledge, seat: Seat, certain: boolean): CardId[] {
  const { view } = k;
  const known = view.known[seat] ?? [];
  const count = view.handCounts[seat] ?? 0;
  if (count <= known.length) return known;
  if (!certain) return known.concat(k.unseen);
  if (view.talonCount > 0) return known;
  for (let p = 0; p < view.handCounts.length; p++) {
    if (p === seat || p === view.seat) continue;
    if ((view.handCounts[p] ?? 0) > (view.known[p]?.length ?? 0)) return known;
  }
  return known.concat(k.unseen);
}

/** True when none of `cards` beats `attack`. */
export function noneBeats(cards: readonly CardId[], attack: CardId, trump: Suit): boolean {
  for (const c of cards) if (beats(c, attack, trump)) return false;
  return true;
}

function countRank(hand: readonly CardId[], rank: string): number {
  let n = 0;
  for (const c of hand) if (rankOf(c) === rank) n++;
  return n;
}

// --- opening (ATTACK_OPEN) -------------------------------------------------------------------

function attackScore(k: Knowledge, card: CardId): number {
  const { view, trump, stage } = k;
  const isTrump = suitOf(card) === trump;
  let score = keepValue(card, trump);
  // Several of a rank: lead one, throw in the others later.
  if (!isTrump) score -= PAIR_BONUS * (countRank(view.hand, rankOf(card)) - 1);
  if (stage !== 'early') {
    const possible = cardsOf(k, view.defender, false);
    if (noneBeats(possible, card, trump)) {
      // The defender has to take it. In the endgame that is a card we are rid of for good;
      // before, it only pays for junk (a trump taken now comes back at us).
      score -= stage === 'end' ? UNBEATABLE_BONUS : isTrump ? 0 : UNBEATABLE_BONUS / 3;
    } else if (stage === 'end') {
      // Cards the defender can beat only with a trump cost it a trump.
      const certain = cardsOf(k, view.defender, true);
      if (!isTrump && certain.length > 0) {
        let plainBeater = false;
        for (const c of certain) if (suitOf(c) !== trump && beats(c, card, trump)) plainBeater = true;
        if (!plainBeater) score -= 2;
      }
    }
  }
  return score;
}

// --- defending (DEFEND) ----------------------------------------------------------------------

/** What it costs to spend `card` on a defence, by stage. */
function spendCost(k: Knowledge, card: CardId): number {
  const isTrump = suitOf(card) === k.trump;
  const keep = keepValue(card, k.trump);
  if (k.stage === 'early') return keep + (isTrump ? TRUMP_EARLY_PENALTY : 0);
  if (k.stage === 'mid') return keep;
  // Endgame: every card spent is a card less to get rid of; only trumps keep some worth.
  return isTrump ? keep * 0.5 : keep * 0.2;
}

/** What it costs to pick up `cards`, by stage and hand size. */
function takeCost(k: Knowledge, cards: readonly CardId[]): number {
  const { stage, trump, view } = k;
  const base = stage === 'early' ? TAKE_BASE_EARLY : stage === 'mid' ? TAKE_BASE_MID : TAKE_BASE_END;
  const per = stage === 'early' ? TAKE_CARD_EARLY : stage === 'mid' ? TAKE_CARD_MID : TAKE_CARD_END;
  let cost = base;
  for (const c of cards) {
    // A low plain card is dead weight; a high card or a trump picked up is worth something.
    cost += per - keepValue(c, trump) * (stage === 'end' ? 0.05 : 0.15);
  }
  // A long hand is hard to get rid of.
  const after = view.hand.length + cards.length;
  if (after > 8) cost += (after - 8) * (stage === 'end' ? 2 : 1);
  return cost;
}

interface Defence {
  /** The DEFEND moves, hardest open card first. */
  moves: { attackCard: CardId; card: CardId }[];
  cost: number;
}

/** Beats every open card with the cheapest cards, hardest open card first; null when impossible. */
export function planDefence(k: Knowledge, open: readonly Pair[]): Defence | null {
  const { view, trump } = k;
  const used = new Set<CardId>();
  const beaters = (a: CardId) => view.hand.filter((c) => beats(c, a, trump));
  const order = open
    .map((p) => ({ attack: p.attack, n: beaters(p.attack).length }))
    .sort((x, y) => x.n - y.n || keepValue(y.attack, trump) - keepValue(x.attack, trump));
  const moves: { attackCard: CardId; card: CardId }[] = [];
  let cost = 0;
  for (const { attack } of order) {
    let best: CardId | null = null;
    let bestCost = Infinity;
    for (const c of view.hand) {
      if (used.has(c) || !beats(c, attack, trump)) continue;
      const s = spendCost(k, c);
      if (s < bestCost) {
        best = c;
        bestCost = s;
      }
    }
    if (best === null) return null;
    used.add(best);
    moves.push({ attackCard: attack, card: best });
    cost += bestCost;
  }
  return { moves, cost };
}

function transferCost(k: Knowledge, card: CardId): number {
  const { view, trump, stage } = k;
  const isTrump = suitOf(card) === trump;
  if (isTrump && stage === 'early') return Infinity; // never show a trump for this early
  let cost = spendCost(k, card) - TRANSFER_BONUS;
  // Receiver: the next active seat after us.
  const n = view.handCounts.length;
  let r = view.seat;
  for (let i = 0; i < n; i++) {
    r = (r + 1) % n;
    if (view.active[r] && r !== view.seat) break;
  }
  const attacks = view.table.length + 1;
  const receiverCount = view.handCounts[r] ?? 0;
  // In the endgame a receiver who can beat everything with its last cards finishes: don't help it.
  if (stage === 'end' && receiverCount <= attacks + 1) cost += 10;
  return cost;
}

function decideDefence(k: Knowledge): DurakMove | null {
  const { view } = k;
  const open = view.table.filter((p) => p.defence === null);
  const plan = planDefence(k, open);
  const tableCards: CardId[] = [];
  for (const p of view.table) {
    tableCards.push(p.attack);
    if (p.defence !== null) tableCards.push(p.defence);
  }
  const take = takeCost(k, tableCards);
  let bestTransfer: DurakMove | null = null;
  let transfer = Infinity;
  for (const m of view.legal) {
    if (m.type !== 'TRANSFER') continue;
    const c = transferCost(k, m.card);
    if (c < transfer) {
      transfer = c;
      bestTransfer = m;
    }
  }
  const defend = plan === null ? Infinity : plan.cost;
  if (bestTransfer !== null && transfer <= defend && transfer <= take) return bestTransfer;
  if (plan !== null && defend <= take) {
    const first = plan.moves[0];
    if (first !== undefined) {
      const m = view.legal.find((x) => x.type === 'DEFEND' && x.attackCard === first.attackCard && x.card === first.card);
      if (m !== undefined) return m;
    }
  }
  return view.legal.find((x) => x.type === 'TAKE') ?? null;
}

// --- throwing in (THROW_IN) ------------------------------------------------------------------

function throwScore(k: Knowledge, card: CardId): number {
  const { view, trump, stage } = k;
  const isTrump = suitOf(card) === trump;
  const value = valueOf(card);
  const possible = cardsOf(k, view.defender, false);
  const unbeatable = noneBeats(possible, card, trump);
  if (view.talonCount >= BIG_TALON && value > THROW_MAX_BIG_TALON) return Infinity;
  if (stage === 'early' && isTrump) return Infinity;
  if (stage === 'mid' && isTrump && !unbeatable) return Infinity;
  if (stage === 'end' && isTrump && !unbeatable && view.hand.length > 2) return Infinity;
  let score = keepValue(card, trump);
  if (unbeatable) score -= UNBEATABLE_BONUS;
  return score;
}

// ---------------------------------------------------------------------------------------------

/** „Fortgeschritten“: rules of thumb over the view (see the module comment). */
export const heuristicBot: Bot<DurakView, DurakMove> = (view, random) => {
  const legal = view.legal;
  const only = legal[0];
  if (only === undefined) throw new Error('heuristicBot: der Sitz ist nicht am Zug (view.legal ist leer)');
  if (legal.length === 1) return only;
  const k = knowledgeOf(view);
  let move: DurakMove | null = null;
  switch (view.phase) {
    case 'ATTACK_OPEN':
      move = cheapest(legal, (m) => (m.type === 'ATTACK' ? attackScore(k, m.card) : Infinity));
      break;
    case 'DEFEND':
      move = decideDefence(k);
      break;
    case 'THROW_IN':
      move = cheapest(legal, (m) => (m.type === 'THROW_IN' ? throwScore(k, m.card) : Infinity));
      if (move === null) move = legal.find((m) => m.type === 'PASS') ?? null;
      break;
    default:
      break;
  }
  // Whatever the view offers, the bot answers a legal move.
  return move ?? legal[randomInt(random, legal.length)]!;
};
