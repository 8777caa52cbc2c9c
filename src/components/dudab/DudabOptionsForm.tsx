/** Dudab's own settings (players, rounds, who begins): loaded with the settings form when the reader opens it. */
import { dudabKit } from '../../games/dudab/kit';
import { MAX_RUNDEN } from '../../games/dudab/setup';
import type { DudabOptions } from '../../games/dudab/types';
import type { OptionsFormProps } from '../game/freePlayTypes';
import { SelectField } from '../game/SelectField';

const upTo = (n: number, from: number) => Array.from({ length: n - from + 1 }, (_, i) => i + from);

export default function DudabOptionsForm({ options: o, onChange }: OptionsFormProps<DudabOptions>) {
  return (
    <>
      <SelectField
        label="Spieler"
        value={o.spieler}
        choices={upTo(6, 2).map((n) => [n, String(n)] as const)}
        // one round per player (D3) stays the default when the number of players changes
        onChange={(spieler) =>
          onChange({ spieler, runden: o.runden === o.spieler ? spieler : o.runden, startSeat: o.startSeat < spieler ? o.startSeat : 0 })
        }
      />
      <SelectField
        label="Runden"
        value={o.runden}
        choices={upTo(MAX_RUNDEN, 1).map((n) => [n, n === o.spieler ? `${n} (eine je Spieler)` : String(n)] as const)}
        onChange={(runden) => onChange({ ...o, runden })}
      />
      <SelectField
        label="Erste Runde beginnt"
        value={o.startSeat}
        choices={dudabKit.seatNames(o).map((name, s) => [s, name] as const)}
        onChange={(startSeat) => onChange({ ...o, startSeat })}
      />
    </>
  );
}
