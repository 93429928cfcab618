// `/dashboard` (super_admin): for the chosen event (or all events) and
// period, tickets sold, revenue by currency (with its VAT and the refunds),
// check-ins, sales per day and per channel, ticket type and seller, live;
// and the accountant's files of the period (the sales report, the invoices
// and credit notes). Everything is summed from the sales
// and admission shards (common/src/salesStats.ts), never from the tickets.
// The choices are in the address (?event=…&period=…&from=…&to=…) so a view
// can be linked and survives a reload.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import { admittedIn, arPublic, dashboardMessages, DEFAULT_TIME_ZONE, salesDayOf, summarizeSales } from "@bawwaba/common";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { canAccess, ROUTES } from "../../../auth/access";
import { useSession } from "../../../auth/AuthProvider";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { useNow } from "../../../lib/useNow";
import { BreakdownTable } from "../components/BreakdownTable";
import { DashboardFilters } from "../components/DashboardFilters";
import { ReportDownloads } from "../components/ReportDownloads";
import { SalesChart } from "../components/SalesChart";
import { SummaryFigures } from "../components/SummaryFigures";
import { useStaffNames } from "../../../data/staffNames";
import { useDashboardData } from "../hooks/useDashboardData";
import { breakdownRows, TOP_SELLERS } from "../model/breakdowns";
import { formatShare } from "../model/numbers";
import { DEFAULT_PERIOD, PERIOD_KINDS, periodRange, type PeriodChoice, type PeriodKind } from "../model/period";
import { salesSeries } from "../model/salesSeries";

const texts = dashboardMessages;

function periodFrom(params: URLSearchParams): PeriodChoice {
  const kind = params.get("period");
  return {
    kind: PERIOD_KINDS.includes(kind as PeriodKind) ? (kind as PeriodKind) : DEFAULT_PERIOD.kind,
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
}

export default function DashboardPage({ routePath }: PageProps) {
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const eventId = params.get("event") || null;
  const period = periodFrom(params);
  const { events, shards, admissions, error } = useDashboardData(eventId);
  const now = useNow();

  const event = events?.find((candidate) => candidate.id === eventId);
  // "Today" in the chosen event's zone; for all events, in the default zone.
  const today = salesDayOf(now, event?.timeZone ?? DEFAULT_TIME_ZONE);
  const range = periodRange(period, today);

  // At most ten small shards per event: summing them again on each render costs nothing.
  const summary = shards && range ? summarizeSales(shards, range) : undefined;
  const soldEver = shards ? summarizeSales(shards).tickets : undefined;
  const series = summary && range ? salesSeries(summary.days, range, today) : undefined;
  const staffNames = useStaffNames(role);
  const rows = summary && events ? breakdownRows(summary, events, eventId === null, staffNames) : undefined;

  // A change applies to the address as it is now, not as this render read
  // it: the router shows a new address in a transition, so on a slow device
  // a second field changed before it drew would undo the first.
  const choose = (next: { eventId?: string | null; period?: Partial<PeriodChoice> }) => {
    setParams(
      (current) => {
        const chosenEvent = next.eventId === undefined ? current.get("event") || null : next.eventId;
        const chosenPeriod = { ...periodFrom(current), ...next.period };
        const search = new URLSearchParams();
        if (chosenEvent) search.set("event", chosenEvent);
        search.set("period", chosenPeriod.kind);
        if (chosenPeriod.kind === "custom") {
          if (chosenPeriod.from) search.set("from", chosenPeriod.from);
          if (chosenPeriod.to) search.set("to", chosenPeriod.to);
        }
        return search;
      },
      { replace: true },
    );
  };

  const loading = !error && (!events || !shards || !admissions);

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap", columnGap: 2 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
          <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
          <Chip label={texts.live} color="success" size="small" variant="outlined" sx={{ mb: 2 }} />
        </Box>
        {canAccess(role, ROUTES.staff) && (
          <Button
            component={RouterLink}
            to={ROUTES.staff}
            variant="outlined"
            startIcon={<ManageAccountsIcon />}
            sx={{ mb: 2 }}
            data-testid="dashboard-staff-link"
          >
            {texts.staffLink}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>

      <Stack spacing={2}>
        <DashboardFilters
          events={events ?? []}
          eventId={eventId}
          period={period}
          rangeValid={range !== null}
          onEvent={(chosen) => choose({ eventId: chosen })}
          onPeriod={(chosen) => choose({ period: chosen })}
        />
        {eventId === null && (
          <Typography variant="caption" color="text.secondary">
            {texts.filters.timeZoneNote}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {loading && <LinearProgress aria-label={arPublic.shell.loading} />}

        <SummaryFigures
          tickets={summary?.tickets}
          revenue={summary?.revenue}
          vat={summary?.vat}
          refunded={summary?.refunded}
          checkIns={admissions && range ? admittedIn(admissions, range) : undefined}
          attendance={admissions && soldEver !== undefined ? formatShare(admissions.total, soldEver) : undefined}
        />
        <ReportDownloads period={shards && events && range ? { shards, range, today, eventId, events } : undefined} />
        {series && <SalesChart series={series} />}
        {rows && (
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
              gridTemplateAreas: { xs: '"channels" "sellers" "types" "codes"', md: '"channels sellers" "types types" "codes codes"' },
              gap: 2,
            }}
          >
            <BreakdownTable
              heading={texts.breakdown.byChannel}
              nameHeader={texts.breakdown.channel}
              rows={rows.channels}
              testId="by-channel"
              area="channels"
            />
            <BreakdownTable
              heading={texts.breakdown.topSellers}
              nameHeader={texts.breakdown.seller}
              rows={rows.sellers.slice(0, TOP_SELLERS)}
              testId="top-sellers"
              area="sellers"
            />
            <BreakdownTable heading={texts.breakdown.byType} nameHeader={texts.breakdown.type} rows={rows.types} testId="by-type" area="types" />
            {/* Only where codes were used: most events have none. */}
            {rows.codes.length > 0 && (
              <BreakdownTable heading={texts.breakdown.byCode} nameHeader={texts.breakdown.code} rows={rows.codes} testId="by-code" area="codes" />
            )}
          </Box>
        )}
      </Stack>
    </Container>
  );
}
