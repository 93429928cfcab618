// `/privacy-policy`: the privacy policy, in Arabic, with what the shop keeps
// on a buyer's device and how to clear it (common/src/messages/privacy.ts).
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { privacyMessages } from "@bawwaba/common";
import { PageHeading } from "../../../components/PageHeading";

export default function PrivacyPolicyPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={privacyMessages.heading} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {privacyMessages.updated}
      </Typography>
      {privacyMessages.sections.map((section) => (
        <section key={section.title}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
            {section.title}
          </Typography>
          <Typography sx={{ lineHeight: 1.9 }}>{section.body}</Typography>
          {section.points && (
            <Typography component="ul" sx={{ lineHeight: 1.9, m: 0, mt: 1, ps: 3 }}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Typography>
          )}
        </section>
      ))}
    </Container>
  );
}
