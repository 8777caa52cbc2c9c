/**
 * Bambuti bots (shared/rules/bambuti.md): the computer opponents of free play and the „Tipp“.
 * A bot sees only its seat's `BambutiView` and answers one of `view.legal`.
 *
 * - `randomBot` („Anfänger“): a uniformly random legal move from the seeded `random()`.
 * - `heuristicBot` („Fortgeschritten“):
 *   - arranging: plays each allowed order against sampled opponent rows (five unseen cards,
 *     arranged at random the allowed way) and keeps the order with the best average marker balance;
 *   - placing: maximises its own markers minus the opponent's after the placement; a placement
 *     that makes the own colours symmetric (an immediate Wertung) counts that Wertung's balance
 *     again — so it triggers a Wertung when ahead and avoids one when behind — and a placement
 *     that sets up a drum Wertung this turn counts that balance too;
 *   - drums: saved for a large lead; as the game runs out (more drums than own turns left), any
 *     lead is enough, since unused drum cards score nothing.
 *   Ties are broken by the seeded `random()`, so the bot is deterministic for a view and a seed.
 */
import { randomLegalBot } from '../core/bots';
import type { Bot, CardId, Seat } from '../core/types';
import { randomInt, type Random } from '../core/rng';
import { MASK_IDS, farbeIndex, wertOf } from './cards';
import { anzeigerFuer } from './position';
import type { BambutiMove, BambutiView } from './types';

export type BambutiBot = Bot<BambutiView, BambutiMove>;

/** „Anfänger“: any legal move, uniformly, from the seeded generator. */
export const randomBot: BambutiBot = randomLegalBot();

// ---------------------------------------------------------------------------------------------
// Tuning (chosen by seeded matches against the random bot, bench/bambuti.bench.ts).

/** A lead of at least this many marker points is „large“: worth a drum card at any time. */
export const BIG_LEAD = 6;
/** Sampled opponent rows per arrangement decision. */
const SAMPLES = 48;
/** Weight of a drum Wertung this turn when judging a placement. */
const DRUM_WEIGHT = 1;

/** Own markers minus the opponent's, from the values of both rows. */
function balance(mine: readonly number[], theirs: readonly number[], seat: Seat): number {
  let net = 0;
  for (let j = 0; j < 5; j++) {
    const a = anzeigerFuer(seat === 0 ? mine[j]! : theirs[j]!, seat === 0 ? theirs[j]! : mine[j]!);
    if (a.seat === seat) net += a.wert;
    else if (a.seat !== null) net -= a.wert;
  }
  return net;
}

/** The marker balance of `seat` in the view (0 while the rows are face down). */
export function markerBalance(view: BambutiView, seat: Seat = view.seat): number {
  let net = 0;
  for (const a of view.anzeiger) {
    if (a.seat === seat) net += a.wert;
    else if (a.seat !== null) net -= a.wert;
  }
  return net;
}

/**
 * Placements still to come after the current turn's placement, and the share of them that are
 * this seat's: every placement spends a card of hand + pile (40 at the start), 32 in a game (§6).
 */
export function ownTurnsLeft(view: BambutiView): number {
  const remaining = view.nachziehstapel + view.handCounts[0]! + view.handCounts[1]! - 8;
  // In `legen` the current placement is still among them; the opponent moves next either way.
  const after = view.phase === 'legen' ? remaining - 1 : remaining;
  return Math.floor(Math.max(0, after) / 2);
}

/** Drum now with this balance? A large lead always; any lead when drums would otherwise go unused. */
export function wantsDrum(view: BambutiView, net: number): boolean {
  return drumWanted(view.trommeln[view.seat]!, ownTurnsLeft(view), net);
}

export function drumWanted(drums: number, turnsLeft: number, net: number): boolean {
  if (drums === 0 || net <= 0) return false;
  if (net >= BIG_LEAD) return true;
  return drums > turnsLeft;
}

function topValues(view: BambutiView, reihe: Seat): number[] {
  return view.tops[reihe]!.map((c) => (c ? wertOf(c) : 0));
}

export function symmetric(colours: readonly number[]): boolean {
  return colours[0] === colours[4] && colours[1] === colours[3];
}

/** The value of a placement for the mover (see the module comment). */
function placementScore(
  view: BambutiView,
  m: Extract<BambutiMove, { type: 'legen' }>,
  mine: number[],
  theirs: number[],
  colours: number[],
  turnsLeft: number,
): number {
  const seat = view.seat;
  const j = m.spalte - 1;
  const x = wertOf(m.karte);
  const own = m.reihe === seat;
  const row = own ? mine : theirs;
  const old = row[j]!;
  row[j] = x;
  const net = balance(mine, theirs, seat);
  row[j] = old;
  let score = net;
  let symmetry = false;
  if (own) {
    const before = symmetric(colours);
    const oldColour = colours[j]!;
    colours[j] = farbeIndex(m.karte);
    symmetry = !before && symmetric(colours);
    colours[j] = oldColour;
    if (symmetry) score += net;
  }
  if (!symmetry && drumWanted(view.trommeln[seat]!, turnsLeft, net)) score += DRUM_WEIGHT * net;
  return score;
}

function choosePlacement(view: BambutiView, random: Random): BambutiMove {
  const mine = topValues(view, view.seat);
  const theirs = topValues(view, 1 - view.seat);
  const colours = view.tops[view.seat]!.map((c) => (c ? farbeIndex(c) : -1));
  // The same count as in the drum phase right after this placement.
  const turnsLeft = ownTurnsLeft(view);
  let best: BambutiMove | null = null;
  let bestScore = -Infinity;
  let ties = 0;
  for (const m of view.legal) {
    if (m.type !== 'legen') continue;
    const score = placementScore(view, m, mine, theirs, colours, turnsLeft);
    if (score > bestScore) {
      best = m;
      bestScore = score;
      ties = 1;
    } else if (score === bestScore && random() * ++ties < 1) {
      best = m;
    }
  }
  return best ?? view.legal[0]!;
}

/** Five random cards of `pool`, arranged the allowed way at random: highest in the middle, two left ascending, two right descending. */
function sampleRow(pool: CardId[], random: Random, out: number[]): void {
  for (let i = 0; i < 5; i++) {
    const k = i + randomInt(random, pool.length - i);
    const t = pool[i]!;
    pool[i] = pool[k]!;
    pool[k] = t;
  }
  const v = [wertOf(pool[0]!), wertOf(pool[1]!), wertOf(pool[2]!), wertOf(pool[3]!), wertOf(pool[4]!)].sort((a, b) => b - a);
  // v[0] is the middle; choose which two of v[1..4] go left.
  const left: number[] = [];
  const right: number[] = [];
  const pick = randomInt(random, 6);
  const pairs = [
    [1, 2],
    [1, 3],
    [1, 4],
    [2, 3],
    [2, 4],
    [3, 4],
  ][pick]!;
  for (let i = 1; i <= 4; i++) (pairs.includes(i) ? left : right).push(v[i]!);
  out[0] = Math.min(left[0]!, left[1]!);
  out[1] = Math.max(left[0]!, left[1]!);
  out[2] = v[0]!;
  out[3] = Math.max(right[0]!, right[1]!);
  out[4] = Math.min(right[0]!, right[1]!);
}

function chooseArrangement(view: BambutiView, random: Random): BambutiMove {
  const options = view.legal.filter((m): m is Extract<BambutiMove, { type: 'anordnen' }> => m.type === 'anordnen');
  if (options.length <= 1) return options[0] ?? view.legal[0]!;
  const pool = MASK_IDS.filter((c) => view.zuOrdnen.indexOf(c) === -1);
  const rows: number[][] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const r = [0, 0, 0, 0, 0];
    sampleRow(pool, random, r);
    rows.push(r);
  }
  let best = options[0]!;
  let bestScore = -Infinity;
  for (const m of options) {
    const mine = m.karten.map(wertOf);
    let total = 0;
    for (const r of rows) total += balance(mine, r, view.seat);
    if (total > bestScore) {
      bestScore = total;
      best = m;
    }
  }
  return best;
}

/** „Fortgeschritten“: see the module comment. */
export const heuristicBot: BambutiBot = (view, random) => {
  if (view.legal.length === 0) throw new Error('heuristicBot: der Sitz ist nicht am Zug (view.legal ist leer)');
  switch (view.phase) {
    case 'anordnen':
      return chooseArrangement(view, random);
    case 'legen':
      return choosePlacement(view, random);
    case 'trommeln': {
      const drum = wantsDrum(view, markerBalance(view));
      return view.legal.find((m) => m.type === (drum ? 'trommeln' : 'weiter')) ?? view.legal[0]!;
    }
    default:
      return view.legal[0]!;
  }
};
