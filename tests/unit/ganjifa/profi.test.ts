/**
 * Ganjifa „Profi“: the shared Profi contract (determinizer, view only, legality, replay) plus what
 * is special to Ganjifa — the determinizer respects every public fact (own hand, cards out, the
 * table, hand counts, blank suits), the fast playout heuristic is the „Fortgeschritten“ bot, the
 * search finds clear moves, and the new level travels in links without changing the old codes.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { sameData } from '../../../src/games/core/data';
import { searchMove } from '../../../src/games/core/ismcts';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { heuristicBot } from '../../../src/games/ganjifa/bots';
import { cardIndex, suitOf } from '../../../src/games/ganjifa/cards';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import {
  GANJIFA_TUNING,
  deals,
  determinize,
  ganjifaSearch,
  heuristicMove,
  makeGanjifaSearch,
  misfits,
  replayOf,
} from '../../../src/games/ganjifa/profi';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import type { GanjifaState } from '../../../src/games/ganjifa/types';
import { profiContractTests } from '../../helpers/profiContract';

profiContractTests({
  rules: ganjifa,
  // the real search with a shorter inference chain (it replays the history for every step, and
  // the contract decides thousands of times)
  search: makeGanjifaSearch({ inferBurn: 8, inferThin: 1 }),
  options: () => ({}),
  legalityDecisions: 2500,
  legalityIterations: 12,
  swapIterations: 60,
  swapPositions: 150,
});

/** Positions from seeded games: the heuristic with some random moves (so voids and Dukals occur). */
function* positions(salt: number): Generator<GanjifaState> {
  for (let g = 0; ; g++) {
    const seed = deriveSeed(salt, g);
    const random = makeRng(seed);
    let s = ganjifa.deal({}, seed);
    while (!ganjifa.isOver(s)) {
      yield s;
      const legal = ganjifa.legalMoves(s);
      s = ganjifa.play(s, random() < 0.3 ? legal[randomInt(random, legal.length)]! : heuristicMove(s, legal));
    }
  }
}

describe('Ganjifa Profi: the determinizer', () => {
  test('keeps the own hand, the table and the counts; deals only unseen cards, never into a known blank suit', () => {
    let n = 0;
    let withVoids = 0;
    const problems: string[] = [];
    for (const state of positions(5)) {
      if (n++ >= 800) break;
      if (state.phase === 'CHOOSE_PERIOD') continue;
      const seat = ganjifa.toAct(state)!;
      const view = ganjifa.view(state, seat);
      const sample = determinize(view, makeRng(n));
      const where = `position ${n}`;
      // the seat's own hand and the public zones are untouched
      if (!sameData(sample.hands[seat], state.hands[seat])) problems.push(`${where}: own hand`);
      if (!sameData([sample.trick, sample.dukal, sample.discards], [state.trick, state.dukal, state.discards]))
        problems.push(`${where}: table`);
      if (
        !sameData(
          sample.hands.map((h) => h.length),
          state.hands.map((h) => h.length),
        )
      )
        problems.push(`${where}: hand counts`);
      if (
        !sameData(
          sample.captured.map((p) => p.length),
          state.captured.map((p) => p.length),
        )
      )
        problems.push(`${where}: scores`);
      // the other hands hold exactly the cards the seat cannot see
      const hidden = (s: GanjifaState) =>
        s.hands
          .filter((_, p) => p !== seat)
          .flat()
          .map(cardIndex)
          .sort((a, b) => a - b);
      if (!sameData(hidden(sample), hidden(state))) problems.push(`${where}: hidden cards`);
      // a known blank suit stays blank
      for (let p = 0; p < 3; p++) {
        for (const c of sample.hands[p]!) if (view.voids[p]!.includes(suitOf(c))) problems.push(`${where}: ${c} to seat ${p}, blank in it`);
        if (p !== seat && view.voids[p]!.length > 0) withVoids++;
      }
    }
    expect(problems).toEqual([]);
    expect(withVoids).toBeGreaterThan(100);
  });

  test('cards of a suit one opponent showed blank in all go to the other one; the rest varies', () => {
    // Day, trick 13: seat 0 leads; seat 1 is known blank in Matsya and Kurma (the other 108 cards are out).
    const hands = [
      ['BUD-R', 'BUD-M', 'KAL-R', 'PAR-1'],
      ['VAR-1', 'VAR-2', 'NAR-R', 'NAR-M'],
      ['MAT-2', 'KUR-2', 'VAR-3', 'NAR-1'],
    ];
    const state = ganjifa.fromLayout({
      hands,
      period: 'day',
      leader: 0,
      voids: [[], ['MAT', 'KUR'], []],
    });
    const view = ganjifa.view(state, 0);
    const random = makeRng(3);
    const seen1 = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const s = determinize(view, random);
      expect(s.hands[0]).toEqual(state.hands[0]);
      expect(s.hands[2]).toEqual(expect.arrayContaining(['MAT-2', 'KUR-2']));
      expect(s.hands[1]).toHaveLength(4);
      for (const c of s.hands[1]!) seen1.add(c);
    }
    // seat 1 got every card it could hold (6 candidates), never a Matsya or Kurma
    expect([...seen1].sort()).toEqual(['NAR-1', 'NAR-M', 'NAR-R', 'VAR-1', 'VAR-2', 'VAR-3']);
  });

  test('before Tag/Nacht nothing is dealt, and the sample waits for the same choice', () => {
    const state = ganjifa.deal({}, 42);
    const view = ganjifa.view(state, 0);
    const s = determinize(view, makeRng(1));
    expect(s.hands).toEqual([[], [], []]);
    expect(s.deck).toHaveLength(120);
    expect(ganjifa.legalMoves(s)).toEqual(view.legal);
  });
});

describe('Ganjifa Profi: inference from the public history', () => {
  /** Holders of the other seats' cards in `s` (−1 for every other card). */
  const holders = (s: GanjifaState, seat: number) => {
    const holder = new Int8Array(120).fill(-1);
    for (let p = 0; p < 3; p++) if (p !== seat) for (const c of s.hands[p]!) holder[cardIndex(c)] = p;
    return holder;
  };

  test('against the heuristic the true deal fits the history exactly; the chain’s deals fit far better than plain ones', () => {
    let n = 0;
    let plain = 0;
    let chain = 0;
    const t = { ...GANJIFA_TUNING, infer: 0.05 };
    for (let g = 0; g < 6; g++) {
      const seed = deriveSeed(404, g);
      let s = ganjifa.deal({}, seed);
      for (let step = 0; !ganjifa.isOver(s); step++) {
        const legal = ganjifa.legalMoves(s);
        if (step % 11 === 5 && legal.length > 1) {
          const view = ganjifa.view(s, s.toAct);
          const r = replayOf(view);
          if (r) {
            n++;
            expect(misfits(view, r, holders(s, s.toAct), Infinity)).toBe(0);
            plain += misfits(view, r, holders(determinize(view, makeRng(step)), s.toAct), Infinity);
            const pool = deals(view, makeRng(step), 10, t);
            for (const d of pool) {
              expect(sameData(ganjifa.view(d, s.toAct), view)).toBe(true);
              chain += misfits(view, r, holders(d, s.toAct), Infinity) / pool.length;
            }
          }
        }
        s = ganjifa.play(s, heuristicMove(s, legal));
      }
    }
    expect(n).toBeGreaterThan(30);
    expect(chain).toBeLessThan(plain / 3);
  });

  test('without a history back to the deal (a layout) there is nothing to replay', () => {
    const state = ganjifa.fromLayout({ hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], period: 'day', leader: 0 });
    expect(replayOf(ganjifa.view(state, 0))).toBeNull();
  });
});

describe('Ganjifa Profi: playouts and decisions', () => {
  test('the playout policy is the „Fortgeschritten“ bot, move for move', () => {
    let n = 0;
    for (const state of positions(17)) {
      if (n++ >= 4000) break;
      const seat = ganjifa.toAct(state)!;
      const view = ganjifa.view(state, seat);
      expect(heuristicMove(state, view.legal)).toEqual(heuristicBot(view, makeRng(n)));
    }
  });

  test('last in the trick, it wins with the card that wins (and keeps the lead for the last trick)', () => {
    // Day. Seat 1 led Narasimha 5, seat 2 followed with Narasimha 3; seat 0 holds Narasimha 1 (the
    // best number of a first-five suit: it wins) and Narasimha 10 (loses).
    const hands = [['NAR-1', 'NAR-10'], ['KAL-2'], ['KAL-3']];
    const trick = [
      { seat: 1, card: 'NAR-5' },
      { seat: 2, card: 'NAR-3' },
    ];
    const state = ganjifa.fromLayout({
      hands,
      period: 'day',
      captured: [36, 39, 39],
      leader: 1,
      trick,
    });
    const view = ganjifa.view(state, 0);
    expect(view.legal).toHaveLength(2);
    const { move } = searchMove(ganjifaSearch, view, makeRng(9), {
      iterations: 200,
    });
    expect(move).toEqual({ type: 'PLAY', seat: 0, card: 'NAR-1' });
  });

  test('it leads a Dukal-Sequenz (15 cards at once) instead of single cards the others can trump', () => {
    // Day. Seat 0 holds exactly a Vamana Dukal; the others are blank in Vamana and hold trumps.
    const hands = [
      ['VAM-R', 'VAM-M', 'VAM-3', 'VAM-4', 'VAM-5'],
      ['RAM-1', 'RAM-2', 'MAT-1', 'MAT-2', 'MAT-3'],
      ['RAM-3', 'RAM-4', 'KUR-1', 'KUR-2', 'KUR-3'],
    ];
    const state = ganjifa.fromLayout({
      hands,
      period: 'day',
      leader: 0,
      voids: [[], ['VAM'], ['VAM']],
    });
    const view = ganjifa.view(state, 0);
    expect(view.legal.some((m) => m.type === 'LEAD_DUKAL')).toBe(true);
    const { move } = searchMove(ganjifaSearch, view, makeRng(4), {
      iterations: 300,
    });
    expect(move.type).toBe('LEAD_DUKAL');
  });

  test('Tag/Nacht is a searched decision like any other (a legal choice, reproducible)', () => {
    const view = ganjifa.view(ganjifa.deal({}, 8), 0);
    const a = searchMove(ganjifaSearch, view, makeRng(2), { iterations: 50 });
    const b = searchMove(ganjifaSearch, view, makeRng(2), { iterations: 50 });
    expect(view.legal.some((m) => sameData(m, a.move))).toBe(true);
    expect(b).toEqual(a);
  });
});

describe('Ganjifa Profi: the level in links', () => {
  test('„Profi“ is appended, so the old levels keep their index', () => {
    expect(ganjifaKit.levels.map((l) => l.id)).toEqual(['anfaenger', 'fortgeschritten', 'profi']);
    expect(ganjifaKit.profi?.level).toBe('profi');
  });

  test('a link with the Profi level round-trips; the old levels’ codes are unchanged', () => {
    const moves = [ganjifa.legalMoves(ganjifa.deal({}, 77))[1]!];
    const profi = { options: {}, level: 'profi', seed: 77, moves };
    const code = makePartieCode(ganjifaKit, profi);
    expect(parsePartieCode(ganjifaKit, code)).toEqual({
      ok: true,
      value: profi,
    });
    const old = makePartieCode(ganjifaKit, {
      ...profi,
      level: 'fortgeschritten',
    });
    const older = makePartieCode(ganjifaKit, { ...profi, level: 'anfaenger' });
    // only the level digit differs: 0, 1, then 2 for Profi
    expect(older.replace('.0', '.2')).toBe(code);
    expect(old.replace('.1', '.2')).toBe(code);
  });
});
