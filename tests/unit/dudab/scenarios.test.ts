/**
 * The guided Dudab examples (src/games/dudab/scenarios.ts) against the engine and the spec
 * (shared/rules/dudab.md §10): every move legal and replayed to the end (by hand and through
 * stateBeforeStep and the tutorial machine), feedback for every legal but unwanted move, texts,
 * and per scenario the facts of §10 it must show — written here by hand from the spec.
 */
import { describe, expect, test } from 'vitest';
import { feedbackTests, replayedBefore, replayScenario, scenarioTexts, stepOf } from '../../helpers/scenarioReplay';
import { createActor, waitFor } from 'xstate';
import { stateAtStep, stateBeforeStep, type Scenario } from '../../../src/games/core/scenario';
import { dudabTutorialMachine } from '../../../src/games/dudab/machine';
import { RULE_ANCHORS } from '../../../src/games/dudab/check';
import { dudabScenarios, szenario } from '../../../src/games/dudab/scenarios';
import { rundenWertungen, wertung } from '../../../src/games/dudab/wertung';
import type { DudabLayout, DudabMove, DudabState } from '../../../src/games/dudab/types';
import { dudab, engine, ofType } from './helpers';

type S = Scenario<DudabLayout, DudabMove, DudabState>;
type ExpectStep = Extract<S['steps'][number], { kind: 'expect' }>;

const anchors: readonly string[] = RULE_ANCHORS;
const ids = dudabScenarios.map((s) => s.id);

/** The state before step n (1-based), replayed independently of core/scenario. */
const before = (sc: S, n: number): DudabState => replayedBefore(dudab, sc, n);
const after = (sc: S, n: number): DudabState => {
  const step = sc.steps[n - 1]!;
  if (step.kind === 'info') throw new Error('no move');
  return dudab.play(before(sc, n), step.move);
};
const finalState = (sc: S) => before(sc, sc.steps.length + 1);
const accepted = (st: ExpectStep) => [st.move, ...(st.alsoOk ?? [])];

const expectSteps = dudabScenarios.flatMap((sc) =>
  sc.steps.flatMap((st, i) => (st.kind === 'expect' ? [[`${sc.id} Schritt ${i + 1}`, sc, st, before(sc, i + 1)] as const] : [])),
);

describe('Dudab scenarios: shape and texts', () => {
  test('the six scenarios of §10 with their slugs', () => {
    expect(ids).toEqual(['ziffern-legen', 'sechs-nimmt', 'dudab-wunsch', 'schamane-verhext', 'volle-hand', 'rundenende']);
    for (const sc of dudabScenarios) expect(szenario(sc.id)).toEqual({ ...sc, start: dudab.fromLayout(sc.layout) });
    expect(() => szenario('gibt-es-nicht')).toThrow(/gibt-es-nicht/);
  });

  test.each(dudabScenarios.map((s) => [s.id, s] as const))('%s: names, steps, rule anchor', (_id, sc) => {
    expect(sc.names[0]).toBe('Du');
    expect(sc.names).toHaveLength(sc.layout.options.spieler);
    expect(sc.steps.some((st) => st.kind === 'expect')).toBe(true);
    expect(sc.steps.at(-1)!.kind).toBe('info');
    expect(anchors).toContain(sc.rule);
  });

  test.each(dudabScenarios.map((s) => [s.id, s] as const))('%s: German, typographic texts', (_id, sc) => {
    for (const t of scenarioTexts(sc)) {
      expect(t.trim()).toBe(t);
      expect(t).not.toMatch(/["']|\.\.\.| - /u);
      // umlauts, never their ASCII spellings
      expect(t).not.toMatch(
        /fuer|ueber|gruen|Gruen|naechst|zaehl|waehl|koenn|muess|hoeh|moegl|Waehl|Zaehl|aender|haelt|faellt|Haend|Kaert|waer/,
      );
      expect(t).not.toMatch(/::/);
    }
  });
});

describe('Dudab scenarios: every move is legal and replays to the end', () => {
  test.each(dudabScenarios.map((s) => [s.id, s] as const))('%s', (_id, sc) => {
    let state = dudab.fromLayout(sc.layout);
    sc.steps.forEach((step, i) => {
      const n = i + 1;
      expect(stateBeforeStep(engine, sc, n)).toEqual(state);
      if (step.kind === 'info') return;
      expect(engine.check(state, step.move), `${sc.id} Schritt ${n}`).toEqual({ ok: true });
      expect(engine.toAct(state)).toBe(step.move.seat);
      if (step.kind === 'expect') expect(step.move.seat).toBe(0);
      else expect(step.move.seat).not.toBe(0);
      state = dudab.play(state, step.move);
    });
  });

  test.each(dudabScenarios.map((s) => [s.id, s] as const))('%s ends on a settled table', (_id, sc) => {
    const end = finalState(sc);
    // Either the game is over, or somebody's turn starts (no reduce/dump pending, nobody mid-action).
    expect(['zug', 'wunsch', 'verhext', 'spielende']).toContain(end.phase);
  });
});

describe('Dudab scenarios: feedback that teaches', () => {
  feedbackTests(engine, dudabScenarios);

  test.each(expectSteps)('%s: the text asks for what the step accepts', (_name, _sc, st) => {
    if (accepted(st).length === 1) expect(st.text).not.toMatch(/deiner Wahl|irgendeine|eine beliebige/);
    else expect(st.text).toMatch(/deiner Wahl|eine passende Karte/);
  });

  test.each(expectSteps)('%s: no double colons once the page puts its lead word in front', (_name, _sc, st) => {
    expect(st.hint).not.toContain(':');
    for (const w of st.wrong ?? []) expect(w.text).not.toContain(':');
    for (const t of [st.text, st.done]) expect((t.match(/:/g) ?? []).length).toBeLessThanOrEqual(1);
  });
});

describe('ziffern-legen (§10.1)', () => {
  const sc = szenario('ziffern-legen');
  const s = before(sc, 2);
  test('the wrong cards are explained: colour, symbol, digit (no wrap)', () => {
    expect(engine.check(s, { type: 'legen', seat: 0, karte: 'Z-rot-keule-3', reihe: 0 })).toMatchObject({
      ok: false,
      rule: 'legen',
      reason: expect.stringMatching(/^Gleiche Farbe/),
    });
    expect(engine.check(s, { type: 'legen', seat: 0, karte: 'Z-blau-hand-1', reihe: 0 })).toMatchObject({
      ok: false,
      rule: 'legen',
      reason: expect.stringMatching(/^Gleiches Symbol/),
    });
    expect(engine.check(s, { type: 'legen', seat: 0, karte: 'Z-blau-hand-1', reihe: 1 })).toMatchObject({
      ok: false,
      rule: 'legen',
      reason: expect.stringMatching(/Von 4 geht es nicht weiter zur 1/),
    });
  });
  test('exactly the two fitting cards are accepted', () => {
    const legen = engine.legalMoves(s).filter((m) => m.type === 'legen');
    expect(legen).toEqual([
      { type: 'legen', seat: 0, karte: 'Z-gelb-fell-1', reihe: 0 },
      { type: 'legen', seat: 0, karte: 'Z-blau-keule-3', reihe: 0 },
    ]);
  });
  test('drawing is allowed although a card fits', () => {
    const n = stepOf(sc, { type: 'ziehen', seat: 0 });
    const at = before(sc, n);
    expect(engine.legalMoves(at).some((m) => m.type === 'legen')).toBe(true);
    expect(after(sc, n).hands[0]).toHaveLength(4);
  });
});

describe('sechs-nimmt (§10.2)', () => {
  const sc = szenario('sechs-nimmt');
  const s2 = after(sc, 2);
  test('the 6th card takes the 5 cards, a Dudab-Karte among them; reduce from 4 cards', () => {
    expect(s2.sammelstapel[0]).toHaveLength(5);
    expect(s2.sammelstapel[0]).toContain('D-6');
    expect(s2.phase).toBe('reduzieren');
    expect(s2.hands[0]).toHaveLength(4);
  });
  test('{D, Z-4} into the Sammelstapel is allowed; {Z-4, S} is refused (discard only)', () => {
    expect(engine.check(s2, { type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-1', 'S-gruen-1'], ziel: 'stapel' })).toEqual({
      ok: true,
    });
    expect(engine.check(s2, { type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-1', 'D-2'], ziel: 'stapel' })).toEqual({
      ok: false,
      rule: 'reduzieren',
      reason:
        'In den Sammelstapel nur, wenn eine Dudab-Karte dabei ist: Abgelegt sind Rot · Hand · 4 und der grüne Schamane, ohne Dudab-Karte – also weg damit auf den Abwurf.',
    });
  });
  test('both accepted reductions keep the Dudab-Karte, discard the shaman and beat the alternatives', () => {
    const end = finalState(sc);
    expect(end.hands[0]).toEqual(['Z-rot-hand-1', 'D-2']);
    expect(end.abwurf).toEqual(['Z-rot-hand-4', 'S-gruen-1']);
    const score = (m: DudabMove) => {
      const t = dudab.play(s2, m);
      return wertung([...t.sammelstapel[0]!, ...t.hands[0]!]).summe;
    };
    // By hand: pile 1, 2, D, 3, 2. Keep 1 + D: two Dudab-Karten convert 3 and 2 → 1 + 2 + 1 − 5 = −1.
    expect(score({ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-1', 'D-2'], ziel: 'abwurf' })).toBe(-1);
    // Keep 4 + D: they convert 4 and 3 → 1 + 2 + 2 − 7 = −2.
    expect(score({ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-4', 'D-2'], ziel: 'abwurf' })).toBe(-2);
    // The allowed alternative {D, 4} into the pile keeps the shaman: D-S pair, D converts 4 → 1 + 2 + 3 + 2 + 1 − 4 = 5.
    expect(score({ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-1', 'S-gruen-1'], ziel: 'stapel' })).toBe(5);
    // Keeping the shaman and D: D-S pair, D converts 3 → 1 + 2 + 2 − 3 = 2.
    expect(score({ type: 'reduzieren', seat: 0, behalten: ['S-gruen-1', 'D-2'], ziel: 'abwurf' })).toBe(2);
    // Keeping everything: D-S pair, D converts 4 → 1 + 2 + 3 + 2 + 1 − 4 = 5.
    expect(score({ type: 'nichtReduzieren', seat: 0 })).toBe(5);
  });
  test('the texts say the right way round: the Dudab-Karte turns the 4 into Gutpunkte (issue 15.19)', () => {
    const texts = sc.steps.flatMap((st) => [
      st.text,
      'done' in st ? st.done : '',
      ...('wrong' in st && st.wrong ? st.wrong.map((w) => w.text) : []),
    ]);
    const gut = texts.flatMap((t) => (t ?? '').split(/(?<=[.!?])\s+/)).filter((x) => x.includes('Gutpunkte'));
    expect(gut.length).toBeGreaterThan(1);
    // never the Ziffer-Karte acting on the Dudab-Karte („die 4 … würde die Dudab-Karte … umwandeln“)
    for (const sentence of gut) expect(sentence).not.toMatch(/die 4\b.*\bdie Dudab-Karte\b.*umwandeln/);
    // keeping the 4: the Dudab-Karte makes Gutpunkte of it
    expect(gut).toContain('Behältst du stattdessen die 4, macht die Dudab-Karte am Rundenende aus ihr Gutpunkte.');
  });
});

describe('dudab-wunsch (§10.3)', () => {
  const sc = szenario('dudab-wunsch');
  test('the reader wishes Mammut; Anna cannot fulfil, shows her hand and draws', () => {
    const s = after(sc, 2);
    expect(s.reihen[0]!.wunsch).toEqual({ art: 'symbol', wert: 'mammut' });
    expect(engine.legalMoves(s)).toContainEqual({ type: 'ziehen', seat: 1 });
    const drawn = after(sc, 3);
    expect(ofType(drawn, 'HandShown')).toEqual([{ type: 'HandShown', seat: 1, karten: ['Z-gelb-keule-3', 'Z-blau-hand-4', 'D-2'] }]);
    expect(drawn.reihen[0]!.wunsch).not.toBeNull();
  });
  test('the reader must fulfil the own wish: ziehen is refused', () => {
    const s = before(sc, 4);
    expect(engine.phase(s)).toBe('wunsch');
    expect(engine.check(s, { type: 'ziehen', seat: 0 })).toMatchObject({ ok: false, rule: 'wuenschen' });
    expect(ofType(after(sc, 4), 'WunschErfuellt')).toHaveLength(1);
  });
  test('a wish on a full row forces „6 nimmt“, with Anna’s Dudab-Karte in it', () => {
    const s = before(sc, 6);
    expect(s.reihen[1]!.karten).toHaveLength(5);
    expect(engine.legalMoves(s)).toEqual([{ type: 'legen', seat: 0, karte: 'Z-rot-keule-1', reihe: 1 }]);
    const end = after(sc, 6);
    expect(ofType(end, 'SechsNimmt')).toHaveLength(1);
    expect(end.sammelstapel[0]).toContain('D-2');
    expect(end.hands[0]).toHaveLength(2);
  });
});

describe('schamane-verhext (§10.4)', () => {
  const sc = szenario('schamane-verhext');
  test('the red shaman curses Anna, who answers with a blue shaman on it', () => {
    expect(after(sc, 2).verhext).toEqual({ seat: 1, reihe: 0 });
    const s = after(sc, 3);
    expect(s.reihen[0]!.karten.slice(-2)).toEqual(['S-rot-1', 'S-blau-2']);
    expect(s.verhext).toEqual({ seat: 0, reihe: 0 });
    expect(engine.legalMoves(s)).toEqual([{ type: 'strafe', seat: 0 }]);
  });
  test('the penalty: a revealed 3 gives three cards, 7 in hand, 2 into the Sammelstapel (not the discard)', () => {
    const s = after(sc, 4);
    expect(ofType(s, 'Revealed')).toEqual([{ type: 'Revealed', seat: 0, karte: 'Z-gelb-keule-3', anzahl: 3 }]);
    expect(s.hands[0]).toHaveLength(7);
    expect(s.phase).toBe('entsorgen');
    const end = after(sc, 5);
    expect(end.hands[0]).toHaveLength(5);
    expect(end.sammelstapel[0]).toEqual(['Z-gelb-fell-1', 'Z-blau-keule-1']);
    expect(end.abwurf).toEqual(s.abwurf);
  });
});

describe('volle-hand (§10.5)', () => {
  const sc = szenario('volle-hand');
  test('five cards, nothing fits: the hand is shown, one card to the Sammelstapel, one drawn', () => {
    const s = before(sc, 2);
    expect(engine.legalMoves(s).every((m) => m.type === 'ziehen' && m.inStapel !== undefined)).toBe(true);
    const a = after(sc, 2);
    expect(ofType(a, 'HandShown')).toHaveLength(1);
    expect(a.sammelstapel[0]).toEqual(['Z-rot-keule-1']);
    expect(a.hands[0]).toHaveLength(5);
  });
  test('with four cards: a plain draw, nothing shown, nothing into the Sammelstapel', () => {
    const n = stepOf(sc, { type: 'ziehen', seat: 0 });
    const s = before(sc, n);
    expect(s.hands[0]).toHaveLength(4);
    const a = after(sc, n);
    expect(ofType(a, 'HandShown')).toEqual([]);
    expect(a.sammelstapel[0]).toEqual(['Z-rot-keule-1']);
    expect(a.hands[0]).toHaveLength(5);
  });
});

describe('rundenende (§10.6)', () => {
  const sc = szenario('rundenende');
  test('the pile holds 2 cards; the reader draws the last one and the round ends at once', () => {
    expect(before(sc, 1).nachziehstapel).toHaveLength(2);
    expect(before(sc, 3).nachziehstapel).toHaveLength(1);
    const end = finalState(sc);
    expect(engine.isOver(end)).toBe(true);
    expect(end.handAmEnde![0]).toEqual(['Z-gruen-mammut-2', 'D-5']);
  });
  test('the §7 worked example: Du +2, Anna +22, Bernd −3; Bernd wins', () => {
    const end = finalState(sc);
    expect(end.punkte).toEqual([[2, 22, -3]]);
    expect(engine.outcome(end).winners).toEqual([2]);
    const w = wertung(end.sammelstapel[0]!);
    expect(w.paare).toEqual([{ dudab: 'D-2', schamane: 'S-gruen-1' }]);
    expect(w.umgewandelt).toEqual([{ dudab: 'D-5', karte: 'Z-rot-hand-4' }]);
  });
  test('the explainer for the whole table, from the reader’s view', () => {
    const end = finalState(sc);
    const all = rundenWertungen(engine.view(end, 0))!;
    expect(all.map((x) => x.wertung.summe)).toEqual([2, 22, -3]);
    expect(all.map((x) => x.hand)).toEqual([
      ['Z-gruen-mammut-2', 'D-5'],
      ['Z-gelb-hand-1', 'Z-gelb-fell-3'],
      ['Z-rot-fell-1', 'D-8'],
    ]);
    expect(all[0]!.schritte.at(-1)!.text).toBe('Ergebnis der Runde: 6 Schlechtpunkte − 4 Gutpunkte = +2 Punkte.');
    // During a round there is nothing to explain, and other piles are hidden.
    expect(rundenWertungen(engine.view(before(sc, 3), 0))).toBeNull();
  });
});

describe('Dudab tutorials through the tutorial machine', () => {
  const fastTutorial = dudabTutorialMachine.provide({ delays: { movePause: 0 } });

  test.each(dudabScenarios.map((s) => [s.id, s] as const))('„%s“ replays to its end', (_id, scenario) =>
    replayScenario(dudabTutorialMachine, engine, scenario, {
      // an illegal try: a card the reader does not hold
      illegalMove: (state) => ({
        type: 'legen' as const,
        seat: 0,
        karte: ['Z-rot-hand-1', 'Z-gelb-hand-1', 'Z-blau-hand-3'].find((c) => !state.hands[0]!.includes(c))!,
        reihe: 0,
      }),
      anchors,
    }),
  );

  test('an alternative accepted move (alsoOk) is taken, and the next step continues from the canonical move', async () => {
    const scenario = szenario('ziffern-legen');
    const actor = createActor(fastTutorial, { input: { scenario, step: 2 } });
    actor.start();
    actor.send({ type: 'MOVE', move: { type: 'legen', seat: 0, karte: 'Z-gelb-fell-1', reihe: 0 } });
    expect(actor.getSnapshot().value).toBe('stepSolved');
    actor.send({ type: 'NEXT' });
    const snap = await waitFor(actor, (s) => s.value === 'explaining', { timeout: 1000 });
    expect(snap.context.state).toEqual(stateAtStep(engine, scenario, 3));
    actor.stop();
  });
});
