/**
 * `szenario(id)` of every game goes through core/scenario.ts `scenarioById`: a known id gives the
 * example with its start position from the whole engine, an unknown id (a content bug in an MDX
 * page) throws and names the id and the examples there are.
 */
import { describe, expect, test } from 'vitest';
import * as durak from '../../../src/games/durak/scenarios';
import * as ganjifa from '../../../src/games/ganjifa/scenarios';
import * as dudab from '../../../src/games/dudab/scenarios';
import * as bambuti from '../../../src/games/bambuti/scenarios';
import { durak as durakEngine } from '../../../src/games/durak/rules';
import { ganjifa as ganjifaEngine } from '../../../src/games/ganjifa/rules';
import { dudab as dudabEngine } from '../../../src/games/dudab/rules';
import { bambuti as bambutiEngine } from '../../../src/games/bambuti/rules';

const games = [
  { id: 'durak', szenario: durak.szenario, list: durak.durakScenarios, fromLayout: (l: unknown) => durakEngine.fromLayout(l as never) },
  {
    id: 'ganjifa',
    szenario: ganjifa.szenario,
    list: ganjifa.ganjifaScenarios,
    fromLayout: (l: unknown) => ganjifaEngine.fromLayout(l as never),
  },
  { id: 'dudab', szenario: dudab.szenario, list: dudab.dudabScenarios, fromLayout: (l: unknown) => dudabEngine.fromLayout(l as never) },
  {
    id: 'bambuti',
    szenario: bambuti.szenario,
    list: bambuti.bambutiScenarios,
    fromLayout: (l: unknown) => bambutiEngine.fromLayout(l as never),
  },
];

describe.each(games)('$id: szenario(id)', ({ id, szenario, list, fromLayout }) => {
  test('a known id: the example with the start position of its layout', () => {
    const last = list[list.length - 1]!;
    const s = szenario(last.id);
    expect(s.title).toBe(last.title);
    expect(s.steps).toBe(last.steps);
    expect(s.start).toEqual(fromLayout(last.layout));
  });

  test('an unknown id throws, naming the id, the game and the known ids', () => {
    expect(() => szenario('gibt-es-nicht')).toThrow(/„gibt-es-nicht“/);
    expect(() => szenario('gibt-es-nicht')).toThrow(new RegExp(`in ${id} \\(bekannt: ${list[0]!.id}, `));
  });
});
