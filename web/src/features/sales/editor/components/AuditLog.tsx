// The order's corrections, newest first: what, when, who, why, and what changed.
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDateTime, salesEditorMessages } from "@bawwaba/common";
import { ltr } from "../../../../lib/bidi";
import { auditActor, auditChanges, auditTickets } from "../model/auditText";
import type { AuditEntry } from "../model/types";

const { audit } = salesEditorMessages;

export function AuditLog({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  if (entries.length === 0) return <Typography color="text.secondary">{audit.empty}</Typography>;
  return (
    <List disablePadding data-testid="order-audit">
      {entries.map((entry) => {
        const tickets = auditTickets(entry);
        return (
          <ListItem key={entry.id} divider disableGutters data-testid="audit-entry" data-action={entry.action} sx={{ display: "block", py: 1.5 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between" }}>
              <Typography sx={{ fontWeight: 700 }}>{audit.actions[entry.action]}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.atMillis, timeZone)}
              </Typography>
            </Stack>
            {auditChanges(entry).map((line) => (
              <Typography key={line} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {line}
              </Typography>
            ))}
            {tickets && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {tickets}
              </Typography>
            )}
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }} data-testid="audit-reason">
              {audit.reason(entry.reason)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }} data-testid="audit-by">
              {audit.by(ltr(auditActor(entry)))}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
