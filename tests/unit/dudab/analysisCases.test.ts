/**
 * Dudab decisions where the move made is worth the same as the analysis's best move, frozen
 * (issue 29, tests/helpers/analysisCases.ts): the analysis must not call them mistakes. Both come
 * from seeded games (four players, one round; the other seats „Fortgeschritten“) and were marked
 * „Fehler“ by the analysis before the one judgement (core/judge.ts). The reference evaluation is
 * the judgement of just the two moves from the reader's view with 20 times the analysis's samples
 * (20,000 paired playouts), as bench/analyse.ts counts false flags; it finds each pair within one
 * point. Values are expected Schlechtpunkte against the table average: fewer is better.
 */
import { describe } from 'vitest';
import { dudabAnalysis } from '../../../src/games/dudab/analysis';
import { dudabKit } from '../../../src/games/dudab/kit';
import { frozenAnalysisCases } from '../../helpers/analysisCases';

describe('Dudab: moves worth the same as the best are no mistakes', () => {
  frozenAnalysisCases(dudabKit, dudabAnalysis, [
    // Laying the Dudab-Karte 5 on row 2 (wishing Rot) or drawing: the analysis gives 55.6 against
    // 55.1 points (best: drawing, loss 0.4 ± 0.3), the reference 55.6 against 55.1. The old
    // analysis: „Fehler“, 56.0 against 52.7.
    {
      code: 'A410.0jknq9g.AAAADBYABEYABEwBADBwBBDEoCABCpCCDFoCDbBpCBIbFBAbFoCZaFoCAAGqCZbACpCwBZAAxBbBoCBADqCxBZBBpCBAAABABGFYYAwBYYMAaACwB',
      index: 89,
      made: { type: 'legen', seat: 0, karte: 'D-5', reihe: 1, wunsch: { art: 'farbe', wert: 'rot' } },
    },
    // Drawing and putting the Schamane Blau 2 or the Grün Keule 4 into the Sammelstapel: the
    // analysis gives −0.8 against −1.6 points (best: the Grün Keule 4, loss 0.8 ± 0.4), the
    // reference −0.55 against −0.95. The old analysis: „Fehler“, −3.4 against −6.4 for the Rot
    // Mammut 4.
    {
      code: 'A410.01qr9dpe.ABCAAAAYABAYABABABABYBACYDAEaDADcbBEccaHbcbGdacGbeeEzByBcEpCpCeFpCoCeEpCoCdGoCoCbGgDpC',
      index: 49,
      made: { type: 'ziehen', seat: 0, inStapel: 'S-blau-2' },
    },
  ]);
});
