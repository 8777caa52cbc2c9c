/** Bambuti's own setting (who lays first): loaded with the settings form when the reader opens it. */
import { bambutiKit } from '../../games/bambuti/kit';
import type { BambutiOptions } from '../../games/bambuti/types';
import type { OptionsFormProps } from '../game/freePlayTypes';
import { SelectField } from '../game/SelectField';

export default function BambutiOptionsForm({ options, onChange }: OptionsFormProps<BambutiOptions>) {
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
