// People whose role was removed: no role document any more, but the
// functions' record says the role was applied to them once. Shown so that
// the owner sees the removal reached the account.
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { staffMessages } from "@bawwaba/common";
import { useId } from "react";
import type { StaffRecord } from "../model/types";
import { EmailText } from "./EmailText";
import { StateChip } from "./StaffRow";

export function RemovedStaff({ records }: { records: readonly StaffRecord[] }) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {staffMessages.states.removedHeading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="removed-staff">
        {records.map((record) => (
          <Stack component="li" key={record.email} direction="row" spacing={1} sx={{ alignItems: "center" }} data-email={record.email}>
            <Typography sx={{ minWidth: 0 }}>
              <EmailText email={record.email} />
            </Typography>
            <StateChip state={record.state} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
