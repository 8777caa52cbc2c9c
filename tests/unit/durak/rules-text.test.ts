/**
 * Where readers hesitated (issue 30, point 12): „Weiterreichen“ says that players who are out are
 * skipped, and the engine passes the attack on so (DT-38 for a transfer).
 */
import { describe, expect, test } from 'vitest';
import { durak } from '../../../src/games/durak/rules';
import { sectionOf } from '../../helpers/rulesPage';

const [A, B, C, D] = [0, 1, 2, 3];

describe('Weiterreichen past a player who is out', () => {
  // Four players, C is out; A attacks B with Kreuz 7, B holds Herz 7.
  const s = durak.fromLayout({
    options: { players: 4, transfer: true },
    hands: [['C6', 'S6'], ['H7', 'S8'], [], ['H6', 'H8', 'H9']],
    talon: [],
    trumpSuit: 'D',
    phase: 'DEFEND',
    attacker: A,
    defender: B,
    table: [{ attack: 'C7', defence: null }],
    finishOrder: [[C]],
  });

  test('the engine: the attack goes to D, the next player still in the game', () => {
    const move = { type: 'TRANSFER', seat: B, card: 'H7' } as const;
    expect(durak.check(s, move)).toEqual({ ok: true });
    const after = durak.play(s, move);
    expect(after.defender).toBe(D);
    expect(after.attacker).toBe(B);
  });

  test('the page says so in „Weiterreichen“', () => {
    expect(sectionOf('durak', 'weiterreichen')).toMatch(/ausgeschieden[^.]*übersprungen/);
  });
});
