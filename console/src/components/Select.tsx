// A labelled select: the label and the select as siblings, for a form or a .filters grid cell to hold.
interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [value: string, text: string][];
}

export function Select({ id, label, value, onChange, options }: SelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/** Options named by their values, after an "Any" that stands for no choice (the empty value). */
export const anyOf = (values: readonly string[]): [string, string][] => [
  ['', 'Any'],
  ...values.map((v): [string, string] => [v, v]),
];
