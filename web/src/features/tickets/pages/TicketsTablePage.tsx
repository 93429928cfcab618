// `/tickets-table`: every ticket, with the event, type, holder, order, status,
// channel, seller and times; searched, filtered and sorted by Firestore and
// read a page at a time, so it stays fast at 100,000 tickets; exported to CSV.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, ticketsMessages, ticketsTableMessages } from "@bawwaba/common";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { useManagedEvents } from "../../../data/useManagedEvents";
import { ExportButton } from "../table/components/ExportButton";
import { TableFilters } from "../table/components/TableFilters";
import { TablePager } from "../table/components/TablePager";
import { TicketRows } from "../table/components/TicketRows";
import { useTicketTable } from "../table/hooks/useTicketTable";
import { filterFromParams, paramsWith, type FilterChange } from "../table/model/tableFilter";

const { intro, results } = ticketsTableMessages;
const PAGE_SIZE = 50;

export default function TicketsTablePage({ routePath }: PageProps) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const table = useTicketTable(filter, PAGE_SIZE);
  const { events, loadError } = useManagedEvents();

  const change = (what: FilterChange) => setParams((previous) => paramsWith(previous, what));

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Stack spacing={2}>
        <Typography color="text.secondary">{intro}</Typography>
        {loadError && (
          <Alert severity="warning" role="alert">
            {loadError}
          </Alert>
        )}
        <TableFilters filter={filter} events={events ?? []} onChange={change} onReset={() => setParams({})} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
          <Typography role="status" data-testid="tickets-count" sx={{ fontWeight: 600 }}>
            {table.count === undefined ? results.counting : results.count(table.count)}
          </Typography>
          <ExportButton filter={filter} events={events ?? []} />
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 1, md: 0 } }} aria-busy={table.loading}>
          {table.error ? (
            <Alert
              severity="error"
              role="alert"
              action={<Button onClick={table.retry}>{ticketsMessages.load.retry}</Button>}
            >
              {table.error}
            </Alert>
          ) : !table.tickets ? (
            <FullPageSpinner />
          ) : table.tickets.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary" data-testid="tickets-none">
              {filter.text ? results.noneForSearch(filter.text) : results.none}
            </Typography>
          ) : (
            <TicketRows tickets={table.tickets} />
          )}
        </Paper>
        <TablePager table={table} />
      </Stack>
    </Container>
  );
}
