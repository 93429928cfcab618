import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { arPublic } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { PageHeading } from "./PageHeading";

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: "center" }}>
      <PageHeading title={arPublic.notFound.title} />
      <Typography sx={{ mb: 3 }}>{arPublic.notFound.body}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {arPublic.notFound.home}
      </Button>
    </Container>
  );
}
