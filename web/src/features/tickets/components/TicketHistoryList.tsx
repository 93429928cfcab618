// A ticket's change log (assignments and reissues) and its gate scans, oldest first.
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { formatDateTime, ticketPagesMessages, ticketsMessages } from "@bawwaba/common";
import { ltr } from "../../../lib/bidi";
import type { CheckInView, HistoryEntryView, HolderSnapshot } from "../../../data/ticketViews";

const { historyActions, checkInResults, noHolder } = ticketsMessages;

const { details } = ticketPagesMessages;

function holderText(holder: HolderSnapshot | undefined): string {
  if (!holder?.holderName) return noHolder;
  return holder.holderPhone ? `${holder.holderName} (${ltr(holder.holderPhone)})` : holder.holderName;
}

function changeText(entry: HistoryEntryView): string {
  return details.change(holderText(entry.before), holderText(entry.after));
}

export function TicketHistoryList({ entries, timeZone }: { entries: HistoryEntryView[]; timeZone: string }) {
  if (entries.length === 0) return <Typography color="text.secondary">{details.noHistory}</Typography>;
  return (
    <List dense disablePadding data-testid="ticket-history">
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters divider>
          <ListItemText
            primary={`${historyActions[entry.action]} — ${changeText(entry)}`}
            secondary={`${formatDateTime(entry.atMillis, timeZone)} · ${details.by(ltr(entry.byEmail ?? entry.byUid))}`}
            slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function CheckInsList({ checkIns, timeZone }: { checkIns: CheckInView[]; timeZone: string }) {
  if (checkIns.length === 0) return <Typography color="text.secondary">{details.noCheckIns}</Typography>;
  return (
    <List dense disablePadding data-testid="ticket-check-ins">
      {checkIns.map((checkIn) => (
        <ListItem key={checkIn.id} disableGutters divider>
          <ListItemText
            primary={checkInResults[checkIn.result]}
            secondary={[formatDateTime(checkIn.atMillis, timeZone), checkIn.gate && details.gate(checkIn.gate)]
              .filter(Boolean)
              .join(" · ")}
          />
        </ListItem>
      ))}
    </List>
  );
}
