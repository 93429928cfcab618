// Exporting the current filter's tickets to CSV, with its progress and a stop
// button. The signed entry codes go in only when the super_admin ticks the
// box, under a warning: whoever holds the file could enter with them.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DEFAULT_TIME_ZONE, ticketsTableMessages } from "@bawwaba/common";
import { useState } from "react";
import { useSession } from "../../../../auth/AuthProvider";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { useTableExport } from "../hooks/useTableExport";
import type { TicketTableFilter } from "../model/tableFilter";

const { exportCsv } = ticketsTableMessages;

export function ExportButton({ filter, events }: { filter: TicketTableFilter; events: readonly ManagedEvent[] }) {
  const { role } = useSession();
  const [includeCodes, setIncludeCodes] = useState(false);
  // An event this staff member's list lacks still gets a time with its offset, in the default zone.
  const timeZoneOf = (eventId: string) => events.find((event) => event.id === eventId)?.timeZone ?? DEFAULT_TIME_ZONE;
  const exporting = useTableExport(filter, timeZoneOf);
  const running = exporting.progress !== undefined;
  const mayIncludeCodes = role === "super_admin";

  const start = () => {
    exporting.start(mayIncludeCodes && includeCodes);
    // Asked again for every file.
    setIncludeCodes(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={start} disabled={running} title={exportCsv.hint}>
          {exportCsv.button}
        </Button>
        {mayIncludeCodes && (
          <FormControlLabel
            control={<Checkbox checked={includeCodes} onChange={(event) => setIncludeCodes(event.target.checked)} disabled={running} />}
            label={exportCsv.includeCodes}
            data-testid="export-include-codes"
          />
        )}
        {running && (
          <>
            <Typography role="status">{exportCsv.progress(exporting.progress ?? 0)}</Typography>
            <Button onClick={exporting.cancel}>{exportCsv.cancel}</Button>
          </>
        )}
      </Stack>
      {includeCodes && (
        <Alert severity="warning" role="alert">
          {exportCsv.codesWarning}
        </Alert>
      )}
      {exporting.error && (
        <Alert severity="error" role="alert">
          {exporting.error}
        </Alert>
      )}
    </Stack>
  );
}
