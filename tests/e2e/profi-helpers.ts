/**
 * What the Profi browser tests share: the games with a Profi level and their Node search, links to
 * positions where the Profi must choose, and a record of the page's Web Workers.
 */
import type { Page, Worker } from '@playwright/test';
import { makePartieCode } from '../../src/games/core/codec';
import { deriveSeed, makeRng } from '../../src/games/core/rng';
import type { AnyGameKit } from '../../src/games/core/kit';
import { randomLegalBot } from '../../src/games/core/bots';
import type { Bot } from '../../src/games/core/types';
import { durakKit } from '../../src/games/durak/kit';
import { durakProfiBot } from '../../src/games/durak/profi';
import { dudabKit } from '../../src/games/dudab/kit';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { ganjifaProfiBot } from '../../src/games/ganjifa/profi';
import { bambutiKit } from '../../src/games/bambuti/kit';
import { bambutiProfiBot } from '../../src/games/bambuti/profi';
import { dudabProfiBot } from '../../src/games/dudab/profi';

export interface ProfiGame {
  id: string;
  kit: AnyGameKit;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bot: Bot<any, any>;
}

export const GAMES: ProfiGame[] = [
  { id: 'durak', kit: durakKit, bot: durakProfiBot },
  { id: 'dudab', kit: dudabKit, bot: dudabProfiBot },
  { id: 'ganjifa', kit: ganjifaKit, bot: ganjifaProfiBot },
  { id: 'bambuti', kit: bambutiKit, bot: bambutiProfiBot },
];

/**
 * A link to a Profi game where a computer opponent must choose between several moves next (or, with
 * `stop = 'reader'`, where the reader is to choose): every seat plays the first level's bot from the
 * deal until then („Anfänger“: any legal move, seeded as in the page).
 */
export function profiPosition(game: ProfiGame, seed: number, stop: 'computer' | 'reader' = 'computer') {
  const { kit } = game;
  const rules = kit.rules;
  const options = rules.defaultOptions;
  let state = rules.deal(options, seed);
  const moves: unknown[] = [];
  for (let n = 0; n < 400 && !rules.isOver(state); n++) {
    const seat = rules.toAct(state)!;
    const view = rules.view(state, seat);
    const readerNext = stop === 'reader' && seat === 0 && moves.length >= 2 && view.legal.length >= 2;
    if (
      readerNext ||
      (stop === 'computer' && seat !== 0 && view.legal.length >= 2 && moves.some((m) => (m as { seat: number }).seat === 0))
    ) {
      const expected = game.bot(view, makeRng(deriveSeed(seed, moves.length)));
      const code = makePartieCode(kit, { options, level: kit.profi!.level, seed, moves });
      return { code, expected: rules.describe(state, expected, kit.seatNames(options)), moves: moves.length };
    }
    const move = randomLegalBot()(view, makeRng(deriveSeed(seed, moves.length)));
    moves.push(move);
    state = rules.play(state, move);
  }
  throw new Error('no Profi decision found');
}

/** The workers the page starts, as they start. */
export function workers(page: Page): Worker[] {
  const seen: Worker[] = [];
  page.on('worker', (w) => seen.push(w));
  return seen;
}
