/**
 * The guided Durak examples („Beispiele“) of the rules page (shared/rules/durak.md §12): one YAML
 * file each in content/beispiele/durak/ (format: core/exampleFormat.ts and durak/exampleFormat.ts;
 * the README's „Ein Beispiel hinzufügen“). Reading them replays each with the engine, so a broken
 * example stops the build and the tests with a message naming its file, step and rule.
 */
import { readGameExamples } from '../core/exampleFormat';
import { scenarioById, type Scenario } from '../core/scenario';
import { durakExampleSchema } from './exampleFormat';
import type { DurakLayout, DurakMove, DurakState } from './types';
import { durak } from './rules';

type DurakScenario = Scenario<DurakLayout, DurakMove, DurakState>;

/** All Durak examples, in file-name order (the page places each where its MDX embeds it). */
export const durakScenarios: DurakScenario[] = readGameExamples(durak, durakExampleSchema);

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): DurakScenario {
  return scenarioById(durak, durakScenarios, id);
}
