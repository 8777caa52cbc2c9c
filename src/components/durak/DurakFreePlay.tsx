/** Free Durak against computer opponents (`<DurakFreePlay client:visible />`, no props). */
import { durakKit } from '../../games/durak/kit';
import { durakPlayMachine } from '../../games/durak/machine';
import type { DurakOptions } from '../../games/durak/types';
import { FreePlayShell, type OptionsFormProps } from '../game/FreePlayShell';
import DurakTable from './DurakTable';
import { durakResult, turnPrompt } from './durak-ui';

const PLAYERS = [2, 3, 4, 5, 6];

function DurakOptionsForm({ options, onChange }: OptionsFormProps<DurakOptions>) {
  return (
    <>
      <label class="feld">
        <span>Spieler</span>
        <select
          value={String(options.players)}
          onChange={(e) => onChange({ ...options, players: Number(e.currentTarget.value) })}
        >
          {PLAYERS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
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

export default function DurakFreePlay() {
  return (
    <FreePlayShell
      kit={durakKit}
      machine={durakPlayMachine}
      game="durak"
      basePath="/spiele/durak/"
      Table={DurakTable}
      OptionsForm={DurakOptionsForm}
      result={durakResult}
      turnText={turnPrompt}
    />
  );
}
