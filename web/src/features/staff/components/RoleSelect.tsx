// A role picker: a native select (the phone's own picker, and a plain
// <label for> for screen readers) with the four roles by their Arabic names.
// A value that is no role (nothing chosen yet, or an unknown stored role)
// shows as a disabled first option.
import { arPublic, isRole, ROLES, type Role, staffMessages } from "@bawwaba/common";
import { SelectField } from "../../../components/fields/SelectField";
import { roleLabel } from "../model/staffList";

export interface RoleSelectProps {
  value: string;
  onChange: (role: Role) => void;
  /** A visible label (the form) … */
  label?: string;
  /** … or only a name for screen readers (a row of the list). */
  ariaLabel?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Ids of texts that explain the select (e.g. why it is disabled). */
  describedBy?: string;
  size?: "small" | "medium";
  fullWidth?: boolean;
  testId?: string;
}

export function RoleSelect(props: RoleSelectProps) {
  const { value, onChange, label, ariaLabel, disabled, error, helperText, describedBy, size, fullWidth, testId } = props;
  const known = isRole(value);
  return (
    <SelectField
      label={label}
      value={known ? value : ""}
      onChange={(event) => {
        if (isRole(event.target.value)) onChange(event.target.value);
      }}
      disabled={disabled}
      error={error}
      helperText={helperText}
      size={size}
      fullWidth={fullWidth}
      htmlSelect={{
        "aria-label": ariaLabel,
        "data-testid": testId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      }}
    >
      {!known && (
        <option value="" disabled>
          {value === "" ? staffMessages.form.chooseRole : roleLabel(value)}
        </option>
      )}
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {arPublic.roles[role]}
        </option>
      ))}
    </SelectField>
  );
}
