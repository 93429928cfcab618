// Tickets sold per day (or per month over a long period) as bars drawn with
// plain boxes: no chart library, so the page stays light on a phone. The
// bars follow the reading direction: in Arabic the first day is on the right.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { dashboardMessages, formatDayMonth, formatMonth } from "@bawwaba/common";
import { priceLabel } from "../../../lib/priceLabel";
import { formatCount } from "../model/numbers";
import type { SalesSeries, SeriesBar } from "../model/salesSeries";

const texts = dashboardMessages.chart;
const BARS_HEIGHT = 160;
/** Up to this many bars, each shows its number above it. */
const LABELLED_BARS = 14;

const dayMillis = (day: string) => Date.parse(`${day}T00:00:00Z`);

function barName(bar: SeriesBar, granularity: SalesSeries["granularity"]): string {
  // Day keys are calendar days already: formatted in UTC they stay the same day.
  return granularity === "day" ? formatDayMonth(dayMillis(bar.from), "UTC") : formatMonth(dayMillis(bar.from), "UTC");
}

export function SalesChart({ series }: { series: SalesSeries }) {
  const { bars, granularity } = series;
  const heading = granularity === "day" ? texts.daily : texts.monthly;
  const max = Math.max(0, ...bars.map((bar) => bar.tickets));
  const total = bars.reduce((sum, bar) => sum + bar.tickets, 0);
  const first = bars[0];
  const last = bars.at(-1);
  const axis = bars.length > 2 ? [first, bars[Math.floor((bars.length - 1) / 2)], last] : bars;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sales-chart-heading" sx={{ p: 2, minWidth: 0 }} data-testid="sales-chart">
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 1, mb: 1 }}>
        <Typography id="sales-chart-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {max > 0 && (
          <Typography variant="caption" color="text.secondary">
            {texts.max(formatCount(max))}
          </Typography>
        )}
      </Box>
      {total === 0 || !first || !last ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {texts.empty}
        </Typography>
      ) : (
        <>
          <Box
            role="img"
            aria-label={texts.label(heading, barName(first, granularity), barName(last, granularity), total)}
            sx={{
              display: "flex",
              alignItems: "flex-end",
              gap: bars.length > 31 ? "1px" : { xs: "2px", sm: "4px" },
              height: BARS_HEIGHT + 20,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            {bars.map((bar) => (
              <Box
                key={bar.key}
                title={texts.bar(
                  barName(bar, granularity),
                  bar.tickets,
                  bar.revenue.map(({ amount, currency }) => priceLabel(amount, currency)).join("، "),
                )}
                data-testid="chart-bar"
                data-key={bar.key}
                data-tickets={bar.tickets}
                sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "flex-end" }}
              >
                {bars.length <= LABELLED_BARS && bar.tickets > 0 && (
                  <Typography component="span" variant="caption" sx={{ lineHeight: 1.4, fontWeight: 600 }}>
                    {formatCount(bar.tickets)}
                  </Typography>
                )}
                <Box
                  sx={{
                    width: "100%",
                    maxWidth: 48,
                    height: max > 0 ? Math.round((Math.max(bar.tickets, 0) / max) * BARS_HEIGHT) : 0,
                    minHeight: bar.tickets > 0 ? 3 : 0,
                    bgcolor: "primary.main",
                    borderRadius: "4px 4px 0 0",
                  }}
                />
              </Box>
            ))}
          </Box>
          <Box sx={{ display: "flex", justifyContent: "space-between", mt: 0.5 }} aria-hidden>
            {axis.map((bar) => (
              <Typography key={bar!.key} variant="caption" color="text.secondary">
                {barName(bar!, granularity)}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
