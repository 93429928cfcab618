// What MUI's TextField draws around its input: the outlined form control, the
// label tied to the input by id, and the helper text the input is described
// by. TextInput and SelectField put their input in it, so that the app's
// fields read and look as TextField's did without importing TextField (see
// TextInput.tsx).
import FormControl, { type FormControlProps } from "@mui/material/FormControl";
import FormHelperText, { type FormHelperTextProps } from "@mui/material/FormHelperText";
import InputLabel, { type InputLabelProps } from "@mui/material/InputLabel";
import { useId, type ReactNode } from "react";

/** The ids the input carries: its own (the label's `for`) and its helper text's (its description). */
export interface FieldIds {
  id: string;
  helperTextId: string | undefined;
}

export interface FieldFrameProps extends Omit<FormControlProps, "children" | "variant"> {
  label?: ReactNode;
  helperText?: ReactNode;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
  children: (ids: FieldIds) => ReactNode;
}

export function FieldFrame({ id: idOverride, label, helperText, inputLabel, formHelperText, children, ...formControl }: FieldFrameProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" {...formControl}>
      {label != null && label !== "" && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      {children({ id, helperTextId })}
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
