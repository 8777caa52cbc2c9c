/** The heading above the best moves of a Taktik exercise counts what stands below it (issue 30: „Die drei besten Züge“ above two). */
import { expect, test } from 'vitest';
import { topHeading } from '../../../src/components/game/uebungen/UebungView';

test.each([
  [1, 'Der beste Zug laut Rechnung:'],
  [2, 'Die beiden besten Züge laut Rechnung:'],
  [3, 'Die drei besten Züge laut Rechnung:'],
] as const)('%i line(s): „%s“', (n, heading) => {
  expect(topHeading(n)).toBe(heading);
});
