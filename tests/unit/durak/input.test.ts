/**
 * Durak on the shared input model (core/input.ts): one card, no target, TAKE and PASS as buttons.
 * The model must agree with the engine's own lists everywhere, and a click on a card that can do
 * nothing gets one reason that covers every decision the card could stand for (whyNotCard).
 */
import { describe, expect, test } from 'vitest';
import { buttonMoves, playableCards, resolveSelection, targetsFor } from '../../../src/games/core/input';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { CARD_IDS } from '../../../src/games/durak/cards';
import { durak, durakInput, movesForCard, whyNotCard } from '../../../src/games/durak/rules';
import type { DurakLayout, DurakMove, DurakState } from '../../../src/games/durak/types';

/** Positions of seeded random games over 2–6 players, with and without Weiterreichen. */
function positions(): DurakState[] {
  const out: DurakState[] = [];
  for (let g = 0; g < 10; g++) {
    let s = durak.deal({ players: 2 + (g % 5), transfer: g % 2 === 0 }, 500 + g);
    const rng = makeRng(g);
    for (let step = 0; !durak.isOver(s); step++) {
      if (step % 4 === 0) out.push(s);
      const legal = durak.legalMoves(s);
      s = durak.play(s, legal[randomInt(rng, legal.length)]!);
    }
    out.push(s);
  }
  return out;
}

const sel = (card: string) => ({ cards: [card], target: null });

describe('durakInput agrees with legalMoves, movesForCard and check', () => {
  const all = positions();

  test('enough positions of every phase', () => {
    const phases = new Set(all.map((s) => s.phase));
    expect([...phases].sort()).toEqual(['ATTACK_OPEN', 'DEFEND', 'GAME_OVER', 'THROW_IN']);
  });

  test('a single card resolves to exactly the legal moves with it, or to check’s reason for the attempt', () => {
    let fehler = 0;
    for (const s of all) {
      for (let seat = 0; seat < s.options.players; seat++) {
        for (const card of s.hands[seat]!) {
          const r = resolveSelection(durak, durakInput, s, seat, sel(card));
          const m = movesForCard(s, seat, card);
          if (m.legal.length > 0) {
            expect(r).toEqual({ kind: 'moves', moves: m.legal, more: false });
          } else if (m.attempt === null) {
            expect(durak.isOver(s)).toBe(true);
            expect(r.kind).toBe('refused');
          } else {
            const v = durak.check(s, m.attempt);
            expect(v.ok).toBe(false);
            // the move it would be: the machine refuses it with check's reason
            expect(r).toEqual({ kind: 'refused', attempt: m.attempt });
            fehler++;
          }
        }
      }
    }
    expect(fehler).toBeGreaterThan(100);
  });

  test('playable cards, buttons and targets', () => {
    for (const s of all) {
      const legal = durak.legalMoves(s);
      const withCard = legal.filter((m): m is Extract<DurakMove, { card: string }> => 'card' in m);
      expect([...playableCards(durakInput, legal)].sort()).toEqual([...new Set(withCard.map((m) => m.card))].sort());
      expect(buttonMoves(durakInput, legal)).toEqual(legal.filter((m) => m.type === 'TAKE' || m.type === 'PASS'));
      // Durak has no targets: a card alone names the move.
      for (const m of withCard) expect(targetsFor(durakInput, legal, [m.card])).toEqual([]);
    }
  });

  test('two cards at once or a target never name a Durak move (D7)', () => {
    const s = durak.deal({ players: 3, transfer: false }, 1);
    const hand = s.hands[s.attacker]!;
    expect(resolveSelection(durak, durakInput, s, s.attacker, { cards: hand.slice(0, 2), target: null }).kind).toBe('refused');
    expect(resolveSelection(durak, durakInput, s, s.attacker, { cards: [hand[0]!], target: 'tisch' }).kind).toBe('refused');
    expect(durakInput.attempt(s, s.attacker, { cards: [], target: null })).toBeNull();
  });
});

describe('whyNotCard: one reason for every decision a card could stand for', () => {
  /** You defend against Bernd's Herz 6 (Pik is trump); Anna, who would receive a transfer, holds one card. */
  const layout: DurakLayout = {
    options: { players: 3, transfer: true },
    hands: [['C9', 'D6', 'H7', 'S6'], ['CA'], ['H6', 'S7']],
    talon: [],
    trumpSuit: 'S',
    attacker: 2,
  };
  const s = durak.play(durak.fromLayout(layout), { type: 'ATTACK', seat: 2, card: 'H6' });

  test('a card of the first rank that beats nothing: both Weiterreichen and Schlagen are explained', () => {
    expect(durak.toAct(s)).toBe(0);
    expect(whyNotCard(s, 0, 'D6')).toEqual({
      ok: false,
      reason:
        'Weiterreichen geht hier nicht – dann lägen 2 Angriffskarten auf dem Tisch, aber der nächste Spieler hat nur 1 Karte. ' +
        'Schlagen kann die Karo 6 die Herz 6 auch nicht – andere Farbe und kein Trumpf.',
      rule: 'weiterreichen',
    });
  });

  test('a card of another rank: only the defence is explained', () => {
    expect(whyNotCard(s, 0, 'C9')).toEqual({
      ok: false,
      reason: 'Die Kreuz 9 kann die Herz 6 nicht schlagen – andere Farbe und kein Trumpf.',
      rule: 'abwehren',
    });
  });

  test('a card with a legal move is fine; the trump 6 beats and could not transfer', () => {
    expect(whyNotCard(s, 0, 'H7')).toEqual({ ok: true });
    expect(whyNotCard(s, 0, 'S6')).toEqual({ ok: true });
  });

  test('after a transfer every open card is named', () => {
    // Anna now holds four cards, so you may pass the attack on; then Anna faces two open cards, and
    // Bernd, next in line, has only his Pik 7 left.
    const wide = durak.play(
      durak.fromLayout({
        ...layout,
        hands: [
          ['C9', 'D6', 'H7', 'S6'],
          ['CA', 'C6', 'D9', 'DA'],
          ['H6', 'S7'],
        ],
      }),
      { type: 'ATTACK', seat: 2, card: 'H6' },
    );
    const t = durak.play(wide, { type: 'TRANSFER', seat: 0, card: 'D6' });
    expect(durak.toAct(t)).toBe(1);
    expect(whyNotCard(t, 1, 'C6')).toEqual({
      ok: false,
      reason:
        'Weiterreichen geht hier nicht – dann lägen 3 Angriffskarten auf dem Tisch, aber der nächste Spieler hat nur 1 Karte. ' +
        'Schlagen kann die Kreuz 6 auch keine der offenen Karten – die Herz 6 nicht (andere Farbe und kein Trumpf) ' +
        'und die Karo 6 nicht (andere Farbe und kein Trumpf).',
      rule: 'weiterreichen',
    });
  });

  test('anyone else gets check’s reason for the move the click means', () => {
    const v = whyNotCard(s, 1, 'CA');
    expect(v).toEqual(durak.check(s, { type: 'THROW_IN', seat: 1, card: 'CA' }));
    expect(v.ok).toBe(false);
  });

  test('every reason over many positions: a sentence without a colon, never „ok“ for a card without a legal move', () => {
    for (const st of positions()) {
      for (let seat = 0; seat < st.options.players; seat++) {
        for (const card of CARD_IDS) {
          if (!st.hands[seat]!.includes(card)) continue;
          const v = whyNotCard(st, seat, card);
          expect(v.ok).toBe(movesForCard(st, seat, card).legal.length > 0);
          if (!v.ok) {
            expect(v.reason).toMatch(/^[A-ZÄÖÜ„].*[.!]$/);
            expect(v.reason).not.toContain(':');
          }
        }
      }
    }
  });
});

describe('one reason for every action a card could mean (issue 6)', () => {
  test('a defender’s card of the bout’s rank that can neither pass the attack on nor beat it', () => {
    // Anna attacked with the Herz 6 and holds only one card: passing on would give her two to beat.
    const state = durak.fromLayout({
      options: { players: 2, transfer: true },
      hands: [['D6', 'C9'], ['S8']],
      talon: [],
      trumpSuit: 'S',
      table: [{ attack: 'H6', defence: null }],
      phase: 'DEFEND',
      attacker: 1,
      defender: 0,
    });
    const attempt = durakInput.attempt(state, 0, { cards: ['D6'], target: null })!;
    const verdict = durak.check(state, attempt);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.reason).toMatch(/^Weiterreichen/);
    expect(verdict.reason).toMatch(/Schlagen kann die Karo 6 die Herz 6 auch nicht/);
    expect(verdict.reason).not.toMatch(/::|: :/);
    // without the variant only the beating is explained
    const plain = durak.check({ ...state, options: { players: 2, transfer: false } }, attempt);
    expect(plain.ok ? '' : plain.reason).toMatch(/^Die Karo 6 kann die Herz 6 nicht schlagen/);
  });
});
