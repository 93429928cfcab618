// The seller's own sales, today's or the last 7 days', newest first: each
// opens its sale-done screen again (its URL, `?sale=<orderId>`), to reprint
// the tickets or send the buyer's message again.
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { boxOfficeMessages as texts, formatDateTime, formatOrderReference, formatMoney, type CurrencyCode } from "@bawwaba/common";
import { useCallback, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../../auth/AuthProvider";
import { RetryAlert } from "../../../components/RetryAlert";
import { useLoaded } from "../../../lib/useLoaded";
import { fetchRecentSales } from "../pastSales";
import { saleStepSearch } from "../model/saleSteps";

type Range = "today" | "week";
const DAY_MILLIS = 24 * 60 * 60 * 1000;

/** Since when a range lists sales: the start of the seller's own day, or 7 days ago. */
function sinceOf(range: Range, now: number): number {
  if (range === "week") return now - 7 * DAY_MILLIS;
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.getTime();
}

export function RecentSales() {
  const uid = useSession().user?.uid;
  const [range, setRange] = useState<Range>("today");
  // The viewer's own zone: "today" is the seller's day at the counter.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const load = useCallback(() => fetchRecentSales(uid!, sinceOf(range, Date.now())), [uid, range]);
  const { loaded: listed, retry } = useLoaded(uid ? `${uid}/${range}` : null, load, "the recent sales");

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="recent-sales" data-testid="recent-sales">
      <Typography id="recent-sales" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {texts.recentSales}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(["today", "week"] as const).map((option) => (
          <Chip
            key={option}
            label={option === "today" ? texts.today : texts.lastWeek}
            color={range === option ? "primary" : "default"}
            onClick={() => setRange(option)}
            aria-pressed={range === option}
          />
        ))}
      </Stack>
      {listed.status === "error" && <RetryAlert message={texts.loadFailed} onRetry={retry} />}
      {listed.status === "ready" && listed.value.length === 0 && <Typography color="text.secondary">{texts.noSales}</Typography>}
      {listed.status === "ready" && listed.value.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {listed.value.map((sale) => {
            const reference = sale.reference ? formatOrderReference(sale.reference) : sale.id.slice(0, 8);
            const count = sale.items.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <li key={sale.id} data-testid="recent-sale" data-order-id={sale.id}>
                <Button
                  component={RouterLink}
                  to={{ search: saleStepSearch(sale.id) }}
                  variant="outlined"
                  fullWidth
                  aria-label={texts.openSale(reference)}
                  sx={{ justifyContent: "flex-start", textAlign: "start", minHeight: 48, display: "block" }}
                >
                  <bdi dir="ltr" style={{ fontWeight: 700 }}>
                    {reference}
                  </bdi>
                  <Typography component="span" variant="body2" sx={{ display: "block" }}>
                    {texts.saleLine(
                      formatDateTime(sale.createdAtMillis, timeZone),
                      sale.eventTitle,
                      count,
                      formatMoney(sale.total, sale.currency as CurrencyCode),
                    )}
                  </Typography>
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
