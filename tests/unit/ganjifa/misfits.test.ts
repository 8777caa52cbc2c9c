/**
 * Ganjifa „Profi“ inference: `misfits` (a replay of the public history on rank bits, prepared once
 * per search) counts exactly what the engine counts — the history replayed with `play` from the
 * deal with the proposed hands, and the other seats' moves with a choice that `heuristicMove`
 * would have made differently. Checked on many positions and deals, with and without a cap.
 */
import { describe, expect, test } from 'vitest';
import { deriveSeed, makeRng, randomInt } from '../../../src/games/core/rng';
import { CARD_IDS, cardIndex } from '../../../src/games/ganjifa/cards';
import { GANJIFA_TUNING, deals, determinize, heuristicMove, misfits, replayOf } from '../../../src/games/ganjifa/profi';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import { fromDeck, stackDeck } from '../../../src/games/ganjifa/setup';
import type { CardId } from '../../../src/games/core/types';
import type { GanjifaMove, GanjifaState, GanjifaView } from '../../../src/games/ganjifa/types';

const sameMove = (a: GanjifaMove, b: GanjifaMove) => JSON.stringify(a) === JSON.stringify(b);

/** The definition: the engine replays the history with these hands and asks the heuristic. */
function engineMisfits(view: GanjifaView, holder: Int8Array): number {
  const owner = new Int8Array(120).fill(-1);
  for (const c of view.hand) owner[cardIndex(c)] = view.seat;
  for (const m of view.history) {
    if (m.type === 'LEAD_DUKAL') for (const c of m.cards) owner[cardIndex(c)] = m.seat;
    else if (m.type !== 'CHOOSE_PERIOD') owner[cardIndex(m.card)] = m.seat;
  }
  const hands: CardId[][] = [[], [], []];
  for (let k = 0; k < 120; k++) hands[owner[k]! >= 0 ? owner[k]! : holder[k]!]!.push(CARD_IDS[k]!);
  let s: GanjifaState = ganjifa.play(fromDeck({}, stackDeck(hands, view.dealer), view.dealer), view.history[0]!);
  let miss = 0;
  for (let i = 1; i < view.history.length; i++) {
    const m = view.history[i]!;
    if (m.seat !== view.seat) {
      const legal = ganjifa.legalMoves(s);
      if (legal.length > 1 && !sameMove(heuristicMove(s, legal), m)) miss++;
    }
    s = ganjifa.play(s, m);
  }
  return miss;
}

const holders = (s: GanjifaState, seat: number) => {
  const holder = new Int8Array(120).fill(-1);
  for (let p = 0; p < 3; p++) if (p !== seat) for (const c of s.hands[p]!) holder[cardIndex(c)] = p;
  return holder;
};

describe('Ganjifa Profi: misfits', () => {
  test('equals the engine replay on many positions and deals (exact up to the cap, above it when the count is)', () => {
    let checked = 0;
    let nonzero = 0;
    let dukals = 0;
    for (let g = 0; g < 8; g++) {
      const seed = deriveSeed(909, g);
      const random = makeRng(seed);
      let s = ganjifa.deal({}, seed);
      for (let step = 0; !ganjifa.isOver(s); step++) {
        const legal = ganjifa.legalMoves(s);
        if (legal.some((m) => m.type === 'LEAD_DUKAL')) dukals++;
        if (step % 7 === 3) {
          const seat = step % 3;
          const view = ganjifa.view(s, seat);
          const r = replayOf(view);
          if (r) {
            const candidates = [holders(s, seat), holders(determinize(view, makeRng(step)), seat)];
            for (const d of deals(view, makeRng(step + 1), 3, { ...GANJIFA_TUNING, inferBurn: 4, inferThin: 2 }))
              candidates.push(holders(d, seat));
            for (const holder of candidates) {
              const want = engineMisfits(view, holder);
              expect(misfits(view, r, holder, Infinity)).toBe(want);
              for (const cap of [0, 1, 3]) {
                const got = misfits(view, r, holder, cap);
                if (want <= cap) expect(got).toBe(want);
                else expect(got).toBeGreaterThan(cap);
              }
              checked++;
              if (want > 0) nonzero++;
            }
          }
        }
        // mostly the heuristic (Dukals are led), some random moves (blank suits, odd histories)
        s = ganjifa.play(s, random() < 0.3 ? legal[randomInt(random, legal.length)]! : heuristicMove(s, legal));
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(nonzero).toBeGreaterThan(checked / 3);
    expect(dukals).toBeGreaterThan(0);
  });
});
