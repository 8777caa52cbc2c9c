/**
 * The shared input model (core/input.ts) on the card toy game „Kärtchen“ (toyGame.ts): a pair is
 * selected and then confirmed, a card is placed on a column, „Passen“ is a button, and a selection
 * that fits no legal move gets the engine's own reason. Expectations are worked out by hand from
 * the layouts below.
 */
import { describe, expect, test } from 'vitest';
import { withReason } from '../../helpers/refusal';
import {
  EMPTY_SELECTION,
  buttonMoves,
  cardsNeeded,
  includesMove,
  offersAt,
  playableCards,
  resolveSelection,
  targetsFor,
  toggleCard,
  type MoveInput,
  type Selection,
} from '../../../src/games/core/input';
import { kInput, kaertchen, type KMove, type KState } from './toyGame';

// Your hand r1 r3 b1 b5; Anna's r2 b2 r4 b6. The left column shows b4, the right one is empty.
const open = kaertchen.fromLayout({
  options: { players: 2, rounds: 1 },
  hands: [
    ['r1', 'r3', 'b1', 'b5'],
    ['r2', 'b2', 'r4', 'b6'],
  ],
  columns: { links: ['b4'] },
  toAct: 0,
});
// The same hands, but the right column shows r6: your r3 fits nowhere any more.
const blocked = kaertchen.fromLayout({
  options: { players: 2, rounds: 1 },
  hands: [
    ['r1', 'r3', 'b1', 'b5'],
    ['r2', 'b2', 'r4', 'b6'],
  ],
  columns: { links: ['b4'], rechts: ['r6'] },
  toAct: 0,
});

const ablegen = (...cards: string[]): KMove => ({ type: 'ABLEGEN', seat: 0, cards });
const setzen = (card: string, target: 'links' | 'rechts'): KMove => ({ type: 'SETZEN', seat: 0, card, target });
const sel = (cards: string[], target: string | null = null): Selection => ({ cards, target });
/** The selection's result, a refused move with the reason the reader reads (the machine asks the engine's `check` for it). */
const resolve = (cards: string[], target: string | null = null, state = open, seat = 0) =>
  withReason(kaertchen.check, state, resolveSelection(kaertchen, kInput, state, seat, sel(cards, target)));

describe('resolveSelection', () => {
  test('nothing selected', () => {
    expect(resolveSelection(kaertchen, kInput, open, 0, EMPTY_SELECTION)).toEqual({ kind: 'empty' });
  });

  test('exact: a single 1 is a move of its own, and a pair with it is still possible (more)', () => {
    expect(resolve(['r1'])).toEqual({ kind: 'moves', moves: [ablegen('r1')], more: true });
  });

  test('exact: the pair, in either order of selecting', () => {
    expect(resolve(['r1', 'b1'])).toEqual({ kind: 'moves', moves: [ablegen('r1', 'b1')], more: false });
    expect(resolve(['b1', 'r1'])).toEqual({ kind: 'moves', moves: [ablegen('r1', 'b1')], more: false });
  });

  test('exact: a card and its column', () => {
    expect(resolve(['r3'], 'rechts')).toEqual({ kind: 'moves', moves: [setzen('r3', 'rechts')], more: false });
    expect(resolve(['b5'], 'links')).toEqual({ kind: 'moves', moves: [setzen('b5', 'links')], more: false });
  });

  test('weiter: a card that goes on a column still needs the column, and which columns can take it', () => {
    expect(resolve(['r3'])).toEqual({ kind: 'partial', needCards: false, needTarget: true, targets: ['rechts'] });
    expect(resolve(['b5'])).toEqual({ kind: 'partial', needCards: false, needTarget: true, targets: ['links', 'rechts'] });
  });

  test('weiter: a 1 with a column picked: more cards cannot help, so it is the placement or nothing', () => {
    expect(resolve(['b1'], 'rechts')).toEqual({ kind: 'moves', moves: [setzen('b1', 'rechts')], more: false });
  });

  test('fehler: the engine’s reason for the move the selection means', () => {
    expect(resolve(['r3'], 'links')).toEqual({
      kind: 'refused',
      reason: 'Auf eine Spalte kommt nur eine höhere Zahl.',
      rule: 'setzen',
      attempt: setzen('r3', 'links'),
    });
    expect(resolve(['r3', 'b5'])).toEqual({
      kind: 'refused',
      reason: 'Ein Paar sind zwei Karten mit derselben Zahl.',
      rule: 'ablegen',
      attempt: ablegen('r3', 'b5'),
    });
    expect(resolve(['r1', 'r3', 'b1'])).toMatchObject({ kind: 'refused', reason: 'Du legst ein Paar ab, also genau zwei Karten.' });
    expect(resolve(['r3'], null, blocked)).toEqual({
      kind: 'refused',
      reason: 'Allein ablegen darfst du nur eine 1.',
      rule: 'ablegen',
      attempt: ablegen('r3'),
    });
  });

  test('fehler: a seat that is not to act gets the engine’s reason, even for a card it could play later', () => {
    expect(resolve(['r2', 'b2'], null, open, 1)).toEqual({
      kind: 'refused',
      reason: 'Du bist gerade nicht an der Reihe.',
      rule: 'reihenfolge',
      attempt: { type: 'ABLEGEN', seat: 1, cards: ['r2', 'b2'] },
    });
  });

  test('a column first, then the card: the column alone asks for cards', () => {
    expect(resolve([], 'links')).toEqual({ kind: 'partial', needCards: true, needTarget: false, targets: [] });
  });

  test('fehler without an attempt: a target no move uses names nothing the engine could judge', () => {
    const r = resolve([], 'oben');
    expect(r).toMatchObject({ kind: 'refused', attempt: null });
    expect(r.kind === 'refused' && 'reason' in r && r.reason).toMatch(/^[A-ZÄÖÜ].*\.$/);
  });
});

describe('playableCards, targetsFor, buttonMoves', () => {
  test('the cards that take part in some legal move', () => {
    expect([...playableCards(kInput, kaertchen.legalMoves(open))].sort()).toEqual(['b1', 'b5', 'r1', 'r3']);
    expect([...playableCards(kInput, kaertchen.legalMoves(blocked))].sort()).toEqual(['b1', 'b5', 'r1']);
    expect(playableCards(kInput, [])).toEqual(new Set());
  });

  test('the columns a card can go to, in legalMoves order; none for a pair', () => {
    const legal = kaertchen.legalMoves(open);
    expect(targetsFor(kInput, legal, ['b5'])).toEqual(['links', 'rechts']);
    expect(targetsFor(kInput, legal, ['r3'])).toEqual(['rechts']);
    expect(targetsFor(kInput, legal, ['r1', 'b1'])).toEqual([]);
    expect(targetsFor(kInput, kaertchen.legalMoves(blocked), ['r3'])).toEqual([]);
  });

  test('moves made without selecting are the buttons', () => {
    expect(buttonMoves(kInput, kaertchen.legalMoves(open))).toEqual([{ type: 'PASSEN', seat: 0 }]);
    expect(buttonMoves(kInput, [])).toEqual([]);
  });
});

describe('toggleCard and includesMove', () => {
  test('toggleCard adds in the order chosen, removes a chosen card, keeps the target, never changes its input', () => {
    const a = toggleCard(EMPTY_SELECTION, 'r1');
    const b = toggleCard(a, 'b1');
    expect(b).toEqual({ cards: ['r1', 'b1'], target: null });
    expect(toggleCard(b, 'r1')).toEqual({ cards: ['b1'], target: null });
    expect(toggleCard({ cards: ['r3'], target: 'rechts' }, 'b5')).toEqual({ cards: ['r3', 'b5'], target: 'rechts' });
    expect(a).toEqual({ cards: ['r1'], target: null });
    expect(EMPTY_SELECTION).toEqual({ cards: [], target: null });
  });

  test('includesMove compares moves as data', () => {
    const legal = kaertchen.legalMoves(open);
    expect(includesMove(legal, { cards: ['r1', 'b1'], seat: 0, type: 'ABLEGEN' } as KMove)).toBe(true);
    expect(includesMove(legal, ablegen('b1', 'r1'))).toBe(false);
    expect(includesMove(legal, setzen('r3', 'links'))).toBe(false);
  });
});

describe('offersAt and cardsNeeded', () => {
  const passen: KMove = { type: 'PASSEN', seat: 0 };
  // A table that offers „Paar ablegen“ with the chosen cards, „Passen“, and a button that starts collecting.
  const offering: MoveInput<KState, KMove> = {
    ...kInput,
    offers: (_s, seat, x) => [{ move: { type: 'ABLEGEN', seat, cards: x.cards } }, { move: passen }, { move: null, collect: 'paar' }],
  };

  test('without offers of its own a game offers its legal buttons, all legal', () => {
    expect(offersAt(kInput, open, 0, EMPTY_SELECTION, kaertchen.legalMoves(open))).toEqual([{ move: passen, legal: true }]);
    expect(offersAt(kInput, open, 0, EMPTY_SELECTION, [])).toEqual([]);
  });

  test('a game’s offers are kept, legal or not, each judged against the legal moves', () => {
    const legal = kaertchen.legalMoves(open);
    const [pair, pass, collect] = offersAt(offering, open, 0, sel(['r1', 'b1']), legal);
    expect(pair).toEqual({ move: ablegen('r1', 'b1'), legal: true });
    expect(pass).toEqual({ move: passen, legal: true });
    expect(collect).toEqual({ move: null, collect: 'paar', legal: true });
    expect(offersAt(offering, open, 0, sel(['r3', 'b5']), legal)[0]).toEqual({ move: ablegen('r3', 'b5'), legal: false });
  });

  test('a collecting offer is legal only while some legal move takes several cards', () => {
    const single = kaertchen.legalMoves(open).filter((m) => m.type !== 'ABLEGEN' || m.cards.length === 1);
    expect(offersAt(offering, open, 0, EMPTY_SELECTION, single)[2]).toEqual({ move: null, collect: 'paar', legal: false });
  });

  test('cardsNeeded: the one size of every selecting legal move, buttons aside; null when sizes differ or none', () => {
    expect(cardsNeeded(kInput, [ablegen('r1', 'b1'), passen, ablegen('r3', 'b3')])).toBe(2);
    expect(cardsNeeded(kInput, [setzen('r3', 'rechts')])).toBe(1);
    expect(cardsNeeded(kInput, kaertchen.legalMoves(open))).toBeNull();
    expect(cardsNeeded(kInput, [passen])).toBeNull();
    expect(cardsNeeded(kInput, [])).toBeNull();
  });
});
