/**
 * The Durak machines: free play keeps the play-machine contract of every game
 * (tests/helpers/machineContract.ts) with Durak's kit, and every tutorial scenario is walked to its
 * end through the shared tutorial machine.
 */
import { describe, expect, test } from 'vitest';
import { replayScenario } from '../../helpers/scenarioReplay';
import { machineContractTests } from '../../helpers/machineContract';
import { durakKit } from '../../../src/games/durak/kit';
import { durakPlayMachine, durakTutorialMachine } from '../../../src/games/durak/machine';
import { durak } from '../../../src/games/durak/rules';
import { durakScenarios } from '../../../src/games/durak/scenarios';
import { CARD_IDS } from '../../../src/games/durak/cards';
import type { DurakMove, DurakOptions, DurakState } from '../../../src/games/durak/types';
import { PAGE_ANCHORS } from '../../helpers/rulesPage';

/** Feedback links to „Zur Regel“: the anchor must be a heading of the rules page. */
const anchors = PAGE_ANCHORS;

/** A card that is not in seat 0's hand (any move with it is illegal for seat 0). */
const foreignCard = (s: DurakState) => CARD_IDS.find((c) => !s.hands[0]!.includes(c))!;

const games: [number, DurakOptions][] = [
  [1, { players: 2, transfer: false }],
  [2, { players: 3, transfer: false }],
  [3, { players: 4, transfer: true }],
  [4, { players: 5, transfer: false }],
  [5, { players: 6, transfer: true }],
  [6, { players: 2, transfer: true }],
];

describe('Durak free play', () => {
  machineContractTests({
    kit: durakKit,
    playMachine: durakPlayMachine,
    anchors,
    games: games.map(([seed, options]) => ({ seed, options, level: seed % 2 ? 'anfaenger' : 'fortgeschritten' })),
    resultLine: /Durak|Unentschieden/,
    // the log ends with the result line and names the Durak (or the draw)
    finished: (end) => expect(end.context.log.at(-1)!.text).toMatch(end.context.state.durak === null ? /Unentschieden/ : /Durak/),
    mirror: { games: [{ options: { players: 3, transfer: true }, seed: 77 }], phases: ['ATTACK_OPEN', 'DEFEND', 'GAME_OVER', 'THROW_IN'] },
    illegal: {
      options: { players: 3, transfer: false },
      seed: 12,
      minTries: 21,
      candidates: (state): DurakMove[] => [
        { type: 'ATTACK', seat: 0, card: foreignCard(state) },
        { type: 'TAKE', seat: 0 },
        { type: 'PASS', seat: 0 },
        ...state.hands[0]!.map((card): DurakMove => ({ type: 'THROW_IN', seat: 0, card })),
      ],
    },
    hint: { options: { players: 4, transfer: true }, seed: 31, decisions: 10, text: /^Du [^:]*, weil [^:]+\.$/ },
    undo: { options: { players: 4, transfer: false }, seed: 8, decisions: 8 },
    newGame: {
      options: { players: 2, transfer: false },
      seed: 3,
      decisions: 6,
      next: { options: { players: 5, transfer: true }, seed: 99, level: 'anfaenger' },
      check: (snap) => expect(snap.context.state.hands).toHaveLength(5),
    },
    finish: { options: { players: 4, transfer: false }, seeds: 39 },
    codec: {
      valid: [2, 3, 4, 5, 6].flatMap((players) => [false, true].map((transfer) => ({ players, transfer }))),
      bad: ['', '2', '20 ', '10', '70', '22', 'a0', '200'],
      error: /^Durak wird zu zweit bis zu sechst gespielt/,
    },
  });
});

describe('Durak tutorials', () => {
  // their shape (ids, names, steps, anchors) is checked in scenarios.test.ts
  test.each(durakScenarios.map((s) => [s.id, s] as const))('„%s“ replays to its end through the tutorial machine', (_id, scenario) =>
    replayScenario(durakTutorialMachine, durak, scenario, {
      illegalMove: (state) => ({ type: 'ATTACK' as const, seat: 0, card: foreignCard(state) }),
      anchors,
    }),
  );
});
