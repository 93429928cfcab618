// One person of the list: their name (renamed in a dialog) and e-mail, their
// state, their role (changed in place) and a remove button. The signed-in person's own row is locked, with the reason
// beside it: the rules refuse a super_admin's own demotion or removal.
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Link from "@mui/material/Link";
import { type Role, staffMessages, type StaffState } from "@bawwaba/common";
import { useId } from "react";
import type { StaffMember } from "../model/types";
import { EmailText } from "./EmailText";
import { RoleSelect } from "./RoleSelect";

const messages = staffMessages.list;

export interface StaffRowProps {
  member: StaffMember;
  state: StaffState;
  /** On the emulator, an invited person's link (no mail is sent there). */
  inviteLink?: string;
  /** Set on the signed-in person's own row: why it cannot be changed. */
  lockedReason?: string;
  pending: boolean;
  onChangeRole: (member: StaffMember, role: Role) => void;
  onRemove: (member: StaffMember) => void;
  /** Absent where there is no staff record to name (functions keep the names there). */
  onRename?: (member: StaffMember) => void;
}

export function StaffRow({ member, state, inviteLink, lockedReason, pending, onChangeRole, onRemove, onRename }: StaffRowProps) {
  const hintId = useId();
  const locked = lockedReason !== undefined;
  return (
    <Box component="li" data-testid="staff-row" data-email={member.email} sx={{ py: 1.5, px: { xs: 0.5, sm: 1 } }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: "center" }}>
          <Stack sx={{ minWidth: 0 }}>
            {member.displayName && (
              <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }} data-testid="staff-name">
                {member.displayName}
              </Typography>
            )}
            <Typography sx={{ fontWeight: member.displayName ? 400 : 600, minWidth: 0 }} color={member.displayName ? "text.secondary" : undefined}>
              <EmailText email={member.email} />
            </Typography>
          </Stack>
          {locked && <Chip size="small" color="primary" variant="outlined" label={messages.you} />}
          <StateChip state={state} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Box sx={{ flex: { xs: 1, sm: "none" }, width: { sm: 200 } }}>
            <RoleSelect
              value={member.role}
              ariaLabel={messages.roleOf(member.email)}
              onChange={(role) => onChangeRole(member, role)}
              disabled={locked || pending}
              describedBy={locked ? hintId : undefined}
              size="small"
              fullWidth
              testId="row-role"
            />
          </Box>
          {onRename && (
            <Button
              startIcon={<EditOutlined />}
              onClick={() => onRename(member)}
              disabled={pending}
              aria-label={messages.renameOf(member.email)}
              data-testid="row-rename"
            >
              {messages.rename}
            </Button>
          )}
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onRemove(member)}
            disabled={locked || pending}
            aria-label={messages.removeOf(member.email)}
            aria-describedby={locked ? hintId : undefined}
            data-testid="row-remove"
          >
            {messages.remove}
          </Button>
        </Stack>
      </Stack>
      {inviteLink && (
        <Link href={inviteLink} variant="body2" sx={{ display: "inline-block", mt: 1 }} aria-label={staffMessages.invite.linkOf(member.email)} data-testid="invite-link">
          {staffMessages.invite.link}
        </Link>
      )}
      {locked && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="self-lock-hint">
          {lockedReason}
        </Typography>
      )}
    </Box>
  );
}

// Colours whose text keeps a 4.5:1 contrast (the theme's warning orange does not).
const STATE_LOOKS = {
  invited: { color: "primary", variant: "outlined" },
  active: { color: "success", variant: "filled" },
  removed: { color: "default", variant: "filled" },
} as const;

/** Invited, active or removed (`staffAccounts`), in words and colour. */
export function StateChip({ state }: { state: StaffState }) {
  return <Chip size="small" {...STATE_LOOKS[state]} label={staffMessages.states[state]} data-testid="staff-state" data-state={state} />;
}
