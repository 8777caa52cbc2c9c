/**
 * The Bambuti turn flow (shared/rules/bambuti.md §5–§6): legal moves, `play` with all automatic
 * steps (reveal, markers, symmetry Wertung, refill, Schlusswertung), the queries and the view.
 *
 * legalMoves — stable order (the link codec stores indices into it):
 *   anordnen: every arrangement of the seat's five cards that obeys v1 ≤ v2 ≤ v3 ≥ v4 ≥ v5, in
 *             lexicographic order of the canonical card index of column 1, then column 2, …
 *   legen:    per hand card (canonical order): the own row, columns 1…5, then the opponent's row,
 *             columns 1…5 — each where the placement is legal.
 *   trommeln: `trommeln`, then `weiter`.
 *   spielende: none.
 *
 * `play` copies only what a move changes (structural sharing) and never changes its input.
 */
import { illegalMove } from '../core/engine';
import { scoreOutcome, winnersOf } from '../core/outcome';
import type { CardId, Outcome, Seat } from '../core/types';
import { MASK_IDS, MASK_INDEX, drumId, farbeIndex, insertMask, wertOf } from './cards';
import { HAND_SIZE, END_HAND, markersOf } from './setup';
import { anzeigerFuer, anzeigerSumme, istAbfallend, passtInReihe, reiheSymmetrisch, topOf } from './position';
import type { Ausloeser, BambutiEvent, BambutiMove, BambutiState, BambutiView } from './types';

/** All 120 orders of five positions, in lexicographic order. */
const PERMUTATIONS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const walk = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) out.push(prefix);
    rest.forEach((x, i) => walk([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk([], [0, 1, 2, 3, 4]);
  return out;
})();

/** Every allowed arrangement of five cards (given in canonical order), in the documented order. */
export function allowedArrangements(cards: readonly CardId[]): CardId[][] {
  const values = cards.map(wertOf);
  const out: CardId[][] = [];
  const seen = new Set<string>();
  for (const p of PERMUTATIONS) {
    if (!istAbfallend(p.map((i) => values[i]!))) continue;
    const order = p.map((i) => cards[i]!);
    // Distinct cards always give distinct orders; the set only guards against bad input.
    const key = order.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(order);
  }
  return out;
}

/** Who decides now; null when the game is over. Phase anordnen: seat 0, then seat 1 (§3.2). */
export function actorOf(s: BambutiState): Seat | null {
  switch (s.phase) {
    case 'anordnen':
      return s.zuOrdnen[0]!.length > 0 ? 0 : 1;
    case 'legen':
    case 'trommeln':
      return s.toAct;
    default:
      return null;
  }
}

/**
 * The shared, frozen move objects of `legen`, `trommeln` and `weiter` (the hot path allocates only
 * the list): LEGEN[((seat * 50 + mask) * 2 + reihe) * 5 + spalte − 1].
 */
const LEGEN: BambutiMove[] = [];
for (let seat = 0; seat < 2; seat++) {
  for (let mask = 0; mask < MASK_IDS.length; mask++) {
    for (let reihe = 0; reihe < 2; reihe++) {
      for (let j = 0; j < 5; j++) LEGEN.push(Object.freeze({ type: 'legen', seat, karte: MASK_IDS[mask]!, reihe, spalte: j + 1 }));
    }
  }
}
const TROMMELN: readonly BambutiMove[] = [0, 1].map((seat) => Object.freeze({ type: 'trommeln', seat }));
const WEITER: readonly BambutiMove[] = [0, 1].map((seat) => Object.freeze({ type: 'weiter', seat }));

/** Scratch of legalMoves: the colours of the opponent row's tops. */
const oppColours = new Int8Array(5);

export function legalMoves(s: BambutiState): BambutiMove[] {
  const out: BambutiMove[] = [];
  switch (s.phase) {
    case 'anordnen': {
      const seat = actorOf(s)!;
      for (const karten of allowedArrangements(s.zuOrdnen[seat]!)) out.push({ type: 'anordnen', seat, karten });
      return out;
    }
    case 'legen': {
      const seat = s.toAct;
      const other = 1 - seat;
      const own = s.auslage[seat]!;
      const opp = s.auslage[other]!;
      const o0 = wertOf(topOf(own[0]!)!);
      const o1 = wertOf(topOf(own[1]!)!);
      const o2 = wertOf(topOf(own[2]!)!);
      const o3 = wertOf(topOf(own[3]!)!);
      const o4 = wertOf(topOf(own[4]!)!);
      for (let j = 0; j < 5; j++) oppColours[j] = farbeIndex(topOf(opp[j]!)!);
      const p0 = wertOf(topOf(opp[0]!)!);
      const p1 = wertOf(topOf(opp[1]!)!);
      const p2 = wertOf(topOf(opp[2]!)!);
      const p3 = wertOf(topOf(opp[3]!)!);
      const p4 = wertOf(topOf(opp[4]!)!);
      const hand = s.hands[seat]!;
      for (let i = 0; i < hand.length; i++) {
        const karte = hand[i]!;
        const x = wertOf(karte);
        const f = farbeIndex(karte);
        const base = (seat * MASK_IDS.length + MASK_INDEX[karte]!) * 10;
        for (let j = 0; j < 5; j++) {
          if (passtInReihe(o0, o1, o2, o3, o4, j, x)) out.push(LEGEN[base + seat * 5 + j]!);
        }
        for (let j = 0; j < 5; j++) {
          if (oppColours[j] === f && passtInReihe(p0, p1, p2, p3, p4, j, x)) out.push(LEGEN[base + other * 5 + j]!);
        }
      }
      return out;
    }
    case 'trommeln':
      out.push(TROMMELN[s.toAct]!, WEITER[s.toAct]!);
      return out;
    default:
      return out;
  }
}

/** Fast legality for `play` (must agree with `check`; the tests and the checking wrapper assert it). */
export function isLegal(s: BambutiState, m: BambutiMove): boolean {
  if (m === null || typeof m !== 'object') return false;
  const seat = m.seat;
  if (seat !== 0 && seat !== 1) return false;
  switch (m.type) {
    case 'anordnen': {
      if (s.phase !== 'anordnen' || actorOf(s) !== seat) return false;
      const k = m.karten;
      if (!Array.isArray(k) || k.length !== 5) return false;
      const mine = s.zuOrdnen[seat]!;
      for (let i = 0; i < 5; i++) if (mine.indexOf(k[i]!) === -1 || k.indexOf(k[i]!) !== i) return false;
      return istAbfallend(k.map(wertOf));
    }
    case 'legen': {
      if (s.phase !== 'legen' || seat !== s.toAct) return false;
      if (s.hands[seat]!.indexOf(m.karte) === -1) return false;
      const r = m.reihe;
      const j = m.spalte - 1;
      if ((r !== 0 && r !== 1) || !Number.isInteger(j) || j < 0 || j > 4) return false;
      const row = s.auslage[r]!;
      if (r !== seat && farbeIndex(topOf(row[j]!)!) !== farbeIndex(m.karte)) return false;
      return passtInReihe(
        wertOf(topOf(row[0]!)!),
        wertOf(topOf(row[1]!)!),
        wertOf(topOf(row[2]!)!),
        wertOf(topOf(row[3]!)!),
        wertOf(topOf(row[4]!)!),
        j,
        wertOf(m.karte),
      );
    }
    case 'trommeln':
      return s.phase === 'trommeln' && seat === s.toAct && s.trommeln[seat]! > 0;
    case 'weiter':
      return s.phase === 'trommeln' && seat === s.toAct;
    default:
      return false;
  }
}

/** Field by field on purpose: `{ ...s, events }` measured 2–2.5× slower in the random-game bench. */
function copyState(s: BambutiState, first: BambutiEvent): BambutiState {
  return {
    options: s.options,
    phase: s.phase,
    toAct: s.toAct,
    nachziehstapel: s.nachziehstapel,
    auslage: s.auslage,
    ungesehen: s.ungesehen,
    zuOrdnen: s.zuOrdnen,
    hands: s.hands,
    trommeln: s.trommeln,
    anzeiger: s.anzeiger,
    punkte: s.punkte,
    wertungen: s.wertungen,
    events: [first],
  };
}

export function play(s: BambutiState, m: BambutiMove): BambutiState {
  if (!isLegal(s, m)) throw illegalMove('Bambuti', m);
  return playLegal(s, m);
}

/**
 * `play` without the legality test, for a move that is legal in `s` (one of `legalMoves(s)`: the
 * Profi search, which plays only such moves). The same state as `play` for every legal move.
 */
export function playLegal(s: BambutiState, m: BambutiMove): BambutiState {
  switch (m.type) {
    case 'anordnen':
      return playAnordnen(s, m.seat, m.karten);
    case 'legen':
      return playLegen(s, m.seat, m.karte, m.reihe, m.spalte - 1);
    case 'trommeln':
      return playTrommeln(s, m.seat);
    case 'weiter': {
      const w = copyState(s, { type: 'Weiter', seat: m.seat });
      endTurn(w, m.seat);
      return w;
    }
  }
}

/** §5.2; after seat 1: reveal, markers, hand cards, phase legen (§3.3–3.4, B5: no points). */
function playAnordnen(s: BambutiState, seat: Seat, karten: CardId[]): BambutiState {
  const w = copyState(s, { type: 'Angeordnet', seat });
  const zuOrdnen = s.zuOrdnen.slice();
  zuOrdnen[seat] = [];
  w.zuOrdnen = zuOrdnen;
  const auslage = s.auslage.slice();
  auslage[seat] = karten.map((c) => [c]);
  w.auslage = auslage;
  if (zuOrdnen[0]!.length === 0 && zuOrdnen[1]!.length === 0) {
    w.anzeiger = markersOf(auslage);
    w.phase = 'legen';
    w.toAct = s.options.startSeat;
    w.events.push(
      { type: 'Revealed', reihen: auslage.map((row) => row.map((st) => st[st.length - 1]!)), anzeiger: w.anzeiger },
      { type: 'HandsTaken', anzahl: s.hands.map((h) => h.length), startSeat: s.options.startSeat },
    );
  }
  return w;
}

/** §5.3 effects 1–4 (then 6–7, unless the drum decision comes first). */
function playLegen(s: BambutiState, seat: Seat, karte: CardId, reihe: Seat, j: number): BambutiState {
  const row = s.auslage[reihe]!;
  const covered = topOf(row[j]!)!;
  const w = copyState(s, { type: 'Gelegt', seat, karte, reihe, spalte: j + 1, verdeckt: covered });
  const hand = s.hands.slice();
  const h = s.hands[seat]!;
  const at = h.indexOf(karte);
  const nh: CardId[] = [];
  for (let i = 0; i < h.length; i++) if (i !== at) nh.push(h[i]!);
  hand[seat] = nh;
  w.hands = hand;
  const newRow = row.slice();
  newRow[j] = [...row[j]!, karte];
  const auslage = s.auslage.slice();
  auslage[reihe] = newRow;
  w.auslage = auslage;
  // Effect 2: the marker of this column.
  const a = reihe === 0 ? karte : topOf(s.auslage[0]![j]!)!;
  const b = reihe === 1 ? karte : topOf(s.auslage[1]![j]!)!;
  const vorher = s.anzeiger[j]!;
  const nachher = anzeigerFuer(wertOf(a), wertOf(b));
  if (nachher !== vorher) {
    const anzeiger = s.anzeiger.slice();
    anzeiger[j] = nachher;
    w.anzeiger = anzeiger;
    w.events.push({ type: 'AnzeigerGeaendert', spalte: j + 1, vorher, nachher });
  }
  // Effect 3: symmetry trigger (B8) — only the change from not symmetric to symmetric.
  const symmetry = !reiheSymmetrisch(row) && reiheSymmetrisch(newRow);
  if (symmetry) {
    w.events.push({ type: 'Symmetrie', seat, reihe });
    book(w, 'symmetrie', seat);
  }
  // Effect 4: the drum decision (B10), unless a symmetry Wertung happened or no drum is left.
  if (symmetry || s.trommeln[seat]! === 0) endTurn(w, seat);
  else w.phase = 'trommeln';
  return w;
}

/** §5.4 trommeln: the lowest-numbered drum card is spent; Wertung; then the end of the turn. */
function playTrommeln(s: BambutiState, seat: Seat): BambutiState {
  const left = s.trommeln[seat]!;
  const w = copyState(s, { type: 'Getrommelt', seat, karte: drumId(seat, 3 - left) });
  const trommeln = s.trommeln.slice();
  trommeln[seat] = left - 1;
  w.trommeln = trommeln;
  book(w, 'trommel', seat);
  endTurn(w, seat);
  return w;
}

/** §5.5: both seats add the markers on their side (B9); a line in the Wertungsblock, with the markers it was summed from. */
function book(w: BambutiState, ausloeser: Ausloeser, seat: Seat | null): void {
  const p0 = anzeigerSumme(w.anzeiger, 0);
  const p1 = anzeigerSumme(w.anzeiger, 1);
  const wertung = { nr: w.wertungen.length + 1, ausloeser, seat, punkte: [p0, p1], anzeiger: w.anzeiger.slice() };
  w.punkte = [w.punkte[0]! + p0, w.punkte[1]! + p1];
  w.wertungen = [...w.wertungen, wertung];
  w.events.push({ type: 'Wertung', seat, wertung, stand: w.punkte });
}

/** §5.3 steps 6–7 (B11, B12): refill the mover to 7, then the Schlusswertung or the other seat's turn. */
function endTurn(w: BambutiState, seat: Seat): void {
  const pile = w.nachziehstapel;
  const need = HAND_SIZE - w.hands[seat]!.length;
  if (need > 0 && pile.length > 0) {
    const n = need < pile.length ? need : pile.length;
    let h = w.hands[seat]!;
    for (let i = 0; i < n; i++) h = insertMask(h, pile[i]!);
    const hand = w.hands.slice();
    hand[seat] = h;
    w.hands = hand;
    w.nachziehstapel = pile.slice(n);
    w.events.push({ type: 'Drew', seat, anzahl: n });
  }
  if (w.nachziehstapel.length === 0 && w.hands[0]!.length <= END_HAND && w.hands[1]!.length <= END_HAND) {
    book(w, 'schluss', null);
    w.phase = 'spielende';
    w.events.push({ type: 'GameOver', winners: winnersOf(w.punkte, 'hoch') /* §6, B13: equal scores, both win */, scores: w.punkte });
    return;
  }
  w.toAct = 1 - seat;
  w.phase = 'legen';
}

export function isOver(s: BambutiState): boolean {
  return s.phase === 'spielende';
}

export function outcome(s: BambutiState): Outcome {
  if (s.phase !== 'spielende') throw new Error('bambuti.outcome: the game is not over yet');
  // One game, one row: the final totals (the Wertungen themselves are in state.wertungen / the view).
  return scoreOutcome([s.punkte], 2, 'hoch', 'Punkte');
}

/**
 * B18: own hand; all top cards, heights, markers, drums, pile count and scores are public; so are the
 * covered cards that were face up once (`verdeckt`: everything above a stack's never-seen bottom).
 */
export function view(s: BambutiState, seat: Seat): BambutiView {
  const toAct = actorOf(s);
  const hidden = s.phase === 'anordnen';
  return {
    seat,
    options: s.options,
    phase: s.phase,
    toAct,
    hand: hidden ? [] : (s.hands[seat] ?? []),
    handCounts: s.hands.map((h) => h.length),
    zuOrdnen: s.zuOrdnen[seat] ?? [],
    angeordnet: s.zuOrdnen.map((z) => z.length === 0),
    tops: s.auslage.map((row, r) => row.map((st) => (hidden && r !== seat ? null : (topOf(st) ?? null)))),
    hoehen: s.auslage.map((row) => row.map((st) => st.length)),
    verdeckt: s.auslage.map((row, r) => row.map((st, j) => st.slice(s.ungesehen[r]![j]!, -1))),
    anzeiger: s.anzeiger,
    nachziehstapel: s.nachziehstapel.length,
    trommeln: s.trommeln,
    punkte: s.punkte,
    wertungen: s.wertungen,
    legal: toAct === seat ? legalMoves(s) : [],
  };
}
