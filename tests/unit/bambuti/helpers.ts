/**
 * Small helpers for the Bambuti tests: short card names, moves, and layouts written as in the
 * spec's acceptance cases (rows of top cards, hands, a non-empty pile unless told otherwise).
 */
import { withInvariants } from '../../../src/games/core/checked';
import { bambuti as engine, RULE_ANCHORS } from '../../../src/games/bambuti/rules';
import { assertBambutiInvariants } from '../../../src/games/bambuti/invariants';
import { moveExpectations } from '../../helpers/moveExpectations';
import type { Anzeiger, BambutiLayout, BambutiMove, BambutiState } from '../../../src/games/bambuti/types';

/** The engine under the checking wrapper: every state is checked against the invariants. */
export const bambuti = withInvariants(engine, assertBambutiInvariants);
export { engine };

export const A = 0;
export const B = 1;

/** 'blau7' → 'M-blau-7'. */
export const m = (short: string): string => {
  const x = /^(rot|gelb|gruen|blau|weiss)(\d+)$/.exec(short);
  if (!x) throw new Error(`bad short card ${short}`);
  return `M-${x[1]}-${x[2]}`;
};
export const ms = (...shorts: string[]): string[] => shorts.map(m);

export const anordnen = (seat: number, ...karten: string[]): BambutiMove => ({ type: 'anordnen', seat, karten: ms(...karten) });
export const legen = (seat: number, karte: string, reihe: number, spalte: number): BambutiMove => ({
  type: 'legen',
  seat,
  karte: m(karte),
  reihe,
  spalte,
});
export const trommeln = (seat: number): BambutiMove => ({ type: 'trommeln', seat });
export const weiter = (seat: number): BambutiMove => ({ type: 'weiter', seat });

/** Five markers, columns 1…5: 'A4 B2 - A4 A1' = 4 on seat A's side, 2 on B's, none, … */
export function markers(spec: string): Anzeiger[] {
  const out = spec.split(' ').map((x): Anzeiger => {
    const hit = /^(?:-|([AB])([1-8]))$/.exec(x);
    if (!hit) throw new Error(`bad marker ${x} in ${spec}`);
    return hit[1] ? { seat: hit[1] === 'A' ? A : B, wert: Number(hit[2]) } : { seat: null, wert: 0 };
  });
  if (out.length !== 5) throw new Error(`five markers, not ${out.length}: ${spec}`);
  return out;
}

/** A position in phase `legen` (or as given): rows of top cards (short names), hands, the rest in the pile. */
export function position(p: {
  rows: [string[], string[]];
  hands: [string[], string[]];
  toAct?: number;
  startSeat?: number;
  trommeln?: number[];
  pile?: number;
  phase?: 'legen' | 'trommeln';
  wertungen?: BambutiLayout['wertungen'];
}): BambutiState {
  return bambuti.fromLayout({
    options: { startSeat: p.startSeat ?? 0 },
    phase: p.phase ?? 'legen',
    toAct: p.toAct ?? A,
    auslage: p.rows.map((r) => ms(...r)),
    hands: p.hands.map((h) => ms(...h)),
    ...(p.pile === undefined ? {} : { nachziehstapelAnzahl: p.pile }),
    ...(p.trommeln ? { trommeln: p.trommeln } : {}),
    ...(p.wertungen ? { wertungen: p.wertungen } : {}),
  });
}

/** A legal move (check, legalMoves) returns the position after it; an illegal one is refused everywhere. */
export const {
  inLegal,
  playLegal: expectLegal,
  expectIllegal,
} = moveExpectations({ engine, checked: bambuti, anchors: RULE_ANCHORS, game: 'Bambuti', maxColons: 0 });

export function playAll(s: BambutiState, moves: BambutiMove[]): BambutiState {
  return moves.reduce((st, mv) => bambuti.play(st, mv), s);
}

export function eventsOf<T extends BambutiState['events'][number]['type']>(s: BambutiState, type: T) {
  return engine.events(s).filter((e): e is Extract<BambutiState['events'][number], { type: T }> => e.type === type);
}

/** Values of a row's top cards. */
export const topValues = (s: BambutiState, reihe: number): number[] =>
  s.auslage[reihe]!.map((st) => Number(/(\d+)$/.exec(st[st.length - 1]!)![1]));
