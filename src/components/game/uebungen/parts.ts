/**
 * „Übungen“: what the island needs of one game, and the one way it makes and judges an exercise.
 * A game's glue module (`src/components/<game>/uebung.ts`, loaded on demand) names its parts: the drills of its
 * engine, its table and its card names. Rules kinds are made and judged synchronously by the
 * engine (core/drills.ts); `async` is the seam for kinds made elsewhere (the „Taktik“ kinds, made
 * in the Profi worker and judged by their own function): the island only ever awaits a promise.
 */
import {
  drillAnswer,
  findKind,
  judgeDrill,
  makeDrill,
  type Drill,
  type DrillAnswer,
  type DrillGame,
  type DrillJudgement,
  type DrillLevel,
  type DrillVersion,
} from '../../../games/core/drills';
import type { TableComponent } from '../types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDrill = Drill<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDrillGame = DrillGame<any, any, any, any, any>;

/** Kinds made asynchronously (e.g. „Taktik“ from the Profi worker), each judged by its own function. */
export interface AsyncKinds {
  /** Is `kind` one of these? (Their ids and titles come with the island's props.) */
  owns(kind: string): boolean;
  /** The answer is exactly one item (a move). */
  single: boolean;
  /** Makes the exercise; the signal stops its work (the promise then rejects). */
  make(kind: string, seed: number, level: DrillLevel, version: DrillVersion, signal?: AbortSignal): Promise<AnyDrill>;
  judge(drill: AnyDrill, answer: DrillAnswer): Promise<DrillJudgement> | DrillJudgement;
  /** German names of the items that are not hand cards (moves), or null. */
  label?(drill: AnyDrill, item: string): string | null;
}

export interface GameParts {
  id: string;
  drills: AnyDrillGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Table: TableComponent<any, any>;
  cardName(id: string): string;
  async?: AsyncKinds;
}

const asyncOwner = (parts: GameParts, kind: string): AsyncKinds | null => (parts.async?.owns(kind) ? parts.async : null);

/** True when the answer is exactly one item (a seat, a Taktik move). */
export const singleAnswer = (parts: GameParts, drill: AnyDrill): boolean =>
  drill.shape === 'seat' || (asyncOwner(parts, drill.kind)?.single ?? false);

export function makeExercise(
  parts: GameParts,
  kind: string,
  seed: number,
  level: DrillLevel,
  version: DrillVersion,
  signal?: AbortSignal,
): Promise<AnyDrill> {
  const a = asyncOwner(parts, kind);
  if (a) return a.make(kind, seed, level, version, signal);
  try {
    return Promise.resolve(makeDrill(parts.drills, kind, seed, level, version));
  } catch (e) {
    return Promise.reject(e);
  }
}

export async function judgeExercise(parts: GameParts, drill: AnyDrill, answer: DrillAnswer): Promise<DrillJudgement> {
  const a = asyncOwner(parts, drill.kind);
  return a ? a.judge(drill, answer) : judgeDrill(parts.drills, drill, answer);
}

/** The hand cards the question is about (the kind's `focus`; none for async kinds). */
export const focusOf = (parts: GameParts, drill: AnyDrill): string[] =>
  asyncOwner(parts, drill.kind) ? [] : (findKind(parts.drills, drill.kind)?.focus?.(drill.state, drill.q) ?? []);

/** The engine's answer of a rules kind (for tests and the correction); null for async kinds. */
export const expectedOf = (parts: GameParts, drill: AnyDrill): DrillAnswer | null =>
  asyncOwner(parts, drill.kind) ? null : drillAnswer(parts.drills, drill);

/**
 * An item's German name: a place or extra move by its kind's `label`, a seat by the table's
 * names, a number as itself, a card by its card name. `onTable` is true for hand cards (the
 * table's Hand shows them), false for what the island shows as its own buttons.
 */
export function itemOf(parts: GameParts, drill: AnyDrill, item: string): { name: string; onTable: boolean } {
  const a = asyncOwner(parts, drill.kind);
  const names = parts.drills.names(drill.state);
  const own = a
    ? (a.label?.(drill, item) ?? null)
    : (findKind(parts.drills, drill.kind)?.label?.(drill.state, drill.q, item, names) ?? null);
  if (own !== null) return { name: own, onTable: false };
  if (drill.shape === 'seat') return { name: names[Number(item)] ?? item, onTable: false };
  if (drill.shape === 'number') return { name: item, onTable: false };
  return { name: parts.cardName(item), onTable: true };
}
