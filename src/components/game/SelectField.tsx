/** One labelled select of the settings: the choices as [value, text] pairs. */
export function SelectField<T extends string | number>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <label class="feld">
      <span>{label}</span>
      <select
        value={String(value)}
        onChange={(e) => {
          const chosen = choices.find(([v]) => String(v) === e.currentTarget.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {choices.map(([v, text]) => (
          <option key={String(v)} value={String(v)}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
