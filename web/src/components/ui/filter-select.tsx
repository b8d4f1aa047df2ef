export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  id: string;
  label: string;
  /** '' is "any": the first option, which clears the filter. */
  value: string;
  anyLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  testId?: string;
}

/** A labelled select of a search form's filters, whose first option ("any") clears it. */
export function FilterSelect({ id, label, value, anyLabel, options, onChange, disabled, testId }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
