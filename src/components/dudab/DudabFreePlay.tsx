/** Free Dudab over several rounds against computer opponents (`<DudabFreePlay client:visible />`, no props). */
import { dudabKit } from '../../games/dudab/kit';
import { dudabPlayMachine } from '../../games/dudab/machine';
import { MAX_RUNDEN } from '../../games/dudab/setup';
import type { DudabOptions, DudabState } from '../../games/dudab/types';
import { nameOf } from '../../games/core/text';
import { FreePlayShell, type OptionsFormProps } from '../game/FreePlayShell';
import DudabTable from './DudabTable';
import { dudabResult, summeText, turnPrompt } from './dudab-ui';

const PLAYERS = [2, 3, 4, 5, 6];
const ROUNDS = Array.from({ length: MAX_RUNDEN }, (_, i) => i + 1);

function DudabOptionsForm({ options, onChange }: OptionsFormProps<DudabOptions>) {
  const names = dudabKit.seatNames(options);
  return (
    <>
      <label class="feld">
        <span>Spieler</span>
        <select
          value={String(options.spieler)}
          onChange={(e) => {
            const spieler = Number(e.currentTarget.value);
            // one round per player (D3) stays the default when the number of players changes
            const runden = options.runden === options.spieler ? spieler : options.runden;
            onChange({
              spieler,
              runden,
              startSeat: options.startSeat < spieler ? options.startSeat : 0,
            });
          }}
        >
          {PLAYERS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label class="feld">
        <span>Runden</span>
        <select value={String(options.runden)} onChange={(e) => onChange({ ...options, runden: Number(e.currentTarget.value) })}>
          {ROUNDS.map((n) => (
            <option key={n} value={String(n)}>
              {n === options.spieler ? `${n} (eine je Spieler)` : String(n)}
            </option>
          ))}
        </select>
      </label>
      <label class="feld">
        <span>Erste Runde beginnt</span>
        <select value={String(options.startSeat)} onChange={(e) => onChange({ ...options, startSeat: Number(e.currentTarget.value) })}>
          {names.map((name, s) => (
            <option key={s} value={String(s)}>
              {s === 0 ? 'Du' : name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Under the result: how each total came about, round by round. */
function DudabSummen({ state, names }: { state: DudabState; names: string[] }) {
  const seats = state.haende.map((_, s) => s);
  return (
    <ul class="dudab-summen" aria-label="So kommen die Summen zustande">
      {seats.map((s) => (
        <li key={s}>
          {nameOf(names, s)}: {summeText(state.punkte.map((row) => row[s] ?? 0))} Punkte
        </li>
      ))}
    </ul>
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
      ResultDetails={DudabSummen}
      turnText={turnPrompt}
    />
  );
}
