/** Free Durak against computer opponents (`<DurakFreePlay client:visible />`, no props). */
import { durakKit } from '../../games/durak/kit';
import { durakPlayMachine } from '../../games/durak/machine';
import type { DurakOptions } from '../../games/durak/types';
import type { OptionsFormProps } from '../game/FreePlayShell';
import { freePlayIsland } from '../game/islands';
import { SelectField } from '../game/SelectField';
import DurakTable from './DurakTable';
import { durakResult, turnPrompt } from './durak-ui';

const PLAYERS = [2, 3, 4, 5, 6].map((n) => [n, String(n)] as const);

function DurakOptionsForm({ options, onChange }: OptionsFormProps<DurakOptions>) {
  return (
    <>
      <SelectField label="Spieler" value={options.players} choices={PLAYERS} onChange={(players) => onChange({ ...options, players })} />
      <label class="feld feld-haken">
        <input
          type="checkbox"
          checked={options.transfer}
          onChange={(e) => onChange({ ...options, transfer: e.currentTarget.checked })}
        />
        <span>Weiterreichen</span>
      </label>
    </>
  );
}

export default freePlayIsland({
  kit: durakKit,
  machine: durakPlayMachine,
  game: 'durak',
  Table: DurakTable,
  OptionsForm: DurakOptionsForm,
  result: durakResult,
  turnText: turnPrompt,
});
