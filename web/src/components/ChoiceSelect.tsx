// A select of a fixed list of choices, each with its Arabic label, and
// optionally an "all" choice that stands for no choice (undefined).
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

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
    <TextField
      select
      label={label}
      value={value ?? ALL}
      onChange={(change) => onChange(choices.find((choice) => choice === change.target.value))}
      helperText={helperText}
      disabled={disabled}
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{
        select: { displayEmpty: allLabel !== undefined },
        inputLabel: { shrink: allLabel !== undefined || undefined },
        htmlInput: testId ? { "data-testid": testId } : undefined,
      }}
    >
      {allLabel !== undefined && <MenuItem value={ALL}>{allLabel}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labels[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
}
