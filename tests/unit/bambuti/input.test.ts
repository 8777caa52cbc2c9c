/**
 * Bambuti on the shared input model (core/input.ts): arranging = the five cards plus the order in
 * the target, placing = one card plus 'eigene-N' / 'gegner-N', drums and „weiter“ as buttons.
 * The model must agree with the engine's lists everywhere, and a selection that names no legal
 * move gets `check`'s reason for the move it most plausibly means.
 */
import { describe, expect, test } from 'vitest';
import { EMPTY_SELECTION, buttonMoves, offersAt, playableCards, resolveSelection, targetsFor } from '../../../src/games/core/input';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { sameData } from '../../../src/games/core/data';
import { bambutiInput, anordnungTarget, parseAnordnungTarget, parseSpaltenTarget, spaltenTarget } from '../../../src/games/bambuti/input';
import { bambuti } from '../../../src/games/bambuti/rules';
import { MASK_IDS } from '../../../src/games/bambuti/cards';
import type { BambutiState } from '../../../src/games/bambuti/types';
import { A, B, m, ms, position } from './helpers';
import { withReason } from '../../helpers/refusal';

function positions(): BambutiState[] {
  const out: BambutiState[] = [];
  for (let g = 0; g < 8; g++) {
    let s = bambuti.deal({ startSeat: g % 2 }, 900 + g);
    const rng = makeRng(g);
    for (let step = 0; !bambuti.isOver(s); step++) {
      if (step % 3 === 0 || s.phase === 'anordnen') out.push(s);
      const l = bambuti.legalMoves(s);
      s = bambuti.play(s, l[randomInt(rng, l.length)]!);
    }
    out.push(s);
  }
  return out;
}

describe('targets', () => {
  test('placement targets are named from the mover’s side and parse back', () => {
    expect(spaltenTarget(0, 0, 3)).toBe('eigene-3');
    expect(spaltenTarget(0, 1, 5)).toBe('gegner-5');
    expect(spaltenTarget(1, 1, 2)).toBe('eigene-2');
    expect(spaltenTarget(1, 0, 4)).toBe('gegner-4');
    expect(parseSpaltenTarget(1, 'gegner-4')).toEqual({ reihe: 0, spalte: 4 });
    expect(parseSpaltenTarget(0, 'eigene-1')).toEqual({ reihe: 0, spalte: 1 });
    for (const bad of [null, 'eigene-6', 'eigene-0', 'gegner', 'mitte-3', 'anordnung:x']) expect(parseSpaltenTarget(0, bad)).toBeNull();
  });
  test('an arrangement target carries the order', () => {
    const order = ms('rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4');
    expect(anordnungTarget(order)).toBe('anordnung:M-rot-1,M-gelb-5,M-blau-10,M-gelb-8,M-weiss-4');
    expect(parseAnordnungTarget(anordnungTarget(order))).toEqual(order);
    expect(parseAnordnungTarget('eigene-3')).toBeNull();
    expect(parseAnordnungTarget(null)).toBeNull();
  });
});

describe('bambutiInput agrees with legalMoves and check', () => {
  const all = positions();
  test('positions of every phase', () => {
    expect([...new Set(all.map((s) => s.phase))].sort()).toEqual(['anordnen', 'legen', 'spielende', 'trommeln']);
  });
  test('every legal move is found from its own selection, and only moves of the seat to act', () => {
    for (const s of all) {
      const seat = bambuti.toAct(s) ?? 0;
      const legal = bambuti.legalMoves(s);
      for (const mv of legal) {
        const sel = bambutiInput.selectionOf(mv);
        if (sel === null) {
          expect(buttonMoves(bambutiInput, legal)).toContainEqual(mv);
          continue;
        }
        const r = resolveSelection(bambuti, bambutiInput, s, seat, sel);
        expect(r.kind).toBe('moves');
        if (r.kind === 'moves') expect(r.moves).toEqual([mv]);
        // the other seat gets check's reason for the same selection
        const other = resolveSelection(bambuti, bambutiInput, s, 1 - seat, sel);
        expect(other.kind).toBe('refused');
      }
    }
  });
  test('one hand card asks for a target: the columns where it may go; each target then resolves', () => {
    for (const s of all.filter((x) => x.phase === 'legen')) {
      const seat = s.toAct;
      const legal = bambuti.legalMoves(s);
      for (const card of s.hands[seat]!) {
        const r = resolveSelection(bambuti, bambutiInput, s, seat, { cards: [card], target: null });
        expect(r.kind).toBe('partial');
        if (r.kind !== 'partial') continue;
        expect(r.needTarget).toBe(true);
        expect(r.targets).toEqual(targetsFor(bambutiInput, legal, [card]));
        // B7: every hand card has a column in the own row
        expect(r.targets.some((t) => t.startsWith('eigene-'))).toBe(true);
      }
      expect([...playableCards(bambutiInput, legal)].sort()).toEqual([...s.hands[seat]!].sort());
    }
  });
  test('a wrong target gets check’s reason; random selections never disagree with check', () => {
    const rng = makeRng(77);
    let fehler = 0;
    for (const s of all.filter((x) => x.phase === 'legen')) {
      const seat = s.toAct;
      for (let k = 0; k < 10; k++) {
        const card = s.hands[seat]![randomInt(rng, s.hands[seat]!.length)]!;
        const target = `${randomInt(rng, 2) ? 'eigene' : 'gegner'}-${1 + randomInt(rng, 5)}`;
        const r = withReason(bambuti.check, s, resolveSelection(bambuti, bambutiInput, s, seat, { cards: [card], target }));
        const place = parseSpaltenTarget(seat, target)!;
        const v = bambuti.check(s, { type: 'legen', seat, karte: card, reihe: place.reihe, spalte: place.spalte });
        if (v.ok) expect(r.kind).toBe('moves');
        else {
          fehler++;
          expect(r).toEqual({
            kind: 'refused',
            reason: v.reason,
            rule: v.rule,
            attempt: { type: 'legen', seat, karte: card, reihe: place.reihe, spalte: place.spalte },
          });
        }
      }
    }
    expect(fehler).toBeGreaterThan(50);
  });
});

describe('arranging through the input model', () => {
  const first = ms('rot2', 'blau5', 'gruen9', 'rot6', 'weiss3');
  const s = bambuti.fromDeck({ startSeat: 0 }, [...first, ...MASK_IDS.filter((c) => !first.includes(c))], 0);
  const cards = ms('weiss3', 'rot6', 'gruen9', 'blau5', 'rot2');
  test('the five cards in order, confirmed with their order as target → that arrangement', () => {
    const r = resolveSelection(bambuti, bambutiInput, s, A, { cards, target: anordnungTarget(cards) });
    expect(r).toEqual({ kind: 'moves', moves: [{ type: 'anordnen', seat: A, karten: cards }], more: false });
  });
  test('fewer than five cards: more are needed', () => {
    const r = resolveSelection(bambuti, bambutiInput, s, A, { cards: cards.slice(0, 3), target: null });
    expect(r.kind).toBe('partial');
    if (r.kind === 'partial') expect(r.needCards).toBe(true);
  });
  test('a wrong order gets the engine’s reason', () => {
    const wrong = ms('rot6', 'weiss3', 'gruen9', 'blau5', 'rot2');
    const r = withReason(bambuti.check, s, resolveSelection(bambuti, bambutiInput, s, A, { cards: wrong, target: anordnungTarget(wrong) }));
    expect(r).toEqual({
      kind: 'refused',
      reason: 'Die Werte müssen von der Mitte weg abfallen – die Rot 6 in Spalte 1 ist höher als die Weiß 3 in Spalte 2 weiter innen.',
      rule: 'auslage-anordnen',
      attempt: { type: 'anordnen', seat: A, karten: wrong },
    });
  });
  test('five cards without a target are read in selection order', () => {
    const wrong = ms('gruen9', 'rot6', 'weiss3', 'blau5', 'rot2');
    const r = resolveSelection(bambuti, bambutiInput, s, A, { cards: wrong, target: null });
    // the five cards match every arrangement: a target (the order) is still needed
    expect(r.kind).toBe('partial');
    expect(bambutiInput.attempt(s, A, { cards: wrong, target: null })).toEqual({ type: 'anordnen', seat: A, karten: wrong });
  });
  test('a card that cannot be used now names the rule (placing before the reveal)', () => {
    const r = resolveSelection(bambuti, bambutiInput, s, A, { cards: [m('rot2')], target: 'eigene-1' });
    expect(r.kind).toBe('refused');
    // the move it would be, refused by the engine with the rule
    expect(r.kind === 'refused' && r.attempt !== null && bambuti.check(s, r.attempt)).toMatchObject({
      ok: false,
      rule: 'auslage-anordnen',
    });
  });
});

describe('drums are buttons', () => {
  test('in the drum phase the two buttons, in order; a hand card explains why not', () => {
    const s = bambuti.play(
      position({
        rows: [
          ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4'],
          ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'],
        ],
        hands: [['blau3', 'rot9'], ['gelb3']],
      }),
      {
        type: 'legen',
        seat: A,
        karte: m('blau3'),
        reihe: A,
        spalte: 5,
      },
    );
    expect(bambuti.phase(s)).toBe('trommeln');
    const legal = bambuti.legalMoves(s);
    expect(buttonMoves(bambutiInput, legal)).toEqual([
      { type: 'trommeln', seat: A },
      { type: 'weiter', seat: A },
    ]);
    const r = resolveSelection(bambuti, bambutiInput, s, A, { cards: [m('rot9')], target: null });
    expect(r.kind).toBe('refused');
    expect(r.kind === 'refused' && r.attempt !== null && bambuti.check(s, r.attempt)).toHaveProperty(
      'reason',
      'Du hast in diesem Zug schon eine Maske gelegt. Jetzt kannst du nur noch eine Trommelkarte spielen oder ohne Trommeln weitermachen.',
    );
    const other = resolveSelection(bambuti, bambutiInput, s, B, { cards: [m('gelb3')], target: null });
    expect(other.kind).toBe('refused');
    expect(sameData(bambutiInput.selectionOf({ type: 'weiter', seat: A }), null)).toBe(true);
  });
});

describe('what the table offers (offers)', () => {
  const rows: [string[], string[]] = [
    ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4'],
    ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'],
  ];
  const placing = position({ rows, hands: [['blau3', 'rot9'], ['gelb3']] });
  const legal = (s: BambutiState) => bambuti.legalMoves(s);
  test('before the placement the drum is offered but not legal, and check says why; no „weiter“', () => {
    const offers = offersAt(bambutiInput, placing, A, EMPTY_SELECTION, legal(placing));
    expect(offers).toEqual([{ move: { type: 'trommeln', seat: A }, legal: false }]);
    const v = bambuti.check(placing, offers[0]!.move!);
    expect(v.ok).toBe(false);
  });
  test('after the placement both buttons, both legal', () => {
    const s = bambuti.play(placing, { type: 'legen', seat: A, karte: m('blau3'), reihe: A, spalte: 5 });
    expect(offersAt(bambutiInput, s, A, EMPTY_SELECTION, legal(s))).toEqual([
      { move: { type: 'trommeln', seat: A }, legal: true },
      { move: { type: 'weiter', seat: A }, legal: true },
    ]);
    // the other seat (not to act: no legal moves) sees its drum button, not legal, and no „weiter“
    expect(bambuti.toAct(s)).toBe(A);
    expect(offersAt(bambutiInput, s, B, EMPTY_SELECTION, [])).toEqual([{ move: { type: 'trommeln', seat: B }, legal: false }]);
  });
  test('without drum cards no drum button; nothing while arranging or after the game', () => {
    const none = position({ rows, hands: [['blau3', 'rot9'], ['gelb3']], trommeln: [0, 2] });
    expect(offersAt(bambutiInput, none, A, EMPTY_SELECTION, legal(none))).toEqual([]);
    for (const s of [bambuti.deal({ startSeat: 0 }, 7)]) expect(bambutiInput.offers!(s, A, EMPTY_SELECTION)).toEqual([]);
    let s = bambuti.deal({ startSeat: 1 }, 11);
    while (!bambuti.isOver(s)) s = bambuti.play(s, bambuti.legalMoves(s)[0]!);
    expect(bambutiInput.offers!(s, A, EMPTY_SELECTION)).toEqual([]);
  });
  test('every legal button move is offered, in every phase', () => {
    for (let g = 0; g < 4; g++) {
      let s = bambuti.deal({ startSeat: g % 2 }, 300 + g);
      const rng = makeRng(g);
      while (!bambuti.isOver(s)) {
        const seat = bambuti.toAct(s)!;
        const l = legal(s);
        const offered = bambutiInput.offers!(s, seat, EMPTY_SELECTION).map((o) => o.move);
        for (const mv of buttonMoves(bambutiInput, l)) expect(offered).toContainEqual(mv);
        s = bambuti.play(s, l[randomInt(rng, l.length)]!);
      }
    }
  });
});
