/**
 * The Durak game kit: wires the engine, the bots, the seat names and the options part of a
 * partie link for the shared free-play machine and link codec (src/games/core).
 */
import { type GameKit, LEVELS, PROFI_LEVEL, standardBots } from '../core/kit';
import { err, ok, type Result } from '../core/types';
import { durakPlay } from './page';
import type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakState, DurakView } from './types';

export const DURAK_NAMES = ['Du', 'Anna', 'Bernd', 'Clara', 'Dario', 'Emil'] as const;

/** The seat names of a game: 'Du' and the opponents, as many as there are players. */
const seatNames = (options: DurakOptions): string[] => DURAK_NAMES.slice(0, options.players);

/**
 * Options in a link: the number of players (one digit 2–6) and Weiterreichen ('1' on, '0' off),
 * e.g. '40' = four players without Weiterreichen. Version A; never changes.
 */
export const durakOptionsCodec = {
  make(o: DurakOptions): string {
    return `${o.players}${o.transfer ? '1' : '0'}`;
  },
  parse(s: string): Result<DurakOptions> {
    const m = /^([2-6])([01])$/.exec(s);
    if (!m) return err('Durak wird zu zweit bis zu sechst gespielt, mit oder ohne Weiterreichen – diese Angabe passt nicht dazu.');
    return ok({ players: Number(m[1]), transfer: m[2] === '1' });
  },
};

export const durakKit: GameKit<DurakState, DurakMove, DurakOptions, DurakLayout, DurakView, DurakEvent> = {
  rules: durakPlay,
  phases: ['ATTACK_OPEN', 'DEFEND', 'THROW_IN'],
  levels: LEVELS,
  bots: () => standardBots(import('./bots')),
  // „Profi“ (ISMCTS, ./profi.ts) runs in a Web Worker; the page starts it only when the level is chosen.
  profi: { level: PROFI_LEVEL, worker: () => new Worker(new URL('./profi.worker.ts', import.meta.url), { type: 'module' }) },
  hintWhy: () =>
    import('./hints').then(
      ({ hintWhy }) =>
        (view, move) =>
          hintWhy(view, move, seatNames(view.options)),
    ),
  optionsCodec: durakOptionsCodec,
  seatNames,
  settingLabels: ['Spieler', 'Weiterreichen'],
  isSeatDone: (state, seat) => state.active[seat] !== true,
  // Random play over 3,000 seeded games never needed more than ~460 moves; this bound only stops absurd links.
  maxMoves: 3000,
};
