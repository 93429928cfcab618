// The staff and their roles, live: a search box (e-mail or role name), a
// filter by role with counts, then one row per person, owners first.
import Search from "@mui/icons-material/Search";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import Typography from "@mui/material/Typography";
import { arPublic, ROLES, type Role, staffMessages } from "@bawwaba/common";
import { Fragment, useId, useState } from "react";
import { isOwnEmail, selfLockReason } from "../model/selfGuard";
import { countByRole, stateOf, visibleStaff } from "../model/staffList";
import type { RoleFilter, StaffMember, StaffRecord } from "../model/types";
import { StaffRow } from "./StaffRow";

const messages = staffMessages.list;

export interface StaffListProps {
  members: readonly StaffMember[];
  records: readonly StaffRecord[];
  sessionEmail: string | null | undefined;
  pending: ReadonlySet<string>;
  onChangeRole: (member: StaffMember, role: Role) => void;
  onRemove: (member: StaffMember) => void;
  onRename: (member: StaffMember) => void;
}

export function StaffList({ members, records, sessionEmail, pending, onChangeRole, onRemove, onRename }: StaffListProps) {
  const headingId = useId();
  const filterId = useId();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<RoleFilter>("all");

  const counts = countByRole(members);
  const shown = visibleStaff(members, search, filter);
  const lockReason = selfLockReason(members);
  const filters: { value: RoleFilter; label: string }[] = [
    { value: "all", label: messages.all },
    ...ROLES.map((role) => ({ value: role, label: arPublic.roles[role] })),
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "baseline", justifyContent: "space-between", flexWrap: "wrap", mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {messages.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="staff-count">
          {messages.count(counts.all)}
        </Typography>
      </Stack>

      <Stack spacing={1.5} sx={{ mb: 1 }}>
        <TextInput
          type="search"
          label={messages.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { "data-testid": "staff-search", enterKeyHint: "search" },
          }}
        />
        <Stack direction="row" role="group" aria-labelledby={filterId} sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          <Typography id={filterId} variant="body2" color="text.secondary">
            {messages.filterLabel}
          </Typography>
          {filters.map(({ value, label }) => (
            <Chip
              key={value}
              label={messages.filterChip(label, counts[value])}
              color={filter === value ? "primary" : "default"}
              variant={filter === value ? "filled" : "outlined"}
              onClick={() => setFilter(value)}
              aria-pressed={filter === value}
              size="small"
            />
          ))}
        </Stack>
      </Stack>

      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} role="status">
          {members.length === 0 ? messages.empty : messages.noMatch}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="staff-list">
          {shown.map((member, index) => (
            <Fragment key={member.email}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <StaffRow
                member={member}
                {...stateOf(member, records)}
                lockedReason={isOwnEmail(member.email, sessionEmail) ? lockReason : undefined}
                pending={pending.has(member.email)}
                onChangeRole={onChangeRole}
                onRemove={onRemove}
                onRename={records.some((record) => record.email === member.email) ? onRename : undefined}
              />
            </Fragment>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
