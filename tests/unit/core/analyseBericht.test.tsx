/**
 * The words of the analysis report (components/game/AnalyseBericht.tsx) that tell bad luck from bad
 * play: the chance at the deal against the chance when all seats are alike.
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { AnalyseBericht, luckText } from '../../../src/components/game/AnalyseBericht';
import { markFor, worseShare } from '../../../src/games/core/analysisText';
import { type AnalysisScale, type DecisionAnalysis, type GameAnalysis, type Thresholds } from '../../../src/games/core/analysis';

const chance: AnalysisScale = { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance, nicht Durak zu werden' };
const THRESHOLDS: Thresholds = { ungenau: 4, Fehler: 10, 'grober Fehler': 20 };
const DUDAB: Thresholds = { ungenau: 1, Fehler: 3, 'grober Fehler': 6 };
const points: AnalysisScale = { kind: 'points', better: 'niedrig', unit: 'Punkte', label: 'Rundenpunkte gegenüber dem Tischschnitt' };

describe('luckText', () => {
  test('a chance well below the even one: the cards were against you; well above: for you; near it: neither', () => {
    expect(luckText(chance, 31, 50, THRESHOLDS)).toBe(
      'Die Karten waren gegen dich: 31\u00a0% zu Beginn, bei gleichen Karten für alle 50\u00a0% (Chance, nicht Durak zu werden).',
    );
    expect(luckText(chance, 70, 50, THRESHOLDS)).toMatch(/^Die Karten waren für dich: 70\u00a0%/);
    expect(luckText(chance, 45, 50, THRESHOLDS)).toMatch(/^Die Karten waren weder für noch gegen dich: 45\u00a0%/);
    // one rule for every game: at least the „Fehler“ threshold (10 points) away from the even start
    expect(luckText(chance, 61, 50, THRESHOLDS)).toMatch(/^Die Karten waren für dich: 61\u00a0%/);
    expect(luckText(chance, 59, 50, THRESHOLDS)).toMatch(/^Die Karten waren weder für noch gegen dich/);
    // with three players two thirds are the even chance not to be the Durak: 60 % is no bad luck
    expect(luckText(chance, 60, 200 / 3, THRESHOLDS)).toMatch(/^Die Karten waren weder für noch gegen dich/);
    expect(luckText(chance, 50, 200 / 3, THRESHOLDS)).toMatch(/^Die Karten waren gegen dich/);
  });

  test('where fewer points are better (Dudab), more expected points are bad luck', () => {
    expect(luckText(points, 3.5, 0, DUDAB)).toMatch(/^Die Karten waren gegen dich: \+3,5\u00a0Punkte zu Beginn/);
    expect(luckText(points, -3.5, 0, DUDAB)).toMatch(/^Die Karten waren für dich: −3,5\u00a0Punkte/);
    expect(luckText(points, 2.5, 0, DUDAB)).toMatch(/^Die Karten waren weder für noch gegen dich/);
    expect(luckText(points, 0.4, 0, DUDAB)).toMatch(/^Die Karten waren weder für noch gegen dich/);
  });
});

describe('a decision whose move made is not the search choice', () => {
  const decision = (loss: number, madeValue: number, bestValue: number, margin = 2): DecisionAnalysis<string> => ({
    index: 4,
    number: 3,
    made: 'made',
    forced: false,
    best: 'best',
    madeIsBest: false,
    equivalent: false,
    madeValue,
    bestValue,
    loss,
    margin,
    mark: markFor(loss, margin, THRESHOLDS),
    samples: 500,
    worlds: 0,
    worldsWorse: 0,
    worldsBetter: 0,
    candidates: [],
    reason: 'du sonst eine Karte verschenkst',
  });
  const render = (d: DecisionAnalysis<string>) => {
    const analysis: GameAnalysis<string> = {
      game: 'durak',
      scale: chance,
      thresholds: THRESHOLDS,
      decisions: [d],
      graph: [
        { index: 0, value: 50 },
        { index: d.index, value: d.bestValue },
      ],
      summary: {
        counts: { gut: 1, ungenau: 0, Fehler: 0, 'grober Fehler': 0 },
        forced: 0,
        costliest: d.loss > 0 ? 0 : null,
        dealValue: 50,
        neutral: 50,
        result: null,
      },
      complete: true,
    };
    const html = renderToString(
      <AnalyseBericht
        analysis={analysis}
        moves={10}
        label={(_i, m) => (m === 'made' ? 'Du nimmst' : 'Du schlägst')}
        onShow={() => {}}
        hrefOf={() => '#'}
        idBase="t"
      />,
    );
    return html.replace(/<[^>]*>/g, ' ').replace(/[ \n]+/g, ' ');
  };

  test('with a loss it names the better move, how much better (the difference of the shown values), its uncertainty, and why', () => {
    // 73.4 and 82.4 are shown as 73 % and 82 %: the difference shown is 9, never the unrounded 9.0 rounded otherwise
    const t = render(decision(9.0, 73.4, 82.4, 2.2));
    expect(t).toContain('Dein Zug: „Du nimmst“ – 73\u00a0%');
    expect(t).toContain('Besser: „Du schlägst“ – 82\u00a0% (9\u00a0Prozentpunkte mehr, Unsicherheit ±3\u00a0Prozentpunkte)');
    expect(t).toContain('Besser, weil du sonst eine Karte verschenkst.');
  });

  test('91.4 against 96.4 is shown as 91 % and 96 %: a difference of 5, not 6 (rounding of the shown values)', () => {
    const t = render(decision(5.0, 91.4, 96.4));
    expect(t).toContain('(5\u00a0Prozentpunkte mehr');
  });

  test('when both shown values are equal it calls no move better', () => {
    const t = render(decision(0.3, 50.2, 50.4));
    expect(t).not.toContain('Besser');
    expect(t).toContain('„Du schlägst“ kam auf denselben Wert (50\u00a0%): gleich gut.');
  });

  test('a large loss that held in too few card distributions is no „Fehler“, and the report says why', () => {
    const base = decision(20, 50, 70, 2);
    const d = { ...base, worlds: 400, worldsWorse: 240, worldsBetter: 40 };
    const mark = markFor(20, 2, THRESHOLDS, worseShare(d));
    expect(mark).toBe('ungenau');
    const t = render({ ...d, mark });
    expect(t).toContain(
      'Kein Fehler, obwohl der Zug im Mittel 20\u00a0Prozentpunkte kostet: Er schnitt nur in 7 von 10 möglichen Verteilungen',
    );
    // held in 9 of 10: a mistake, no such sentence
    const sure = { ...base, worlds: 400, worldsWorse: 360, worldsBetter: 0 };
    expect(render({ ...sure, mark: markFor(20, 2, THRESHOLDS, worseShare(sure)) })).not.toContain('Kein Fehler');
  });

  test('the legend says which way is good and that a mistake needs the loss minus its uncertainty', () => {
    const t = render(decision(12, 40, 52));
    expect(t).toContain('mehr ist besser');
    expect(t).toContain('nach Abzug seiner Unsicherheit');
  });
});
