/**
 * The free game's settings form („Einstellungen für das nächste Spiel“): the game's own options
 * (its `OptionsForm`), „Stufe“ and „Tempo“. FreePlayShell loads it, together with the game's
 * options form, the first time the reader opens the fold: a reader who never changes a setting
 * does not pay for the form.
 */
import type { ComponentType } from 'preact';
import { joinAnd } from '../../games/core/text';
import type { OptionsFormProps } from './freePlayTypes';
import { SelectField } from './SelectField';
import { TEMPI, type Settings } from './useSettings';

/**
 * „„Spieler“, „Weiterreichen“ und „Stufe“ gelten ab dem nächsten „Neu geben“, „Tempo“ sofort.“ –
 * built from the labels of the game's own settings (`kit.settingLabels`), so a game without
 * players or variants to choose never mentions them.
 */
export function settingsNote(labels: readonly string[]): string {
  const next = [...labels, 'Stufe'].map((l) => `„${l}“`);
  return `${joinAnd(next)} ${next.length > 1 ? 'gelten' : 'gilt'} ab dem nächsten „Neu geben“, „Tempo“ sofort.`;
}

export function SettingsForm<O>(props: {
  OptionsForm: ComponentType<OptionsFormProps<O>>;
  settings: Settings<O>;
  change: (next: Settings<O>) => void;
  levels: readonly { id: string; label: string }[];
  /** The labels of the game's own settings (`kit.settingLabels`). */
  labels: readonly string[];
  idBase: string;
}) {
  const { OptionsForm, settings, change, levels, labels, idBase } = props;
  return (
    <fieldset class="einstellungen">
      <legend class="sr-only">Einstellungen</legend>
      <OptionsForm options={settings.options} onChange={(options) => change({ ...settings, options })} idBase={idBase} />
      <SelectField
        label="Stufe"
        value={settings.level}
        choices={levels.map((l) => [l.id, l.label] as const)}
        onChange={(level) => change({ ...settings, level })}
      />
      <SelectField
        label="Tempo"
        value={settings.tempo}
        choices={TEMPI.map((t) => [t.id, t.label] as const)}
        onChange={(tempo) => change({ ...settings, tempo })}
      />
      <p class="einstellungen-info">{settingsNote(labels)}</p>
    </fieldset>
  );
}
