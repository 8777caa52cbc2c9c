/**
 * The invariants of a Bambuti position (shared/rules/bambuti.md §2–§6): card conservation over all
 * 50 masks and the drum cards, sorted hands, the order rule in both rows, markers that match the
 * tops, never-seen cards only under the tops, scores that match the Wertungsblock, and the phase
 * bookkeeping. Kept out of `play` (speed); used by the checking wrapper (core/checked.ts) and the
 * simulation tests. Throws an Error naming the first broken invariant.
 */
import type { CardId } from '../core/types';
import { MASK_IDS, MASK_INDEX, isMaskId, wertOf } from './cards';
import { END_HAND, HAND_SIZE, markersOf } from './setup';
import { anzeigerSumme, istAbfallend, KEIN_ANZEIGER } from './position';
import type { BambutiState } from './types';

function fail(msg: string): never {
  throw new Error(`Bambuti invariant broken: ${msg}`);
}

function sorted(cards: readonly CardId[], what: string): void {
  for (let i = 1; i < cards.length; i++)
    if (MASK_INDEX[cards[i - 1]!]! >= MASK_INDEX[cards[i]!]!) fail(`${what} is not in canonical order`);
}

export function assertBambutiInvariants(s: BambutiState): void {
  if (s.hands.length !== 2 || s.auslage.length !== 2 || s.zuOrdnen.length !== 2 || s.trommeln.length !== 2 || s.punkte.length !== 2) {
    fail('per-seat lists must have two entries');
  }
  if (s.anzeiger.length !== 5 || s.auslage.some((row) => row.length !== 5)) fail('five columns per row and five markers');
  // Never-seen cards lie only under a top card (a count per stack, see BambutiState.ungesehen).
  if (s.ungesehen.length !== 2 || s.ungesehen.some((row) => row.length !== 5)) fail('one never-seen count per stack');
  s.ungesehen.forEach((row, r) =>
    row.forEach((n, j) => {
      const covered = Math.max(0, s.auslage[r]![j]!.length - 1);
      if (!Number.isInteger(n) || n < 0 || n > covered) fail(`stack ${r}/${j + 1}: ${n} never-seen cards under ${covered} covered`);
    }),
  );

  // Every mask exactly once: pile + hands + cards still to arrange + all stacks.
  const all: CardId[] = [...s.nachziehstapel, ...s.hands[0]!, ...s.hands[1]!, ...s.zuOrdnen[0]!, ...s.zuOrdnen[1]!];
  for (const row of s.auslage) for (const st of row) all.push(...st);
  if (all.length !== MASK_IDS.length) fail(`${all.length} masks in play instead of 50`);
  const seen = new Set<CardId>();
  for (const c of all) {
    if (!isMaskId(c)) fail(`unknown card ${String(c)}`);
    if (seen.has(c)) fail(`card ${c} appears twice`);
    seen.add(c);
  }
  s.hands.forEach((h, p) => {
    sorted(h, `hand ${p}`);
    if (h.length > HAND_SIZE) fail(`hand ${p} holds ${h.length} cards`);
  });
  s.zuOrdnen.forEach((z, p) => {
    sorted(z, `zuOrdnen ${p}`);
    if (z.length !== 0 && z.length !== 5) fail(`zuOrdnen ${p} holds ${z.length} cards`);
  });

  // Drums: 0…2 left; spent + left never more than 2 per seat.
  for (let p = 0; p < 2; p++) {
    const left = s.trommeln[p]!;
    if (!Number.isInteger(left) || left < 0 || left > 2) fail(`seat ${p} has ${left} drum cards`);
    const spent = s.wertungen.filter((w) => w.ausloeser === 'trommel' && w.seat === p).length;
    if (spent + left > 2) fail(`seat ${p} spent ${spent} drums and has ${left} left`);
  }

  // The Wertungsblock and the scores.
  s.wertungen.forEach((w, i) => {
    if (w.nr !== i + 1) fail(`Wertung ${i} has nr ${w.nr}`);
    if ((w.ausloeser === 'schluss') !== (w.seat === null)) fail(`Wertung ${w.nr}: seat must be null exactly for the Schlusswertung`);
    if (w.ausloeser === 'schluss' && i !== s.wertungen.length - 1) fail('the Schlusswertung is not the last Wertung');
    if (w.anzeiger.length !== 5) fail(`Wertung ${w.nr} keeps ${w.anzeiger.length} markers, not 5`);
    for (let p = 0; p < 2; p++)
      if (anzeigerSumme(w.anzeiger, p) !== w.punkte[p])
        fail(`Wertung ${w.nr}: ${w.punkte[p]} points for seat ${p}, but its markers sum to ${anzeigerSumme(w.anzeiger, p)}`);
  });
  for (let p = 0; p < 2; p++) {
    const sum = s.wertungen.reduce((t, w) => t + w.punkte[p]!, 0);
    if (sum !== s.punkte[p]) fail(`score ${s.punkte[p]} of seat ${p} is not the sum ${sum} of the Wertungen`);
  }

  if (s.phase === 'anordnen') {
    const arranged = s.zuOrdnen.map((z) => z.length === 0);
    if (arranged[0] && arranged[1]) fail('both rows arranged but still in phase anordnen');
    if (arranged[1] && !arranged[0]) fail('seat 1 arranged before seat 0');
    s.auslage.forEach((row, r) => {
      for (const st of row) if (st.length !== (arranged[r] ? 1 : 0)) fail(`row ${r} during anordnen`);
      if (arranged[r] && !istAbfallend(row.map((st) => wertOf(st[0]!)))) fail(`row ${r} breaks the order rule`);
    });
    if (s.anzeiger.some((a) => a !== KEIN_ANZEIGER && a.seat !== null)) fail('markers before the reveal');
    return;
  }
  if (s.zuOrdnen.some((z) => z.length > 0)) fail(`cards still to arrange in phase ${s.phase}`);
  s.auslage.forEach((row, r) => {
    if (row.some((st) => st.length === 0)) fail(`row ${r} has an empty column`);
    if (!istAbfallend(row.map((st) => wertOf(st[st.length - 1]!)))) fail(`row ${r} breaks the order rule`);
  });
  const expected = markersOf(s.auslage);
  expected.forEach((a, j) => {
    const got = s.anzeiger[j]!;
    if (got.seat !== a.seat || got.wert !== a.wert)
      fail(`marker of column ${j + 1} is ${JSON.stringify(got)}, expected ${JSON.stringify(a)}`);
    if (got.seat !== null && (got.wert < 1 || got.wert > 8)) fail(`marker value ${got.wert} outside 1…8`);
  });
  const counts = s.hands.map((h) => h.length);
  const over = s.nachziehstapel.length === 0 && counts[0]! <= END_HAND && counts[1]! <= END_HAND;
  switch (s.phase) {
    case 'legen':
      if (over) fail('the end condition holds but the game goes on');
      if (counts[s.toAct]! === 0) fail('the seat to act holds no card');
      break;
    case 'trommeln':
      if (s.trommeln[s.toAct]! === 0) fail('phase trommeln without a drum card');
      if (counts[s.toAct]! >= HAND_SIZE) fail('phase trommeln with a full hand (nothing placed)');
      break;
    case 'spielende':
      if (!over) fail('spielende although the end condition does not hold');
      if (s.wertungen[s.wertungen.length - 1]?.ausloeser !== 'schluss') fail('spielende without a Schlusswertung');
      break;
    default:
      fail(`unknown phase ${String(s.phase)}`);
  }
}
