/** Durak's own settings (players, Weiterreichen): loaded with the settings form when the reader opens it. */
import type { DurakOptions } from '../../games/durak/types';
import type { OptionsFormProps } from '../game/freePlayTypes';
import { SelectField } from '../game/SelectField';

const PLAYERS = [2, 3, 4, 5, 6].map((n) => [n, String(n)] as const);

export default function DurakOptionsForm({ options, onChange }: OptionsFormProps<DurakOptions>) {
  return (
    <>
      <SelectField label="Spieler" value={options.players} choices={PLAYERS} onChange={(players) => onChange({ ...options, players })} />
      <label class="feld feld-haken">
        <input type="checkbox" checked={options.transfer} onChange={(e) => onChange({ ...options, transfer: e.currentTarget.checked })} />
        <span>Weiterreichen</span>
      </label>
    </>
  );
}
