// A password field (left to right) with its error beside it and a button
// that shows or hides what was typed: the sign-in form and the invited
// person's set-password form.
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { TextInput } from "../../../components/fields/TextInput";
import { staffSignInMessages } from "@bawwaba/common";
import { useState } from "react";

export interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  testId?: string;
}

export function PasswordField({ label, name, autoComplete, value, onChange, error, autoFocus, testId }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      label={label}
      type={shown ? "text" : "password"}
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: { dir: "ltr", ...(testId ? { "data-testid": testId } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={shown ? staffSignInMessages.login.hidePassword : staffSignInMessages.login.showPassword} onClick={() => setShown((was) => !was)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
