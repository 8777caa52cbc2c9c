/**
 * The registry's browser half (issue 31): each game's „Übungen“ loader (src/games/<g>/exercise.ts),
 * by id, for the exercise view. The view cannot import src/games/registry.ts: its manifests' other
 * loaders reach build-time code (the examples read their files with node:fs), and the browser would
 * carry every loader. A test checks that this list agrees with the registry.
 */
import type { ExerciseModule } from './core/manifest';
import type { GameId } from './core/types';
import { loadExercise as bambuti } from './bambuti/exercise';
import { loadExercise as dudab } from './dudab/exercise';
import { loadExercise as durak } from './durak/exercise';
import { loadExercise as ganjifa } from './ganjifa/exercise';

export const EXERCISES: Readonly<Record<GameId, () => Promise<ExerciseModule>>> = { durak, ganjifa, dudab, bambuti };
