/**
 * The guided Bambuti examples (src/games/bambuti/scenarios.ts) against the engine and the spec's
 * tutorial list (shared/rules/bambuti.md §10): every scenario replays to its end, through
 * stateBeforeStep and through the tutorial machine; every expected move is the reader's and legal;
 * every other legal move of an expect step gets its own explanation (feedbackTests); the last step leaves a
 * settled table. The §10 contents are checked with facts computed here from the positions.
 */
import { describe, expect, test } from 'vitest';
import { feedbackTests, replayScenario } from '../../helpers/scenarioReplay';
import { stateAtStep, stateBeforeStep, type Scenario } from '../../../src/games/core/scenario';
import { bambutiScenarios, szenario } from '../../../src/games/bambuti/scenarios';
import { bambutiTutorialMachine } from '../../../src/games/bambuti/machine';
import { RULE_ANCHORS, bambuti } from '../../../src/games/bambuti/rules';
import { allowedArrangements } from '../../../src/games/bambuti/play';
import { wertOf, farbeOf, MASK_IDS } from '../../../src/games/bambuti/cards';
import type { BambutiLayout, BambutiMove, BambutiState } from '../../../src/games/bambuti/types';

type S = Scenario<BambutiLayout, BambutiMove, BambutiState>;
const anchors: readonly string[] = RULE_ANCHORS;

const accepted = (step: Extract<S['steps'][number], { kind: 'expect' }>) => [step.move, ...(step.alsoOk ?? [])];
const expectSteps = (sc: S) =>
  sc.steps
    .map((st, i) => [st, i + 1] as const)
    .filter((x): x is [Extract<S['steps'][number], { kind: 'expect' }>, number] => x[0].kind === 'expect');

/** A move that is never legal for the reader: a card that is not in the hand. */
function illegalFor(s: BambutiState): BambutiMove {
  const card = MASK_IDS.find((c) => !s.hands[0]!.includes(c))!;
  return { type: 'legen', seat: 0, karte: card, reihe: 0, spalte: 1 };
}

describe('the scenario list', () => {
  test('at least seven scenarios with unique German slugs, a page anchor, the reader first, an expect step each', () => {
    expect(bambutiScenarios.length).toBeGreaterThanOrEqual(7);
    const ids = bambutiScenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'auslage-ordnen',
      'punkteanzeiger',
      'eigene-reihe',
      'gegnerische-reihe',
      'symmetrie',
      'trommel',
      'schlusswertung',
    ]);
    for (const s of bambutiScenarios) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(anchors).toContain(s.rule);
      expect(s.names).toEqual(['Du', 'Anna']);
      expect(s.steps.some((st) => st.kind === 'expect')).toBe(true);
      expect(szenario(s.id)).toEqual({ ...s, start: bambuti.fromLayout(s.layout) });
      for (const st of s.steps) {
        expect(st.text.length).toBeGreaterThan(20);
        expect(st.text).toMatch(/[.!?]$/);
      }
    }
  });
});

describe.each(bambutiScenarios.map((s) => [s.id, s] as const))('„%s“', (_id, sc) => {
  test('replays legally to its end; every expected move is the reader’s and legal, every alsoOk too', () => {
    for (let n = 1; n <= sc.steps.length; n++) {
      const s = stateBeforeStep(bambuti, sc, n);
      const st = sc.steps[n - 1]!;
      if (st.kind === 'expect') {
        expect(bambuti.toAct(s)).toBe(0);
        for (const mv of accepted(st)) {
          expect(mv.seat).toBe(0);
          expect(bambuti.check(s, mv)).toEqual({ ok: true });
        }
        expect(st.hint.length).toBeGreaterThan(20);
        expect(st.done.length).toBeGreaterThan(20);
      }
      if (st.kind === 'auto') expect(bambuti.toAct(s)).toBe(st.move.seat);
    }
  });

  test('the last step leaves a settled table (nobody mid-turn) and ends with a closing sentence', () => {
    const last = sc.steps.length;
    const end = stateAtStep(bambuti, sc, last);
    const after = sc.steps[last - 1]!.kind === 'expect' ? bambuti.play(end, (sc.steps[last - 1] as { move: BambutiMove }).move) : end;
    expect(['legen', 'spielende']).toContain(bambuti.phase(after));
    expect(sc.steps[last - 1]!.kind).toBe('info');
  });

  test('walks to its end through the tutorial machine: wrong tries, hints, the expected moves, alsoOk', () =>
    replayScenario(bambutiTutorialMachine, bambuti, sc, { illegalMove: illegalFor, anchors }));
});

describe('feedback that teaches', () => {
  feedbackTests(bambuti, bambutiScenarios);
});

// ---------------------------------------------------------------------------------------------
// §10: what each example must show, checked on the positions.

const get = (id: string) => szenario(id)!;
const eventsAfter = (sc: S, n: number) => {
  const s = stateBeforeStep(bambuti, sc, n);
  return bambuti.events(bambuti.play(s, (sc.steps[n - 1] as { move: BambutiMove }).move));
};

describe('§10 contents', () => {
  test('1 auslage-ordnen: the reader arranges, a tie is allowed, every allowed order is accepted', () => {
    const sc = get('auslage-ordnen');
    const [step, n] = expectSteps(sc)[0]!;
    const s = stateBeforeStep(bambuti, sc, n);
    expect(bambuti.phase(s)).toBe('anordnen');
    const cards = s.zuOrdnen[0]!;
    const values = cards.map(wertOf);
    expect(new Set(values).size).toBeLessThan(5); // a tie
    const all = allowedArrangements(cards).map((k) => ({ type: 'anordnen', seat: 0, karten: k }) as BambutiMove);
    expect(
      accepted(step)
        .map((m) => JSON.stringify(m))
        .sort(),
    ).toEqual(all.map((m) => JSON.stringify(m)).sort());
  });

  test('2 punkteanzeiger: 10 v 1, 9 v 10, 6 v 3 and 7 v 7 are on the table; the best card is the one just below', () => {
    const sc = get('punkteanzeiger');
    const s = stateBeforeStep(bambuti, sc, 1);
    const pairs = [0, 1, 2, 3, 4].map((j) => [s.auslage[0]![j]!, s.auslage[1]![j]!].map((st) => wertOf(st[st.length - 1]!)).join(':'));
    expect(pairs).toEqual(expect.arrayContaining(['3:6', '7:7', '9:10', '1:10']));
    const [step, n] = expectSteps(sc)[0]!;
    const t = stateBeforeStep(bambuti, sc, n);
    const gain = (mv: BambutiMove) => {
      const a = bambuti.play(t, mv).anzeiger[3]!;
      return a.seat === 0 ? a.wert : a.seat === null ? 0 : -a.wert;
    };
    const best = Math.max(
      ...bambuti
        .legalMoves(t)
        .filter((mv) => mv.type === 'legen' && mv.reihe === 0 && mv.spalte === 4)
        .map(gain),
    );
    expect(gain(step.move)).toBe(best);
    expect(gain(step.move)).toBe(8);
  });

  test('3 eigene-reihe: another colour on the own row, and a lower card than the covered one', () => {
    const sc = get('eigene-reihe');
    const [first, n1] = expectSteps(sc)[0]!;
    const [second, n2] = expectSteps(sc)[1]!;
    const covered = (n: number, mv: BambutiMove) => {
      const s = stateBeforeStep(bambuti, sc, n);
      if (mv.type !== 'legen') throw new Error('legen expected');
      expect(mv.reihe).toBe(0);
      const st = s.auslage[0]![mv.spalte - 1]!;
      return st[st.length - 1]!;
    };
    const m1 = first.move as Extract<BambutiMove, { type: 'legen' }>;
    expect(farbeOf(m1.karte)).not.toBe(farbeOf(covered(n1, m1)));
    const m2 = second.move as Extract<BambutiMove, { type: 'legen' }>;
    expect(wertOf(m2.karte)).toBeLessThan(wertOf(covered(n2, m2)));
  });

  test('4 gegnerische-reihe: same colour on Anna’s row flips a column marker to the reader', () => {
    const sc = get('gegnerische-reihe');
    const [step, n] = expectSteps(sc)[0]!;
    const s = stateBeforeStep(bambuti, sc, n);
    const mv = step.move as Extract<BambutiMove, { type: 'legen' }>;
    expect(mv.reihe).toBe(1);
    const st = s.auslage[1]![mv.spalte - 1]!;
    expect(farbeOf(mv.karte)).toBe(farbeOf(st[st.length - 1]!));
    expect(s.anzeiger[mv.spalte - 1]!.seat).toBe(1);
    expect(bambuti.play(s, mv).anzeiger[mv.spalte - 1]!.seat).toBe(0);
    // a try with another colour there is refused with the colour rule
    const other = s.hands[0]!.find((c) => farbeOf(c) !== farbeOf(st[st.length - 1]!))!;
    expect(bambuti.check(s, { ...mv, karte: other })).toMatchObject({ ok: false, rule: 'gegnerische-reihe' });
  });

  test('5 symmetrie: the §7 turn 1 scores 9 : 6; staying symmetric later scores nothing new', () => {
    const sc = get('symmetrie');
    const n1 = expectSteps(sc)[0]![1];
    const n2 = expectSteps(sc)[1]![1];
    const w = eventsAfter(sc, n1).filter((e) => e.type === 'Wertung');
    expect(w.map((e) => (e.type === 'Wertung' ? [e.wertung.ausloeser, e.wertung.punkte] : null))).toEqual([['symmetrie', [9, 6]]]);
    const before = stateBeforeStep(bambuti, sc, n2);
    const tops = before.auslage[0]!.map((st) => farbeOf(st[st.length - 1]!));
    expect(tops[0]).toBe(tops[4]);
    expect(tops[1]).toBe(tops[3]);
    expect(eventsAfter(sc, n2).some((e) => e.type === 'Wertung')).toBe(false);
  });

  test('6 trommel: a drum right after placing; refused before; no drum phase after a symmetry', () => {
    const sc = get('trommel');
    const steps = expectSteps(sc);
    const [legenStep, n1] = steps[0]!;
    const s = stateBeforeStep(bambuti, sc, n1);
    expect(legenStep.move.type).toBe('legen');
    expect(bambuti.check(s, { type: 'trommeln', seat: 0 })).toEqual({
      ok: false,
      reason: 'Trommeln darfst du erst nach dem Legen. Leg zuerst eine Maske.',
      rule: 'trommelkarte',
    });
    expect(steps[1]![0].move).toEqual({ type: 'trommeln', seat: 0 });
    const [, n3] = steps[2]!;
    const ev = eventsAfter(sc, n3);
    expect(ev.some((e) => e.type === 'Symmetrie')).toBe(true);
    const after = bambuti.play(stateBeforeStep(bambuti, sc, n3), steps[2]![0].move);
    expect(bambuti.phase(after)).toBe('legen');
    expect(bambuti.toAct(after)).toBe(1);
    expect(after.trommeln[0]).toBe(1);
    expect(bambuti.check(after, { type: 'trommeln', seat: 0 })).toMatchObject({ ok: false, rule: 'trommelkarte' });
  });

  test('6 schlusswertung: empty pile, the last placements, a drum, then the Schlusswertung and the winner', () => {
    const sc = get('schlusswertung');
    const s = stateBeforeStep(bambuti, sc, 1);
    expect(s.nachziehstapel).toEqual([]);
    const end = stateAtStep(bambuti, sc, sc.steps.length);
    expect(bambuti.isOver(end)).toBe(true);
    expect(end.wertungen.map((w) => w.ausloeser).slice(-2)).toEqual(['trommel', 'schluss']);
    expect(end.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(bambuti.outcome(end).winners).toEqual([0]);
    expect(end.punkte).toEqual([49, 47]);
  });
});
