/**
 * Test helpers for Dudab: positions from short descriptions, the checking wrapper, and
 * expectations for legal and illegal moves (check, legalMoves and play must agree).
 */
import { withInvariants } from '../../../src/games/core/checked';
import { dataKey } from '../../../src/games/core/data';
import { dudab as engine } from '../../../src/games/dudab/rules';
import { RULE_ANCHORS } from '../../../src/games/dudab/check';
import { assertDudabInvariants } from '../../../src/games/dudab/invariants';
import { moveExpectations } from '../../helpers/moveExpectations';
import type { DudabEvent, DudabLayout, DudabMove, DudabState, Fluch, Wunsch } from '../../../src/games/dudab/types';

export const dudab = withInvariants(engine, assertDudabInvariants);
export { engine };

export type RowSpec = string[] | { karten: string[]; wunsch: Wunsch };

export interface Pos {
  n?: number;
  runden?: number;
  startSeat?: number;
  rows: RowSpec[];
  hands: string[][];
  pile?: string[];
  toAct?: number;
  verhext?: Fluch | null;
  phase?: DudabLayout['phase'];
  sammel?: string[][];
  abwurf?: string[];
  rest?: 'stapel' | 'abwurf';
  runde?: number;
  punkte?: number[][];
  seed?: number;
}

/** A position through fromLayout (checked); unplaced cards go under the given pile top unless rest = 'abwurf'. */
export function pos(p: Pos): DudabState {
  const n = p.n ?? 2;
  return dudab.fromLayout({
    options: { spieler: n, runden: p.runden ?? n, startSeat: p.startSeat ?? 0 },
    hands: p.hands,
    reihen: p.rows.map((r) => (Array.isArray(r) ? { karten: r } : r)),
    nachziehstapel: p.pile ?? [],
    ...(p.abwurf ? { abwurf: p.abwurf } : {}),
    ...(p.sammel ? { sammelstapel: p.sammel } : {}),
    ...(p.rest ? { rest: p.rest } : {}),
    ...(p.toAct === undefined ? {} : { toAct: p.toAct }),
    ...(p.verhext === undefined ? {} : { verhext: p.verhext }),
    ...(p.phase === undefined ? {} : { phase: p.phase }),
    ...(p.runde === undefined ? {} : { runde: p.runde }),
    ...(p.punkte === undefined ? {} : { punkte: p.punkte }),
    ...(p.seed === undefined ? {} : { seed: p.seed }),
  });
}

export const legen = (seat: number, karte: string, reihe: number, wunsch?: Wunsch): DudabMove =>
  wunsch ? { type: 'legen', seat, karte, reihe, wunsch } : { type: 'legen', seat, karte, reihe };
export const ziehen = (seat: number, inStapel?: string): DudabMove =>
  inStapel === undefined ? { type: 'ziehen', seat } : { type: 'ziehen', seat, inStapel };
export const strafe = (seat: number): DudabMove => ({ type: 'strafe', seat });
export const reduzieren = (seat: number, behalten: string[], ziel: 'abwurf' | 'stapel'): DudabMove => ({
  type: 'reduzieren',
  seat,
  behalten,
  ziel,
});
export const nichtReduzieren = (seat: number): DudabMove => ({ type: 'nichtReduzieren', seat });
export const entsorgen = (seat: number, karten: string[]): DudabMove => ({ type: 'entsorgen', seat, karten });
export const naechsteRunde = (seat: number): DudabMove => ({ type: 'naechsteRunde', seat });

export const farbe = (wert: 'rot' | 'gelb' | 'gruen' | 'blau'): Wunsch => ({ art: 'farbe', wert });
export const symbol = (wert: 'hand' | 'keule' | 'mammut' | 'fell'): Wunsch => ({ art: 'symbol', wert });
export const ziffer = (wert: 1 | 2 | 3 | 4): Wunsch => ({ art: 'ziffer', wert });

export const { inLegal, expectLegal, expectIllegal } = moveExpectations({ engine, checked: dudab, anchors: RULE_ANCHORS, game: 'Dudab' });

export function ofType<T extends DudabEvent['type']>(s: DudabState, type: T): Extract<DudabEvent, { type: T }>[] {
  return engine.events(s).filter((e): e is Extract<DudabEvent, { type: T }> => e.type === type);
}

export function playAll(s: DudabState, moves: DudabMove[]): DudabState {
  return moves.reduce((st, m) => dudab.play(st, m), s);
}

/** Moves as comparable keys, sorted. */
export function keys(moves: readonly DudabMove[]): string[] {
  return moves.map(dataKey).sort();
}
