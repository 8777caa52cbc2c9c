/**
 * „Taktik“ for Dudab (issue 17, core/tactics.ts): „Welcher Zug ist hier am besten?“ at decisions
 * of the reader where the search finds a clear best move. Dudab's analysis counts round points
 * against the table average (Schlechtpunkte, lower is better), so „clear“ and „right“ are in points:
 * a lead of 4.5 Punkte and a band of 0.75 Punkte (core/tactics.ts, `tacticThresholds`: the places
 * of 15 and 3 percentage points on the analysis thresholds). Two kinds by decision type: the free
 * turn (which card on which row, or draw) and the bound turn under an open wish or a curse
 * (fulfil, wish anew with a Dudab, answer with a shaman, draw or take the Strafe). One round;
 * „schwerer“: more players.
 *
 * Links of version B (core/tactics.ts) ask Wunsch oder Fluch at a full table, five players
 * (normal) and six („schwerer“), in the last part of the round (at most `LATE_PILE` cards in the
 * Nachziehstapel): over every candidate position of 750 seeded rounds, each searched in full, 2.8 %
 * of A's candidates with three players were clear; with five players 12 %, late in the round 16 %
 * (a wish reaches more hands, and near the end of the round every card left in the hand counts).
 * B's first look runs longer (1/16 of the iterations at 0.7 × gap, then 1/4 at 0.9 ×): A's first
 * look, 1/32 at 1.1 ×, dropped most of the clear positions among this kind's 25 to 49 moves.
 */
import type { DrillLevel } from '../core/drills';
import { randomInt, type Random } from '../core/rng';
import { tacticGame, type TacticKind } from '../core/tactics';
import { dudabAnalysis } from './analysis';
import { heuristicBot } from './bots';
import { dudabPlay } from './rules';
import type { DudabOptions, DudabState } from './types';

type Kind = TacticKind<DudabState, DudabOptions>;

/** B: cards in the Nachziehstapel at most for Wunsch oder Fluch (the last part of the round). */
export const LATE_PILE = 19;

const options = (level: DrillLevel, rng: Random): DudabOptions => ({
  spieler: level === 0 ? 3 : 4 + randomInt(rng, 2),
  runden: 1,
  startSeat: 0,
});

/** §5.3 phase zug: legen (which card, which row) or ziehen. */
const legen: Kind = {
  id: 'dudab-taktik-legen',
  title: 'Freier Zug: Was ist am besten?',
  section: '§5.3 phase zug (legen, ziehen), §5.6 effects of legen',
  rule: 'legen',
  options,
  find: (s) => s.phase === 'zug',
  question: () => 'Du hast einen freien Zug. Welcher Zug ist hier am besten: welche Karte auf welche Reihe, oder nachziehen?',
};

/** §5.4 phase wunsch, §5.5 phase verhext: the reader is bound by an open wish or a curse. */
const gebunden: Kind = {
  id: 'dudab-taktik-wunsch',
  title: 'Wunsch oder Fluch: Was ist am besten?',
  section: '§5.4 phase wunsch, §5.5 phase verhext',
  rule: 'wuenschen',
  options,
  find: (s) => s.phase === 'wunsch' || s.phase === 'verhext',
  stop: 0.8,
  // Screening (core/tactics.ts): most of these have a Dudab with a dozen wishes to choose from; the
  // second look comes earlier than the default (profiled).
  screens: [
    { share: 1 / 32, lead: 1.1 },
    { share: 1 / 16, lead: 0.9 },
  ],
  B: {
    options: (level) => ({ spieler: level === 0 ? 5 : 6, runden: 1, startSeat: 0 }),
    find: (s) => (s.phase === 'wunsch' || s.phase === 'verhext') && s.nachziehstapel.length <= LATE_PILE,
    screens: [
      { share: 1 / 16, lead: 0.7 },
      { share: 1 / 4, lead: 0.9 },
    ],
  },
  question: (s) =>
    s.phase === 'verhext'
      ? 'Ein Schamane hat dich verhext. Welcher Zug ist hier am besten?'
      : 'Auf dem Tisch liegt ein offener Wunsch. Welcher Zug ist hier am besten?',
};

export const DUDAB_TACTIC_KINDS = [legen, gebunden] as const;

export const dudabTactics = tacticGame(dudabPlay, dudabAnalysis, heuristicBot, DUDAB_TACTIC_KINDS, (s) => s.options.spieler);
