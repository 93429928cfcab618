// Inviting an e-mail to a staff role with the name staff will know them by
// (or giving it the plain `user` role), or changing the role it has: the e-mail is
// checked beside its field (on leaving it, and on saving), the role it has
// now shows as a hint, and what is written is the lower-cased, trimmed
// address as the document id. A text field with the e-mail keyboard rather
// than type="email", whose value drops spaces as they are typed.
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import Typography from "@mui/material/Typography";
import { isStaffRole, MAX_PERSON_NAME_LENGTH, staffMessages } from "@bawwaba/common";
import { useId, useState, type FormEvent } from "react";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { ltr } from "../../../lib/bidi";
import type { RoleWrites } from "../hooks/useRoleWrites";
import { existingRoleOf, parseStaffEmail, planAssignment, type AssignDraft, type AssignErrors } from "../model/staffForm";
import { roleLabel } from "../model/staffList";
import type { StaffMember } from "../model/types";
import { RoleSelect } from "./RoleSelect";

const messages = staffMessages.form;
const EMPTY: AssignDraft = { email: "", name: "", role: "" };

export interface AssignRoleFormProps {
  members: readonly StaffMember[];
  sessionEmail: string | null | undefined;
  writes: Pick<RoleWrites, "pending" | "setRole" | "invite">;
}

export function AssignRoleForm({ members, sessionEmail, writes }: AssignRoleFormProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<AssignDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [emailLeft, setEmailLeft] = useState(false);

  const plan = planAssignment(draft, members, sessionEmail);
  const email = parseStaffEmail(draft.email);
  const errors: AssignErrors = submitted && !plan.ok ? plan.errors : {};
  // Leaving a filled-in e-mail field checks it at once; an empty one waits for saving.
  if (!submitted && emailLeft && draft.email.trim() !== "" && !email.ok) errors.email = email.error;

  const existing = existingRoleOf(draft.email, members);
  const saving = email.ok && writes.pending.has(email.email);

  const change = (field: keyof AssignDraft, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!plan.ok || saving) return;
    const label = roleLabel(plan.role);
    // A new address with a staff role is an invitation: the function makes
    // the account, names it and sends the link that sets its password.
    const saved =
      plan.kind === "invite" && isStaffRole(plan.role)
        ? await writes.invite(plan.email, plan.displayName, plan.role, staffMessages.invite.sent(ltr(plan.email)))
        : await writes.setRole(plan.email, plan.role, (plan.kind === "change" ? staffMessages.done.changed : staffMessages.done.assigned)(ltr(plan.email), label));
    if (saved) {
      setDraft(EMPTY);
      setSubmitted(false);
      setEmailLeft(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="assign-role-form"
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {messages.heading}
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
        <TextInput
          label={messages.email}
          value={draft.email}
          onChange={(event) => change("email", event.target.value)}
          onBlur={() => setEmailLeft(true)}
          {...fieldErrorProps(errors, "email", existing ? messages.existing(roleLabel(existing)) : messages.emailHint)}
          required
          fullWidth
          autoComplete="off"
          sx={{ flex: 2 }}
          slotProps={{
            htmlInput: { dir: "ltr", inputMode: "email", autoCapitalize: "none", spellCheck: false, "data-testid": "assign-email" },
          }}
        />
        {!existing && (
          <TextInput
            label={messages.name}
            value={draft.name}
            onChange={(event) => change("name", event.target.value)}
            {...fieldErrorProps(errors, "name", messages.nameHint)}
            fullWidth
            autoComplete="off"
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { "data-testid": "assign-name", maxLength: MAX_PERSON_NAME_LENGTH + 20 } }}
          />
        )}
        <Stack sx={{ flex: 1, minWidth: { md: 200 } }}>
          <RoleSelect
            label={messages.role}
            value={draft.role}
            onChange={(role) => change("role", role)}
            {...fieldErrorProps(errors, "role")}
            fullWidth
            testId="assign-role"
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={saving} sx={{ minWidth: 140, mt: { md: 0.5 } }} data-testid="assign-submit">
          {existing ? messages.change : isStaffRole(draft.role) ? staffMessages.invite.submit : messages.add}
        </Button>
      </Stack>
    </Paper>
  );
}
