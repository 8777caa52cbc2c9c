/**
 * Durak's „Besser, weil …“ in the analysis (issue 29): the reason is about the difference between
 * the move made and the better move (hints.ts `versus`), never the „Tipp“ rule of thumb for the
 * better move alone. Positions from seeded games (two players, the other seat „Fortgeschritten“; the
 * reader „Fortgeschritten“ in the first and third game, „Anfänger“ in the second; two more games
 * with Weiterreichen, every seat „Fortgeschritten“).
 */
import { describe, expect, test } from 'vitest';
import { analyseAt, decisionSeed } from '../../../src/games/core/analysis';
import { durakAnalysis } from '../../../src/games/durak/analysis';
import { cardName } from '../../../src/games/durak/cards';
import { hintWhy } from '../../../src/games/durak/hints';
import { parsePartieCode } from '../../../src/games/core/codec';
import { durakKit } from '../../../src/games/durak/kit';
import type { DurakMove } from '../../../src/games/durak/types';
import { decisionOf } from '../../helpers/analysisCases';

const NAMES = ['Du', 'Anna'];
const GAMES = [
  'A20.05fdvvp.CAAAAABAAAAAAACAABBABABAAAAAABAABAABAAAA',
  'A20.01p4v1xk.AAACAABGAAAAACABAABAAAAEFAAAABBABBFBBFEAAABAEDACFAAAAAAAAAAA',
  'A20.01xfjqog.DBABBBAAAABAAAAAAAAAABAAAAABABAAABACABAAAAAAAA',
  // With Weiterreichen, every seat „Fortgeschritten“.
  'A21.01tpv6ip.CABDGJAABBABBABAAAAAABCEHBAAAAAAABAAABAACDAAAAA',
  'A21.01n62k89.FDIAACACIGBACAAAABAAACFFEBBBAAABCBBABBAAABEFHHEAAAAAAAAA',
];

/**
 * The reason for `better` instead of the move made at move `index` of game `g` (or instead of
 * `instead`, another legal move there); a move is picked from the legal ones by the fields given.
 */
function reasonAt(g: number, index: number, better: Partial<DurakMove>, instead?: Partial<DurakMove>): string | null {
  const { state, made } = decisionOf(durakKit, GAMES[g]!, index);
  const view = durakKit.rules.view(state, 0);
  const pick = (fields: Partial<DurakMove>) => {
    const move = view.legal.find((m) => Object.entries(fields).every(([k, v]) => (m as Record<string, unknown>)[k] === v));
    expect(move, JSON.stringify(fields)).toBeDefined();
    return move!;
  };
  return hintWhy(view, pick(better), NAMES, instead ? pick(instead) : made);
}

describe('the reason compares the two moves', () => {
  test('the analysis says why the Karo 8 beats the Kreuz 8 better than the Kreuz Bube (before: no reason at all)', () => {
    // Zug 32 of the first game, „grober Fehler“: the Karo 8 (a trump) adds no rank to throw in.
    const { state, made, seed } = decisionOf(durakKit, GAMES[0]!, 31);
    expect(made).toEqual({ type: 'DEFEND', seat: 0, attackCard: 'C8', card: 'CJ' });
    const d = analyseAt(durakAnalysis, state, made, decisionSeed(seed, 31), { names: NAMES });
    expect(d.best).toEqual({ type: 'DEFEND', seat: 0, attackCard: 'C8', card: 'D8' });
    expect(d.reason).toBe(
      'schon eine 8 auf dem Tisch liegt und die Karo 8 so keinen neuen Wert zum Nachlegen bringt, der Kreuz Bube aber schon',
    );
  });

  test.each([
    // Before: „die Herz 8 deine niedrigste Karte ohne Trumpf ist und du danach noch die Pik 8
    // nachlegen kannst“ — the Pik 8 was the move made, and just as low.
    [0, 0, { card: 'H8' }, 'du mit der Herz 8 angreifst und die Pik 8 behältst'],
    // Before: „du das Kreuz Ass gut entbehren kannst und deine Trümpfe behältst“ (true of the König too).
    [0, 23, { card: 'CA' }, 'du mit dem höheren Kreuz Ass angreifst und den niedrigeren Kreuz König behältst'],
    // Before: „du danach noch den Kreuz König und den Karo König nachlegen kannst“.
    [0, 18, { card: 'HK' }, 'du nach dem Herz König noch den Kreuz König und den Karo König nachlegen kannst, nach der Herz 7 nichts'],
    // Before: „du die passenden Karten noch brauchst“.
    [0, 25, { type: 'PASS' }, 'du den Herz König für später behältst, statt Anna damit noch eine Karte zum Schlagen zu geben'],
    // Before: „der Wert schon auf dem Tisch liegt und du den Karo König gut entbehren kannst“.
    [0, 29, { card: 'DK' }, 'du den Karo König jetzt loswirst, solange Anna abwehren muss'],
    // Before: „die Pik 8 die Pik 6 schlägt und du deine Trümpfe sparst“.
    [1, 44, { card: 'S8' }, 'du die Pik 6 mit der Pik 8 schlägst und deinen Trumpf, die Herz 10, behältst'],
    // Before: „der Pik König die niedrigste Karte ist, die den Pik Buben schlägt“ (the reader took).
    [1, 33, { card: 'SK' }, 'du den Pik Buben mit dem Pik König schlägst, statt die Karte vom Tisch aufzunehmen'],
    // Before: „du den Pik König gut entbehren kannst und deine Trümpfe behältst“ — the Herz 7 is one.
    [1, 45, { card: 'SK' }, 'du mit dem Pik König angreifst und deinen Trumpf, die Herz 7, behältst'],
    // Before: „du sonst das Karo Ass opfern müsstest“.
    [2, 26, { type: 'TAKE' }, 'du beim Aufnehmen deinen Trumpf, das Karo Ass, behältst, statt damit das Pik Ass zu schlagen'],
    // Before: „das Herz Ass die Herz 10 schlägt und du deine Trümpfe sparst“ (the Herz Bube does too).
    [2, 9, { card: 'HA' }, 'du die Herz 10 mit dem höheren Herz Ass schlägst und den niedrigeren Herz Buben behältst'],
  ] as const)('game %i, move %i: better %o', (g, index, better, reason) => {
    expect(reasonAt(g, index, better)).toBe(reason);
  });

  test.each([
    [3, 31, { card: 'DK' }, { card: 'C7' }, 'Anna den Karo König nicht schlagen kann, die Kreuz 7 aber vielleicht schon'],
    [
      3,
      3,
      { type: 'TRANSFER' },
      { type: 'DEFEND', card: 'D7' },
      'du so die Kreuz 10 loswirst und Anna jetzt 2 Karten abwehren muss, statt die Pik 10 mit der Karo 7 zu schlagen',
    ],
    [
      3,
      3,
      { type: 'DEFEND', card: 'D7' },
      { type: 'TRANSFER' },
      'du die Pik 10 mit der Karo 7 schlägst, statt mit der Kreuz 10 weiterzureichen',
    ],
    [
      4,
      23,
      { type: 'TAKE' },
      { card: 'HJ' },
      'du ohnehin nicht alle offenen Karten schlagen kannst und beim Aufnehmen deinen Trumpf, den Herz Buben, behältst, statt damit den Kreuz Buben zu schlagen',
    ],
  ] as const)('game %i, move %i: %o instead of %o', (g, index, better, instead, reason) => {
    expect(reasonAt(g, index, better, instead)).toBe(reason);
  });

  test('every pair of moves at every decision of the three games: the reason names both cards and is not the same the other way round', () => {
    let pairs = 0;
    for (const code of GAMES) {
      const parsed = parsePartieCode(durakKit, code);
      if (!parsed.ok) throw new Error(parsed.error);
      const { options, seed, moves } = parsed.value;
      let state = durakKit.rules.deal(options, seed);
      for (const move of moves) {
        const view = durakKit.rules.view(state, 0);
        for (const x of view.legal) {
          for (const y of view.legal) {
            if (x === y) continue;
            const why = hintWhy(view, x, NAMES, y);
            const cards = [x, y].flatMap((m) => ('card' in m ? [m.card] : []));
            if (cards.length === 2) expect(why, `${JSON.stringify(x)} statt ${JSON.stringify(y)}`).not.toBeNull();
            if (why === null) continue;
            pairs++;
            // „Pik Bube“ is in „den Pik Buben“ and „dem höheren Pik Buben“ too.
            for (const c of cards) expect(why).toContain(cardName(c));
            expect(why).not.toBe(hintWhy(view, y, NAMES, x));
          }
        }
        state = durakKit.rules.play(state, move);
      }
    }
    expect(pairs).toBeGreaterThan(200);
  });
});
