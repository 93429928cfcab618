// The required reason of every correction: its error beside it, else the hint and a count.
import { TextInput } from "../../../../components/fields/TextInput";
import { salesEditorMessages } from "@bawwaba/common";
import { MAX_REASON_LENGTH } from "../model/correctionForms";

const { dialogs } = salesEditorMessages;

interface ReasonFieldProps {
  value: string;
  error?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function ReasonField({ value, error, autoFocus, onChange, onBlur }: ReasonFieldProps) {
  return (
    <TextInput
      label={dialogs.reason}
      value={value}
      required
      multiline
      minRows={2}
      maxRows={6}
      fullWidth
      autoFocus={autoFocus}
      onChange={(change) => onChange(change.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={
        error ??
        `${dialogs.reasonHint(MAX_REASON_LENGTH)} ${dialogs.reasonCount(value.trim().length, MAX_REASON_LENGTH)}`
      }
      slotProps={{ htmlInput: { "data-testid": "correction-reason" } }}
    />
  );
}
