// Exporting the current filter's tickets to CSV, with its progress and a stop button.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ticketsTableMessages } from "@bawwaba/common";
import { useTableExport } from "../hooks/useTableExport";
import type { TicketTableFilter } from "../model/tableFilter";

const { exportCsv } = ticketsTableMessages;

export function ExportButton({ filter }: { filter: TicketTableFilter }) {
  const exporting = useTableExport(filter);
  const running = exporting.progress !== undefined;
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={exporting.start} disabled={running} title={exportCsv.hint}>
          {exportCsv.button}
        </Button>
        {running && (
          <>
            <Typography role="status">{exportCsv.progress(exporting.progress ?? 0)}</Typography>
            <Button onClick={exporting.cancel}>{exportCsv.cancel}</Button>
          </>
        )}
      </Stack>
      {exporting.error && (
        <Alert severity="error" role="alert">
          {exporting.error}
        </Alert>
      )}
    </Stack>
  );
}
