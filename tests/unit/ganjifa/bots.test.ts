/**
 * The Ganjifa bots: always legal, deterministic for a seed, view-only (another consistent deal of
 * the hidden cards gives the same decision), and crafted positions showing the heuristic's rules
 * of thumb (win cheaply, throw the least useful card, lead sure winners, play a Dukal).
 */
import { describe, expect, test } from 'vitest';
import { deriveSeed, makeRng, shuffle } from '../../../src/games/core/rng';
import { heuristicBot, randomBot } from '../../../src/games/ganjifa/bots';
import {
  expectLegalAnswers,
  expectRefusedWithoutMove,
  expectSameViewSameMove,
  expectSpreadOverLegal,
  expectViewOnly,
} from '../../helpers/botContract';
import { playBots } from '../../../src/games/core/bots';
import { hintWhy } from '../../../src/games/ganjifa/hints';
import { sortCanonical } from '../../../src/games/ganjifa/cards';
import { suitCountsOf } from '../../../src/games/ganjifa/position';
import type { GanjifaLayout, GanjifaMove, GanjifaState, GanjifaView } from '../../../src/games/ganjifa/types';
import { choose, discard, dukal, engine as ganjifa, follow, lead, playAll } from './helpers';

type GanjifaBot = (view: GanjifaView, random: () => number) => GanjifaMove;

const playGame = (seed: number, bots: GanjifaBot[], visit?: (s: GanjifaState, seat: number, view: GanjifaView, i: number) => void) =>
  playBots(ganjifa, ganjifa.deal({}, seed), seed, bots, visit);

/** The heuristic's move for the seat to act in `layout`. */
function heuristicMove(layout: GanjifaLayout | GanjifaState): GanjifaMove {
  const s = 'phase' in layout ? layout : ganjifa.fromLayout(layout);
  return heuristicBot(ganjifa.view(s, ganjifa.toAct(s)!), makeRng(1));
}

describe('both bots answer a legal move', () => {
  test('60 seeded games, the two bots on alternating seats', () => {
    const kinds = new Set<string>();
    let decisions = 0;
    for (let g = 0; g < 60; g++) {
      const bots = [0, 1, 2].map((p) => ((p + g) % 2 === 0 ? heuristicBot : randomBot));
      playGame(deriveSeed(4711, g), bots, (s, _seat, view, i) => {
        decisions++;
        expectLegalAnswers(ganjifa, s, view, i, { heuristic: heuristicBot, random: randomBot }, kinds);
      });
    }
    expect(decisions).toBeGreaterThan(60 * 100);
    expect([...kinds].sort()).toEqual(['CHOOSE_PERIOD', 'DISCARD', 'LEAD', 'LEAD_DUKAL', 'PLAY']);
  });
});

describe('determinism and randomness', () => {
  const s = ganjifa.play(
    ganjifa.play(ganjifa.deal({}, 9), choose('day')),
    ganjifa.legalMoves(ganjifa.play(ganjifa.deal({}, 9), choose('day')))[0]!,
  );

  test('same view and same seed give the same move', () =>
    expectSameViewSameMove([heuristicBot, randomBot], ganjifa.view(s, ganjifa.toAct(s)!)));

  test('the random bot spreads its choice over all legal moves; the heuristic does not depend on the seed', () => {
    let t = s;
    while (ganjifa.phase(t) !== 'LEAD') t = ganjifa.play(t, ganjifa.legalMoves(t)[0]!);
    const view = ganjifa.view(t, ganjifa.toAct(t)!);
    expectSpreadOverLegal(randomBot, view);
    const h = new Set<string>();
    for (let k = 0; k < 50; k++) h.add(JSON.stringify(heuristicBot(view, makeRng(k))));
    expect(h.size).toBe(1);
  });

  test('a bot with no legal move throws (it is never asked then)', () =>
    expectRefusedWithoutMove([randomBot, heuristicBot], ganjifa.view(s, (ganjifa.toAct(s)! + 1) % 3)));
});

/** The two hands `seat` cannot see redealt among themselves, keeping their sizes. */
function redealOthers(s: GanjifaState, seat: number, seed: number): GanjifaState {
  const others = [0, 1, 2].filter((p) => p !== seat);
  const pool = shuffle(
    others.flatMap((p) => s.hands[p]!),
    makeRng(seed),
  );
  const hands = s.hands.map((h) => h.slice());
  let from = 0;
  for (const p of others) {
    const n = s.hands[p]!.length;
    hands[p] = sortCanonical(pool.slice(from, from + n));
    from += n;
  }
  return { ...s, hands, suitCounts: hands.map(suitCountsOf) };
}

describe('view-only: another consistent deal of the hidden cards gives the same decision', () => {
  test('over seeded games, every decision of both bots', () => {
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      playGame(deriveSeed(99, g), [heuristicBot, randomBot, heuristicBot], (s, seat, view, i) => {
        if (i % 3 === 0 && expectViewOnly(ganjifa, s, seat, view, i + g, redealOthers, [heuristicBot, randomBot])) checked++;
      });
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('the heuristic in crafted positions', () => {
  test('CHOOSE_PERIOD: Tag (no card is visible before the deal)', () => {
    expect(heuristicMove(ganjifa.deal({}, 3))).toEqual(choose('day'));
  });

  test('last in the trick: wins with the cheapest card that wins', () => {
    // Anna led Narasimha 5, Bernd played Narasimha 3 (stronger: the first five count 1 highest).
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['NAR-R', 'NAR-M', 'NAR-1', 'NAR-9'],
        ['KAL-1', 'KAL-2', 'KAL-3'],
        ['KAL-4', 'KAL-5', 'KAL-6'],
      ],
      trick: [
        { seat: 1, card: 'NAR-5' },
        { seat: 2, card: 'NAR-3' },
      ],
    });
    expect(m).toEqual(follow(0, 'NAR-1'));
  });

  test('second in the trick: a winner the last player cannot beat, rather than a cheaper one it can', () => {
    // Bernd led Narasimha 5; Anna (last) may still hold Narasimha 1 or 2, which beat the 3 – not the Raja.
    const rama = ['RAM-1', 'RAM-2', 'RAM-3', 'RAM-4', 'RAM-5', 'RAM-6', 'RAM-7', 'RAM-8', 'RAM-9', 'RAM-10', 'RAM-M', 'RAM-R'];
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['NAR-3', 'NAR-R', 'KAL-9'],
        ['NAR-1', 'NAR-2', 'KAL-1'],
        ['KAL-2', 'KAL-3'],
      ],
      trick: [{ seat: 2, card: 'NAR-5' }],
      leader: 2,
      captured: [rama, 99, 0],
    });
    expect(m).toEqual(follow(0, 'NAR-R'));
  });

  test('last in the trick and blank: the lowest trump that wins, not the next suit', () => {
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['NAR-6', 'RAM-1', 'RAM-9', 'KAL-9'],
        ['KAL-1', 'KAL-2', 'KAL-3'],
        ['KAL-4', 'KAL-5', 'KAL-6'],
      ],
      trick: [
        { seat: 1, card: 'VAR-4' },
        { seat: 2, card: 'VAR-2' },
      ],
    });
    expect(m).toEqual(follow(0, 'RAM-1'));
  });

  test('cannot win: throws its least useful card', () => {
    // Matsya 1 leads (the best number); the Raja and Mantri of Matsya are out.
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['MAT-2', 'MAT-9', 'MAT-10'],
        ['KAL-1', 'KAL-2', 'KAL-3'],
        ['KAL-4', 'KAL-5'],
      ],
      trick: [{ seat: 2, card: 'MAT-1' }],
      captured: [['MAT-R', 'MAT-M', 'RAM-R'], 108, 0],
      leader: 2,
    });
    expect(m).toEqual(follow(0, 'MAT-10'));
  });

  test('blank and cannot win: a low card of the next suit rather than a trump', () => {
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['NAR-6', 'NAR-2', 'RAM-1', 'RAM-2'],
        ['KAL-1', 'KAL-2', 'KAL-3'],
        ['KAL-4', 'KAL-5', 'KAL-6'],
      ],
      trick: [
        { seat: 1, card: 'VAR-4' },
        { seat: 2, card: 'RAM-10' },
      ],
    });
    // Bernd's Rama 10 cannot be beaten by Rama 1 or 2: the bot keeps its trumps and plays Narasimha 6
    // (weaker than Narasimha 2 in a first-five suit).
    expect(m).toEqual(follow(0, 'NAR-6'));
  });

  test('leads a Dukal when it can (the longest)', () => {
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['KUR-R', 'VAM-3', 'VAM-4', 'VAM-5', 'VAM-6', 'VAM-M', 'VAM-R'],
        ['KAL-1', 'KAL-2', 'KAL-3', 'KAL-4', 'KAL-5', 'KAL-6', 'KAL-7'],
        ['BUD-1', 'BUD-2', 'BUD-3', 'BUD-4', 'BUD-5', 'BUD-6', 'BUD-7'],
      ],
      leader: 0,
    });
    expect(m).toEqual(dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-6', 'VAM-M', 'VAM-R']));
  });

  test('leads a sure winner: the best card left in a suit nobody can trump', () => {
    // All trumps are out; the Kurma Raja is the best Kurma; the other cards can be beaten.
    const rama = ['RAM-1', 'RAM-2', 'RAM-3', 'RAM-4', 'RAM-5', 'RAM-6', 'RAM-7', 'RAM-8', 'RAM-9', 'RAM-10', 'RAM-M', 'RAM-R'];
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['BUD-2', 'KUR-R', 'MAT-10'],
        ['KUR-1', 'KUR-2', 'MAT-2'],
        ['KUR-3', 'MAT-3', 'BUD-3'],
      ],
      leader: 0,
      captured: [rama, 99, 0],
    });
    expect(m).toEqual(lead(0, 'KUR-R'));
  });

  test('of two sure winners it leads the cheaper one', () => {
    // Every other Matsya is out too, so the Matsya 10 wins as surely as the Kurma Raja – and costs less.
    const rama = ['RAM-1', 'RAM-2', 'RAM-3', 'RAM-4', 'RAM-5', 'RAM-6', 'RAM-7', 'RAM-8', 'RAM-9', 'RAM-10', 'RAM-M', 'RAM-R'];
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['BUD-2', 'KUR-R', 'MAT-10'],
        ['KUR-1', 'KUR-2', 'KAL-2'],
        ['KUR-3', 'BUD-3', 'BUD-4'],
      ],
      leader: 0,
      captured: [rama, 99, 0],
    });
    expect(m).toEqual(lead(0, 'MAT-10'));
  });

  test('without a winner: the least useful card, from its longest suit', () => {
    const m = heuristicMove({
      period: 'day',
      hands: [
        ['KUR-9', 'KUR-10', 'KUR-8', 'BUD-2', 'MAT-9'],
        ['KUR-1', 'KUR-2', 'KUR-3', 'BUD-R', 'MAT-R'],
        ['BUD-M', 'MAT-M', 'BUD-9', 'MAT-1', 'KUR-R'],
      ],
      leader: 0,
    });
    expect(m).toEqual(lead(0, 'KUR-10'));
  });

  test('against a Dukal: discards its least useful card, keeps trumps and winners', () => {
    let s = ganjifa.fromLayout({
      period: 'day',
      hands: [
        ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R', 'MAT-1'],
        ['KAL-1', 'KUR-R', 'RAM-9', 'BUD-6', 'RAM-10', 'PAR-5'],
        ['BUD-1', 'BUD-2', 'BUD-3', 'BUD-4', 'BUD-5', 'NAR-1'],
      ],
      leader: 0,
    });
    s = ganjifa.play(s, dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']));
    expect(heuristicMove(s)).toEqual(discard(1, 'KAL-1'));
    s = playAll(s, [discard(1, 'KAL-1')]);
    expect(heuristicMove(s)).toEqual(discard(1, 'PAR-5'));
  });
});

describe('hintWhy: why „Tipp“ proposes a move', () => {
  test.each<[string, GanjifaLayout | GanjifaState, string]>([
    ['the period', ganjifa.deal({}, 3), 'du vor dem Geben noch keine Karte siehst und Tag und Nacht darum gleich gut sind'],
    [
      'a Dukal',
      {
        period: 'day',
        hands: [
          ['KUR-R', 'VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'],
          ['KAL-1', 'KAL-2', 'KAL-3', 'KAL-4', 'KAL-5', 'KAL-6'],
          ['BUD-1', 'BUD-2', 'BUD-3', 'BUD-4', 'BUD-5', 'BUD-6'],
        ],
        leader: 0,
      },
      'eine Dukal-Sequenz von selbst gewinnt und dir 15 Karten bringt',
    ],
    [
      'winning cheaply',
      {
        period: 'day',
        hands: [
          ['NAR-R', 'NAR-M', 'NAR-1', 'NAR-9'],
          ['KAL-1', 'KAL-2', 'KAL-3'],
          ['KAL-4', 'KAL-5', 'KAL-6'],
        ],
        trick: [
          { seat: 1, card: 'NAR-5' },
          { seat: 2, card: 'NAR-3' },
        ],
      },
      'du damit den Stich am billigsten gewinnst',
    ],
    [
      'a forced card',
      { period: 'day', hands: [['NAR-9', 'KAL-9'], ['KAL-1', 'KAL-2'], ['KAL-6']], trick: [{ seat: 2, card: 'NAR-5' }], leader: 2 },
      'das dein einziger erlaubter Zug ist',
    ],
    [
      'a sure winner',
      {
        period: 'day',
        hands: [
          ['BUD-2', 'KUR-R', 'MAT-10'],
          ['KUR-1', 'KUR-2', 'MAT-2'],
          ['KUR-3', 'MAT-3', 'BUD-3'],
        ],
        leader: 0,
        captured: [['RAM-1', 'RAM-2', 'RAM-3', 'RAM-4', 'RAM-5', 'RAM-6', 'RAM-7', 'RAM-8', 'RAM-9', 'RAM-10', 'RAM-M', 'RAM-R'], 99, 0],
      },
      'keine Karte im Spiel den Kurma Raja noch schlagen kann',
    ],
    [
      'a lead without a winner',
      {
        period: 'day',
        hands: [
          ['KUR-9', 'KUR-10', 'KUR-8', 'BUD-2', 'MAT-9'],
          ['KUR-1', 'KUR-2', 'KUR-3', 'BUD-R', 'MAT-R'],
          ['BUD-M', 'MAT-M', 'BUD-9', 'MAT-1', 'KUR-R'],
        ],
        leader: 0,
      },
      'du keine sichere Stichkarte hast und die Kurma 10 dir am wenigsten nützt',
    ],
    [
      'a trick it cannot win',
      {
        period: 'day',
        hands: [
          ['MAT-2', 'MAT-9', 'MAT-10'],
          ['KAL-1', 'KAL-2', 'KAL-3'],
          ['KAL-4', 'KAL-5'],
        ],
        trick: [{ seat: 2, card: 'MAT-1' }],
        captured: [['MAT-R', 'MAT-M', 'RAM-R'], 108, 0],
        leader: 2,
      },
      'du den Stich nicht sicher gewinnen kannst und die Matsya 10 dir am wenigsten nützt',
    ],
  ])('%s', (_name, layout, why) => {
    const s = 'phase' in layout ? layout : ganjifa.fromLayout(layout);
    const view = ganjifa.view(s, ganjifa.toAct(s)!);
    expect(hintWhy(view, heuristicBot(view, makeRng(1)))).toBe(why);
  });

  test('the opening lead', () => {
    let s = ganjifa.play(ganjifa.deal({}, 3), choose('day'));
    const view = ganjifa.view(s, ganjifa.toAct(s)!);
    expect(hintWhy(view, view.legal[0]!)).toBe('der Trumpf-Raja jedes Geben eröffnet');
    const dukalPos = ganjifa.play(
      ganjifa.fromLayout({
        period: 'day',
        hands: [
          ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R', 'MAT-1'],
          ['KAL-1', 'KUR-R', 'RAM-9', 'BUD-6', 'RAM-10', 'PAR-5'],
          ['BUD-1', 'BUD-2', 'BUD-3', 'BUD-4', 'BUD-5', 'NAR-1'],
        ],
        leader: 0,
      }),
      dukal(0, ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R']),
    );
    const dv = ganjifa.view(dukalPos, 1);
    expect(hintWhy(dv, heuristicBot(dv, makeRng(1)))).toBe('die Kalki 1 dir von deinen Karten am wenigsten nützt');
    s = ganjifa.play(s, view.legal[0]!);
    expect(ganjifa.isOver(s)).toBe(false);
  });
});
