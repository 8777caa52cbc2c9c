/**
 * Durak words for the UI: whose turn it is and what to do, role badges, the result, and what a
 * move just shown in an example did. Only presentation: every legality question goes to the
 * engine (legalMoves, movesForCard, check, describe).
 */
import type { Scenario } from '../../games/core/scenario';
import { stateBeforeStep } from '../../games/core/scenario';
import { durak, describeEvent } from '../../games/durak/rules';
import { cardWithArticle } from '../../games/durak/cards';
import type { DurakEvent, DurakLayout, DurakMove, DurakState } from '../../games/durak/types';
import type { GameResult } from '../game/FreePlayShell';

/** „A“, „A und B“, „A, B und C“. */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return items.slice(0, -1).join(', ') + ' und ' + items[items.length - 1];
}

/** „1 Karte“, „5 Karten“. */
export function cardsText(n: number): string {
  return n === 1 ? '1 Karte' : `${n} Karten`;
}

/** Whose turn it is, in words, with a phase-specific instruction for the reader (seat 0). */
export function turnPrompt(state: DurakState, names: string[]): string {
  const who = durak.toAct(state);
  if (who === null) return 'Das Spiel ist vorbei.';
  const name = names[who] ?? '';
  const open = joinAnd(state.table.filter((p) => p.defence === null).map((p) => cardWithArticle(p.attack, 'akk')));
  const defender = state.defender === 0 ? 'dich' : (names[state.defender] ?? '');
  if (who === 0) {
    switch (state.phase) {
      case 'ATTACK_OPEN':
        return `Du bist am Zug: Greif ${defender} mit einer Karte deiner Wahl an.`;
      case 'DEFEND': {
        const transfer = durak.legalMoves(state).some((m) => m.type === 'TRANSFER');
        return `Du bist am Zug: Wehr ${open} ab${transfer ? ', reich weiter' : ''} oder nimm auf.`;
      }
      case 'THROW_IN':
        return 'Du bist am Zug: Leg eine Karte nach, deren Wert schon auf dem Tisch liegt, oder wähl „Nichts nachlegen“.';
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
  if (state.phase === 'GAME_OVER' || !state.active[seat]) return null;
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

/** „Anna ist der Durak.“ and the finishing order (places as groups, the Durak last). */
export function durakResult(state: DurakState, names: string[]): GameResult {
  const name = (s: number) => names[s] ?? '';
  const d = state.durak;
  const headline = d === null ? 'Unentschieden – kein Durak.' : d === 0 ? 'Du bist der Durak.' : `${name(d)} ist der Durak.`;
  const places = state.finishOrder.map((group) => {
    const who = joinAnd(group.map(name));
    return group.length > 1 ? `${who} (gemeinsam)` : who;
  });
  if (d !== null && !state.finishOrder.some((g) => g.includes(d))) places.push(`${name(d)} (Durak)`);
  return { headline, places };
}

/** What the move just shown in an example did: its description, then the engine's events. */
export function shownLines(
  scenario: Scenario<DurakLayout, DurakMove>,
  step: number,
  events: unknown[],
  lastMove: DurakMove,
): string[] {
  const lines: string[] = [];
  try {
    lines.push(durak.describe(stateBeforeStep(durak, scenario, step), lastMove, scenario.names));
  } catch {
    // The move was not the one the step expected from this position (cannot happen with valid data).
  }
  for (const e of events as DurakEvent[]) {
    const text = describeEvent(e, scenario.names);
    if (text && !lines.includes(text)) lines.push(text);
  }
  return lines;
}
