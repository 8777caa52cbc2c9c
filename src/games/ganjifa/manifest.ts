/**
 * Dashavatara Ganjifa: what the site needs to know about the game (core/manifest.ts), listed once in
 * src/games/registry.ts. With exercise.ts (its „Übungen“ parts), the only file of the game that names its parts in other folders.
 */
import type { GameInfo, GameManifest } from '../core/manifest';
import type { Scenario } from '../core/scenario';

/** The plain data, for code that must not carry the loaders (islands). */
export const ganjifaInfo: GameInfo = {
  id: 'ganjifa',
  title: 'Dashavatara Ganjifa',
  players: '3',
  deck: '120 runde Karten in 10 Farben',
  duration: 'etwa 45 Minuten',
  teaser: 'Indisches Stichspiel zu dritt: Wer die meisten Karten erbeutet, gewinnt.',
  difficulty: { stufe: 'anspruchsvoll', grund: 'zehn Farben, wechselnder Trumpf' },
  ogCards: { fan: ['MAT-R', 'KUR-M', 'RAM-R', 'KRI-R', 'KAL-10'], home: 'RAM-R' },
};

export const ganjifaManifest: GameManifest = {
  ...ganjifaInfo,
  load: {
    pictures: async () => {
      const [picture, cards] = await Promise.all([import('../../components/ganjifa/GanjifaCard'), import('./cards')]);
      return { Card: picture.default, isCardId: (id: string) => cards.isCardId(id), round: true };
    },
    ruleAnchors: async () => (await import('./rules')).RULE_ANCHORS,
    drills: async () => (await import('./drills')).ganjifaDrills,
    tactics: async () => (await import('./tactics')).GANJIFA_TACTIC_KINDS,
    scenarios: async () => (await import('./scenarios')).ganjifaScenarios as readonly Scenario<unknown, unknown, unknown>[],
  },
};
