// A select of a fixed list of choices, each with its Arabic label, and
// optionally an "all" choice that stands for no choice (undefined).
import { SelectField } from "./fields/SelectField";

const ALL = "";

interface ChoiceSelectProps<T extends string> {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Offers "no choice" under this label (the value undefined). */
  allLabel?: string;
  helperText?: string;
  disabled?: boolean;
  testId?: string;
}

export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { label, choices, labels, value, onChange, allLabel, helperText, disabled, testId } = props;
  return (
    <SelectField
      label={label}
      value={value ?? ALL}
      onChange={(change) => onChange(choices.find((choice) => choice === change.target.value))}
      helperText={helperText}
      disabled={disabled}
      sx={{ flex: 1, minWidth: 0 }}
      htmlSelect={testId ? { "data-testid": testId } : undefined}
    >
      {allLabel !== undefined && <option value={ALL}>{allLabel}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </SelectField>
  );
}
