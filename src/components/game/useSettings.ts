/**
 * The free game's settings („Einstellungen für das nächste Spiel“): the game's own options, the
 * level and the tempo. They are the reader's own choice: kept in `kartenspiele:einstellungen:<game>`
 * and never replaced by a link's options (a link's options only fill the form while the reader has
 * chosen nothing yet, and are not stored).
 */
import { useState } from 'preact/hooks';
import type { GameKit } from '../../games/core/kit';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { loadJson, saveJson } from './useUrlState';

/** „Tempo“: the pause before each bot move (the play machine's botPauseMs). */
export const TEMPI = [
  { id: 'langsam', label: 'Langsam', ms: 1600 },
  { id: 'normal', label: 'Normal', ms: 800 },
  { id: 'schnell', label: 'Schnell', ms: 300 },
  { id: 'sofort', label: 'Sofort', ms: 0 },
] as const;

export interface Settings<O> {
  options: O;
  level: string;
  tempo: string;
}

export function tempoMs(id: string): number {
  return (TEMPI.find((t) => t.id === id) ?? TEMPI[1]).ms;
}

const settingsKey = (game: string) => 'kartenspiele:einstellungen:' + game;

export function defaultSettings<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
): Settings<O> {
  return { options: kit.rules.defaultOptions, level: kit.levels[0]?.id ?? '', tempo: 'normal' };
}

/** The stored settings (unknown or broken parts fall back to the defaults), or null if none. */
export function loadSettings<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  game: string,
): Settings<O> | null {
  const raw = loadJson(settingsKey(game));
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const options = typeof r.o === 'string' ? kit.optionsCodec.parse(r.o) : null;
  const fallback = defaultSettings(kit);
  return {
    options: options && options.ok ? options.value : fallback.options,
    level: typeof r.level === 'string' && kit.levels.some((l) => l.id === r.level) ? r.level : fallback.level,
    tempo: typeof r.tempo === 'string' && TEMPI.some((t) => t.id === r.tempo) ? r.tempo : fallback.tempo,
  };
}

/**
 * The settings shown in the form: `settings`; `load()` reads the stored ones on mount (returns them,
 * or null if the reader never chose); `change` stores a choice; `show` fills the form without storing.
 */
export function useSettings<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  game: string,
) {
  const [settings, setSettings] = useState<Settings<O>>(() => defaultSettings(kit));
  return {
    settings,
    load(): Settings<O> | null {
      const saved = loadSettings(kit, game);
      if (saved) setSettings(saved);
      return saved;
    },
    show: setSettings,
    change(next: Settings<O>) {
      setSettings(next);
      saveJson(settingsKey(game), { o: kit.optionsCodec.make(next.options), level: next.level, tempo: next.tempo });
    },
  };
}
