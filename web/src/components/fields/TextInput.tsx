// A text field: MUI's TextField as the app uses it for typing (outlined, no
// `select`), drawn the same way: the same markup, label and helper-text
// wiring and styles (FieldFrame). TextField itself imports its Select (with
// the Menu, Popover and Modal behind it) and the filled and standard inputs
// whatever it draws, code that the shop's checkout and most staff forms
// never show (see docs/performance.md § Smaller dependencies). Lists to
// choose from are SelectFields.
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import type { OutlinedTextFieldProps } from "@mui/material/TextField";
import { FieldFrame, type FieldFrameProps } from "./FieldFrame";

export interface TextInputProps
  extends Omit<OutlinedTextFieldProps, "variant" | "select" | "children" | "classes" | "slots" | "slotProps"> {
  /** As TextField's slot props, as objects. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: FieldFrameProps["inputLabel"];
    formHelperText?: FieldFrameProps["formHelperText"];
  };
}

export function TextInput({
  autoComplete,
  autoFocus = false,
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  slotProps = {},
  type,
  value,
  ...formControl
}: TextInputProps) {
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  return (
    <FieldFrame
      label={label}
      helperText={helperText}
      inputLabel={inputLabel}
      formHelperText={formHelperText}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      {...formControl}
    >
      {({ id, helperTextId }) => (
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          inputProps={htmlInput}
          // The outline's gap for the label, as TextField leaves it.
          label={label}
          {...(inputLabel?.shrink !== undefined && { notched: inputLabel.shrink })}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
