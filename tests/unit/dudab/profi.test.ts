/**
 * Dudab „Profi“ (src/games/dudab/profi.ts): the ISMCTS contract of every game, then what is
 * Dudab's own — the determinizer keeps every card where the view puts it (own hand and
 * Sammelstapel, rows, discard, cards known to be in a hand, the rows another seat took in its
 * Sammelstapel) and every count, the view lists the taken rows (and nothing from a hand) for every
 * seat, the search stops at the end of the round, crafted positions (a row worth taking, the
 * multi-card reduction) where the best move is clear, and the link code of the new level.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, parsePartieCode } from '../../../src/games/core/codec';
import { searchMove } from '../../../src/games/core/ismcts';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import { heuristicBot, randomBot } from '../../../src/games/dudab/bots';
import { CARD_IDS } from '../../../src/games/dudab/cards';
import { assertDudabInvariants } from '../../../src/games/dudab/invariants';
import { dudabKit } from '../../../src/games/dudab/kit';
import { DUDAB_PROFI_ITERATIONS, dudabProfiBot, dudabSearch } from '../../../src/games/dudab/profi';
import { dudab } from '../../../src/games/dudab/rules';
import type { DudabMove, DudabView } from '../../../src/games/dudab/types';
import { profiContractTests } from '../../helpers/profiContract';
import { decisionsOf } from '../../helpers/botContract';
import { dudab as checked, pos } from './helpers';

/** The search context for calling `rewards` directly (seat 0 searching, a fixed generator). */
const SEARCH = { seat: 0, random: makeRng(1) };

profiContractTests({
  rules: dudab,
  search: dudabSearch,
  options: (g) => ({ spieler: 2 + (g % 5), runden: 1 + (g % 2), startSeat: g % 2 }),
  legalityDecisions: 2000,
  legalityIterations: 8,
  swapIterations: 30,
  swapPositions: 120,
  heuristic: heuristicBot,
});

/** Every position of a few seeded games, the heuristic and the random bot taking turns. */
const gamePositions = (games: number, spieler: number) =>
  Array.from({ length: games }, (_, g) => {
    const seed = deriveSeed(4711 + spieler, g);
    const bots = Array.from({ length: spieler }, (_, seat) => ((g + seat) % 2 === 0 ? heuristicBot : randomBot));
    return decisionsOf(dudab, dudab.deal({ spieler, runden: 2, startSeat: g % spieler }, seed), seed, bots);
  }).flat();

describe('the determinizer keeps what is public', () => {
  test('own hand and Sammelstapel, rows, discard, known hand cards and every count', () => {
    let checked = 0;
    let withKnown = 0;
    for (const spieler of [2, 4, 6]) {
      for (const { view } of gamePositions(3, spieler)) {
        if (view.phase === 'rundenende' || view.phase === 'spielende') continue;
        const s = dudabSearch.determinize(view, makeRng(checked));
        checked++;
        expect(s.hands[view.seat]).toEqual(view.hand);
        expect(s.sammelstapel[view.seat]).toEqual(view.sammelstapel[view.seat]);
        expect(s.hands.map((h) => h.length)).toEqual(view.handCounts);
        expect(s.sammelstapel.map((p) => p.length)).toEqual(view.sammelstapelCounts);
        expect(s.nachziehstapel.length).toBe(view.nachziehstapelCount);
        expect(s.reihen).toEqual(view.reihen);
        expect(s.abwurf).toEqual(view.abwurf);
        expect(s.verhext).toEqual(view.verhext);
        for (let p = 0; p < spieler; p++) {
          for (const c of view.known[p]!) expect(s.hands[p], `known ${c} of seat ${p}`).toContain(c);
          if (p !== view.seat && view.known[p]!.length > 0) withKnown++;
        }
        // all 80 cards, each exactly once
        const all = [...s.hands.flat(), ...s.sammelstapel.flat(), ...s.nachziehstapel, ...s.abwurf, ...s.reihen.flatMap((r) => r.karten)];
        expect(all.length).toBe(80);
        expect(new Set(all).size).toBe(80);
        // hands in canonical order, as the engine keeps them
        for (const h of s.hands) expect(h).toEqual(CARD_IDS.filter((c) => h.includes(c)));
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(withKnown).toBeGreaterThan(30);
  });

  test('the rows another seat took stay in its Sammelstapel (from the „6 nimmt“ events the seat saw)', () => {
    let checkedPositions = 0;
    let kept = 0;
    for (const spieler of [2, 3, 4, 5, 6]) {
      // taken[p]: the cards of every row seat p took this round, collected from the events alone
      let taken: string[][] = [];
      for (const { view } of gamePositions(3, spieler)) {
        for (const e of view.events) {
          if (e.type === 'RoundStarted') taken = Array.from({ length: spieler }, () => []);
          if (e.type === 'SechsNimmt') taken[e.seat]!.push(...e.karten);
        }
        expect(view.offenImStapel).toEqual(taken);
        if (view.phase === 'rundenende' || view.phase === 'spielende') continue;
        const s = dudabSearch.determinize(view, makeRng(checkedPositions));
        checkedPositions++;
        assertDudabInvariants(s);
        for (let p = 0; p < spieler; p++) {
          if (p === view.seat) continue;
          for (const c of taken[p]!) expect(s.sammelstapel[p], `taken ${c} of seat ${p}`).toContain(c);
          if (taken[p]!.length > 0) kept++;
        }
      }
    }
    expect(checkedPositions).toBeGreaterThan(1000);
    expect(kept).toBeGreaterThan(1000);
  });

  test('beside the taken rows the rest of a Sammelstapel is still dealt anew', () => {
    const { view } = [...gamePositions(3, 4)].find(
      ({ view }) =>
        view.phase === 'zug' &&
        view.offenImStapel.some((k, p) => p !== view.seat && k.length > 0 && view.sammelstapelCounts[p]! >= k.length + 2),
    )!;
    const p = view.offenImStapel.findIndex((k, q) => q !== view.seat && k.length > 0 && view.sammelstapelCounts[q]! >= k.length + 2);
    const known = view.offenImStapel[p]!;
    const rests = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const pile = dudabSearch.determinize(view, makeRng(k)).sammelstapel[p]!;
      expect(pile).toHaveLength(view.sammelstapelCounts[p]!);
      rests.add(pile.filter((c) => !known.includes(c)).join());
    }
    expect(rests.size).toBeGreaterThan(15);
  });

  test('the hidden cards are really dealt anew (other hands, other Sammelstapel, the pile)', () => {
    const { view } = [...gamePositions(1, 4)][40]!;
    const hands = new Set<string>();
    const piles = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const s = dudabSearch.determinize(view, makeRng(k));
      hands.add(s.hands[(view.seat + 1) % 4]!.join());
      piles.add(s.nachziehstapel.join());
    }
    expect(hands.size).toBeGreaterThan(15);
    expect(piles.size).toBe(20);
  });
});

describe('the rows a seat took: publicly known to be in its Sammelstapel', () => {
  const A = 0;
  const B = 1;
  const full = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'D-6', 'Z-gruen-fell-1', 'Z-rot-hand-2'];
  /** A row taken before the position (given by the layout). */
  const earlier = ['Z-gelb-keule-2', 'Z-gruen-mammut-1', 'D-7', 'Z-rot-fell-2', 'Z-blau-keule-3'];
  /** The cards among `cards` that occur anywhere in the view. */
  const shownIn = (v: DudabView, cards: string[]) => cards.filter((c) => JSON.stringify(v).includes(`"${c}"`));

  test('after „6 nimmt“ every seat’s view lists exactly the five taken cards for the taker; reduzieren „stapel“ adds nothing', () => {
    const s = pos({
      n: 3,
      rows: [full, ['Z-gelb-fell-4']],
      hands: [
        ['Z-blau-keule-3', 'D-2', 'Z-rot-hand-4', 'S-gruen-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    for (let v = 0; v < 3; v++) expect(dudab.view(s, v).offenImStapel).toEqual([[], [], []]);
    const taken = checked.play(s, { type: 'legen', seat: A, karte: 'Z-blau-keule-3', reihe: 0 });
    expect(taken.phase).toBe('reduzieren');
    for (let v = 0; v < 3; v++) {
      const view = dudab.view(taken, v);
      expect(view.offenImStapel).toEqual([full, [], []]);
      expect(view.sammelstapelCounts).toEqual([5, 0, 0]);
      if (v !== A) expect(view.sammelstapel[A]).toBeNull();
    }
    // D-2 goes from the hand into the Sammelstapel face down: the pile grows, the list does not
    const reduced = checked.play(taken, { type: 'reduzieren', seat: A, behalten: ['Z-rot-hand-4', 'S-gruen-1'], ziel: 'stapel' });
    expect(reduced.sammelstapel[A]).toEqual([...full, 'D-2']);
    for (let v = 0; v < 3; v++) {
      const view = dudab.view(reduced, v);
      expect(view.offenImStapel).toEqual([full, [], []]);
      expect(view.sammelstapelCounts).toEqual([6, 0, 0]);
      if (v !== A) expect(shownIn(view, ['D-2'])).toEqual([]);
    }
    // a broken list is caught by the invariants
    expect(() => assertDudabInvariants({ ...reduced, offenImStapel: [full, ['D-2'], []] })).toThrow(/not in Sammelstapel 1/);
    expect(() => assertDudabInvariants({ ...reduced, offenImStapel: [[...full, 'D-6'], [], []] })).toThrow(/twice/);
  });

  test('entsorgen and ziehen with a card for the Sammelstapel stay hidden', () => {
    // B cursed with five cards, the revealed 4 brings the hand to nine: four go to the Sammelstapel
    const s = pos({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'Z-blau-keule-4'],
      ],
      toAct: B,
      verhext: { seat: B, reihe: 0 },
      pile: ['Z-gruen-mammut-4', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-gelb-hand-3', 'Z-blau-fell-1'],
    });
    const nine = checked.play(s, { type: 'strafe', seat: B });
    expect(nine.phase).toBe('entsorgen');
    const dumped = ['Z-rot-fell-1', 'Z-rot-fell-3', 'Z-gelb-hand-1', 'Z-gelb-hand-2'];
    const done = checked.play(nine, { type: 'entsorgen', seat: B, karten: dumped });
    expect(done.sammelstapel[B]).toEqual(dumped);
    for (let v = 0; v < 2; v++) expect(dudab.view(done, v).offenImStapel).toEqual([[], []]);
    expect(shownIn(dudab.view(done, A), dumped)).toEqual([]);

    // a row taken before (given by the layout), then a hand card put into the Sammelstapel when drawing with five
    const hand = ['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4', 'Z-blau-fell-4'];
    const stuck = checked.fromLayout({
      options: { spieler: 2 },
      hands: [hand, ['Z-gelb-hand-1', 'Z-gelb-hand-2']],
      reihen: [{ karten: ['Z-blau-hand-1'] }, { karten: ['Z-gelb-hand-4'] }],
      nachziehstapel: ['Z-blau-mammut-2'],
      sammelstapel: [['Z-rot-keule-1', ...earlier], []],
      offenImStapel: [earlier, []],
    });
    const drawn = checked.play(stuck, { type: 'ziehen', seat: A, inStapel: 'Z-blau-fell-4' });
    expect(drawn.sammelstapel[A]).toEqual(['Z-rot-keule-1', ...earlier, 'Z-blau-fell-4']);
    for (let v = 0; v < 2; v++) expect(dudab.view(drawn, v).offenImStapel).toEqual([earlier, []]);
    expect(shownIn(dudab.view(drawn, B), ['Z-rot-keule-1'])).toEqual([]);
  });

  test('the list lasts to the round end and starts empty with the next round', () => {
    const s = checked.fromLayout({
      options: { spieler: 2, runden: 2 },
      hands: [
        ['Z-blau-keule-1', 'Z-gruen-mammut-4'],
        ['Z-blau-hand-4', 'Z-rot-fell-4'],
      ],
      reihen: [{ karten: ['Z-rot-hand-2'] }, { karten: ['Z-gelb-keule-3'] }],
      nachziehstapel: ['Z-blau-fell-2'],
      rest: 'abwurf',
      sammelstapel: [[], [...earlier, 'Z-rot-keule-1']],
      offenImStapel: [[], earlier],
    });
    const end = checked.play(s, { type: 'ziehen', seat: A });
    expect(end.phase).toBe('rundenende');
    expect(dudab.view(end, A).offenImStapel).toEqual([[], earlier]);
    const next = checked.play(end, { type: 'naechsteRunde', seat: B });
    expect(next.runde).toBe(2);
    for (let v = 0; v < 2; v++) expect(dudab.view(next, v).offenImStapel).toEqual([[], []]);
  });

  test('fromLayout refuses a list that does not fit the Sammelstapel', () => {
    const layout = {
      options: { spieler: 2 },
      hands: [
        ['Z-rot-hand-1', 'Z-rot-hand-2'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
      reihen: [{ karten: ['Z-blau-hand-1'] }, { karten: ['Z-blau-hand-2'] }],
      nachziehstapel: [],
      sammelstapel: [['Z-blau-hand-3'], []],
    };
    expect(dudab.fromLayout({ ...layout, offenImStapel: [['Z-blau-hand-3'], []] }).offenImStapel).toEqual([['Z-blau-hand-3'], []]);
    expect(() => dudab.fromLayout({ ...layout, offenImStapel: [[], ['Z-blau-hand-3']] })).toThrow(
      /offenImStapel\[1\].*not in that Sammelstapel/,
    );
    expect(() => dudab.fromLayout({ ...layout, offenImStapel: [['Z-blau-hand-3', 'Z-blau-hand-3'], []] })).toThrow(/twice/);
    expect(() => dudab.fromLayout({ ...layout, offenImStapel: [['Z-blau-hand-3']] })).toThrow(/offenImStapel must list 2 piles/);
  });
});

describe('the search', () => {
  test('rewards: in [0, 1], the lower projected score gets the higher reward', () => {
    const s = pos({
      n: 3,
      rows: [['Z-rot-hand-2'], ['Z-gelb-keule-3']],
      hands: [
        ['Z-blau-fell-1', 'Z-gruen-mammut-1'],
        ['Z-blau-hand-4', 'Z-rot-fell-4'],
        ['S-rot-1', 'Z-gelb-fell-4'],
      ],
      pile: ['Z-blau-keule-2'],
      sammel: [['D-1', 'Z-rot-keule-4'], [], []],
      rest: 'abwurf',
    });
    const r = dudabSearch.rewards(s, SEARCH);
    for (const x of r) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of r) expect(x).toBeLessThanOrEqual(1);
    expect(r[0]).toBeGreaterThan(r[1]!);
    expect(r[1]).toBeGreaterThan(r[2]!);
  });

  test('stops at the end of the round: a search on the last card never deals the next round', () => {
    const s = pos({
      n: 2,
      runden: 2,
      rows: [['Z-rot-hand-2'], ['Z-gelb-keule-3']],
      hands: [
        ['Z-blau-keule-1', 'Z-gruen-mammut-4'],
        ['Z-blau-hand-4', 'Z-rot-fell-4'],
      ],
      pile: ['Z-blau-fell-2'],
      rest: 'abwurf',
    });
    const view = dudab.view(s, 0);
    const isTerminal = dudabSearch.isTerminal!;
    const after = dudab.play(s, { type: 'ziehen', seat: 0 });
    expect(after.phase).toBe('rundenende');
    expect(isTerminal(after)).toBe(true);
    expect(isTerminal(s)).toBe(false);
    const result = searchMove(dudabSearch, view, makeRng(1), { iterations: 200 });
    expect(view.legal.some((m) => JSON.stringify(m) === JSON.stringify(result.move))).toBe(true);
  });

  test('takes a full row worth taking: three Dudab-Karten turn the 4s in the own Sammelstapel into Gutpunkte', () => {
    const s = pos({
      n: 4,
      rows: [['D-1', 'D-2', 'D-3', 'Z-gelb-fell-1', 'Z-rot-hand-2'], ['Z-gruen-keule-4']],
      hands: [
        ['Z-blau-keule-3', 'Z-gelb-mammut-2'],
        ['Z-rot-fell-3', 'Z-gelb-hand-2', 'Z-blau-fell-1'],
        ['Z-gruen-hand-3', 'Z-rot-mammut-2', 'Z-blau-mammut-1'],
        ['Z-gelb-keule-3', 'Z-gruen-fell-2', 'Z-rot-keule-1'],
      ],
      sammel: [['Z-rot-mammut-4', 'Z-gelb-hand-4', 'Z-blau-hand-4'], [], [], []],
      pile: ['Z-gruen-mammut-3', 'Z-rot-keule-2'],
    });
    const view = dudab.view(s, 0);
    const take = { type: 'legen', seat: 0, karte: 'Z-blau-keule-3', reihe: 0 };
    expect(view.legal).toContainEqual(take);
    expect(dudabProfiBot(view, makeRng(5))).toEqual(take);
  });

  test('reduces the hand after „6 nimmt“: keeps the 1 and throws the rest out of the round', () => {
    const s = pos({
      n: 4,
      rows: [['Z-blau-keule-3'], ['Z-gruen-keule-4']],
      hands: [
        ['Z-rot-hand-1', 'Z-gelb-keule-4', 'Z-blau-fell-4', 'Z-gruen-fell-3'],
        ['Z-rot-fell-3', 'Z-gelb-hand-2', 'Z-blau-fell-1'],
        ['Z-gruen-hand-3', 'Z-rot-mammut-2', 'Z-blau-mammut-1'],
        ['Z-gelb-keule-3', 'Z-gruen-fell-2', 'Z-rot-keule-1'],
      ],
      sammel: [['Z-rot-mammut-1', 'Z-gelb-hand-1', 'Z-blau-hand-2', 'Z-gelb-fell-1', 'Z-rot-hand-2'], [], [], []],
      pile: ['Z-gruen-mammut-3', 'Z-rot-keule-2'],
      phase: 'reduzieren',
      toAct: 0,
    });
    const view = dudab.view(s, 0);
    expect(view.legal.length).toBe(7);
    const move = dudabProfiBot(view, makeRng(3));
    // 1 + 3 or 1 + 4 (a 4 finds a 3 to go on more often) are close; keeping all four or no 1 is clearly worse
    expect(move.type).toBe('reduzieren');
    if (move.type === 'reduzieren') expect(move.behalten).toContain('Z-rot-hand-1');
  });
});

describe('the level in links', () => {
  test('„Profi“ is appended: the old levels keep their index, a Profi link round-trips', () => {
    expect(dudabKit.levels.map((l) => l.id)).toEqual(['anfaenger', 'fortgeschritten', 'profi']);
    expect(dudabKit.profi?.level).toBe('profi');
    const options = { spieler: 4, runden: 4, startSeat: 0 };
    let state = dudab.deal(options, 77);
    const moves: DudabMove[] = [];
    for (let i = 0; i < 12; i++) {
      const m = dudab.legalMoves(state)[0]!;
      moves.push(m);
      state = dudab.play(state, m);
    }
    const code = makePartieCode(dudabKit, { options, level: 'profi', seed: 77, moves });
    expect(parsePartieCode(dudabKit, code)).toEqual({ ok: true, value: { options, level: 'profi', seed: 77, moves } });
    const old = makePartieCode(dudabKit, { options, level: 'fortgeschritten', seed: 77, moves });
    expect(old).not.toBe(code);
    expect(parsePartieCode(dudabKit, old)).toEqual({ ok: true, value: { options, level: 'fortgeschritten', seed: 77, moves } });
  });

  test('the iteration count is fixed and the search replays exactly', () => {
    expect(Number.isInteger(DUDAB_PROFI_ITERATIONS)).toBe(true);
    const { view } = [...gamePositions(1, 4)].find(({ view }) => view.legal.length > 5)!;
    const a = searchMove(dudabSearch, view, makeRng(9), { iterations: 100 });
    const b = searchMove(dudabSearch, view, makeRng(9), { iterations: 100 });
    expect(b).toEqual(a);
  });
});
