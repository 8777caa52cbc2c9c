/**
 * The example island shows `tutorialStart` until the reader's first action starts the machine
 * (issue 30): for every example of every game it must be exactly where the machine starts (or,
 * when the first step plays by itself, where „Weiter“ during its pause leads).
 */
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { prepareScenario } from '../../../src/games/core/scenario';
import { tutorialStart } from '../../../src/games/core/tutorialStart';
import { bambuti } from '../../../src/games/bambuti/rules';
import { bambutiScenarios } from '../../../src/games/bambuti/scenarios';
import { bambutiTutorialMachine } from '../../../src/games/bambuti/machine';
import { dudab } from '../../../src/games/dudab/rules';
import { dudabScenarios } from '../../../src/games/dudab/scenarios';
import { dudabTutorialMachine } from '../../../src/games/dudab/machine';
import { durak } from '../../../src/games/durak/rules';
import { durakScenarios } from '../../../src/games/durak/scenarios';
import { durakTutorialMachine } from '../../../src/games/durak/machine';
import { ganjifa } from '../../../src/games/ganjifa/rules';
import { ganjifaScenarios } from '../../../src/games/ganjifa/scenarios';
import { ganjifaTutorialMachine } from '../../../src/games/ganjifa/machine';

// Each game's engine, examples and machine (the machine's types are too deep to write once).
const games = [
  ['durak', durak, durakScenarios, durakTutorialMachine],
  ['ganjifa', ganjifa, ganjifaScenarios, ganjifaTutorialMachine],
  ['dudab', dudab, dudabScenarios, dudabTutorialMachine],
  ['bambuti', bambuti, bambutiScenarios, bambutiTutorialMachine],
] as const;

describe.each(games)('%s: the first step before the machine runs', (_name, rules, scenarios, machine) => {
  test.each(scenarios.map((s) => [s.id, s] as const))('%s', (_id, authored) => {
    const scenario = prepareScenario(rules as never, authored as never);
    const before = tutorialStart(rules as never, scenario);
    const actor = createActor(machine as never, { input: { scenario } } as never);
    actor.start();
    // a first step that plays by itself: shown played, as after „Weiter“ during its pause
    if (before.skipped) actor.send({ type: 'NEXT' } as never);
    const snap = actor.getSnapshot() as unknown as { value: string; context: unknown };
    actor.stop();
    expect(before.mode).toBe(snap.value);
    expect(before.context).toEqual(snap.context);
  });
});
