// The invitation's link (`/login?mode=resetPassword&oobCode=…`): the invited
// person chooses a password, which also proves they own the address, and is
// signed in; the router then takes them to their role's home page.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { staffSignInMessages } from "@bawwaba/common";
import { useEffect, useState, type FormEvent } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { PageHeading } from "../../../components/PageHeading";
import { addressOfResetCode, setPasswordAndSignIn } from "../api";
import { authErrorMessage } from "../authErrors";
import { PasswordField } from "./PasswordField";

const messages = staffSignInMessages.session.setPassword;
/** Firebase Auth's own floor is 6; staff accounts guard money and personal data. */
const MIN_PASSWORD_LENGTH = 8;

export function SetPasswordForm({ code }: { code: string }) {
  // undefined while the code is checked, null when it is not valid.
  const [email, setEmail] = useState<string | null>();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    addressOfResetCode(code).then(
      (address) => current && setEmail(address),
      (error: unknown) => {
        console.warn("An invitation code was refused", error);
        if (current) setEmail(null);
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email) return;
    const invalid: typeof errors = {};
    if (password.length < MIN_PASSWORD_LENGTH) invalid.password = messages.tooShort;
    else if (confirm !== password) invalid.confirm = messages.mismatch;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      // On success the session changes and the router leaves this page.
      await setPasswordAndSignIn(code, email, password);
    } catch (error) {
      const code = (error as { code?: string }).code;
      setErrors({ form: code === "auth/invalid-action-code" || code === "auth/expired-action-code" ? messages.invalidLink : authErrorMessage(error).message });
      setBusy(false);
    }
  }

  if (email === undefined) return <FullPageSpinner />;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="set-password-form">
      <PageHeading title={messages.heading} />
      {email === null ? (
        <Alert severity="error" role="alert">
          {messages.invalidLink}
        </Alert>
      ) : (
        <>
          <Typography>{messages.intro(email)}</Typography>
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label={messages.password}
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoFocus
            testId="new-password"
          />
          <PasswordField
            label={messages.confirm}
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            testId="confirm-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth data-testid="set-password-submit">
            {busy ? messages.submitting : messages.submit}
          </Button>
        </>
      )}
    </Stack>
  );
}
