/**
 * The selection input for Ganjifa (src/games/ganjifa/input.ts) on the core input model: one card
 * per LEAD, PLAY and DISCARD; a Dukal is selected card by card and confirmed; Tag/Nacht are
 * buttons; a selection that is no move gets the engine's German reason.
 */
import { describe, expect, test } from 'vitest';
import { EMPTY_SELECTION, buttonMoves, offersAt, playableCards, resolveSelection, type Selection } from '../../../src/games/core/input';
import { sameMove } from '../../../src/games/core/scenario';
import { DUKAL, ganjifaInput } from '../../../src/games/ganjifa/input';
import type { GanjifaState } from '../../../src/games/ganjifa/types';
import { choose, discard, dukal, engine as ganjifa, lead, mid } from './helpers';
import { withReason } from '../../helpers/refusal';

const sel = (...cards: string[]): Selection => ({ cards, target: null });
const resolve = (s: GanjifaState, seat: number, selection: Selection) => resolveSelection(ganjifa, ganjifaInput, s, seat, selection);
/** What the page says to a refused selection: the engine's reason for the move it would be (the machine asks `check`), or the input model's own sentence. */
const refusal = (s: GanjifaState, r: ReturnType<typeof resolve>): { reason: string; rule?: string } | null => {
  const x = withReason(ganjifa.check, s, r);
  return x.kind === 'refused' && 'reason' in x ? x : null;
};

const RUN = ['VAM-3', 'VAM-4', 'VAM-5', 'VAM-M', 'VAM-R'];
const leading = mid({
  hands: [
    ['KAL-1', ...RUN],
    ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5', 'MAT-6'],
    ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5', 'KUR-6'],
  ],
  leader: 0,
});

describe('ganjifaInput', () => {
  test('every legal move is found again from its own selection (seeded games)', () => {
    for (let seed = 0; seed < 8; seed++) {
      let s = ganjifa.deal({}, seed);
      for (let i = 0; !ganjifa.isOver(s); i++) {
        const seat = ganjifa.toAct(s)!;
        const legal = ganjifa.legalMoves(s);
        for (const m of legal) {
          const selection = ganjifaInput.selectionOf(m);
          if (selection === null) {
            expect(m.type).toBe('CHOOSE_PERIOD');
            continue;
          }
          const r = resolve(s, seat, selection);
          expect(r.kind).toBe('moves');
          if (r.kind === 'moves') expect(r.moves.some((x) => sameMove(x, m))).toBe(true);
        }
        s = ganjifa.play(s, legal[(i * 11 + seed) % legal.length]!);
      }
    }
  });

  test('Tag and Nacht are buttons, no card is selectable before the deal', () => {
    const s = ganjifa.deal({}, 1);
    const legal = ganjifa.legalMoves(s);
    expect(buttonMoves(ganjifaInput, legal)).toEqual([choose('day'), choose('night')]);
    expect(playableCards(ganjifaInput, legal).size).toBe(0);
    expect(resolve(s, 0, EMPTY_SELECTION)).toEqual({ kind: 'empty' });
    const r = resolve(s, 0, sel('MAT-1'));
    expect(refusal(s, r)?.reason).toBe('Zuerst wird Tag oder Nacht gewählt – erst danach wird gegeben.');
  });

  test('a Dukal card alone may be led at once, or be the start of a Dukal (a confirm step is needed)', () => {
    expect(resolve(leading, 0, sel('VAM-3'))).toEqual({ kind: 'moves', moves: [lead(0, 'VAM-3')], more: true });
    expect(resolve(leading, 0, sel('KAL-1'))).toEqual({ kind: 'moves', moves: [lead(0, 'KAL-1')], more: false });
    expect(resolve(leading, 0, sel('VAM-R', 'VAM-M', 'VAM-3'))).toEqual({
      kind: 'partial',
      needCards: true,
      needTarget: false,
      targets: [],
    });
    // The selection order does not matter: the move lists the cards in canonical order.
    expect(resolve(leading, 0, sel('VAM-R', 'VAM-5', 'VAM-M', 'VAM-3', 'VAM-4'))).toEqual({
      kind: 'moves',
      moves: [dukal(0, RUN)],
      more: false,
    });
  });

  test('a confirmed selection that is no Dukal gets the reason why', () => {
    const r = resolve(leading, 0, sel('VAM-R', 'VAM-3', 'VAM-4', 'KAL-1'));
    expect(r.kind).toBe('refused');
    if (r.kind !== 'refused') return;
    expect(refusal(leading, r)?.reason).toBe(
      'Eine Dukal-Sequenz besteht aus Karten einer einzigen Farbe – hier sind Vamana und Kalki gemischt.',
    );
    expect(refusal(leading, r)?.rule).toBe('dukal');
    expect(r.attempt).toEqual(dukal(0, ['VAM-3', 'VAM-4', 'VAM-R', 'KAL-1']));
    const partial = ganjifaInput.attempt(leading, 0, sel('VAM-R', 'VAM-M', 'VAM-3', 'VAM-4'))!;
    const v = ganjifa.check(leading, partial);
    expect(!v.ok && v.reason).toBe(
      'Zu Raja und Mantri gehören mindestens drei aufeinanderfolgende Zahlen derselben Farbe – hier sind es nur zwei.',
    );
  });

  test('following: one card; a card of another suit gets the rule; several cards are no Dukal', () => {
    const s = ganjifa.play(
      mid({
        hands: [
          ['MAT-3', 'KUR-1'],
          ['MAT-1', 'KUR-2'],
          ['MAT-2', 'KUR-3'],
        ],
        leader: 0,
      }),
      lead(0, 'MAT-3'),
    );
    expect(resolve(s, 1, sel('MAT-1'))).toEqual({ kind: 'moves', moves: [{ type: 'PLAY', seat: 1, card: 'MAT-1' }], more: false });
    const wrongSuit = resolve(s, 1, sel('KUR-2'));
    expect(refusal(s, wrongSuit)?.rule).toBe('bedienen');
    const several = resolve(s, 1, sel('MAT-1', 'KUR-2'));
    expect(refusal(s, several)?.reason).toMatch(/^Ein Dukal darf nur spielen, wer einen Stich eröffnet/);
    const notYet = resolve(s, 2, sel('MAT-2'));
    expect(refusal(s, notYet)?.reason).toMatch(/^Du bist noch nicht am Zug/);
  });

  test('discarding: one card per click, any card', () => {
    const s = ganjifa.play(leading, dukal(0, RUN));
    for (const c of s.hands[1]!) expect(resolve(s, 1, sel(c))).toEqual({ kind: 'moves', moves: [discard(1, c)], more: false });
    const two = resolve(s, 1, sel('MAT-1', 'MAT-2'));
    expect(refusal(s, two)?.rule).toBe('abwerfen');
  });

  test('„Dukal“ is offered to the leader with five cards or more after the first trick, legal only with a Dukal in hand', () => {
    const offers = (st: GanjifaState, seat = 0) => offersAt(ganjifaInput, st, seat, EMPTY_SELECTION, ganjifa.legalMoves(st));
    expect(leading.trickNo).toBeGreaterThan(1);
    expect(offers(leading)).toEqual([{ move: null, collect: DUKAL, legal: true }]);
    // five cards, no Dukal: still offered (the engine says why a collection is none), but not legal
    const noRun = mid({
      hands: [
        ['KAL-1', 'VAM-3', 'VAM-4', 'VAM-M', 'MAT-R'],
        ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4', 'MAT-5'],
        ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4', 'KUR-5'],
      ],
      leader: 0,
    });
    expect(offers(noRun)).toEqual([{ move: null, collect: DUKAL, legal: false }]);
    // four cards: no Dukal can be led, nothing is offered; nor to a seat that does not lead
    const four = mid({
      hands: [
        ['KAL-1', 'VAM-3', 'VAM-4', 'VAM-M'],
        ['MAT-1', 'MAT-2', 'MAT-3', 'MAT-4'],
        ['KUR-1', 'KUR-2', 'KUR-3', 'KUR-4'],
      ],
      leader: 0,
    });
    expect(offers(four)).toEqual([]);
    expect(offersAt(ganjifaInput, leading, 1, EMPTY_SELECTION, [])).toEqual([]);
    // the first trick is opened by the trump Raja alone
    expect(offers(ganjifa.play(ganjifa.deal({}, 1), choose('day')), 0).filter((o) => o.collect)).toEqual([]);
  });

  test('cards collected for the Dukal offer are tried as a Dukal, even a single one', () => {
    const one = ganjifaInput.attempt(leading, 0, { cards: ['VAM-3'], target: DUKAL })!;
    expect(one).toEqual(dukal(0, ['VAM-3']));
    expect(ganjifa.check(leading, one)).toMatchObject({ ok: false, rule: 'dukal' });
    expect(ganjifaInput.attempt(leading, 0, { cards: ['VAM-R', 'VAM-5', 'VAM-M', 'VAM-3', 'VAM-4'], target: DUKAL })).toEqual(
      dukal(0, RUN),
    );
  });
});
