// `/welcome`: a signed-in user without a staff role waits for one here; the
// page changes by itself when an administrator assigns a role.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ar } from "@bawwaba/common";
import { useSession } from "../../../auth/AuthProvider";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";

export default function WelcomePage({ routePath }: PageProps) {
  const { user } = useSession();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={ar.pages[routePath] ?? ar.appName} />
      <Typography sx={{ mb: 2 }}>{ar.shell.signedInAs(user?.email ?? "")}</Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {ar.welcome.body}
      </Alert>
      <Typography color="text.secondary">{ar.welcome.hint}</Typography>
    </Container>
  );
}
