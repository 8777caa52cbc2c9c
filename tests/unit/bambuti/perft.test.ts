/**
 * Move-sequence counts ("perft") from several decks, checked against a deliberately naive second
 * enumerator written here: it tries every move shape for both seats — every one of the 120 orders
 * of each seat's five Auslage cards, every one of the 50 masks on every column of both rows,
 * trommeln and weiter — and keeps those that pass a small independent re-reading of §5.2–§5.4
 * (its own card parsing, its own order rule over the whole row). It never asks the engine's
 * legalMoves or check. Positions advance with bambuti.play (the transitions are covered by the
 * acceptance tests). The counts are compared, never pasted.
 */
import { describe, expect, test } from 'vitest';
import { enginePerft } from '../../helpers/engineProperties';
import { bambuti } from '../../../src/games/bambuti/rules';
import type { BambutiMove, BambutiState } from '../../../src/games/bambuti/types';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { dataKey } from '../../../src/games/core/data';

const perft = (s: BambutiState, depth: number): number => enginePerft(bambuti, s, depth);

// ---------------------------------------------------------------------------------------------
// The naive enumerator.

const COLOURS = ['rot', 'gelb', 'gruen', 'blau', 'weiss'];
const ALL = COLOURS.flatMap((f) => Array.from({ length: 10 }, (_, i) => `M-${f}-${i + 1}`));
const parts = (c: string) => c.split('-');
const colourOf = (c: string) => parts(c)[1]!;
const valueOf = (c: string) => Number(parts(c)[2]);
const top = (st: string[]) => st[st.length - 1]!;

/** v1 ≤ v2 ≤ v3 ≥ v4 ≥ v5, read literally. */
function ordered(v: number[]): boolean {
  return v[0]! <= v[1]! && v[1]! <= v[2]! && v[2]! >= v[3]! && v[3]! >= v[4]!;
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

function naiveLegal(s: BambutiState, mv: BambutiMove): boolean {
  switch (mv.type) {
    case 'anordnen': {
      if (s.phase !== 'anordnen') return false;
      // seat 0 first, then seat 1
      const next = s.zuOrdnen[0]!.length > 0 ? 0 : 1;
      return mv.seat === next && ordered(mv.karten.map(valueOf));
    }
    case 'legen': {
      if (s.phase !== 'legen' || mv.seat !== s.toAct || !s.hands[mv.seat]!.includes(mv.karte)) return false;
      const row = s.auslage[mv.reihe]!.map(top);
      if (mv.reihe !== mv.seat && colourOf(row[mv.spalte - 1]!) !== colourOf(mv.karte)) return false;
      row[mv.spalte - 1] = mv.karte;
      return ordered(row.map(valueOf));
    }
    case 'trommeln':
      return s.phase === 'trommeln' && mv.seat === s.toAct && s.trommeln[mv.seat]! > 0;
    case 'weiter':
      return s.phase === 'trommeln' && mv.seat === s.toAct;
  }
}

function naiveCandidates(s: BambutiState): BambutiMove[] {
  const out: BambutiMove[] = [];
  for (const seat of [0, 1]) {
    out.push({ type: 'trommeln', seat }, { type: 'weiter', seat });
    if (s.zuOrdnen[seat]!.length === 5) for (const karten of permutations(s.zuOrdnen[seat]!)) out.push({ type: 'anordnen', seat, karten });
    if (s.phase !== 'anordnen') {
      for (const karte of ALL)
        for (const reihe of [0, 1]) for (let spalte = 1; spalte <= 5; spalte++) out.push({ type: 'legen', seat, karte, reihe, spalte });
    }
  }
  return out;
}

function naiveMoves(s: BambutiState): BambutiMove[] {
  return s.phase === 'spielende' ? [] : naiveCandidates(s).filter((mv) => naiveLegal(s, mv));
}

function naivePerft(s: BambutiState, depth: number): number {
  if (depth === 0 || s.phase === 'spielende') return 1;
  let total = 0;
  for (const mv of naiveMoves(s)) total += naivePerft(bambuti.play(s, mv), depth - 1);
  return total;
}

/** The engine's and the naive lists hold the same moves (as sets) at every node down to `depth`. */
function sameListsBelow(s: BambutiState, depth: number): void {
  const engine = bambuti.legalMoves(s).map(dataKey).sort();
  const naive = naiveMoves(s).map(dataKey).sort();
  expect(engine).toEqual(naive);
  if (depth <= 1) return;
  for (const mv of bambuti.legalMoves(s)) sameListsBelow(bambuti.play(s, mv), depth - 1);
}

// ---------------------------------------------------------------------------------------------

function playRandom(s: BambutiState, seed: number, steps: number): BambutiState {
  const rng = makeRng(seed);
  let t = s;
  for (let i = 0; i < steps && !bambuti.isOver(t); i++) {
    const l = bambuti.legalMoves(t);
    t = bambuti.play(t, l[randomInt(rng, l.length)]!);
  }
  return t;
}

const DECKS = [11, 22, 33, 44];

describe('perft from the deal (arranging, arranging, first placement)', () => {
  test.each(DECKS)('deck of seed %i: depth 1…3 agree with the naive enumerator', (seed) => {
    const s = bambuti.deal({ startSeat: seed % 2 }, seed);
    for (let depth = 1; depth <= 3; depth++) expect(perft(s, depth)).toBe(naivePerft(s, depth));
    sameListsBelow(s, 2);
    // Sanity: five distinct values allow 6 orders; with ties there can be more.
    expect(perft(s, 1)).toBeGreaterThanOrEqual(6);
  });
});

describe('perft in the middle of a game (legen, trommeln, legen, …)', () => {
  test.each(
    DECKS.flatMap((seed) => [
      [seed, 6],
      [seed, 21],
      [seed, 44],
    ]),
  )('deck of seed %i after %i random decisions: depth 1…3', (seed, steps) => {
    const s = playRandom(bambuti.deal({ startSeat: 0 }, seed), deriveSeed(seed, steps), steps);
    for (let depth = 1; depth <= 3; depth++) expect(perft(s, depth)).toBe(naivePerft(s, depth));
    sameListsBelow(s, 2);
  });
});

describe('perft at the end of a game', () => {
  test('the last decisions down to spielende', () => {
    let s = bambuti.deal({ startSeat: 1 }, 5);
    const rng = makeRng(9);
    // play until the pile is empty and both hands are small
    while (!(s.nachziehstapel.length === 0 && s.hands[0]!.length + s.hands[1]!.length <= 10) && !bambuti.isOver(s)) {
      const l = bambuti.legalMoves(s);
      s = bambuti.play(s, l[randomInt(rng, l.length)]!);
    }
    expect(bambuti.isOver(s)).toBe(false);
    for (let depth = 1; depth <= 4; depth++) expect(perft(s, depth)).toBe(naivePerft(s, depth));
  });
});
