/**
 * Durak „Profi“ (src/games/durak/profi.ts): the ISMCTS contract of every game, then what is
 * Durak's own — the determinizer keeps every card where the view puts it (own hand, table,
 * Ablagestapel, cards known to be in a hand, the face-up trump card at the bottom of the talon),
 * counts, crafted endgames the search must win where the heuristic does not, and the link code of
 * the new level.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { searchMove } from '../../../src/games/core/ismcts';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import type { CardId, Seat } from '../../../src/games/core/types';
import { heuristicBot, randomBot } from '../../../src/games/durak/bots';
import { CARD_IDS, rankBit } from '../../../src/games/durak/cards';
import { assertDurakInvariants } from '../../../src/games/durak/invariants';
import { durakKit } from '../../../src/games/durak/kit';
import { DURAK_PROFI_ITERATIONS, durakProfiBot, durakSearch, moveKey, playoutMove } from '../../../src/games/durak/profi';
import { durak } from '../../../src/games/durak/rules';
import type { DurakMove, DurakState, Suit } from '../../../src/games/durak/types';
import { profiContractTests } from '../../helpers/profiContract';
import { decisionsOf } from '../../helpers/botContract';

/** The search context for calling `rewards` directly (seat 0 searching, a fixed generator). */
const SEARCH = { seat: 0, random: makeRng(1) };

profiContractTests({
  rules: durak,
  search: durakSearch,
  options: (g) => ({ players: 2 + (g % 3 === 2 ? 1 + (g % 4) : 0), transfer: g % 4 === 1 }),
  legalityDecisions: 3000,
  legalityIterations: 12,
  swapIterations: 60,
  swapPositions: 150,
  heuristic: heuristicBot,
});

/** Every position of a few seeded games between the heuristic and the random bot. */
const gamePositions = (games: number, players: number, transfer: boolean) =>
  Array.from({ length: games }, (_, g) => {
    const seed = deriveSeed(4711 + players, g);
    const bots = Array.from({ length: players }, (_, seat) => ((g + seat) % 2 === 0 ? heuristicBot : randomBot));
    return decisionsOf(durak, durak.deal({ players, transfer }, seed), seed, bots);
  }).flat();

describe('the determinizer keeps what is public', () => {
  test('own hand, table, discard, known cards, the trump card under the talon and all counts', () => {
    let checked = 0;
    let withKnown = 0;
    for (const players of [2, 3, 4]) {
      for (const { view } of gamePositions(6, players, players === 3)) {
        const random = makeRng(checked);
        const s = durakSearch.determinize(view, random);
        checked++;
        expect(s.hands[view.seat]).toEqual(view.hand);
        expect(s.hands.map((h) => h.length)).toEqual(view.handCounts);
        expect(s.talon.length).toBe(view.talonCount);
        if (view.talonCount > 0) expect(s.talon[s.talon.length - 1]).toBe(view.trumpCard);
        expect(s.table).toEqual(view.table);
        expect(s.discard).toEqual(view.discard);
        for (let p = 0; p < players; p++) {
          for (const c of view.known[p]!) expect(s.hands[p], `known ${c} of seat ${p}`).toContain(c);
          if (p !== view.seat && view.known[p]!.length > 0) withKnown++;
        }
        // a deal of all 36 cards, each once
        const all = [
          ...s.hands.flat(),
          ...s.talon,
          ...s.discard,
          ...s.table.flatMap((p) => (p.defence ? [p.attack, p.defence] : [p.attack])),
        ];
        expect(new Set(all).size).toBe(36);
        expect(all.length).toBe(36);
        // hands stay in canonical order, like the engine keeps them
        for (const h of s.hands) expect(h).toEqual(CARD_IDS.filter((c) => h.includes(c)));
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(withKnown).toBeGreaterThan(50);
  });

  test('the hidden cards really are spread over hands and talon (not always the same deal)', () => {
    const state = durak.deal({ players: 2, transfer: false }, 99);
    const view = durak.view(state, durak.toAct(state)!);
    const other = 1 - view.seat;
    const seen = new Set<CardId>();
    for (let k = 0; k < 200; k++) for (const c of durakSearch.determinize(view, makeRng(k)).hands[other]!) seen.add(c);
    // 36 − own 6 − the trump card = 29 places, minus the cards known to be in the other hand
    const possible = 36 - 6 - 1;
    expect(seen.size).toBe(possible);
    for (const c of view.hand) expect(seen.has(c)).toBe(false);
    expect(seen.has(view.trumpCard!)).toBe(false);
  });

  test('in seeded 3- and 4-player games, every hand keeps the ranks it was seen not to hold (D18 auto-pass)', () => {
    let withPass = 0;
    for (const players of [3, 4]) {
      for (const { view } of gamePositions(6, players, false)) {
        const s = durakSearch.determinize(view, makeRng(withPass));
        for (let p = 0; p < players; p++) {
          const banned = view.noRanks[p]!;
          if (banned === 0 || p === view.seat) continue;
          withPass++;
          for (const c of s.hands[p]!) {
            if (view.known[p]!.includes(c)) continue;
            expect(rankBit(c) & banned, `seat ${p} got ${c}`).toBe(0);
          }
        }
        assertDurakInvariants(s);
      }
    }
    expect(withPass).toBeGreaterThan(100);
  });

  test('a seat passed automatically gets none of the table’s ranks, even when they must go to another hand', () => {
    // Anna (seat 0) attacks with the Pik 7, Bernd beats it with the Pik 8; Anna and Clara hold no
    // 7 or 8, so both are passed automatically. Anna then draws the last cards (two 8s and a 7 among
    // them) and may hold any rank again; Clara, with a full hand, draws nothing.
    let s = durak.fromLayout({
      options: { players: 3, transfer: false },
      hands: [
        ['S7', 'H6', 'C9'],
        ['S8', 'D6', 'D7', 'HA'],
        ['H9', 'H10', 'CJ', 'CQ', 'SK', 'SA'],
      ],
      talon: ['H7', 'H8', 'C8', 'DA'],
      attacker: 0,
    });
    const legal = (seat: number, card: CardId) => durak.legalMoves(s).find((m) => m.seat === seat && 'card' in m && m.card === card)!;
    s = durak.play(s, legal(0, 'S7'));
    s = durak.play(s, legal(1, 'S8'));
    const passed = durak.events(s).filter((e) => e.type === 'Passed');
    expect(passed).toEqual([
      { type: 'Passed', seat: 0, auto: true },
      { type: 'Passed', seat: 2, auto: true },
    ]);
    const view = durak.view(s, 1);
    expect(view.toAct).toBe(1);
    expect(view.noRanks).toEqual([0, 0, rankBit('S7') | rankBit('S8')]);
    for (const seat of [0, 2]) expect(durak.view(s, seat).noRanks).toEqual(view.noRanks);
    let annaGot78 = 0;
    for (let k = 0; k < 200; k++) {
      const sample = durakSearch.determinize(view, makeRng(k));
      for (const c of sample.hands[2]!) expect(['7', '8'], `Clara got ${c}`).not.toContain(c.slice(1));
      if (sample.hands[0]!.some((c) => c.endsWith('7') || c.endsWith('8'))) annaGot78++;
      assertDurakInvariants(sample);
    }
    expect(annaGot78).toBe(200);
  });

  test('a card the opponent picked up stays in its hand in every sample', () => {
    for (const { view } of gamePositions(10, 2, false)) {
      const other = 1 - view.seat;
      if (view.known[other]!.length === 0) continue;
      for (let k = 0; k < 5; k++) {
        const s = durakSearch.determinize(view, makeRng(k));
        for (const c of view.known[other]!) expect(s.hands[other]).toContain(c);
        for (const c of view.known[other]!) expect(s.talon).not.toContain(c);
      }
    }
  });
});

describe('the search finds what the heuristic misses', () => {
  /** Two-player endgames (empty talon) where exactly one opening wins; found by exhaustive search. */
  const cases: { hands: CardId[][]; trumpSuit: Suit; win: CardId; heuristic: CardId }[] = [
    {
      hands: [
        ['SQ', 'SA', 'HJ', 'DA'],
        ['S8', 'SK', 'H6', 'D8', 'DJ'],
      ],
      trumpSuit: 'D',
      win: 'SQ',
      heuristic: 'HJ',
    },
    {
      hands: [
        ['CJ', 'HQ', 'DQ'],
        ['C9', 'S6', 'H6', 'H8', 'HA'],
      ],
      trumpSuit: 'S',
      win: 'CJ',
      heuristic: 'DQ',
    },
    {
      hands: [
        ['C7', 'SA', 'H6', 'DQ', 'DA'],
        ['CJ', 'S6', 'H10', 'HJ', 'HQ'],
      ],
      trumpSuit: 'S',
      win: 'DQ',
      heuristic: 'H6',
    },
    {
      hands: [
        ['C6', 'C10', 'D10', 'DA'],
        ['CK', 'S8', 'D6', 'D8'],
      ],
      trumpSuit: 'S',
      win: 'D10',
      heuristic: 'C6',
    },
  ];
  test.each(cases)('$hands: only $win wins', ({ hands, trumpSuit, win, heuristic }) => {
    const state = durak.fromLayout({ options: { players: 2, transfer: false }, hands, talon: [], trumpSuit, attacker: 0 });
    const view = durak.view(state, 0);
    const h = heuristicBot(view, makeRng(1));
    expect(h.type === 'ATTACK' && h.card).toBe(heuristic);
    for (let seed = 1; seed <= 3; seed++) {
      const m = durakProfiBot(view, makeRng(seed));
      expect(m.type === 'ATTACK' && m.card).toBe(win);
    }
    // „Warum?“: the chosen card's score is the share of won playouts, in [0, 1]
    const r = searchMove(durakSearch, view, makeRng(5), { iterations: DURAK_PROFI_ITERATIONS });
    expect(r.candidates[0]!.score).toBeGreaterThan(0.5);
    expect(r.candidates.every((c) => c.score >= 0 && c.score <= 1)).toBe(true);
  });

  test('a defender who can beat with its last card does, and wins', () => {
    const state = durak.fromLayout({
      options: { players: 2, transfer: false },
      hands: [['HA'], ['S7', 'C8', 'D9']],
      talon: [],
      trumpSuit: 'H',
      table: [{ attack: 'S6', defence: null }],
      phase: 'DEFEND',
      attacker: 1,
      discard: CARD_IDS.filter((c) => !['HA', 'S7', 'C8', 'D9', 'S6'].includes(c)),
    });
    const view = durak.view(state, 0);
    expect(durakProfiBot(view, makeRng(3))).toEqual({ type: 'DEFEND', seat: 0, attackCard: 'S6', card: 'HA' });
  });
});

describe('the playout policy', () => {
  test('without randomness it chooses exactly what the heuristic bot chooses from the view', () => {
    let n = 0;
    for (const players of [2, 3, 4]) {
      for (const transfer of [false, true]) {
        for (const { state, view } of gamePositions(5, players, transfer)) {
          expect(playoutMove(state, view.legal, makeRng(1), 0)).toEqual(heuristicBot(view, makeRng(1)));
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(1000);
  });

  test('with randomness it stays legal', () => {
    for (const { state, view } of gamePositions(3, 2, true)) {
      const m = playoutMove(state, view.legal, makeRng(view.legal.length), 0.5);
      expect(view.legal).toContainEqual(m);
    }
  });
});

describe('rewards', () => {
  const layout = (durakSeat: Seat | null) => {
    // a finished 2-player game: seat 1 kept a card (Durak) or both are out (Unentschieden)
    const state = durak.fromLayout({
      options: { players: 2, transfer: false },
      hands: [['HA'], durakSeat === null ? ['S7'] : ['S7', 'S8']],
      talon: [],
      trumpSuit: 'H',
      table: [{ attack: 'S6', defence: null }],
      phase: 'DEFEND',
      attacker: 1,
      discard: CARD_IDS.filter((c) => !['HA', 'S7', 'S8', 'S6'].includes(c)),
    });
    return state;
  };
  test('the searching seat counts an Unentschieden as not losing, the opponent as half', () => {
    const s = durakSearch.determinize(durak.view(layout(1), 0), makeRng(1));
    const won = durak.play(s, { type: 'DEFEND', seat: 0, attackCard: 'S6', card: 'HA' });
    expect(won.durak).toBe(1);
    expect(durakSearch.rewards(won, SEARCH)).toEqual([1, 0]);
    const over = (d: Seat | null): DurakState => ({ ...won, durak: d });
    expect(durakSearch.rewards(over(0), SEARCH)).toEqual([0, 1]);
    expect(durakSearch.rewards(over(null), SEARCH)).toEqual([1, 0.5]);
    // seen from seat 1, the same ends
    const t = durakSearch.determinize(durak.view(durak.play(layout(1), { type: 'TAKE', seat: 0 }), 1), makeRng(1));
    expect(durakSearch.rewards({ ...t, phase: 'GAME_OVER', durak: null }, SEARCH)).toEqual([0.5, 1]);
    expect(durakSearch.rewards({ ...t, phase: 'GAME_OVER', durak: 1 }, SEARCH)).toEqual([1, 0]);
  });

  test('with three players a sample ends once the searching seat has finished', () => {
    let cut = 0;
    for (const { seat, view } of gamePositions(6, 3, false)) {
      const s = durakSearch.determinize(view, makeRng(seat));
      expect(durakSearch.isTerminal!(s)).toBe(false);
      let x = s;
      for (let i = 0; i < 400 && !durakSearch.isTerminal!(x); i++)
        x = durak.play(x, heuristicBot(durak.view(x, durak.toAct(x)!), makeRng(i)));
      if (!durak.isOver(x)) {
        cut++;
        expect(x.active[seat]).toBe(false);
        const r = durakSearch.rewards(x, SEARCH);
        expect(r[seat]).toBe(1);
        for (const p of r) expect(p).toBeGreaterThan(0);
      }
    }
    expect(cut).toBeGreaterThan(10);
  });
});

describe('move keys', () => {
  test('distinct legal moves have distinct keys', () => {
    for (const { view } of gamePositions(4, 3, true)) {
      const keys = view.legal.map(moveKey);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('the Profi level in links', () => {
  test('is appended as the third level and round-trips; the old levels keep their digits', () => {
    expect(durakKit.levels.map((l) => l.id)).toEqual(['anfaenger', 'fortgeschritten', 'profi']);
    expect(durakKit.profi?.level).toBe('profi');
    const options = { players: 2, transfer: false };
    const moves: DurakMove[] = [];
    let state = durak.deal(options, 1234);
    for (let i = 0; i < 12; i++) {
      const m = durak.legalMoves(state)[0]!;
      moves.push(m);
      state = durak.play(state, m);
    }
    const codes = (['anfaenger', 'fortgeschritten', 'profi'] as const).map((level) =>
      makePartieCode(durakKit, { options, level, seed: 1234, moves }),
    );
    expect(new Set(codes).size).toBe(3);
    for (const [i, level] of (['anfaenger', 'fortgeschritten', 'profi'] as const).entries()) {
      expect(parsePartieCode(durakKit, codes[i]!)).toEqual({ ok: true, value: { options, level, seed: 1234, moves } });
    }
    // the level digit: the index in kit.levels
    expect(codes[0]!.split('.')[1]![0]).toBe('0');
    expect(codes[1]!.split('.')[1]![0]).toBe('1');
    expect(codes[2]!.split('.')[1]![0]).toBe('2');
  });
});
