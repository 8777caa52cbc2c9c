/**
 * „Taktik“ for Dashavatara Ganjifa (issue 17, core/tactics.ts): „Welcher Zug ist hier am besten?“
 * at decisions of the reader where the search finds a clear best move. Two kinds by decision
 * type: leading a trick (a card or a Dukal) and playing to a trick someone else led (following,
 * or when blank: trump or the next suit). Both look at the last part of the game (at most
 * `LATE_HAND` cards in hand), where a trick or two decide first place; „schwerer“ allows more.
 */
import type { DrillLevel } from '../core/drills';
import type { TacticGame, TacticKind } from '../core/tactics';
import { nameOf } from '../core/text';
import { ganjifaAnalysis } from './analysis';
import { heuristicBot } from './bots';
import { ganjifaPlay } from './rules';
import type { GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';

type Kind = TacticKind<GanjifaState, GanjifaOptions>;

/** Cards in the reader's hand at most (normal, „schwerer“). */
export const LATE_HAND: Record<DrillLevel, number> = { 0: 8, 1: 40 };

const late = (s: GanjifaState, level: DrillLevel): boolean => s.hands[0]!.length <= LATE_HAND[level];

/** §5.3 M2 LEAD, M3 LEAD_DUKAL: the reader leads. */
const ausspielen: Kind = {
  id: 'ganjifa-taktik-ausspielen',
  title: 'Ausspielen: Welcher Zug ist am besten?',
  section: '§5.3 M2 LEAD, M3 LEAD_DUKAL; §10',
  rule: 'ausspielen',
  options: () => ({}),
  find: (s, level) => s.phase === 'LEAD' && s.trickNo > 1 && late(s, level),
  question: () => 'Du spielst aus. Welcher Zug ist hier am besten?',
};

/** §5.3 M4 PLAY, §5.5 legalFollow: the reader plays to a led trick. */
const zugeben: Kind = {
  id: 'ganjifa-taktik-zugeben',
  title: 'Zugeben: Welcher Zug ist am besten?',
  section: '§5.3 M4 PLAY, §5.5 legalFollow; §10',
  rule: 'bedienen',
  options: () => ({}),
  find: (s, level) => s.phase === 'FOLLOW' && late(s, level),
  question: (s, names) => `${nameOf(names, s.trick[0]!.seat)} hat ausgespielt. Welche Karte gibst du am besten zu?`,
};

export const GANJIFA_TACTIC_KINDS = [ausspielen, zugeben] as const;

export const ganjifaTactics: TacticGame<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaView> = {
  id: 'ganjifa',
  rules: ganjifaPlay,
  analysis: ganjifaAnalysis,
  bot: heuristicBot,
  names: (_s, all) => all.slice(0, 3),
  kinds: GANJIFA_TACTIC_KINDS,
};
