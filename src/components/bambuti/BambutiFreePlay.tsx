/** Free Bambuti against the computer (`<BambutiFreePlay client:visible />`, no props). */
import { bambutiKit } from '../../games/bambuti/kit';
import { bambutiPlayMachine } from '../../games/bambuti/machine';
import type { BambutiOptions, BambutiState } from '../../games/bambuti/types';
import { FreePlayShell, type OptionsFormProps } from '../game/FreePlayShell';
import BambutiTable from './BambutiTable';
import { Wertungsblock } from './Wertungsblock';
import { bambutiResult, turnPrompt } from './bambuti-ui';

function BambutiOptionsForm({ options, onChange }: OptionsFormProps<BambutiOptions>) {
  return (
    <label class="feld">
      <span>Wer legt zuerst</span>
      <select value={String(options.startSeat)} onChange={(e) => onChange({ ...options, startSeat: Number(e.currentTarget.value) })}>
        <option value="0">Du</option>
        <option value="1">Anna</option>
      </select>
    </label>
  );
}

/** Under the result: the whole Wertungsblock, every Wertung with its trigger. */
function BambutiResultDetails({ state, names }: { state: BambutiState; names: string[] }) {
  return (
    <div class="bambuti-ergebnis">
      <Wertungsblock wertungen={state.wertungen} names={names} />
    </div>
  );
}

export default function BambutiFreePlay() {
  return (
    <FreePlayShell
      kit={bambutiKit}
      machine={bambutiPlayMachine}
      game="bambuti"
      basePath="/spiele/bambuti/"
      Table={BambutiTable}
      OptionsForm={BambutiOptionsForm}
      result={bambutiResult}
      ResultDetails={BambutiResultDetails}
      turnText={turnPrompt}
    />
  );
}
