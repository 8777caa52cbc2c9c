/**
 * Bambuti „Profi“ rollouts (profi.ts): the rest of the game played on small typed arrays by the
 * „Fortgeschritten“ heuristic of bots.ts, with a random placement now and then, for ROLLOUT_DEPTH
 * placements, then scored by an estimate.
 */
import type { Random } from '../core/rng';
import { drumWanted } from './bots';
import { MASK_IDS, MASK_INDEX, farbeIndex, wertOf } from './cards';
import { anzeigerFuer, topOf } from './position';
import type { BambutiMove, BambutiState } from './types';

/** The share of rollout placements chosen at random instead of by the heuristic. */
const PLAYOUT_RANDOM = 0.1;
/**
 * Rollouts stop after this many placements and are scored by an estimate: the score difference,
 * plus BALANCE_WEIGHT times the marker balance on the table (it counts again in the Wertungen to
 * come, at least in the Schlusswertung), plus DRUM_VALUE per drum card left. Whole-game rollouts
 * mostly measure the luck of cards drawn later; the short ones measured stronger (0.75–0.78 against
 * 0.61–0.63 over 120 games at 500 iterations).
 */
const ROLLOUT_DEPTH = 8;
const BALANCE_WEIGHT = 1.5;
const DRUM_VALUE = 4;

// ---------------------------------------------------------------------------------------------
// The fast rollout: the rest of the game on small typed arrays (no views, no move objects, no
// events), both seats playing the heuristic's placements (as profi.ts `placementScores` scores them). It follows §5.3–§5.5 exactly: place,
// marker of the column, symmetry Wertung (own row, not symmetric → symmetric), drum decision,
// refill to 7, Schlusswertung once the pile is empty and both hold ≤ 4 cards.

/** MARK[a * 11 + b]: the marker of a column with values a (seat 0) and b (seat 1), signed for seat 0. */
export const MARK = new Int8Array(11 * 11);
for (let a = 1; a <= 10; a++) {
  for (let b = 1; b <= 10; b++) {
    const m = anzeigerFuer(a, b);
    MARK[a * 11 + b] = m.seat === 0 ? m.wert : m.seat === 1 ? -m.wert : 0;
  }
}
const VAL = new Int8Array(50);
const COL = new Int8Array(50);
for (let i = 0; i < 50; i++) {
  VAL[i] = wertOf(MASK_IDS[i]!);
  COL[i] = farbeIndex(MASK_IDS[i]!);
}

// Rollout scratch (one rollout at a time: the search is synchronous).
const tv = new Int8Array(10); // top values, row r column j at r * 5 + j
const tc = new Int8Array(10); // top colours
const hands = [new Int8Array(8), new Int8Array(8)];
const handLen = new Int8Array(2);
const drumsLeft = new Int8Array(2);
const score = new Int32Array(2);
const candCard = new Int8Array(80);
const candPos = new Int8Array(80);

/** Per place (row r, column j at r * 5 + j): a value x fits there when lo ≤ x ≤ hi (`bounds`). */
const lo = new Int8Array(10);
const hi = new Int8Array(10);
/** Each column's marker before the placement, signed for seat 0. */
const before = new Int8Array(5);

/** The bounds of place `at` from the tops (§ placement: between the neighbours, the middle at least both). */
function bounds(at: number): void {
  const o = at - (at % 5);
  switch (at - o) {
    case 0:
      lo[at] = -128;
      hi[at] = tv[o + 1]!;
      return;
    case 1:
      lo[at] = tv[o]!;
      hi[at] = tv[o + 2]!;
      return;
    case 2:
      lo[at] = Math.max(tv[o + 1]!, tv[o + 3]!);
      hi[at] = 127;
      return;
    case 3:
      lo[at] = tv[o + 4]!;
      hi[at] = tv[o + 2]!;
      return;
    default:
      lo[at] = -128;
      hi[at] = tv[o + 3]!;
  }
}

/** Sum of the markers, signed for seat 0. */
function markerSum0(): number {
  let sum = 0;
  for (let j = 0; j < 5; j++) sum += MARK[tv[j]! * 11 + tv[5 + j]!]!;
  return sum;
}

/** A Wertung (§5.5): both seats add the markers on their side. */
function bookFast(): void {
  for (let j = 0; j < 5; j++) {
    const m = MARK[tv[j]! * 11 + tv[5 + j]!]!;
    if (m > 0) score[0]! += m;
    else score[1]! -= m;
  }
}

/** The seat's drum decision right after its placement (signed net for it). */
function drumFast(seat: number, pileLeft: number, trace: BambutiMove[] | undefined): void {
  const d = drumsLeft[seat]!;
  if (d === 0) return;
  const net = seat === 0 ? markerSum0() : -markerSum0();
  const remaining = pileLeft + handLen[0]! + handLen[1]! - 8;
  const left = Math.floor(Math.max(0, remaining) / 2);
  const drum = drumWanted(d, left, net);
  if (drum) {
    drumsLeft[seat] = d - 1;
    bookFast();
  }
  trace?.push({ type: drum ? 'trommeln' : 'weiter', seat });
}

/**
 * Plays the game to its end from `s` (phase legen or trommeln); returns the final score difference
 * (seat 0 minus seat 1). `trace` (tests) receives the moves in engine form.
 */
export function rollout(s: BambutiState, random: Random, trace?: BambutiMove[]): number {
  for (let r = 0; r < 2; r++) {
    for (let j = 0; j < 5; j++) {
      const c = MASK_INDEX[topOf(s.auslage[r]![j]!)!]!;
      tv[r * 5 + j] = VAL[c]!;
      tc[r * 5 + j] = COL[c]!;
    }
    const h = s.hands[r]!;
    handLen[r] = h.length;
    for (let i = 0; i < h.length; i++) hands[r]![i] = MASK_INDEX[h[i]!]!;
    drumsLeft[r] = s.trommeln[r]!;
    score[r] = s.punkte[r]!;
  }
  const np = s.nachziehstapel.length;
  // the pile is read only as far as it is drawn (a rollout stops after ROLLOUT_DEPTH placements)
  const pile = s.nachziehstapel;
  let top = 0;
  let seat = s.toAct;
  let placed = s.phase === 'trommeln';
  let placements = 0;
  for (let guard = 0; guard < 100; guard++) {
    if (!placed) {
      if (placements >= ROLLOUT_DEPTH && !trace) {
        return score[0]! - score[1]! + BALANCE_WEIGHT * markerSum0() + DRUM_VALUE * (drumsLeft[0]! - drumsLeft[1]!);
      }
      placements++;
      // Placement: the heuristic, or now and then a random legal placement.
      const other = 1 - seat;
      const o = seat * 5;
      const p = other * 5;
      const hand = hands[seat]!;
      const hl = handLen[seat]!;
      const sum0 = markerSum0();
      const net0 = seat === 0 ? sum0 : -sum0;
      const drums = drumsLeft[seat]!;
      const remaining = np - top + handLen[0]! + handLen[1]! - 8;
      const left = Math.floor(Math.max(0, remaining - 1) / 2);
      const symBefore = tc[o]! === tc[o + 4]! && tc[o + 1]! === tc[o + 3]!;
      const explore = random() < PLAYOUT_RANDOM;
      // what every candidate reads: each place's bounds (`fits`) and each column's marker before
      for (let at = 0; at < 10; at++) bounds(at);
      for (let j = 0; j < 5; j++) before[j] = MARK[tv[j]! * 11 + tv[5 + j]!]!;
      let n = 0;
      let bestScore = -1e9;
      let bestI = -1;
      let bestJ = 0;
      let bestR = 0;
      let ties = 0;
      for (let i = 0; i < hl; i++) {
        const c = hand[i]!;
        const x = VAL[c]!;
        const f = COL[c]!;
        for (let rr = 0; rr < 2; rr++) {
          const r = rr === 0 ? seat : other;
          for (let j = 0; j < 5; j++) {
            if (r === other && tc[p + j]! !== f) continue;
            const at = r * 5 + j;
            if (x < lo[at]! || x > hi[at]!) continue;
            if (explore) {
              candCard[n] = i;
              candPos[n] = r * 5 + j;
              n++;
              continue;
            }
            const a = r === 0 ? x : tv[j]!;
            const b = r === 1 ? x : tv[5 + j]!;
            const after = MARK[a * 11 + b]!;
            const net = net0 + (seat === 0 ? after - before[j]! : before[j]! - after);
            let sc = net;
            let symmetry = false;
            if (r === seat && !symBefore) {
              const d0 = j === 0 ? f : tc[o]!;
              const d1 = j === 1 ? f : tc[o + 1]!;
              const d3 = j === 3 ? f : tc[o + 3]!;
              const d4 = j === 4 ? f : tc[o + 4]!;
              symmetry = d0 === d4 && d1 === d3;
              if (symmetry) sc += net;
            }
            if (!symmetry && drumWanted(drums, left, net)) sc += net;
            if (sc > bestScore) {
              bestScore = sc;
              bestI = i;
              bestJ = j;
              bestR = r;
              ties = 1;
            } else if (sc === bestScore && random() * ++ties < 1) {
              bestI = i;
              bestJ = j;
              bestR = r;
            }
          }
        }
      }
      if (explore) {
        const k = Math.floor(random() * n);
        bestI = candCard[k]!;
        bestR = candPos[k]! >= 5 ? 1 : 0;
        bestJ = candPos[k]! - bestR * 5;
      }
      const c = hand[bestI]!;
      trace?.push({ type: 'legen', seat, karte: MASK_IDS[c]!, reihe: bestR, spalte: bestJ + 1 });
      hand[bestI] = hand[hl - 1]!;
      handLen[seat] = hl - 1;
      const at = bestR * 5 + bestJ;
      tv[at] = VAL[c]!;
      tc[at] = COL[c]!;
      let symmetry = false;
      if (bestR === seat && !symBefore) symmetry = tc[o]! === tc[o + 4]! && tc[o + 1]! === tc[o + 3]!;
      if (symmetry) bookFast();
      else drumFast(seat, np - top, trace);
    } else drumFast(seat, np - top, trace);
    placed = false;
    // Refill to 7, then the Schlusswertung or the other seat's turn.
    while (handLen[seat]! < 7 && top < np) hands[seat]![handLen[seat]!++] = MASK_INDEX[pile[top++]!]!;
    if (top >= np && handLen[0]! <= 4 && handLen[1]! <= 4) {
      bookFast();
      return score[0]! - score[1]!;
    }
    seat = 1 - seat;
  }
  throw new Error('bambuti profi: the rollout did not end');
}
