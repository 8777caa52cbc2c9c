/**
 * Negative numbers are shown with the typographic minus (U+2212) wherever a score appears (issue
 * 15.19): the shared formatters, the score table of every game with points, and Dudab's scoring
 * explainer with its table, which showed „-6“ beside „−6“ in the sentences.
 */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { formatNumber, formatSigned, MINUS } from '../../../src/games/core/numbers';
import { ScoreTable } from '../../../src/components/game/ScoreTable';
import { DudabWertung } from '../../../src/components/dudab/DudabWertung';
import { punkteZahl, zahl } from '../../../src/games/dudab/wertung';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { engine as dudab } from '../dudab/helpers';
import type { DudabState } from '../../../src/games/dudab/types';

/** A hyphen-minus before a digit: the sign the page must never show. */
const HYPHEN_NUMBER = /(^|[^\w])-\d/;
/** The text of rendered HTML (attributes such as tabindex="-1" are not shown). */
const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('formatNumber, formatSigned', () => {
  test('the typographic minus, a plus only where asked', () => {
    expect(MINUS).toBe('\u2212');
    expect([formatNumber(-6), formatNumber(0), formatNumber(12)]).toEqual(['\u22126', '0', '12']);
    expect([formatSigned(-6), formatSigned(0), formatSigned(2)]).toEqual(['\u22126', '0', '+2']);
  });
  test('Dudab’s zahl and punkteZahl are the same formatters', () => {
    expect(zahl).toBe(formatNumber);
    expect(punkteZahl).toBe(formatSigned);
  });
});

describe('ScoreTable', () => {
  test('negative round scores and totals with the typographic minus', () => {
    const html = renderToString(
      <ScoreTable
        scores={{
          rounds: [
            [-6, 3],
            [2, -1],
          ],
          totals: [-4, 2],
          better: 'niedrig',
          unit: 'Punkte',
        }}
        names={['Du', 'Anna']}
        winners={[0]}
      />,
    );
    expect(html).toContain('<td>\u22126</td>');
    expect(html).toContain('<td>\u22121</td>');
    expect(html).toContain('\u22124</td>');
    expect(text(html)).not.toMatch(HYPHEN_NUMBER);
  });
});

/** The end of Dudab's first round in a random two-player game. */
function endOfRound(): DudabState {
  let s = dudab.deal({ spieler: 2, runden: 2, startSeat: 0 }, 7);
  const rng = makeRng(7);
  while (s.punkte.length === 0) {
    const l = dudab.legalMoves(s);
    s = dudab.play(s, l[randomInt(rng, l.length)]!);
  }
  return s;
}

describe('DudabWertung', () => {
  test('the table and the sentences between rounds show a negative score the same way', () => {
    // the round's scores as a game with Gutpunkte may end it (the scoring steps come from the piles)
    const s: DudabState = { ...endOfRound(), punkte: [[-6, 3]] };
    const html = renderToString(<DudabWertung state={s} names={['Du', 'Anna']} idBase="t" scoreTable focus={false} />);
    expect(html).toContain('<td>\u22126</td>');
    expect(html).toContain('Du: \u22126 Punkte');
    expect(text(html)).not.toMatch(HYPHEN_NUMBER);
  });
});
