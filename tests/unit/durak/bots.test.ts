import { describe, expect, test } from 'vitest';
import type { CardId, Seat } from '../../../src/games/core/types';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import { CARD_IDS, durak, suitOf } from '../../../src/games/durak/index';
import type { DurakLayout, DurakMove, DurakState, DurakView, Pair } from '../../../src/games/durak/index';
import { heuristicBot, randomBot } from '../../../src/games/durak/bots';
import {
  expectLegalAnswers,
  expectRefusedWithoutMove,
  expectSameViewSameMove,
  expectSpreadOverLegal,
  expectViewOnly,
} from '../../helpers/botContract';
import { playBots } from '../../../src/games/core/bots';
import { hintWhy } from '../../../src/games/durak/hints';

type DurakBot = (view: DurakView, random: () => number) => DurakMove;

/**
 * A layout for crafted positions: the given hands (and table), a talon of `talonSize` cards whose
 * last card is `trumpCard` (the other talon cards are the first free cards in canonical order),
 * and every card not placed anywhere in the Ablagestapel. `talonSize: 0` is the endgame.
 */
function position(p: {
  hands: CardId[][];
  trumpCard: CardId;
  talonSize: number;
  table?: Pair[];
  phase?: 'ATTACK_OPEN' | 'DEFEND' | 'THROW_IN';
  attacker: Seat;
  defender?: Seat;
  transfer?: boolean;
  discard?: CardId[];
}): DurakLayout {
  const placed = new Set<CardId>(p.hands.flat());
  for (const pair of p.table ?? []) {
    placed.add(pair.attack);
    if (pair.defence !== null) placed.add(pair.defence);
  }
  const base = {
    options: { players: p.hands.length, transfer: p.transfer ?? false },
    hands: p.hands,
    table: p.table ?? [],
    phase: p.phase ?? 'ATTACK_OPEN',
    attacker: p.attacker,
    ...(p.defender === undefined ? {} : { defender: p.defender }),
    ...(p.discard === undefined ? {} : { discard: p.discard }),
  };
  if (p.talonSize === 0) return { ...base, talon: [], trumpSuit: suitOf(p.trumpCard) };
  const free = CARD_IDS.filter((c) => !placed.has(c) && c !== p.trumpCard);
  return { ...base, talon: [...free.slice(0, p.talonSize - 1), p.trumpCard] };
}

/** The heuristic bot's move for the seat to act in `layout`. */
function heuristicMove(layout: DurakLayout, seed = 1): DurakMove {
  const state = durak.fromLayout(layout);
  const seat = durak.toAct(state);
  if (seat === null) throw new Error('nobody to act');
  return heuristicBot(durak.view(state, seat), makeRng(seed));
}

/** Plays one seeded game; `visit` sees every decision before the move of `bots[seat]` is made. */
const playGame = (
  players: number,
  transfer: boolean,
  seed: number,
  bots: DurakBot[],
  visit?: (state: DurakState, seat: Seat, view: DurakView, i: number) => void,
) => playBots(durak, durak.deal({ players, transfer }, seed), seed, bots, visit);

const CONFIGS = [2, 3, 4, 5, 6].flatMap((players) => [false, true].map((transfer) => ({ players, transfer })));

describe('both bots answer a legal move', () => {
  test.each(CONFIGS)('$players Spieler, Weiterreichen $transfer', ({ players, transfer }) => {
    let decisions = 0;
    const kinds = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const seed = deriveSeed(players * 100 + (transfer ? 50 : 0), g);
      // Seats alternate between the bots, so both meet every kind of position.
      const bots = Array.from({ length: players }, (_, p) => ((p + g) % 2 === 0 ? heuristicBot : randomBot));
      playGame(players, transfer, seed, bots, (state, _seat, view, i) => {
        decisions++;
        expectLegalAnswers(durak, state, view, deriveSeed(seed, i), { heuristic: heuristicBot, random: randomBot }, kinds);
      });
    }
    expect(decisions).toBeGreaterThan(12 * 20);
    expect(kinds).toContain('DEFEND');
    expect(kinds).toContain('TAKE');
    if (transfer && players > 2) expect(kinds).toContain('TRANSFER');
  });
});

describe('determinism and randomness', () => {
  const state = durak.deal({ players: 3, transfer: true }, 7);
  const view = durak.view(state, durak.toAct(state)!);

  test('same view and same seed give the same move', () => expectSameViewSameMove([heuristicBot, randomBot], view));

  test('the random bot spreads its choice over all legal moves', () => {
    // The opening attacker may lead any of its 6 cards.
    expect(view.legal).toHaveLength(6);
    expectSpreadOverLegal(randomBot, view, 500);
  });

  test('a bot asked without a legal move is a bug and throws', () =>
    expectRefusedWithoutMove([randomBot, heuristicBot], durak.view(state, (durak.toAct(state)! + 1) % 3)));
});

/** A hidden card of another seat swapped with a hidden talon card (not the face-up trump card); `state` itself when there is none. */
function swapHidden(state: DurakState, seat: Seat, i: number): DurakState {
  const other = state.hands.findIndex((h, p) => p !== seat && h.some((c) => !state.known[p]!.includes(c)));
  if (other === -1 || state.talon.length < 2) return state;
  const hand = state.hands[other]!;
  const h = hand.findIndex((c) => !state.known[other]!.includes(c));
  const t = i % (state.talon.length - 1);
  const changed = structuredClone(state);
  changed.hands[other]![h] = state.talon[t]!;
  changed.talon[t] = hand[h]!;
  return changed;
}

describe('the bots read only their view', () => {
  test('hidden cards of other seats do not change their moves', () => {
    let compared = 0;
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 8; g++) {
        const seed = deriveSeed(4242 + players, g);
        const bots = Array.from({ length: players }, () => heuristicBot);
        playGame(players, g % 2 === 1, seed, bots, (state, seat, view, i) => {
          if (expectViewOnly(durak, state, seat, view, i, swapHidden, [heuristicBot, randomBot])) compared++;
        });
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

/** The heuristic move at `layout` and why „Tipp“ would suggest it; the seat to act is „Du“. */
function hintFor(layout: DurakLayout): { move: DurakMove; why: string | null } {
  const state = durak.fromLayout(layout);
  const seat = durak.toAct(state)!;
  const others = ['Anna', 'Bernd', 'Clara'];
  const names = state.hands.map((_, p) => (p === seat ? 'Du' : others[((p - seat + state.hands.length) % state.hands.length) - 1]!));
  const view = durak.view(state, seat);
  const move = heuristicBot(view, makeRng(1));
  return { move, why: hintWhy(view, move, names) };
}

/** Seat 1 defends against one open card of seat 0. */
const defending = (hand: CardId[], attack: CardId, talonSize: number, trumpCard = 'SK', attackerHand = ['C6', 'C8', 'D6', 'D7', 'H6']) =>
  position({ hands: [attackerHand, hand], trumpCard, talonSize, table: [{ attack, defence: null }], phase: 'DEFEND', attacker: 0 });

/** Seat 0 opens an attack (no `table`) or may throw in onto `table`; trump Pik (the Pik König under the talon). */
const attacking = (hands: CardId[][], talonSize: number, table?: Pair[]) =>
  position({ hands, trumpCard: 'SK', talonSize, attacker: 0, ...(table ? { table, phase: 'THROW_IN' as const } : {}) });

describe('the heuristic bot in crafted positions, and why „Tipp“ suggests its move (trump Pik unless said otherwise)', () => {
  test('defends with the cheapest card of the suit', () => {
    const layout = defending(['H9', 'HK', 'HA', 'C10', 'D10', 'S7'], 'H8', 6, 'SA', ['C6', 'C7', 'D6', 'D7', 'D8']);
    expect(hintFor(layout)).toEqual({
      move: { type: 'DEFEND', seat: 1, attackCard: 'H8', card: 'H9' },
      why: 'die Herz 9 die Herz 8 schlägt und du deine Trümpfe sparst',
    });
  });

  test('early in the game it beats a low card with a high card of its suit, not with a trump', () => {
    const move = heuristicMove(defending(['HQ', 'S6', 'SA', 'C9', 'D10', 'CJ'], 'H7', 20, 'SK', ['C6', 'C7', 'D6', 'D7', 'D8']));
    expect(move).toEqual({ type: 'DEFEND', seat: 1, attackCard: 'H7', card: 'HQ' });
  });

  test('needing a trump to keep a full table off its hand, it spends the lowest one', () => {
    const { move, why } = hintFor(
      position({
        hands: [
          ['C6', 'C8', 'D7', 'D8'],
          ['SA', 'S8', 'SJ', 'C7', 'D10', 'H7'],
        ],
        trumpCard: 'SK',
        talonSize: 4,
        table: [
          { attack: 'D6', defence: 'D9' },
          { attack: 'H6', defence: 'HJ' },
          { attack: 'CJ', defence: null },
        ],
        phase: 'DEFEND',
        attacker: 0,
      }),
    );
    expect(move).toEqual({ type: 'DEFEND', seat: 1, attackCard: 'CJ', card: 'S8' });
    expect(why).toBe('nur ein Trumpf den Kreuz Buben schlägt und die Pik 8 dein niedrigster Trumpf ist');
  });

  test('early in the game it takes a cheap attack rather than spend its last two high trumps', () => {
    const layout = defending(['SK', 'SA', 'H9', 'H10', 'D9', 'DJ'], 'C7', 20, 'S6');
    expect(hintFor(layout)).toEqual({ move: { type: 'TAKE', seat: 1 }, why: 'du sonst den Pik König opfern müsstest' });
  });

  test('with the talon empty it spends the trump rather than take', () => {
    const layout = defending(['SK', 'SA', 'H9', 'H10', 'D9', 'DJ'], 'C7', 0, 'S6');
    expect(heuristicMove(layout)).toEqual({ type: 'DEFEND', seat: 1, attackCard: 'C7', card: 'SK' });
  });

  test('opens with a low plain card, not with its lowest trump', () => {
    const layout = attacking(
      [
        ['S6', 'C9', 'HJ', 'D7', 'DA', 'CQ'],
        ['C6', 'C7', 'D6', 'D8', 'H6', 'H7'],
      ],
      20,
    );
    expect(hintFor(layout)).toEqual({
      move: { type: 'ATTACK', seat: 0, card: 'D7' },
      why: 'die Karo 7 deine niedrigste Karte ohne Trumpf ist',
    });
  });

  test('opens with a rank it holds twice, so it can throw in the other card', () => {
    const { move, why } = hintFor(
      attacking(
        [
          ['C7', 'H8', 'D8', 'CK', 'HA', 'S9'],
          ['C6', 'C9', 'D6', 'D7', 'H6', 'H7'],
        ],
        20,
      ),
    );
    expect(move.type).toBe('ATTACK');
    expect(['H8', 'D8']).toContain(move.type === 'ATTACK' ? move.card : '');
    const other = move.type === 'ATTACK' && move.card === 'H8' ? 'die Karo 8' : 'die Herz 8';
    expect(why).toBe(`du danach noch ${other} nachlegen kannst`);
  });

  test('throws in a cheap plain card, not a trump', () => {
    const layout = attacking(
      [
        ['H8', 'S10', 'CA', 'D6', 'D7'],
        ['C6', 'C7', 'D9', 'H6', 'H7'],
      ],
      14,
      [{ attack: 'C8', defence: 'C10' }],
    );
    expect(hintFor(layout)).toEqual({
      move: { type: 'THROW_IN', seat: 0, card: 'H8' },
      why: 'der Wert schon auf dem Tisch liegt und du die Herz 8 gut entbehren kannst',
    });
  });

  test('early in the game it keeps trumps and high cards instead of throwing them in', () => {
    const layout = attacking(
      [
        ['HA', 'SA', 'C7', 'D7', 'D8'],
        ['C6', 'C8', 'D9', 'H6', 'H7'],
      ],
      20,
      [{ attack: 'CA', defence: 'S6' }],
    );
    expect(hintFor(layout)).toEqual({
      move: { type: 'PASS', seat: 0 },
      why: 'du nur hohe Karten nachlegen könntest, die du noch brauchst',
    });
  });

  test('with the talon empty it throws in its high card to get rid of it', () => {
    const move = heuristicMove(
      attacking(
        [
          ['HA', 'C7', 'D8'],
          ['C6', 'C8', 'D9', 'H6', 'H7'],
        ],
        0,
        [{ attack: 'CA', defence: 'S6' }],
      ),
    );
    expect(move).toEqual({ type: 'THROW_IN', seat: 0, card: 'HA' });
  });

  test('passes the attack on with a plain card of the rank, never with a trump early', () => {
    const common = {
      trumpCard: 'SK',
      talonSize: 16,
      table: [{ attack: 'C7', defence: null }],
      phase: 'DEFEND' as const,
      attacker: 0,
      transfer: true,
    };
    const withPlain = hintFor(
      position({
        ...common,
        hands: [
          ['C6', 'C8', 'D6', 'D8', 'H6'],
          ['H7', 'S7', 'C9', 'D10', 'HQ', 'DK'],
        ],
      }),
    );
    expect(withPlain).toEqual({
      move: { type: 'TRANSFER', seat: 1, card: 'H7' },
      why: 'du so die Herz 7 loswirst und Anna jetzt 2 Karten abwehren muss',
    });
    const onlyTrump = heuristicMove(
      position({
        ...common,
        hands: [
          ['C6', 'C8', 'D6', 'D8', 'H6'],
          ['S7', 'C9', 'D10', 'HQ', 'DK', 'H10'],
        ],
      }),
    );
    expect(onlyTrump).toEqual({ type: 'DEFEND', seat: 1, attackCard: 'C7', card: 'C9' });
  });

  test('in the endgame it counts cards and leads one the opponent cannot beat', () => {
    // Talon empty, two players: Herz 10 to Ass are gone, so the opponent (C9, D7, D8) cannot beat Herz 9.
    const discard = CARD_IDS.filter((c) => !['C6', 'H9', 'C9', 'D7', 'D8'].includes(c));
    const lead = hintFor(
      position({
        hands: [
          ['C6', 'H9'],
          ['C9', 'D7', 'D8'],
        ],
        trumpCard: 'SK',
        talonSize: 0,
        attacker: 0,
        discard,
      }),
    );
    expect(lead).toEqual({ move: { type: 'ATTACK', seat: 0, card: 'H9' }, why: 'Anna die Herz 9 nicht schlagen kann' });
    // The same hand against an opponent holding Herz Bube: now the low Kreuz 6 leads.
    const discard2 = CARD_IDS.filter((c) => !['C6', 'H9', 'C9', 'HJ', 'D8'].includes(c));
    const move2 = heuristicMove(
      position({
        hands: [
          ['C6', 'H9'],
          ['C9', 'HJ', 'D8'],
        ],
        trumpCard: 'SK',
        talonSize: 0,
        attacker: 0,
        discard: discard2,
      }),
    );
    expect(move2).toEqual({ type: 'ATTACK', seat: 0, card: 'C6' });
  });
});

describe('hintWhy in more positions', () => {
  test.each([
    [defending(['H9', 'HK', 'C10', 'D10'], 'H8', 6), 'die Herz 9 die niedrigste Karte ist, die die Herz 8 schlägt'],
    [defending(['H9', 'H10', 'D9', 'DJ'], 'C7', 20, 'S6'), 'keine deiner Karten die Kreuz 7 schlägt'],
    [
      defending(['SQ', 'H9', 'D9', 'DJ'], 'S9', 0, 'S6'),
      'nur ein höherer Trumpf die Pik 9 schlägt und die Pik Dame der niedrigste ist, der das kann',
    ],
  ] as [DurakLayout, string][])('position %#', (layout, why) => {
    expect(hintFor(layout).why).toBe(why);
  });

  test('in seeded games every reason is a clause that fits after „weil“', () => {
    let said = 0;
    for (let g = 0; g < 30; g++) {
      playGame(2 + (g % 5), g % 2 === 0, 900 + g, Array(6).fill(heuristicBot), (_state, _seat, view) => {
        const names = view.handCounts.map((_, p) => (p === view.seat ? 'Du' : `Spieler ${p + 1}`));
        const why = hintWhy(view, heuristicBot(view, makeRng(g)), names);
        if (why === null) return;
        said++;
        // lower case after „weil“, unless it starts with a seat's name
        expect(why).toMatch(/^([a-zäöüß]|Spieler \d).*[a-zäöüß]$/);
        expect(why).not.toMatch(/undefined|NaN|:|\.| {2}/);
      });
    }
    expect(said).toBeGreaterThan(500);
  });
});

describe('sanity against the random bot', () => {
  test('over 100 two-player games the heuristic bot is the Durak less often', () => {
    let heuristicDurak = 0;
    let randomDurak = 0;
    for (let g = 0; g < 100; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
      const end = playGame(2, false, deriveSeed(777, g), bots);
      const loser = durak.outcome(end).losers[0];
      if (loser === seat) heuristicDurak++;
      else if (loser !== undefined) randomDurak++;
    }
    expect(heuristicDurak).toBeLessThan(randomDurak);
  });
});
