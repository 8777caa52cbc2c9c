/** Free Bambuti against the computer (`<BambutiFreePlay client:visible />`, no props). */
import { bambutiKit } from '../../games/bambuti/kit';
import { bambutiPlayMachine } from '../../games/bambuti/machine';
import type { BambutiOptions, BambutiState } from '../../games/bambuti/types';
import type { OptionsFormProps } from '../game/FreePlayShell';
import { freePlayIsland } from '../game/islands';
import { SelectField } from '../game/SelectField';
import BambutiTable from './BambutiTable';
import { Wertungsblock } from './Wertungsblock';
import { bambutiResult, turnPrompt } from './bambuti-ui';

function BambutiOptionsForm({ options, onChange }: OptionsFormProps<BambutiOptions>) {
  const names = bambutiKit.seatNames(options);
  return (
    <SelectField
      label="Wer legt zuerst"
      value={options.startSeat}
      choices={names.map((name, seat) => [seat, name] as const)}
      onChange={(startSeat) => onChange({ ...options, startSeat })}
    />
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

export default freePlayIsland({
  kit: bambutiKit,
  machine: bambutiPlayMachine,
  game: 'bambuti',
  Table: BambutiTable,
  OptionsForm: BambutiOptionsForm,
  result: bambutiResult,
  ResultDetails: BambutiResultDetails,
  turnText: turnPrompt,
});
