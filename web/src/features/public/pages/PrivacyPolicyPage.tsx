// `/privacy-policy`: the privacy policy, in Arabic.
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { arPublic } from "@bawwaba/common";
import { PageHeading } from "../../../components/PageHeading";

export default function PrivacyPolicyPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={arPublic.privacy.heading} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {arPublic.privacy.updated}
      </Typography>
      {arPublic.privacy.sections.map((section) => (
        <section key={section.title}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
            {section.title}
          </Typography>
          <Typography sx={{ lineHeight: 1.9 }}>{section.body}</Typography>
        </section>
      ))}
    </Container>
  );
}
