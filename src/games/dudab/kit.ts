/**
 * The Dudab game kit: wires the engine, the bots, the seat names and the options part of a
 * partie link for the shared free-play machine and link codec (src/games/core).
 *
 * Phases: the spec's decision phases (§5). 'spielende' is not among them: the game is over then,
 * and the machine's GAME_OVER state (its `isOver` guard is tried first) takes it. In
 * 'rundenende' the next round's start player — a bot or the reader — sends `naechsteRunde`.
 */
import { type GameKit, LEVELS, PROFI_LEVEL, standardBots } from '../core/kit';
import { err, ok, type Result } from '../core/types';
import { dudabPlay } from './page';
import { MAX_RUNDEN } from './setup';
import type { DudabEvent, DudabLayout, DudabMove, DudabOptions, DudabState, DudabView } from './types';

export const DUDAB_NAMES = ['Du', 'Anna', 'Bernd', 'Clara', 'Dario', 'Emil'] as const;

export const DUDAB_PHASES = ['zug', 'wunsch', 'verhext', 'reduzieren', 'entsorgen', 'rundenende'] as const;

/**
 * Options in a link, version A (never changes): three characters — the number of players (2–6),
 * the number of rounds in base 36 (1–9, 'a' = 10) and the start seat of round 1 (0 … players − 1),
 * e.g. '440' = four players, four rounds, you begin.
 */
export const dudabOptionsCodec = {
  make(o: DudabOptions): string {
    return `${o.spieler}${o.runden.toString(36)}${o.startSeat}`;
  },
  parse(s: string): Result<DudabOptions> {
    const m = /^([2-6])([1-9a])([0-5])$/.exec(s);
    const bad = 'Dudab wird zu zweit bis zu sechst über 1 bis 10 Runden gespielt – diese Angabe passt nicht dazu.';
    if (!m) return err(bad);
    const spieler = Number(m[1]);
    const runden = parseInt(m[2]!, 36);
    const startSeat = Number(m[3]);
    if (startSeat >= spieler || runden > MAX_RUNDEN) return err(bad);
    return ok({ spieler, runden, startSeat });
  },
};

export const dudabKit: GameKit<DudabState, DudabMove, DudabOptions, DudabLayout, DudabView, DudabEvent> = {
  rules: dudabPlay,
  phases: [...DUDAB_PHASES],
  levels: LEVELS,
  bots: () => standardBots(import('./bots')),
  profi: { level: PROFI_LEVEL, worker: () => new Worker(new URL('./profi.worker.ts', import.meta.url), { type: 'module' }) },
  hintWhy: () => import('./hints').then((m) => m.hintWhy),
  optionsCodec: dudabOptionsCodec,
  seatNames: (options) => DUDAB_NAMES.slice(0, options.spieler),
  settingLabels: ['Spieler', 'Runden', 'Erste Runde beginnt'],
  // Seeded random play over thousands of matches needs at most about 160 decisions per round;
  // 10 rounds stay far below this bound, which only stops absurd links.
  maxMoves: 3000,
};
