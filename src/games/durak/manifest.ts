/**
 * Durak: what the site needs to know about the game (core/manifest.ts), listed once in
 * src/games/registry.ts. With exercise.ts (its „Übungen“ parts), the only file of the game that names its parts in other folders.
 */
import type { GameInfo, GameManifest } from '../core/manifest';
import type { Scenario } from '../core/scenario';

/** The plain data, for code that must not carry the loaders (islands). */
export const durakInfo: GameInfo = {
  id: 'durak',
  title: 'Durak',
  players: '2–6',
  deck: '36 Karten (6 bis Ass)',
  duration: '15–30 Minuten',
  teaser: 'Russisches Abwehrspiel: Werde deine Karten los – wer zuletzt noch welche hat, ist der Durak.',
  difficulty: { stufe: 'leicht', grund: 'schnell gelernt' },
  ogCards: { fan: ['C6', 'DJ', 'HQ', 'SK', 'HA'], home: 'HA' },
};

export const durakManifest: GameManifest = {
  ...durakInfo,
  homeFan: ['CJ', 'DQ', 'HK', 'SA'],
  load: {
    pictures: async () => {
      const [picture, cards] = await Promise.all([import('../../components/durak/DurakCard'), import('./cards')]);
      return { Card: picture.default, isCardId: (id: string) => cards.isCardId(id), round: false };
    },
    ruleAnchors: async () => (await import('./rules')).RULE_ANCHORS,
    drills: async () => (await import('./drills')).durakDrills,
    tactics: async () => (await import('./tactics')).DURAK_TACTIC_KINDS,
    scenarios: async () => (await import('./scenarios')).durakScenarios as readonly Scenario<unknown, unknown, unknown>[],
  },
};
