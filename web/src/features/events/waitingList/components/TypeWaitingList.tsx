// One ticket type's waiting list in the organiser's dialog: its state (open,
// paused, not opened yet) and how many wait, the way to pause or resume it,
// and its entries in line order, live: a table on a wide screen, a card each
// on a phone. Removing an entry asks first (WaitingListDialog).
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { waitingListMessages } from "@bawwaba/common";
import { useId } from "react";
import { DetailLine } from "../../../../components/DetailLine";
import { RecordCard, ResponsiveRecords } from "../../../../components/ResponsiveRecords";
import type { ManagedTicketType } from "../../../../data/managedEvents";
import { viewerTime } from "../../../../lib/viewerTime";
import { useWaitingList } from "../hooks/useWaitingList";
import { inLineCount, listStateOf, type WaitingListRow } from "../model/waitingListRows";
import { EntryStatusChip } from "./EntryStatusChip";

const m = waitingListMessages.manager;
const columns = m.columns;
const HEADERS = [columns.position, columns.name, columns.phone, columns.quantity, columns.status, columns.joinedAt, columns.offer, columns.actions];

const Phone = ({ phone }: { phone: string }) => (
  <bdi dir="ltr" data-testid="entry-phone">
    {phone}
  </bdi>
);

interface TypeWaitingListProps {
  eventId: string;
  type: ManagedTicketType;
  busy: boolean;
  onPause: (type: ManagedTicketType, paused: boolean) => void;
  onRemove: (type: ManagedTicketType, row: WaitingListRow) => void;
}

export function TypeWaitingList({ eventId, type, busy, onPause, onRemove }: TypeWaitingListProps) {
  const headingId = useId();
  const { rows, loadError } = useWaitingList(eventId, type.id);
  const state = listStateOf(type);
  const paused = state === "paused";

  const removeButton = (row: WaitingListRow, sx?: object) =>
    row.active && (
      <Button size="small" color="error" disabled={busy} aria-label={m.removeLabel(row.name)} onClick={() => onRemove(type, row)} sx={sx} data-testid="remove-entry">
        {m.remove}
      </Button>
    );

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId} data-testid="waiting-list" data-type-id={type.id} data-state={state}>
      <Stack direction="row" useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography component="h3" variant="h6" id={headingId} sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {type.name}
        </Typography>
        <Chip size="small" label={m.listState[state]} color={paused ? "warning" : state === "open" ? "success" : "default"} variant="outlined" data-testid="list-state" />
        {rows && (
          <Typography color="text.secondary" data-testid="in-line-count">
            {m.waitingCount(inLineCount(rows))}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          aria-label={paused ? m.resumeLabel(type.name) : m.pauseLabel(type.name)}
          onClick={() => onPause(type, !paused)}
          sx={{ minHeight: 44 }}
          data-testid={paused ? "resume-list" : "pause-list"}
        >
          {paused ? m.resume : m.pause}
        </Button>
      </Stack>
      {paused && (
        <Typography variant="body2" color="text.secondary">
          {m.pausedNote}
        </Typography>
      )}
      {loadError && (
        <Typography color="error" role="alert">
          {loadError}
        </Typography>
      )}
      {!rows && !loadError && <CircularProgress size={28} aria-label={m.loading} />}
      {rows?.length === 0 && <Typography color="text.secondary">{m.empty}</Typography>}
      {rows && rows.length > 0 && (
        <ResponsiveRecords
          records={rows}
          headers={HEADERS}
          row={(row) => (
            <TableRow key={row.id} data-testid="waiting-entry" data-entry-id={row.id} sx={row.active ? undefined : { "& td": { color: "text.secondary" } }}>
              <TableCell>{row.position ?? "—"}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <bdi>{row.name}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Phone phone={row.phone} />
              </TableCell>
              <TableCell>{row.quantity}</TableCell>
              <TableCell>
                <EntryStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{viewerTime(row.joinedAtMillis)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.offerExpiresAtMillis === undefined ? "" : viewerTime(row.offerExpiresAtMillis)}</TableCell>
              <TableCell>{removeButton(row)}</TableCell>
            </TableRow>
          )}
          card={(row) => (
            <RecordCard
              key={row.id}
              title={
                <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                  {row.position !== undefined && `${row.position}. `}
                  {/* A Latin name keeps its own direction: the number stays before it. */}
                  <bdi>{row.name}</bdi>
                </Typography>
              }
              status={<EntryStatusChip status={row.status} />}
              data-testid="waiting-entry"
              data-entry-id={row.id}
            >
              <DetailLine label={columns.phone} value={<Phone phone={row.phone} />} />
              <DetailLine label={columns.quantity} value={String(row.quantity)} />
              <DetailLine label={columns.joinedAt} value={viewerTime(row.joinedAtMillis)} />
              <DetailLine label={columns.offer} value={row.offerExpiresAtMillis === undefined ? undefined : viewerTime(row.offerExpiresAtMillis)} />
              {removeButton(row, { mt: 1, minHeight: 44 })}
            </RecordCard>
          )}
        />
      )}
    </Stack>
  );
}
