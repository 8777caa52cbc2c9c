/**
 * The guided Dudab examples („Beispiele“) of the rules page (shared/rules/dudab.md §10): one
 * YAML file each in content/beispiele/dudab/ (format: core/exampleFormat.ts and
 * dudab/exampleFormat.ts; the README's „Ein Beispiel hinzufügen“). Reading them replays each with
 * the engine, so a broken example stops the build and the tests with a message naming its file,
 * step and rule. Seats: Du, Anna, Bernd, clockwise.
 */
import { readGameExamples } from '../core/exampleFormat';
import { scenarioById, type Scenario } from '../core/scenario';
import { dudabExampleSchema } from './exampleFormat';
import type { DudabLayout, DudabMove, DudabState } from './types';
import { dudab } from './rules';

type DudabScenario = Scenario<DudabLayout, DudabMove, DudabState>;

/** The ids in the order of the spec's list (§10); a further file follows them in file-name order. */
const ORDER = ['ziffern-legen', 'sechs-nimmt', 'dudab-wunsch', 'schamane-verhext', 'volle-hand', 'rundenende'];

/** All Dudab examples (the page places each where its MDX embeds it). */
export const dudabScenarios: DudabScenario[] = readGameExamples(dudab, dudabExampleSchema, ORDER);

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): DudabScenario {
  return scenarioById(dudab, dudabScenarios, id);
}
