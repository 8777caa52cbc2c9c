/**
 * Dudab: what the site needs to know about the game (core/manifest.ts), listed once in
 * src/games/registry.ts. With exercise.ts (its „Übungen“ parts), the only file of the game that names its parts in other folders.
 */
import type { GameInfo, GameManifest } from '../core/manifest';
import type { Scenario } from '../core/scenario';

/** The plain data, for code that must not carry the loaders (islands). */
export const dudabInfo: GameInfo = {
  id: 'dudab',
  title: 'Dudab',
  players: '2–6',
  deck: '80 Karten (Ziffern, Schamanen, Dudabs)',
  duration: 'etwa 30 Minuten',
  teaser: 'Ablegespiel aus der Steinzeit: Wer die sechste Karte an eine Reihe legt, nimmt die fünf davor.',
  difficulty: { stufe: 'mittel', grund: 'einige Sonderkarten' },
  ogCards: { fan: ['Z-rot-hand-1', 'S-blau-2', 'D-1', 'Z-gelb-mammut-3', 'Z-gruen-keule-4'], home: 'D-1' },
};

export const dudabManifest: GameManifest = {
  ...dudabInfo,
  load: {
    pictures: async () => {
      const [picture, cards] = await Promise.all([import('../../components/dudab/DudabCard'), import('./cards')]);
      return { Card: picture.default, isCardId: (id: string) => cards.isCardId(id), round: false };
    },
    ruleAnchors: async () => (await import('./check')).RULE_ANCHORS,
    drills: async () => (await import('./drills')).dudabDrills,
    tactics: async () => (await import('./tactics')).DUDAB_TACTIC_KINDS,
    scenarios: async () => (await import('./scenarios')).dudabScenarios as readonly Scenario<unknown, unknown, unknown>[],
  },
};
