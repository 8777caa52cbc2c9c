/**
 * Setting up a Bambuti game (shared/rules/bambuti.md §3): the deal from a stacked deck, the seeded
 * deal, and explicit positions for tutorials and tests.
 *
 * Deal procedure (documented; once links exist it never changes): `rng = makeRng(seed)`, then
 * `deck = shuffle(MASK_IDS, rng)` (Fisher–Yates from core/rng.ts over the canonical order), then
 * `fromDeck(options, deck, options.startSeat)`. Bambuti has no dealer: who places first is the
 * option `startSeat` (B14), and arranging is always seat 0, then seat 1 (§3.2), so no dealer is
 * drawn from the generator.
 */
import type { CardId, Seat } from '../core/types';
import { makeRng, shuffle } from '../core/rng';
import { MASK_IDS, isMaskId, sortMasks, wertOf } from './cards';
import { anzeigerDerKarten, anzeigerSumme, istAbfallend, KEIN_ANZEIGER } from './position';
import type { Anzeiger, BambutiLayout, BambutiOptions, BambutiState, Wertung } from './types';

export const HAND_SIZE = 7;
export const ROW_SIZE = 5;
export const DRUMS = 2;
/** §5.3 step 7: the game ends once the pile is empty and both hands hold at most this many cards. */
export const END_HAND = 4;

export function assertOptions(o: BambutiOptions, where: string): void {
  if (!o || typeof o !== 'object') throw new Error(`${where}: options missing`);
  if (o.startSeat !== 0 && o.startSeat !== 1) throw new Error(`${where}: options.startSeat must be 0 or 1, got ${String(o.startSeat)}`);
}

function noMarkers(): Anzeiger[] {
  return [KEIN_ANZEIGER, KEIN_ANZEIGER, KEIN_ANZEIGER, KEIN_ANZEIGER, KEIN_ANZEIGER];
}

/** No stack holds a card that was never face up (a dealt game, see BambutiState.ungesehen). */
function noneUnseen(): number[][] {
  return [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ];
}

/** The five markers of two revealed rows (§4). */
export function markersOf(auslage: readonly (readonly CardId[])[][]): Anzeiger[] {
  const out: Anzeiger[] = [];
  for (let j = 0; j < ROW_SIZE; j++) {
    const a = auslage[0]![j]!;
    const b = auslage[1]![j]!;
    out.push(anzeigerDerKarten(a[a.length - 1], b[b.length - 1]));
  }
  return out;
}

/**
 * §3.1: deck index 0–4 → seat 0's Auslage cards, 5–9 → seat 1's, 10–16 → seat 0's hand,
 * 17–23 → seat 1's hand, 24–49 → Nachziehstapel (index 24 on top). `dealer` is not used by
 * Bambuti (see the module comment) but must name a seat.
 */
export function fromDeck(options: BambutiOptions, deck: CardId[], dealer: Seat): BambutiState {
  assertOptions(options, 'bambuti.fromDeck');
  if (dealer !== 0 && dealer !== 1) throw new Error(`bambuti.fromDeck: no seat ${String(dealer)}`);
  if (!Array.isArray(deck) || deck.length !== MASK_IDS.length) throw new Error('bambuti.fromDeck: the deck must hold the 50 Maskenkarten');
  const seen = new Set<CardId>();
  for (const c of deck) {
    if (!isMaskId(c)) throw new Error(`bambuti.fromDeck: unknown card id ${JSON.stringify(c)}`);
    if (seen.has(c)) throw new Error(`bambuti.fromDeck: card ${c} occurs twice`);
    seen.add(c);
  }
  return {
    options: { startSeat: options.startSeat },
    phase: 'anordnen',
    toAct: options.startSeat,
    nachziehstapel: deck.slice(24),
    auslage: [
      [[], [], [], [], []],
      [[], [], [], [], []],
    ],
    ungesehen: noneUnseen(),
    zuOrdnen: [sortMasks(deck.slice(0, 5)), sortMasks(deck.slice(5, 10))],
    hands: [sortMasks(deck.slice(10, 17)), sortMasks(deck.slice(17, 24))],
    trommeln: [DRUMS, DRUMS],
    anzeiger: noMarkers(),
    punkte: [0, 0],
    wertungen: [],
    events: [{ type: 'Dealt', startSeat: options.startSeat }],
  };
}

export function deal(options: BambutiOptions, seed: number): BambutiState {
  assertOptions(options, 'bambuti.deal');
  const rng = makeRng(seed);
  return fromDeck(options, shuffle(MASK_IDS, rng), options.startSeat);
}

/**
 * Hand counts only: does the game reach its end from here without a seat that must place but holds
 * no card? (`placed`: the seat to act has already placed this turn, phase `trommeln`.)
 */
function canFinish(hands: readonly number[], pile: number, mover: Seat, placed: boolean): boolean {
  const h = hands.slice();
  let p = pile;
  let m = mover;
  let already = placed;
  for (let guard = 0; guard < 200; guard++) {
    if (!already) {
      if (h[m]! === 0) return false;
      h[m]!--;
    }
    already = false;
    const d = Math.min(HAND_SIZE - h[m]!, p);
    h[m]! += d;
    p -= d;
    if (p === 0 && h[0]! <= END_HAND && h[1]! <= END_HAND) return true;
    m = 1 - m;
  }
  return false;
}

/**
 * Explicit positions (tutorials, tests); throws an Error naming the problem when the layout is
 * broken. Besides the BambutiLayout comments (types.ts):
 * - Every card not placed in a hand, a row, `zuOrdnen` or an explicit pile is placed as follows:
 *   the first `nachziehstapelAnzahl` of them (canonical order; default all) form the pile, the rest
 *   lie covered under the top cards, dealt round the ten stacks (row 0 column 1, row 1 column 1,
 *   row 0 column 2, …) at the bottom. Covered cards never count (B6, B18). These cards were never
 *   face up (`ungesehen`, no view shows them); a stack given whole is history: its covered cards
 *   were top cards once, as in a dealt game, and the views list them (`verdeckt`).
 * - The hand counts must let the game end normally (nobody ever has to place without a card) and
 *   the game must not already be over; rows must obey the order rule.
 * - Markers are computed from the tops; each of `wertungen` names the markers it was booked from
 *   (its points are their sums); the scores are the sums of `wertungen`; `events` is empty.
 */
export function fromLayout(layout: BambutiLayout): BambutiState {
  const where = 'bambuti.fromLayout';
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  if (!layout || typeof layout !== 'object') fail('layout missing');
  const options: BambutiOptions = { startSeat: layout.options?.startSeat ?? 0 };
  assertOptions(options, where);
  const placed: CardId[] = [];
  const cardsOf = (cards: unknown, what: string): CardId[] => {
    if (!Array.isArray(cards)) return fail(`${what} must be a list of card ids`);
    for (const c of cards) {
      if (!isMaskId(c)) fail(`${what}: unknown card id ${JSON.stringify(c)}`);
      placed.push(c as CardId);
    }
    return (cards as CardId[]).slice();
  };
  const pair = <T>(x: unknown, what: string): T[] => {
    if (!Array.isArray(x) || x.length !== 2) return fail(`${what} must list two seats`);
    return x as T[];
  };

  const phase = layout.phase ?? (layout.zuOrdnen ? 'anordnen' : 'legen');
  if (phase !== 'anordnen' && phase !== 'legen' && phase !== 'trommeln') fail(`unknown phase ${String(phase)}`);
  const hand = pair<unknown>(layout.hands, 'hand').map((h, p) => sortMasks(cardsOf(h, `hand[${p}]`)));
  hand.forEach((h, p) => {
    if (h.length > HAND_SIZE) fail(`hand[${p}] holds ${h.length} cards, at most ${HAND_SIZE}`);
  });

  const zuOrdnen: CardId[][] = layout.zuOrdnen
    ? pair<unknown>(layout.zuOrdnen, 'zuOrdnen').map((z, p) => sortMasks(cardsOf(z, `zuOrdnen[${p}]`)))
    : [[], []];
  const rowsIn = layout.auslage ?? [[], []];
  const auslage: CardId[][][] = pair<unknown>(rowsIn, 'auslage').map((row, r) => {
    if (!Array.isArray(row)) return fail(`auslage[${r}] must be a list of columns`);
    // A row not laid out yet: [] or five empty stacks (as in a state).
    if (row.length === 0 || row.every((col: unknown) => Array.isArray(col) && col.length === 0)) return [[], [], [], [], []];
    if (row.length !== ROW_SIZE) return fail(`auslage[${r}] must have ${ROW_SIZE} columns`);
    return row.map((col: unknown, j: number) => {
      const stack = cardsOf(typeof col === 'string' ? [col] : col, `auslage[${r}][${j}]`);
      if (stack.length === 0) fail(`auslage[${r}][${j}] is empty`);
      return stack;
    });
  });
  const rowLaid = (r: number) => auslage[r]![0]!.length > 0;

  if (phase === 'anordnen') {
    for (let p = 0; p < 2; p++) {
      const z = zuOrdnen[p]!;
      if (z.length !== 0 && z.length !== ROW_SIZE) fail(`zuOrdnen[${p}] must hold 5 cards or none`);
      if ((z.length === 0) !== rowLaid(p)) fail(`seat ${p} must either still arrange (zuOrdnen) or have its row laid out, not both`);
      if (rowLaid(p) && auslage[p]!.some((st) => st.length !== 1)) fail(`an arranged first Auslage has one card per column (seat ${p})`);
    }
    if (zuOrdnen[0]!.length !== 0 && zuOrdnen[1]!.length === 0) fail('seat 0 arranges before seat 1 (§3.2)');
    if (zuOrdnen[0]!.length === 0 && zuOrdnen[1]!.length === 0) fail('both rows are arranged: the layout is past the phase anordnen');
  } else {
    if (zuOrdnen.some((z) => z.length > 0)) fail('zuOrdnen is only for the phase anordnen');
    if (!rowLaid(0) || !rowLaid(1)) fail(`both rows are needed in phase ${phase}`);
  }
  for (let r = 0; r < 2; r++) {
    if (!rowLaid(r)) continue;
    const values = auslage[r]!.map((st) => wertOf(st[st.length - 1]!));
    if (!istAbfallend(values)) fail(`row ${r} breaks the order rule: ${values.join(', ')}`);
  }

  // Pile and covered cards.
  let nachziehstapel: CardId[];
  const placedSoFar = new Set<CardId>(placed);
  if (layout.nachziehstapel !== undefined) {
    if (layout.nachziehstapelAnzahl !== undefined) fail('give nachziehstapel or nachziehstapelAnzahl, not both');
    nachziehstapel = cardsOf(layout.nachziehstapel, 'nachziehstapel');
  } else {
    const free = MASK_IDS.filter((c) => !placedSoFar.has(c));
    const n = layout.nachziehstapelAnzahl ?? free.length;
    if (!Number.isInteger(n) || n < 0 || n > free.length) fail(`nachziehstapelAnzahl must be 0…${free.length}`);
    nachziehstapel = cardsOf(free.slice(0, n), 'nachziehstapel');
  }
  const seen = new Set<CardId>();
  for (const c of placed) {
    if (seen.has(c)) fail(`card ${c} is placed twice`);
    seen.add(c);
  }
  const covered = MASK_IDS.filter((c) => !seen.has(c));
  const ungesehen = noneUnseen();
  if (covered.length > 0) {
    if (!rowLaid(0) || !rowLaid(1)) fail(`${covered.length} cards are not placed, and there are no rows to cover them`);
    covered.forEach((c, i) => {
      const stackNo = i % (2 * ROW_SIZE);
      const r = stackNo % 2;
      const j = Math.floor(stackNo / 2);
      auslage[r]![j]!.unshift(c);
      ungesehen[r]![j]!++;
    });
  }

  const trommeln = (layout.trommeln ?? [DRUMS, DRUMS]).slice();
  if (trommeln.length !== 2 || trommeln.some((t) => !Number.isInteger(t) || t < 0 || t > DRUMS)) fail('trommeln must be two counts 0…2');

  const wertungen: Wertung[] = (layout.wertungen ?? []).map((w, i) => {
    if (!w || w.nr !== i + 1) return fail(`wertungen[${i}] must have nr ${i + 1}`);
    if (w.ausloeser !== 'symmetrie' && w.ausloeser !== 'trommel' && w.ausloeser !== 'schluss') fail(`wertungen[${i}]: unknown ausloeser`);
    if (w.ausloeser === 'schluss') fail('a Schlusswertung ends the game; it cannot be part of a layout');
    if (w.seat !== 0 && w.seat !== 1) fail(`wertungen[${i}]: seat must be 0 or 1`);
    const marker = (a: Anzeiger | undefined): Anzeiger =>
      a && a.seat === null && a.wert === 0
        ? KEIN_ANZEIGER
        : a && (a.seat === 0 || a.seat === 1) && Number.isInteger(a.wert) && a.wert >= 1 && a.wert <= 8
          ? { seat: a.seat, wert: a.wert }
          : fail(`wertungen[${i}]: a marker is {seat: 0 or 1, wert: 1…8} or {seat: null, wert: 0}`);
    if (!Array.isArray(w.anzeiger) || w.anzeiger.length !== ROW_SIZE)
      fail(`wertungen[${i}]: anzeiger must list the ${ROW_SIZE} markers it was booked from`);
    const anzeiger = w.anzeiger.map(marker);
    const summen = [0, 1].map((p) => anzeigerSumme(anzeiger, p));
    if (w.punkte !== undefined && (!Array.isArray(w.punkte) || w.punkte.length !== 2 || w.punkte.some((p, k) => p !== summen[k]))) {
      fail(`wertungen[${i}]: punkte must be the sums of its markers, ${summen.join(' and ')}`);
    }
    return { nr: w.nr, ausloeser: w.ausloeser, seat: w.seat, punkte: summen, anzeiger };
  });
  const punkte = [0, 1].map((p) => wertungen.reduce((sum, w) => sum + w.punkte[p]!, 0));

  const toAct = layout.toAct ?? options.startSeat;
  if (toAct !== 0 && toAct !== 1) fail(`toAct must be 0 or 1, got ${String(toAct)}`);
  const counts = hand.map((h) => h.length);
  const pile = nachziehstapel.length;
  if (phase === 'trommeln') {
    if (trommeln[toAct]! === 0) fail('phase trommeln needs a drum card left for the seat to act');
    if (counts[toAct]! >= HAND_SIZE) fail('in phase trommeln the seat to act has just placed: at most 6 hand cards');
  }
  if (phase === 'legen' && pile === 0 && counts[0]! <= END_HAND && counts[1]! <= END_HAND)
    fail('the game would already be over (§5.3 step 7)');
  const mover = phase === 'anordnen' ? options.startSeat : toAct;
  if (!canFinish(counts, pile, mover, phase === 'trommeln'))
    fail('with these hand and pile sizes a seat would have to place without a card');

  return {
    options,
    phase,
    toAct: phase === 'anordnen' ? options.startSeat : toAct,
    nachziehstapel,
    auslage,
    ungesehen,
    zuOrdnen,
    hands: hand,
    trommeln,
    anzeiger: phase === 'anordnen' ? noMarkers() : markersOf(auslage),
    punkte,
    wertungen,
    events: [],
  };
}
