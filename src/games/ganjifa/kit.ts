/**
 * The Ganjifa game kit: wires the engine, the bots, the seat names and the options part of a
 * partie link for the shared free-play machine and link codec (src/games/core).
 */
import { type GameKit, LEVELS, PROFI_LEVEL, standardBots } from '../core/kit';
import { err, ok, type Result } from '../core/types';
import { ganjifaPlay } from './page';
import type { GanjifaEvent, GanjifaLayout, GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from './types';

/** Du (seat 0), Anna (seat 1, to your right) and Bernd (seat 2, to your left): §4.1, G3. */
export const GANJIFA_NAMES = ['Du', 'Anna', 'Bernd'] as const;

/**
 * Options in a link, version A: Ganjifa v1 has no variants (spec §8) — Tag or Nacht is the first
 * move of every partie — so the options part is the fixed marker 'G'. A code from another game
 * fails here with a German message instead of being read as Ganjifa moves.
 */
export const ganjifaOptionsCodec = {
  make(_o: GanjifaOptions): string {
    return 'G';
  },
  parse(s: string): Result<GanjifaOptions> {
    if (s === 'G') return ok({});
    return err(
      'Dieser Code gehört nicht zu Dashavatara Ganjifa: Ganjifa kennt keine Spielvarianten, Tag oder Nacht wählst du zu Beginn jedes Gebens.',
    );
  },
};

export const ganjifaKit: GameKit<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaLayout, GanjifaView, GanjifaEvent> = {
  rules: ganjifaPlay,
  phases: ['CHOOSE_PERIOD', 'LEAD', 'FOLLOW', 'DUKAL_DISCARD'],
  levels: LEVELS,
  bots: () => standardBots(import('./bots')),
  // „Profi“ searches in a Web Worker (profi.ts), loaded only when that level plays.
  profi: { level: PROFI_LEVEL, worker: () => new Worker(new URL('./profi.worker.ts', import.meta.url), { type: 'module' }) },
  hintWhy: () => import('./hints').then((m) => m.hintWhy),
  optionsCodec: ganjifaOptionsCodec,
  seatNames: () => [...GANJIFA_NAMES],
  // the fields of the options form in <Spiel>FreePlay.tsx (Ganjifa: none, Tag or Nacht is chosen at the table)
  settingLabels: [],
  // Every move takes at least one card out of a hand, plus M1: at most 121 moves in a deal.
  maxMoves: 121,
};
