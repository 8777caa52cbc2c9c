/**
 * Deal, layouts and views: `deal` follows the documented procedure (dealer first, then the shuffle
 * from the same generator), the hands appear only at M1, `fromLayout` rebuilds any reachable
 * position and refuses impossible ones, and a view never shows a card its seat may not see.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { CARD_IDS } from '../../../src/games/ganjifa/cards';
import { suitMemo } from '../../../src/games/ganjifa/memo';
import type { GanjifaLayout, GanjifaState, Suit } from '../../../src/games/ganjifa/types';
import { randomPosition } from '../../helpers/engineProperties';
import { shuffleByHand } from '../../helpers/shuffleByHand';
import { SPEC_DECK, choose, engine, fullHands, ganjifa, lead, mid } from './helpers';

/** A layout that describes `s` completely (after M1). */
function layoutOf(s: GanjifaState): GanjifaLayout {
  const suits = ['MAT', 'KUR', 'VAR', 'NAR', 'VAM', 'PAR', 'RAM', 'KRI', 'BUD', 'KAL'] as Suit[];
  return {
    hands: s.hands,
    period: s.period,
    captured: s.captured,
    leader: s.leader,
    trickNo: s.trickNo,
    trick: s.trick,
    ...(s.dukal ? { dukal: { seat: s.dukal.seat, cards: s.dukal.cards } } : {}),
    discards: s.discards,
    lastTrick: s.lastTrick,
    voids: s.voids.map((mask) => suits.filter((_, i) => mask & (1 << i))),
    dealer: s.dealer,
  };
}

const playRandom = (seed: number, steps: number): GanjifaState => randomPosition(engine, {}, seed, steps);

describe('deal(options, seed)', () => {
  test('the dealer comes first from the seeded generator, then the shuffle from the same one', () => {
    for (const seed of [1, 2, 3, 99, 4242, 0xffffffff]) {
      const rng = makeRng(seed);
      const dealer = randomInt(rng, 3);
      const deck = shuffleByHand(rng, SPEC_DECK);
      expect(ganjifa.deal({}, seed)).toEqual(ganjifa.fromDeck({}, deck, dealer));
    }
  });

  test('the hands do not depend on the period; only trump and first leader do', () => {
    const s = ganjifa.deal({}, 777);
    const day = ganjifa.play(s, choose('day'));
    const night = ganjifa.play(s, choose('night'));
    expect(day.hands).toEqual(night.hands);
    expect(day.leader).toBe(day.hands.findIndex((h) => h.includes('RAM-R')));
    expect(night.leader).toBe(night.hands.findIndex((h) => h.includes('KRI-R')));
  });

  test('before M1 no view shows a card, and the deck is in no view', () => {
    const s = ganjifa.deal({}, 5);
    for (let seat = 0; seat < 3; seat++) {
      const v = ganjifa.view(s, seat);
      expect(v.hand).toEqual([]);
      expect(v.handCounts).toEqual([0, 0, 0]);
      const text = JSON.stringify(v);
      for (const c of CARD_IDS) expect(text).not.toContain(`"${c}"`);
    }
    expect(ganjifa.view(s, 0).legal).toEqual([choose('day'), choose('night')]);
    expect(ganjifa.view(s, 1).legal).toEqual([]);
  });

  test('fromDeck refuses a bad deck or dealer', () => {
    expect(() => ganjifa.fromDeck({}, CARD_IDS.slice(1), 0)).toThrow(/120/);
    expect(() => ganjifa.fromDeck({}, [...CARD_IDS.slice(1), 'MAT-1'.replace('1', '2')], 0)).toThrow(/twice/);
    expect(() => ganjifa.fromDeck({}, [...CARD_IDS], 3)).toThrow(/dealer/);
  });
});

describe('fromLayout', () => {
  test('before M1: a complete deal is dealt at M1 exactly as given', () => {
    const hands = fullHands([['RAM-R', 'KRI-R'], [], []]);
    const s = ganjifa.fromLayout({ hands, dealer: 1 });
    expect(ganjifa.phase(s)).toBe('CHOOSE_PERIOD');
    expect(s.hands).toEqual([[], [], []]);
    const t = ganjifa.play(s, choose('night'));
    expect(t.hands).toEqual(hands.map((h) => [...h].sort((a, b) => SPEC_DECK.indexOf(a) - SPEC_DECK.indexOf(b))));
    expect(ganjifa.toAct(t)).toBe(0);
  });

  test('captured piles as counts take the unplaced cards in canonical order, seat 0 first', () => {
    const s = mid({ hands: [['KAL-1'], ['KAL-2'], ['KAL-3']], leader: 2, captured: [3, 111, 3] });
    expect(s.captured[0]).toEqual(['MAT-1', 'MAT-2', 'MAT-3']);
    expect(s.captured[2]).toEqual(['KAL-M', 'KAL-R', 'KAL-10'].sort((a, b) => SPEC_DECK.indexOf(a) - SPEC_DECK.indexOf(b)));
    expect(s.trickNo).toBe(40);
  });

  test('without captured piles the unplaced cards are shared in multiples of 3, the rest to the leader', () => {
    const s = mid({
      hands: [
        ['KAL-1', 'KAL-4'],
        ['KAL-2', 'KAL-5'],
        ['KAL-3', 'KAL-6'],
      ],
      leader: 1,
    });
    expect(s.captured.map((c) => c.length)).toEqual([36, 42, 36]);
  });

  test.each<[string, GanjifaLayout, RegExp]>([
    ['two hands', { hands: [[], []], period: 'day' }, /3 hands/],
    ['a card twice', { hands: [['MAT-1'], ['MAT-1'], ['MAT-2']], period: 'day', leader: 0 }, /twice/],
    ['an unknown card', { hands: [['MAT-0'], [], []], period: 'day' }, /unknown card/],
    [
      'unequal hands at LEAD',
      { hands: [['MAT-1', 'MAT-4', 'MAT-6'], ['MAT-2'], ['MAT-3', 'MAT-5']], period: 'day', leader: 0 },
      /same number/,
    ],
    ['no leader after trick 1', { hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], period: 'day' }, /leader is required/],
    [
      'a trick out of order',
      {
        hands: [['MAT-1'], ['MAT-2', 'MAT-5'], ['MAT-3']],
        period: 'day',
        trick: [
          { seat: 0, card: 'KUR-1' },
          { seat: 2, card: 'KUR-2' },
        ],
      },
      /play order/,
    ],
    [
      'an illegal trick card',
      {
        hands: [['MAT-1'], ['KUR-2'], ['MAT-3', 'MAT-4']],
        period: 'day',
        trick: [
          { seat: 0, card: 'KUR-1' },
          { seat: 1, card: 'MAT-2' },
        ],
      },
      /not a legal follow/,
    ],
    [
      'a Dukal in trick 1',
      {
        hands: fullHands([['RAM-R', 'VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'], [], []]).map((h) =>
          h.filter((c) => !['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'].includes(c)),
        ),
        period: 'day',
        dukal: { seat: 0, cards: ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'] },
      },
      /may not open the deal/,
    ],
    ['a pile not of 3', { hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], period: 'day', leader: 0, captured: [1, 110, 6] }, /multiple of 3/],
    ['blank in a held suit', { hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], period: 'day', leader: 0, voids: [['MAT'], [], []] }, /blank/],
    [
      'the trump Raja in a hand after trick 1',
      { hands: [['RAM-R'], ['MAT-2'], ['MAT-3']], period: 'day', leader: 0, trickNo: 5 },
      /captured pile/,
    ],
    [
      'a Dukal that is none',
      {
        hands: [[], ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4'], ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4']],
        period: 'day',
        dukal: { seat: 0, cards: ['VAM-1', 'VAM-3', 'VAM-4', 'VAM-M'] },
      },
      /not a Dukal/,
    ],
  ])('refuses %s', (_name, layout, message) => {
    expect(() => ganjifa.fromLayout(layout)).toThrow(message);
  });

  test('fromLayout(layout of any reachable position) is that position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 130 }), (seed, steps) => {
        const s = playRandom(seed, steps);
        const rebuilt = ganjifa.fromLayout(layoutOf(s));
        // a layout has no move history (the position is rebuilt, not replayed)
        expect({ ...rebuilt, events: [], history: null }).toEqual({ ...s, events: [], history: null });
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});

describe('view', () => {
  test('a view shows its own hand, counts of the others, and no hidden card', () => {
    for (let seed = 0; seed < 40; seed++) {
      const s = playRandom(seed, 1 + ((seed * 13) % 110));
      for (let seat = 0; seat < 3; seat++) {
        const v = ganjifa.view(s, seat);
        expect(v.hand).toEqual(s.hands[seat]);
        expect(v.handCounts).toEqual(s.hands.map((h) => h.length));
        expect(v.capturedCounts).toEqual(s.captured.map((c) => c.length));
        expect(v.legal).toEqual(ganjifa.toAct(s) === seat ? ganjifa.legalMoves(s) : []);
        const text = JSON.stringify({ ...v, hand: [], legal: [] });
        for (let other = 0; other < 3; other++) {
          if (other === seat) continue;
          for (const c of s.hands[other]!) expect(text).not.toContain(`"${c}"`);
        }
      }
    }
  });

  test('out lists every captured card in canonical order; voids come from the plays', () => {
    let s = mid({
      hands: [
        ['MAT-3', 'KUR-1'],
        ['KUR-2', 'NAR-1'],
        ['MAT-1', 'VAM-1'],
      ],
      leader: 0,
      captured: [0, 0, 114],
    });
    s = ganjifa.play(s, lead(0, 'MAT-3'));
    s = ganjifa.play(s, { type: 'PLAY', seat: 1, card: 'KUR-2' });
    const v = ganjifa.view(s, 2);
    // Bernd sees: Anna did not follow Matsya, played Kurma (the suit right after Matsya).
    expect(v.voids).toEqual([[], ['MAT'], []]);
    expect(v.out).toEqual(s.captured[2]!.slice().sort((a, b) => SPEC_DECK.indexOf(a) - SPEC_DECK.indexOf(b)));
    s = ganjifa.play(
      mid({
        hands: [
          ['KAL-1', 'MAT-9'],
          ['BUD-1', 'MAT-8'],
          ['KAL-2', 'MAT-7'],
        ],
        leader: 0,
        period: 'night',
      }),
      lead(0, 'KAL-1'),
    );
    s = ganjifa.play(s, { type: 'PLAY', seat: 1, card: 'MAT-8' });
    // Anna played Matsya on Kalki: blank in Kalki, and in nothing between (Matsya follows Kalki).
    expect(ganjifa.view(s, 0).voids[1]).toEqual(['KAL']);
  });

  test('history: every move since the deal, oldest first, the same for every seat (all were made face up)', () => {
    let s = engine.deal({}, 31);
    const rng = makeRng(5);
    const moves = [];
    expect(ganjifa.view(s, 0).history).toEqual([]);
    for (let i = 0; i < 60; i++) {
      const l = engine.legalMoves(s);
      const m = l[randomInt(rng, l.length)]!;
      moves.push(m);
      s = engine.play(s, m);
    }
    for (let seat = 0; seat < 3; seat++) expect(ganjifa.view(s, seat).history).toEqual(moves);
    // a position built from a layout has no history yet
    expect(ganjifa.view(mid({ hands: [['MAT-1'], ['MAT-2'], ['MAT-3']], leader: 0 }), 0).history).toEqual([]);
  });

  test('a next-suit card also shows the skipped suits as blank', () => {
    let s = mid({
      hands: [
        ['MAT-1', 'KAL-9'],
        ['VAM-2', 'KAL-8'],
        ['MAT-3', 'KAL-7'],
      ],
      leader: 0,
    });
    s = ganjifa.play(s, lead(0, 'MAT-1'));
    s = ganjifa.play(s, { type: 'PLAY', seat: 1, card: 'VAM-2' });
    // Anna holds no Matsya, Kurma, Varaha, Narasimha: Vamana was her next suit.
    expect(ganjifa.view(s, 0).voids[1]).toEqual(['MAT', 'KUR', 'VAR', 'NAR']);
  });
});

describe('Merkhilfe (suitMemo)', () => {
  test('per suit: the cards out, strongest first, and the strongest card still in play', () => {
    const memo = suitMemo(['MAT-1', 'MAT-R', 'PAR-10', 'PAR-R', 'PAR-M', 'RAM-3']);
    expect(memo.map((m) => m.suit)).toEqual(['MAT', 'KUR', 'VAR', 'NAR', 'VAM', 'PAR', 'RAM', 'KRI', 'BUD', 'KAL']);
    expect(memo[0]).toEqual({ suit: 'MAT', out: ['MAT-R', 'MAT-1'], highest: 'MAT-M' });
    expect(memo[5]).toEqual({ suit: 'PAR', out: ['PAR-R', 'PAR-M', 'PAR-10'], highest: 'PAR-9' });
    expect(memo[6]).toEqual({ suit: 'RAM', out: ['RAM-3'], highest: 'RAM-R' });
    expect(suitMemo(SPEC_DECK.filter((c) => c.startsWith('KUR')))[1]).toEqual({
      suit: 'KUR',
      out: ['KUR-R', 'KUR-M', 'KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5', 'KUR-6', 'KUR-7', 'KUR-8', 'KUR-9', 'KUR-10'],
      highest: null,
    });
  });
});
