/**
 * „Taktik“ for Bambuti (issue 17, core/tactics.ts): „Welcher Zug ist hier am besten?“ at decisions
 * of the reader where the search finds a clear best move (the chance to win, a draw counting half).
 * Two kinds by decision type: placing a mask (which mask, which place, own row or the opponent's)
 * and drumming (spend a Trommelkarte now for a Wertung, or go on) while the markers are close, in the
 * second half of the game (such clear positions are rare: earlier than the last 12 cards of the
 * pile, a seed went through 200 deals without one). „schwerer“: placing with the Nachziehstapel
 * still full (more unknown cards), drumming earlier in the game.
 *
 * Links of version B (core/tactics.ts), measured over every candidate position of seeded games,
 * each searched in full:
 *  - placing only while the game is open (the scores at most `CLOSE_SCORE` apart): 5.7 % of A's
 *    candidates were clear, 13 % of these (120 games);
 *  - drumming only with the reader's last Trommelkarte, in the middle stretch of the pile
 *    (`DRUM_PILE`), the markers at most 2 apart („schwerer“ 4): 5 % of A's candidates were clear,
 *    17 % of these (15 % for „schwerer“; 200 games; with two Trommelkarten left, going on and
 *    drumming now were nearly always alike: the second card can still be spent later). Such
 *    positions are rare, so a seed may need hundreds of deals (core/tactics.ts: B allows 2000). The
 *    clear answer is nearly always to keep the card: drumming now was clearly best only with the
 *    markers far ahead, and such positions are too rare to search for.
 * Both screen in three steps, each the start of the full search.
 */
import type { DrillLevel } from '../core/drills';
import { tacticGame, type TacticKind, type TacticScreen } from '../core/tactics';
import { bambutiAnalysis } from './analysis';
import { heuristicBot, markerBalance } from './bots';
import { bambutiPlay } from './rules';
import type { BambutiOptions, BambutiState } from './types';

type Kind = TacticKind<BambutiState, BambutiOptions>;

/** Cards left in the Nachziehstapel at most for „normal“ exercises (the last part of the game). */
export const LATE_PILE = 12;

/** B: both kinds screen in three steps, each the start of the full search. */
const B_SCREENS: readonly TacticScreen[] = [
  { share: 1 / 32, lead: 1.1 },
  { share: 1 / 8, lead: 1 },
  { share: 1 / 2, lead: 0.9 },
];

/** B: points at most between the two players while the game is still open (the Wertungsblock). */
export const CLOSE_SCORE = 10;

/** B: the game is still open: the Wertungsblock's sums at most `CLOSE_SCORE` apart. */
const closeScore = (s: BambutiState): boolean => Math.abs(s.punkte[0]! - s.punkte[1]!) <= CLOSE_SCORE;

/** §5.3 phase legen: where to place which mask. */
const legen: Kind = {
  id: 'bambuti-taktik-legen',
  title: 'Legen: Welcher Zug ist am besten?',
  section: '§5.3 phase legen (B5–B8), §4 Punkteanzeiger',
  rule: 'legen',
  options: () => ({ startSeat: 0 }),
  find: (s, level) => s.phase === 'legen' && (level === 1 || s.nachziehstapel.length <= LATE_PILE),
  question: () => 'Du bist dran. Welche Maske legst du am besten wohin?',
  B: {
    find: (s, level) => s.phase === 'legen' && (level === 1 || s.nachziehstapel.length <= LATE_PILE) && closeScore(s),
    screens: B_SCREENS,
  },
};

/**
 * Drumming is a real question when the markers are close: at most this many points apart (by a
 * far lead or deficit the search finds both answers alike much more often).
 */
export const CLOSE_MARKERS = 2;

/** B: cards left in the Nachziehstapel for drumming exercises, [from, to]. */
export const DRUM_PILE: readonly [number, number] = [8, 27];

/** B: how far apart the markers may be (normal; „schwerer“ also the less even positions). */
export const DRUM_MARKERS: Record<DrillLevel, number> = { 0: CLOSE_MARKERS, 1: 4 };

/** §5.4 phase trommeln: drum now or go on. */
const trommeln: Kind = {
  id: 'bambuti-taktik-trommeln',
  title: 'Trommeln: Jetzt oder später?',
  section: '§5.4 phase trommeln (B10), §5.5 Wertung',
  rule: 'trommelkarte',
  options: () => ({ startSeat: 0 }),
  find: (s, level) =>
    s.phase === 'trommeln' &&
    s.nachziehstapel.length <= (level === 1 ? 3 : 2) * LATE_PILE &&
    Math.abs(markerBalance(bambutiPlay.view(s, 0))) <= CLOSE_MARKERS,
  stop: 0.8,
  question: () => 'Du hast gelegt und darfst trommeln. Trommelst du jetzt, oder spielst du weiter?',
  B: {
    find: (s, level) =>
      s.phase === 'trommeln' &&
      s.trommeln[0] === 1 &&
      s.nachziehstapel.length >= DRUM_PILE[0] &&
      s.nachziehstapel.length <= DRUM_PILE[1] &&
      Math.abs(markerBalance(bambutiPlay.view(s, 0))) <= DRUM_MARKERS[level],
    screens: B_SCREENS,
  },
};

export const BAMBUTI_TACTIC_KINDS = [legen, trommeln] as const;

export const bambutiTactics = tacticGame(bambutiPlay, bambutiAnalysis, heuristicBot, BAMBUTI_TACTIC_KINDS, () => 2);
