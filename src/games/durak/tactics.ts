/**
 * „Taktik“ for Durak (issue 17, core/tactics.ts): „Welcher Zug ist hier am besten?“ at decisions
 * of the reader where the search finds a clear best move. Two kinds by decision type: attacking
 * (opening a bout or adding cards) and defending (beating, taking, passing on). Both look at the
 * endgame – the talon is empty – where one move decides the game; earlier, the search rarely
 * separates the moves by 15 percentage points. „schwerer“: three players (and Weiterreichen when
 * defending).
 */
import { tacticGame, type TacticKind } from '../core/tactics';
import { nameOf } from '../core/text';
import { durakAnalysis } from './analysis';
import { heuristicBot } from './bots';
import { durakPlay } from './rules';
import type { DurakOptions, DurakState } from './types';

type Kind = TacticKind<DurakState, DurakOptions>;

/** Screening (core/tactics.ts): few moves, so 1/16 of the iterations already tell (profiled). */
const screens = [
  { share: 1 / 32, lead: 1.1 },
  { share: 1 / 16, lead: 1.1 },
];

const players = (level: number): number => (level === 0 ? 2 : 3);

/** §5.3 M1 ATTACK, M4 THROW_IN, M5 PASS: the reader opens a bout or is asked to add cards. */
const angriff: Kind = {
  id: 'durak-taktik-angriff',
  title: 'Angriff: Welcher Zug ist am besten?',
  section: '§5.3 M1 ATTACK, M4 THROW_IN, M5 PASS; §10 (endgame)',
  rule: 'angreifen',
  options: (level) => ({ players: players(level), transfer: false }),
  find: (s) => s.talon.length === 0 && (s.phase === 'ATTACK_OPEN' || s.phase === 'THROW_IN'),
  screens,
  question: (s, names) =>
    s.phase === 'ATTACK_OPEN'
      ? `Der Nachziehstapel ist leer, du greifst ${nameOf(names, s.defender)} an. Welcher Zug ist hier am besten?`
      : `Der Nachziehstapel ist leer, alle Karten auf dem Tisch sind abgewehrt. Welcher Zug ist hier am besten: nachlegen, und womit, oder nichts?`,
};

/** §5.3 M2 DEFEND, M3 TAKE (M6 TRANSFER when harder): the reader defends. */
const abwehr: Kind = {
  id: 'durak-taktik-abwehr',
  title: 'Abwehr: Welcher Zug ist am besten?',
  section: '§5.3 M2 DEFEND, M3 TAKE, M6 TRANSFER; §10 (endgame)',
  rule: 'abwehren',
  options: (level) => ({ players: players(level), transfer: level === 1 }),
  find: (s) => s.talon.length === 0 && s.phase === 'DEFEND',
  screens,
  question: (s, names) =>
    `Der Nachziehstapel ist leer, ${nameOf(names, s.attacker)} greift dich an. Welcher Zug ist hier am besten: schlagen, und womit, ${s.options.transfer ? 'weiterreichen ' : ''}oder aufnehmen?`,
};

export const DURAK_TACTIC_KINDS = [angriff, abwehr] as const;

export const durakTactics = tacticGame(durakPlay, durakAnalysis, heuristicBot, DURAK_TACTIC_KINDS, (s) => s.options.players);
