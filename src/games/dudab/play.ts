/**
 * The Dudab turn flow (shared/rules/dudab.md §5–§7): `legalMoves`, `play` with every automatic step
 * („6 nimmt“, the curse, drawing up to two, the round end and its scoring, the next round's deal),
 * and the queries `phase`, `toAct`, `isOver`, `outcome`, `view`.
 *
 * `play` copies only what a move changes (structural sharing) and never changes its input. Hands
 * are kept in canonical order, so equal positions are equal data. The legal moves are shared,
 * frozen objects built once per seat (the hot path allocates only the list).
 *
 * legalMoves (./legal.ts) order (stable, part of the link format):
 *   zug:        legen per hand card (canonical) × row (0…R−1), a Dudab-Karte × the 12 wishes
 *               (colours, symbols, digits, see cards.WUENSCHE); then ziehen (hand < 5) or
 *               ziehen with inStapel per hand card (hand = 5).
 *   wunsch:     the same for the allowed placements; ziehen only without a fitting card.
 *   verhext:    legen (Dudab-Karten and shamans) as above; strafe when there is no answer.
 *   reduzieren: nichtReduzieren, then reduzieren per kept pair (i < j, canonical) × ziel
 *               ('abwurf', then 'stapel' when a Dudab-Karte is among the removed cards).
 *   entsorgen:  entsorgen per (hand − 5)-card subset, lexicographic in canonical order.
 *   rundenende: naechsteRunde.  spielende: none.
 */
import { illegalMove } from '../core/engine';
import { scoreOutcome, winnersOf } from '../core/outcome';
import { nextSeat } from '../core/seats';
import type { CardId, Outcome, Seat } from '../core/types';
import { insertSorted, joined, without } from '../core/cards';
import { CARD_INDEX, WUENSCHE, isDudab, isSchamane, isZiffer, wunschIndex, zifferOf } from './cards';
import { isLegal, startSeatOfRound, turnPhase } from './position';
import { roundDeck, startRound } from './setup';
import { rundenPunkte } from './wertung';
import type { DudabEvent, DudabMove, DudabPhase, DudabState, DudabView, Wunsch, Ziehgrund, Ziel } from './types';
import { canLegen, legalMoves } from './legal';

// ---------------------------------------------------------------------------------------------
// play

/** A fresh state that shares everything with `s`; the per-seat arrays are private copies (`offenImStapel`: copied by the one play that changes it). */
function copyState(s: DudabState): DudabState {
  return {
    options: s.options,
    seed: s.seed,
    runde: s.runde,
    startSpieler: s.startSpieler,
    phase: s.phase,
    toAct: s.toAct,
    nachziehstapel: s.nachziehstapel,
    reihen: s.reihen,
    abwurf: s.abwurf,
    verhext: s.verhext,
    hands: s.hands.slice(),
    sammelstapel: s.sammelstapel.slice(),
    known: s.known.slice(),
    offenImStapel: s.offenImStapel,
    punkte: s.punkte,
    handAmEnde: s.handAmEnde,
    events: [],
  };
}

function forget(w: DudabState, seat: Seat, card: CardId): void {
  const k = w.known[seat]!;
  if (k.length !== 0 && k.indexOf(card) !== -1) w.known[seat] = without(k, card);
}

function toStapel(w: DudabState, seat: Seat, cards: readonly CardId[]): void {
  w.sammelstapel[seat] = joined(w.sammelstapel[seat]!, cards);
}

export function play(s: DudabState, m: DudabMove): DudabState {
  if (!isLegal(s, m)) throw illegalMove('Dudab', m);
  return playLegal(s, m);
}

/**
 * `play` without the legality test, for a move that is legal in `s` (one of `legalMoves(s)`: the
 * Profi search, which plays only such moves). The same state as `play` for every legal move.
 */
export function playLegal(s: DudabState, m: DudabMove): DudabState {
  switch (m.type) {
    case 'legen':
      return playLegen(s, m.seat, m.karte, m.reihe, m.wunsch);
    case 'ziehen':
      return playZiehen(s, m.seat, m.inStapel);
    case 'strafe':
      return playStrafe(s, m.seat);
    case 'reduzieren':
      return playReduzieren(s, m.seat, m.behalten, m.ziel);
    case 'nichtReduzieren': {
      const w = copyState(s);
      endTurn(w, m.seat);
      return w;
    }
    case 'entsorgen':
      return playEntsorgen(s, m.seat, m.karten);
    case 'naechsteRunde': {
      const k = s.runde + 1;
      const start = startSeatOfRound(s.options.startSeat, k, s.options.spieler);
      return startRound(s.options, roundDeck(s.seed, k), start, k, s.seed, s.punkte);
    }
  }
}

/** The wish as the shared object of WUENSCHE (the moves of legalMoves carry these already). */
function canonicalWish(wunsch: Wunsch | undefined): Wunsch {
  return WUENSCHE.indexOf(wunsch!) >= 0 ? wunsch! : WUENSCHE[wunschIndex(wunsch)]!;
}

/** §5.6 legen. */
function playLegen(s: DudabState, seat: Seat, karte: CardId, reihe: number, wunsch: Wunsch | undefined): DudabState {
  const w = copyState(s);
  const hand = without(s.hands[seat]!, karte);
  w.hands[seat] = hand;
  forget(w, seat, karte);
  const row = s.reihen[reihe]!;
  const dudab = isDudab(karte);
  if (row.wunsch !== null && !dudab) w.events.push({ type: 'WunschErfuellt', seat, reihe, wunsch: row.wunsch, karte });
  // 1. on top of the row; the wish is the new Dudab's, or none.
  let karten = joined(row.karten, [karte]);
  let sechs = false;
  // 2. „6 nimmt“ (D13): the 5 lower cards go to the Sammelstapel (everybody saw them: offenImStapel);
  //    the played card opens the row.
  if (karten.length === 6) {
    const taken = karten.slice(0, 5);
    toStapel(w, seat, taken);
    const offen = s.offenImStapel.slice();
    offen[seat] = joined(offen[seat]!, taken);
    w.offenImStapel = offen;
    karten = [karte];
    sechs = true;
    w.events.push({ type: 'SechsNimmt', seat, reihe, karten: taken });
  }
  const reihen = s.reihen.slice();
  reihen[reihe] = { karten, wunsch: dudab ? canonicalWish(wunsch) : null };
  w.reihen = reihen;
  // 3. the curse: a shaman curses the next player; any older curse has expired.
  if (isSchamane(karte)) {
    const victim = nextSeat(s.options.spieler, seat);
    w.verhext = { seat: victim, reihe };
    w.events.push({ type: 'Verhext', seat: victim, von: seat, reihe });
  } else w.verhext = null;
  // 4. reduce after „6 nimmt“ with at least 3 cards (D14), else the end of the turn.
  if (sechs && hand.length >= 3) {
    w.phase = 'reduzieren';
    w.toAct = seat;
    return w;
  }
  endTurn(w, seat);
  return w;
}

/** §5.3 / §5.4 ziehen (D12): show the hand when required, a card into the Sammelstapel with 5, draw 1. */
function playZiehen(s: DudabState, seat: Seat, inStapel: CardId | undefined): DudabState {
  const w = copyState(s);
  let hand = s.hands[seat]!;
  const show = s.phase === 'wunsch' || (hand.length === 5 && !canLegen(s, s.phase, hand));
  if (show) {
    w.events.push({ type: 'HandShown', seat, karten: hand });
    w.known[seat] = hand;
  }
  if (inStapel !== undefined) {
    hand = without(hand, inStapel);
    forget(w, seat, inStapel);
    toStapel(w, seat, [inStapel]);
  }
  w.hands[seat] = hand;
  w.verhext = null;
  if (draw(w, seat, 1, 'ziehen')) return w;
  endTurn(w, seat);
  return w;
}

/** §5.5 strafe (D11): reveal the top card into the hand, draw n − 1 more; the curse is over. */
function playStrafe(s: DudabState, seat: Seat): DudabState {
  const w = copyState(s);
  const x = s.nachziehstapel[0]!;
  const n = isZiffer(x) ? zifferOf(x) : 1;
  w.events.push({ type: 'Revealed', seat, karte: x, anzahl: n });
  w.hands[seat] = insertSorted(s.hands[seat]!, [x], CARD_INDEX);
  w.known[seat] = insertSorted(s.known[seat]!, [x], CARD_INDEX);
  w.nachziehstapel = s.nachziehstapel.slice(1);
  w.verhext = null;
  if (w.nachziehstapel.length === 0) {
    endRound(w);
    return w;
  }
  if (n > 1 && draw(w, seat, n - 1, 'strafe')) return w;
  endTurn(w, seat);
  return w;
}

/** §5.7 reduzieren: keep two, the rest together to the discard or the Sammelstapel. */
function playReduzieren(s: DudabState, seat: Seat, behalten: CardId[], ziel: Ziel): DudabState {
  const w = copyState(s);
  const hand = s.hands[seat]!;
  const removed = hand.filter((c) => behalten.indexOf(c) === -1);
  w.hands[seat] = behalten.slice();
  w.known[seat] = s.known[seat]!.filter((c) => behalten.indexOf(c) !== -1);
  if (ziel === 'abwurf') w.abwurf = joined(s.abwurf, removed);
  else toStapel(w, seat, removed);
  endTurn(w, seat);
  return w;
}

/** §5.8 entsorgen: the excess cards go to the Sammelstapel. */
function playEntsorgen(s: DudabState, seat: Seat, karten: CardId[]): DudabState {
  const w = copyState(s);
  w.hands[seat] = s.hands[seat]!.filter((c) => karten.indexOf(c) === -1);
  w.known[seat] = s.known[seat]!.filter((c) => karten.indexOf(c) === -1);
  toStapel(w, seat, karten);
  endTurn(w, seat);
  return w;
}

/** Draws up to n cards into seat's hand; true when the draw emptied the Nachziehstapel (the round is over, D16). */
function draw(w: DudabState, seat: Seat, n: number, grund: Ziehgrund): boolean {
  const pile = w.nachziehstapel;
  const k = n < pile.length ? n : pile.length;
  const karten = k === 1 ? [pile[0]!] : pile.slice(0, k);
  w.nachziehstapel = pile.slice(k);
  w.hands[seat] = insertSorted(w.hands[seat]!, karten, CARD_INDEX);
  w.events.push({ type: 'Drew', seat, karten, anzahl: k, grund });
  if (w.nachziehstapel.length === 0) {
    endRound(w);
    return true;
  }
  return false;
}

/** §5.8: fill the hand up to 2, ask for entsorgen above 5, else the next player's turn (§5.1). */
function endTurn(w: DudabState, seat: Seat): void {
  const size = w.hands[seat]!.length;
  if (size < 2 && draw(w, seat, 2 - size, 'auffuellen')) return;
  if (size > 5) {
    w.phase = 'entsorgen';
    w.toAct = seat;
    w.events.push({ type: 'EntsorgenNoetig', seat, anzahl: size - 5 });
    return;
  }
  const next = nextSeat(w.options.spieler, seat);
  w.toAct = next;
  w.phase = turnPhase(w.reihen, w.verhext, next);
}

/** §5.9: hands into the Sammelstapel, score every player, then 'rundenende' or 'spielende'. */
function endRound(w: DudabState): void {
  const n = w.options.spieler;
  const handAmEnde: CardId[][] = [];
  const row: number[] = [];
  for (let p = 0; p < n; p++) {
    const hand = w.hands[p]!;
    handAmEnde.push(hand);
    w.sammelstapel[p] = joined(w.sammelstapel[p]!, hand);
    w.hands[p] = [];
    w.known[p] = [];
    row.push(rundenPunkte(w.sammelstapel[p]!));
  }
  w.handAmEnde = handAmEnde;
  w.punkte = joined(w.punkte, [row]);
  w.verhext = null;
  const summen = totals(w.punkte, n);
  w.events.push({ type: 'RoundOver', runde: w.runde, punkte: row, summen });
  if (w.runde >= w.options.runden) {
    w.phase = 'spielende';
    w.events.push({ type: 'GameOver', scores: summen, winners: winnersOf(summen, 'niedrig') /* D21: ties share the win */ });
    return;
  }
  w.phase = 'rundenende';
  w.toAct = startSeatOfRound(w.options.startSeat, w.runde + 1, n);
}

// ---------------------------------------------------------------------------------------------
// Queries

export function totals(punkte: readonly number[][], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const row of punkte) for (let p = 0; p < n; p++) out[p]! += row[p]!;
  return out;
}

export function toAct(s: DudabState): Seat | null {
  return s.phase === 'spielende' ? null : s.toAct;
}

export function isOver(s: DudabState): boolean {
  return s.phase === 'spielende';
}

/**
 * §6: the lowest total wins (ties share); `places` groups equal totals, best first; everybody who
 * did not win counts as having lost. `scores.rounds[k][seat]` are the round scores.
 */
export function outcome(s: DudabState): Outcome {
  if (s.phase !== 'spielende') throw new Error('dudab.outcome: the game is not over yet');
  return scoreOutcome(s.punkte, s.options.spieler, 'niedrig', 'Punkte');
}

/** Events as `seat` may see them: other seats' drawn cards are blanked (D22). */
function eventsFor(events: readonly DudabEvent[], seat: Seat): DudabEvent[] {
  let out: DudabEvent[] | null = null;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'Drew' && e.seat !== seat && e.karten.length > 0) {
      out ??= events.slice(0, i);
      out.push({ ...e, karten: [] });
    } else if (out) out.push(e);
  }
  return out ?? (events as DudabEvent[]);
}

export function view(s: DudabState, seat: Seat): DudabView {
  const actor = toAct(s);
  const open = s.phase === 'rundenende' || s.phase === 'spielende';
  return {
    seat,
    options: s.options,
    runde: s.runde,
    startSpieler: s.startSpieler,
    phase: s.phase,
    toAct: actor,
    hand: s.hands[seat] ?? [],
    handCounts: s.hands.map((h) => h.length),
    known: s.known,
    nachziehstapelCount: s.nachziehstapel.length,
    reihen: s.reihen,
    abwurf: s.abwurf,
    verhext: s.verhext,
    sammelstapelCounts: s.sammelstapel.map((p) => p.length),
    offenImStapel: s.offenImStapel,
    sammelstapel: s.sammelstapel.map((p, i) => (open || i === seat ? p : null)),
    handAmEnde: s.handAmEnde,
    punkte: s.punkte,
    summen: totals(s.punkte, s.options.spieler),
    events: eventsFor(s.events, seat),
    legal: actor === seat ? legalMoves(s) : [],
  };
}

export const phaseOf = (s: DudabState): DudabPhase => s.phase;
