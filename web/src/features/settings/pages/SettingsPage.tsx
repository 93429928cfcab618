// `/settings` (super_admin, linked from the navigation's administration
// group; loaded behind SettingsPageShell.tsx): the organiser's settings
// (docs/product.md "Tax and invoices"), the seller every invoice names and
// the defaults of new ticket types. Read live; saved whole through
// setOrganiserSettings, checked first here with the function's own schema,
// and a refusal all the same goes beside its field.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { arPublic, organiserSettingsMessages, type OrganiserSettingsDoc } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { subscribeToOrganiserSettings } from "../../../data/organiserSettings";
import { SettingsForm } from "../components/SettingsForm";
import { draftFromSettings } from "../model/settingsDraft";

const m = organiserSettingsMessages;

export default function SettingsPage({ routePath }: PageProps) {
  // undefined until the first answer; null before any settings were saved.
  const [settings, setSettings] = useState<OrganiserSettingsDoc | null>();
  const [loadError, setLoadError] = useState(false);

  useEffect(
    () =>
      subscribeToOrganiserSettings(
        (next) => {
          setSettings(next);
          setLoadError(false);
        },
        (error) => {
          console.error("Could not load the organiser's settings", error);
          setLoadError(true);
        },
      ),
    [],
  );

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading title={arPublic.pages[routePath] ?? m.title} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {m.intro}
      </Typography>
      {loadError ? (
        <Alert severity="error" role="alert">
          {m.loadFailed}
        </Alert>
      ) : settings === undefined ? (
        <FullPageSpinner />
      ) : (
        <>
          {settings === null && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {m.notSetYet}
            </Alert>
          )}
          {/* The form starts from what was read first; what is typed then stays until saved. */}
          <SettingsForm initial={draftFromSettings(settings)} />
        </>
      )}
    </Container>
  );
}
