// `/qr-codes`: the QR codes of an event's issued tickets, one ticket type at a
// time, to look up, select and print.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, ticketListsMessages } from "@bawwaba/common";
import { useMemo, useState } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import type { ManagedEvent } from "../../../data/managedEvents";
import { EventTypeChoice } from "../components/EventTypeChoice";
import { TicketsLoadMore } from "../components/TicketsLoadMore";
import { TicketTile } from "../components/TicketTile";
import { usePickedEventType } from "../hooks/usePickedEventType";
import { useTicketPages } from "../hooks/useTicketPages";
import { toPrintable } from "../model/printable";
import { PrintTicketsButton } from "../../../components/print/PrintTicketsButton";

const { list, picker } = ticketListsMessages;
const PAGE_SIZE = 48;

/** Drafts cannot have tickets (the functions refuse to issue for them). */
const mayHaveTickets = (event: ManagedEvent) => event.status !== "draft";

function TypeTickets({ event, ticketTypeId }: { event: ManagedEvent; ticketTypeId: string }) {
  const filter = useMemo(() => ({ eventId: event.id, ticketTypeId }), [event.id, ticketTypeId]);
  const pages = useTicketPages(filter, PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { tickets } = pages;

  const selectable = useMemo(() => tickets?.filter((ticket) => ticket.status !== "void") ?? [], [tickets]);
  const toPrint = useMemo(
    () => selectable.filter((ticket) => selected.has(ticket.id)).map((ticket) => toPrintable(ticket, event)),
    [selectable, selected, event],
  );

  const toggle = (ticketId: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(ticketId)) next.add(ticketId);
      return next;
    });

  if (!tickets) {
    return pages.error ? (
      <Alert severity="error" role="alert">
        {pages.error}
      </Alert>
    ) : (
      <FullPageSpinner />
    );
  }
  if (tickets.length === 0) return <Typography color="text.secondary">{list.empty}</Typography>;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 120 }} role="status">
              {list.selected(toPrint.length)}
            </Typography>
            <Button size="small" onClick={() => setSelected(new Set(selectable.map((ticket) => ticket.id)))}>
              {list.selectAll}
            </Button>
            <Button size="small" onClick={() => setSelected(new Set())} disabled={toPrint.length === 0}>
              {list.clearSelection}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {list.printSelected}: {list.printHint}
          </Typography>
          <PrintTicketsButton tickets={toPrint} disabled={toPrint.length === 0} />
        </Stack>
      </Paper>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(auto-fill, minmax(170px, 1fr))" },
        }}
      >
        {tickets.map((ticket) => (
          <TicketTile key={ticket.id} ticket={ticket} selected={selected.has(ticket.id)} onToggle={toggle} />
        ))}
      </Box>
      <TicketsLoadMore pages={pages} />
    </Stack>
  );
}

export default function QrCodesPage({ routePath }: PageProps) {
  const choice = usePickedEventType(mayHaveTickets);
  const { events, event, type } = choice;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Stack spacing={2}>
        <EventTypeChoice choice={choice} emptyText={picker.noEvents} />
        {events && events.length > 0 && !type && (
          <Typography color="text.secondary">{event ? picker.chooseType : picker.chooseEvent}</Typography>
        )}
        {event && type && <TypeTickets key={`${event.id}/${type.id}`} event={event} ticketTypeId={type.id} />}
      </Stack>
    </Container>
  );
}
