// One ticket of /qr-codes: its QR, holder and status, a checkbox to select it
// for printing and a link to its details. Void tickets stay listed (staff look
// them up) but greyed, and cannot be selected for printing.
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ticketListsMessages, ticketsMessages } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { ticketPath } from "../../../lib/ticketIds";
import { ticketLabel } from "../../../lib/ticketLabel";
import type { TicketView } from "../../../data/ticketViews";
import { TicketQrCode } from "../../../components/TicketQrCode";
import { TicketStatusChip } from "../../../components/TicketStatusChip";

const { noHolder, fields } = ticketsMessages;

const { list } = ticketListsMessages;

interface TicketTileProps {
  ticket: TicketView;
  selected: boolean;
  onToggle: (ticketId: string) => void;
}

export function TicketTile({ ticket, selected, onToggle }: TicketTileProps) {
  const isVoid = ticket.status === "void";
  return (
    <Card
      variant="outlined"
      data-testid="ticket-tile"
      data-ticket-id={ticket.id}
      sx={{
        p: 1,
        position: "relative",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 0.5,
        borderColor: selected ? "primary.main" : undefined,
        bgcolor: isVoid ? "grey.100" : undefined,
        "& img": isVoid ? { opacity: 0.4, filter: "grayscale(1)" } : undefined,
      }}
    >
      <Checkbox
        checked={selected}
        disabled={isVoid}
        onChange={() => onToggle(ticket.id)}
        slotProps={{ input: { "aria-label": list.select(ticket.id) } }}
        sx={{ position: "absolute", top: 0, insetInlineStart: 0 }}
      />
      <TicketQrCode code={ticket.code} size={128} />
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: "center", overflowWrap: "anywhere" }}>
        {ticket.holderName ?? noHolder}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", justifyContent: "center" }}>
        <TicketStatusChip status={ticket.status} />
        {ticket.serial !== undefined && (
          <Typography variant="caption" color="text.secondary">
            {fields.serial} {ticket.serial}
          </Typography>
        )}
      </Stack>
      <Link component={RouterLink} to={ticketPath(ticket.id)} variant="body2" aria-label={`${list.details} ${ticketLabel(ticket)}`}>
        {list.details}
      </Link>
    </Card>
  );
}
