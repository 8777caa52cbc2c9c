/**
 * The one judgement (src/games/core/judge.ts): paired playouts on common random numbers. Two
 * identical moves differ by exactly 0, equivalent moves are one class, the same input gives the
 * same judgement, and racing never drops a kept move.
 */
import { describe, expect, test } from 'vitest';
import { classOf, judgeMoves, type JudgeGame, type JudgeOptions } from '../../../src/games/core/judge';
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { ganjifaAnalysis, ganjifaEquivalent } from '../../../src/games/ganjifa/analysis';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import { CARD_IDS, strength, suitOf } from '../../../src/games/ganjifa/cards';
import { dudabEquivalent } from '../../../src/games/dudab/analysis';
import type { DurakMove, DurakView, DurakState } from '../../../src/games/durak/types';
import type { DudabMove } from '../../../src/games/dudab/types';

const durakGame = durakAnalysis as unknown as JudgeGame<DurakState, DurakMove, DurakView>;

function durakView(seed: number): DurakView {
  const s = durakAnalysis.rules.deal({ players: 2, transfer: false }, seed);
  return durakAnalysis.rules.view(s, durakAnalysis.rules.toAct(s)!);
}

/** The same move listed twice, with two class keys: both are played on the same samples with the same seeds. */
function judgeTwice(options: JudgeOptions<DurakMove>) {
  const view = durakView(3);
  const move = view.legal[0]!;
  const twice = { ...view, legal: [move, { ...move }] };
  let n = 0;
  const game: JudgeGame<DurakState, DurakMove, DurakView> = { ...durakGame, equivalent: () => () => String(n++ % 2) };
  return judgeMoves(game, twice, 42, options);
}

describe('paired comparison', () => {
  test('two identical moves (the same move twice as different classes) have a loss of exactly 0 and no spread', () => {
    const j = judgeTwice({ samples: 200 });
    expect(j.classes.length).toBe(2);
    expect(j.classes[0]!.value).toBe(j.classes[1]!.value);
    const other = j.classes[1 - j.best]!;
    expect(other.loss).toBe(0);
    expect(other.margin).toBe(0);
  });

  test('worlds: identical moves are worse in no world; counts cover every world; a world is `perWorld` playouts of one sampled state', () => {
    const j = judgeTwice({ samples: 200, perWorld: 4 });
    for (const c of j.classes) expect([c.worlds, c.worldsWorse, c.worldsBetter]).toEqual([50, 0, 0]);

    // A real choice: worse + better + tied worlds add up; a class's loss is the mean over its worlds' means.
    const real = durakView(9);
    const k = judgeMoves(durakGame, real, 1, { samples: 400, perWorld: 4, keep: real.legal });
    for (const c of k.classes) {
      expect(c.worlds).toBe(100);
      expect(c.worldsWorse + c.worldsBetter).toBeLessThanOrEqual(100);
    }
    const worst = k.classes.reduce((a, b) => (b.loss > a.loss ? b : a));
    if (worst.loss > 0.2) expect(worst.worldsWorse).toBeGreaterThan(worst.worldsBetter);
    // perWorld 1: every sample is its own world
    const one = judgeMoves(durakGame, real, 1, { samples: 64, keep: real.legal });
    expect(one.classes.every((c) => c.worlds === 64)).toBe(true);
  });

  test('the same view and seed give the same judgement; another seed gives other samples', () => {
    const view = durakView(5);
    const a = judgeMoves(durakGame, view, 7, { samples: 120 });
    expect(judgeMoves(durakGame, view, 7, { samples: 120 })).toEqual(a);
    const b = judgeMoves(durakGame, view, 8, { samples: 120 });
    expect(b.classes.map((c) => c.value)).not.toEqual(a.classes.map((c) => c.value));
  });

  test('every class is judged on the same number of samples unless racing dropped it; a kept move never drops', () => {
    const view = durakView(9);
    const keep = view.legal[view.legal.length - 1]!;
    const j = judgeMoves(durakGame, view, 1, { samples: 256, batch: 32, dropAt: 0, keep: [keep] });
    const best = j.classes[j.best]!;
    expect(best.samples).toBe(256);
    expect(classOf(j, JSON.stringify(keep))?.samples ?? j.classes.find((c) => c.move === keep)!.samples).toBe(256);
    for (const c of j.classes) {
      expect(c.samples).toBeGreaterThan(0);
      expect(c.samples % 32 === 0 || c.samples === 256).toBe(true);
    }
  });

  test('several moves of one class are still played out (the position has a value), a forced move is not', () => {
    const view = durakView(3);
    const one = judgeMoves({ ...durakGame, equivalent: () => () => 'eins' }, view, 1, { samples: 50 });
    expect(one.classes.length).toBe(1);
    expect(one.classes[0]!.samples).toBe(50);
    expect(Number.isFinite(one.classes[0]!.value)).toBe(true);
  });

  test('a forced move is not played out', () => {
    const view = durakView(3);
    const j = judgeMoves(durakGame, { ...view, legal: [view.legal[0]!] }, 1, { samples: 100 });
    expect(j.samples).toBe(0);
    expect(j.classes.length).toBe(1);
  });
});

describe('equivalence classes', () => {
  test('Ganjifa: touching cards of one suit (every card between them captured) are one class; a card between them in play or in an opponent hand splits them', () => {
    // Reader holds Matsya Mantri, 1 and 4; the Matsya Raja is captured: Mantri and 1 touch, 4 does not (2, 3 unseen).
    const view = {
      seat: 0,
      hand: ['MAT-M', 'MAT-1', 'MAT-4'],
      out: ['MAT-R'],
    } as unknown as Parameters<typeof ganjifaEquivalent>[0];
    const cls = ganjifaEquivalent(view);
    const lead = (card: string) => ({ type: 'LEAD' as const, seat: 0, card });
    expect(cls(lead('MAT-M'))).toBe(cls(lead('MAT-1')));
    expect(cls(lead('MAT-4'))).not.toBe(cls(lead('MAT-1')));
    // with 2 and 3 captured the 4 touches the 1 as well
    const later = ganjifaEquivalent({ ...view, out: ['MAT-R', 'MAT-2', 'MAT-3'] });
    expect(later(lead('MAT-4'))).toBe(later(lead('MAT-1')));
    // Raja not captured (an opponent holds it or it is in the trick): Mantri and 1 still touch, the Raja is above both
    const open = ganjifaEquivalent({ ...view, out: [] });
    expect(open(lead('MAT-M'))).toBe(open(lead('MAT-1')));
    // with Raja and Mantri in hand a Dukal is possible: every card counts on its own
    const dukal = ganjifaEquivalent({ ...view, hand: ['MAT-R', 'MAT-M', 'MAT-1', 'MAT-2'], out: [] });
    expect(dukal(lead('MAT-1'))).not.toBe(dukal(lead('MAT-2')));
    // a reversed and a normal suit: Rama numbers rank 10 > 9 > …; 9 and 10 touch, 8 with 9 only when nothing lies between
    const rama = ganjifaEquivalent({ ...view, hand: ['RAM-10', 'RAM-9', 'RAM-7'], out: [] });
    expect(rama(lead('RAM-10'))).toBe(rama(lead('RAM-9')));
    expect(rama(lead('RAM-7'))).not.toBe(rama(lead('RAM-9')));
  });

  test('Ganjifa: over a whole game, two cards share a class only if every card of their suit ranked between them is captured or held', () => {
    let s = ganjifa.deal({}, 4);
    let pairs = 0;
    for (let i = 0; !ganjifa.isOver(s); i++) {
      const seat = ganjifa.toAct(s)!;
      const view = ganjifa.view(s, seat);
      const cls = ganjifaEquivalent(view);
      const cards = view.legal.flatMap((m) => ('card' in m ? [m] : []));
      for (const a of cards)
        for (const b of cards) {
          if (a === b || cls(a) !== cls(b)) continue;
          pairs++;
          expect(suitOf(a.card)).toBe(suitOf(b.card));
          const [lo, hi] = [strength(a.card), strength(b.card)].sort((x, y) => x - y);
          for (const c of CARD_IDS.filter((c) => suitOf(c) === suitOf(a.card) && strength(c) > lo! && strength(c) < hi!))
            expect(view.out.includes(c) || view.hand.includes(c)).toBe(true);
        }
      s = ganjifa.play(s, view.legal[i % view.legal.length]!);
    }
    expect(pairs).toBeGreaterThan(0);
  });

  test('Dudab: the two Schamanen of a colour and all Dudab-Karten are one card in play', () => {
    const cls = dudabEquivalent();
    const legen = (karte: string, reihe = 0): DudabMove => ({ type: 'legen', seat: 0, karte, reihe });
    expect(cls(legen('S-rot-1'))).toBe(cls(legen('S-rot-2')));
    expect(cls(legen('S-rot-1'))).not.toBe(cls(legen('S-gelb-1')));
    expect(cls(legen('D-1'))).toBe(cls(legen('D-7')));
    expect(cls(legen('D-1', 0))).not.toBe(cls(legen('D-1', 1)));
  });

  test('moves of one class are one choice: the analysis never marks one against the other', () => {
    expect(ganjifaAnalysis.equivalent).toBe(ganjifaEquivalent);
  });
});
