// `/login`: staff sign in with e-mail and password, or ask for a reset e-mail;
// an invitation's link (`?mode=resetPassword&oobCode=…`) opens the form that
// sets the password. After the app ended a session (role removed) it says why.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import { staffSignInMessages } from "@bawwaba/common";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { SESSION_ENDED_PARAM } from "../../../auth/AuthProvider";
import { PageHeading } from "../../../components/PageHeading";
import { sendPasswordReset, signIn } from "../api";
import { PasswordField } from "../components/PasswordField";
import { SetPasswordForm } from "../components/SetPasswordForm";
import { authErrorMessage, validateSignIn } from "../authErrors";

type Mode = "signIn" | "reset";
interface FieldErrors {
  email?: string;
  password?: string;
  form?: string;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const code = params.get("mode") === "resetPassword" ? params.get("oobCode") : null;
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
        {code ? <SetPasswordForm code={code} /> : <SignInForm />}
      </Paper>
    </Container>
  );
}

function SignInForm() {
  const roleRemoved = useSearchParams()[0].get(SESSION_ENDED_PARAM) === "roleRemoved";
  const [mode, setMode] = useState<Mode>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignIn(email, mode === "signIn" ? password : null);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      if (mode === "signIn") {
        // On success the session changes and the router leaves this page.
        await signIn(email, password);
      } else {
        await sendPasswordReset(email);
        setResetSentTo(email.trim());
      }
    } catch (error) {
      const { field, message } = authErrorMessage(error);
      setErrors({ [field]: message });
    } finally {
      setBusy(false);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setErrors({});
    setResetSentTo(null);
  }

  const title = mode === "signIn" ? staffSignInMessages.login.heading : staffSignInMessages.login.forgotPassword;
  return (
    <form noValidate onSubmit={submit}>
      <PageHeading title={title} />
      <Stack spacing={2}>
        {roleRemoved && (
          <Alert severity="warning" role="alert" data-testid="session-ended">
            {staffSignInMessages.session.roleRemoved}
          </Alert>
        )}
        {errors.form && (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        )}
        {resetSentTo && <Alert severity="success">{staffSignInMessages.login.resetSent(resetSentTo)}</Alert>}
        <TextInput
          label={staffSignInMessages.login.email}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { dir: "ltr", inputMode: "email" } }}
        />
        {mode === "signIn" && (
          <PasswordField
            label={staffSignInMessages.login.password}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {mode === "signIn" ? (busy ? staffSignInMessages.login.submitting : staffSignInMessages.login.submit) : staffSignInMessages.login.sendReset}
        </Button>
        <Link
          component="button"
          type="button"
          onClick={() => switchMode(mode === "signIn" ? "reset" : "signIn")}
          sx={{ alignSelf: "center" }}
        >
          {mode === "signIn" ? staffSignInMessages.login.forgotPassword : staffSignInMessages.login.backToSignIn}
        </Link>
      </Stack>
    </form>
  );
}
