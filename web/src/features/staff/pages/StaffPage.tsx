// `/staff` (super_admin, linked from the navigation's administration group):
// the staff, their roles and states (invited, active, removed), live; invite
// someone by e-mail and role (or change the role an address has); change
// one in place; name or rename one; remove one after confirming. The signed-in person's own row
// is locked (the rules refuse a super_admin's own demotion or removal, so the
// last super_admin always stays), and a refusal all the same shows in Arabic.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, type Role, staffMessages } from "@bawwaba/common";
import { useState } from "react";
import { useSession } from "../../../auth/AuthProvider";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { lazyChunk } from "../../../components/lazyPage";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { ltr } from "../../../lib/bidi";
import { AssignRoleForm } from "../components/AssignRoleForm";
import { RemovedStaff } from "../components/RemovedStaff";
import type { RemoveRoleDialogProps } from "../components/RemoveRoleDialog";
import type { RenameStaffDialogProps } from "../components/RenameStaffDialog";
import { StaffList } from "../components/StaffList";
import { useRoleWrites } from "../hooks/useRoleWrites";
import { useStaff } from "../hooks/useStaff";
import { isOwnEmail } from "../model/selfGuard";
import { removedStaff, roleLabel } from "../model/staffList";
import type { StaffMember } from "../model/types";

/** How long a success stays on screen; an error stays until closed. */
const SUCCESS_MS = 6000;

// The confirmation (with MUI's Dialog and Modal) is a chunk of its own, loaded when first asked for.
const RemoveRoleDialog = lazyChunk<RemoveRoleDialogProps>(
  "remove-role",
  () => import("../components/RemoveRoleDialog").then((module) => ({ default: module.RemoveRoleDialog })),
  null,
);
const RenameStaffDialog = lazyChunk<RenameStaffDialogProps>(
  "rename-staff",
  () => import("../components/RenameStaffDialog").then((module) => ({ default: module.RenameStaffDialog })),
  null,
);

export default function StaffPage({ routePath }: PageProps) {
  const { user } = useSession();
  const sessionEmail = user?.email;
  const { members, records, loadError } = useStaff();
  const writes = useRoleWrites();
  const [toRemove, setToRemove] = useState<StaffMember>();
  const [toRename, setToRename] = useState<StaffMember>();

  const changeRole = (member: StaffMember, role: Role) => {
    if (isOwnEmail(member.email, sessionEmail) || role === member.role) return;
    void writes.setRole(member.email, role, staffMessages.done.changed(ltr(member.email), roleLabel(role)));
  };

  const confirmRemove = (member: StaffMember) => {
    setToRemove(undefined);
    void writes.remove(member.email, staffMessages.done.removed(ltr(member.email)));
  };

  const saveName = (member: StaffMember, displayName: string) => {
    setToRename(undefined);
    void writes.rename(member.email, displayName, staffMessages.done.renamed(ltr(member.email), displayName));
  };

  const { feedback } = writes;
  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {staffMessages.intro}
      </Typography>

      {loadError ? (
        <Alert severity="error" role="alert">
          {loadError}
        </Alert>
      ) : !members ? (
        <FullPageSpinner />
      ) : (
        <Stack spacing={2}>
          <AssignRoleForm members={members} sessionEmail={sessionEmail} writes={writes} />
          <StaffList
            members={members}
            records={records}
            sessionEmail={sessionEmail}
            pending={writes.pending}
            onChangeRole={changeRole}
            onRemove={setToRemove}
            onRename={setToRename}
          />
          <RemovedStaff records={removedStaff(members, records)} />
        </Stack>
      )}

      {toRemove && <RemoveRoleDialog member={toRemove} onConfirm={confirmRemove} onClose={() => setToRemove(undefined)} />}
      {toRename && <RenameStaffDialog member={toRename} onSave={saveName} onClose={() => setToRename(undefined)} />}
      <Snackbar
        open={feedback !== null}
        autoHideDuration={feedback?.severity === "success" ? SUCCESS_MS : null}
        onClose={(_, reason) => reason !== "clickaway" && writes.clearFeedback()}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {feedback ? (
          <Alert
            severity={feedback.severity}
            variant="filled"
            role={feedback.severity === "error" ? "alert" : "status"}
            onClose={writes.clearFeedback}
            sx={{ width: "100%", overflowWrap: "anywhere" }}
            data-testid="staff-feedback"
          >
            {feedback.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Container>
  );
}
