/**
 * Durak words for the UI: whose turn it is and what to do, role badges, the result, and what a
 * move just shown in an example did. Only presentation: every legality question goes to the
 * engine (legalMoves, movesForCard, check, describe).
 */
import { durakPlay } from '../../games/durak/page';
import { actionLabel as engineLabel } from '../../games/durak/text';
import { cardWithArticle } from '../../games/durak/cards';
import type { DurakMove, DurakState } from '../../games/durak/types';
import type { GameResult } from '../game/FreePlayShell';
import { joinAnd } from '../../games/core/text';

/**
 * A choice button or action button phrased as an action the reader takes (the engine's
 * actionLabel), shortened where nothing is ambiguous: with one open card „Mit der Kreuz Dame
 * schlagen“ instead of „Die Herz 6 mit der Kreuz Dame schlagen“.
 */
export function actionLabel(state: DurakState, move: DurakMove): string {
  if (move.type === 'DEFEND' && state.table.filter((p) => p.defence === null).length === 1) {
    return `Mit ${cardWithArticle(move.card, 'dat')} schlagen`;
  }
  return engineLabel(move);
}

/** Whose turn it is, in words, with a phase-specific instruction for the reader (seat 0). */
export function turnPrompt(state: DurakState, names: string[]): string {
  const who = durakPlay.toAct(state);
  if (who === null) return 'Das Spiel ist vorbei.';
  const name = names[who] ?? '';
  const open = joinAnd(state.table.filter((p) => p.defence === null).map((p) => cardWithArticle(p.attack, 'akk')));
  const defender = state.defender === 0 ? 'dich' : (names[state.defender] ?? '');
  if (who === 0) {
    switch (state.phase) {
      case 'ATTACK_OPEN':
        return `Du bist am Zug: Greif ${defender} mit einer Karte deiner Wahl an.`;
      case 'DEFEND': {
        const transfer = durakPlay.legalMoves(state).some((m) => m.type === 'TRANSFER');
        return `Du bist am Zug: Wehr ${open} ab${transfer ? ', reich weiter' : ''} oder nimm auf.`;
      }
      case 'THROW_IN':
        return 'Du bist am Zug: Leg eine Karte nach, deren Wert schon liegt, oder wähl „Nichts nachlegen“.';
      default:
        return 'Du bist am Zug.';
    }
  }
  switch (state.phase) {
    case 'ATTACK_OPEN':
      return `${name} ist am Zug und greift ${defender} an.`;
    case 'DEFEND':
      return `${name} ist am Zug und muss ${open} abwehren oder aufnehmen.`;
    case 'THROW_IN':
      return `${name} ist am Zug: nachlegen oder passen.`;
    default:
      return `${name} ist am Zug.`;
  }
}

/** A seat's role in the current bout: 'a' attacks, 'v' defends, null otherwise. */
export type Role = 'a' | 'v';

/** The role of a seat in the current bout, or null (game over, finished, or neither role). */
export function roleOf(state: DurakState, seat: number): Role | null {
  if (durakPlay.isOver(state) || !state.active[seat]) return null;
  if (seat === state.attacker) return 'a';
  if (seat === state.defender) return 'v';
  return null;
}

/**
 * The badge text of a role, neutral in gender (players are Anna, Bernd, Clara …): „greift an“ /
 * „verteidigt“, and in du-form for the reader's own row („greifst an“ / „verteidigst“).
 */
export function roleBadge(role: Role, du: boolean): string {
  if (role === 'a') return du ? 'greifst an' : 'greift an';
  return du ? 'verteidigst' : 'verteidigt';
}

/** „Anna ist der Durak.“ and the finishing order, both from the engine's outcome (the Durak last). */
export function durakResult(state: DurakState, names: string[]): GameResult {
  const name = (s: number) => names[s] ?? '';
  const o = durakPlay.outcome(state);
  const d = o.losers[0];
  const headline = d === undefined ? 'Unentschieden – kein Durak.' : d === 0 ? 'Du bist der Durak.' : `${name(d)} ist der Durak.`;
  const places = o.places.map((group) => {
    const who = joinAnd(group.map(name));
    if (d !== undefined && group.includes(d)) return `${who} (Durak)`;
    return group.length > 1 ? `${who} (gemeinsam)` : who;
  });
  return { headline, places, placesNote: 'Wer zuerst alle Karten los war, steht oben:' };
}
