/**
 * „Taktik“ for Dashavatara Ganjifa (issue 17, core/tactics.ts): „Welcher Zug ist hier am besten?“
 * at decisions of the reader where the search finds a clear best move. Two kinds by decision
 * type: leading a trick (a card or a Dukal) and playing to a trick someone else led (following,
 * or when blank: trump or the next suit). Normal exercises come from the first three quarters of
 * the game (at least `OPEN_HAND` cards in hand): later, first place is mostly decided and the
 * search finds every move alike. „schwerer“ also takes the endgame.
 *
 * Links of version B (core/tactics.ts) look where a clear best move is far more likely, measured
 * over every candidate position of 300 (Ausspielen) and 130 (Zugeben) seeded games, each searched
 * in full: only while first place is still open (`raceOpen`: at most `RACE` captured cards between
 * the reader and the best other seat) and, for Ausspielen, in the middle of the game
 * (`MIDDLE_HAND`), the reader at most one trick ahead (`AHEAD`). Ausspielen: 4.7 % of the
 * candidates of A were clear, 16 % in the middle of the open race (7 to 17 cards in hand), 20 %
 * not ahead by more than a trick (150 more games; ahead by more, 9 %), and of these 29 % with 7 to
 * 12 cards in hand (12 % with 13 to 17): normal asks there, „schwerer“ from 17 cards down to 4.
 * Zugeben asks
 * only where one of the reader's cards takes the trick as it lies (`canTake`): 3.2 % → 12 %. With
 * fewer candidates per exercise, each B kind screens in two steps: a look with Profi's own search,
 * then the start of the full search (stages chosen by replaying those games' stage values).
 */
import type { DrillLevel } from '../core/drills';
import { tacticGame, type TacticKind } from '../core/tactics';
import { nameOf } from '../core/text';
import { ganjifaAnalysis, ganjifaTacticSearch } from './analysis';
import { heuristicBot } from './bots';
import { legalFollow, trickWinner } from './position';
import { GANJIFA_PROFI_ITERATIONS, ganjifaSearch } from './profi';
import { ganjifaPlay } from './rules';
import type { GanjifaOptions, GanjifaState } from './types';

type Kind = TacticKind<GanjifaState, GanjifaOptions>;

/** Cards in the reader's hand at least (normal, „schwerer“). */
export const OPEN_HAND: Record<DrillLevel, number> = { 0: 10, 1: 2 };

const open = (s: GanjifaState, level: DrillLevel): boolean => s.hands[0]!.length >= OPEN_HAND[level];

/** B: captured cards the reader may be behind the best other seat while first place is open. */
export const RACE = 12;
/** B, Ausspielen: captured cards the reader may be ahead (one trick): further ahead, leads matter less. */
export const AHEAD = 3;

/** B: the reader's captured cards minus the best other seat's. */
const margin = (s: GanjifaState): number => s.captured[0]!.length - Math.max(s.captured[1]!.length, s.captured[2]!.length);

/** B: first place is still open: the reader at most `RACE` captured cards behind or ahead (or `ahead`). */
export function raceOpen(s: GanjifaState, ahead = RACE): boolean {
  const m = margin(s);
  return m >= -RACE && m <= ahead;
}

/** B: cards in the reader's hand for Ausspielen, [from, to] (normal; „schwerer“ earlier and later). */
export const MIDDLE_HAND: Record<DrillLevel, readonly [number, number]> = { 0: [7, 12], 1: [4, 17] };

/** B: cards in hand for Zugeben from (normal, „schwerer“ also the endgame), and up to (normal). */
export const ZUGEBEN_HAND: Record<DrillLevel, readonly [number, number]> = { 0: [7, 34], 1: [2, 40] };

const within = (s: GanjifaState, [from, to]: readonly [number, number]): boolean => s.hands[0]!.length >= from && s.hands[0]!.length <= to;

/** B: one of the reader's legal cards takes the trick as it lies (§3 trick winner). */
function canTake(s: GanjifaState): boolean {
  const trump = s.trumpSuit!;
  return legalFollow(s.hands[0]!, s.ledSuit!, trump).some((card) => trickWinner([...s.trick, { seat: 0, card }], trump) === 0);
}

/** §5.3 M2 LEAD, M3 LEAD_DUKAL: the reader leads. */
const ausspielen: Kind = {
  id: 'ganjifa-taktik-ausspielen',
  title: 'Ausspielen: Welcher Zug ist am besten?',
  section: '§5.3 M2 LEAD, M3 LEAD_DUKAL; §10',
  rule: 'ausspielen',
  options: () => ({}),
  find: (s, level) => s.phase === 'LEAD' && s.trickNo > 1 && open(s, level),
  question: () => 'Du spielst aus. Welcher Zug ist hier am besten?',
  B: {
    find: (s, level) => s.phase === 'LEAD' && s.trickNo > 1 && within(s, MIDDLE_HAND[level]) && raceOpen(s, AHEAD),
    screens: [
      { share: 1 / 16, lead: 0.8, search: ganjifaSearch },
      { share: 1 / 2, lead: 0.6 },
    ],
  },
};

/** §5.3 M4 PLAY, §5.5 legalFollow: the reader plays to a led trick. */
const zugeben: Kind = {
  id: 'ganjifa-taktik-zugeben',
  title: 'Zugeben: Welcher Zug ist am besten?',
  section: '§5.3 M4 PLAY, §5.5 legalFollow; §10',
  rule: 'bedienen',
  options: () => ({}),
  find: (s, level) => s.phase === 'FOLLOW' && open(s, level),
  question: (s, names) => `${nameOf(names, s.trick[0]!.seat)} hat ausgespielt. Welche Karte gibst du am besten zu?`,
  B: {
    find: (s, level) => s.phase === 'FOLLOW' && within(s, ZUGEBEN_HAND[level]) && raceOpen(s) && canTake(s),
    screens: [
      { share: 1 / 32, lead: 1, search: ganjifaSearch },
      { share: 1 / 8, lead: 0.8 },
    ],
  },
};

export const GANJIFA_TACTIC_KINDS = [ausspielen, zugeben] as const;

// One look with Profi's own search (its pool of 40 deals costs a third of the analysis's 120):
// a second look at the start of the full search pays the large pool again and was slower.
export const ganjifaTactics = tacticGame(
  ganjifaPlay,
  { ...ganjifaAnalysis, search: ganjifaTacticSearch, iterations: GANJIFA_PROFI_ITERATIONS },
  heuristicBot,
  GANJIFA_TACTIC_KINDS,
  () => 3,
  [{ share: 1 / 16, lead: 0.6, search: ganjifaSearch }],
);
