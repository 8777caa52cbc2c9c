/**
 * Setup of a Dudab round (shared/rules/dudab.md §3): `fromDeck`, `deal`, `fromLayout`.
 *
 * The deal procedure (fixed forever once links exist):
 *   - Round k (1-based) is shuffled with `shuffle(CARD_IDS, makeRng(deriveSeed(seed, k)))`
 *     (Fisher–Yates, core/rng.ts). Dudab has no random dealer: the start player is the option
 *     `startSeat` (D24), and round k starts with (startSeat + k − 1) mod N (§3.4).
 *   - Index 0 of the shuffled deck is the top. deck[i] for i < 3N goes to seat (start + i) mod N:
 *     three cards each, one at a time, clockwise from the start player (§3.2).
 *   - Each of the R rows in turn takes the next card as its first card; a Dudab- or Schamanen-Karte
 *     goes to the bottom of the Nachziehstapel instead and the next card is taken (§3.3, D4).
 *   - The rest is the Nachziehstapel, top first: 80 − 3N − R cards.
 * `deal(options, seed)` keeps `seed` in the state; `play` deals round k + 1 on `naechsteRunde`
 * from deriveSeed(seed, k + 1). `fromDeck(options, deck, dealer)` deals round 1 from a stacked
 * deck with `dealer` as the start player (it replaces options.startSeat) and seed 0, so its later
 * rounds are those of seed 0. `fromLayout` takes explicit positions for tutorials and tests.
 */
import type { CardId, Seat } from '../core/types';
import { deriveSeed, makeRng, shuffle } from '../core/rng';
import { CARD_COUNT, CARD_IDS, CARD_INDEX, isCardId, isDudab, isSchamane, isZiffer, sortCanonical, wunschIndex, WUENSCHE } from './cards';
import { rowCount, startSeatOfRound, turnPhase } from './position';
import type { DudabEvent, DudabLayout, DudabOptions, DudabState, Reihe } from './types';

export const MAX_RUNDEN = 10;

/** Checks the options and returns a clean copy; throws on nonsense. */
export function normalizeOptions(o: Partial<DudabOptions> | undefined, where: string): DudabOptions {
  if (!o || typeof o !== 'object') throw new Error(`${where}: options missing`);
  const spieler = o.spieler;
  if (typeof spieler !== 'number' || !Number.isInteger(spieler) || spieler < 2 || spieler > 6) {
    throw new Error(`${where}: options.spieler must be 2…6, got ${String(spieler)}`);
  }
  const runden = o.runden ?? spieler; // D3
  if (!Number.isInteger(runden) || runden < 1 || runden > MAX_RUNDEN) {
    throw new Error(`${where}: options.runden must be 1…${MAX_RUNDEN}, got ${String(runden)}`);
  }
  const startSeat = o.startSeat ?? 0;
  if (!Number.isInteger(startSeat) || startSeat < 0 || startSeat >= spieler) {
    throw new Error(`${where}: options.startSeat must be a seat, got ${String(startSeat)}`);
  }
  return { spieler, runden, startSeat };
}

/** The shuffled deck of round `runde` (§3.1). */
export function roundDeck(seed: number, runde: number): CardId[] {
  return shuffle(CARD_IDS, makeRng(deriveSeed(seed, runde)));
}

function emptyPerSeat<T>(n: number, make: () => T): T[] {
  const out: T[] = [];
  for (let p = 0; p < n; p++) out.push(make());
  return out;
}

/**
 * Deals one round from `deck` (§3): used by fromDeck, deal and by `play` on `naechsteRunde`.
 * `punkte` are the scores of the rounds before.
 */
export function startRound(
  options: DudabOptions,
  deck: readonly CardId[],
  startSpieler: Seat,
  runde: number,
  seed: number,
  punkte: number[][],
): DudabState {
  const n = options.spieler;
  if (!Array.isArray(deck) || deck.length !== CARD_COUNT) throw new Error(`dudab: the deck must hold ${CARD_COUNT} cards`);
  const seen = new Uint8Array(CARD_COUNT);
  for (const c of deck) {
    if (!isCardId(c)) throw new Error(`dudab: unknown card id ${JSON.stringify(c)}`);
    const i = CARD_INDEX[c]!;
    if (seen[i] === 1) throw new Error(`dudab: card ${c} occurs twice`);
    seen[i] = 1;
  }
  const hands = emptyPerSeat<CardId[]>(n, () => []);
  for (let i = 0; i < 3 * n; i++) hands[(startSpieler + i) % n]!.push(deck[i]!);
  for (let p = 0; p < n; p++) hands[p] = sortCanonical(hands[p]!);
  const pile = deck.slice(3 * n);
  const reihen: Reihe[] = [];
  const starters: CardId[] = [];
  const untergelegt: CardId[] = [];
  const R = rowCount(n);
  let top = 0;
  while (reihen.length < R) {
    const c = pile[top++]!;
    if (isZiffer(c)) {
      reihen.push({ karten: [c], wunsch: null });
      starters.push(c);
    } else {
      pile.push(c); // D4: under the Nachziehstapel, reveal the next
      untergelegt.push(c);
    }
  }
  const event: DudabEvent = { type: 'RoundStarted', runde, startSeat: startSpieler, reihen: starters, untergelegt };
  return {
    options,
    seed,
    runde,
    startSpieler,
    phase: 'zug',
    toAct: startSpieler,
    nachziehstapel: pile.slice(top),
    reihen,
    abwurf: [],
    verhext: null,
    hands: hands,
    sammelstapel: emptyPerSeat<CardId[]>(n, () => []),
    known: emptyPerSeat<CardId[]>(n, () => []),
    offenImStapel: emptyPerSeat<CardId[]>(n, () => []),
    punkte,
    handAmEnde: null,
    events: [event],
  };
}

export function fromDeck(options: DudabOptions, deck: CardId[], dealer: Seat): DudabState {
  const o = normalizeOptions(options, 'dudab.fromDeck');
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= o.spieler) throw new Error(`dudab.fromDeck: no seat ${String(dealer)}`);
  const opts = { ...o, startSeat: dealer };
  return startRound(opts, deck, dealer, 1, 0, []);
}

export function deal(options: DudabOptions, seed: number): DudabState {
  const o = normalizeOptions(options, 'dudab.deal');
  return startRound(o, roundDeck(seed, 1), o.startSeat, 1, seed >>> 0, []);
}

/**
 * Explicit positions (tutorials, tests). Throws an Error naming the problem when the layout is
 * broken. The phase is derived as at the start of `toAct`'s turn (§5.1) unless 'reduzieren' or
 * 'entsorgen' is given; every hand must be legal for that phase (2–5 cards between turns).
 */
export function fromLayout(layout: DudabLayout): DudabState {
  const where = 'dudab.fromLayout';
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  if (!layout || typeof layout !== 'object') fail('layout missing');
  const options = normalizeOptions(layout.options, where);
  const n = options.spieler;
  const R = rowCount(n);
  const seatOk = (x: unknown): x is Seat => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;
  const placed = new Uint8Array(CARD_COUNT);
  const take = (cards: unknown, what: string): CardId[] => {
    if (!Array.isArray(cards)) return fail(`${what} must be a list of card ids`);
    for (const c of cards) {
      if (!isCardId(c)) fail(`${what}: unknown card id ${JSON.stringify(c)}`);
      const i = CARD_INDEX[c as CardId]!;
      if (placed[i] === 1) fail(`card ${String(c)} is placed twice`);
      placed[i] = 1;
    }
    return (cards as CardId[]).slice();
  };
  if (!Array.isArray(layout.hands) || layout.hands.length !== n) fail(`hands must list ${n} hands`);
  const hands = layout.hands.map((h, p) => sortCanonical(take(h, `hands[${p}]`)));
  if (!Array.isArray(layout.reihen) || layout.reihen.length !== R) fail(`${n} players play with ${R} rows`);
  const reihen: Reihe[] = layout.reihen.map((row, r) => {
    const karten = take(row?.karten, `reihen[${r}]`);
    if (karten.length < 1 || karten.length > 5) fail(`reihen[${r}] must hold 1…5 cards`);
    const topDudab = isDudab(karten[karten.length - 1]!);
    const w = row.wunsch ?? null;
    if (topDudab !== (w !== null)) fail(`reihen[${r}]: a wish belongs exactly to a Dudab on top (D7)`);
    if (w !== null && wunschIndex(w) < 0) fail(`reihen[${r}]: unknown wish ${JSON.stringify(w)}`);
    return { karten, wunsch: w === null ? null : WUENSCHE[wunschIndex(w)]! };
  });
  const pileTop = take(layout.nachziehstapel, 'nachziehstapel');
  const abwurf = take(layout.abwurf ?? [], 'abwurf');
  const sammelstapel = (layout.sammelstapel ?? emptyPerSeat<CardId[]>(n, () => [])).map((p, i) => take(p, `sammelstapel[${i}]`));
  if (sammelstapel.length !== n) fail(`sammelstapel must list ${n} piles`);
  const rest = CARD_IDS.filter((c) => !placed[CARD_INDEX[c]!]);
  const rests = layout.rest ?? 'stapel';
  if (rests !== 'stapel' && rests !== 'abwurf') fail(`rest must be 'stapel' or 'abwurf'`);
  const nachziehstapel = rests === 'stapel' ? pileTop.concat(rest) : pileTop;
  if (rests === 'abwurf') abwurf.push(...rest);
  if (nachziehstapel.length === 0) fail('the Nachziehstapel must not be empty (the round would be over)');

  const runde = layout.runde ?? 1;
  if (!Number.isInteger(runde) || runde < 1 || runde > options.runden) fail(`runde must be 1…${options.runden}`);
  const punkte = (layout.punkte ?? []).map((row) => row.slice());
  if (punkte.length !== runde - 1 || punkte.some((row) => row.length !== n || row.some((x) => !Number.isInteger(x)))) {
    fail(`punkte must list ${runde - 1} rounds of ${n} integer scores`);
  }
  const startSpieler = startSeatOfRound(options.startSeat, runde, n);
  const toAct = layout.toAct ?? startSpieler;
  if (!seatOk(toAct)) fail(`no seat ${String(toAct)} for toAct`);

  const verhext = layout.verhext ?? null;
  if (verhext !== null) {
    if (!seatOk(verhext.seat) || !Number.isInteger(verhext.reihe) || verhext.reihe < 0 || verhext.reihe >= R)
      fail('verhext needs a seat and a row');
    const row = reihen[verhext.reihe]!;
    if (!isSchamane(row.karten[row.karten.length - 1]!)) fail('verhext: the cursing shaman must be the top of its row');
  }
  const turn = turnPhase(reihen, verhext, toAct);
  const phase = layout.phase ?? turn;
  if (phase === 'reduzieren') {
    if (hands[toAct]!.length < 3 || hands[toAct]!.length > 4) fail('reduzieren needs 3 or 4 hand cards (§5.6)');
  } else if (phase === 'entsorgen') {
    if (hands[toAct]!.length < 6 || hands[toAct]!.length > 9) fail('entsorgen needs 6…9 hand cards (§5.8)');
  } else if (phase !== turn) {
    fail(`at the start of seat ${toAct}'s turn the phase is ${turn}, not ${String(phase)} (§5.1)`);
  }
  if (verhext !== null && phase !== 'verhext' && verhext.seat !== (toAct + 1) % n) {
    fail('a curse waits only for the next player (§4)');
  }
  hands.forEach((h, p) => {
    if (p === toAct && (phase === 'reduzieren' || phase === 'entsorgen')) return;
    if (h.length < 2 || h.length > 5) fail(`hand ${p} must hold 2…5 cards between turns (§5.1)`);
  });
  const known = hands.map((h, p) => {
    const k = layout.known?.[p] ?? [];
    for (const c of k) if (h.indexOf(c) === -1) fail(`known[${p}]: ${c} is not in that hand`);
    return sortCanonical(k);
  });
  const offen = layout.offenImStapel ?? emptyPerSeat<CardId[]>(n, () => []);
  if (!Array.isArray(offen) || offen.length !== n) fail(`offenImStapel must list ${n} piles`);
  const offenImStapel = offen.map((k, p) => {
    if (!Array.isArray(k)) fail(`offenImStapel[${p}] must be a list of card ids`);
    k.forEach((c, i) => {
      if (sammelstapel[p]!.indexOf(c) === -1) fail(`offenImStapel[${p}]: ${String(c)} is not in that Sammelstapel`);
      if (k.indexOf(c) !== i) fail(`offenImStapel[${p}]: ${c} is listed twice`);
    });
    return k.slice();
  });
  return {
    options,
    seed: (layout.seed ?? 0) >>> 0,
    runde,
    startSpieler,
    phase,
    toAct: toAct,
    nachziehstapel,
    reihen,
    abwurf,
    verhext,
    hands: hands,
    sammelstapel,
    known: known,
    offenImStapel,
    punkte,
    handAmEnde: null,
    events: [],
  };
}
