/**
 * The Bambuti game kit: wires the engine, the bots, the seat names and the options part of a
 * partie link for the shared free-play machine and link codec (src/games/core).
 */
import { type GameKit, LEVELS, PROFI_LEVEL, standardBots } from '../core/kit';
import { err, ok, type Result } from '../core/types';
import { bambutiPlay } from './page';
import type { BambutiEvent, BambutiLayout, BambutiMove, BambutiOptions, BambutiState, BambutiView } from './types';

export const BAMBUTI_NAMES = ['Du', 'Anna'] as const;

/**
 * Options in a link, version A (never changes): one digit, the seat that places first —
 * '0' = du, '1' = Anna.
 */
export const bambutiOptionsCodec = {
  make(o: BambutiOptions): string {
    return String(o.startSeat);
  },
  parse(s: string): Result<BambutiOptions> {
    if (s === '0' || s === '1') return ok({ startSeat: Number(s) });
    return err('Bei Bambuti beginnst entweder du oder dein Gegner – diese Angabe passt nicht dazu.');
  },
};

export const bambutiKit: GameKit<BambutiState, BambutiMove, BambutiOptions, BambutiLayout, BambutiView, BambutiEvent> = {
  rules: bambutiPlay,
  phases: ['anordnen', 'legen', 'trommeln'],
  levels: LEVELS,
  bots: () => standardBots(import('./bots')),
  // „Profi“ searches in a Web Worker (profi.ts, profi.worker.ts); the page runs it, so it is not in `bots`.
  profi: { level: PROFI_LEVEL, worker: () => new Worker(new URL('./profi.worker.ts', import.meta.url), { type: 'module' }) },
  hintWhy: () =>
    import('./hints').then(
      ({ hintWhy }) =>
        (view, move) =>
          hintWhy(view, move, BAMBUTI_NAMES),
    ),
  optionsCodec: bambutiOptionsCodec,
  seatNames: () => [...BAMBUTI_NAMES],
  settingLabels: ['Wer legt zuerst'],
  // A game has 2 arrangements, 32 placements and at most 32 drum decisions (§6).
  maxMoves: 66,
};
