/**
 * The guided Ganjifa examples (src/games/ganjifa/scenarios.ts) against the engine and the spec
 * (shared/rules/ganjifa.md §12). Card strength, the next-suit search and the expected consequences
 * below come from a small hand-written oracle of §2.3, §3 and §5.5, never from the engine's output.
 */
import { describe, expect, test } from 'vitest';
import { feedbackTests, replayedBefore, replayScenario, scenarioTexts, stepOf } from '../../helpers/scenarioReplay';
import { resolveSelection } from '../../../src/games/core/input';
import { stateBeforeStep, type Scenario } from '../../../src/games/core/scenario';
import { ganjifaInput } from '../../../src/games/ganjifa/input';
import { ganjifaTutorialMachine } from '../../../src/games/ganjifa/machine';
import { RULE_ANCHORS, ganjifa } from '../../../src/games/ganjifa/rules';
import { ganjifaScenarios, szenario } from '../../../src/games/ganjifa/scenarios';
import type { GanjifaLayout, GanjifaMove, GanjifaState } from '../../../src/games/ganjifa/types';
import { SPEC_DECK, SPEC_SUITS } from './helpers';

type S = Scenario<GanjifaLayout, GanjifaMove, GanjifaState>;

// ---------------------------------------------------------------------------------------------
// A hand-written oracle for §2.3 and §5.5.

const suit = (c: string) => c.split('-')[0]!;
const rank = (c: string) => c.split('-')[1]!;
/** §2.3 strength. */
function strengthBySpec(c: string): number {
  const r = rank(c);
  if (r === 'R') return 12;
  if (r === 'M') return 11;
  return SPEC_SUITS.indexOf(suit(c)) < 5 ? 11 - Number(r) : Number(r);
}
/** §3: the winner of a complete trick. */
function winnerBySpec(trick: { seat: number; card: string }[], trump: string): number {
  const trumps = trick.filter((t) => suit(t.card) === trump);
  const pool = trumps.length > 0 ? trumps : trick.filter((t) => suit(t.card) === suit(trick[0]!.card));
  return pool.reduce((a, b) => (strengthBySpec(b.card) > strengthBySpec(a.card) ? b : a)).seat;
}

// ---------------------------------------------------------------------------------------------

/** The state before step n (1-based), replayed independently of core/scenario. */
const before = (sc: S, n: number): GanjifaState => replayedBefore(ganjifa, sc, n);
const finalState = (sc: S) => before(sc, sc.steps.length + 1);
/** All tricks completed during the scenario: [cards in play order with seats, winner]. */
function tricksOf(sc: S): { trick: { seat: number; card: string }[]; winner: number }[] {
  const out: { trick: { seat: number; card: string }[]; winner: number }[] = [];
  let s = ganjifa.fromLayout(sc.layout);
  for (const st of sc.steps) {
    if (st.kind === 'info') continue;
    const table = [...s.trick];
    s = ganjifa.play(s, st.move);
    for (const e of ganjifa.events(s)) {
      if (e.type === 'TrickWon')
        out.push({ trick: [...table, { seat: st.move.seat, card: (st.move as { card: string }).card }], winner: e.seat });
    }
  }
  return out;
}

const play = (seat: number, card: string): GanjifaMove => ({ type: 'PLAY', seat, card });

// Which item of §12 each scenario shows (written by hand from §12).
const COVERS: Record<string, string[]> = {
  'karten-lesen': ['1'],
  'tag-und-nacht': ['2'],
  bedienen: ['3'],
  blank: ['4'],
  'von-kalki-zu-matsya': ['4-wrap'],
  'wer-gewinnt': ['5'],
  dukal: ['6', '7'],
  wertung: ['7'],
};

describe('Ganjifa scenarios: shape and texts', () => {
  test('at least six scenarios with unique slug ids, covering every item of §12', () => {
    expect(ganjifaScenarios.length).toBeGreaterThanOrEqual(6);
    const ids = ganjifaScenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.keys(COVERS).sort()).toEqual([...ids].sort());
    expect([...new Set(Object.values(COVERS).flat())].sort()).toEqual(['1', '2', '3', '4', '4-wrap', '5', '6', '7']);
  });

  test('szenario(id) finds each scenario and throws on an unknown id', () => {
    for (const sc of ganjifaScenarios) expect(szenario(sc.id)).toEqual({ ...sc, start: ganjifa.fromLayout(sc.layout) });
    expect(() => szenario('gibt-es-nicht')).toThrow(/gibt-es-nicht/);
  });

  test.each(ganjifaScenarios.map((s) => [s.id, s] as const))('%s: names, steps, rule anchor, texts', (_id, sc) => {
    expect(sc.names).toEqual(['Du', 'Anna', 'Bernd']);
    expect(RULE_ANCHORS as readonly string[]).toContain(sc.rule);
    expect(sc.steps.some((st) => st.kind === 'expect')).toBe(true);
    expect(sc.steps.some((st) => st.kind === 'auto')).toBe(true);
    for (const st of sc.steps) if (st.kind === 'expect') expect(st.move.seat).toBe(0);
    for (const st of sc.steps) if (st.kind === 'auto') expect(st.move.seat).not.toBe(0);
    for (const t of scenarioTexts(sc)) {
      expect(t.length).toBeGreaterThan(5);
      expect(t).not.toMatch(/["']/);
      expect(t).not.toMatch(/:.*:/);
      expect(t).not.toMatch(/Führer/);
      expect(t).not.toMatch(/waehl|naechst|haelt|fuer|ueber|koenn|muess/i);
    }
    for (const t of scenarioTexts(sc).slice(1)) expect(t).toMatch(/[.!?]$/);
  });

  test.each(ganjifaScenarios.map((s) => [s.id, s] as const))('%s: replays legally and ends on a settled table', (_id, sc) => {
    for (let n = 1; n <= sc.steps.length; n++) expect(stateBeforeStep(ganjifa, sc, n)).toEqual(before(sc, n));
    const last = sc.steps[sc.steps.length - 1]!;
    expect(last.kind).toBe('info');
    const end = finalState(sc);
    expect(['LEAD', 'GAME_OVER']).toContain(ganjifa.phase(end));
    expect(end.trick).toEqual([]);
    expect(end.dukal).toBeNull();
  });

  feedbackTests(ganjifa, ganjifaScenarios);
});

describe('karten-lesen (§12.1)', () => {
  const sc = szenario('karten-lesen');
  test('the 1 wins in Kurma (first five), the 9 wins in Parashurama (last five)', () => {
    const tricks = tricksOf(sc);
    expect(tricks).toHaveLength(2);
    for (const t of tricks) expect(t.winner).toBe(winnerBySpec(t.trick, 'RAM'));
    expect(tricks.map((t) => t.winner)).toEqual([0, 0]);
    expect(strengthBySpec('KUR-1')).toBeGreaterThan(strengthBySpec('KUR-3'));
    expect(strengthBySpec('KUR-10')).toBeLessThan(strengthBySpec('KUR-3'));
    expect(strengthBySpec('PAR-9')).toBeGreaterThan(strengthBySpec('PAR-4'));
    expect(strengthBySpec('PAR-1')).toBeLessThan(strengthBySpec('PAR-2'));
  });
});

describe('tag-und-nacht (§12.2)', () => {
  const sc = szenario('tag-und-nacht');
  test('nothing is dealt before the choice; Tag makes Rama trump and the Rama Raja opens', () => {
    const s = before(sc, 2);
    expect(ganjifa.phase(s)).toBe('CHOOSE_PERIOD');
    expect(ganjifa.view(s, 0).hand).toEqual([]);
    const t = before(sc, 3);
    expect(t.trumpSuit).toBe('RAM');
    expect(t.hands.map((h) => h.length)).toEqual([40, 40, 40]);
    expect(ganjifa.legalMoves(t)).toEqual([{ type: 'LEAD', seat: 1, card: 'RAM-R' }]);
  });

  test('Bernd follows with Rama; the reader, blank in Rama, may play exactly the Krishna cards', () => {
    const n = stepOf(sc, play(0, 'KRI-2'));
    const s = before(sc, n);
    expect(s.hands[0]!.some((c) => suit(c) === 'RAM')).toBe(false);
    const krishna = s.hands[0]!.filter((c) => suit(c) === 'KRI');
    expect(krishna.length).toBeGreaterThan(1);
    expect(
      ganjifa
        .legalMoves(s)
        .map((m) => (m as { card: string }).card)
        .sort(),
    ).toEqual([...krishna].sort());
    const st = sc.steps[n - 1]!;
    expect(st.kind === 'expect' && [st.move, ...(st.alsoOk ?? [])].length).toBe(krishna.length);
    const refused = ganjifa.check(
      s,
      play(
        0,
        s.hands[0]!.find((c) => suit(c) === 'BUD')!,
      ),
    );
    expect(!refused.ok && refused.rule).toBe('blank');
    expect(tricksOf(sc)[0]!.winner).toBe(1);
  });
});

describe('bedienen (§12.3)', () => {
  const sc = szenario('bedienen');
  test('trumping is refused while Narasimha can be followed; the low card and the high card are both legal', () => {
    const s = before(sc, stepOf(sc, play(0, 'NAR-9')));
    const trump = ganjifa.check(s, play(0, 'RAM-3'));
    expect(!trump.ok && trump.rule).toBe('bedienen');
    expect(ganjifa.check(s, play(0, 'NAR-2')).ok).toBe(true);
    expect(strengthBySpec('NAR-9')).toBeLessThan(strengthBySpec('NAR-2'));
    expect(tricksOf(sc).map((t) => t.winner)).toEqual([1, 0]);
    for (const t of tricksOf(sc)) expect(t.winner).toBe(winnerBySpec(t.trick, 'RAM'));
  });
});

describe('blank (§12.4)', () => {
  const sc = szenario('blank');
  test('blank in Varaha: every trump and every card of Narasimha, the next held suit', () => {
    const s = before(sc, stepOf(sc, play(0, 'RAM-1')));
    const hand = s.hands[0]!;
    const next = SPEC_SUITS.slice(3).find((x) => hand.some((c) => suit(c) === x));
    expect(next).toBe('NAR');
    const expected = hand.filter((c) => suit(c) === 'RAM' || suit(c) === next);
    expect(ganjifa.legalMoves(s).map((m) => (m as { card: string }).card)).toEqual(expected);
    for (const c of ['VAM-R', 'KAL-10']) {
      const v = ganjifa.check(s, play(0, c));
      expect(!v.ok && v.rule).toBe('blank');
    }
    expect(tricksOf(sc)[0]!.winner).toBe(0);
  });
});

describe('von-kalki-zu-matsya (§12.4, wrap-around)', () => {
  const sc = szenario('von-kalki-zu-matsya');
  test('after Kalki the search goes on at Matsya, then Kurma', () => {
    const first = before(sc, stepOf(sc, play(0, 'MAT-7')));
    expect(ganjifa.legalMoves(first)).toEqual([play(0, 'MAT-7')]);
    const refused = ganjifa.check(first, play(0, 'BUD-R'));
    expect(!refused.ok && refused.reason).toMatch(/nach Kalki geht es wieder bei Matsya weiter/);
    const second = before(sc, stepOf(sc, play(0, 'KUR-1')));
    expect(second.hands[0]!.some((c) => suit(c) === 'MAT')).toBe(false);
    expect(ganjifa.legalMoves(second)).toEqual([play(0, 'KUR-1'), play(0, 'KUR-6')]);
    for (const t of tricksOf(sc)) expect(t.winner).toBe(winnerBySpec(t.trick, 'RAM'));
  });
});

describe('wer-gewinnt (§12.5)', () => {
  const sc = szenario('wer-gewinnt');
  test('a trump beats a Raja; 1 beats 3 in a first-five suit; a card of the next suit never wins', () => {
    const tricks = tricksOf(sc);
    expect(tricks.map((t) => t.winner)).toEqual([2, 0, 2]);
    for (const t of tricks) expect(t.winner).toBe(winnerBySpec(t.trick, 'RAM'));
    expect(tricks[0]!.trick.map((t) => t.card)).toEqual(['KUR-R', 'RAM-2', 'KUR-9']);
    expect(tricks[2]!.trick.map((t) => t.card)).toEqual(['VAR-10', 'NAR-R', 'VAR-9']);
  });
});

describe('dukal (§12.6)', () => {
  const sc = szenario('dukal');
  const d: GanjifaMove = { type: 'LEAD_DUKAL', seat: 0, cards: ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'] };

  test('the reader leads R, M, 3, 4, 5 of Vamana; the opponents discard five each in play order; 15 cards to the reader', () => {
    const n = stepOf(sc, d);
    const s = before(sc, n);
    expect(ganjifa.legalMoves(s).filter((m) => m.type === 'LEAD_DUKAL')).toEqual([d]);
    const seats = sc.steps.slice(n).flatMap((st) => (st.kind === 'auto' ? [st.move.seat] : []));
    expect(seats).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    const end = finalState(sc);
    expect(end.captured[0]!.length - s.captured[0]!.length).toBe(15);
    expect(ganjifa.isOver(end)).toBe(true);
    expect(end.captured.map((c) => c.length)).toEqual([45, 45, 30]);
    expect(ganjifa.outcome(end).winners).toEqual([0, 1]);
  });

  test('selections that are no Dukal get the engine’s reason', () => {
    const s = before(sc, stepOf(sc, d));
    const tooShort = resolveSelection(ganjifa, ganjifaInput, s, 0, { cards: ['VAM-R', 'VAM-M', 'VAM-3', 'VAM-4'], target: null });
    expect(tooShort.kind).toBe('partial');
    const noMantri = ['VAM-R', 'VAM-3', 'VAM-4', 'VAM-5'];
    const attempt = ganjifaInput.attempt(s, 0, { cards: noMantri, target: null })!;
    const v = ganjifa.check(s, attempt);
    expect(!v.ok && v.reason).toBe('Zu einer Dukal-Sequenz gehören Raja und Mantri derselben Farbe – hier fehlt der Mantri.');
  });
});

describe('wertung (§12.7)', () => {
  const sc = szenario('wertung');
  test('the last two tricks go to the reader; 42 + 42 + 36 = 120; a shared win', () => {
    const tricks = tricksOf(sc);
    expect(tricks.map((t) => t.winner)).toEqual([0, 0]);
    for (const t of tricks) expect(t.winner).toBe(winnerBySpec(t.trick, 'RAM'));
    const end = finalState(sc);
    const scores = end.captured.map((c) => c.length);
    expect(scores).toEqual([42, 42, 36]);
    expect(scores.reduce((a, b) => a + b, 0)).toBe(120);
    const o = ganjifa.outcome(end);
    expect(o.winners).toEqual([0, 1]);
    expect(o.places).toEqual([[0, 1], [2]]);
  });
});

describe('every scenario through the tutorial machine', () => {
  const anchors: readonly string[] = RULE_ANCHORS;

  test.each(ganjifaScenarios.map((s) => [s.id, s] as const))('„%s“ replays to its end', (_id, scenario) =>
    replayScenario(ganjifaTutorialMachine, ganjifa, scenario, {
      // an illegal try: a card the reader does not hold
      illegalMove: (state) => ({
        type: ganjifa.phase(state) === 'FOLLOW' ? ('PLAY' as const) : ('LEAD' as const),
        seat: 0,
        card: SPEC_DECK.find((c) => !state.hands[0]!.includes(c))!,
      }),
      anchors,
    }),
  );
});
