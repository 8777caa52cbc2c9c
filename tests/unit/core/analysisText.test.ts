/** The analysis in German words (core/analysisText.ts). */
import { describe, expect, test } from 'vitest';
import type { AnalysisScale, DecisionAnalysis } from '../../../src/games/core/analysis';
import { decisionLine, formatLoss, formatValue, scaleText, thresholdsText } from '../../../src/games/core/analysisText';

const chance: AnalysisScale = { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance, nicht Durak zu werden' };
const points: AnalysisScale = { kind: 'points', better: 'niedrig', unit: 'Punkte', label: 'Rundenpunkte gegenüber dem Tischschnitt' };

describe('values and losses', () => {
  test('a chance in whole percent, points with one decimal, a comma and the typographic minus', () => {
    expect(formatValue(57.6, chance)).toBe('58\u00a0%');
    expect(formatValue(-3.24, points)).toBe('\u22123,2\u00a0Punkte');
    expect(formatValue(1.5, points)).toBe('+1,5\u00a0Punkte');
    expect(formatValue(-0.01, points)).toBe('0\u00a0Punkte');
    // one point is „Punkt“, with either sign (never „−1 Punkte“)
    expect(formatValue(-1, points)).toBe('\u22121\u00a0Punkt');
    expect(formatValue(1.04, points)).toBe('+1\u00a0Punkt');
    expect(formatLoss(1, points)).toBe('1\u00a0Punkt');
  });
  test('a loss in Prozentpunkte or Punkte, singular for one', () => {
    expect(formatLoss(12.4, chance)).toBe('12\u00a0Prozentpunkte');
    expect(formatLoss(1.2, chance)).toBe('1\u00a0Prozentpunkt');
    expect(formatLoss(2.46, points)).toBe('2,5\u00a0Punkte');
    expect(formatLoss(1, points)).toBe('1\u00a0Punkt');
  });
  test('the scale as a sentence: the label stands last before the colon, so its own comma closes it', () => {
    expect(scaleText(chance)).toBe('Die Werte sind in Prozent die Chance, nicht Durak zu werden: mehr ist besser.');
  });
  test('the thresholds as a sentence', () => {
    expect(thresholdsText(chance, { ungenau: 4, Fehler: 10, 'grober Fehler': 20 })).toBe(
      'Ab 4\u00a0Prozentpunkten Verlust ist ein Zug ungenau, ab 10 ein Fehler, ab 20 ein grober Fehler. ' +
        'Ein Fehler ist es erst, wenn der Verlust auch nach Abzug seiner Unsicherheit (±) die Schwelle erreicht ' +
        'und der Zug in mindestens 9 von 10 möglichen Verteilungen der verdeckten Karten schlechter abschneidet.',
    );
    expect(thresholdsText(points, { ungenau: 1, Fehler: 3, 'grober Fehler': 6 })).toBe(
      'Ab 1\u00a0Punkt Verlust ist ein Zug ungenau, ab 3 ein Fehler, ab 6 ein grober Fehler. ' +
        'Ein Fehler ist es erst, wenn der Verlust auch nach Abzug seiner Unsicherheit (±) die Schwelle erreicht ' +
        'und der Zug in mindestens 9 von 10 möglichen Verteilungen der verdeckten Karten schlechter abschneidet.',
    );
  });
});

describe('one line per decision', () => {
  type M = { type: string; seat: number; card: string };
  const label = (m: M) => `${m.card} angreifen`;
  const base: DecisionAnalysis<M> = {
    index: 4,
    number: 2,
    made: { type: 'ATTACK', seat: 0, card: 'Pik 7' },
    best: { type: 'ATTACK', seat: 0, card: 'Herz 6' },
    madeIsBest: false,
    equivalent: false,
    forced: false,
    madeValue: 58.2,
    bestValue: 71.4,
    loss: 13.2,
    margin: 2,
    mark: 'Fehler',
    samples: 900,
    worlds: 0,
    worldsWorse: 0,
    worldsBetter: 0,
    candidates: [],
    reason: null,
  };
  test('the move made and the better one, each with its value', () => {
    expect(decisionLine(base, label, chance)).toBe('Pik 7 angreifen: 58\u00a0% – besser: Herz 6 angreifen: 71\u00a0%');
  });
  test('the best move, a move as good as the suggestion, a forced move', () => {
    expect(decisionLine({ ...base, best: base.made, madeIsBest: true, bestValue: 58.2, loss: 0, mark: 'gut' }, label, chance)).toBe(
      'Pik 7 angreifen: 58\u00a0% – der beste Zug',
    );
    expect(decisionLine({ ...base, madeValue: 71.4, loss: 0, mark: 'gut' }, label, chance)).toBe(
      'Pik 7 angreifen: 71\u00a0% – so gut wie Herz 6 angreifen',
    );
    expect(decisionLine({ ...base, forced: true, mark: null }, label, chance)).toBe('Pik 7 angreifen: der einzige erlaubte Zug');
  });
});
