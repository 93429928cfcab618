// `/qasr-assign-ticket`: give a ticket of a Qasr event to a named guest. The
// tickets are listed as on /qr-codes; every assignment is kept in the
// ticket's history, shown on /ticket/:id.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import InputAdornment from "@mui/material/InputAdornment";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import Typography from "@mui/material/Typography";
import SearchIcon from "@mui/icons-material/Search";
import { arPublic, assignTicketMessages, isQasrEvent, ticketListsMessages, ticketsMessages } from "@bawwaba/common";
import { useEffect, useMemo, useRef, useState } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import type { ManagedEvent } from "../../../data/managedEvents";
import { AssignTicketForm } from "../components/AssignTicketForm";
import { EventTypeChoice } from "../components/EventTypeChoice";
import { TicketsLoadMore } from "../components/TicketsLoadMore";
import { TicketStatusChip } from "../../../components/TicketStatusChip";
import { usePickedEventType } from "../hooks/usePickedEventType";
import { useTicketPages } from "../hooks/useTicketPages";
import { ticketLabel } from "../../../lib/ticketLabel";
import { matchesTicketSearch } from "../model/ticketSearch";

const { noHolder } = ticketsMessages;

const { assign } = assignTicketMessages;

const { list, picker } = ticketListsMessages;
const PAGE_SIZE = 48;

// Guests are named for what is still to come: drafts have no tickets, and a
// cancelled event's guests will not come.
const isAssignable = (event: ManagedEvent) =>
  isQasrEvent(event) && (event.status === "published" || event.status === "closed");

function EventTickets({ event, ticketTypeId }: { event: ManagedEvent; ticketTypeId?: string }) {
  const filter = useMemo(() => ({ eventId: event.id, ticketTypeId }), [event.id, ticketTypeId]);
  const pages = useTicketPages(filter, PAGE_SIZE);
  const [search, setSearch] = useState("");
  const [pickedId, setPickedId] = useState<string>();
  const { tickets } = pages;
  const matching = useMemo(() => tickets?.filter((ticket) => matchesTicketSearch(ticket, search)), [tickets, search]);
  const picked = tickets?.find((ticket) => ticket.id === pickedId);
  const formRef = useRef<HTMLDivElement>(null);

  // On a phone the form is below a long list: bring it to the eye once a ticket is picked.
  useEffect(() => {
    if (pickedId) formRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [pickedId]);

  if (!tickets || !matching) {
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
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, width: "100%", minWidth: 0 }}>
        <Stack spacing={1.5}>
          <TextInput
            type="search"
            label={assign.search}
            value={search}
            onChange={(change) => setSearch(change.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {matching.length === 0 && <Typography color="text.secondary">{assign.noMatch}</Typography>}
          <List dense disablePadding sx={{ maxHeight: { md: 560 }, overflowY: { md: "auto" } }}>
            {matching.map((ticket) => {
              const blocked = ticket.status !== "valid" ? assign.notAssignable[ticket.status] : undefined;
              return (
                // The button sits in an <li>: a list holds list items only (axe "list").
                <ListItem key={ticket.id} disablePadding divider>
                  <ListItemButton
                    selected={ticket.id === pickedId}
                    disabled={blocked !== undefined}
                    onClick={() => setPickedId(ticket.id)}
                    data-testid="assign-ticket-option"
                    data-ticket-id={ticket.id}
                  >
                    <ListItemText
                      primary={ticket.holderName ?? noHolder}
                      secondary={
                        <>
                          <bdi dir="ltr">{ticketLabel(ticket)}</bdi> · {ticket.ticketTypeName}
                          {blocked && ` · ${blocked}`}
                        </>
                      }
                    />
                    <TicketStatusChip status={ticket.status} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <TicketsLoadMore pages={pages} />
        </Stack>
      </Paper>
      {picked && (
        <Paper ref={formRef} variant="outlined" sx={{ p: 2, flex: 1, width: "100%", minWidth: 0 }}>
          <AssignTicketForm key={picked.id} ticket={picked} event={event} onAssigned={pages.replaceTicket} />
        </Paper>
      )}
    </Stack>
  );
}

export default function QasrAssignTicketPage({ routePath }: PageProps) {
  const choice = usePickedEventType(isAssignable);
  const { events, event, type } = choice;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Stack spacing={2}>
        <Typography color="text.secondary">{assign.intro}</Typography>
        <EventTypeChoice choice={choice} emptyText={assign.noQasrEvents} allowAllTypes />
        {events && events.length > 0 && !event && <Typography color="text.secondary">{picker.chooseEvent}</Typography>}
        {event && <EventTickets key={`${event.id}/${type?.id ?? ""}`} event={event} ticketTypeId={type?.id} />}
      </Stack>
    </Container>
  );
}
