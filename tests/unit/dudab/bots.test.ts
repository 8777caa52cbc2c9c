/**
 * The Dudab bots (src/games/dudab/bots.ts): always a legal move, deterministic for a seed, reading
 * only their view, and — for „Fortgeschritten“ — crafted positions that show each rule of thumb
 * the issue asks for.
 */
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/games/core/types';
import { deriveSeed, makeRng, shuffle } from '../../../src/games/core/rng';
import { heuristicBot, randomBot } from '../../../src/games/dudab/bots';
import {
  expectLegalAnswers,
  expectRefusedWithoutMove,
  expectSameViewSameMove,
  expectSpreadOverLegal,
  expectViewOnly,
} from '../../helpers/botContract';
import { playBots } from '../../../src/games/core/bots';
import { hintWhy } from '../../../src/games/dudab/hints';
import { CARD_IDS } from '../../../src/games/dudab/cards';
import type { DudabMove, DudabState, DudabView } from '../../../src/games/dudab/types';
import { engine, pos, type Pos } from './helpers';

type DudabBot = (view: DudabView, random: () => number) => DudabMove;

/** Plays one seeded match; `visit` sees every decision before the move of `bots[seat]` is made. */
const playMatch = (
  spieler: number,
  runden: number,
  seed: number,
  bots: DudabBot[],
  visit?: (state: DudabState, seat: Seat, view: DudabView, i: number) => void,
) => playBots(engine, engine.deal({ spieler, runden, startSeat: seed % spieler }, seed), seed, bots, visit);

/** The heuristic move for the seat to act at `p`. */
function heuristicAt(p: Pos): DudabMove {
  const s = pos(p);
  return heuristicBot(engine.view(s, engine.toAct(s)!), makeRng(1));
}

describe('both bots answer a legal move', () => {
  test.each([2, 3, 4, 5, 6])('%i players', (spieler) => {
    const kinds = new Set<string>();
    let decisions = 0;
    for (let g = 0; g < 6; g++) {
      const seed = deriveSeed(spieler * 100, g);
      const bots = Array.from({ length: spieler }, (_, p) => ((p + g) % 2 === 0 ? heuristicBot : randomBot));
      playMatch(spieler, 2, seed, bots, (state, _seat, view, i) => {
        decisions++;
        expectLegalAnswers(engine, state, view, deriveSeed(seed, i), { heuristic: heuristicBot, random: randomBot }, kinds);
      });
    }
    expect(decisions).toBeGreaterThan(6 * 150);
    for (const k of ['legen', 'ziehen', 'naechsteRunde']) expect(kinds).toContain(k);
  });
});

describe('determinism and randomness', () => {
  const state = engine.deal({ spieler: 3, runden: 3, startSeat: 0 }, 7);
  const view = engine.view(state, engine.toAct(state)!);

  test('same view and same seed give the same move', () => expectSameViewSameMove([heuristicBot, randomBot], view));

  test('the random bot spreads its choice over all legal moves', () => expectSpreadOverLegal(randomBot, view));

  test('a bot asked without a legal move is a bug and throws', () =>
    expectRefusedWithoutMove([randomBot, heuristicBot], engine.view(state, (engine.toAct(state)! + 1) % 3)));
});

describe('the bots read only their view', () => {
  /** Another deal of the cards the seat cannot see: other hands (unknown part), other Sammelstapel (but the rows they took), the pile. */
  function reshuffleHidden(s: DudabState, seat: Seat, seed: number): DudabState {
    const shown = new Set<string>();
    for (const e of s.events) if (e.type === 'HandShown') for (const c of e.karten) shown.add(c);
    const hidden: string[] = [];
    const slots: [number, number, 'hand' | 'stapel' | 'pile'][] = [];
    s.hands.forEach((h, p) => {
      if (p === seat) return;
      h.forEach((c, i) => {
        if (!s.known[p]!.includes(c) && !shown.has(c)) {
          hidden.push(c);
          slots.push([p, i, 'hand']);
        }
      });
    });
    s.sammelstapel.forEach((st, p) => {
      if (p === seat) return;
      st.forEach((c, i) => {
        if (!shown.has(c) && !s.offenImStapel[p]!.includes(c)) {
          hidden.push(c);
          slots.push([p, i, 'stapel']);
        }
      });
    });
    s.nachziehstapel.forEach((c, i) => {
      hidden.push(c);
      slots.push([0, i, 'pile']);
    });
    const mixed = shuffle(hidden, makeRng(seed));
    const out = structuredClone(s);
    slots.forEach(([p, i, where], k) => {
      if (where === 'hand') out.hands[p]![i] = mixed[k]!;
      else if (where === 'stapel') out.sammelstapel[p]![i] = mixed[k]!;
      else out.nachziehstapel[i] = mixed[k]!;
    });
    // Hands stay in canonical order, as the engine keeps them.
    out.hands = out.hands.map((h, p) => (p === seat ? h : [...h].sort((a, b) => CARD_IDS.indexOf(a) - CARD_IDS.indexOf(b))));
    return out;
  }

  test('another deal of the hidden cards gives the same view and the same decisions', () => {
    let compared = 0;
    for (const spieler of [2, 4, 5]) {
      for (let g = 0; g < 3; g++) {
        const seed = deriveSeed(4242 + spieler, g);
        playMatch(
          spieler,
          1,
          seed,
          Array.from({ length: spieler }, () => heuristicBot),
          (state, seat, view, i) => {
            if (i % 3 === 0 && expectViewOnly(engine, state, seat, view, i, reshuffleHidden, [heuristicBot, randomBot])) compared++;
          },
        );
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('the view never holds another seat’s hidden cards', () => {
    playMatch(4, 1, 31, [heuristicBot, randomBot, randomBot, randomBot], (state, seat, view) => {
      const visible = JSON.stringify(view);
      state.hands.forEach((h, p) => {
        if (p === seat) return;
        for (const c of h)
          if (!state.known[p]!.includes(c) && !JSON.stringify(view.reihen).includes(c)) {
            const shownNow = view.events.some((e) => e.type === 'HandShown' && e.karten.includes(c));
            if (!shownNow) expect(visible).not.toContain(`"${c}"`);
          }
      });
      for (const c of state.nachziehstapel) expect(visible).not.toContain(`"${c}"`);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Crafted positions (2 players unless said otherwise; seat 0 decides).

describe('the heuristic bot in crafted positions', () => {
  const fullRow = ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'Z-gelb-hand-3', 'Z-gruen-fell-4', 'Z-rot-hand-3'];

  test('avoids the sixth card on a row without a Dudab-Karte: it plays elsewhere', () => {
    const move = heuristicAt({
      rows: [fullRow, ['Z-gelb-fell-1']],
      // Z-blau-keule-4 fits R0 only (as sixth card); Z-gruen-mammut-2 fits R0 (sixth card) and R1.
      hands: [
        ['Z-blau-keule-4', 'Z-gruen-mammut-2', 'Z-rot-fell-1'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    expect(move.type).toBe('legen');
    expect(move.type === 'legen' && move.reihe).toBe(1);
  });

  test('takes a full row when a Dudab-Karte is in it', () => {
    const row = ['Z-gelb-keule-1', 'D-6', 'D-7', 'Z-gruen-fell-1', 'Z-rot-hand-2'];
    const move = heuristicAt({
      rows: [row, ['Z-gelb-fell-1']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-mammut-4', 'Z-rot-fell-4'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    expect(move).toEqual({ type: 'legen', seat: 0, karte: 'Z-blau-keule-3', reihe: 0 });
    const s = pos({
      rows: [row, ['Z-gelb-fell-1']],
      hands: [
        ['Z-blau-keule-3', 'Z-gruen-mammut-4', 'Z-rot-fell-4'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    expect(hintWhy(engine.view(s, 0), move)).toBe('in dieser Reihe eine Dudab-Karte liegt – „6 nimmt“ lohnt sich hier');
  });

  test('keeps its Dudab-Karte: it draws rather than play it when nothing else fits', () => {
    const move = heuristicAt({
      rows: [['Z-blau-hand-1'], ['Z-gelb-hand-4']],
      hands: [
        ['Z-rot-keule-4', 'Z-gelb-fell-3', 'D-3'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    expect(move).toEqual({ type: 'ziehen', seat: 0 });
  });

  test('plays the highest card it can get rid of, and a shaman to curse the next player', () => {
    expect(
      heuristicAt({
        rows: [['Z-blau-hand-3'], ['Z-gelb-hand-1']],
        hands: [
          ['Z-rot-keule-4', 'Z-gruen-fell-2', 'Z-rot-fell-2'],
          ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
        ],
      }),
    ).toEqual({ type: 'legen', seat: 0, karte: 'Z-rot-keule-4', reihe: 0 });
    expect(
      heuristicAt({
        rows: [['Z-blau-hand-3'], ['Z-gelb-hand-1']],
        hands: [
          ['Z-rot-keule-4', 'S-blau-1', 'Z-rot-fell-2'],
          ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
        ],
      }),
    ).toEqual({ type: 'legen', seat: 0, karte: 'S-blau-1', reihe: 0 });
  });

  test('answers a curse with a shaman and keeps the Dudab-Karte', () => {
    const move = heuristicAt({
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['Z-gruen-fell-2', 'S-gruen-2', 'D-4'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
      verhext: { seat: 0, reihe: 0 },
    });
    expect(move).toEqual({ type: 'legen', seat: 0, karte: 'S-gruen-2', reihe: 0 });
  });

  test('answers a curse with a Dudab-Karte rather than take the penalty, and wishes against the next player', () => {
    const s = pos({
      n: 3,
      rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
      hands: [
        ['Z-gruen-fell-2', 'Z-blau-mammut-3', 'D-4'],
        ['Z-rot-hand-1', 'Z-rot-keule-2', 'Z-rot-fell-3', 'Z-gelb-mammut-1'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
      verhext: { seat: 0, reihe: 0 },
    });
    // The next player (seat 1) has shown its hand: all red, three 1–3, one Mammut.
    s.known[1] = [...s.hands[1]!];
    const move = heuristicBot(engine.view(s, 0), makeRng(1));
    expect(move.type === 'legen' && move.karte).toBe('D-4');
    if (move.type !== 'legen' || !move.wunsch) throw new Error('a Dudab-Karte needs a wish');
    // Not something seat 1 is known to hold …
    const w = move.wunsch;
    const holds = (c: string) =>
      (w.art === 'farbe' && c.includes(`-${w.wert}-`)) ||
      (w.art === 'symbol' && c.includes(`-${w.wert}-`)) ||
      (w.art === 'ziffer' && c.endsWith(`-${w.wert}`));
    expect(s.hands[1]!.some(holds)).toBe(false);
    // … and something the bot can fulfil itself (grün, blau, Fell, Mammut, 2 or 3).
    expect(['Z-gruen-fell-2', 'Z-blau-mammut-3'].some(holds)).toBe(true);
  });

  test('reduces to its Dudab-Karte and the digit it converts, discarding the shaman and the rest', () => {
    const move = heuristicAt({
      rows: [['Z-blau-keule-3'], ['Z-gelb-fell-4']],
      hands: [
        ['Z-rot-hand-1', 'Z-rot-hand-4', 'S-gruen-1', 'D-2'],
        ['Z-gelb-hand-1', 'Z-gelb-hand-2'],
      ],
      phase: 'reduzieren',
    });
    // Keeping D-2 with the 4 projects −4 (the Dudab-Karte converts it); with the 1 only −1.
    expect(move).toEqual({ type: 'reduzieren', seat: 0, behalten: ['Z-rot-hand-4', 'D-2'], ziel: 'abwurf' });
  });

  test('dumps its lowest digits when it must put cards into the Sammelstapel', () => {
    const s = engine.play(
      pos({
        rows: [['Z-gelb-hand-4', 'S-rot-1'], ['Z-gelb-keule-1']],
        hands: [
          ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'Z-blau-hand-4'],
          ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
        ],
        verhext: { seat: 0, reihe: 0 },
        pile: ['Z-gruen-mammut-4', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-gelb-hand-3'],
      }),
      { type: 'strafe', seat: 0 },
    );
    expect(s.phase).toBe('entsorgen');
    const move = heuristicBot(engine.view(s, 0), makeRng(1));
    expect(move).toEqual({ type: 'entsorgen', seat: 0, karten: ['Z-rot-fell-1', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-blau-keule-2'] });
  });

  test('with five cards and nothing to play, it puts its lowest card into the Sammelstapel', () => {
    const move = heuristicAt({
      rows: [['Z-blau-hand-1'], ['Z-gelb-hand-4']],
      hands: [
        ['Z-rot-keule-4', 'Z-rot-fell-4', 'Z-gelb-keule-4', 'Z-gruen-keule-4', 'Z-blau-fell-2'],
        ['Z-gruen-hand-1', 'Z-gruen-hand-2'],
      ],
    });
    expect(move).toEqual({ type: 'ziehen', seat: 0, inStapel: 'Z-blau-fell-2' });
  });
});
