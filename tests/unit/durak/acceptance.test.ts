/**
 * Acceptance cases DT-01 … DT-38 of shared/rules/durak.md §11 (DT-39 lives in perft.test.ts).
 * Every expectation comes from the spec text or from reasoning about it by hand; the engine runs
 * under the checking wrapper, so every step also asserts the §5.6 invariants and that
 * `check`/`legalMoves` agree.
 */
import { describe, expect, test } from 'vitest';
import { withInvariants } from '../../../src/games/core/checked';
import { durak as engine, movesForCard, type RuleAnchor } from '../../../src/games/durak/rules';
import { assertDurakInvariants } from '../../../src/games/durak/invariants';
import { CARD_IDS, RANKS, SUITS, rankBitOf } from '../../../src/games/durak/cards';
import type { DurakEvent, DurakLayout, DurakMove, DurakState, Pair, Suit } from '../../../src/games/durak/types';
import { PAGE_ANCHORS } from '../../helpers/rulesPage';
import { moveExpectations } from '../../helpers/moveExpectations';

const durak = withInvariants(engine, assertDurakInvariants);

// ---------------------------------------------------------------------------------------------
// Helpers

const A = 0;
const B = 1;
const C = 2;
const D = 3;

const { expectLegal, expectIllegal } = moveExpectations({ engine, checked: durak, anchors: PAGE_ANCHORS, game: 'Durak', maxColons: 0 });

function playAll(s: DurakState, moves: DurakMove[]): DurakState {
  return moves.reduce((st, m) => durak.play(st, m), s);
}

/** Layout with every card not placed elsewhere in the discard (the default). */
function layout(l: Omit<DurakLayout, 'options'> & { players: number; transfer?: boolean }): DurakState {
  const { players, transfer, ...rest } = l;
  return durak.fromLayout({ options: { players, transfer: transfer ?? false }, ...rest });
}

/** Deck order that makes §4's deal produce exactly `hands`, followed by the talon (top first). */
function stackDeck(hands: string[][], dealer: number, talon: string[]): string[] {
  const n = hands.length;
  const deck: string[] = [];
  for (let k = 0; k < 6 * n; k++) deck.push(hands[(dealer + 1 + k) % n]![Math.floor(k / n)]!);
  return [...deck, ...talon];
}

function ofType<T extends DurakEvent['type']>(s: DurakState, type: T): Extract<DurakEvent, { type: T }>[] {
  return durak.events(s).filter((e): e is Extract<DurakEvent, { type: T }> => e.type === type);
}

const attack = (seat: number, card: string): DurakMove => ({ type: 'ATTACK', seat, card });
const defend = (seat: number, attackCard: string, card: string): DurakMove => ({ type: 'DEFEND', seat, attackCard, card });
const throwIn = (seat: number, card: string): DurakMove => ({ type: 'THROW_IN', seat, card });
const transfer = (seat: number, card: string): DurakMove => ({ type: 'TRANSFER', seat, card });
const take = (seat: number): DurakMove => ({ type: 'TAKE', seat });
const pass = (seat: number): DurakMove => ({ type: 'PASS', seat });

const sorted = (cards: string[]): string[] => [...cards].sort((a, b) => CARD_IDS.indexOf(a) - CARD_IDS.indexOf(b));

// ---------------------------------------------------------------------------------------------

describe('DT-01 Deck', () => {
  test('36 distinct ids in the canonical order of §2.3, 9 per suit, no rank below 6', () => {
    const spec = [
      'C6',
      'C7',
      'C8',
      'C9',
      'C10',
      'CJ',
      'CQ',
      'CK',
      'CA',
      'S6',
      'S7',
      'S8',
      'S9',
      'S10',
      'SJ',
      'SQ',
      'SK',
      'SA',
      'H6',
      'H7',
      'H8',
      'H9',
      'H10',
      'HJ',
      'HQ',
      'HK',
      'HA',
      'D6',
      'D7',
      'D8',
      'D9',
      'D10',
      'DJ',
      'DQ',
      'DK',
      'DA',
    ];
    expect(CARD_IDS).toEqual(spec);
    expect(new Set(CARD_IDS).size).toBe(36);
    for (const s of ['C', 'S', 'H', 'D']) expect(CARD_IDS.filter((c) => c[0] === s)).toHaveLength(9);
    for (const low of ['2', '3', '4', '5']) expect(CARD_IDS.some((c) => c.slice(1) === low)).toBe(false);
    expect(SUITS).toEqual(['C', 'S', 'H', 'D']);
    expect(RANKS).toEqual(['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
  });

  test('a real deal uses exactly these 36 cards', () => {
    const s = durak.deal({ players: 3, transfer: false }, 12345);
    const all = [...s.hands.flat(), ...s.talon];
    expect(sorted(all)).toEqual([...CARD_IDS]);
  });
});

describe('DT-02 Deal, 4 players', () => {
  const s = durak.fromDeck({ players: 4, transfer: false }, [...CARD_IDS], 3);
  test.each([
    [A, ['C6', 'C10', 'CA', 'S9', 'SK', 'H8']],
    [B, ['C7', 'CJ', 'S6', 'S10', 'SA', 'H9']],
    [C, ['C8', 'CQ', 'S7', 'SJ', 'H6', 'H10']],
    [D, ['C9', 'CK', 'S8', 'SQ', 'H7', 'HJ']],
  ])('seat %i holds its six cards', (seat, hand) => {
    expect(s.hands[seat]).toEqual(hand);
  });
  test('talon, trump card, first attacker', () => {
    expect(s.talon).toEqual(['HQ', 'HK', 'HA', 'D6', 'D7', 'D8', 'D9', 'D10', 'DJ', 'DQ', 'DK', 'DA']);
    expect(s.trumpCard).toBe('DA');
    expect(s.trumpSuit).toBe('D');
    expect(durak.phase(s)).toBe('ATTACK_OPEN');
    expect(s.attacker).toBe(A);
    expect(s.defender).toBe(B);
    expect(durak.toAct(s)).toBe(A);
    expect(durak.events(s)[0]).toEqual({
      type: 'Dealt',
      dealer: D,
      trumpCard: 'DA',
      trumpInDealerHand: false,
      trumpSuit: 'D',
      firstAttacker: A,
      lowestTrump: null,
    });
  });
});

describe('DT-03 Deal, 6 players', () => {
  const s = durak.fromDeck({ players: 6, transfer: false }, [...CARD_IDS], 5);
  test('talon empty, the dealer keeps the revealed DA, lowest trump D6 at seat 3 starts', () => {
    expect(s.talon).toEqual([]);
    expect(s.hands[5]).toEqual(['CJ', 'S8', 'SA', 'HJ', 'D8', 'DA']);
    expect(s.trumpCard).toBe('DA');
    expect(s.trumpSuit).toBe('D');
    expect(s.known[5]).toContain('DA');
    expect(s.hands[3]).toContain('D6');
    expect(s.attacker).toBe(3);
    expect(s.defender).toBe(4);
    expect(durak.events(s)[0]).toEqual({
      type: 'Dealt',
      dealer: 5,
      trumpCard: 'DA',
      trumpInDealerHand: true,
      trumpSuit: 'D',
      firstAttacker: 3,
      lowestTrump: 'D6',
    });
  });
});

describe('DT-04 Lowest trump starts', () => {
  const hands = [
    ['C6', 'C7', 'C8', 'C9', 'C10', 'H9'],
    ['S6', 'S7', 'S8', 'S9', 'H7', 'HA'],
    ['D6', 'D7', 'D8', 'D9', 'D10', 'DJ'],
  ];
  const used = new Set(hands.flat());
  const talon = [...CARD_IDS.filter((c) => !used.has(c) && c !== 'H6'), 'H6'];
  test('fromDeck: B holds H7, attacks; C defends; Dealt announces H7', () => {
    const s = durak.fromDeck({ players: 3, transfer: false }, stackDeck(hands, 0, talon), 0);
    expect(s.trumpSuit).toBe('H');
    expect(s.attacker).toBe(B);
    expect(s.defender).toBe(C);
    expect(ofType(s, 'Dealt')[0]!.lowestTrump).toBe('H7');
    expect(s.known[B]).toEqual(['H7']);
  });
  test('fromLayout without attacker applies the same rule', () => {
    const s = layout({ players: 3, hands, talon });
    expect(s.attacker).toBe(B);
    expect(s.defender).toBe(C);
  });
  test('nobody holds a trump: the player left of the dealer starts (D5)', () => {
    const noTrump = [
      ['C6', 'C7', 'C8', 'C9', 'C10', 'CJ'],
      ['S6', 'S7', 'S8', 'S9', 'S10', 'SJ'],
      ['D6', 'D7', 'D8', 'D9', 'D10', 'DJ'],
    ];
    const u = new Set(noTrump.flat());
    const t = [...CARD_IDS.filter((c) => !u.has(c) && c !== 'H6'), 'H6'];
    const s = durak.fromDeck({ players: 3, transfer: false }, stackDeck(noTrump, 2, t), 2);
    expect(s.attacker).toBe(A);
    expect(ofType(s, 'Dealt')[0]!.lowestTrump).toBeNull();
    expect(layout({ players: 3, hands: noTrump, talon: t, dealer: 1 }).attacker).toBe(C);
  });
});

describe('DT-05 / DT-06 Beating', () => {
  const defending = (open: string, hand: string[]): DurakState =>
    layout({
      players: 2,
      hands: [['C7', 'C8', 'C9', 'CJ', 'CQ'], hand],
      talon: ['CK', 'SK'],
      phase: 'DEFEND',
      attacker: A,
      table: [{ attack: open, defence: null }],
    });

  const plain = defending('H8', ['H9', 'HA', 'S6', 'H7', 'C10', 'DA']);
  test('trump is Pik', () => expect(plain.trumpSuit).toBe('S'));
  test.each(['H9', 'HA', 'S6'])('DT-05: %s beats H8', (card) => expectLegal(plain, defend(B, 'H8', card)));
  test.each([
    ['H7', 'Die Herz 7 kann die Herz 8 nicht schlagen – gleiche Farbe, aber niedriger.'],
    ['C10', 'Die Kreuz 10 kann die Herz 8 nicht schlagen – andere Farbe und kein Trumpf.'],
    ['DA', 'Das Karo Ass kann die Herz 8 nicht schlagen – andere Farbe und kein Trumpf.'],
  ])('DT-05: %s does not beat H8', (card, reason) => expectIllegal(plain, defend(B, 'H8', card), 'abwehren', reason));

  const trump = defending('S8', ['S9', 'SA', 'S7', 'S6', 'HA', 'C10']);
  test.each(['S9', 'SA'])('DT-06: %s beats the trump S8', (card) => expectLegal(trump, defend(B, 'S8', card)));
  test.each([
    ['S7', 'Die Pik 7 kann die Pik 8 nicht schlagen – beides Trumpf, aber niedriger.'],
    ['S6', 'Die Pik 6 kann die Pik 8 nicht schlagen – beides Trumpf, aber niedriger.'],
    ['HA', 'Das Herz Ass kann die Pik 8 nicht schlagen – die Pik 8 ist Trumpf, und einen Trumpf schlägt nur ein höherer Trumpf.'],
  ])('DT-06: %s does not beat the trump S8', (card, reason) => expectIllegal(trump, defend(B, 'S8', card), 'abwehren', reason));

  test('legalMoves in DEFEND are exactly the beating cards plus TAKE', () => {
    expect(durak.legalMoves(plain)).toEqual([defend(B, 'H8', 'S6'), defend(B, 'H8', 'H9'), defend(B, 'H8', 'HA'), take(B)]);
  });
});

// The DT-39 deal: seat 0 holds CQ H7 SQ HQ SJ DQ (trump Herz), seat 1 holds HK S7 SK D7 D8 D10.
const DT39 = [
  'HK',
  'CQ',
  'S7',
  'H7',
  'SK',
  'SQ',
  'D7',
  'HQ',
  'D8',
  'SJ',
  'D10',
  'DQ',
  'H9',
  'DK',
  'C8',
  'C10',
  'S10',
  'CK',
  'C7',
  'DA',
  'HJ',
  'CJ',
  'S6',
  'C9',
  'S9',
  'D6',
  'HA',
  'S8',
  'H8',
  'H6',
  'CA',
  'D9',
  'DJ',
  'SA',
  'C6',
  'H10',
];

describe('DT-07 Opening', () => {
  const s = durak.fromDeck({ players: 2, transfer: false }, DT39, 0);
  test('A attacks with any single card, including a trump; nothing else is legal', () => {
    expect(s.hands[A]).toEqual(['CQ', 'SJ', 'SQ', 'H7', 'HQ', 'DQ']);
    expect(durak.legalMoves(s)).toEqual(s.hands[A]!.map((c) => attack(A, c)));
    for (const c of s.hands[A]!) expectLegal(s, attack(A, c));
    expectLegal(s, attack(A, 'H7'));
  });
  test('PASS is illegal for the attacker (D7)', () => {
    expectIllegal(s, pass(A), 'angreifen', 'Als Angreifer musst du den Zug mit einer Karte eröffnen – passen geht nicht.');
  });
  test('two cards at once are rejected (D7)', () => {
    const two = { type: 'ATTACK', seat: A, card: ['CQ', 'SQ'] } as unknown as DurakMove;
    const twoB = { type: 'ATTACK', seat: A, card: 'CQ', cards: ['CQ', 'SQ'] } as unknown as DurakMove;
    for (const m of [two, twoB]) {
      const v = durak.check(s, m);
      expect(v).toEqual({
        ok: false,
        rule: 'angreifen',
        reason: 'Du eröffnest den Zug mit genau einer Karte – mehrere Karten auf einmal sind nicht erlaubt.',
      });
      expect(() => durak.play(s, m)).toThrow();
    }
  });
  test('a card not in the hand is rejected', () => {
    expectIllegal(s, attack(A, 'HK'), 'angreifen', 'Du hast den Herz König nicht auf der Hand.');
  });
});

describe('DT-08 Only the attacker opens', () => {
  const s = layout({
    players: 3,
    hands: [
      ['C6', 'C7'],
      ['S6', 'S7'],
      ['D6', 'D7'],
    ],
    talon: ['H6'],
    attacker: A,
  });
  test.each([
    [B, 'S6'],
    [C, 'D6'],
  ])('ATTACK by seat %i is illegal', (seat, card) => {
    expectIllegal(s, attack(seat, card), 'angreifen', /^Du bist gerade nicht an der Reihe\./);
  });
});

describe('DT-09 Throw-in ranks', () => {
  const s = layout({
    players: 2,
    hands: [
      ['C8', 'C9', 'S10'],
      ['C6', 'C7', 'D9'],
    ],
    talon: ['S6', 'D6'],
    phase: 'THROW_IN',
    attacker: A,
    table: [{ attack: 'H8', defence: 'H10' }],
  });
  test('the poll asks A', () => {
    expect(durak.phase(s)).toBe('THROW_IN');
    expect(durak.toAct(s)).toBe(A);
    expect(durak.legalMoves(s)).toEqual([throwIn(A, 'C8'), throwIn(A, 'S10'), pass(A)]);
  });
  test.each(['C8', 'S10'])('%s may be thrown in', (card) => expectLegal(s, throwIn(A, card)));
  test('C9 may not', () => {
    expectIllegal(
      s,
      throwIn(A, 'C9'),
      'nachlegen',
      'Nachlegen darfst du nur Werte, die schon auf dem Tisch liegen (8 und 10) – die Kreuz 9 passt nicht.',
    );
  });
});

describe('DT-10 Strict alternation', () => {
  const s = layout({
    players: 2,
    hands: [
      ['D8', 'C9'],
      ['C6', 'C7', 'H9'],
    ],
    talon: ['S6', 'D6'],
    phase: 'DEFEND',
    attacker: A,
    table: [{ attack: 'H8', defence: null }],
  });
  test("A's THROW_IN D8 is illegal while H8 is open", () => {
    expect(durak.toAct(s)).toBe(B);
    expectIllegal(s, throwIn(A, 'D8'), 'nachlegen', /^Du bist gerade nicht an der Reihe\. Erst muss der Verteidiger/);
  });
});

describe('DT-11 Limit from the defender’s hand', () => {
  // Trump Karo. A holds H10, and a 10 (D10) lies on the table: only the limit stops a throw-in.
  const base = {
    players: 3,
    talon: ['C7', 'C8', 'CA', 'S6', 'S7', 'S8', 'S10', 'H6', 'H7', 'H8', 'D7', 'D8', 'D9', 'DA'],
    attacker: A,
  };
  test('B beats the third card with his last card: limit 3 reached, BEATEN without any poll', () => {
    const s = layout({
      ...base,
      hands: [['H10', 'HJ', 'HQ'], ['SJ'], ['H9', 'HK', 'HA', 'CJ', 'CQ', 'CK']],
      phase: 'DEFEND',
      table: [
        { attack: 'C6', defence: 'C9' },
        { attack: 'D6', defence: 'D10' },
        { attack: 'S9', defence: null },
      ],
    });
    expect(s.limit).toBe(3);
    const after = durak.play(s, defend(B, 'S9', 'SJ'));
    const tableCards = ['C6', 'C9', 'D6', 'D10', 'S9', 'SJ'];
    expect(ofType(after, 'Passed')).toEqual([]);
    expect(ofType(after, 'BoutBeaten')).toEqual([{ type: 'BoutBeaten', cards: tableCards }]);
    expect(after.discard).toEqual([...s.discard, ...tableCards]);
    expect(after.attacker).toBe(B);
    expect(after.defender).toBe(C);
  });
  test('as a THROW_IN layout the bout resolves at once: discard, draw, B attacks', () => {
    const s = layout({
      ...base,
      hands: [['H10', 'HJ', 'HQ'], [], ['H9', 'HK', 'HA', 'CJ', 'CQ', 'CK']],
      phase: 'THROW_IN',
      table: [
        { attack: 'C6', defence: 'C9' },
        { attack: 'D6', defence: 'D10' },
        { attack: 'S9', defence: 'SJ' },
      ],
    });
    const cards = ['C6', 'C9', 'D6', 'D10', 'S9', 'SJ'];
    expect(ofType(s, 'Passed')).toEqual([]);
    expect(ofType(s, 'BoutBeaten')).toEqual([{ type: 'BoutBeaten', cards }]);
    expect(s.discard.slice(-6)).toEqual(cards);
    expect(durak.phase(s)).toBe('ATTACK_OPEN');
    expect(s.attacker).toBe(B);
    expect(s.hands[B]).toHaveLength(6);
    expect(s.hands[A]).toHaveLength(6);
  });
});

describe('DT-12 Absolute cap', () => {
  const beaten: Pair[] = [
    { attack: 'C6', defence: 'C7' },
    { attack: 'S6', defence: 'S7' },
    { attack: 'H6', defence: 'H7' },
    { attack: 'C8', defence: 'C9' },
    { attack: 'S8', defence: 'S9' },
  ];
  const s = layout({
    players: 2,
    hands: [
      ['D6', 'H9'],
      ['H10', 'HJ', 'HQ', 'HK'],
    ],
    talon: ['CA', 'DA'],
    phase: 'DEFEND',
    attacker: A,
    table: [...beaten, { attack: 'H8', defence: null }],
  });
  test('B held 9 cards (4 in hand + 5 beaten): the limit is 6 all the same', () => {
    expect(s.limit).toBe(6);
  });
  test('with six attack cards on the table, A may not throw in his 6 (Angriffslimit)', () => {
    expectIllegal(s, throwIn(A, 'D6'), 'nachlegen', /Angriffslimit/);
  });
  test('after B beats the sixth card the bout resolves BEATEN at once', () => {
    const after = durak.play(s, defend(B, 'H8', 'H10'));
    expect(ofType(after, 'Passed')).toEqual([]);
    expect(ofType(after, 'BoutBeaten')[0]!.cards).toHaveLength(12);
    expect(durak.phase(after)).toBe('ATTACK_OPEN');
    expect(after.attacker).toBe(B);
  });
});

describe('DT-13 Take, 3 players', () => {
  const s = layout({
    players: 3,
    hands: [
      ['H6', 'H7'],
      ['D6', 'D7', 'D8'],
      ['HA', 'DA'],
    ],
    talon: [],
    trumpSuit: 'S',
    phase: 'DEFEND',
    attacker: A,
    table: [
      { attack: 'C7', defence: 'C9' },
      { attack: 'S7', defence: null },
    ],
  });
  test('B takes all three table cards; table and discard otherwise unchanged; C attacks A', () => {
    const after = durak.play(s, take(B));
    expect(sorted(after.hands[B]!)).toEqual(sorted(['D6', 'D7', 'D8', 'C7', 'C9', 'S7']));
    expect(ofType(after, 'Taken')).toEqual([{ type: 'Taken', seat: B, cards: ['C7', 'C9', 'S7'] }]);
    expect(after.table).toEqual([]);
    expect(after.discard).toEqual(s.discard);
    expect(after.known[B]).toEqual(sorted(['C7', 'C9', 'S7']));
    expect(after.attacker).toBe(C);
    expect(after.defender).toBe(A);
  });
});

describe('DT-14 Take, 2 players', () => {
  test('A attacks, B takes: A attacks again and B defends', () => {
    const s = durak.fromDeck({ players: 2, transfer: false }, DT39, 0);
    const after = playAll(s, [attack(A, 'CQ'), take(B)]);
    expect(after.attacker).toBe(A);
    expect(after.defender).toBe(B);
    expect(after.hands[B]).toContain('CQ');
    expect(after.hands[B]).toHaveLength(7);
    expect(after.hands[A]).toHaveLength(6);
  });
});

describe('DT-15 Beaten bout', () => {
  // Trump Kreuz. A holds D7, C holds D9: both are asked and pass by hand.
  const s2 = layout({
    players: 3,
    hands: [
      ['H6', 'D7'],
      ['C6', 'C8'],
      ['S6', 'D9'],
    ],
    talon: [],
    trumpSuit: 'C',
    phase: 'THROW_IN',
    attacker: A,
    table: [{ attack: 'S7', defence: 'S9' }],
  });
  test('A and C pass: the table goes to discard, B attacks, C defends', () => {
    expect(durak.toAct(s2)).toBe(A);
    const afterA = durak.play(s2, pass(A));
    expect(durak.toAct(afterA)).toBe(C);
    const after = durak.play(afterA, pass(C));
    expect(ofType(after, 'Passed')).toEqual([{ type: 'Passed', seat: C, auto: false }]);
    expect(ofType(after, 'BoutBeaten')).toEqual([{ type: 'BoutBeaten', cards: ['S7', 'S9'] }]);
    expect(after.discard).toEqual([...s2.discard, 'S7', 'S9']);
    expect(after.attacker).toBe(B);
    expect(after.defender).toBe(C);
  });
});

describe('DT-16 / DT-17 Draw order and the trump card', () => {
  // Trump Herz, TC = H6. Nobody but B holds a 7 or 8 (the table ranks), so the poll auto-passes.
  const common = { players: 4, talon: ['C6', 'D6', 'H6'], phase: 'DEFEND' as const, attacker: A };
  test('DT-16: A draws X1 X2, C draws TC, D and B draw nothing', () => {
    const s = layout({
      ...common,
      hands: [
        ['C9', 'C10', 'CQ', 'CK'],
        ['HJ', 'S6', 'S9'],
        ['S8', 'SQ', 'SK', 'SA', 'D9'],
        ['D10', 'DQ', 'DK', 'DA', 'CA', 'S10'],
      ],
      table: [{ attack: 'C7', defence: null }],
    });
    const after = durak.play(s, defend(B, 'C7', 'HJ'));
    expect(ofType(after, 'Passed').map((e) => e.seat)).toEqual([A, C, D]);
    expect(ofType(after, 'Drew')).toEqual([
      { type: 'Drew', seat: A, count: 2, gotTrumpCard: false },
      { type: 'Drew', seat: C, count: 1, gotTrumpCard: true },
    ]);
    expect(after.hands[A]).toEqual(expect.arrayContaining(['C6', 'D6']));
    expect(after.hands[C]).toContain('H6');
    expect(after.known[C]).toEqual(['H6']);
    expect(after.hands[B]).toEqual(['S6', 'S9']);
    expect(after.hands[D]).toHaveLength(6);
    expect(after.talon).toEqual([]);
    expect(after.trumpSuit).toBe('H');
    expect(durak.view(after, A).trumpCard).toBeNull();
    expect(durak.view(s, A).trumpCard).toBe('H6');
  });
  test('DT-17: after a take (B holds 8) the order is still A, C, D, B and B draws 0', () => {
    const s = layout({
      ...common,
      talon: ['C6', 'D6', 'S6', 'H6'],
      hands: [
        ['C9', 'C10', 'CQ', 'CK'],
        ['HJ', 'S9', 'S10', 'SJ', 'SQ', 'SK', 'SA'],
        ['HQ', 'HK', 'HA', 'D9', 'D10'],
        ['DJ', 'DQ', 'DK', 'DA', 'CA'],
      ],
      table: [{ attack: 'C7', defence: null }],
    });
    const after = durak.play(s, take(B));
    expect(after.hands[B]).toHaveLength(8);
    expect(ofType(after, 'Drew')).toEqual([
      { type: 'Drew', seat: A, count: 2, gotTrumpCard: false },
      { type: 'Drew', seat: C, count: 1, gotTrumpCard: false },
      { type: 'Drew', seat: D, count: 1, gotTrumpCard: true },
    ]);
    expect(after.attacker).toBe(C);
  });
  test('DT-17 variant: a taker below 6 draws last', () => {
    const s = layout({
      ...common,
      talon: ['C6', 'D6', 'S6', 'S9', 'H6'],
      hands: [
        ['C9', 'C10', 'CQ', 'CK'],
        ['HJ', 'S10', 'SJ'],
        ['HQ', 'HK', 'HA', 'D9', 'D10'],
        ['DJ', 'DQ', 'DK', 'DA', 'CA', 'SA'],
      ],
      table: [{ attack: 'C7', defence: null }],
    });
    const after = durak.play(s, take(B));
    expect(ofType(after, 'Drew').map((e) => [e.seat, e.count])).toEqual([
      [A, 2],
      [C, 1],
      [B, 2],
    ]);
    expect(after.hands[B]).toHaveLength(6);
  });
});

describe('DT-18 Throw-in poll order', () => {
  // Trump Karo. A attacked C7; B beats it with C9. A holds H7, C holds S7.
  const s0 = layout({
    players: 3,
    hands: [
      ['H7', 'CA'],
      ['C9', 'S10', 'HA', 'CK'],
      ['S7', 'SK', 'HK'],
    ],
    talon: ['C6', 'D6'],
    phase: 'DEFEND',
    attacker: A,
    table: [{ attack: 'C7', defence: null }],
  });
  const s1 = durak.play(s0, defend(B, 'C7', 'C9'));
  test("C's THROW_IN is illegal: it is A's turn in the poll", () => {
    expect(durak.phase(s1)).toBe('THROW_IN');
    expect(durak.toAct(s1)).toBe(A);
    expectIllegal(
      s1,
      throwIn(C, 'S7'),
      'nachlegen',
      /^Du bist gerade nicht an der Reihe\. Beim Nachlegen wird zuerst der Angreifer gefragt/,
    );
  });
  const s2 = durak.play(s1, pass(A));
  const s3 = durak.play(s2, throwIn(C, 'S7'));
  test('after A passes, C may throw in S7 and B must answer', () => {
    expect(durak.toAct(s2)).toBe(C);
    expect(durak.phase(s3)).toBe('DEFEND');
    expect(durak.toAct(s3)).toBe(B);
  });
  test('after B beats it, the poll restarts with A', () => {
    const s4 = durak.play(s3, defend(B, 'S7', 'S10'));
    expect(durak.phase(s4)).toBe('THROW_IN');
    expect(durak.toAct(s4)).toBe(A);
    expect(s4.cursor).toBe(0);
  });
});

describe('DT-19 Auto-pass', () => {
  test('A holds no table rank: Passed{A, auto} and C is prompted', () => {
    const s = layout({
      players: 3,
      hands: [
        ['H6', 'CA'],
        ['C9', 'S10'],
        ['S7', 'SK'],
      ],
      talon: ['C6', 'D6'],
      phase: 'DEFEND',
      attacker: A,
      table: [{ attack: 'C7', defence: null }],
    });
    const after = durak.play(s, defend(B, 'C7', 'C9'));
    expect(durak.events(after)).toEqual([
      { type: 'Beaten', seat: B, attackCard: 'C7', card: 'C9' },
      { type: 'Passed', seat: A, auto: true },
    ]);
    expect(durak.toAct(after)).toBe(C);
  });
});

describe('DT-20 The defender is not a thrower', () => {
  const s = layout({
    players: 3,
    hands: [
      ['H7', 'CA'],
      ['S9', 'HA', 'CK'],
      ['S7', 'SK', 'HK'],
    ],
    talon: ['C6', 'D6'],
    phase: 'THROW_IN',
    attacker: A,
    table: [{ attack: 'C7', defence: 'C9' }],
  });
  test.each([
    [pass(B), 'nachlegen'],
    [throwIn(B, 'S9'), 'nachlegen'],
    [take(B), 'aufnehmen'],
  ] as [DurakMove, RuleAnchor][])('%o is illegal', (m, rule) => {
    expect(durak.phase(s)).toBe('THROW_IN');
    expectIllegal(s, m, rule);
  });
});

describe('DT-21 Voluntary take', () => {
  test('B may take H8 although H9 would beat it', () => {
    const s = layout({
      players: 2,
      hands: [['C6'], ['H9', 'C7']],
      talon: ['D6', 'S6'],
      phase: 'DEFEND',
      attacker: A,
      table: [{ attack: 'H8', defence: null }],
    });
    expectLegal(s, defend(B, 'H8', 'H9'));
    expectLegal(s, take(B));
  });
});

describe('DT-22 Empty hand while the talon is non-empty', () => {
  const s = layout({
    players: 3,
    hands: [[], ['S10', 'HA', 'HK', 'HQ', 'HJ', 'H10', 'H9'], ['D7', 'DA', 'DK', 'DQ', 'DJ', 'D10']],
    talon: ['C6', 'C8', 'CA', 'H6'],
    phase: 'DEFEND',
    attacker: A,
    table: [
      { attack: 'C7', defence: 'C9' },
      { attack: 'S7', defence: null },
    ],
  });
  const s1 = durak.play(s, defend(B, 'S7', 'S10'));
  test('A is not finished and is auto-passed; C is asked', () => {
    expect(s1.active[A]).toBe(true);
    expect(ofType(s1, 'Passed')).toEqual([{ type: 'Passed', seat: A, auto: true }]);
    expect(durak.toAct(s1)).toBe(C);
  });
  test('C passes: BEATEN; A draws all 4 talon cards, C and B draw 0; A stays active', () => {
    const s2 = durak.play(s1, pass(C));
    expect(ofType(s2, 'BoutBeaten')).toHaveLength(1);
    expect(ofType(s2, 'Drew')).toEqual([{ type: 'Drew', seat: A, count: 4, gotTrumpCard: true }]);
    expect(s2.talon).toEqual([]);
    expect(s2.hands[A]).toEqual(['C6', 'C8', 'CA', 'H6']);
    expect(s2.active).toEqual([true, true, true]);
    expect(s2.finishOrder).toEqual([]);
    expect(ofType(s2, 'PlayerFinished')).toEqual([]);
  });
});

describe('DT-23 … DT-27 End of game', () => {
  test('DT-23 Attacker finishes: A place 1, then B attacks and C defends', () => {
    const s = layout({
      players: 3,
      hands: [['H9'], ['HJ', 'C6'], ['C7', 'D8']],
      talon: [],
      trumpSuit: 'S',
      attacker: A,
    });
    const after = playAll(s, [attack(A, 'H9'), defend(B, 'H9', 'HJ')]);
    expect(ofType(after, 'Passed')).toEqual([
      { type: 'Passed', seat: A, auto: true },
      { type: 'Passed', seat: C, auto: true },
    ]);
    expect(ofType(after, 'BoutBeaten')).toHaveLength(1);
    expect(ofType(after, 'PlayerFinished')).toEqual([{ type: 'PlayerFinished', seats: [A], place: 1 }]);
    expect(after.finishOrder).toEqual([[A]]);
    expect(after.attacker).toBe(B);
    expect(after.defender).toBe(C);
  });
  test('DT-24 Defender finishes at the limit: C attacks and A defends', () => {
    const s = layout({
      players: 3,
      hands: [['D6', 'D7'], ['C8'], ['S6', 'S7']],
      talon: [],
      trumpSuit: 'H',
      phase: 'DEFEND',
      attacker: A,
      table: [
        { attack: 'C6', defence: 'C9' },
        { attack: 'C7', defence: null },
      ],
    });
    expect(s.limit).toBe(2);
    const after = durak.play(s, defend(B, 'C7', 'C8'));
    expect(ofType(after, 'Passed')).toEqual([]);
    expect(after.finishOrder).toEqual([[B]]);
    expect(after.attacker).toBe(C);
    expect(after.defender).toBe(A);
  });
  test('DT-25 The Durak: A finishes, B holding 3 is the Durak', () => {
    const s = layout({ players: 2, hands: [['H9'], ['HJ', 'C6', 'C7']], talon: [], trumpSuit: 'S', attacker: A });
    const after = playAll(s, [attack(A, 'H9'), defend(B, 'H9', 'HJ')]);
    expect(durak.isOver(after)).toBe(true);
    expect(durak.phase(after)).toBe('GAME_OVER');
    expect(durak.toAct(after)).toBeNull();
    expect(durak.legalMoves(after)).toEqual([]);
    expect(after.durak).toBe(B);
    expect(ofType(after, 'GameOver')).toEqual([{ type: 'GameOver', durak: B, finishOrder: [[A]] }]);
    expect(durak.outcome(after)).toEqual({ winners: [A], losers: [B], places: [[A], [B]], scores: null });
    expectIllegal(after, attack(B, 'C6'), 'ziel', 'Das Spiel ist schon vorbei.');
  });
  test('DT-25 with a seat already finished (2 active of 3)', () => {
    const s = layout({
      players: 3,
      hands: [['H9'], ['HJ', 'C6', 'C7'], []],
      talon: [],
      trumpSuit: 'S',
      attacker: A,
      finishOrder: [[C]],
    });
    expect(s.defender).toBe(B);
    const after = playAll(s, [attack(A, 'H9'), defend(B, 'H9', 'HJ')]);
    expect(ofType(after, 'PlayerFinished')).toEqual([{ type: 'PlayerFinished', seats: [A], place: 2 }]);
    expect(durak.outcome(after)).toEqual({ winners: [A, C], losers: [B], places: [[C], [A], [B]], scores: null });
  });
  test('DT-26 Draw: both finish together, no Durak', () => {
    const s = layout({ players: 2, hands: [['H9'], ['HJ']], talon: [], trumpSuit: 'S', attacker: A });
    const after = playAll(s, [attack(A, 'H9'), defend(B, 'H9', 'HJ')]);
    expect(after.finishOrder).toEqual([[A, B]]);
    expect(after.durak).toBeNull();
    expect(ofType(after, 'PlayerFinished')).toEqual([{ type: 'PlayerFinished', seats: [A, B], place: 1 }]);
    expect(ofType(after, 'GameOver')).toEqual([{ type: 'GameOver', durak: null, finishOrder: [[A, B]] }]);
    expect(durak.outcome(after)).toEqual({ winners: [A, B], losers: [], places: [[A, B]], scores: null });
  });
  test('DT-27 Take at the end: A finishes, B is the Durak', () => {
    const s = layout({ players: 2, hands: [['H9'], ['C6', 'C7']], talon: [], trumpSuit: 'S', attacker: A });
    const after = playAll(s, [attack(A, 'H9'), take(B)]);
    expect(after.finishOrder).toEqual([[A]]);
    expect(after.durak).toBe(B);
    expect(after.hands[B]).toEqual(['C6', 'C7', 'H9']);
  });
});

describe('DT-28 … DT-37 Weiterreichen', () => {
  const openC7 = (t: boolean, hands: string[][], extra: Partial<DurakLayout> = {}): DurakState =>
    layout({
      players: hands.length,
      transfer: t,
      hands,
      talon: ['CA', 'D6'],
      phase: 'DEFEND',
      attacker: A,
      table: [{ attack: 'C7', defence: null }],
      ...extra,
    });

  test('DT-28 Transfer disabled by default', () => {
    const s = openC7(false, [
      ['C6', 'S6'],
      ['H7', 'S8'],
      ['H6', 'H8'],
    ]);
    expectIllegal(s, transfer(B, 'H7'), 'weiterreichen', 'Weiterreichen ist in diesem Spiel nicht vereinbart.');
  });

  test('DT-29 Transfer legal: afterwards C defends [C7/—][H7/—], B is main attacker, limit 6', () => {
    const s = openC7(true, [
      ['C6', 'S6'],
      ['H7', 'S8'],
      ['H6', 'H8', 'H9', 'H10', 'HJ', 'HQ'],
    ]);
    expectLegal(s, transfer(B, 'H7'));
    const after = durak.play(s, transfer(B, 'H7'));
    expect(after.table).toEqual([
      { attack: 'C7', defence: null },
      { attack: 'H7', defence: null },
    ]);
    expect(after.defender).toBe(C);
    expect(after.attacker).toBe(B);
    expect(after.limit).toBe(6);
    expect(after.throwOrder).toEqual([B, A]);
    expect(durak.phase(after)).toBe('DEFEND');
    expect(durak.toAct(after)).toBe(C);
    expect(durak.events(after)).toEqual([{ type: 'Transferred', from: B, to: C, card: 'H7', newLimit: 6 }]);
  });

  test('DT-30 No transfer after a beat', () => {
    const s = openC7(
      true,
      [
        ['C6', 'S6'],
        ['H7', 'S8'],
        ['H6', 'H8', 'H9'],
      ],
      {
        table: [
          { attack: 'C7', defence: 'C9' },
          { attack: 'D7', defence: null },
        ],
      },
    );
    expectIllegal(s, transfer(B, 'H7'), 'weiterreichen', 'Weiterreichen geht nur, solange noch keine Karte dieses Zuges abgewehrt ist.');
  });

  test('DT-31 Transfer count limit: C holds 1 card', () => {
    const s = openC7(true, [['C6', 'S6'], ['H7', 'S8'], ['H6']]);
    expectIllegal(
      s,
      transfer(B, 'H7'),
      'weiterreichen',
      'Weiterreichen geht hier nicht – dann lägen 2 Angriffskarten auf dem Tisch, aber der nächste Spieler hat nur 1 Karte.',
    );
  });

  test('DT-32 Transfer rank must be the first attack card’s', () => {
    const s = openC7(true, [
      ['C6', 'S6'],
      ['H7', 'H8'],
      ['H6', 'H9', 'H10'],
    ]);
    expectLegal(s, transfer(B, 'H7'));
    expectIllegal(s, transfer(B, 'H8'), 'weiterreichen', /^Weiterreichen geht nur mit einer Karte vom Wert der ersten Angriffskarte \(7\)/);
  });

  test('DT-33 Transfer back, 2 players: A defends two open cards, limit 4', () => {
    const s = layout({
      players: 2,
      transfer: true,
      hands: [
        ['S6', 'C7', 'C8', 'C9', 'C10'],
        ['D6', 'H6', 'H7', 'H8', 'H9', 'H10'],
      ],
      talon: ['DA'],
      attacker: A,
    });
    const after = playAll(s, [attack(A, 'S6'), transfer(B, 'D6')]);
    expect(after.table).toEqual([
      { attack: 'S6', defence: null },
      { attack: 'D6', defence: null },
    ]);
    expect(after.defender).toBe(A);
    expect(after.attacker).toBe(B);
    expect(after.limit).toBe(4);
    expect(durak.toAct(after)).toBe(A);
  });

  // DT-34/35: A attacks B with C7, B → C with H7, C → D with D7; D holds 5 cards. Trump Pik.
  const chain = (aExtra: string[]): DurakState =>
    layout({
      players: 4,
      transfer: true,
      hands: [
        ['C7', ...aExtra],
        ['H7', 'HA'],
        ['D7', 'DA', 'DK'],
        ['S7', 'C8', 'H8', 'D8', 'CK'],
      ],
      talon: ['SA'],
      attacker: A,
    });
  const chained = (aExtra: string[]): DurakState => playAll(chain(aExtra), [attack(A, 'C7'), transfer(B, 'H7'), transfer(C, 'D7')]);

  test('DT-34 Transfer chain: D faces 3 open cards, C is main attacker', () => {
    const s = chained(['C6', 'C9', 'C10', 'CJ']);
    expect(s.table.map((p) => p.attack)).toEqual(['C7', 'H7', 'D7']);
    expect(s.table.every((p) => p.defence === null)).toBe(true);
    expect(s.defender).toBe(D);
    expect(s.attacker).toBe(C);
    expect(s.limit).toBe(5);
  });
  test('DT-34 D may transfer S7 when A holds 4 cards', () => {
    const s = chained(['C6', 'C9', 'C10', 'CJ']);
    expect(s.hands[A]).toHaveLength(4);
    expectLegal(s, transfer(D, 'S7'));
  });
  test('DT-34 … but not when A holds 3', () => {
    const s = chained(['C6', 'C9', 'C10']);
    expect(s.hands[A]).toHaveLength(3);
    expectIllegal(s, transfer(D, 'S7'), 'weiterreichen', /nur 3 Karten/);
  });
  test('DT-35 D beats all three: D attacks next', () => {
    const s = chained(['C6', 'C9', 'C10', 'CJ']);
    const after = playAll(s, [defend(D, 'C7', 'C8'), defend(D, 'H7', 'H8'), defend(D, 'D7', 'D8')]);
    expect(ofType(after, 'BoutBeaten')).toHaveLength(1);
    expect(after.attacker).toBe(D);
    expect(after.defender).toBe(A);
  });
  test('DT-35 D takes: A attacks next', () => {
    const s = chained(['C6', 'C9', 'C10', 'CJ']);
    const after = durak.play(s, take(D));
    expect(after.attacker).toBe(A);
    expect(after.defender).toBe(B);
  });
  test('D23: several open cards are beaten in any order', () => {
    const s = chained(['C6', 'C9', 'C10', 'CJ']);
    const s1 = durak.play(s, defend(D, 'D7', 'D8'));
    expect(durak.phase(s1)).toBe('DEFEND');
    expectLegal(s1, defend(D, 'C7', 'C8'));
    expectLegal(s1, defend(D, 'H7', 'H8'));
    expectIllegal(s1, defend(D, 'D7', 'CK'), 'abwehren', 'Die Karo 7 ist schon abgewehrt.');
    expectIllegal(s1, transfer(D, 'S7'), 'weiterreichen');
  });

  test('DT-36 Limit after a transfer: C holds 3 → limit 3, exactly one more throw-in', () => {
    const s = layout({
      players: 3,
      transfer: true,
      hands: [
        ['C7', 'D9', 'DA'],
        ['H7', 'S7', 'S9', 'HA'],
        ['C9', 'H9', 'S8'],
      ],
      talon: ['C6', 'D6'],
      attacker: A,
    });
    const s1 = playAll(s, [attack(A, 'C7'), transfer(B, 'H7')]);
    expect(s1.limit).toBe(3);
    const s2 = playAll(s1, [defend(C, 'C7', 'C9'), defend(C, 'H7', 'H9')]);
    expect(durak.phase(s2)).toBe('THROW_IN');
    expect(durak.toAct(s2)).toBe(B);
    const s3 = durak.play(s2, throwIn(B, 'S7'));
    expectIllegal(s3, throwIn(A, 'D9'), 'nachlegen', /Angriffslimit/);
    const s4 = durak.play(s3, defend(C, 'S7', 'S8'));
    expect(ofType(s4, 'Passed')).toEqual([]);
    expect(ofType(s4, 'BoutBeaten')[0]!.cards).toHaveLength(6);
  });

  test('DT-37 Draw order after a transfer: B, D, A, then C', () => {
    const s = layout({
      players: 4,
      transfer: true,
      hands: [
        ['C7', 'C6', 'C8', 'C9', 'C10', 'CJ'],
        ['H7', 'H6', 'H8', 'H9', 'H10', 'HJ'],
        ['D8', 'D9', 'D10'],
        ['S8', 'S9', 'S10', 'SJ', 'SQ'],
      ],
      talon: ['CQ', 'CK', 'HQ', 'HK', 'DJ', 'DQ', 'DK', 'SK', 'DA'],
      attacker: A,
    });
    const after = playAll(s, [attack(A, 'C7'), transfer(B, 'H7'), take(C)]);
    expect(ofType(after, 'Drew').map((e) => [e.seat, e.count])).toEqual([
      [B, 1],
      [D, 1],
      [A, 1],
      [C, 1],
    ]);
    expect(after.attacker).toBe(D);
    expect(after.defender).toBe(A);
  });
});

describe('DT-38 Finished seats are skipped', () => {
  test('4 players, C finished, B attacks: D defends', () => {
    const s = layout({
      players: 4,
      hands: [['C6'], ['C7', 'C8'], [], ['C9', 'C10']],
      talon: [],
      trumpSuit: 'H',
      attacker: B,
      finishOrder: [[C]],
    });
    expect(s.defender).toBe(D);
    expect(s.throwOrder).toEqual([B, A]);
    const after = durak.play(s, attack(B, 'C7'));
    expect(durak.toAct(after)).toBe(D);
  });
});

describe('fromLayout validation', () => {
  const ok: DurakLayout = { options: { players: 2, transfer: false }, hands: [['C6'], ['C7']], talon: ['H6'] };
  test('a minimal layout works and puts every other card into the discard', () => {
    const s = durak.fromLayout(ok);
    expect(s.discard).toHaveLength(33);
    expect(s.trumpSuit).toBe('H');
    expect(s.noRanks).toEqual([0, 0]);
  });
  test('ranks a seat was seen not to hold: a known card of that rank is allowed', () => {
    const s = durak.fromLayout({ ...ok, hands: [['C6'], ['C8', 'D7']], known: [[], ['D7']], noRanks: [['7'], ['7', 'A']] });
    expect(s.noRanks).toEqual([rankBitOf('7'), rankBitOf('7') | rankBitOf('A')]);
  });
  test.each([
    ['duplicate card', { ...ok, hands: [['C6'], ['C6']] }],
    ['unknown card', { ...ok, hands: [['C5'], ['C7']] }],
    ['wrong hand count', { ...ok, hands: [['C6']] }],
    ['no trump suit with empty talon', { ...ok, talon: [] }],
    ['trump suit contradicts talon', { ...ok, trumpSuit: 'S' as Suit }],
    ['discard misses cards', { ...ok, discard: ['C8'] }],
    ['attacker without cards at ATTACK_OPEN', { ...ok, hands: [[], ['C7']], attacker: 0 }],
    ['finished seat with talon', { ...ok, options: { players: 3, transfer: false }, hands: [['C6'], ['C7'], []], finishOrder: [[2]] }],
    [
      'two open cards without transfer',
      {
        ...ok,
        phase: 'DEFEND' as const,
        attacker: 0,
        hands: [['C6'], ['C7', 'C8']],
        table: [
          { attack: 'D6', defence: null },
          { attack: 'D7', defence: null },
        ],
      },
    ],
    ['defence does not beat', { ...ok, phase: 'THROW_IN' as const, attacker: 0, table: [{ attack: 'D8', defence: 'D7' }] }],
    ['DEFEND without attacker', { ...ok, phase: 'DEFEND' as const, table: [{ attack: 'D6', defence: null }] }],
    ['wrong defender', { ...ok, options: { players: 3, transfer: false }, hands: [['C6'], ['C7'], ['C8']], attacker: 0, defender: 2 }],
    ['limit above 6', { ...ok, limit: 7 }],
    ['a hand holds a rank it was seen not to hold', { ...ok, noRanks: [['6'], []] }],
    ['unknown rank seen not held', { ...ok, noRanks: [[], ['5']] }],
  ] as [string, DurakLayout][])('%s throws', (_name, l) => {
    expect(() => engine.fromLayout(l)).toThrow(/durak\.fromLayout/);
  });
});

describe('view (what one seat may see)', () => {
  const s = durak.fromDeck({ players: 3, transfer: false }, [...CARD_IDS], 0);
  test('own hand, counts of the others, the face-up trump card, legal moves only for the seat to act', () => {
    const actor = durak.toAct(s)!;
    const other = (actor + 1) % 3;
    const v = durak.view(s, other);
    expect(v.hand).toEqual(s.hands[other]);
    expect(v.handCounts).toEqual([6, 6, 6]);
    expect(v.talonCount).toBe(18);
    expect(v.trumpCard).toBe('DA');
    expect(v.legal).toEqual([]);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.hands[actor]));
    expect(durak.view(s, actor).legal).toEqual(durak.legalMoves(s));
  });
});

describe('movesForCard (UI helper)', () => {
  const s0 = layout({
    players: 3,
    transfer: true,
    hands: [
      ['C7', 'H7', 'CA'],
      ['C9', 'S7', 'HA', 'C6'],
      ['S9', 'SK', 'HK'],
    ],
    talon: ['C8', 'D6'],
    attacker: A,
  });
  test('ATTACK_OPEN: the attacker’s card is an ATTACK; for anyone else the attempt explains why not', () => {
    expect(movesForCard(s0, A, 'C7')).toEqual({ legal: [attack(A, 'C7')], attempt: attack(A, 'C7') });
    const other = movesForCard(s0, B, 'C9');
    expect(other.legal).toEqual([]);
    expect(durak.check(s0, other.attempt!)).toMatchObject({ ok: false, rule: 'angreifen' });
  });
  const s1 = durak.play(s0, attack(A, 'C7'));
  test('DEFEND: a beating card gives its DEFEND moves; a weak card an attempt with the reason', () => {
    expect(movesForCard(s1, B, 'C9')).toEqual({ legal: [defend(B, 'C7', 'C9')], attempt: defend(B, 'C7', 'C9') });
    expect(movesForCard(s1, B, 'S7')).toEqual({ legal: [transfer(B, 'S7')], attempt: transfer(B, 'S7') });
    const weak = movesForCard(s1, B, 'C6');
    expect(weak).toEqual({ legal: [], attempt: defend(B, 'C7', 'C6') });
    expect(durak.check(s1, weak.attempt!)).toEqual({
      ok: false,
      reason: 'Die Kreuz 6 kann die Kreuz 7 nicht schlagen – gleiche Farbe, aber niedriger.',
      rule: 'abwehren',
    });
    const thrower = movesForCard(s1, A, 'H7');
    expect(thrower).toEqual({ legal: [], attempt: throwIn(A, 'H7') });
    expect(durak.check(s1, thrower.attempt!)).toMatchObject({ ok: false, rule: 'nachlegen' });
  });
  const s2 = durak.play(s1, defend(B, 'C7', 'C9'));
  test('THROW_IN: the polled seat’s card is a THROW_IN; the defender gets the reason', () => {
    expect(durak.toAct(s2)).toBe(A);
    expect(movesForCard(s2, A, 'H7')).toEqual({ legal: [throwIn(A, 'H7')], attempt: throwIn(A, 'H7') });
    expect(movesForCard(s2, A, 'CA')).toEqual({ legal: [], attempt: throwIn(A, 'CA') });
    const def = movesForCard(s2, B, 'S7');
    expect(def.legal).toEqual([]);
    expect(durak.check(s2, def.attempt!)).toEqual({ ok: false, reason: 'Als Verteidiger darfst du nicht nachlegen.', rule: 'nachlegen' });
  });
  test('GAME_OVER: nothing', () => {
    const over = playAll(layout({ players: 2, hands: [['H9'], ['C6']], talon: [], trumpSuit: 'S', attacker: A }), [
      attack(A, 'H9'),
      take(B),
    ]);
    expect(movesForCard(over, B, 'C6')).toEqual({ legal: [], attempt: null });
  });
});

describe('purity', () => {
  test('play returns a new state and shares what did not change', () => {
    const s = durak.fromDeck({ players: 3, transfer: false }, [...CARD_IDS], 0);
    const frozen = JSON.stringify(s);
    const next = engine.play(s, engine.legalMoves(s)[0]!);
    expect(JSON.stringify(s)).toBe(frozen);
    expect(next).not.toBe(s);
    const attacker = s.attacker;
    const bystander = (attacker + 2) % 3;
    expect(next.talon).toBe(s.talon);
    expect(next.hands[bystander]).toBe(s.hands[bystander]);
    expect(next.hands[attacker]).not.toBe(s.hands[attacker]);
    expect(next.hands[attacker]).toHaveLength(5);
  });
});
