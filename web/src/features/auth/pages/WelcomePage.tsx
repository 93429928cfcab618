// `/welcome`: a signed-in user without a staff role waits for one here; the
// page changes by itself when an administrator assigns a role. A role only
// applies to a verified address: until then the page says so plainly and
// sends the verification link.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, staffSignInMessages } from "@bawwaba/common";
import { useState } from "react";
import { useSession } from "../../../auth/AuthProvider";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { reloadVerification, sendVerification } from "../api";
import { authErrorMessage } from "../authErrors";

export default function WelcomePage({ routePath }: PageProps) {
  const { user } = useSession();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Typography sx={{ mb: 2 }}>{arPublic.shell.signedInAs(user?.email ?? "")}</Typography>
      {user && !user.emailVerified ? (
        <VerifyAddress email={user.email ?? ""} />
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {staffSignInMessages.welcome.body}
        </Alert>
      )}
      <Typography color="text.secondary">{staffSignInMessages.welcome.hint}</Typography>
    </Container>
  );
}

function VerifyAddress({ email }: { email: string }) {
  const [notice, setNotice] = useState<{ severity: "success" | "error"; message: string }>();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      setNotice(success ? { severity: "success", message: success } : undefined);
    } catch (error) {
      console.error("Address verification failed", error);
      setNotice({ severity: "error", message: authErrorMessage(error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Alert severity="warning" data-testid="verify-address">
        {staffSignInMessages.welcome.verify(email)}
      </Alert>
      {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void run(reloadVerification)}>
          {staffSignInMessages.welcome.verified}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void run(sendVerification, staffSignInMessages.welcome.verificationSent)}>
          {staffSignInMessages.welcome.sendVerification}
        </Button>
      </Stack>
    </Stack>
  );
}
