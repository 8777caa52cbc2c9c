/**
 * Bambuti's „Übungen“ parts (components/bambuti/uebung.ts), loaded with the game's first exercise. A module
 * of its own, not part of manifest.ts: the browser's exercise view reaches it (src/games/exercises.ts)
 * without the manifest's build-time loaders (the examples read their files with node:fs), and the
 * server build never reaches it (core/manifest.ts, ExerciseModule).
 */
import type { ExerciseModule } from '../core/manifest';

export const loadExercise = (): Promise<ExerciseModule> => import('../../components/bambuti/uebung');
