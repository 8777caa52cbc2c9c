/**
 * „Taktik“ kinds in the island (core/tactics.ts, made in the game's Profi worker through
 * core/tacticsClient.ts): one worker per game, started with the first Taktik exercise; judged by
 * the search values the exercise carries (`judgeTactic`, loaded on first use, since its module
 * also holds the search). The answer is one move, named as the log words it.
 */
import { makeTactic } from '../../../games/core/tacticsClient';
import type { AnyDrillGame, AsyncKinds, GameParts } from './parts';

export function taktik(worker: () => Worker, names: readonly string[]): AsyncKinds {
  let running: Worker | null = null;
  return {
    owns: (kind) => kind.includes('-taktik-'),
    single: true,
    make: (kind, seed, level, version, signal) => makeTactic((running ??= worker()), kind, seed, level, version, { names, signal }),
    judge: async (drill, answer) => (await import('../../../games/core/tactics')).judgeTactic(drill as never, answer),
    label: (drill, item) => (drill.q as { choices: { key: string; label: string }[] }).choices.find((c) => c.key === item)?.label ?? null,
  };
}

/** What each `src/components/<game>/uebung.ts` exports: a game's drills, table and card names, with the Taktik kinds of its Profi worker. */
export function gameParts(
  drills: AnyDrillGame,
  Table: GameParts['Table'],
  cardName: GameParts['cardName'],
  profi: { worker(): Worker } | undefined,
  names: readonly string[],
): GameParts {
  if (!profi) throw new Error(`${drills.id}: no Profi worker for the Taktik kinds`);
  return { id: drills.id, drills, Table, cardName, async: taktik(profi.worker, names) };
}
