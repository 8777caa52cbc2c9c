/**
 * The „weil …“ of the analysis (issue 29): true of the position and about the difference between
 * the better move and the move made. Checked over positions of real games, not by example.
 */
import { describe, expect, test } from 'vitest';
import { reasonOf } from '../../../src/games/core/analysis';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import { bambutiPlay } from '../../../src/games/bambuti/rules';
import { heuristicBot as bambutiBot } from '../../../src/games/bambuti/bots';
import { hintWhy as bambutiWhy } from '../../../src/games/bambuti/hints';
import { anzeigerFuer } from '../../../src/games/bambuti/position';
import { wertOf } from '../../../src/games/bambuti/cards';
import { dudabPlay } from '../../../src/games/dudab/rules';
import { heuristicBot as dudabBot } from '../../../src/games/dudab/bots';
import { hintWhy as dudabWhy } from '../../../src/games/dudab/hints';
import type { BambutiMove, BambutiView } from '../../../src/games/bambuti/types';
import type { DudabMove, DudabView } from '../../../src/games/dudab/types';
import type { BaseView } from '../../../src/games/core/types';

const NAMES = ['Du', 'Anna'];

/** Markers for the reader and for Anna, counted here from the rows (not with the hint's helper). */
function balanceAfter(view: BambutiView, move: Extract<BambutiMove, { type: 'legen' }> | null): [number, number] {
  const tops = view.tops.map((r) => r.slice());
  if (move) tops[move.reihe]![move.spalte - 1] = move.karte;
  let mine = 0;
  let theirs = 0;
  for (let j = 0; j < 5; j++) {
    const a = tops[0]![j];
    const b = tops[1]![j];
    if (!a || !b) continue;
    const x = anzeigerFuer(wertOf(a), wertOf(b));
    if (x.seat === view.seat) mine += x.wert;
    else if (x.seat !== null) theirs += x.wert;
  }
  return [mine, theirs];
}

describe('Bambuti: a reason never argues against the move it recommends', () => {
  test('over the reader’s decisions of 30 games: the balance named is better than before, and better than after the move made', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      let s = bambutiPlay.deal({ startSeat: 0 }, seed);
      for (let i = 0; !bambutiPlay.isOver(s); i++) {
        const seat = bambutiPlay.toAct(s)!;
        const view = bambutiPlay.view(s, seat);
        if (seat === 0) {
          const lays = view.legal.filter((m): m is Extract<BambutiMove, { type: 'legen' }> => m.type === 'legen');
          for (const best of lays.slice(0, 6)) {
            const alone = bambutiWhy(view, best, NAMES);
            const [m2, t2] = balanceAfter(view, best);
            const [m0, t0] = balanceAfter(view, null);
            if (alone?.startsWith('die Punkteanzeiger danach')) {
              expect(m2 - t2).toBeGreaterThan(m0 - t0);
              checked++;
            }
            for (const made of lays.slice(0, 6)) {
              if (made === best) continue;
              const why = bambutiWhy(view, best, NAMES, made);
              if (why === null) continue;
              const [m3, t3] = balanceAfter(view, made);
              if (why.includes('nach deinem Zug nur')) {
                expect(why).toBe(`die Punkteanzeiger danach ${m2} für dich und ${t2} für Anna zeigen, nach deinem Zug nur ${m3} zu ${t3}`);
                expect(m2 - t2).toBeGreaterThan(m3 - t3);
                checked++;
              } else expect(m2).toBeGreaterThan(t2);
            }
          }
        }
        s = bambutiPlay.play(s, bambutiBot(view, makeRng(deriveSeed(seed, i))));
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('Dudab: the same card on another row', () => {
  test('the reason is about the row, or there is none', () => {
    let pairs = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let s = dudabPlay.deal({ spieler: 3, runden: 1, startSeat: 0 }, seed);
      for (let i = 0; !dudabPlay.isOver(s) && i < 400; i++) {
        const seat = dudabPlay.toAct(s)!;
        const view = dudabPlay.view(s, seat);
        for (const best of view.legal)
          for (const made of view.legal) {
            if (best === made || best.type !== 'legen' || made.type !== 'legen' || best.karte !== made.karte || best.reihe === made.reihe)
              continue;
            if (JSON.stringify(best.wunsch) !== JSON.stringify(made.wunsch)) continue;
            pairs++;
            const why = reasonOf<unknown, DudabMove, unknown, DudabView>(
              { reason: (v, b, _n, m) => dudabWhy(v, b, m) },
              view,
              best,
              made,
              NAMES,
            );
            if (why !== null) expect(why).toMatch(/Reihe \d/);
          }
        s = dudabPlay.play(s, dudabBot(view, makeRng(deriveSeed(seed, i))));
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });
});

describe('reasonOf', () => {
  test('a clause the game gives for the move made as well says nothing about the difference and is dropped', () => {
    type M = { type: string; seat: number };
    const view = { seat: 0, legal: [] } as BaseView<M>;
    const a: M = { type: 'a', seat: 0 };
    const b: M = { type: 'b', seat: 0 };
    const same = { reason: () => 'jede abgelegte Karte weniger Schlechtpunkte bedeutet' };
    expect(reasonOf<unknown, M, unknown, BaseView<M>>(same, view, a, b, NAMES)).toBeNull();
    const differs = { reason: (_v: BaseView<M>, best: M) => `${best.type} höher ist` };
    expect(reasonOf<unknown, M, unknown, BaseView<M>>(differs, view, a, b, NAMES)).toBe('a höher ist');
    expect(reasonOf<unknown, M, unknown, BaseView<M>>({}, view, a, b, NAMES)).toBeNull();
  });
});
