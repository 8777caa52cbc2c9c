/**
 * The guided Ganjifa examples („Beispiele“) of the rules page (shared/rules/ganjifa.md §12): one
 * YAML file each in content/beispiele/ganjifa/ (format: core/exampleFormat.ts and
 * ganjifa/exampleFormat.ts; the README's „Ein Beispiel hinzufügen“). Reading them replays each with
 * the engine, so a broken example stops the build and the tests with a message naming its file,
 * step and rule. Seats: Du, Anna (to your right), Bernd (to your left); play runs Du → Anna → Bernd.
 */
import { readGameExamples } from '../core/exampleFormat';
import { scenarioById, type Scenario } from '../core/scenario';
import { ganjifaExampleSchema } from './exampleFormat';
import type { GanjifaLayout, GanjifaMove, GanjifaState } from './types';
import { ganjifa } from './rules';

type GanjifaScenario = Scenario<GanjifaLayout, GanjifaMove, GanjifaState>;

/** All Ganjifa examples, in file-name order (the page places each where its MDX embeds it). */
export const ganjifaScenarios: GanjifaScenario[] = readGameExamples(ganjifa, ganjifaExampleSchema);

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): GanjifaScenario {
  return scenarioById(ganjifa, ganjifaScenarios, id);
}
