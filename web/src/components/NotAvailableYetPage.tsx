// The honest state of a route whose feature is not built yet: its title and a
// notice, never sample data.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Container from "@mui/material/Container";
import { ar } from "@bawwaba/common";
import type { PageProps } from "./lazyPage";
import { PageHeading } from "./PageHeading";

export default function NotAvailableYetPage({ routePath }: PageProps) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={ar.pages[routePath] ?? ar.appName} />
      <Alert severity="info" data-testid="not-available-yet">
        <AlertTitle>{ar.notAvailableYet.title}</AlertTitle>
        {ar.notAvailableYet.body}
      </Alert>
    </Container>
  );
}
