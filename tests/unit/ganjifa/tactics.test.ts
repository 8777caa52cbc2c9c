/**
 * Ganjifa „Taktik“ (src/games/ganjifa/tactics.ts over core/tactics.ts): the checks of
 * tests/helpers/tacticChecks.ts for both kinds, 4 seeds each (both levels; why not more: see there),
 * and seeds whose version-B position lies beyond 200 deals (the narrower windows of B leave many
 * deals without a candidate; with 200 deals these seeds found none).
 */
import { expect, test } from 'vitest';
import { GANJIFA_NAMES } from '../../../src/games/ganjifa/kit';
import { buildTactic, kindAt } from '../../../src/games/core/tactics';
import { ganjifaPlay } from '../../../src/games/ganjifa/rules';
import { ganjifaTactics } from '../../../src/games/ganjifa/tactics';
import { checkTacticKinds } from '../../helpers/tacticChecks';

checkTacticKinds(ganjifaTactics, GANJIFA_NAMES, 4);

test.each([
  ['ganjifa-taktik-ausspielen', 1032],
  ['ganjifa-taktik-zugeben', 1035],
] as const)('%s, seed %i: a B exercise although its position lies beyond 200 deals', (kindId, seed) => {
  const level = (seed & 1) as 0 | 1;
  const d = buildTactic(ganjifaTactics, kindId, seed, level, GANJIFA_NAMES, 'B');
  const kind = kindAt(
    ganjifaTactics.kinds.find((k) => k.id === kindId)!,
    'B',
  );
  expect(kind.find(d.state, level)).toBe(true);
  expect(ganjifaPlay.toAct(d.state)).toBe(0);
  expect(d.code).toBe(`${kindId}.B${level}${seed.toString(36)}`);
});
