/**
 * Bambuti „Profi“ (src/games/bambuti/profi.ts): the shared ISMCTS contract (determinizer, view
 * only, legality, replay), what the determinizer keeps of the view, the fast rollout against the
 * engine, crafted decisions whose best move is clear, and links with the new level.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { sameData } from '../../../src/games/core/data';
import { searchMove } from '../../../src/games/core/ismcts';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import type { CardId, Seat } from '../../../src/games/core/types';
import { MASK_IDS } from '../../../src/games/bambuti/cards';
import { heuristicBot } from '../../../src/games/bambuti/bots';
import { bambutiKit } from '../../../src/games/bambuti/kit';
import { allowedArrangements } from '../../../src/games/bambuti/play';
import {
  bambutiSearch,
  BAMBUTI_PROFI_ITERATIONS,
  determinize,
  placementScores,
  rewards,
  rollout,
  treeMoves,
  unseen,
} from '../../../src/games/bambuti/profi';
import { bambuti } from '../../../src/games/bambuti/rules';
import type { BambutiMove, BambutiState } from '../../../src/games/bambuti/types';
import { profiContractTests } from '../../helpers/profiContract';
import { markers } from './helpers';

profiContractTests({
  rules: bambuti,
  search: bambutiSearch,
  options: (g) => ({ startSeat: (g % 2) as Seat }),
  legalityDecisions: 2000,
  legalityIterations: 8,
  swapIterations: 40,
  swapPositions: 100,
  heuristic: heuristicBot,
});

/** Positions of seeded games (heuristic against random), every decision. */
function* positions(games: number): Generator<BambutiState> {
  for (let g = 0; g < games; g++) {
    const seed = deriveSeed(4711, g);
    const random = makeRng(seed);
    let s = bambuti.deal({ startSeat: (g % 2) as Seat }, seed);
    while (!bambuti.isOver(s)) {
      yield s;
      const seat = bambuti.toAct(s)!;
      const legal = bambuti.legalMoves(s);
      s = bambuti.play(s, seat === 0 ? heuristicBot(bambuti.view(s, seat), random) : legal[randomInt(random, legal.length)]!);
    }
  }
}

const allCards = (s: BambutiState): CardId[] => [...s.nachziehstapel, ...s.hands.flat(), ...s.zuOrdnen.flat(), ...s.auslage.flat(2)];

describe('the determinizer keeps what is public and deals only the unseen cards', () => {
  test('own hand, tops, heights, counts, drums, scores stay; every mask exactly once; the unseen cards really vary (or are known)', () => {
    let varied = 0;
    let checked = 0;
    let exact = 0;
    let open = 0;
    for (const s of positions(8)) {
      const seat = bambuti.toAct(s)!;
      const view = bambuti.view(s, seat);
      const random = makeRng(checked);
      const a = determinize(view, random);
      const b = determinize(view, random);
      for (const d of [a, b]) {
        expect([...allCards(d)].sort()).toEqual([...MASK_IDS].sort());
        expect(d.trommeln).toEqual(s.trommeln);
        expect(d.punkte).toEqual(s.punkte);
        expect(d.wertungen).toEqual(s.wertungen);
        expect(d.anzeiger).toEqual(s.anzeiger);
        expect(d.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
        expect(d.nachziehstapel.length).toBe(s.nachziehstapel.length);
        expect(d.auslage.map((row) => row.map((st) => st.length))).toEqual(s.auslage.map((row) => row.map((st) => st.length)));
        if (s.phase === 'anordnen') {
          expect(d.zuOrdnen[seat]).toEqual(s.zuOrdnen[seat]);
          // a face-down opponent row is an allowed arrangement of five unseen cards
          const other = 1 - seat;
          if (view.angeordnet[other]) {
            const row = d.auslage[other]!.map((st) => st[0]!);
            expect(allowedArrangements([...row].sort((x, y) => MASK_IDS.indexOf(x) - MASK_IDS.indexOf(y)))).toContainEqual(row);
            for (const c of row) expect(s.zuOrdnen[seat]).not.toContain(c);
          }
        } else {
          expect(d.hands[seat]).toEqual(s.hands[seat]);
          expect(d.auslage.map((row) => row.map((st) => st[st.length - 1]))).toEqual(
            s.auslage.map((row) => row.map((st) => st[st.length - 1])),
          );
        }
      }
      checked++;
      if (s.phase !== 'anordnen' && s.nachziehstapel.length === 0) {
        // Pile empty, every covered card seen: the opponent's hand is all that is left, known exactly.
        for (const d of [a, b]) expect(d.hands[1 - seat]).toEqual(s.hands[1 - seat]);
        exact++;
      } else {
        open++;
        if (JSON.stringify(a.hands[1 - seat]) !== JSON.stringify(b.hands[1 - seat])) varied++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(exact).toBeGreaterThan(20);
    expect(varied).toBeGreaterThan(open * 0.9);
  });

  test('the covered cards both seats saw as tops stay where they lie; the pool is exactly the opponent’s hand and the pile', () => {
    let withCovered = 0;
    let coveredKept = 0;
    for (const s of positions(8)) {
      const seat = bambuti.toAct(s)!;
      const other = 1 - seat;
      const view = bambuti.view(s, seat);
      // What the seat has not seen, from the true state: in a dealt game every covered card was a top once.
      const hidden =
        s.phase === 'anordnen'
          ? [...s.hands.flat(), ...s.nachziehstapel, ...s.zuOrdnen[other]!, ...s.auslage[other]!.flat()]
          : [...s.hands[other]!, ...s.nachziehstapel];
      const pool = unseen(view);
      expect([...pool].sort()).toEqual([...hidden].sort());
      if (s.phase !== 'anordnen') expect(pool).toHaveLength(view.handCounts[other]! + view.nachziehstapel);
      if (s.phase === 'anordnen' || !s.auslage.flat().some((st) => st.length > 1)) continue;
      withCovered++;
      const random = makeRng(withCovered);
      for (let k = 0; k < 3; k++) {
        const d = determinize(view, random);
        // every stack exactly as it lies: the covered cards in order, the top on them
        expect(d.auslage).toEqual(s.auslage);
        expect([...d.hands[other]!, ...d.nachziehstapel].sort()).toEqual([...hidden].sort());
      }
      coveredKept += s.auslage.flat().reduce((n, st) => n + st.length - 1, 0);
    }
    expect(withCovered).toBeGreaterThan(300);
    expect(coveredKept).toBeGreaterThan(withCovered * 8);
  });

  test('after a layout: its never-seen covered cards are dealt from the pool, the cards covered since stay', () => {
    let checked = 0;
    let bottomsVaried = 0;
    let g = 0;
    for (const p of positions(6)) {
      if (p.phase !== 'legen' || g++ % 7 !== 0) continue;
      // The same position as a layout of the tops alone: every covered card is now one never face up.
      let s = bambuti.fromLayout({
        options: p.options,
        toAct: p.toAct,
        auslage: p.auslage.map((row) => row.map((st) => st[st.length - 1]!)),
        hands: p.hands,
        nachziehstapelAnzahl: p.nachziehstapel.length,
        trommeln: p.trommeln,
        wertungen: p.wertungen,
      });
      const neverSeen = s.auslage.map((row) => row.map((st) => st.length - 1));
      const random = makeRng(deriveSeed(99, g));
      for (let n = 0; n < 8 && !bambuti.isOver(s); n++) {
        const seat = bambuti.toAct(s)!;
        const other = 1 - seat;
        const view = bambuti.view(s, seat);
        const bottoms = (t: BambutiState) => t.auslage.flatMap((row, r) => row.flatMap((st, j) => st.slice(0, neverSeen[r]![j]!)));
        const hidden = [...s.hands[other]!, ...s.nachziehstapel, ...bottoms(s)];
        const pool = unseen(view);
        expect([...pool].sort()).toEqual([...hidden].sort());
        expect(pool).toHaveLength(view.handCounts[other]! + view.nachziehstapel + neverSeen.flat().reduce((a, x) => a + x, 0));
        const d = determinize(view, random);
        expect(sameData(bambuti.view(d, seat), view)).toBe(true);
        expect([...d.hands[other]!, ...d.nachziehstapel, ...bottoms(d)].sort()).toEqual([...hidden].sort());
        // above the never-seen bottom: the cards covered since the layout, then the top, as they lie
        d.auslage.forEach((row, r) =>
          row.forEach((st, j) => expect(st.slice(neverSeen[r]![j]!)).toEqual(s.auslage[r]![j]!.slice(neverSeen[r]![j]!))),
        );
        if (JSON.stringify(bottoms(d)) !== JSON.stringify(bottoms(s))) bottomsVaried++;
        checked++;
        const legal = bambuti.legalMoves(s);
        s = bambuti.play(s, legal[randomInt(random, legal.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(bottomsVaried).toBeGreaterThan(checked * 0.9);
  });

  test('while arranging, the own hand is not known either: it is dealt from the unseen cards', () => {
    const s = bambuti.deal({ startSeat: 1 }, 77);
    const view = bambuti.view(s, 0);
    const hands = new Set<string>();
    for (let k = 0; k < 20; k++) hands.add(determinize(view, makeRng(k)).hands[0]!.join());
    expect(hands.size).toBeGreaterThan(15);
  });
});

describe('rewards', () => {
  test('a win beats any loss, a draw lies between, the two seats add up to 1', () => {
    const end = (p0: number, p1: number): BambutiState => ({ ...bambuti.deal({ startSeat: 0 }, 1), phase: 'spielende', punkte: [p0, p1] });
    const r = (p0: number, p1: number) => rewards(end(p0, p1), makeRng(1));
    expect(r(41, 40)[0]).toBeGreaterThan(r(40, 41)[0]!);
    expect(r(41, 40)[0]).toBeGreaterThan(r(40, 80)[0]!);
    expect(r(41, 40)[0]).toBeGreaterThan(0.5);
    expect(r(40, 41)[0]).toBeLessThan(0.5);
    expect(r(40, 40)[0]).toBeCloseTo(0.5);
    expect(r(60, 20)[0]).toBeGreaterThan(r(41, 40)[0]!);
    for (const [a, b] of [
      [41, 40],
      [10, 70],
      [33, 33],
    ]) {
      const x = r(a!, b!);
      expect(x[0]! + x[1]!).toBeCloseTo(1);
      expect(x[0]).toBeGreaterThanOrEqual(0);
      expect(x[0]).toBeLessThanOrEqual(1);
    }
  });

  test('the tree keeps the best placements of the heuristic (6 for the searcher, 1 for the opponent; ties: the earlier), in the order of the engine', () => {
    let checked = 0;
    for (const s of positions(12)) {
      if (s.phase !== 'legen') continue;
      const legal = bambuti.legalMoves(s);
      for (const searcher of [0, 1] as Seat[]) {
        const width = s.toAct === searcher ? 6 : 1;
        // the reference: pick the best remaining one `width` times (the first of equal ones)
        const scores = [...placementScores(s, legal).subarray(0, legal.length)];
        const kept = new Set<number>();
        for (let k = 0; k < Math.min(width, legal.length); k++) {
          let best = -1;
          for (let i = 0; i < legal.length; i++) if (!kept.has(i) && (best < 0 || scores[i]! > scores[best]!)) best = i;
          kept.add(best);
        }
        const expected = legal.filter((_, i) => kept.has(i));
        expect(treeMoves(s, searcher)).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  test('the fast rollout plays by the rules: its moves replayed in the engine give its final score', () => {
    let checked = 0;
    let k = 0;
    for (const s of positions(12)) {
      if (s.phase === 'anordnen' || k++ % 3 !== 0) continue;
      const trace: BambutiMove[] = [];
      const d = rollout(s, makeRng(k), trace);
      let t = s;
      for (const move of trace) {
        expect(bambuti.check(t, move).ok, JSON.stringify(move)).toBe(true);
        t = bambuti.play(t, move);
      }
      expect(bambuti.isOver(t)).toBe(true);
      expect(t.punkte[0]! - t.punkte[1]!).toBe(d);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

// ---------------------------------------------------------------------------------------------
// Crafted decisions

const A: Seat = 0;
const B: Seat = 1;

describe('crafted decisions', () => {
  test('the last turn: a symmetric row gives one more Wertung, and only that wins the game', () => {
    // Seat 0's colours rot, gelb, blau, gelb, weiß; Rot 3 on column 5 makes them symmetric.
    const s = bambuti.fromLayout({
      toAct: A,
      auslage: [
        ['M-rot-2', 'M-gelb-5', 'M-blau-9', 'M-gelb-6', 'M-weiss-4'],
        ['M-gruen-1', 'M-rot-8', 'M-weiss-10', 'M-blau-3', 'M-gruen-2'],
      ],
      hands: [
        ['M-rot-3', 'M-gruen-3', 'M-gruen-4', 'M-blau-1', 'M-blau-2'],
        ['M-gelb-1', 'M-gelb-2', 'M-weiss-1', 'M-weiss-2'],
      ],
      nachziehstapelAnzahl: 0,
      trommeln: [0, 0],
      wertungen: [{ nr: 1, ausloeser: 'trommel', seat: B, anzeiger: markers('B8 B4 - - -') }],
    });
    const winning: BambutiMove = { type: 'legen', seat: A, karte: 'M-rot-3', reihe: A, spalte: 5 };
    // Only this move wins (the test position means what it says).
    for (const move of bambuti.legalMoves(s)) {
      const end = bambuti.play(s, move);
      expect(bambuti.isOver(end)).toBe(true);
      const won = end.punkte[A]! > end.punkte[B]!;
      expect(won, JSON.stringify(move)).toBe(JSON.stringify(move) === JSON.stringify(winning));
    }
    const result = searchMove(bambutiSearch, bambuti.view(s, A), makeRng(5), { iterations: BAMBUTI_PROFI_ITERATIONS });
    expect(result.move).toEqual(winning);
    // a win: more than ½, every other placement at most a draw
    expect(result.candidates[0]!.score).toBeGreaterThan(0.5);
    for (const c of result.candidates.slice(1)) expect(c.score).toBeLessThanOrEqual(0.5);
  });

  test('the last drum decision: drumming turns a loss into a win', () => {
    const s = bambuti.fromLayout({
      phase: 'trommeln',
      toAct: A,
      auslage: [
        ['M-rot-2', 'M-gelb-5', 'M-blau-9', 'M-gelb-6', 'M-weiss-4'],
        ['M-gruen-1', 'M-rot-8', 'M-weiss-10', 'M-blau-3', 'M-gruen-2'],
      ],
      hands: [
        ['M-rot-3', 'M-gruen-3', 'M-gruen-4', 'M-blau-1'],
        ['M-gelb-1', 'M-gelb-2', 'M-weiss-1', 'M-weiss-2'],
      ],
      nachziehstapelAnzahl: 0,
      trommeln: [1, 0],
      wertungen: [{ nr: 1, ausloeser: 'trommel', seat: B, anzeiger: markers('B8 B7 - - -') }],
    });
    // Seat 0's markers: 2 (column 2) + 8 (column 3); behind by 15, only a drum Wertung wins.
    const drum = bambuti.play(s, { type: 'trommeln', seat: A });
    const pass = bambuti.play(s, { type: 'weiter', seat: A });
    expect(bambuti.isOver(drum) && bambuti.isOver(pass)).toBe(true);
    expect(drum.punkte[A]! > drum.punkte[B]!).toBe(true);
    expect(pass.punkte[A]! > pass.punkte[B]!).toBe(false);
    const result = searchMove(bambutiSearch, bambuti.view(s, A), makeRng(9), { iterations: 200 });
    expect(result.move).toEqual({ type: 'trommeln', seat: A });
  });
});

describe('links with the Profi level', () => {
  test('„Profi“ is appended: the old levels keep their index, a Profi link round-trips', () => {
    expect(bambutiKit.levels.map((l) => l.id)).toEqual(['anfaenger', 'fortgeschritten', 'profi']);
    expect(bambutiKit.profi?.level).toBe('profi');
    const start = bambuti.deal({ startSeat: 1 }, 12345);
    const first = bambuti.legalMoves(start)[0]!;
    const moves: BambutiMove[] = [first, bambuti.legalMoves(bambuti.play(start, first)).at(-1)!];
    for (const level of ['anfaenger', 'fortgeschritten', 'profi']) {
      const partie = { options: { startSeat: 1 }, level, seed: 12345, moves };
      const code = makePartieCode(bambutiKit, partie);
      expect(parsePartieCode(bambutiKit, code)).toEqual({ ok: true, value: partie });
    }
    expect(makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'fortgeschritten', seed: 9, moves: [] })).toContain('.19.');
    expect(makePartieCode(bambutiKit, { options: { startSeat: 0 }, level: 'profi', seed: 9, moves: [] })).toContain('.29.');
  });
});
