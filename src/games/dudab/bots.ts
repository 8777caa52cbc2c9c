/**
 * Dudab bots (shared/rules/dudab.md): the computer opponents of free play and the „Tipp“.
 * A bot sees exactly its seat's `DudabView` and answers one of `view.legal`.
 *
 * - `randomBot` („Anfänger“): a uniformly random legal move from the seeded `random()`.
 * - `heuristicBot` („Fortgeschritten“): every card ends in the own Sammelstapel at round end (§5.9),
 *   so it scores each legal move by the projected round score of Sammelstapel + hand after it
 *   (the §7 scoring, `rundenPunkte`), plus a few rules of thumb:
 *     · a drawn card costs what an unseen card is worth on average;
 *     · it avoids the sixth card on a row unless the row is worth taking (a Dudab-Karte in it, or a
 *       hand it may then reduce to two cards and discard);
 *     · it keeps Dudab-Karten (playing one loses its conversion), answers curses with a shaman or a
 *       Dudab-Karte, and likes to curse the next player with a shaman;
 *     · a wish is chosen against the next player (values it has not shown and that are scarce
 *       among the unseen cards) and, if possible, so that the bot itself can fulfil it next turn.
 * Both are deterministic given the view and `random()`.
 */
import { randomLegalBot } from '../core/bots';
import { joined } from '../core/cards';
import type { Bot, CardId, Seat } from '../core/types';
import {
  CARD_COUNT,
  CARD_IDS,
  CARD_INDEX,
  DUDAB,
  SCHAMANE,
  WUENSCHE,
  ZIFFER_KARTE,
  cardValue,
  farbeAt,
  fits,
  isDudab,
  kindAt,
  symAt,
  wunschIndex,
  zifAt,
  zifferOf,
} from './cards';
import { nextSeat } from '../core/seats';
import { countCards, rundenPunkte, scoreOfCounts, scoreSlot } from './wertung';
import type { DudabMove, DudabView, Wunsch } from './types';

// ---------------------------------------------------------------------------------------------
// randomBot

/** „Anfänger“: any legal move, uniformly, from the seeded generator. */
export const randomBot: Bot<DudabView, DudabMove> = randomLegalBot();

// ---------------------------------------------------------------------------------------------
// heuristicBot: tuning constants (chosen by seeded matches against the random bot, bench/dudab.bench.ts).

/** Bonus (negative cost) for cursing the next player with a shaman. */
const CURSE_BONUS = 2;
/** Cost of giving a Dudab-Karte away (beyond the projected score): it also answers curses and wishes later. */
const DUDAB_KEEP = 2;
/** Bonus for a wish the bot can fulfil itself next turn. */
const SELF_FIT_BONUS = 1;
/** Bonus per unit of probability that the next player cannot fulfil the wish. */
const BLOCK_BONUS = 1.5;
/** Keep values for choosing which cards go into the Sammelstapel (low = give away first). */
const KEEP_DUDAB = 4;
const KEEP_SCHAMANE = 3;
/** Weight of the keep value when a card leaves the hand without changing the projected score. */
const KEEP_WEIGHT = 0.3;

/** What the bot derives from the view once per decision. */
interface Knowledge {
  view: DudabView;
  hand: CardId[];
  stapel: CardId[];
  /** Cards whose place the bot does not know (pile, other hands, other Sammelstapel). */
  unseen: CardId[];
  /** Average projected worth of one drawn card (computed when a draw is among the legal moves). */
  drawCost: number;
  base: number;
  /** Projected score after a card leaves the hand (no „6 nimmt“), by card. */
  afterPlay: Map<CardId, number>;
  /** Wish bonus by card and wish index. */
  wishes: Map<string, number>;
  /** The chance that the next player cannot fulfil a wish, by wish index (NaN until needed). */
  blocks: Float64Array;
  /** How many unseen cards fit each wish, by wish index (counted when first needed). */
  unseenFits: Int32Array | null;
  /** The hand without a card, by card (the hand after playing it). */
  without: Map<CardId, CardId[]>;
}

/** Scratch counts of drawCostOf. */
const drawCounts = new Int32Array(6);

/**
 * The mean change of the projected score when one of the unseen cards is drawn. All Dudab-Karten
 * are alike for scoring, so are all shamans, and all Ziffer-Karten of one digit: six evaluations
 * weighted by how many unseen cards of each kind there are.
 */
function drawCostOf(stapel: readonly CardId[], hand: readonly CardId[], unseen: readonly CardId[], base: number): number {
  if (unseen.length === 0) return 2.5;
  const count = [0, 0, 0, 0, 0, 0]; // digits 1–4 at 1–4, shamans at 0, Dudabs at 5
  const sample: CardId[] = [];
  for (const c of unseen) {
    const i = CARD_INDEX[c]!;
    const k = kindAt(i);
    const slot = k === DUDAB ? 5 : k === SCHAMANE ? 0 : zifferOf(c);
    if (count[slot] === 0) sample[slot] = c;
    count[slot] = count[slot]! + 1;
  }
  // Sammelstapel and hand counted once; each sample card added to the counts (rundenPunkte of all three)
  drawCounts.fill(0);
  countCards(drawCounts, stapel);
  countCards(drawCounts, hand);
  let sum = 0;
  for (let slot = 0; slot < 6; slot++) {
    if (count[slot] === 0) continue;
    const at = scoreSlot(CARD_INDEX[sample[slot]!]!);
    drawCounts[at]!++;
    sum += count[slot]! * (scoreOfCounts(drawCounts) - base);
    drawCounts[at]!--;
  }
  return sum / unseen.length;
}

function knowledgeOf(view: DudabView): Knowledge {
  const seen = new Uint8Array(CARD_COUNT);
  const mark = (cards: readonly CardId[]) => {
    for (const c of cards) seen[CARD_INDEX[c]!] = 1;
  };
  const stapel = view.sammelstapel[view.seat] ?? [];
  mark(view.hand);
  mark(stapel);
  for (const r of view.reihen) mark(r.karten);
  mark(view.abwurf);
  view.known.forEach((k, p) => {
    if (p !== view.seat) mark(k);
  });
  const unseen: CardId[] = [];
  for (let i = 0; i < CARD_COUNT; i++) if (!seen[i]) unseen.push(CARD_IDS[i]!);
  const base = project(stapel, view.hand);
  const drawCost = view.legal.some((m) => m.type === 'ziehen') ? drawCostOf(stapel, view.hand, unseen, base) : 0;
  return {
    view,
    hand: view.hand,
    stapel,
    unseen,
    drawCost,
    base,
    afterPlay: new Map(),
    wishes: new Map(),
    blocks: new Float64Array(WUENSCHE.length).fill(Number.NaN),
    unseenFits: null,
    without: new Map(),
  };
}

/** The projected round score if the round ended now (hand into the Sammelstapel, §5.9). */
function project(stapel: readonly CardId[], hand: readonly CardId[]): number {
  return rundenPunkte(stapel, hand);
}

function keepValue(card: CardId): number {
  const k = kindAt(CARD_INDEX[card]!);
  return k === DUDAB ? KEEP_DUDAB : k === SCHAMANE ? KEEP_SCHAMANE : cardValue(card);
}

const stapelCounts = new Int32Array(6);
const pairCounts = new Int32Array(6);

/** The best projected score after reducing `hand` to two cards (or keeping it), with the taken row added. */
function bestAfterReduce(stapel: readonly CardId[], hand: readonly CardId[]): number {
  // Keeping the hand, or removing the rest into the Sammelstapel (allowed with a Dudab-Karte among
  // them), scores the same cards: Sammelstapel and whole hand.
  let best = project(stapel, hand);
  if (hand.length < 3) return best;
  stapelCounts.fill(0);
  countCards(stapelCounts, stapel);
  for (let i = 0; i < hand.length; i++) {
    const a = scoreSlot(CARD_INDEX[hand[i]!]!);
    for (let j = i + 1; j < hand.length; j++) {
      // the other cards to the discard: Sammelstapel and the kept pair
      pairCounts.set(stapelCounts);
      pairCounts[a]!++;
      pairCounts[scoreSlot(CARD_INDEX[hand[j]!]!)]!++;
      best = Math.min(best, scoreOfCounts(pairCounts));
    }
  }
  return best;
}

/** How many of `cards` fit each wish, by index in WUENSCHE (fitsAt: a card fits its colour, symbol and digit). */
function fitCounts(cards: readonly CardId[]): Int32Array {
  const out = new Int32Array(WUENSCHE.length);
  for (const c of cards) {
    const x = CARD_INDEX[c]!;
    const f = farbeAt(x);
    if (f >= 0) out[f]!++;
    const sym = symAt(x);
    if (sym >= 0) out[4 + sym]!++;
    if (kindAt(x) === ZIFFER_KARTE) out[7 + zifAt(x)]!++;
  }
  return out;
}

/** Probability that `seat` holds no card fitting `w`, from its known cards and the unseen pool. */
function chanceNoneFits(k: Knowledge, seat: Seat, w: Wunsch): number {
  const view = k.view;
  const known = view.known[seat] ?? [];
  for (const c of known) if (!isDudab(c) && fits(c, w)) return 0;
  const hidden = (view.handCounts[seat] ?? 0) - known.length;
  if (hidden <= 0) return 1;
  const i = WUENSCHE.indexOf(w);
  let fitting = 0;
  if (i >= 0) fitting = (k.unseenFits ??= fitCounts(k.unseen))[i]!;
  else for (const c of k.unseen) if (fits(c, w)) fitting++;
  const f = k.unseen.length > 0 ? fitting / k.unseen.length : 0;
  return Math.pow(1 - f, hidden);
}

/** The wish's place in WUENSCHE (the moves of legalMoves carry those very objects). */
function wishIndex(w: Wunsch): number {
  const i = WUENSCHE.indexOf(w);
  return i >= 0 ? i : wunschIndex(w);
}

/** Bonus of a wish (higher = better) for a Dudab-Karte played from `handAfter`. */
function wishBonus(k: Knowledge, w: Wunsch, handAfter: readonly CardId[]): number {
  let self = 0;
  let best = 0;
  for (const c of handAfter) {
    if (isDudab(c) || !fits(c, w)) continue;
    self++;
    best = Math.max(best, cardValue(c));
  }
  const i = wishIndex(w);
  let block = i >= 0 ? k.blocks[i]! : Number.NaN;
  if (Number.isNaN(block)) {
    block = chanceNoneFits(k, nextSeat(k.view.options.spieler, k.view.seat), w);
    if (i >= 0) k.blocks[i] = block;
  }
  return (self > 0 ? SELF_FIT_BONUS + best * 0.2 : -SELF_FIT_BONUS) + BLOCK_BONUS * block;
}

/** The cost of a move: projected score afterwards plus the rules of thumb (lower is better). */
function costOf(k: Knowledge, m: DudabMove): number {
  const view = k.view;
  switch (m.type) {
    case 'legen': {
      let hand = k.without.get(m.karte);
      if (hand === undefined) k.without.set(m.karte, (hand = k.hand.filter((c) => c !== m.karte)));
      const row = view.reihen[m.reihe]!;
      let cost: number;
      if (row.karten.length === 5) {
        // „6 nimmt“: the five lower cards into the Sammelstapel, then (with ≥ 3 cards) the best reduction.
        cost = bestAfterReduce(joined(k.stapel, row.karten), hand);
      } else {
        let after = k.afterPlay.get(m.karte);
        if (after === undefined) k.afterPlay.set(m.karte, (after = project(k.stapel, hand)));
        cost = after;
      }
      const kind = kindAt(CARD_INDEX[m.karte]!);
      if (kind === SCHAMANE) cost -= CURSE_BONUS;
      if (kind === DUDAB && m.wunsch) {
        const key = `${m.karte}|${wishIndex(m.wunsch)}`;
        let bonus = k.wishes.get(key);
        if (bonus === undefined) k.wishes.set(key, (bonus = wishBonus(k, m.wunsch, hand)));
        cost += DUDAB_KEEP - bonus;
      }
      return cost;
    }
    case 'ziehen': {
      let cost = k.base + k.drawCost;
      if (m.inStapel !== undefined) cost += KEEP_WEIGHT * keepValue(m.inStapel);
      return cost;
    }
    case 'strafe':
      return k.base;
    case 'reduzieren': {
      const removed = k.hand.filter((c) => m.behalten.indexOf(c) === -1);
      const stapel = m.ziel === 'stapel' ? joined(k.stapel, removed) : k.stapel;
      return project(stapel, m.behalten) + 0.01 * (KEEP_DUDAB * 2 - m.behalten.reduce((a, c) => a + keepValue(c), 0));
    }
    case 'nichtReduzieren':
      return k.base;
    case 'entsorgen':
      return KEEP_WEIGHT * m.karten.reduce((a, c) => a + keepValue(c), 0);
    default:
      return 0;
  }
}

/** „Fortgeschritten“: the legal move with the lowest cost (ties: the first in legalMoves order). */
export const heuristicBot: Bot<DudabView, DudabMove> = (view) => {
  const legal = view.legal;
  if (legal.length === 0) throw new Error('heuristicBot: der Sitz ist nicht am Zug (view.legal ist leer)');
  if (legal.length === 1) return legal[0]!;
  const k = knowledgeOf(view);
  let best = legal[0]!;
  let bestCost = Infinity;
  for (const m of legal) {
    const c = costOf(k, m);
    if (c < bestCost - 1e-9) {
      best = m;
      bestCost = c;
    }
  }
  return best;
};
