/**
 * Acceptance cases GT-01 … GT-35 of shared/rules/ganjifa.md §11. Expectations come from the spec
 * text or from reasoning about it by hand; the engine runs under the checking wrapper, so every
 * state also satisfies the §5.7 invariants and `check`/`legalMoves` agree. Each illegal case goes
 * through `check` (reason and rule), `legalMoves` (absent) and `play` (throws).
 */
import { describe, expect, test } from 'vitest';
import { CARD_IDS, SUITS, strength } from '../../../src/games/ganjifa/cards';
import { isDukal, whyNotDukal } from '../../../src/games/ganjifa/dukal';
import { winnersOf } from '../../../src/games/core/outcome';
import { legalFollow, trickWinner } from '../../../src/games/ganjifa/position';
import type { GanjifaEvent, GanjifaState, Suit } from '../../../src/games/ganjifa/types';
import {
  SPEC_DECK,
  choose,
  discard,
  dukal,
  engine,
  expectIllegal,
  expectLegal,
  follow,
  fullHands,
  ganjifa,
  lead,
  legalCards,
  mid,
  playAll,
} from './helpers';

const ofType = <T extends GanjifaEvent['type']>(s: GanjifaState, type: T) =>
  ganjifa.events(s).filter((e): e is Extract<GanjifaEvent, { type: T }> => e.type === type);

// ---------------------------------------------------------------------------------------------

describe('GT-01 Deck', () => {
  test('120 distinct ids in the canonical order of §2.4, 12 per suit, one Raja and one Mantri each', () => {
    expect(CARD_IDS).toEqual(SPEC_DECK);
    expect(new Set(CARD_IDS).size).toBe(120);
    for (const s of SUITS) {
      const cards = CARD_IDS.filter((c) => c.startsWith(`${s}-`));
      expect(cards).toHaveLength(12);
      expect(cards.filter((c) => c.endsWith('-R'))).toEqual([`${s}-R`]);
      expect(cards.filter((c) => c.endsWith('-M'))).toEqual([`${s}-M`]);
    }
    // index = (idx − 1)·12 + r: spot checks from the spec's table
    expect([CARD_IDS[0], CARD_IDS[11], CARD_IDS[83], CARD_IDS[95], CARD_IDS[119]]).toEqual(['MAT-1', 'MAT-R', 'RAM-R', 'KRI-R', 'KAL-R']);
  });
});

describe('GT-02/GT-03 ranking in the first five and the last five suits', () => {
  const order = (suit: string, ranks: string[]) => ranks.map((r) => `${suit}-${r}`);
  test.each([
    ['VAR', ['R', 'M', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']],
    ['MAT', ['R', 'M', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']],
    ['VAM', ['R', 'M', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']],
    ['PAR', ['R', 'M', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']],
    ['RAM', ['R', 'M', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']],
    ['KAL', ['R', 'M', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']],
  ])('%s ranks %j (strongest first)', (suit, ranks) => {
    const cards = order(suit, ranks);
    for (let i = 1; i < cards.length; i++) expect(strength(cards[i - 1]!)).toBeGreaterThan(strength(cards[i]!));
  });

  test.each([
    ['VAR-1', 'VAR-2', 'VAR-1'],
    ['VAR-10', 'VAR-9', 'VAR-9'],
    ['PAR-9', 'PAR-10', 'PAR-10'],
    ['PAR-1', 'PAR-2', 'PAR-2'],
  ])('%s against %s: %s wins', (a, b, winner) => {
    const trick = [
      { seat: 0, card: a },
      { seat: 1, card: b },
      { seat: 2, card: 'MAT-M' },
    ];
    // MAT is another suit (first five), never the led one here, and not trump by day.
    expect(trick[trickWinner(trick, 'RAM')]!.card).toBe(winner);
  });
});

describe('GT-04 Deal from the canonical deck, dealer 2', () => {
  const s0 = ganjifa.fromDeck({}, [...CARD_IDS], 2);
  const range = (ranks: string[]) => SUITS.flatMap((s) => ranks.map((r) => `${s}-${r}`));

  test('before M1 nobody holds a card; the deck waits', () => {
    expect(ganjifa.phase(s0)).toBe('CHOOSE_PERIOD');
    expect(s0.hands).toEqual([[], [], []]);
    expect(ganjifa.view(s0, 0).hand).toEqual([]);
    expect(ganjifa.toAct(s0)).toBe(0);
  });

  test.each(['day', 'night'] as const)('after choosing %s: 1–4 / 5–8 / 9, 10, M, R of every suit; P2 leads', (period) => {
    const s = ganjifa.play(s0, choose(period));
    expect(s.hands[0]).toEqual(range(['1', '2', '3', '4']));
    expect(s.hands[1]).toEqual(range(['5', '6', '7', '8']));
    expect(s.hands[2]).toEqual(range(['9', '10', 'M', 'R']));
    expect(s.hands.map((h) => h.length)).toEqual([40, 40, 40]);
    // RAM-R (index 83) is in packet 20, KRI-R (95) in packet 23: both go to seat (2 + 1 + p) mod 3 = 2.
    expect(Math.floor(83 / 4)).toBe(20);
    expect(Math.floor(95 / 4)).toBe(23);
    expect(ganjifa.phase(s)).toBe('LEAD');
    expect(ganjifa.toAct(s)).toBe(2);
    expect(s.trickNo).toBe(1);
    expect(ganjifa.events(s)).toEqual([
      { type: 'PeriodChosen', period, trumpSuit: period === 'day' ? 'RAM' : 'KRI' },
      { type: 'Dealt', dealer: 2, leader: 2, trumpRaja: period === 'day' ? 'RAM-R' : 'KRI-R' },
    ]);
  });

  test('another dealer shifts the packets: dealer 0 gives the first packet to seat 1', () => {
    const s = ganjifa.play(ganjifa.fromDeck({}, [...CARD_IDS], 0), choose('day'));
    expect(s.hands[1]!.slice(0, 4)).toEqual(['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4']);
    expect(s.hands[2]!.slice(0, 4)).toEqual(['MAT-5', 'MAT-6', 'MAT-7', 'MAT-8']);
    expect(s.hands[0]!.slice(0, 4)).toEqual(['MAT-9', 'MAT-10', 'MAT-M', 'MAT-R']);
  });
});

describe('GT-05 Period', () => {
  const s0 = ganjifa.fromDeck({}, [...CARD_IDS], 2);

  test.each([
    ['day', 'RAM'],
    ['night', 'KRI'],
  ] as const)('%s gives trump %s', (period, trump) => {
    expect(ganjifa.play(s0, choose(period)).trumpSuit).toBe(trump);
  });

  test('M1 by seat 1 or seat 2 is illegal', () => {
    expectIllegal(s0, choose('day', 1), 'tag-oder-nacht');
    expectIllegal(s0, choose('night', 2), 'tag-oder-nacht');
    expectIllegal(s0, { type: 'CHOOSE_PERIOD', seat: 0, period: 'dusk' as 'day' }, 'tag-oder-nacht', 'Zur Wahl stehen nur Tag und Nacht.');
  });

  test('before M1 no other move is possible', () => {
    expect(ganjifa.legalMoves(s0)).toEqual([choose('day'), choose('night')]);
    expectIllegal(s0, lead(2, 'RAM-R'), 'tag-oder-nacht', 'Zuerst wird Tag oder Nacht gewählt – erst danach wird gegeben.');
  });

  test('M1 is illegal in every later phase, so the period cannot change', () => {
    let s = ganjifa.play(s0, choose('day'));
    const seen = new Set<string>();
    for (let i = 0; i < 60 && !ganjifa.isOver(s); i++) {
      seen.add(ganjifa.phase(s));
      expectIllegal(s, choose('night'), 'tag-oder-nacht', /schon gewählt/);
      expectIllegal(s, choose('day', ganjifa.toAct(s)!), 'tag-oder-nacht');
      s = ganjifa.play(s, ganjifa.legalMoves(s)[0]!);
    }
    expect([...seen].sort()).toEqual(['FOLLOW', 'LEAD']);
    const dukalPos = mid({
      hands: [
        ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'],
        ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5'],
        ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5'],
      ],
      leader: 0,
    });
    const discarding = ganjifa.play(dukalPos, dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']));
    expect(ganjifa.phase(discarding)).toBe('DUKAL_DISCARD');
    expectIllegal(discarding, choose('night'), 'tag-oder-nacht');
    const over = playAll(
      discarding,
      ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5']
        .map((c) => discard(1, c))
        .concat(['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5'].map((c) => discard(2, c))),
    );
    expect(ganjifa.isOver(over)).toBe(true);
    expectIllegal(over, choose('night'), 'wertung');
  });
});

describe('GT-06 Opening lead', () => {
  const s = ganjifa.fromLayout({ period: 'day', hands: fullHands([[], ['RAM-R', 'RAM-10'], []]) });

  test('P1 holds RAM-R and leads; its only legal move is LEAD(RAM-R)', () => {
    expect(ganjifa.toAct(s)).toBe(1);
    expect(ganjifa.legalMoves(s)).toEqual([lead(1, 'RAM-R')]);
    expectLegal(s, lead(1, 'RAM-R'));
  });

  test('LEAD(RAM-10) by P1 is illegal', () => {
    expectIllegal(s, lead(1, 'RAM-10'), 'eroeffnungsstich', /mit dem Rama Raja beginnen/);
  });

  test.each([0, 2])('any move by P%i is illegal', (seat) => {
    const card = s.hands[seat]![0]!;
    expectIllegal(s, lead(seat, card), 'eroeffnungsstich', /Du bist nicht am Zug/);
    expectIllegal(s, follow(seat, card), 'eroeffnungsstich');
    expectIllegal(s, discard(seat, card), 'abwerfen');
  });
});

describe('GT-07 No Dukal at the opening', () => {
  const run = ['RAM-4', 'RAM-5', 'RAM-6', 'RAM-M', 'RAM-R'];
  const s = ganjifa.fromLayout({ period: 'day', hands: fullHands([[], run, []]) });

  test('LEAD_DUKAL is illegal and only LEAD(RAM-R) is legal', () => {
    expect(isDukal(run)).toBe(true);
    expectIllegal(
      s,
      dukal(1, run),
      'eroeffnungsstich',
      'Ein Dukal darf das Geben nicht eröffnen: Der Eröffnungsstich beginnt immer mit dem Rama Raja allein.',
    );
    expect(ganjifa.legalMoves(s)).toEqual([lead(1, 'RAM-R')]);
  });
});

describe('GT-08/GT-09 following trumps in trick 1', () => {
  test('GT-08: P2 holds RAM-3 and MAT-1 (no other Rama): legal = {RAM-3}', () => {
    let s = ganjifa.fromLayout({ period: 'day', hands: fullHands([[], ['RAM-R'], ['RAM-3', 'MAT-1']], [['RAM'], [], ['RAM']]) });
    s = ganjifa.play(s, lead(1, 'RAM-R'));
    expect(ganjifa.toAct(s)).toBe(2);
    expect(legalCards(s)).toEqual(['RAM-3']);
    expectIllegal(
      s,
      follow(2, 'MAT-1'),
      'bedienen',
      'Du musst bedienen: Du hast noch Rama-Karten, also darfst du keine andere Farbe spielen.',
    );
  });

  test('GT-09: P0 is blank in Rama and holds KRI-2, BUD-M, MAT-1: N = Krishna, legal = {KRI-2}', () => {
    // P2 follows first (from P1's lead the order is P2, P0), with a Rama card.
    let s = ganjifa.fromLayout({
      period: 'day',
      hands: fullHands([['KRI-2', 'BUD-M', 'MAT-1'], ['RAM-R'], ['RAM-1']], [['RAM', 'KRI'], [], []]),
    });
    s = playAll(s, [lead(1, 'RAM-R'), follow(2, 'RAM-1')]);
    expect(ganjifa.toAct(s)).toBe(0);
    expect(legalCards(s)).toEqual(['KRI-2']);
    expectIllegal(
      s,
      follow(0, 'BUD-M'),
      'blank',
      /^Du hast keinen Trumpf mehr: Dann musst du die nächste Farbe spielen, die du in Avatar-Reihenfolge hältst – das ist Krishna\./,
    );
    expectIllegal(s, follow(0, 'MAT-1'), 'blank');
  });
});

describe('GT-10 … GT-15 Following after the opening (day unless said)', () => {
  // The follower is P1 (second to play); P0 leads. Hand sizes: P0 holds h, P1 and P2 h + 1.
  const cases: {
    id: string;
    night?: boolean;
    led: string;
    hand: string[];
    legal: string[];
    illegal: [string, 'bedienen' | 'blank', RegExp][];
  }[] = [
    {
      id: 'GT-10 must follow suit',
      led: 'NAR-5',
      hand: ['NAR-2', 'NAR-9', 'RAM-9'],
      legal: ['NAR-2', 'NAR-9'],
      illegal: [
        [
          'RAM-9',
          'bedienen',
          /^Du musst bedienen: Du hast noch Narasimha-Karten\. Stechen darfst du erst, wenn du in Narasimha blank bist\.$/,
        ],
      ],
    },
    { id: 'GT-11 no obligation to beat', led: 'PAR-8', hand: ['PAR-2', 'PAR-10'], legal: ['PAR-2', 'PAR-10'], illegal: [] },
    {
      id: 'GT-12 blank: trump or next suit',
      led: 'VAR-4',
      hand: ['NAR-6', 'VAM-R', 'RAM-1', 'KAL-10'],
      legal: ['NAR-6', 'RAM-1'],
      illegal: [
        [
          'VAM-R',
          'blank',
          /^Du bist in Varaha blank: Dann darfst du einen Trumpf \(Rama\) spielen oder eine Karte der nächsten Farbe, die du in Avatar-Reihenfolge hältst – das ist Narasimha\. Vamana kommt/,
        ],
        ['KAL-10', 'blank', /Kalki kommt in der Avatar-Reihenfolge erst danach\.$/],
      ],
    },
    {
      id: 'GT-13 wrap-around from Kalki to Matsya',
      led: 'KAL-3',
      hand: ['KUR-7', 'BUD-R'],
      legal: ['KUR-7'],
      illegal: [
        [
          'BUD-R',
          'blank',
          /^Du bist in Kalki blank und hast keinen Trumpf: Dann musst du die nächste Farbe spielen, die du in Avatar-Reihenfolge hältst – das ist Kurma \(nach Kalki geht es wieder bei Matsya weiter\)\./,
        ],
      ],
    },
    {
      id: 'GT-14 N is the trump suit (night)',
      night: true,
      led: 'RAM-5',
      hand: ['KRI-1', 'KAL-M'],
      legal: ['KRI-1'],
      illegal: [
        [
          'KAL-M',
          'blank',
          /^Du bist in Rama blank, und die nächste Farbe, die du in Avatar-Reihenfolge hältst, ist Krishna – der Trumpf\. Also musst du einen Trumpf spielen\.$/,
        ],
      ],
    },
    {
      id: 'GT-15 trump led and blank in trumps',
      led: 'RAM-10',
      hand: ['KRI-3', 'MAT-5'],
      legal: ['KRI-3'],
      illegal: [['MAT-5', 'blank', /^Du hast keinen Trumpf mehr/]],
    },
  ];

  test.each(cases)('$id', ({ night, led, hand, legal, illegal }) => {
    const n = hand.length;
    const others = CARD_IDS.filter(
      (c) =>
        c.startsWith('BUD-') === false &&
        !hand.includes(c) &&
        c !== led &&
        !c.startsWith(led.slice(0, 3)) &&
        !c.startsWith('RAM') &&
        !c.startsWith('KRI'),
    );
    const s0 = mid({
      period: night ? 'night' : 'day',
      hands: [others.slice(0, n - 1), hand, others.slice(n - 1, 2 * n - 1)],
      trick: [{ seat: 0, card: led }],
    });
    expect(s0.trickNo).toBeGreaterThanOrEqual(2);
    expect(ganjifa.toAct(s0)).toBe(1);
    expect(legalCards(s0)).toEqual(legal);
    expect(legalFollow(hand, led.slice(0, 3) as Suit, night ? 'KRI' : 'RAM')).toEqual(legal);
    for (const c of legal) expectLegal(s0, follow(1, c));
    for (const [card, rule, reason] of illegal) expectIllegal(s0, follow(1, card), rule, reason);
  });
});

describe('GT-16 … GT-21 Who wins the trick', () => {
  // P0 leads; each seat holds exactly its card, so every follow is legal; trick ≥ 2.
  test.each([
    ['GT-16 first five: the 1 is the highest number', 'day', ['MAT-3', 'MAT-7', 'MAT-1'], 2],
    ['GT-17 last five: Mantri over 9 and 3', 'day', ['BUD-3', 'BUD-9', 'BUD-M'], 2],
    ['GT-18 a trump beats a Raja', 'day', ['KUR-R', 'RAM-1', 'KUR-M'], 1],
    ['GT-19 the higher trump', 'day', ['NAR-2', 'RAM-2', 'RAM-9'], 2],
    ['GT-20 an N card cannot win', 'day', ['VAR-10', 'NAR-R', 'VAR-9'], 2],
    ['GT-21 the weakest lead still wins', 'day', ['VAR-10', 'NAR-R', 'VAM-1'], 0],
    ['night: Krishna trumps, Rama is plain', 'night', ['RAM-R', 'KRI-1', 'RAM-M'], 1],
  ] as const)('%s', (_name, period, cards, winner) => {
    let s = mid({ period, hands: [[cards[0]], [cards[1]], [cards[2]]], leader: 0 });
    s = playAll(s, [lead(0, cards[0]), follow(1, cards[1]), follow(2, cards[2])]);
    expect(ofType(s, 'TrickWon')).toEqual([{ type: 'TrickWon', seat: winner, cards: [...cards], card: cards[winner], trickNo: 40 }]);
    expect(s.captured[winner]!.slice(-3)).toEqual([...cards]);
    expect(s.lastTrick).toEqual({ kind: 'stich', winner, cards: cards.map((card, seat) => ({ seat, card })) });
  });

  test('GT-22 the lead passes to the winner; the next followers are P2, then P0', () => {
    let s = mid({
      hands: [
        ['MAT-3', 'KUR-1'],
        ['MAT-1', 'KUR-2'],
        ['MAT-2', 'KUR-3'],
      ],
      leader: 0,
    });
    s = playAll(s, [lead(0, 'MAT-3'), follow(1, 'MAT-1'), follow(2, 'MAT-2')]);
    expect(ganjifa.phase(s)).toBe('LEAD');
    expect(ganjifa.toAct(s)).toBe(1);
    expectIllegal(s, lead(0, 'KUR-1'), 'ausspielen', 'Du bist nicht am Zug: Ausspielen darf nur, wer den letzten Stich gewonnen hat.');
    s = ganjifa.play(s, lead(1, 'KUR-2'));
    expect(ganjifa.toAct(s)).toBe(2);
    expectIllegal(s, follow(0, 'KUR-1'), 'bedienen', /^Du bist noch nicht am Zug/);
    s = ganjifa.play(s, follow(2, 'KUR-3'));
    expect(ganjifa.toAct(s)).toBe(0);
    expectIllegal(s, follow(2, 'KUR-3'), 'bedienen', 'Du hast zu diesem Stich schon eine Karte gelegt.');
  });
});

describe('GT-23 … GT-29 What counts as a Dukal', () => {
  /** The leader P0 holds `cards` plus Matsya fillers; trick ≥ 2. */
  const withHand = (cards: string[]) => {
    const fill = ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5', 'MAT-6', 'MAT-7'].slice(0, 7 - cards.length + 1);
    const h = [...cards, ...fill];
    const o1 = CARD_IDS.filter((c) => c.startsWith('KUR-')).slice(0, h.length);
    const o2 = CARD_IDS.filter((c) => c.startsWith('NAR-')).slice(0, h.length);
    return mid({ hands: [h, o1, o2], leader: 0 });
  };
  const dukals = (s: GanjifaState) => ganjifa.legalMoves(s).filter((m) => m.type === 'LEAD_DUKAL');

  test('GT-23 R, M, 3, 4, 5 of Vamana is a Dukal (m = 5)', () => {
    const cards = ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'];
    const s = withHand(cards);
    expectLegal(s, dukal(0, cards));
    expect(dukals(s)).toEqual([dukal(0, cards)]);
    const t = ganjifa.play(s, dukal(0, cards));
    expect(t.dukal).toEqual({ seat: 0, cards, m: 5 });
    expect(ganjifa.phase(t)).toBe('DUKAL_DISCARD');
  });

  test.each([
    [
      'GT-24 broken run R, M, 3, 4, 6',
      ['VAM-3', 'VAM-4', 'VAM-6', 'VAM-M', 'VAM-R'],
      'Die Zahlen müssen lückenlos aufeinanderfolgen: Zwischen 4 und 6 fehlt die 5.',
    ],
    [
      'GT-25 missing the Mantri: R, 3, 4, 5, 6',
      ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-6', 'VAM-R'],
      'Zu einer Dukal-Sequenz gehören Raja und Mantri derselben Farbe – hier fehlt der Mantri.',
    ],
    [
      'GT-25 missing the Raja: M, 3, 4, 5',
      ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M'],
      'Zu einer Dukal-Sequenz gehören Raja und Mantri derselben Farbe – hier fehlt der Raja.',
    ],
    [
      'GT-26 run too short: R, M, 3, 4',
      ['VAM-3', 'VAM-4', 'VAM-M', 'VAM-R'],
      'Zu Raja und Mantri gehören mindestens drei aufeinanderfolgende Zahlen derselben Farbe – hier sind es nur zwei.',
    ],
    [
      'GT-27 mixed suits',
      ['VAR-3', 'VAR-4', 'VAR-5', 'VAM-M', 'VAM-R'],
      'Eine Dukal-Sequenz besteht aus Karten einer einzigen Farbe – hier sind Varaha und Vamana gemischt.',
    ],
    [
      'no wrap from 10 to 1',
      ['PAR-1', 'PAR-2', 'PAR-10', 'PAR-M', 'PAR-R'],
      'Die Zahlen müssen lückenlos aufeinanderfolgen: Zwischen 2 und 10 fehlen die Zahlen 3 bis 9. Nach der 10 geht die Folge nicht wieder bei 1 weiter.',
    ],
  ])('%s is not a Dukal', (_name, cards, reason) => {
    expect(isDukal(cards)).toBe(false);
    expect(whyNotDukal(cards)).toBe(reason);
    const s = withHand(cards);
    expectIllegal(s, dukal(0, cards), 'dukal', reason);
    expect(dukals(s)).toEqual([]);
  });

  test('GT-28 choosing a sub-run from R, M, 6, 7, 8, 9 of Parashurama', () => {
    const s = withHand(['PAR-6', 'PAR-7', 'PAR-8', 'PAR-9', 'PAR-M', 'PAR-R']);
    const legal = [
      ['PAR-6', 'PAR-7', 'PAR-8', 'PAR-M', 'PAR-R'],
      ['PAR-6', 'PAR-7', 'PAR-8', 'PAR-9', 'PAR-M', 'PAR-R'],
      ['PAR-7', 'PAR-8', 'PAR-9', 'PAR-M', 'PAR-R'],
    ];
    // Every valid sub-run, ordered by the lowest number, then by length.
    expect(dukals(s)).toEqual(legal.map((c) => dukal(0, c)));
    for (const c of legal) expectLegal(s, dukal(0, c));
    expectIllegal(s, dukal(0, ['PAR-6', 'PAR-8', 'PAR-9', 'PAR-M', 'PAR-R']), 'dukal', /Zwischen 6 und 8 fehlt die 7\./);
  });

  test('GT-29 the top run of a last-five suit: R, M, 10, 9, 8 of Parashurama', () => {
    const cards = ['PAR-8', 'PAR-9', 'PAR-10', 'PAR-M', 'PAR-R'];
    expect(isDukal(cards)).toBe(true);
    expectLegal(withHand(cards), dukal(0, cards));
  });

  test('the cards are named in canonical order; another order is refused', () => {
    const s = withHand(['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']);
    expectIllegal(s, dukal(0, ['VAM-R', 'VAM-M', 'VAM-3', 'VAM-4', 'VAM-5']), 'dukal', /fester Reihenfolge/);
  });

  test('cards not in hand, and a Dukal by another seat, are refused', () => {
    const s = withHand(['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']);
    expectIllegal(s, dukal(0, ['VAM-4', 'VAM-5', 'VAM-6', 'VAM-M', 'VAM-R']), 'dukal', 'Du hast die Vamana 6 nicht auf der Hand.');
    expectIllegal(s, dukal(1, ['KUR-1', 'KUR-2', 'KUR-3']), 'ausspielen', /Du bist nicht am Zug/);
  });
});

describe('GT-30 Resolving a Dukal (hands of 20)', () => {
  const vamanaDukal = ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'];
  const p0 = [
    ...vamanaDukal,
    ...CARD_IDS.filter((c) => c.startsWith('PAR-') && !c.endsWith('M') && !c.endsWith('R')),
    'MAT-1',
    'MAT-2',
    'MAT-3',
    'MAT-4',
    'MAT-5',
  ];
  const p1 = [
    'VAM-1',
    'VAM-2',
    'VAM-6',
    'VAM-7',
    'VAM-8',
    'VAM-9',
    'VAM-10',
    ...CARD_IDS.filter((c) => c.startsWith('KUR-')).slice(0, 10),
    'NAR-1',
    'NAR-2',
    'NAR-3',
  ];
  const p2 = CARD_IDS.filter((c) => c.startsWith('KAL-') || c.startsWith('BUD-')).filter((c) => !c.endsWith('M') && !c.endsWith('R'));
  const start = mid({ hands: [p0, p1, p2], leader: 0 });

  test('the position: 20 cards each, P0 leads', () => {
    expect(start.hands.map((h) => h.length)).toEqual([20, 20, 20]);
    expect(ganjifa.toAct(start)).toBe(0);
  });

  test('P1 discards exactly 5 (any cards), then P2 discards 5; P0 captures 15 and leads again', () => {
    let s = ganjifa.play(start, dukal(0, vamanaDukal));
    expect(ofType(s, 'DukalLed')).toEqual([{ type: 'DukalLed', seat: 0, cards: vamanaDukal }]);
    // Before anyone discards: P2 must wait, P0 never discards.
    expectIllegal(s, discard(2, 'KAL-1'), 'abwerfen', 'Du bist noch nicht dran: Erst wirft der Gegner vor dir alle 5 Karten ab, dann du.');
    expectIllegal(s, discard(0, 'MAT-1'), 'abwerfen', 'Du hast das Dukal ausgespielt: Abwerfen müssen nur die beiden Gegner.');
    expectIllegal(s, follow(1, 'VAM-1'), 'abwerfen', /nicht bedient, sondern abgeworfen/);
    // Every card of P1's hand may be discarded (no following), also Kurma while P1 holds Vamana.
    expect(legalCards(s)).toEqual(s.hands[1]);
    const p1Discards = ['KUR-1', 'KUR-2', 'VAM-1', 'NAR-1', 'KUR-3'];
    for (let i = 0; i < 5; i++) {
      expect(ganjifa.toAct(s)).toBe(1);
      s = ganjifa.play(s, discard(1, p1Discards[i]!));
      expect(ofType(s, 'Discarded')).toEqual([{ type: 'Discarded', seat: 1, card: p1Discards[i] }]);
    }
    // After the 5th discard P2 is the actor: P1 can neither stop at 4 nor discard a 6th.
    expect(ganjifa.toAct(s)).toBe(2);
    expectIllegal(s, discard(1, 'KUR-4'), 'abwerfen', 'Du hast schon alle 5 Karten abgeworfen.');
    const p2Discards = ['KAL-1', 'KAL-2', 'BUD-1', 'BUD-2', 'KAL-3'];
    for (const c of p2Discards.slice(0, 4)) s = ganjifa.play(s, discard(2, c));
    expect(ganjifa.phase(s)).toBe('DUKAL_DISCARD');
    expect(s.discards).toHaveLength(9);
    s = ganjifa.play(s, discard(2, 'KAL-3'));
    expect(ofType(s, 'DukalWon')).toEqual([{ type: 'DukalWon', seat: 0, count: 15 }]);
    expect(s.captured[0]!.length - start.captured[0]!.length).toBe(15);
    expect(s.captured[0]!.slice(-15)).toEqual([...vamanaDukal, ...p1Discards, ...p2Discards]);
    expect(s.hands.map((h) => h.length)).toEqual([15, 15, 15]);
    expect(ganjifa.phase(s)).toBe('LEAD');
    expect(ganjifa.toAct(s)).toBe(0);
    expect(s.trickNo).toBe(start.trickNo + 1);
    expect(s.lastTrick?.kind).toBe('dukal');
    expect(s.lastTrick?.cards).toHaveLength(15);
  });
});

describe('GT-31 Followers cannot play a Dukal', () => {
  const s = ganjifa.play(
    mid({
      hands: [
        ['KAL-1', 'VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'],
        ['VAR-3', 'VAR-4', 'VAR-5', 'VAR-M', 'VAR-R', 'MAT-1'],
        ['MAT-2', 'MAT-3', 'MAT-4', 'MAT-5', 'MAT-6', 'MAT-7'],
      ],
      leader: 0,
    }),
    lead(0, 'KAL-1'),
  );

  test('LEAD_DUKAL is illegal in FOLLOW, and PLAY accepts exactly one card', () => {
    expect(ganjifa.phase(s)).toBe('FOLLOW');
    const run = ['VAR-3', 'VAR-4', 'VAR-5', 'VAR-M', 'VAR-R'];
    expectIllegal(
      s,
      dukal(1, run),
      'dukal',
      'Ein Dukal darf nur spielen, wer einen Stich eröffnet – beim Bedienen legst du genau eine Karte.',
    );
    expectIllegal(s, { type: 'PLAY', seat: 1, card: run } as never, 'bedienen', 'Beim Bedienen legst du genau eine Karte.');
    expectIllegal(s, { type: 'PLAY', seat: 1, card: 'VAR-3', cards: run } as never, 'bedienen');
    expect(ganjifa.legalMoves(s).every((m) => m.type === 'PLAY' && typeof m.card === 'string')).toBe(true);
  });
});

describe('GT-32 A Dukal with the whole hand', () => {
  test('hands of 5: the opponents discard all, the leader captures 15, GAME_OVER', () => {
    const cards = ['KAL-4', 'KAL-5', 'KAL-6', 'KAL-M', 'KAL-R'];
    let s = mid({
      hands: [['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5'], cards, ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5']],
      leader: 1,
    });
    const before = s.captured[1]!.length;
    s = ganjifa.play(s, dukal(1, cards));
    // Play order from P1: P2 discards first, then P0.
    expect(ganjifa.toAct(s)).toBe(2);
    s = playAll(
      s,
      ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5'].map((c) => discard(2, c)),
    );
    expect(ganjifa.toAct(s)).toBe(0);
    s = playAll(
      s,
      ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5'].map((c) => discard(0, c)),
    );
    expect(ganjifa.isOver(s)).toBe(true);
    expect(s.captured[1]!.length - before).toBe(15);
    expect(s.hands).toEqual([[], [], []]);
    const over = ofType(s, 'GameOver')[0]!;
    expect(over.scores.reduce((a, b) => a + b, 0)).toBe(120);
    expect(ganjifa.toAct(s)).toBeNull();
    expect(ganjifa.legalMoves(s)).toEqual([]);
  });
});

describe('GT-33 The canonical deal has no Dukal', () => {
  test('after trick 1 P2 holds R, M, 9, 10 of every suit: no Dukal is legal; P0 and P1 hold no court cards', () => {
    let s = ganjifa.play(ganjifa.fromDeck({}, [...CARD_IDS], 2), choose('day'));
    s = playAll(s, [lead(2, 'RAM-R'), follow(0, 'RAM-1'), follow(1, 'RAM-5')]);
    expect(ofType(s, 'TrickWon')[0]!.seat).toBe(2);
    expect(ganjifa.toAct(s)).toBe(2);
    expect(s.trickNo).toBe(2);
    expect(ganjifa.legalMoves(s).some((m) => m.type === 'LEAD_DUKAL')).toBe(false);
    expect(ganjifa.legalMoves(s)).toHaveLength(39);
    for (const seat of [0, 1]) expect(s.hands[seat]!.some((c) => c.endsWith('-M') || c.endsWith('-R'))).toBe(false);
  });
});

describe('GT-34 Scoring and ties', () => {
  // The spec's example counts (50/40/30, 40/40/40) are not multiples of 3, so no real deal ends with
  // them: the scoring is tested on crafted final states (outcome reads only the piles), and on
  // reachable ones below.
  const finalState = (counts: number[]): GanjifaState => {
    const base = mid({ hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], leader: 0 });
    const piles: string[][] = [];
    let from = 0;
    for (const n of counts) {
      piles.push(CARD_IDS.slice(from, from + n));
      from += n;
    }
    return {
      ...base,
      hands: [[], [], []],
      suitCounts: [Array(10).fill(0), Array(10).fill(0), Array(10).fill(0)],
      captured: piles,
      phase: 'GAME_OVER',
    };
  };

  test.each([
    [[50, 40, 30], [0], [1, 2], [[0], [1], [2]]],
    [[45, 45, 30], [0, 1], [2], [[0, 1], [2]]],
    [[40, 40, 40], [0, 1, 2], [], [[0, 1, 2]]],
    [[30, 51, 39], [1], [0, 2], [[1], [2], [0]]],
    [[36, 42, 42], [1, 2], [0], [[1, 2], [0]]],
  ])('captured %j: winners %j', (counts, winners, losers, places) => {
    expect(winnersOf(counts, 'hoch')).toEqual(winners);
    const o = engine.outcome(finalState(counts));
    expect(o.winners).toEqual(winners);
    expect(o.losers).toEqual(losers);
    expect(o.places).toEqual(places);
    expect(o.scores).toEqual({ rounds: [counts], totals: counts, better: 'hoch', unit: 'Karten' });
  });

  test('a reachable end: the last trick decides, and the scores sum to 120', () => {
    let s = mid({ hands: [['MAT-3'], ['MAT-1'], ['MAT-2']], leader: 0, captured: [39, 39, 39] });
    s = playAll(s, [lead(0, 'MAT-3'), follow(1, 'MAT-1'), follow(2, 'MAT-2')]);
    expect(ganjifa.isOver(s)).toBe(true);
    expect(ofType(s, 'GameOver')).toEqual([{ type: 'GameOver', scores: [39, 42, 39], winners: [1] }]);
    expect(ganjifa.outcome(s).places).toEqual([[1], [0, 2]]);
  });

  test('outcome before the end is an error', () => {
    expect(() => ganjifa.outcome(mid({ hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], leader: 0 }))).toThrow(/not over/);
  });
});

describe('GT-35 Conservation over whole games', () => {
  test.each([1, 2, 3, 4, 5])('seed %i: 120 distinct cards after every step, scores sum to 120', (seed) => {
    let s = ganjifa.deal({}, seed);
    let i = 0;
    const where = (x: GanjifaState) => [
      ...x.deck,
      ...x.hands.flat(),
      ...x.trick.map((t) => t.card),
      ...(x.dukal?.cards ?? []),
      ...x.discards.map((d) => d.card),
      ...x.captured.flat(),
    ];
    while (!ganjifa.isOver(s)) {
      const all = where(s);
      expect(all).toHaveLength(120);
      expect(new Set(all).size).toBe(120);
      const legal = ganjifa.legalMoves(s);
      s = ganjifa.play(s, legal[(i * 7 + seed) % legal.length]!);
      i++;
    }
    expect(new Set(where(s)).size).toBe(120);
    expect(ganjifa.outcome(s).scores!.totals.reduce((a, b) => a + b, 0)).toBe(120);
  });
});

describe('G20 forced moves are still decisions', () => {
  test('a single legal card is listed and waits for its move', () => {
    const s = ganjifa.play(
      mid({
        hands: [
          ['MAT-1', 'KUR-1'],
          ['MAT-2', 'KUR-2'],
          ['MAT-3', 'KUR-3'],
        ],
        leader: 0,
      }),
      lead(0, 'MAT-1'),
    );
    expect(ganjifa.legalMoves(s)).toEqual([follow(1, 'MAT-2')]);
    expect(ganjifa.toAct(s)).toBe(1);
  });
});

describe('odd move data', () => {
  const s = mid({
    hands: [
      ['MAT-1', 'KUR-1'],
      ['MAT-2', 'KUR-2'],
      ['MAT-3', 'KUR-3'],
    ],
    leader: 0,
  });
  test.each([
    [{ type: 'JUMP', seat: 0 }, 'ziel', 'Diesen Spielzug gibt es in Ganjifa nicht.'],
    [{ type: 'LEAD', seat: 3, card: 'MAT-1' }, 'ziel', /Ganjifa spielen genau drei/],
    [{ type: 'LEAD', seat: 0, card: 'MAT-11' }, 'karten', '„MAT-11“ ist keine Karte dieses Spiels.'],
    [{ type: 'LEAD', seat: 0, card: ['MAT-1'] }, 'ausspielen', /nur als Dukal-Sequenz/],
    [{ type: 'LEAD_DUKAL', seat: 0, cards: 'MAT-1' }, 'dukal', /mehrere Karten/],
    [{ type: 'LEAD_DUKAL', seat: 0, cards: ['MAT-1', 'X'] }, 'karten', '„X“ ist keine Karte dieses Spiels.'],
    [{ type: 'DISCARD', seat: 0, card: 'MAT-1' }, 'abwerfen', 'Abgeworfen wird nur gegen ein Dukal – gerade liegt keins auf dem Tisch.'],
    [{ type: 'PLAY', seat: 0, card: 'MAT-1' }, 'ausspielen', 'Der Stich ist noch leer: Du bist mit Ausspielen dran.'],
    [{ type: 'LEAD', seat: 0, card: 'KAL-1' }, 'ausspielen', 'Du hast die Kalki 1 nicht auf der Hand.'],
  ])('%j is refused', (m, rule, reason) => {
    expectIllegal(s, m as never, rule as never, reason);
  });
});
