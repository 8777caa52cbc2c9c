/**
 * „Taktik“ for Dashavatara Ganjifa (issue 17, core/tactics.ts): „Welcher Zug ist hier am besten?“
 * at decisions of the reader where the search finds a clear best move. Two kinds by decision
 * type: leading a trick (a card or a Dukal) and playing to a trick someone else led (following,
 * or when blank: trump or the next suit). Normal exercises come from the first three quarters of
 * the game (at least `OPEN_HAND` cards in hand): later, first place is mostly decided and the
 * search finds every move alike. „schwerer“ also takes the endgame.
 */
import type { DrillLevel } from '../core/drills';
import { tacticGame, type TacticKind } from '../core/tactics';
import { nameOf } from '../core/text';
import { ganjifaAnalysis, ganjifaTacticSearch } from './analysis';
import { heuristicBot } from './bots';
import { GANJIFA_PROFI_ITERATIONS, ganjifaSearch } from './profi';
import { ganjifaPlay } from './rules';
import type { GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';

type Kind = TacticKind<GanjifaState, GanjifaOptions>;

/** Cards in the reader's hand at least (normal, „schwerer“). */
export const OPEN_HAND: Record<DrillLevel, number> = { 0: 10, 1: 2 };

const open = (s: GanjifaState, level: DrillLevel): boolean => s.hands[0]!.length >= OPEN_HAND[level];

/** §5.3 M2 LEAD, M3 LEAD_DUKAL: the reader leads. */
const ausspielen: Kind = {
  id: 'ganjifa-taktik-ausspielen',
  title: 'Ausspielen: Welcher Zug ist am besten?',
  section: '§5.3 M2 LEAD, M3 LEAD_DUKAL; §10',
  rule: 'ausspielen',
  options: () => ({}),
  find: (s, level) => s.phase === 'LEAD' && s.trickNo > 1 && open(s, level),
  question: () => 'Du spielst aus. Welcher Zug ist hier am besten?',
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
