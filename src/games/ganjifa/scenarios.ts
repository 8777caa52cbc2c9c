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

/** The ids in the order of the spec's list (§12); a further file follows them in file-name order. */
const ORDER = ['karten-lesen', 'tag-und-nacht', 'bedienen', 'blank', 'von-kalki-zu-matsya', 'wer-gewinnt', 'dukal', 'wertung'];

/** All Ganjifa examples (the page places each where its MDX embeds it). */
export const ganjifaScenarios: GanjifaScenario[] = readGameExamples(ganjifa, ganjifaExampleSchema, ORDER);

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): GanjifaScenario {
  return scenarioById(ganjifa, ganjifaScenarios, id);
}
