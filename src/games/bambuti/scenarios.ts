/**
 * The guided Bambuti examples („Beispiele“) of the rules page (shared/rules/bambuti.md §10): one
 * YAML file each in content/beispiele/bambuti/ (format: core/exampleFormat.ts and
 * bambuti/exampleFormat.ts; the README's „Ein Beispiel hinzufügen“). Reading them replays each with
 * the engine, so a broken example stops the build and the tests with a message naming its file,
 * step and rule. Seats: Du and Anna; a row is named by the seat that owns it.
 */
import { readGameExamples } from '../core/exampleFormat';
import { scenarioById, type Scenario } from '../core/scenario';
import { bambutiExampleSchema } from './exampleFormat';
import type { BambutiLayout, BambutiMove, BambutiState } from './types';
import { bambuti } from './rules';

type BambutiScenario = Scenario<BambutiLayout, BambutiMove, BambutiState>;

/** The ids in the order of the spec's list (§10); a further file follows them in file-name order. */
const ORDER = ['auslage-ordnen', 'punkteanzeiger', 'eigene-reihe', 'gegnerische-reihe', 'symmetrie', 'trommel', 'schlusswertung'];

/** All Bambuti examples (the page places each where its MDX embeds it). */
export const bambutiScenarios: BambutiScenario[] = readGameExamples(bambuti, bambutiExampleSchema, ORDER);

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): BambutiScenario {
  return scenarioById(bambuti, bambutiScenarios, id);
}
