/** Free Dudab over several rounds against computer opponents (`<DudabFreePlay client:visible />`, no props). */
import { dudabKit } from '../../games/dudab/kit';
import { dudabPlayMachine } from '../../games/dudab/machine';
import { MAX_RUNDEN } from '../../games/dudab/setup';
import type { DudabOptions } from '../../games/dudab/types';
import { FreePlayShell, type OptionsFormProps } from '../game/FreePlayShell';
import DudabTable from './DudabTable';
import { dudabResult, turnPrompt } from './dudab-ui';

/** One select of the settings: its label, the choices (value, text) and what choosing does. */
function Wahl({ label, value, choices, set }: { label: string; value: number; choices: [number, string][]; set: (n: number) => void }) {
  return (
    <label class="feld">
      <span>{label}</span>
      <select value={String(value)} onChange={(e) => set(Number(e.currentTarget.value))}>
        {choices.map(([v, text]) => (
          <option key={v} value={String(v)}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

const upTo = (n: number, from: number) => Array.from({ length: n - from + 1 }, (_, i) => i + from);

function DudabOptionsForm({ options: o, onChange }: OptionsFormProps<DudabOptions>) {
  return (
    <>
      <Wahl
        label="Spieler"
        value={o.spieler}
        choices={upTo(6, 2).map((n) => [n, String(n)])}
        // one round per player (D3) stays the default when the number of players changes
        set={(spieler) =>
          onChange({ spieler, runden: o.runden === o.spieler ? spieler : o.runden, startSeat: o.startSeat < spieler ? o.startSeat : 0 })
        }
      />
      <Wahl
        label="Runden"
        value={o.runden}
        choices={upTo(MAX_RUNDEN, 1).map((n) => [n, n === o.spieler ? `${n} (eine je Spieler)` : String(n)])}
        set={(runden) => onChange({ ...o, runden })}
      />
      <Wahl
        label="Erste Runde beginnt"
        value={o.startSeat}
        choices={dudabKit.seatNames(o).map((name, s) => [s, name])}
        set={(startSeat) => onChange({ ...o, startSeat })}
      />
    </>
  );
}

/** Under the result: where the scoring of the last round is, and the rule behind it. */
function DudabWertungHinweis() {
  return (
    <p class="ergebnis-info">
      Die Wertung der letzten Runde steht auf dem Tisch, Schritt für Schritt; die Regeln dazu findest du unter{' '}
      <a href="#wertung">Wertung</a>.
    </p>
  );
}

export default function DudabFreePlay() {
  return (
    <FreePlayShell
      kit={dudabKit}
      machine={dudabPlayMachine}
      game="dudab"
      basePath="/spiele/dudab/"
      Table={DudabTable}
      OptionsForm={DudabOptionsForm}
      result={dudabResult}
      ResultDetails={DudabWertungHinweis}
      turnText={turnPrompt}
    />
  );
}
