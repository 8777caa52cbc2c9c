/**
 * Bambuti: what the site needs to know about the game (core/manifest.ts), listed once in
 * src/games/registry.ts. With exercise.ts (its „Übungen“ parts), the only file of the game that names its parts in other folders.
 */
import type { GameInfo, GameManifest } from '../core/manifest';
import type { Scenario } from '../core/scenario';

/** The plain data, for code that must not carry the loaders (islands). */
export const bambutiInfo: GameInfo = {
  id: 'bambuti',
  title: 'Bambuti',
  players: '2',
  deck: '50 Maskenkarten und 4 Trommelkarten',
  duration: '15–20 Minuten',
  teaser: 'Maskenduell zu zweit: Überdecke klug und lass im richtigen Moment werten.',
  difficulty: { stufe: 'anspruchsvoll', grund: 'knifflige Wertung' },
  ogCards: { fan: ['M-rot-7', 'M-gelb-4', 'M-blau-9', 'M-gruen-5', 'T-0-1'], home: 'M-gelb-4' },
};

export const bambutiManifest: GameManifest = {
  ...bambutiInfo,
  load: {
    pictures: async () => {
      const [picture, cards] = await Promise.all([import('../../components/bambuti/BambutiCard'), import('./cards')]);
      return { Card: picture.default, isCardId: (id: string) => cards.isMaskId(id) || cards.isDrumId(id), round: false };
    },
    ruleAnchors: async () => (await import('./rules')).RULE_ANCHORS,
    drills: async () => (await import('./drills')).bambutiDrills,
    tactics: async () => (await import('./tactics')).BAMBUTI_TACTIC_KINDS,
    scenarios: async () => (await import('./scenarios')).bambutiScenarios as readonly Scenario<unknown, unknown, unknown>[],
  },
};
