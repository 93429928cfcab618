// `/` for a signed-in account whose role opens no page (an unknown role).
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { arPublic } from "@bawwaba/common";
import { PageHeading } from "../../../components/PageHeading";

export default function NoAccessPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={arPublic.noAccess.title} />
      <Alert severity="error">{arPublic.noAccess.body}</Alert>
    </Container>
  );
}
