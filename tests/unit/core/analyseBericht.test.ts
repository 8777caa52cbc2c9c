/**
 * The words of the analysis report (components/game/AnalyseBericht.tsx) that tell bad luck from bad
 * play: the chance at the deal against the chance when all seats are alike.
 */
import { describe, expect, test } from 'vitest';
import { luckText } from '../../../src/components/game/AnalyseBericht';
import type { AnalysisScale } from '../../../src/games/core/analysis';

const chance: AnalysisScale = { kind: 'chance', better: 'hoch', unit: '%', label: 'Chance, nicht Durak zu werden' };
const points: AnalysisScale = { kind: 'points', better: 'niedrig', unit: 'Punkte', label: 'Rundenpunkte gegenüber dem Tischschnitt' };

describe('luckText', () => {
  test('a chance well below the even one: the cards were against you; well above: for you; near it: neither', () => {
    expect(luckText(chance, 31, 50)).toBe('Die Karten waren gegen dich: 31\u00a0% zu Beginn, bei gleichen Karten für alle 50\u00a0% (Chance, nicht Durak zu werden).');
    expect(luckText(chance, 70, 50)).toMatch(/^Die Karten waren für dich: 70\u00a0%/);
    expect(luckText(chance, 45, 50)).toMatch(/^Die Karten waren weder für noch gegen dich: 45\u00a0%/);
    // with three players two thirds are the even chance not to be the Durak: 60 % is no bad luck
    expect(luckText(chance, 60, 200 / 3)).toMatch(/^Die Karten waren weder für noch gegen dich/);
    expect(luckText(chance, 50, 200 / 3)).toMatch(/^Die Karten waren gegen dich/);
  });

  test('where fewer points are better (Dudab), more expected points are bad luck', () => {
    expect(luckText(points, 2.5, 0)).toMatch(/^Die Karten waren gegen dich: \+2,5\u00a0Punkte zu Beginn/);
    expect(luckText(points, -2.5, 0)).toMatch(/^Die Karten waren für dich: −2,5\u00a0Punkte/);
    expect(luckText(points, 0.4, 0)).toMatch(/^Die Karten waren weder für noch gegen dich/);
  });
});
