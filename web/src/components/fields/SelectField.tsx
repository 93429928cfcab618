// A list to choose from: a native select (the phone's own picker, and a plain
// <label for> for screen readers) in the frame of the app's text fields, as
// MUI's TextField draws `select` with `native`. Its label always sits above
// the field: a native select always shows its chosen option, even an empty one.
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { ChangeEvent, ReactNode } from "react";
import { FieldFrame, type FieldFrameProps } from "./FieldFrame";

export interface SelectFieldProps extends Omit<FieldFrameProps, "children" | "onChange" | "inputLabel"> {
  value: string | number;
  onChange: (change: ChangeEvent<HTMLSelectElement>) => void;
  /** The <option> elements. */
  children: ReactNode;
  /** Attributes of the <select> itself: a test id, a name for screen readers, what describes it. */
  htmlSelect?: { [data: `data-${string}`]: string | undefined; "aria-label"?: string; "aria-describedby"?: string };
}

export function SelectField({ value, onChange, children, htmlSelect, label, ...frame }: SelectFieldProps) {
  return (
    <FieldFrame label={label} inputLabel={{ shrink: true }} {...frame}>
      {({ id, helperTextId }) => (
        <NativeSelect
          id={id}
          value={value}
          onChange={onChange}
          input={<OutlinedInput label={label} notched />}
          inputProps={{ "aria-describedby": helperTextId, ...htmlSelect }}
        >
          {children}
        </NativeSelect>
      )}
    </FieldFrame>
  );
}
