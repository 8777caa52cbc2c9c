/**
 * The generic ISMCTS search on small games whose best moves are known: Nim (take 1–3 sticks, who
 * takes the last stick wins; the winning move leaves a multiple of four) for two and three
 * players, and a hidden-card game where only the determinizer knows what can be hidden.
 */
import { describe, expect, test } from 'vitest';
import { candidatesText, perView, profiBot, searchMove, startSearch, type SearchGame } from '../../../src/games/core/ismcts';
import { profiSearch } from '../../../src/games/core/profiWorker';
import { makeRng, randomInt } from '../../../src/games/core/rng';

interface NimMove {
  type: 'NEHMEN';
  seat: number;
  n: number;
}
interface NimState {
  pile: number;
  players: number;
  toAct: number;
  winner: number | null;
}
interface NimView {
  seat: number;
  pile: number;
  players: number;
  legal: NimMove[];
}
const nimMoves = (s: NimState): NimMove[] =>
  s.winner !== null ? [] : [1, 2, 3].filter((n) => n <= s.pile).map((n) => ({ type: 'NEHMEN', seat: s.toAct, n }));
const nim: SearchGame<NimState, NimMove, NimView> = {
  rules: {
    legalMoves: nimMoves,
    play: (s, m) => {
      if (!nimMoves(s).some((x) => x.n === m.n && x.seat === m.seat)) throw new Error('illegal');
      const pile = s.pile - m.n;
      return { ...s, pile, toAct: (s.toAct + 1) % s.players, winner: pile === 0 ? m.seat : null };
    },
    isOver: (s) => s.winner !== null,
    toAct: (s) => (s.winner === null ? s.toAct : null),
  },
  determinize: (v) => ({ pile: v.pile, players: v.players, toAct: v.seat, winner: null }),
  rewards: (s) => Array.from({ length: s.players }, (_, seat) => (seat === s.winner ? 1 : 0)),
  key: (m) => String(m.n),
};
const nimView = (pile: number, players = 2, seat = 0): NimView => ({
  seat,
  pile,
  players,
  legal: nimMoves({ pile, players, toAct: seat, winner: null }),
});

describe('ISMCTS on Nim (perfect information)', () => {
  test.each([
    [10, 2],
    [7, 3],
    [5, 1],
    [3, 3],
  ])('from %i sticks it takes %i (the winning move)', (pile, best) => {
    const result = searchMove(nim, nimView(pile), makeRng(pile), { iterations: 3000 });
    expect(result.move.n).toBe(best);
    // the winning move also has the best score, and every visit went to a root move
    expect(result.candidates[0]!.score).toBe(Math.max(...result.candidates.map((c) => c.score)));
    expect(result.candidates.reduce((a, c) => a + c.visits, 0)).toBe(3000);
  });

  test('a lost position still ranks its moves, all of them tried', () => {
    const result = searchMove(nim, nimView(8), makeRng(1), { iterations: 600 });
    expect(result.candidates.map((c) => c.move.n).sort()).toEqual([1, 2, 3]);
    for (const c of result.candidates) expect(c.score).toBeLessThan(0.6);
  });

  test('with three players each seat plays for itself: seat 1 takes the last three sticks', () => {
    const result = searchMove(nim, nimView(3, 3, 1), makeRng(5), { iterations: 500 });
    expect(result.move).toEqual({ type: 'NEHMEN', seat: 1, n: 3 });
  });

  test('a game may set its own exploration constant: a large one spreads the visits evenly', () => {
    const focused = searchMove(nim, nimView(10), makeRng(9), { iterations: 1200 });
    const spread = searchMove({ ...nim, exploration: 100 }, nimView(10), makeRng(9), { iterations: 1200 });
    expect(focused.candidates[0]!.visits).toBeGreaterThan(600);
    for (const c of spread.candidates) expect(c.visits).toBeGreaterThan(300);
    // the search's own option still wins over the game's
    expect(searchMove({ ...nim, exploration: 100 }, nimView(10), makeRng(9), { iterations: 1200, exploration: 0.7 })).toEqual(focused);
  });

  test('a forced move is answered without a search', () => {
    const result = searchMove(nim, nimView(1), makeRng(1), { iterations: 1000 });
    expect(result).toEqual({
      move: { type: 'NEHMEN', seat: 0, n: 1 },
      candidates: [{ move: { type: 'NEHMEN', seat: 0, n: 1 }, visits: 0, score: Number.NaN }],
      iterations: 0,
    });
  });

  test('same view, seed and iterations: the same answer; the bot and the worker search agree', () => {
    const a = searchMove(nim, nimView(23), makeRng(42), { iterations: 400 });
    const b = searchMove(nim, nimView(23), makeRng(42), { iterations: 400 });
    expect(b).toEqual(a);
    expect(profiSearch(nim, 400)(nimView(23), 42)).toEqual(a);
    expect(profiBot(nim, 400)(nimView(23), makeRng(42))).toEqual(a.move);
    // another seed may search differently, but stays legal
    const c = searchMove(nim, nimView(23), makeRng(43), { iterations: 400 });
    expect([1, 2, 3]).toContain(c.move.n);
  });

  test('a seat that is not to act cannot search', () => {
    expect(() => searchMove(nim, { ...nimView(5), legal: [] }, makeRng(1), { iterations: 10 })).toThrow(/nicht am Zug/);
  });
});

describe('ISMCTS with hidden information', () => {
  // „Raten“: the opponent holds one hidden card 1–4; seat 0 guesses it (GUESS n) or passes (PASS,
  // reward 0.3). A right guess wins (1), a wrong one loses (0). The view tells which cards the
  // opponent cannot hold; only the determinizer turns that into samples.
  interface GMove {
    type: 'GUESS' | 'PASS';
    seat: number;
    n: number;
  }
  interface GState {
    hidden: number;
    excluded: number[];
    result: number | null;
  }
  interface GView {
    seat: number;
    excluded: number[];
    legal: GMove[];
  }
  const moves = (s: GState): GMove[] =>
    s.result !== null ? [] : [{ type: 'PASS', seat: 0, n: 0 }, ...[1, 2, 3, 4].map((n): GMove => ({ type: 'GUESS', seat: 0, n }))];
  const game: SearchGame<GState, GMove, GView> = {
    rules: {
      legalMoves: moves,
      play: (s, m) => ({ ...s, result: m.type === 'PASS' ? 0.3 : m.n === s.hidden ? 1 : 0 }),
      isOver: (s) => s.result !== null,
      toAct: (s) => (s.result === null ? 0 : null),
    },
    determinize: (v, random) => {
      const possible = [1, 2, 3, 4].filter((n) => !v.excluded.includes(n));
      return { hidden: possible[randomInt(random, possible.length)]!, excluded: v.excluded, result: null };
    },
    rewards: (s) => [s.result ?? 0],
  };
  const view = (excluded: number[]): GView => ({ seat: 0, excluded, legal: moves({ hidden: 0, excluded, result: null }) });

  test('with one card left possible it guesses that card; with four it passes (0.3 beats a 25 % guess)', () => {
    expect(searchMove(game, view([1, 2, 4]), makeRng(3), { iterations: 800 }).move).toEqual({ type: 'GUESS', seat: 0, n: 3 });
    expect(searchMove(game, view([]), makeRng(3), { iterations: 3000 }).move.type).toBe('PASS');
  });

  test('a search run in parts answers after each part exactly as a whole search of that many iterations', () => {
    const value = (s: GState) => (s.result === 1 ? 100 : 0);
    for (const seed of [1, 2, 3]) {
      const running = startSearch(game, view([2]), makeRng(seed), { value });
      running.run(37);
      const early = running.result();
      expect(early).toEqual(searchMove(game, view([2]), makeRng(seed), { iterations: 37, value }));
      expect(early.iterations).toBe(37);
      running.run(0);
      running.run(463);
      const late = running.result();
      expect(late).toEqual(searchMove(game, view([2]), makeRng(seed), { iterations: 500, value }));
      // both parts reached the root: 37 + 463 visits
      expect(late.candidates.reduce((a, c) => a + c.visits, 0)).toBe(500);
    }
    const forced = startSearch(nim, nimView(1), makeRng(1), {});
    forced.run(100);
    expect(forced.result()).toEqual(searchMove(nim, nimView(1), makeRng(1), { iterations: 100 }));
  });

  test('„Warum?“ words the top three candidates with how often each won', () => {
    const result = searchMove(game, view([1, 2, 4]), makeRng(3), { iterations: 800 });
    const label = (m: GMove) => (m.type === 'PASS' ? 'Passen' : `${m.n} raten`);
    const text = candidatesText(result.candidates, label);
    expect(text.split(' – ')).toHaveLength(3);
    expect(text.startsWith('3 raten: 100\u00a0%')).toBe(true);
    expect(candidatesText([{ move: { type: 'PASS', seat: 0, n: 0 }, visits: 0, score: Number.NaN }], label)).toBe(
      'Passen: der einzige erlaubte Zug',
    );
  });
});

describe('perView: what the samples of one view share', () => {
  test('is made once per view, and anew for another view (or the first one again)', () => {
    const made: string[] = [];
    const prepare = perView((view: { id: string }) => {
      made.push(view.id);
      return { of: view.id };
    });
    const a = { id: 'a' };
    const b = { id: 'b' };
    const first = prepare(a);
    expect(prepare(a)).toBe(first);
    expect(prepare(b)).toEqual({ of: 'b' });
    expect(prepare(a)).not.toBe(first);
    expect(made).toEqual(['a', 'b', 'a']);
  });
});
